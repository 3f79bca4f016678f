import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import { openScreen, row } from '../support/crud';

test.describe('a list that fails to load', () => {
  test('an HTTP 500 shows the error with Reintentar, never an empty table; Reintentar loads it', async ({ page }) => {
    await login(page, ADMIN);
    await page.route('**/api/empleado?**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ status: 500, mensaje: 'Error interno del servidor', detalles: null }),
      }),
    );
    await openScreen(page, 'Empleados');
    // in place of the list (the toast says it too)
    const failure = page
      .getByRole('region', { name: 'Empleados' })
      .getByRole('alert')
      .filter({ hasText: 'Error al obtener los registros' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Error interno del servidor');
    await expect(page.getByText('No hay registros')).toHaveCount(0);
    await expect(page.locator('.ant-table')).toHaveCount(0);

    await page.unroute('**/api/empleado?**');
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    await expect(row(page, '70214580')).toBeVisible();
    await expect(failure).toHaveCount(0);
  });

  test('a refusal from the server shows its mensaje in place of the list', async ({ page }) => {
    await login(page, ADMIN);
    await page.route('**/api/serie/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ status: 400, mensaje: 'Datos no válidos: page', detalles: null }),
      }),
    );
    await openScreen(page, 'Series');
    await expect(
      page.getByRole('region', { name: 'Series' }).getByRole('alert').filter({ hasText: 'Datos no válidos: page' }),
    ).toBeVisible();
    await expect(page.getByText('No hay registros')).toHaveCount(0);
  });

  test('a network failure in a nested list (a drawer) shows the same error state', async ({ page }) => {
    await login(page, ADMIN);
    await openScreen(page, 'Comprobantes');
    await page.route('**/api/voucher_serie_comprobante', (route) => route.abort('connectionfailed'));
    await page.getByRole('button', { name: 'Series Boleta de venta', exact: true }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ visible: true });
    await expect(drawer.getByRole('alert')).toContainText('Error al obtener los registros');
    await expect(drawer.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
