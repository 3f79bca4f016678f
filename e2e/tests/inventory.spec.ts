import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { login } from '../support/app';
import {
  choose,
  dialog,
  digits,
  exportExcel,
  newDocument,
  openScreen,
  row,
  search,
  settled,
  successToast,
  toastOf,
  unique,
  openConfirm,
} from '../support/crud';

/*
 * The inventory area end to end, one story on one database: a product with two units and prices
 * and an image, two warehouses, an entry made with a barcode scanner, a transfer, an output of
 * more than there is (the no_stock list), an annulment, the entry's A4, the kardex, and the prices
 * exported and imported back.
 */
// A story of many screens on a machine shared with other builds: room for slow steps, never a timing assertion.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const code = `E2E${digits(6)}`;
const barcode = `775${digits(10)}`;
const boxBarcode = `1${barcode}`;
const product = unique('Gaseosa E2E');
const main = unique('Almacén Central');
const annex = unique('Almacén Anexo');
// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let entryUrl = '';
/** The transfer this journey made, opened by its page rather than by its place in the list. */
let transferUrl = '';

async function fillNewDocument(
  page: Page,
  fields: { lookups: [string, string][]; selects?: [string, string | RegExp][] },
) {
  for (const [label, option] of fields.lookups) await choose(page, page, label, option);
  for (const [label, option] of fields.selects ?? []) await choose(page, page, label, option);
}

/** Types a code in the product box and Enter, as a barcode scanner does. */
async function scan(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Buscar producto' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

const quantity = (page: Page) => page.getByRole('textbox', { name: `Cantidad de ${product}` });

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('a product with two units, prices and an image', async ({ page }) => {
  await openScreen(page, 'Productos');
  await page.getByRole('button', { name: 'Nuevo producto' }).click();
  const form = dialog(page);
  await form.getByLabel('Denominación').fill(product);
  await form.getByLabel('Código del producto').fill(code);
  await form.getByLabel('Código de barras').fill(barcode);
  await choose(page, form, 'Unidad base', 'NIU');
  await form.getByLabel('Precio de venta (unidad base)').fill('2.50');
  // The price is charged as typed: a gravado one carries its IGV, and the value without it is shown.
  await expect(form.getByText('Incluye IGV (18 %): valor sin IGV S/ 2.12')).toBeVisible();
  // A sugary drink pays ISC al valor (catálogo 08, system 01): its rate is asked once the system is chosen.
  await choose(page, form, 'Sistema del ISC (catálogo 08)', '01 · Al valor');
  await form.getByLabel('Tasa del ISC (%) o monto fijo por unidad').fill('17');
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, /.+/)).toBeVisible();
  await search(page, code);
  await expect(row(page, product)).toContainText('2.50');
  await page.getByRole('button', { name: `Editar ${product}`, exact: true }).click();
  const saved = dialog(page);
  await expect(saved.getByLabel('Tasa del ISC (%) o monto fijo por unidad')).toHaveValue('17');
  await expect(saved.getByLabel('Precio de venta al público sugerido')).toHaveCount(0);
  await saved.getByRole('button', { name: 'Cancelar' }).click();
  await expect(saved).toBeHidden();

  // Its units: UND ×1 (the base unit, created with the product) and CAJA ×12 with its own barcode and price.
  await page.getByRole('button', { name: `Detalle ${product}` }).click();
  const drawer = dialog(page);
  await expect(row(drawer, 'UND')).toBeVisible();
  await drawer.getByRole('button', { name: 'Nueva unidad' }).click();
  const unit = dialog(page);
  await choose(page, unit, 'Unidad de medida', 'BX');
  await unit.getByLabel('Factor (unidades base)').fill('12');
  await unit.getByLabel('Código de barras').fill(boxBarcode);
  await unit.getByLabel('Precio de venta').fill('27');
  await unit.getByLabel('Precio 1').fill('26.50');
  await unit.getByRole('button', { name: 'Guardar' }).click();
  await expect(row(drawer, 'CAJA')).toContainText('27.00');
  await expect(row(drawer, 'CAJA')).toContainText(boxBarcode);

  // An image: uploaded, then shown through a signed link to /api/fotoproducto (no session in an <img>).
  await drawer.getByRole('tab', { name: 'Imagen y ficha' }).click();
  await drawer
    .getByLabel('Imagen del producto')
    .setInputFiles({ name: 'gaseosa<1>.png', mimeType: 'image/png', buffer: PNG });
  const image = drawer.getByRole('img', { name: `Imagen de ${product}` });
  await expect(image).toBeVisible();
  await expect(image).toHaveAttribute('src', /\/api\/fotoproducto\/\d+\?firma=/);
  const response = await page.request.get(
    await image.getAttribute('src').then((s) => new URL(s!, page.url()).toString()),
  );
  expect(response.headers()['content-type']).toMatch(/^image\//);
});

