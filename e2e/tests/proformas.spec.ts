import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectPdfTab, login } from '../support/app';
import { adminApi, apiGet, apiPost, choose, newDocument, row, search, toastOf, openConfirm } from '../support/crud';
import { RUC_CLIENT } from '../support/sales';
import { expectNoSidewaysScroll, LAPTOP, PHONE, screenshot } from '../support/layout';

/*
 * Proformas end to end: a quote built with the document kit (client lookup, a code scan and a word
 * search, quantities, totals), saved (its A4 opens), e-mailed (the outbox: no SMTP in the e2e run),
 * printed as a ticket, then sold from its 'Vender' button: the sale screen opens prefilled (a
 * factura to the RUC client, the same lines and total) and saving it turns the proforma converted,
 * linking to the sale. A quote is deleted after its confirmation; list and form fit a phone.
 */
test.describe.configure({ mode: 'serial' });

const HAMMER = 'Martillo de carpintero 16 oz Stanley';
const TAPE = 'Wincha 5 m Stanley';
let proforma = '';
let proformaUrl = '';

async function open(page: Page, path: string, heading: string) {
  await page.goto(`/trade${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 4 })).toBeVisible();
}

/** The document number shown in the breadcrumb once the page has loaded it. */
async function numberShown(page: Page, pattern: RegExp) {
  const trail = page.locator('nav[aria-label="Ruta de navegación"]');
  await expect(trail).toContainText(pattern);
  return (await trail.innerText()).match(pattern)![0];
}

test.beforeAll(async ({ server }) => {
  // The sale made from the quote is a cash sale: the cashier's cash is opened first.
  const api = await adminApi(server);
  const answer = await (await api.post('/api/rapertura', { data: { monto_apertura: '100.00' } })).json();
  if (answer.status !== 200) expect(answer.mensaje).toMatch(/abierta/i);
  await api.dispose();
});

test.beforeEach(async ({ page }) => {
  await login(page);
});

test('a quote made with the document kit opens its A4, is e-mailed to the outbox and printed as a ticket', async ({
  page,
  context,
}) => {
  await open(page, '/proformas', 'Proformas');
  await newDocument(page, 'Nueva proforma');
  await choose(page, page, 'Cliente', RUC_CLIENT);
  const box = page.getByRole('combobox', { name: 'Buscar producto' });
  await box.fill('FER-0016');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await page.getByRole('textbox', { name: `Cantidad de ${HAMMER}` }).fill('3');
  await box.fill('wincha stanley');
  await page.getByRole('option', { name: new RegExp(TAPE) }).click();
  await page.getByRole('textbox', { name: /^Forma de pago/ }).fill('Contado contra entrega');
  // 3 × 35.00 + 24.90 = 129.90 with IGV included.
  const totals = page.getByRole('region', { name: 'Totales' });
  await expect(totals.getByLabel('Total', { exact: true })).toHaveText('S/ 129.90');
  await expect(totals).toContainText('SON: CIENTO VEINTINUEVE Y 90/100 SOLES');

  const a4Tab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const tab = await a4Tab;
  await expectPdfTab(page, tab, /\/api\/pproformaa4\/\d+\?firma=/);

  await expect(page).toHaveURL(/documento=\d+$/);
  proformaUrl = page.url();
  proforma = await numberShown(page, /PR01-\d{8}/);
  await expect(page.getByRole('table', { name: 'Líneas del documento' })).toContainText(HAMMER);
  await expect(page.getByLabel('Estado', { exact: true })).toHaveText('Abierta');

  await page.getByRole('button', { name: 'Enviar por correo' }).click();
  const mail = page.locator('.ant-modal').filter({ hasText: 'Enviar por correo' });
  await mail.getByLabel('Correo del destinatario').fill('compras@cliente.pe');
  await mail.getByRole('button', { name: 'Enviar' }).click();
  await expect(toastOf(page, 'El correo quedó en la bandeja de salida')).toBeVisible();
  // The kit reloads the proforma after the answer: the mail is listed on it.
  const mails = page.getByRole('region', { name: 'Correos' });
  await expect(mails).toContainText('compras@cliente.pe');
  await expect(mails).toContainText('En bandeja de salida');

  const ticketTab = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Ticket' }).click();
  const ticket = await ticketTab;
  await expectPdfTab(page, ticket, /\/api\/pproforma\/\d+\?firma=/);
  await screenshot(page, 'proformas-view-laptop');
});

test('Vender opens the sale prefilled from the quote; the saved sale converts it', async ({ page, context }) => {
  await page.goto(proformaUrl);
  await page.getByRole('button', { name: 'Vender' }).click();
  await expect(page).toHaveURL(/\/sales\?documento=nuevo&proforma=\d+/);
  await expect(page.getByRole('status', { name: 'Venta desde proforma' })).toContainText(proforma);
  // A RUC client: a factura, with the user's F series.
  await expect(page.getByText(/^F001 · /)).toBeVisible();
  await expect(page.getByRole('textbox', { name: `Cantidad de ${HAMMER}` })).toHaveValue('3');
  await expect(page.getByRole('region', { name: 'Totales' }).getByLabel('Total', { exact: true })).toHaveText(
    'S/ 129.90',
  );

  const printed = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const tab = await printed;
  await expectPdfTab(page, tab, /\/api\/ticketventa\/\d+\?firma=/);
  await expect(page).toHaveURL(/\/sales\?documento=\d+$/);
  const sale = await numberShown(page, /F001-\d{8}/);

  await page.goto(proformaUrl);
  await expect(page.getByLabel('Estado', { exact: true })).toHaveText('Convertida');
  await expect(page.getByRole('button', { name: 'Vender' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Venta de la proforma' }).click();
  await expect(page).toHaveURL(/\/sales\?documento=\d+$/);
  await numberShown(page, new RegExp(sale));

  await open(page, '/proformas', 'Proformas');
  await search(page, proforma);
  await expect(row(page, proforma)).toContainText('Convertida');
  await expect(row(page, proforma)).toContainText(sale);
});

test('a quote converted to an order: the order reserves its lines and the quote links to it', async ({
  page,
  server,
}) => {
  const api = await adminApi(server);
  const [product] = await apiGet<{ producto_id: number }[]>(api, '/productospaginado', {
    limit: 5,
    filtro: 'FER-0016',
    solo_bienes: 0,
  });
  const units = await apiGet<{ unidad_medida_id: number; abreviatura: string }[]>(api, '/umproducto', {
    producto_id: product!.producto_id,
  });
  const saved = await apiPost<{ idproforma: number; documento: string }>(api, '/rproformaform', {
    proforma: { idmoneda: 1 },
    detalles: [
      {
        producto_id: product!.producto_id,
        unidad_medida_id: units.find((u) => u.abreviatura === 'UND')!.unidad_medida_id,
        cantidad: '2',
        precio_unitario: '35.00',
      },
    ],
  });
  await api.dispose();
  await page.goto(`/trade/proformas?documento=${saved.idproforma}`);
  await numberShown(page, new RegExp(saved.documento));
  await page.getByRole('button', { name: 'Convertir en pedido' }).click();
  await (await openConfirm(page)).getByRole('button', { name: 'Sí' }).click();
  await expect(page.getByLabel('Estado', { exact: true })).toHaveText('Convertida');
  await expect(page.getByRole('button', { name: 'Convertir en pedido' })).toHaveCount(0);
  const link = page.getByRole('link', { name: /^Pedido \d+$/ });
  const idpedido = (await link.innerText()).replace('Pedido ', '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?documento=${idpedido}$`));
  await expect(
    page.getByRole('table', { name: 'Líneas del documento' }).getByRole('cell', { name: HAMMER, exact: true }),
  ).toBeVisible();
});

