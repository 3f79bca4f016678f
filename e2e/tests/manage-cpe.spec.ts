import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readFileSync } from 'node:fs';
import { login } from '../support/app';
import { adminApi, apiGet, dialog, errorToast, row, rows, settled, successToast, openConfirm } from '../support/crud';
import { LAPTOP, PHONE, drawerOpened, expectNoSidewaysScroll, screenshot } from '../support/layout';
import { acceptedSale, type IssuedSale } from '../support/sales';

/**
 * /manage_cpe with real sales: a factura and a boleta saved through rfacturacion, sent by the
 * product's worker to its bundled SUNAT simulator; the screen finds them, filters by state with the
 * counters, exports, shows SUNAT's answer and the history, downloads the XML and voids the factura
 * with its reason (comunicación de baja).
 */
test.describe.configure({ mode: 'serial' });

let api: APIRequestContext & { token: string };
let factura: IssuedSale;
let boleta: IssuedSale;

test.beforeAll(async ({ server }) => {
  api = await adminApi(server);
  factura = await acceptedSale(api, 'factura');
  boleta = await acceptedSale(api, 'boleta');
});
test.afterAll(async () => {
  await api?.dispose();
});

/** How the list names a document: 'F001-23'. */
const label = (s: IssuedSale) => `${s.serie}-${s.numero}`;

async function openScreen(page: Page, search: string) {
  await login(page);
  await page.goto(`/trade/manage_cpe?q=${encodeURIComponent(search)}`);
  await expect(page.getByRole('heading', { name: 'Gestión de CPE', level: 4 })).toBeVisible();
  await settled(page);
}

const counter = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Comprobantes por estado' })
    .getByRole('button', { name: new RegExp(`^${name}: \\d+$`) });

test("find a sale's document, filter by state, open the detail, download the XML, void it with its reason", async ({
  page,
}) => {
  await page.setViewportSize(LAPTOP);
  await openScreen(page, label(factura));
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, label(factura))).toContainText('Aceptado');
  await expect(counter(page, 'Todos')).toHaveAccessibleName('Todos: 1');
  await expect(counter(page, 'Aceptado')).toHaveAccessibleName('Aceptado: 1');
  await screenshot(page, 'desktop-manage-cpe');

  // The counters filter the list, and the URL keeps the filter.
  await counter(page, 'Aceptado').click();
  await expect(page).toHaveURL(/estado=aceptado/);
  await expect(rows(page)).toHaveCount(1);

  // The detail: SUNAT's answer and the state history.
  await page.getByRole('button', { name: `Detalle Factura ${label(factura)}` }).click();
  const drawer = dialog(page);
  await drawerOpened(page);
  await expect(drawer).toContainText(`La Factura numero ${label(factura)}, ha sido aceptada`);
  const history = drawer.getByLabel('Historial de estados');
  for (const step of ['Generado', 'Firmado', 'Aceptado']) await expect(history).toContainText(step);
  await screenshot(page, 'desktop-manage-cpe-detail', false);

  // The signed XML, under its SUNAT name.
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'XML' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^\\d{11}-01-${factura.serie}-${factura.numero}\\.xml$`));
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain(`<cbc:ID>${label(factura)}</cbc:ID>`);
  expect(xml).toContain('<ds:Signature');

  // Void: the reason is required; then a comunicación de baja goes to SUNAT.
  await drawer.getByRole('button', { name: 'Anular' }).click();
  const confirm = await openConfirm(page, /¿Anular Factura/);
  await expect(confirm).toContainText(`¿Anular Factura ${label(factura)}?`);
  await expect(confirm).toContainText('comunicación de baja (RA)');
  await confirm.getByRole('button', { name: 'Anular comprobante' }).click();
  await expect(errorToast(page, 'Indique el motivo de la baja (al menos 3 caracteres)')).toBeVisible();
  await confirm.getByLabel('Motivo de la baja').fill('Error en la razón social del cliente');
  await confirm.getByRole('button', { name: 'Anular comprobante' }).click();
  await expect(successToast(page, /^Comunicación de baja RA-\d{8}-\d+ enviada a SUNAT$/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Anular' })).toHaveCount(0);
  await expect(drawer).toContainText('Incluido en');

  // Once SUNAT accepts the RA, the factura is voided: its counter and its row say so.
  await expect
    .poll(
      async () =>
        (await apiGet<{ documento: { estado: string } }>(api, `/cpedocumento/${factura.cpeId}`)).documento.estado,
      { timeout: 30_000 },
    )
    .toBe('anulado');
  await page.goto(`/trade/manage_cpe?q=${encodeURIComponent(label(factura))}`);
  await settled(page);
  await counter(page, 'Anulado').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, label(factura))).toContainText('Anulado');
});

test('a phone: counters wrap, the list scrolls inside its card with the serie-número fixed, the detail fits', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await openScreen(page, label(boleta));
  await expectNoSidewaysScroll(page);
  const table = page.locator('.ant-table').filter({ visible: true }).first();
  await expect(table.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveClass(
    /ant-table-cell-fix-start/,
  );
  await screenshot(page, 'phone-manage-cpe');
  await page
    .getByRole('button', { name: `Detalle Boleta de venta ${label(boleta)}` })
    .or(page.getByRole('button', { name: `Detalle Boleta ${label(boleta)}` }))
    .first()
    .click();
  await drawerOpened(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'phone-manage-cpe-detail', false);
});
