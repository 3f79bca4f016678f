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

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Lima' });

test.describe('/management_driver and /exit_vehicles', () => {
  test("a licence about to expire is flagged; an exit with an expired licence is refused, with a valid one it leaves, prints its sheet and issues its carrier's guide naming the shipper's guide, accepted by SUNAT, and nothing is left to issue", async ({
    page,
    server,
  }) => {
    test.setTimeout(240_000);
    const api = await adminApi(server);
    const suffix = digits(6);
    const driver = (apellidos: string, vence: number) =>
      apiPost(api, '/rtransportista', {
        tipo_documento: '1',
        numero_documento: `${vence < 0 ? 5 : vence < 30 ? 6 : 7}${suffix}0`,
        nombres: 'Ana',
        apellidos: `${apellidos} ${suffix}`,
        licencia: `Q${vence < 0 ? 5 : vence < 30 ? 6 : 7}${suffix}0`,
        categoria: 'A-IIIb',
        licencia_vence: day(vence),
      });
    await driver('Vencida', -2);
    await driver('Pronto', 12);
    await driver('Vigente', 300);

    await login(page, ADMIN);
    await openScreen(page, 'Conductores');
    await search(page, suffix);
    await expect(row(page, `PRONTO ${suffix}`).getByText('(12 días)')).toBeVisible();
    await expect(row(page, `VENCIDA ${suffix}`).getByText(/^Vencida el/)).toBeVisible();

    await openScreen(page, 'Salidas de vehículos');
    await page.getByRole('button', { name: 'Nueva salida' }).click();
    const form = dialog(page);
    await choose(page, form, 'Sucursal de destino', 'Arequipa');
    await form.getByRole('textbox', { name: /^Placa/ }).fill(`x${suffix}`.slice(0, 7));
    await choose(page, form, 'Conductor', `VENCIDA ${suffix}`);
    const when = form.getByRole('textbox', { name: /^Fecha y hora de salida/ });
    await when.click();
    await when.fill(`${day(0).split('-').reverse().join('/')} 18:00`);
    await when.press('Enter');
    await form.getByRole('textbox', { name: /^TUC o certificado de habilitación/ }).fill('15m22024281e');
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      form.getByText(/^La licencia Q5\d+ de VENCIDA \d+, ANA venció el \d{2}\/\d{2}\/\d{4}: no puede salir con ella$/),
    ).toBeVisible();

    await choose(page, form, 'Conductor', `VIGENTE ${suffix}`);
    await form.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Salida registrada correctamente con 0 encomiendas')).toBeVisible();
    const plate = `X${suffix}`.slice(0, 7);
    const sheet = page.waitForEvent('popup');
    await row(page, plate)
      .getByRole('button', { name: /^Hoja de salida/ })
      .click();
    const tab = await sheet;
    await expect(tab).toHaveURL(/\/api\/pdfsalidavehiculo\/\d+\?firma=/);
    await tab.close();

    // A parcel of a third party boards the exit; the exit issues its carrier's guide (31) and SUNAT accepts it.
    const shipper = await apiPost(api, '/rpersonaprovedor', {
      idtipodocumento: 1,
      numero_documento: `4${digits(7)}`,
      nombres: `REMITENTE ${suffix}`,
      ubica_persona: 1,
    });
    const branches = await apiGet<{ idsucursal: number; nombre: string }[]>(api, '/esucursal', {
      page: 1,
      pageSize: 50,
    });
    const parcel = await apiPost(api, '/rencomienda', {
      idremitente: shipper.idpersona,
      idconsignado: shipper.idpersona,
      idsucursal_destino: branches.find((b) => b.nombre.startsWith('Arequipa'))!.idsucursal,
      piezas: 3,
      peso: '12.00',
      valor_declarado: '0',
      precio: '40.00',
      paga: 'remitente',
      descripcion: `Repuestos ${suffix}`,
    });
    // The parcel travels with its shipper's printed guide (09), issued by another RUC: an electronic one
    // would be the shipper's own (SUNAT 3381), and this shipper has a DNI.
    await openScreen(page, 'Encomiendas');
    await search(page, suffix);
    await page.getByRole('button', { name: `Editar ${parcel.numero_guia}`, exact: true }).click();
    const parcelForm = dialog(page);
    const shipperGuide = parcelForm.getByRole('textbox', { name: /^Guía de remisión del remitente/ });
    await shipperGuide.fill('t001-45');
    await parcelForm.getByRole('textbox', { name: /^RUC del emisor de la guía/ }).fill('20131312955');
    await parcelForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(
      parcelForm.getByText(
        /^La guía T001-45 es electrónica: la emite el remitente, así que su RUC debe ser el del remitente/,
      ),
    ).toBeVisible();
    await shipperGuide.fill(`0001-${suffix}`);
    await parcelForm.getByRole('button', { name: 'Guardar' }).click();
    await expect(successToast(page, 'Encomienda actualizada correctamente')).toBeVisible();

    const [exit] = await apiGet<any[]>(api, '/salidavehiculos', { page: 1, pageSize: 5, q: plate });
    await apiPost(api, '/asalidavehiculos', {
      idsalidavehiculos: exit.idsalidavehiculos,
      idsucursal_origen: exit.idsucursal_origen,
      idsucursal_destino: exit.idsucursal_destino,
      placa: exit.placa,
      tuc: exit.tuc,
      idtransportista: exit.idtransportista,
      fecha_salida: exit.fecha_salida,
      encomiendas: [parcel.id_encomienda],
    });

    await openScreen(page, 'Salidas de vehículos');
    await search(page, plate);
    await expect(row(page, plate).getByText('Sin guía')).toBeVisible();
    await row(page, plate)
      .getByRole('button', { name: /^Emitir guía transportista/ })
      .click();
    await expect(successToast(page, 'Guía de remisión transportista emitida')).toBeVisible();
    await expect(row(page, plate).getByText(/^V\d{3}-\d+$/)).toBeVisible();
    await expect(row(page, plate).getByText('Aceptado', { exact: true })).toBeVisible({ timeout: 30_000 });
    // Every parcel of the exit has its guide: nothing left to issue.
    await expect(row(page, plate).getByRole('button', { name: /^Emitir guía transportista/ })).toHaveCount(0);
    const [guide] = (await apiGet<any[]>(api, '/salidavehiculos', { page: 1, pageSize: 5, q: plate }))[0]
      .guias_transportista;
    const xml = await api.get(`/api/xmlguiatransportista/${guide.idguiatransportista}`);
    expect(await xml.text()).toContain(`<cbc:ID>0001-${suffix}</cbc:ID>`);
    await api.dispose();
  });
});
