import { expect, test, type Page } from '@playwright/test';
import { ADMIN, login, toast } from '../support/app';
import { choose } from '../support/crud';

/** The confirmation popover that is open now (closed ones stay in the DOM, hidden). */
const confirmation = (page: Page) => page.locator('.ant-popover').filter({ visible: true });

test('menus: create a main menu and a screen under it, edit, refuse a duplicate route, delete with confirmation', async ({ page }) => {
  await login(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Control de menús' }).click();

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
  await expect(modal.getByText('Ingrese la ruta')).toBeVisible();

  await modal.getByLabel('Nombre').fill('Ventas del día');
  await choose(page, modal, 'Menú padre', 'Reportes E2E');
  await modal.getByLabel('Ruta de la pantalla').fill('/report_sales');
  await choose(page, modal, 'Área (módulo)', 'Ventas y comprobantes');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Menú creado correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ventas del día', exact: true })).toBeVisible();

  // server-side refusal: the route is already used by another menu
  await page.getByRole('button', { name: 'Nuevo menú' }).click();
  await modal.getByLabel('Nombre').fill('Duplicado');
  await choose(page, modal, 'Menú padre', 'Reportes E2E');
  await modal.getByLabel('Ruta de la pantalla').fill('/report_sales');
  await choose(page, modal, 'Área (módulo)', 'Ventas y comprobantes');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Ya existe un menú para la pantalla /report_sales')).toBeVisible();
  await modal.getByRole('button', { name: 'Cancelar' }).click();

  // edit
  await page.getByRole('button', { name: 'Editar Ventas del día' }).click();
  await modal.getByLabel('Nombre').fill('Ventas diarias');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Menú actualizado correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ventas diarias', exact: true })).toBeVisible();

  // a main menu with screens cannot be deleted
  await page.getByRole('button', { name: 'Eliminar Reportes E2E' }).click();
  await confirmation(page).getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page, 'El menú tiene submenús; elimínelos primero')).toBeVisible();
  await expect(confirmation(page)).toHaveCount(0);

  // delete asks first; cancelling keeps the row
  await page.getByRole('button', { name: 'Eliminar Ventas diarias' }).click();
  await expect(confirmation(page).getByText('¿Eliminar menú «Ventas diarias»?')).toBeVisible();
  await confirmation(page).getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirmation(page)).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Ventas diarias', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar Ventas diarias' }).click();
  await confirmation(page).getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(toast(page, 'Menú eliminado correctamente')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ventas diarias', exact: true })).toHaveCount(0);
  await expect(confirmation(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Eliminar Reportes E2E' }).click();
  await confirmation(page).getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByRole('cell', { name: 'Reportes E2E', exact: true })).toHaveCount(0);
});

test('a network failure while creating shows the spec error text', async ({ page }) => {
  await login(page, ADMIN);
  await page.getByRole('menuitem', { name: 'Control de menús' }).click();
  await page.route('**/api/rmenu', (route) => route.abort('connectionfailed'));
  await page.getByRole('button', { name: 'Nuevo menú' }).click();
  const modal = page.getByRole('dialog');
  await modal.locator('.ant-radio-button-wrapper', { hasText: 'Menú principal' }).click();
  await modal.getByLabel('Nombre').fill('Sin red');
  await modal.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, 'Error al crear el menu')).toBeVisible();
});
