import { expect, test } from '../support/test';
import { login } from '../support/app';
import { adminApi, openScreen, row, settled, successToast } from '../support/crud';
import { LAPTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/layout';
import { acceptedSale } from '../support/sales';

/*
 * /operating_expenses beyond the expenses: the utility per product of the month (a sale made
 * through the API shows with its sales without IGV), and the sales by month with
 * the current month saved in the history.
 */
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ server }) => {
  const api = await adminApi(server);
  await acceptedSale(api, 'factura', '2');
  await api.dispose();
});

test('the utility per product of the month; the month saved in the sales history', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await login(page);
  await openScreen(page, 'Gastos operativos');
  await page.getByRole('tab', { name: 'Utilidad' }).click();
  const summary = page.getByRole('region', { name: 'Resumen de utilidad' });
  await expect(summary).toContainText('Utilidad neta');
  await settled(page);
  await expect(row(page, 'Martillo de carpintero 16 oz Stanley')).toBeVisible();
  await expect(row(page, 'Martillo de carpintero 16 oz Stanley')).toContainText('FER-0016');
  await screenshot(page, 'desktop-utility');

  await page.getByRole('tab', { name: 'Ventas por mes' }).click();
  await expect(page.getByRole('img', { name: /^Gráfico de ventas de \d{4} por mes$/ })).toBeVisible();
  const month = new Intl.DateTimeFormat('es-PE', { month: 'long', timeZone: 'America/Lima' }).format(new Date());
  const name = month.charAt(0).toUpperCase() + month.slice(1);
  await page.getByRole('button', { name: `Guardar ${name} en el histórico` }).click();
  await page.locator('.ant-popover').filter({ visible: true }).getByRole('button', { name: 'Sí' }).click();
  await expect(successToast(page, 'Ventas del mes guardadas en el histórico')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Ventas por mes' }).locator('tr').filter({ hasText: name }),
  ).toContainText('calculado');
  await screenshot(page, 'desktop-monthly-sales');

  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'phone-monthly-sales');
});
