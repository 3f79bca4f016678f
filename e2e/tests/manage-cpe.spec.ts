import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { startProduct } from '../../scripts/server.mjs';
import { ADMIN } from '../support/app';
import { dialog, errorToast, exportExcel, row, rows, settled, successToast } from '../support/crud';
import { LAPTOP, PHONE, drawerOpened, expectNoSidewaysScroll, screenshot } from '../support/layout';

/**
 * /manage_cpe against its own product on a fresh PostgreSQL database: the documents are issued
 * through the CPE engine straight into that database (no screen issues them yet), the product's
 * worker sends them to its bundled SUNAT simulator, and the screen shows, filters, downloads and voids.
 */
const apiDir = resolve(import.meta.dirname, '..', '..', 'api');
const server = process.env.E2E_DATABASE_SERVER ?? 'postgres://postgres:postgres@127.0.0.1:5432';
const databaseUrl = `${server}/trade_e2e_cpe_${randomBytes(4).toString('hex')}`;
const script = (command: string) =>
  execFileSync(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, '..', 'support', 'cpe-database.ts'), command, databaseUrl], { cwd: apiDir, encoding: 'utf8' });

let product: Awaited<ReturnType<typeof startProduct>>;
let ids: { accepted: number; other: number; boleta: number; due: number };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  script('create');
  product = await startProduct({ www: process.env.E2E_WWW, env: { DATABASE_URL: databaseUrl } });
  ids = JSON.parse(script('issue').trim().split('\n').pop()!);
});
test.afterAll(async () => {
  await product?.stop();
  script('drop');
});

async function token(request: APIRequestContext) {
  const answer = await (await request.post(`${product.url}/api/login`, { data: { username: ADMIN.usuario, password: ADMIN.password } })).json();
  return answer.token as string;
}

/** Waits (through the API) until the documents reach these states: the worker sends in the background. */
async function untilStates(request: APIRequestContext, expected: Record<number, string>) {
  const auth = { authorization: `Bearer ${await token(request)}` };
  await expect
    .poll(async () => {
      const out: Record<number, string> = {};
      for (const id of Object.keys(expected)) out[Number(id)] = (await (await request.get(`${product.url}/api/cpedocumento/${id}`, { headers: auth })).json()).detalles?.documento.estado;
      return out;
    }, { timeout: 30_000 })
    .toEqual(expected);
}

async function openScreen(page: Page) {
  await page.goto(`${product.url}/trade/login`);
  await page.getByLabel('Usuario').fill(ADMIN.usuario);
  await page.getByLabel('Contraseña').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page.getByRole('button', { name: 'Opciones de usuario' })).toBeVisible();
  await page.goto(`${product.url}/trade/manage_cpe`);
  await expect(page.getByRole('heading', { name: 'Gestión de CPE', level: 4 })).toBeVisible();
  await settled(page);
}

const counter = (page: Page, label: string) => page.getByRole('group', { name: 'Comprobantes por estado' }).getByRole('button', { name: new RegExp(`^${label}: \\d+$`) });

test('filter by state with the counters, open the detail, download the XML, void a factura with its reason', async ({ page, request }) => {
  await page.setViewportSize(LAPTOP);
  await untilStates(request, { [ids.accepted]: 'aceptado', [ids.other]: 'aceptado', [ids.boleta]: 'aceptado', [ids.due]: 'firmado' });
  await openScreen(page);

  await expect(counter(page, 'Todos')).toHaveAccessibleName('Todos: 4');
  await expect(counter(page, 'Aceptado')).toHaveAccessibleName('Aceptado: 3');
  await expect(counter(page, 'Por vencer')).toHaveAccessibleName('Por vencer: 1');
  await expect(row(page, 'F001-3')).toContainText('Por vencer');
  await screenshot(page, 'desktop-manage-cpe');

  // The counters filter the list (and the URL keeps it).
  await counter(page, 'Firmado').click();
  await expect(page).toHaveURL(/estado=firmado/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'F001-3')).toContainText('FERRETERÍA LOS ÁLAMOS S.A.C.');
  await counter(page, 'Aceptado').click();
  await expect(rows(page)).toHaveCount(3);
  await expect(row(page, 'F001-3')).toHaveCount(0);

  // The Excel export writes the filtered documents, the client as two columns.
  const sheet = await exportExcel(page, /^comprobantes-electrónicos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(sheet[0]).toEqual(['Serie-número', 'Emisión', 'Tipo', 'Documento del cliente', 'Cliente', 'Total', 'Estado', 'Código SUNAT', 'Intentos', 'Plazo de envío']);
  expect(sheet).toHaveLength(4);
  const f1 = sheet.find((r) => r[0] === 'F001-1')!;
  expect([f1[2], f1[3], f1[4], f1[5], f1[6], f1[7]]).toEqual(['Factura', '20100070970', 'COMERCIAL ÑAÑEZ E HIJOS S.A.C.', 49.01, 'Aceptado', '0 - La Factura numero F001-1, ha sido aceptada']);

  // The detail: SUNAT's answer and the state history.
  await page.getByRole('button', { name: 'Detalle Factura F001-1' }).click();
  const drawer = dialog(page);
  await drawerOpened(page);
  await expect(drawer).toContainText('La Factura numero F001-1, ha sido aceptada');
  const history = drawer.getByLabel('Historial de estados');
  for (const step of ['Generado', 'Firmado', 'En cola', 'Enviando', 'Aceptado']) await expect(history).toContainText(step);
  await screenshot(page, 'desktop-manage-cpe-detail', false);

  // The signed XML, under its SUNAT name.
  const downloading = page.waitForEvent('download');
  await drawer.getByRole('button', { name: 'XML' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('20000000001-01-F001-1.xml');
  const xml = readFileSync((await download.path())!, 'utf8');
  expect(xml).toContain('<cbc:ID>F001-1</cbc:ID>');
  expect(xml).toContain('<ds:Signature');

  // Void: the reason is required; then a comunicación de baja goes to SUNAT.
  await drawer.getByRole('button', { name: 'Anular' }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ visible: true });
  await expect(confirm).toContainText('¿Anular Factura F001-1?');
  await expect(confirm).toContainText('comunicación de baja (RA)');
  await confirm.getByRole('button', { name: 'Anular comprobante' }).click();
  await expect(errorToast(page, 'Indique el motivo de la baja (al menos 3 caracteres)')).toBeVisible();
  await confirm.getByLabel('Motivo de la baja').fill('Error en la razón social del cliente');
  await confirm.getByRole('button', { name: 'Anular comprobante' }).click();
  await expect(successToast(page, /^Comunicación de baja RA-\d{8}-\d+ enviada a SUNAT$/)).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Anular' })).toHaveCount(0);
  await expect(drawer).toContainText('Incluido en');

  // Once SUNAT accepts the RA, the factura is voided: its counter and its row say so.
  await untilStates(request, { [ids.accepted]: 'anulado' });
  await page.reload();
  await settled(page);
  await counter(page, 'Anulado').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'F001-1')).toContainText('Anulado');
});

test('a phone: counters wrap, the list scrolls inside its card with the serie-número fixed, the detail fits', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openScreen(page);
  await expectNoSidewaysScroll(page);
  const table = page.locator('.ant-table').filter({ visible: true }).first();
  await expect(table.locator('tbody tr.ant-table-row').first().locator('td').first()).toHaveClass(/ant-table-cell-fix-start/);
  await screenshot(page, 'phone-manage-cpe');
  await page.getByRole('button', { name: 'Detalle Factura F001-2' }).click();
  await drawerOpened(page);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'phone-manage-cpe-detail', false);
});
