import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { login, toast } from '../support/app';
import { choose, closeDrawer, dialog, digits, newDocument, openScreen, row, search } from '../support/crud';

/*
 * Purchases end to end: a credit purchase in dollars with three letras and a serial-controlled
 * product and its sale price set from the new cost, saved in one go (stock at cost in soles, serials,
 * the provider's credit, the price), the saved purchase with its letras and serials, and the kardex.
 */
test.describe.configure({ mode: 'serial' });

const numero = String(Number(digits(7)) + 1);
const serials = [`E2E-AM-${digits(5)}A`, `E2E-AM-${digits(5)}B`];
const PRODUCT = 'Amoladora angular 4 1/2" 850 W Bosch';

/** `choose` for a header field: a required field's name starts with its '*' mark. */
async function pick(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: new RegExp(`^(\\* )?${label}$`) }).first();
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  await expect(async () => {
    if (!(await dropdown.isVisible())) await select.click({ timeout: 2000 });
    await select.fill(option, { timeout: 2000 }).catch(() => undefined);
    await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2000 });
    await expect(dropdown).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** The product's stock in the main warehouse, from its drawer's 'Stock' tab on the products screen. */
async function stockOf(page: Page): Promise<number> {
  await openScreen(page, 'Productos');
  await search(page, 'FER-0015');
  await page.getByRole('button', { name: `Detalle ${PRODUCT}` }).click();
  const drawer = dialog(page);
  await drawer.getByRole('tab', { name: 'Stock' }).click();
  const store = row(drawer, 'Almacén principal Miraflores');
  await expect(store).toBeVisible();
  const stock = Number((await store.locator('td').nth(2).innerText()).trim());
  await closeDrawer(page);
  return stock;
}
let stockBefore = 0;

async function scan(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Buscar producto' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('a credit purchase in USD with three letras and a serial product', async ({ page }) => {
  stockBefore = await stockOf(page);
  await openScreen(page, 'Compras');
  await newDocument(page, 'Nueva compra');
  await pick(page, 'Proveedor', 'IMPORTACIONES DEL PAC');
  await pick(page, 'Tipo de documento', 'Factura');
  await page.getByRole('textbox', { name: /^(\* )?Serie$/ }).fill('F009');
  await page.getByRole('spinbutton', { name: /^(\* )?Número$/ }).fill(numero);
  await pick(page, 'Moneda', 'Dólares');
  await page.getByRole('textbox', { name: /^Tipo de cambio/ }).fill('3.75');
  await pick(page, 'Tipo de pago', 'Crédito');
  await page.getByRole('spinbutton', { name: /^Número de letras/ }).fill('3');
  await pick(page, 'Almacén', 'Almacén principal Miraflores');

  await scan(page, 'FER-0015');
  await page.getByRole('textbox', { name: `Cantidad de ${PRODUCT}` }).fill('2');
  await page.getByRole('textbox', { name: `Costo unitario de ${PRODUCT}` }).fill('100');
  await page.getByRole('textbox', { name: `Series de ${PRODUCT}` }).fill(serials.join(', '));
  // 2 × 100.00 without IGV + 18 % = US$ 236.00
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('236.00');

  // The sale prices follow the new cost, asked within the purchase before saving:
  // 100.00 × 3.75 = S/ 375.00, + 30 % + IGV = 575.25.
  const prices = page.getByRole('region', { name: 'Precios de venta' });
  await prices.getByRole('switch', { name: 'Actualizar precios de venta' }).click();
  await expect(prices.locator('tr').filter({ hasText: PRODUCT })).toContainText('575.25');

  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(toast(page, /precios de venta actualizados/)).toBeVisible();
  await expect(page).toHaveURL(/documento=\d+$/);
  const lines = page.getByRole('table', { name: 'Líneas del documento' });
  await expect(lines).toContainText(PRODUCT);
  for (const s of serials) await expect(lines).toContainText(s);
  // The three letras of US$ 236.00: 78.66 + 78.66 + 78.68.
  // Due dates as every date of the product: dd/mm/yyyy.
  const day = String.raw`\d{2}/\d{2}/\d{4}`;
  await expect(
    page.getByText(new RegExp(`1: 78\\.66 vence ${day} · 2: 78\\.66 vence ${day} · 3: 78\\.68 vence ${day}`)),
  ).toBeVisible();
  await expect(page.locator('.ant-timeline').getByText(/Compra registrada/)).toBeVisible();
});

test('the purchase in the list, and its entry in the kardex at cost in soles', async ({ page }) => {
  await openScreen(page, 'Compras');
  const listed = page
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: `F009-${numero.padStart(8, '0')}` });
  await expect(listed).toContainText('Crédito');
  await expect(listed).toContainText('236.00');

  // The stock grew by the two units bought.
  expect(await stockOf(page)).toBe(stockBefore + 2);
  await openScreen(page, 'Kardex');
  await choose(page, page, 'Producto', 'FER-0015');
  await choose(page, page, 'Almacén', 'Almacén principal Miraflores');
  const table = page.getByRole('table', { name: 'Movimientos del kardex' });
  const entry = table.locator('tbody tr.ant-table-row').filter({ hasText: `F009` });
  await expect(entry).toBeVisible();
  // 100.00 × 3.75 = S/ 375.00 per unit, 750.00 for the two.
  await expect(entry).toContainText('375.00');
  await expect(entry).toContainText('750.00');
});
