import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { login } from '../support/app';
import { adminApi, choose, newDocument, row, search } from '../support/crud';
import { expectNoSidewaysScroll, LAPTOP, PHONE, screenshot } from '../support/layout';

/*
 * Orders end to end: a seller takes an order of 3 hammers for a RUC client (the stock is reserved,
 * not taken), 'Facturar' opens the sale screen prefilled with the pending lines, the cashier invoices
 * 1 of the 3 (a partial delivery), and the order shows 'Parcialmente entregado' with 2 pending; the
 * list and the order fit a laptop and a phone.
 */
test.describe.configure({ mode: 'serial' });

const HAMMER = 'Martillo de carpintero 16 oz Stanley';
const RUC_CLIENT = '20456789120';
let documento = '';

async function open(page: Page, path: string, heading: string) {
  await page.goto(`/trade${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 4 })).toBeVisible();
}

async function scan(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Buscar producto' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

/** The saved order's number, once its page has loaded it into the breadcrumb ('Pedido PD-00000012'). */
async function orderShown(page: Page) {
  const trail = page.locator('nav[aria-label="Ruta de navegación"]');
  await expect(trail).toContainText(/PD-\d{8}/);
  return (await trail.innerText()).match(/PD-\d{8}/)![0];
}

test.beforeAll(async ({ server }) => {
  // The invoicing sale is cash: it goes into the user's open cash (another spec may have opened it).
  const api = await adminApi(server);
  const answer = await (await api.post('/api/rapertura', { data: { monto_apertura: '100.00' } })).json();
  if (answer.status !== 200) expect(answer.mensaje).toMatch(/abierta/i);
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('an order is taken, its stock reserved, then partly invoiced through the prefilled sale screen', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await open(page, '/orders', 'Pedidos');
  await newDocument(page, 'Nuevo pedido');
  await choose(page, page, 'Cliente', RUC_CLIENT);
  await scan(page, 'FER-0016');
  await page.getByRole('textbox', { name: `Cantidad de ${HAMMER}` }).fill('3');
  await page.getByRole('textbox', { name: `Precio unitario de ${HAMMER}` }).fill('35.40');
  // 3 × 35.40 = 106.20 with IGV included.
  await expect(page.getByRole('region', { name: 'Totales' }).getByLabel('Total', { exact: true })).toHaveText(
    'S/ 106.20',
  );
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/documento=\d+$/);
  documento = await orderShown(page);
  const state = page.getByRole('region', { name: 'Estado del pedido' });
  await expect(state.getByLabel('Estado del pedido')).toHaveText('Abierto');
  await expect(state.getByLabel('Por facturar')).toHaveText('S/ 106.20');
  await expect(page.getByLabel(`Pendiente de ${HAMMER}`)).toHaveText('3');

  // Facturar: the sale screen with the pending lines, the order's client and a factura (RUC client).
  await page.getByRole('button', { name: 'Facturar' }).click();
  await expect(page).toHaveURL(/\/sales\?documento=nuevo&pedido=\d+/);
  await expect(page.getByRole('region', { name: 'Pedido que factura' })).toContainText(
    `Factura el pedido ${documento}`,
  );
  await expect(page.getByText(/^F001 · /)).toBeVisible();
  const quantity = page.getByRole('textbox', { name: `Cantidad de ${HAMMER}` });
  await expect(quantity).toHaveValue('3');
  // A partial delivery: 1 of the 3.
  await quantity.fill('1');
  await expect(page.getByRole('region', { name: 'Totales' }).getByLabel('Total', { exact: true })).toHaveText(
    'S/ 35.40',
  );
  await screenshot(page, 'orders-invoice-sale-laptop');
  const ticket = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const tab = await ticket;
  await tab.close();
  await expect(page).toHaveURL(/\/sales\?documento=\d+$/);

  await open(page, '/orders', 'Pedidos');
  await search(page, documento);
  const listed = row(page, documento);
  await expect(listed).toContainText('Parcialmente entregado');
  await expect(listed).toContainText('70.80');
  await listed.getByRole('button', { name: new RegExp(`^Ver ${documento}`) }).click();
  await expect(page.getByRole('region', { name: 'Estado del pedido' }).getByLabel('Estado del pedido')).toHaveText(
    'Parcialmente entregado',
  );
  await expect(page.getByLabel(`Pendiente de ${HAMMER}`)).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Ventas que lo facturaron' })).toContainText(/F001-\d{8}/);
  await screenshot(page, 'orders-view-laptop');
});

test('the list and the order at 1366×768 and on a phone: no sideways scroll', async ({ page }) => {
  for (const [name, size] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await open(page, '/orders', 'Pedidos');
    await search(page, documento);
    await expect(row(page, documento)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `orders-list-${name}`);
    await row(page, documento)
      .getByRole('button', { name: new RegExp(`^Ver ${documento}`) })
      .click();
    await expect(page.getByRole('region', { name: 'Avance por línea' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `orders-view-${name}`);
  }
});
