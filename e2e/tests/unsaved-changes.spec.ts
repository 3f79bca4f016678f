import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, login, logout } from '../support/app';
import { openConfirm, openScreen } from '../support/crud';

/*
 * A half-typed document or form is not lost by a stray click: leaving it asks first (another menu,
 * back, the page's own logout, closing the tab); a logout in another tab ends it without asking.
 */

const QUESTION = 'Hay cambios sin guardar';
const OIL_BARCODE = '7750000010273';

// A question just answered may still be fading out (antd's zoom-leave) when the next one opens.
const question = (page: Page) => page.locator('.ant-modal-confirm:not(.ant-zoom-leave)').filter({ hasText: QUESTION });

/** A new sale with one scanned line: a change the user made. */
async function newSale(page: Page) {
  await page.goto('/trade/sales');
  await expect(page.getByRole('heading', { name: 'Ventas', level: 4 })).toBeVisible();
  await page.getByRole('button', { name: 'Nueva venta' }).click();
  await expect(page).toHaveURL(/documento=nuevo/);
}

async function halfTypedSale(page: Page) {
  await newSale(page);
  const search = page.getByRole('combobox', { name: 'Buscar producto' });
  await search.fill(OIL_BARCODE);
  await search.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Cantidad de / })).toHaveValue('1');
}

test('a new sale asks before a menu click, back and the logout; keep editing or leave', async ({ page }) => {
  await login(page, ADMIN);
  await halfTypedSale(page);

  // A menu click: 'Seguir editando' keeps the sale as it was.
  await page.getByRole('menuitem', { name: /Pedidos$/ }).click();
  await (await openConfirm(page, QUESTION)).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/\/trade\/sales\?documento=nuevo/);
  await expect(page.getByRole('textbox', { name: /^Cantidad de / })).toHaveValue('1');

  // Back (the sales list): asked too.
  await page.goBack();
  await (await openConfirm(page, QUESTION)).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/documento=nuevo/);

  // The page's own logout asks; keep editing.
  await page.getByRole('button', { name: 'Opciones de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await (await openConfirm(page, QUESTION)).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(page).toHaveURL(/documento=nuevo/);

  // Leaving without saving goes where the user asked.
  await page.getByRole('menuitem', { name: /Pedidos$/ }).click();
  await (await openConfirm(page, QUESTION)).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Pedidos', level: 4 })).toBeVisible();
  // Nothing is held any more: the next click asks nothing.
  await page.getByRole('menuitem', { name: /Proformas$/ }).click();
  await expect(page.getByRole('heading', { name: 'Proformas', level: 4 })).toBeVisible();
  await expect(question(page)).toHaveCount(0);
});

test('an untouched new sale leaves without asking', async ({ page }) => {
  await login(page, ADMIN);
  await newSale(page);
  // The series, warehouse and date the screen proposes by itself are not changes.
  await expect(page.getByText(/^B001 · /)).toBeVisible();
  await openScreen(page, 'Pedidos');
  await expect(question(page)).toHaveCount(0);
});

test('closing the tab asks the browser to confirm', async ({ page }) => {
  await login(page, ADMIN);
  await halfTypedSale(page);
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const asked = await dialog;
  expect(asked.type()).toBe('beforeunload');
  await asked.accept();
});

test('a form with typed changes asks before closing; a logout in another tab does not ask', async ({
  page,
  context,
}) => {
  await login(page, ADMIN);
  await openScreen(page, 'Empleados');
  await page.getByRole('button', { name: 'Nuevo empleado' }).click();
  const drawer = page.locator('.ant-drawer');
  await drawer.getByLabel('Nombres').fill('Ana');
  await drawer.getByRole('button', { name: 'Cancelar' }).click();
  await (await openConfirm(page, QUESTION)).getByRole('button', { name: 'Seguir editando' }).click();
  await expect(drawer.getByLabel('Nombres')).toHaveValue('Ana');

  // Another tab logs out: this one follows to the login page, no question (nothing can be saved).
  const other = await context.newPage();
  await other.goto('/trade/employees');
  await expect(other.getByRole('heading', { name: 'Empleados', level: 4 })).toBeVisible();
  await logout(other);
  await expect(page).toHaveURL(/\/trade\/login$/);
  await expect(question(page)).toHaveCount(0);
});