test('a quote is deleted after its confirmation; list and new quote fit a laptop and a phone', async ({
  page,
  server,
}) => {
  const api = await adminApi(server);
  const [product] = await apiGet<{ producto_id: number }[]>(api, '/productospaginado', {
    limit: 5,
    filtro: 'FER-0016',
    solo_bienes: 0,
  });
  const units = await apiGet<{ unidad_medida_id: number; abreviatura: string }[]>(api, '/umproducto', {
    producto_id: product!.producto_id,
  });
  const saved = await apiPost<{ idproforma: number; documento: string }>(api, '/rproformaform', {
    proforma: { idmoneda: 1 },
    detalles: [
      {
        producto_id: product!.producto_id,
        unidad_medida_id: units.find((u) => u.abreviatura === 'UND')!.unidad_medida_id,
        cantidad: '1',
        precio_unitario: '35.00',
      },
    ],
  });
  await api.dispose();
  await page.goto(`/trade/proformas?documento=${saved.idproforma}`);
  await numberShown(page, new RegExp(saved.documento));
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await (await openConfirm(page)).getByRole('button', { name: 'Sí' }).click();
  await expect(toastOf(page, `Proforma ${saved.documento} eliminada correctamente`)).toBeVisible();
  await expect(page).not.toHaveURL(/documento=/);

  for (const [name, size] of [
    ['laptop', LAPTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(size);
    await open(page, '/proformas', 'Proformas');
    await search(page, proforma);
    await expect(row(page, proforma)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await screenshot(page, `proformas-list-${name}`);
    await newDocument(page, 'Nueva proforma');
    const box = page.getByRole('combobox', { name: 'Buscar producto' });
    await box.fill('FER-0016');
    await box.press('Enter');
    await expect(page.getByRole('textbox', { name: `Cantidad de ${HAMMER}` })).toHaveValue('1');
    await expectNoSidewaysScroll(page);
    await screenshot(page, `proformas-new-${name}`);
  }
});
