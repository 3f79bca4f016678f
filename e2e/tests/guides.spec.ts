import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { login } from '../support/app';
import { adminApi, choose, newDocument, openScreen, row } from '../support/crud';
import { acceptedSale } from '../support/sales';
import { LAPTOP, PHONE, expectNoSidewaysScroll, screenshot } from '../support/layout';

/*
 * Dispatch guides end to end: a guide with private transport (vehicle and driver) typed on the
 * document kit, saved (numbered, signed and queued in one go), its A4 opened right after saving,
 * and SUNAT's acceptance (the bundled simulator, through the engine's worker) shown on the guide
 * and in the list. Screenshots at 1366×768 and 390×844.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PRODUCT = 'Martillo';
const SCREENS = resolve(import.meta.dirname, '..', '..', 'test-results', 'screens');
let guideUrl = '';
let documento = '';

/** The form item of a header field (two ubigeo inputs share their select names). */
const item = (page: Page, label: string): Locator =>
  page.locator('.ant-form-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}`) }) });

async function ubigeo(page: Page, label: string, dep: string, prov: string, dist: string) {
  const scope = item(page, label);
  await choose(page, scope, 'Departamento', dep);
  await choose(page, scope, 'Provincia', prov);
  await choose(page, scope, 'Distrito', dist);
}

async function scan(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Buscar producto' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('a guide with private transport is saved, its A4 opens and SUNAT accepts it', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await openScreen(page, 'Guías de remisión');
  await newDocument(page, 'Nueva guía');

  await choose(page, page, 'Destinatario', 'INVERSIONES PÉREZ');
  await choose(page, page, 'Modalidad de transporte', 'Transporte privado');
  await item(page, 'Placa del vehículo').getByRole('textbox').fill('abc-123');
  await item(page, 'N.° de documento del conductor').getByRole('textbox').fill('41234567');
  await item(page, 'Nombres del conductor').getByRole('textbox').fill('Juan Carlos');
  await item(page, 'Apellidos del conductor').getByRole('textbox').fill('Pérez Quispe');
  await item(page, 'Licencia de conducir').getByRole('textbox').fill('q41234567');
  await ubigeo(page, 'Ubigeo de partida', 'LIMA', 'LIMA', 'MIRAFLORES');
  await item(page, 'Dirección de partida').getByRole('textbox').fill('Av. Larco 1150, Miraflores');
  await ubigeo(page, 'Ubigeo de llegada', 'LIMA', 'LIMA', 'LIMA');
  await item(page, 'Dirección de llegada').getByRole('textbox').fill('Jr. Junín 455, Cercado de Lima');
  await item(page, 'Peso bruto total').getByRole('spinbutton').fill('12.5');
  await item(page, 'Número de bultos').getByRole('spinbutton').fill('2');
  // Public transport would ask for the carrier instead: the vehicle fields are there, the carrier's are not.
  await expect(item(page, 'RUC del transportista')).toHaveCount(0);

  await scan(page, 'FER-0016');
  const quantity = page.getByRole('textbox', { name: new RegExp(`^Cantidad de ${PRODUCT}`) });
  await quantity.fill('4');
  await screenshot(page, 'guides-new-laptop');

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const pdf = await popup;
  await expect(pdf).toHaveURL(/\/api\/pdfguiaa4\/\d+\?firma=/);
  const response = await pdf.request.get(pdf.url());
  expect(response.headers()['content-type']).toBe('application/pdf');
  const body = await response.body();
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  // Kept beside the screenshots, to be looked at (pdftoppm) after a run.
  mkdirSync(SCREENS, { recursive: true });
  writeFileSync(join(SCREENS, 'guides-a4.pdf'), body);
  await pdf.close();

  // The saved guide: its number, then SUNAT's answer (the worker sends it within moments).
  await expect(page).toHaveURL(/documento=\d+/);
  guideUrl = page.url();
  const title = page.getByText(/^Guía T001-\d{8}$/).first();
  await expect(title).toBeVisible();
  documento = (await title.innerText()).replace('Guía ', '');
  // Nothing pressed: the page asks again by itself while the guide waits for SUNAT's answer.
  await expect(page.locator('.ant-tag').filter({ hasText: 'Aceptado' }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('ABC123')).toBeVisible();
  await expect(page.getByText(/SUNAT: 0 - .*ha sido aceptada/)).toBeVisible();
  await screenshot(page, 'guides-view-laptop');
});

test('the list shows the accepted guide, on a laptop and on a phone', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  await openScreen(page, 'Guías de remisión');
  const guide = row(page, documento);
  await expect(guide).toContainText('Aceptado');
  await expect(guide).toContainText('INVERSIONES PÉREZ');
  await screenshot(page, 'guides-list-laptop');

  await page.setViewportSize(PHONE);
  await page.goto(guideUrl);
  await expect(page.getByText(`Guía ${documento}`).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'guides-view-phone');
  await page.goto(guideUrl.replace(/\?.*$/, ''));
  await expect(row(page, documento)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'guides-list-phone');
});

