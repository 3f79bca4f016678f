import { expect, test } from '../support/test';
import { ADMIN, login } from '../support/app';
import {
  adminApi,
  apiGet,
  apiPost,
  choose,
  dialog,
  digits,
  openScreen,
  row,
  search,
  successToast,
} from '../support/crud';

/** A Lima day `offset` days from today, YYYY-MM-DD. */
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Lima' });

test.describe('/parcel_register', () => {
  test('two parcels registered, loaded on an exit, brought to destination, one delivered; the consignee follows it on a phone', async ({
    page,
    browser,
    server,
  }) => {
    test.setTimeout(300_000);
    const api = await adminApi(server);
    const dni = `4${digits(7)}`;
    const consignee = await apiPost(api, '/rpersonaprovedor', {
      idtipodocumento: 1,
      numero_documento: dni,
      nombres: `CONSIGNADO ${dni}`,
      ubica_persona: 1,
    });
    const branches = await apiGet<{ idsucursal: number; nombre: string }[]>(api, '/esucursal', {
      page: 1,
      pageSize: 50,
    });
    const arequipa = branches.find((b) => b.nombre.startsWith('Arequipa'))!.idsucursal;
    const driver = await apiPost(api, '/rtransportista', {
      tipo_documento: '1',
      numero_documento: `7${digits(7)}`,
      nombres: 'Raúl',
      apellidos: `Chofer ${dni}`,
      licencia: `Q${digits(8)}`,
      categoria: 'A-IIIb',
      licencia_vence: day(200),
    });
    // The second parcel is registered through the API; the first one through the screen.
    const second = await apiPost(api, '/rencomienda', {
      idremitente: consignee.idpersona,
      idconsignado: consignee.idpersona,
      idsucursal_destino: arequipa,
      piezas: 1,
      peso: '2.00',
      valor_declarado: '0',
      precio: '15.00',
      paga: 'remitente',
      descripcion: `Sobre ${dni}`,
    });

    await login(page, ADMIN);
    await openScreen(page, 'Encomiendas');
    await page.getByRole('button', { name: 'Nueva encomienda' }).click();
    const form = dialog(page);
    await choose(page, form, 'Remitente', '20456789120');
    await choose(page, form, 'Consignado', dni);
    await choose(page, form, 'Sucursal de destino', 'Arequipa');
    await form.getByRole('textbox', { name: /^Descripción/ }).fill(`Caja ${dni}`);
    await form.getByRole('textbox', { name: /^Peso/ }).fill('6.5');
    await form.getByRole('textbox', { name: /^Precio/ }).fill('28');
    const guide = page.waitForEvent('popup');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, /^Encomienda registrada con la guía N° \d{7}$/)).toBeVisible();
    const guideTab = await guide;
    await expect(guideTab).toHaveURL(/\/api\/pdfencomienda\/\d+\?firma=/);
    await guideTab.close();
    const [first] = await apiGet<{ id_encomienda: number; numero_guia: string; codigo_guia: string }[]>(
      api,
      '/encomienda',
      { page: 1, pageSize: 5, q: `Caja ${dni}` },
    );

    // Both load on an exit.
    await apiPost(api, '/rsalidavehiculos', {
      idsucursal_destino: arequipa,
      placa: `E2E${digits(3)}`,
      idtransportista: driver.idtransportista,
      fecha_salida: `${day(0)}T07:30`,
      encomiendas: [first!.id_encomienda, second.id_encomienda],
    });

    // Both arrive, from the screen.
    await search(page, dni);
    for (const parcel of [first!, second]) {
      await expect(row(page, parcel.numero_guia).getByText('En tránsito')).toBeVisible();
      await row(page, parcel.numero_guia)
        .getByRole('button', { name: `Siguiente etapa ${parcel.numero_guia}` })
        .click();
      await dialog(page).getByRole('button', { name: 'Guardar' }).click();
      await expect(successToast(page, `Encomienda ${parcel.numero_guia}: llegó a destino`)).toBeVisible();
      await expect(row(page, parcel.numero_guia).getByText('En destino')).toBeVisible();
    }
    // The first one is delivered with the receiver's data.
    await row(page, first!.numero_guia)
      .getByRole('button', { name: `Siguiente etapa ${first!.numero_guia}` })
      .click();
    const delivery = dialog(page);
    await delivery.getByLabel('Documento de quien recibe').fill(dni);
    await delivery.getByLabel('Nombre de quien recibe').fill(`Consignado ${dni}`);
    await delivery.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, `Encomienda ${first!.numero_guia}: entregada`)).toBeVisible();
    await expect(row(page, first!.numero_guia).getByText('Entregado')).toBeVisible();

    // The parcels report: its range (this month) and branch reach the call; both parcels at their stage.
    await openScreen(page, 'Reporte de encomiendas');
    await search(page, dni);
    await expect(row(page, first!.numero_guia)).toContainText('Entregado');
    await expect(row(page, second.numero_guia)).toContainText('En destino');
    await expect(page.getByRole('region', { name: 'Totales del reporte' })).toContainText('Encomiendas');

    // The consignee follows it on the public tracking page, on a phone.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      baseURL: server.url,
    });
    const tracking = await phone.newPage();
    await tracking.goto('/trade/tracking');
    await tracking.getByLabel('Número de guía').fill(first!.numero_guia);
    await tracking.getByLabel('Código de guía').fill(first!.codigo_guia);
    await tracking.getByRole('button', { name: 'Rastrear' }).click();
    const card = tracking.locator('.tracking-result');
    for (const index of [0, 1, 2, 3])
      await expect(card.locator(`[data-stage-date="${index}"]`)).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expect(card.getByText(`${dni} - CONSIGNADO ${dni}`)).toBeVisible();
    await phone.close();
    await api.dispose();
  });
});
