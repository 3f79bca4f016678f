import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { ADMIN, login, toast } from '../support/app';
import {
  adminApi,
  apiGet,
  apiPost,
  borrowScreens,
  choose,
  discardForm,
  openScreen,
  rows,
  search,
  unique,
} from '../support/crud';

/** The confirmation popover that is open now (closed ones stay in the DOM, hidden). */
const confirmation = (page: Page) => page.locator('.ant-popover').filter({ visible: true });

test('menus: create a main menu, move a screen under it, edit, refuse a duplicate route and a screen menu’s deletion, delete with confirmation', async ({
  page,
  server,
}) => {
  const borrowed = await borrowScreens(server, ['/report_sales']);
  try {
    await login(page, ADMIN);
    await openScreen(page, 'Control de menús');

    await page.getByRole('button', { name: 'Nuevo menú' }).click();
    const modal = page.getByRole('dialog');
    await modal.locator('.ant-radio-button-wrapper', { hasText: 'Menú principal' }).click();
    await modal.getByLabel('Nombre').fill('Reportes E2E');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Menú creado correctamente')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Reportes E2E', exact: true })).toBeVisible();

    // client-side validation
    await page.getByRole('button', { name: 'Nuevo menú' }).click();
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(modal.getByText('Ingrese el nombre del menú')).toBeVisible();
    await expect(
      modal.locator('.ant-form-item-explain-error').filter({ hasText: 'Seleccione la pantalla' }),
    ).toBeVisible();

    // a screen another menu already opens cannot be chosen again, and says which menu has it
    await modal.getByLabel('Nombre').fill('Duplicado');
    const screens = modal.getByRole('combobox', { name: 'Pantalla' });
    await screens.click();
    await screens.fill('/report_sales');
    const taken = page
      .locator('.ant-select-dropdown')
      .filter({ visible: true })
      .locator('.ant-select-item-option')
      .filter({ hasText: '/report_sales' });
    await expect(taken).toContainText('en «Reporte de ventas»');
    await expect(taken).toHaveClass(/ant-select-item-option-disabled/);
    await page.keyboard.press('Escape');
    await discardForm(page, modal);

    // edit: the screen's menu moves under the new main menu with another name; its own screen is still offered
    await page.getByRole('button', { name: 'Editar Reporte de ventas' }).click();
    await expect(
      modal
        .getByRole('combobox', { name: 'Pantalla' })
        .locator('xpath=ancestor::div[contains(@class,"ant-select")][1]'),
    ).toContainText('/report_sales');
    // the screen is chosen among those the remotes publish (no free path); its area follows from it
    await expect(modal.getByRole('textbox', { name: /Ruta/ })).toHaveCount(0);
    await expect(modal.getByRole('combobox', { name: /^Área/ })).toHaveCount(0);
    await modal.getByLabel('Nombre').fill('Ventas diarias');
    await choose(page, modal, 'Menú padre', 'Reportes E2E');
    await modal.getByRole('button', { name: 'Guardar' }).click();
    await expect(toast(page, 'Menú actualizado correctamente')).toBeVisible();
    await expect(page.getByRole('row', { name: /Ventas diarias/ })).toContainText('/report_sales');
    await expect(page.getByRole('row', { name: /Ventas diarias/ })).toContainText('Ventas y comprobantes');

    // a main menu with screens cannot be deleted
    await page.getByRole('button', { name: 'Eliminar Reportes E2E' }).click();
    await confirmation(page).getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(toast(page, 'El menú tiene submenús; elimínelos primero')).toBeVisible();
    await expect(confirmation(page)).toHaveCount(0);

    // delete asks first; cancelling keeps the row; a screen's menu is never deleted (it would take the screen from everyone)
    await page.getByRole('button', { name: 'Eliminar Ventas diarias' }).click();
    await expect(confirmation(page).getByText('¿Eliminar menú «Ventas diarias»?')).toBeVisible();
    await confirmation(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(confirmation(page)).toHaveCount(0);
    await expect(page.getByRole('cell', { name: 'Ventas diarias', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Eliminar Ventas diarias' }).click();
    await confirmation(page).getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(
      toast(
        page,
        'El menú «Ventas diarias» abre una pantalla del sistema (/report_sales) y no se puede eliminar; quítelo a los usuarios en Control de accesos',
      ),
    ).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Ventas diarias', exact: true })).toBeVisible();

    // moved back to its place, the empty main menu is deleted
    await borrowed.giveBack();
    await page.reload();
    await page.getByRole('button', { name: 'Eliminar Reportes E2E' }).click();
    await confirmation(page).getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(toast(page, 'Menú eliminado correctamente')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Reportes E2E', exact: true })).toHaveCount(0);
    await expect(confirmation(page)).toHaveCount(0);
  } finally {
    await borrowed.giveBack();
  }
});

test('menu control: main menus in menu order (Orden), the pager counts them and says so, 10 rows per page like every list', async ({
  page,
  server,
}) => {
  const borrowed = await borrowScreens(server, ['/manage_cpe']);
  const api = await adminApi(server);
  const tag = unique('Orden');
  // created in the reverse of their Orden
  const late = await apiPost<{ idmenu: number }>(api, '/rmenu', { nombre: `${tag} B`, icono: 'appstore', orden: 2 });
  const early = await apiPost<{ idmenu: number }>(api, '/rmenu', { nombre: `${tag} A`, icono: 'appstore', orden: 1 });
  await borrowed.place('/manage_cpe', { nombre: `${tag} hija`, idpadre: late.idmenu, orden: 1 });
  await login(page, ADMIN);
  await openScreen(page, 'Control de menús');
  await search(page, tag);
  // the filtered page replaces the full one when the server answers: wait for it, never read a snapshot
  await expect(rows(page).locator('td:first-child')).toHaveText([`${tag} A`, `${tag} B`, `${tag} hija`]);
  await expect(page.locator('.ant-pagination')).toContainText('1-2 de 2 menús principales (3 menús)');
  await search(page, '');
  await expect(page.locator('.ant-pagination .ant-select')).toContainText('10 / página');
  await borrowed.giveBack();
  for (const menu of [late, early]) await apiPost(api, '/emenu', { idmenu: menu.idmenu });
  await api.dispose();
});

test('a network failure while creating shows the spec error text', async ({ page }) => {
  await login(page, ADMIN);
  await openScreen(page, 'Control de menús');
  await page.route('**/api/rmenu', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Nuevo menú' }).click();
  const modal = page.getByRole('dialog');
  await modal.locator('.ant-radio-button-wrapper', { hasText: 'Menú principal' }).click();
  await modal.getByLabel('Nombre').fill('Sin red');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Error al crear el menu')).toBeVisible();
});