test('a guide from a sale in one click: proposed from the sale, completed, accepted, and listed on the sale with its credit note link', async ({
  page,
  server,
}) => {
  await page.setViewportSize(LAPTOP);
  const api = await adminApi(server);
  const sale = await acceptedSale(api, 'factura', '3');
  await api.dispose();

  await page.goto(`/trade/sales?documento=${sale.idventa}`);
  const followUps = page.getByRole('region', { name: 'Guías y notas de la venta' });
  await expect(followUps.getByRole('region', { name: 'Guías de remisión de la venta' })).toContainText(
    'Sin guías de remisión',
  );
  await followUps.getByRole('button', { name: 'Guía de remisión' }).click();

  // The proposal: reason 01, the client, the sale as related document, its goods; the user adds transport and weight.
  await expect(page).toHaveURL(new RegExp(`/electronic_guide\\?documento=nuevo&idventa=${sale.idventa}$`));
  await expect(page.getByText(/Guía propuesta desde la venta/)).toBeVisible();
  await expect(item(page, 'Destinatario')).toContainText('20456789120');
  await expect(item(page, 'N.° del documento relacionado').getByRole('textbox')).toHaveValue(sale.documento);
  await expect(page.getByRole('textbox', { name: new RegExp(`^Cantidad de ${PRODUCT}`) })).toHaveValue('3');
  await item(page, 'Placa del vehículo').getByRole('textbox').fill('xyz-789');
  await item(page, 'N.° de documento del conductor').getByRole('textbox').fill('41234567');
  await item(page, 'Nombres del conductor').getByRole('textbox').fill('Juan Carlos');
  await item(page, 'Apellidos del conductor').getByRole('textbox').fill('Pérez Quispe');
  await item(page, 'Licencia de conducir').getByRole('textbox').fill('q41234567');
  await ubigeo(page, 'Ubigeo de llegada', 'LIMA', 'LIMA', 'SAN ISIDRO');
  const arrival = item(page, 'Dirección de llegada').getByRole('textbox');
  if (!(await arrival.inputValue())) await arrival.fill('Av. Javier Prado Este 4200, San Isidro');
  await item(page, 'Peso bruto total').getByRole('spinbutton').fill('4.2');
  await screenshot(page, 'guides-from-sale-laptop');

  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await (await popup).close();
  const title = page.getByText(/^Guía T001-\d{8}$/).first();
  await expect(title).toBeVisible();
  const guide = (await title.innerText()).replace('Guía ', '');
  await expect(async () => {
    const refresh = page.getByRole('button', { name: 'Actualizar estado' });
    if (await refresh.isVisible()) await refresh.click();
    await expect(page.locator('.ant-tag').filter({ hasText: 'Aceptado' }).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 60_000 });

  // Back on the sale from the guide's page: its guide is listed, and the credit note opens on the sale.
  await page.getByRole('link', { name: 'Ver la venta' }).click();
  await expect(page).toHaveURL(new RegExp(`/sales\\?documento=${sale.idventa}$`));
  await expect(followUps.getByRole('region', { name: 'Guías de remisión de la venta' })).toContainText(guide);
  await expect(followUps.getByLabel('Saldo por acreditar')).toContainText('Por acreditar: S/ 106.20');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await screenshot(page, 'sales-view-follow-ups-phone');
  await page.setViewportSize(LAPTOP);
  await followUps.getByRole('button', { name: 'Nota de crédito' }).click();
  await expect(page).toHaveURL(new RegExp(`/credit_note\\?documento=nuevo&idventa=${sale.idventa}$`));
  await expect(page.getByText(sale.documento).first()).toBeVisible();
});