test('two warehouses of the branch', async ({ page }) => {
  await openScreen(page, 'Almacenes');
  for (const name of [main, annex]) {
    await page.getByRole('button', { name: 'Nuevo almacén' }).click();
    const form = dialog(page);
    await choose(page, form, 'Sucursal', 'Miraflores');
    await form.getByLabel('Nombre').fill(name);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, /.+/)).toBeVisible();
    await expect(form).toBeHidden();
  }
  await search(page, 'E2E');
  await search(page, main.split(' ').pop()!);
  await expect(row(page, main)).toBeVisible();
});

test('an entry made with a barcode scanner opens its A4', async ({ page }) => {
  await openScreen(page, 'Entradas');
  await newDocument(page, 'Nueva entrada');
  await fillNewDocument(page, { lookups: [['Almacén', main]], selects: [['Motivo', 'Compra']] });
  // The box's barcode adds a box; scanning it again makes it two.
  await scan(page, boxBarcode);
  await expect(row(page, product)).toContainText('CAJA ×12');
  await expect(quantity(page)).toHaveValue('1');
  await scan(page, boxBarcode);
  await expect(quantity(page)).toHaveValue('2');
  await page.getByRole('textbox', { name: `Costo unitario de ${product}` }).fill('24');
  await expect(page.getByLabel(`Importe de ${product}`)).toHaveText('48.00');
  await expect(page.getByRole('region', { name: 'Totales' })).toContainText('48.00');

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const pdf = await popup;
  await expect(pdf).toHaveURL(/\/api\/pdfentradaa4\/\d+\?firma=/);
  // The saved entry, read-only, with its history.
  await expect(page).toHaveURL(/documento=\d+$/);
  entryUrl = page.url();
  await expect(page.getByRole('table', { name: 'Líneas del documento' })).toContainText(product);
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Entrada registrada');
});

test('a transfer of part of it shows the stock of the origin', async ({ page }) => {
  await openScreen(page, 'Transferencias');
  await newDocument(page, 'Nueva transferencia');
  await fillNewDocument(page, {
    lookups: [
      ['Almacén de origen', main],
      ['Almacén de destino', annex],
    ],
  });
  await scan(page, barcode);
  await quantity(page).fill('10');
  await expect(page.getByLabel(`Stock de ${product}`)).toHaveText('Disponible: 24 UND · seleccionado: 10 UND');
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await (await popup).close();
  await expect(page).toHaveURL(/documento=\d+$/);
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Transferencia registrada');
  transferUrl = page.url();
});

test('an output of more than there is: the stock warning, then the no_stock list; annulling the transfer', async ({
  page,
}) => {
  await openScreen(page, 'Salidas');
  await newDocument(page, 'Nueva salida');
  await fillNewDocument(page, { lookups: [['Almacén', main]], selects: [['Motivo', 'Mermas']] });
  await scan(page, barcode);
  await quantity(page).fill('20');
  const hint = page.getByLabel(`Stock de ${product}`);
  await expect(hint).toHaveText('Disponible: 14 UND · seleccionado: 20 UND');
  await expect(hint).toHaveAttribute('role', 'alert');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Stock insuficiente' });
  await expect(notice).toBeVisible();
  await expect(notice.locator('li').filter({ hasText: product })).toBeVisible();
  // Nothing was saved: still the new output's page.
  await expect(page).toHaveURL(/documento=nuevo/);

  // Annul the transfer: the stock goes back to the main warehouse. The refused output is still
  // typed: leaving it asks first, and the journey leaves it.
  await page.getByRole('menuitem', { name: /Transferencias$/ }).click();
  await (await openConfirm(page, 'Hay cambios sin guardar')).getByRole('button', { name: 'Salir sin guardar' }).click();
  await expect(page.getByRole('heading', { name: 'Transferencias', level: 4 })).toBeVisible();
  await page.goto(transferUrl);
  await page.getByRole('button', { name: 'Anular' }).click();
  await (await openConfirm(page)).getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByText('Anulado', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Historial' })).toContainText('Transferencia anulada');
  await expect(page.getByRole('button', { name: 'Anular' })).toHaveCount(0);
});

test('the entry prints as A4 from its page', async ({ page }) => {
  await page.goto(entryUrl);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Imprimir A4' }).click();
  const pdf = await popup;
  await expect(pdf).toHaveURL(/\/api\/pdfentradaa4\/\d+\?firma=/);
  const file = await page.request.get(pdf.url());
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('a serial product: the entry takes one serial per unit, the output picks them from the store', async ({
  page,
}) => {
  const drill = 'Taladro percutor 13 mm 650 W Bosch';
  const serials = [`TLD${digits(6)}A`, `TLD${digits(6)}B`];
  await openScreen(page, 'Entradas');
  await newDocument(page, 'Nueva entrada');
  await fillNewDocument(page, { lookups: [['Almacén', main]], selects: [['Motivo', 'Compra']] });
  await scan(page, 'FER-0014');
  await page.getByRole('textbox', { name: `Cantidad de ${drill}` }).fill('2');
  await page.getByRole('textbox', { name: `Costo unitario de ${drill}` }).fill('225');
  const typed = page.getByRole('textbox', { name: `Series de ${drill}` });
  await typed.fill(serials[0]!);
  await expect(page.getByText('Falta 1 serie')).toBeVisible();
  await typed.fill(serials.join(', '));
  await expect(page.getByText(/Falta/)).toHaveCount(0);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await (await popup).close();
  await expect(page).toHaveURL(/documento=\d+$/);
  for (const serial of serials)
    await expect(page.getByRole('table', { name: 'Líneas del documento' })).toContainText(serial);

  await openScreen(page, 'Salidas');
  await newDocument(page, 'Nueva salida');
  await fillNewDocument(page, { lookups: [['Almacén', main]], selects: [['Motivo', 'Mermas']] });
  await scan(page, 'FER-0014');
  const picker = page.getByRole('combobox', { name: `Series de ${drill}` });
  await picker.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: serials[1]! }).click();
  await page.keyboard.press('Escape');
  const outPopup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await (await outPopup).close();
  await expect(page).toHaveURL(/documento=\d+$/);
  await expect(page.getByRole('table', { name: 'Líneas del documento' })).toContainText(serials[1]!);
});

test('the kardex of the main warehouse: entry, transfer and its annulment', async ({ page }) => {
  await openScreen(page, 'Kardex');
  await choose(page, page, 'Producto', code);
  await choose(page, page, 'Almacén', main);
  const table = page.getByRole('table', { name: 'Movimientos del kardex' });
  await expect(table).toContainText('Saldo inicial');
  await expect(table).toContainText('Totales y saldo final');
  // Opening, entry (24), transfer out (10), its annulment (10 back), closing.
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(5);
  await expect(table.locator('tbody tr.ant-table-row').last()).toContainText('24');
  const sheet = await (async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar Excel' }).click();
    return readSheet(readFileSync(await (await download).path()));
  })();
  expect(sheet[0]).toContain('Saldo costo total');
  expect(sheet).toHaveLength(6);
});

