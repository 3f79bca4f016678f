import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { login } from '../support/app';
import { adminApi, apiGet, apiPost, newDocument, openScreen, row, successToast } from '../support/crud';

/*
 * Credit notes end to end: a factura is created through the API (rfacturacion) and accepted by the
 * bundled SUNAT simulator; then a cashier issues a credit note from /credit_note (the sale picked by
 * its series-number, annulment), sees 'Nota de crédito guardada', the PDF opens and the note shows
 * accepted. A second sale opens the new note straight from `?documento=nuevo&idventa=` (the link a
 * sale's view can use) for a partial return. Screenshots at 1366×768 and 390×844.
 */
test.describe.configure({ mode: 'serial' });

const RUC_CLIENT = '20456789120';
let api: APIRequestContext & { token: string };

async function acceptedSale(cantidad: string): Promise<{ idventa: number; documento: string }> {
  const { user } = await (await api.get('/api/autenticado/credit_note')).json();
  const series = await apiGet<{ idserie: number; serie: string }[]>(api, `/seriexcomprobante/${user.idusuario}/1`);
  const [product] = await apiGet<{ producto_id: number }[]>(api, '/productospaginado', {
    limit: 5,
    filtro: 'FER-0016',
    solo_bienes: 0,
  });
  const units = await apiGet<{ unidad_medida_id: number; abreviatura: string }[]>(api, '/umproducto', {
    producto_id: product!.producto_id,
  });
  const people = await apiGet<{ idpersona: number; numero_documento: string }[]>(api, '/personaprovedor', {
    q: RUC_CLIENT,
    ubica: 1,
    page: 1,
    pageSize: 5,
  });
  // The sale posts its cash to the admin's open cash (opened once; an open one is kept).
  await api.post('/api/rapertura', { data: { monto_apertura: '100.00' } });
  const sale = await apiPost<{ idventa: number; documento: string }>(api, '/rfacturacion', {
    facturacion: {
      idserie: series.find((s) => s.serie.startsWith('F'))!.idserie,
      idpersona: people.find((p) => p.numero_documento === RUC_CLIENT)!.idpersona,
      idmoneda: 1,
      tipo_pago_id: 1,
      ticket: false,
    },
    detalles: [
      {
        producto_id: product!.producto_id,
        unidad_medida_id: units.find((u) => u.abreviatura === 'UND')!.unidad_medida_id,
        cantidad,
        precio_unitario: '35.40',
      },
    ],
  });
  await expect(async () => {
    const read = await apiGet<{ cpe: { estado: string } | null }>(api, `/consultaventa/${sale.idventa}`);
    expect(read.cpe?.estado).toBe('aceptado');
  }).toPass({ timeout: 30_000 });
  return sale;
}

/** A header select of the document kit (a required field's name starts with its '*' mark). */
async function pick(page: Page, label: string, typed: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: new RegExp(`^(\\* )?${label.replace(/[()]/g, '\\$&')}$`) }).first();
  const dropdown = page.locator('.ant-select-dropdown').filter({ visible: true }).last();
  await expect(async () => {
    if (!(await dropdown.isVisible())) await select.click({ timeout: 2000 });
    await select.fill(typed, { timeout: 2000 }).catch(() => undefined);
    await dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2000 });
    await expect(dropdown).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Saves the note: the toast, the PDF in a new tab, then the saved note's page. */
async function saveNote(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(successToast(page, 'Nota de crédito guardada')).toBeVisible();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/api\/pdfnotacredito\/\d+\?firma=/);
  const pdf = await page.request.get(tab.url());
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await tab.close();
  await expect(page).toHaveURL(/documento=\d+/);
}

/** Waits until the saved note's SUNAT state is accepted ('Actualizar estado' reloads it). */
async function expectAccepted(page: Page) {
  await expect(async () => {
    const refresh = page.getByRole('button', { name: 'Actualizar estado' });
    if (await refresh.isVisible()) await refresh.click();
    await expect(page.getByLabel('Estado SUNAT')).toHaveText('Aceptado', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}

test.beforeAll(async ({ server }) => {
  api = await adminApi(server);
});
test.afterAll(async () => {
  await api.dispose();
});

test('a credit note (annulment) on an accepted factura: saved, PDF opened, accepted by SUNAT', async ({ page }) => {
  const sale = await acceptedSale('2');
  await page.setViewportSize({ width: 1366, height: 768 });
  await login(page);
  await openScreen(page, 'Notas de crédito');
  await newDocument(page, 'Nueva nota');
  await pick(page, 'Venta (serie-número o cliente)', sale.documento, sale.documento);
  await pick(page, 'Motivo', 'Anulación de la operación', '01 - Anulación de la operación');
  await page.getByLabel('Sustento').fill('El cliente desistió de la compra');
  const venta = page.getByRole('region', { name: 'Venta que corrige' });
  await expect(venta).toContainText(sale.documento);
  await expect(venta.getByLabel('Disponible para notas')).toHaveText('S/ 70.80');
  await expect(page.getByText('Martillo de carpintero 16 oz Stanley').first()).toBeVisible();
  await expect(page.getByText('70.80').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/cn-out/new-note-1366.png', fullPage: true });
  await saveNote(page);
  await expectAccepted(page);
  await expect(page.getByRole('region', { name: 'Efecto de la nota' })).toContainText(
    'Los productos devueltos volvieron al almacén',
  );
  await page.screenshot({ path: '/tmp/cn-out/note-view-1366.png', fullPage: true });

  // The list shows it with its SUNAT state.
  await page.goto('/trade/credit_note');
  const listed = row(page, sale.documento);
  await expect(listed).toContainText('Aceptado');
  await expect(listed).toContainText('70.80');
  await page.screenshot({ path: '/tmp/cn-out/list-1366.png', fullPage: true });
});

test('a partial return from the sale link (?documento=nuevo&idventa=), on a phone', async ({ page }) => {
  const sale = await acceptedSale('3');
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page);
  await page.goto(`/trade/credit_note?documento=nuevo&idventa=${sale.idventa}`);
  const venta = page.getByRole('region', { name: 'Venta que corrige' });
  await expect(venta).toContainText(sale.documento);
  await pick(page, 'Motivo', 'Devolución por ítem', '07 - Devolución por ítem');
  await page.getByLabel('Sustento').fill('Devuelve un martillo fallado');
  const quantity = page.getByRole('textbox', { name: /Cantidad/ }).first();
  await expect(quantity).toHaveValue('3');
  await quantity.fill('1');
  await expect(page.getByText('35.40').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/cn-out/new-note-390.png', fullPage: true });
  await saveNote(page);
  await expectAccepted(page);
  await page.screenshot({ path: '/tmp/cn-out/note-view-390.png', fullPage: true });
  await page.goto('/trade/credit_note');
  await expect(page.getByText(sale.documento).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/cn-out/list-390.png', fullPage: true });
});