test('prices: bulk edit with the margin, export and import with a preview', async ({ page }) => {
  await openScreen(page, 'Precios');
  await search(page, code);
  const und = row(page, 'UND');
  const price = page.getByRole('textbox', { name: `Precio de venta de ${product} UND` });
  await expect(price).toHaveValue('2.50');
  // Last cost per unit: 24 per box of 12 = 2.00, so 2.50 is a 25 % margin; 3.00 makes it 50 %.
  await expect(page.getByLabel(`Margen de ${product} UND`)).toHaveText('25.00 %');
  await price.fill('3');
  await expect(page.getByLabel(`Margen de ${product} UND`)).toHaveText('50.00 %');
  await page.getByRole('button', { name: 'Guardar cambios (1)' }).click();
  await expect(successToast(page, /.+/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  await expect(und).toBeVisible();

  const sheet = await exportExcel(page, /^precios-de-productos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const header = sheet[0] as string[];
  const line = sheet.find((r) => r[header.indexOf('Código')] === code && r[header.indexOf('Unidad')] === 'CAJA')!;
  expect(line[header.indexOf('Precio de venta')]).toBe(27);

  // A file with one good row and one unknown code: the preview names the error and nothing can be saved.
  const file = async (rows: (string | number | null)[][]) =>
    writeXlsxFile(
      [['Código', 'Unidad', 'Precio de venta', 'Precio 1'], ...rows].map((r) =>
        r.map((value) => (value === null ? null : typeof value === 'number' ? { value, type: Number } : { value })),
      ) as never,
    ).toBuffer();
  const chooser = page.getByLabel('Archivo de precios (Excel)');
  await chooser.setInputFiles({
    name: 'precios.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await file([
      [code, 'CAJA', 30, 29],
      ['NOEXISTE', 'UND', 1, null],
    ]),
  });
  let preview = dialog(page);
  await expect(preview.getByRole('table', { name: 'Filas del archivo' })).toContainText('NOEXISTE');
  await expect(preview.getByText(/1 fila\(s\) con errores/)).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Confirmar importación' })).toBeDisabled();
  await preview.getByRole('button', { name: 'Cancelar' }).click();
  await expect(preview).toBeHidden();

  await chooser.setInputFiles({
    name: 'precios.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await file([[code, 'CAJA', 30, 29]]),
  });
  preview = dialog(page);
  await expect(preview.getByText(/1 fila\(s\) listas para guardar/)).toBeVisible();
  await preview.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(preview).toBeHidden();
  await settled(page);
  await expect(page.getByRole('textbox', { name: `Precio de venta de ${product} CAJA` })).toHaveValue('30.00');
  await expect(toastOf(page, /.+/).first()).toBeVisible();
});
