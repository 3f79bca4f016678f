import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import { cpeState, salesApp, type SalesApp } from '../billing-cpe/sales-support.js';
import { countRows, expectMissing, expectRefused } from '../organization/support.js';
import { scopeUser } from '../security/scope-users.js';
import { flat, pdfText } from '../print/pdf.js';

export default function transportCases() {
  let s: SalesApp;
  let branches: { lima: number; arequipa: number };
  let driver: number;

  /** A Lima day `offset` days from today. */
  function day(offset: number): string {
    const date = new Date(`${todayLima()}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() + offset);
    return date.toISOString().slice(0, 10);
  }
  let plates = 0;
  const plate = () => `TST${String(++plates).padStart(3, '0')}`;

  beforeAll(async () => {
    s = await salesApp();
    const rows = await queryRows<{ idsucursal: number; nombre: string }>(
      s.t.db,
      sql`select idsucursal, nombre from sucursal`,
    );
    branches = {
      lima: rows.find((r) => r.nombre.startsWith('Lima'))!.idsucursal,
      arequipa: rows.find((r) => r.nombre.startsWith('Arequipa'))!.idsucursal,
    };
    driver = (await newDriver('46001122', 365)).idtransportista;
  });
  afterAll(() => s.t.close());

  const post = (url: string, payload: object) => s.api.post(s.admin, url, payload);
  const get = (url: string) => s.api.get(s.admin, url);

  async function newDriver(documento: string, expiresIn: number) {
    const { body } = await post('/rtransportista', {
      tipo_documento: '1',
      numero_documento: documento,
      nombres: 'Luis',
      apellidos: `Prueba ${documento}`,
      licencia: `Q${documento}`,
      categoria: 'A-IIIb',
      licencia_vence: day(expiresIn),
      telefono: null,
    });
    expect(body.status).toBe(200);
    return body.detalles;
  }

  const parcelBody = () => ({
    idremitente: s.person('20100047218'),
    idconsignado: s.person('70214589'),
    consignado_email: null,
    idsucursal_destino: branches.arequipa,
    piezas: 2,
    peso: '8.50',
    valor_declarado: '250.00',
    precio: '35.00',
    paga: 'remitente',
    descripcion: 'Caja de herramientas',
  });

  async function newParcel(extra: object = {}) {
    const { body } = await post('/rencomienda', { ...parcelBody(), ...extra });
    expect(body).toMatchObject({ status: 200 });
    return body.detalles;
  }

  const exitBody = (extra: object = {}) => ({
    idsucursal_destino: branches.arequipa,
    placa: plate(),
    idtransportista: driver,
    fecha_salida: `${day(0)}T21:00`,
    encomiendas: [],
    ...extra,
  });

  const track = async (p: { numero_guia: string; codigo_guia: string }) =>
    (await s.t.call(undefined, { method: 'GET', url: `/api/rastreo/${p.numero_guia}/${p.codigo_guia}` })).body;

  async function pdf(url: string) {
    const res = await s.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${s.admin}` } });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'application/pdf']);
    return flat(pdfText(res.rawPayload));
  }

  describe('drivers', () => {
    test('the list counts the days left on each licence; a repeated licence is refused', async () => {
      const soon = await newDriver('46001133', 10);
      const list = await get(`/transportista?page=1&pageSize=50&q=${soon.numero_documento}`);
      expect(list.body.detalles).toEqual([
        expect.objectContaining({ conductor: 'PRUEBA 46001133, LUIS', dias_vencimiento: 10, licencia: 'Q46001133' }),
      ]);
      await expectRefused(
        s.t,
        'transportista',
        () => post('/rtransportista', { ...soon, numero_documento: '46009999', idtransportista: undefined }),
        'Ya existe un conductor con ese documento o con ese número de licencia',
      );
      const removed = await get(`/etransportista/${soon.idtransportista}`);
      expect(removed.body).toEqual({ status: 200, mensaje: 'Conductor eliminado correctamente', detalles: null });
    });

    test('an exit with a driver whose licence expired is refused and writes nothing', async () => {
      const expired = await newDriver('46001144', -1);
      const parcel = await newParcel();
      await expectRefused(
        s.t,
        'salida_vehiculo',
        () =>
          post(
            '/rsalidavehiculos',
            exitBody({ idtransportista: expired.idtransportista, encomiendas: [parcel.id_encomienda] }),
          ),
        `La licencia Q46001144 de PRUEBA 46001144, LUIS venció el ${day(-1).split('-').reverse().join('/')}: no puede salir con ella`,
      );
      expect((await get(`/gencomienda/${parcel.id_encomienda}`)).body.detalles.estado).toBe(0);
      // A driver with exits is not deleted.
      const used = await post('/rsalidavehiculos', exitBody());
      expect(used.body.status).toBe(200);
      const refused = await get(`/etransportista/${driver}`);
      expect(refused.body.mensaje).toBe('El conductor tiene salidas o turnos registrados; desactívelo en su lugar');
    });
  });

  describe('a parcel from reception to delivery', () => {
    test('random guide, exit, arrival, delivery; the public tracking follows each stage; the consignee is told', async () => {
      const parcel = await newParcel({ consignado_email: 'consignado@correo.pe', notificar: true });
      expect(parcel.numero_guia).toMatch(/^\d{7}$/);
      expect(parcel.codigo_guia).toMatch(/^[A-HJ-NP-Z2-9]{4}$/);
      expect(parcel.codigo).toBe(`EN${String(branches.lima).padStart(2, '0')}-${parcel.numero_guia}`);
      expect(parcel).toMatchObject({
        remitente_nombre: 'DISTRIBUIDORA ANDINA S.A.C.',
        consignado_documento: '70214589',
      });
      expect(await track(parcel)).toMatchObject({ detalles: { estado: 0, fechatransporte: null } });
      // The staff's search asks for the same number and code.
      expect(
        (await post('/rastrearencomienda', { numero: parcel.numero_guia, codigo: parcel.codigo_guia.toLowerCase() }))
          .body,
      ).toMatchObject({ status: 200, detalles: { codigo: parcel.codigo, estado: 0 } });
      expect((await post('/rastrearencomienda', { numero: parcel.numero_guia, codigo: 'ZZZZ' })).body.mensaje).toMatch(
        /^No se encontró ninguna encomienda con ese número y código de guía/,
      );
      // Two guides in a row are not consecutive numbers.
      const next = await newParcel();
      expect(Math.abs(Number(next.numero_guia) - Number(parcel.numero_guia))).not.toBe(1);

      // Stages are not skipped.
      await expectRefused(
        s.t,
        'encomienda',
        () => post('/aencomiendaestado', { id_encomienda: parcel.id_encomienda, estado: 2 }),
        'La encomienda está en «Origen»: su siguiente etapa es «En tránsito»',
      );
      const exit = (
        await post('/rsalidavehiculos', exitBody({ encomiendas: [parcel.id_encomienda, next.id_encomienda] }))
      ).body.detalles;
      expect(exit.encomiendas).toEqual([parcel.id_encomienda, next.id_encomienda]);
      expect(await track(parcel)).toMatchObject({ detalles: { estado: 1, fechatransporte: expect.any(String) } });
      // The manifest changes while on the road: the second parcel goes back to the origin.
      const updated = await post('/asalidavehiculos', {
        ...exitBody(),
        idsalidavehiculos: exit.idsalidavehiculos,
        placa: exit.placa,
        encomiendas: [parcel.id_encomienda],
      });
      expect(updated.body.detalles.encomiendas).toEqual([parcel.id_encomienda]);
      expect((await get(`/gencomienda/${next.id_encomienda}`)).body.detalles).toMatchObject({
        estado: 0,
        idsalidavehiculos: null,
      });
      const sheet = await pdf(`/api/pdfsalidavehiculo/${exit.idsalidavehiculos}`);
      for (const text of ['HOJA DE SALIDA DE VEHÍCULO', exit.placa, parcel.numero_guia, 'ENCOMIENDAS A BORDO (1)'])
        expect(sheet).toContain(text);

      const arrived = await post('/aencomiendaestado', { id_encomienda: parcel.id_encomienda, estado: 2 });
      expect(arrived.body.mensaje).toBe(`Encomienda ${parcel.numero_guia}: llegó a destino`);
      // Every parcel of the manifest arrived: so did the exit.
      expect((await get(`/salidavehiculos?page=1&pageSize=5&q=${exit.placa}`)).body.detalles[0].estado).toBe(2);

      await expectRefused(
        s.t,
        'encomienda',
        () => post('/aencomiendaestado', { id_encomienda: parcel.id_encomienda, estado: 3, receptor_nombre: 'X' }),
        'Indique el documento y el nombre de quien recibe',
      );
      const signature =
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
      const delivered = await post('/aencomiendaestado', {
        id_encomienda: parcel.id_encomienda,
        estado: 3,
        receptor_documento: '70214589',
        receptor_nombre: 'Jorge Huamán Torres',
        receptor_firma: signature,
      });
      expect(delivered.body.detalles).toMatchObject({ estado: 3, receptor_nombre: 'JORGE HUAMÁN TORRES' });
      const detail = (await get(`/gencomienda/${parcel.id_encomienda}`)).body.detalles;
      expect(detail.receptor_firma).toMatch(/^data:image\/webp;base64,/);
      const tracked = (await track(parcel)).detalles;
      expect(tracked).toMatchObject({
        estado: 3,
        sucursalinicio: 'Lima - Miraflores',
        sucursalfin: 'Arequipa - Cercado',
      });
      for (const date of ['fecharegistro', 'fechatransporte', 'fecharecepcion', 'fechaentrega'])
        expect(tracked[date]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
      // One notice per stage, in the outbox (no mail server in the tests).
      const mails = await queryRows<{ asunto: string }>(
        s.t.db,
        sql`select asunto from correo where origen = 'encomienda' and idorigen = ${parcel.id_encomienda} order by idcorreo`,
      );
      expect(mails.map((m) => m.asunto)).toEqual(
        ['Origen', 'En tránsito', 'En destino', 'Entregado'].map(
          (stage) => `Su encomienda ${parcel.numero_guia}: ${stage}`,
        ),
      );
      // Delivered parcels are not changed nor deleted.
      expect((await get(`/eencomienda/${parcel.id_encomienda}`)).body.mensaje).toBe(
        'La encomienda ya salió del origen: no se puede eliminar',
      );
    });
  });

  describe('parcel invoicing through the sale service', () => {
    test('the sender pays at origin: a factura, numbered, in the cash, its CPE accepted; printed with the guide', async () => {
      const parcel = await newParcel({ idremitente: s.person('20456789120') });
      const cashBefore = await countRows(s.t, 'caja_movimiento');
      await expectRefused(
        s.t,
        'venta',
        () => post('/rfacturacionencomienda', { id_encomienda: parcel.id_encomienda, idserie: s.serie('NV01') }),
        'Elija una serie de factura o de boleta',
      );
      const { body } = await post('/rfacturacionencomienda', {
        id_encomienda: parcel.id_encomienda,
        idserie: s.serie('F001'),
      });
      expect(body.status).toBe(200);
      expect(body.detalles.comprobante).toMatch(/^F001-\d{8}$/);
      expect(body.mensaje).toBe(`Flete facturado con ${body.detalles.comprobante}`);
      expect(await countRows(s.t, 'caja_movimiento')).toBeGreaterThan(cashBefore);
      expect(await cpeState(s.t, body.detalles.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const [sale] = await queryRows<{ total: string; cliente_documento: string }>(
        s.t.db,
        sql`select v.total::text, p.numero_documento as cliente_documento from venta v join persona p using (idpersona) where idventa = ${body.detalles.idventa}`,
      );
      expect(sale).toEqual({ total: '35.00', cliente_documento: '20456789120' });
      const printed = await pdf(`/api/pdffacturaencomienda/${parcel.id_encomienda}`);
      for (const text of [
        'FACTURA ELECTRÓNICA',
        body.detalles.comprobante.split('-')[0],
        parcel.numero_guia,
        'Lima - Miraflores - Arequipa - Cercado',
      ])
        expect(printed).toContain(text);
      await expectRefused(
        s.t,
        'venta',
        () => post('/rfacturacionencomienda', { id_encomienda: parcel.id_encomienda, idserie: s.serie('F001') }),
        'La encomienda ya fue facturada',
      );
    });

    test('the consignee pays on delivery: invoiced at the destination only once it arrived, delivered only once paid', async () => {
      const parcel = await newParcel({ paga: 'consignado', idconsignado: s.person('46027897') });
      await expectRefused(
        s.t,
        'venta',
        () => post('/rfacturacionencomienda', { id_encomienda: parcel.id_encomienda, idserie: s.serie('B001') }),
        'El consignado paga al recoger la encomienda: aún no llegó a destino',
      );
      await post('/rsalidavehiculos', exitBody({ encomiendas: [parcel.id_encomienda] }));
      await post('/aencomiendaestado', { id_encomienda: parcel.id_encomienda, estado: 2 });
      await expectRefused(
        s.t,
        'encomienda',
        () =>
          post('/aencomiendaestado', {
            id_encomienda: parcel.id_encomienda,
            estado: 3,
            receptor_documento: '46027897',
            receptor_nombre: 'Rosa Quispe',
          }),
        'Cobre el flete al consignado antes de entregar la encomienda',
      );
      await expectRefused(
        s.t,
        'venta',
        () => post('/rfacturacionencomienda', { id_encomienda: parcel.id_encomienda, idserie: s.serie('B001') }),
        'El consignado paga en destino: use una serie de la sucursal Arequipa - Cercado',
      );
    });
  });

  describe('departure shifts', () => {
    test('parcels assigned to a shift leave with the exit that takes it; a shift that left is not changed', async () => {
      const shift = (
        await post('/radelantoturno', {
          idsucursal_destino: branches.arequipa,
          placa: 'SHF001',
          idtransportista: driver,
          turno_programado: `${day(1)}T22:00`,
          salida: `${day(1)}T20:00`,
          motivo: 'Bus completo',
          importe: '40.00',
        })
      ).body.detalles;
      expect(shift).toMatchObject({
        estado: 1,
        minutos_adelanto: 120,
        origen: 'Lima - Miraflores',
        destino: 'Arequipa - Cercado',
      });
      await expectRefused(
        s.t,
        'adelanto_turno',
        () =>
          post('/radelantoturno', {
            idsucursal_destino: branches.arequipa,
            placa: 'SHF001',
            idtransportista: driver,
            turno_programado: `${day(1)}T20:00`,
            salida: `${day(1)}T22:00`,
            importe: '0',
          }),
        'La salida adelantada no puede ser posterior al turno programado',
      );
      const change = (importe: string) =>
        post('/aadelantoturno', {
          idadelantoturno: shift.idadelantoturno,
          idsucursal_destino: branches.arequipa,
          placa: 'SHF001',
          idtransportista: driver,
          turno_programado: `${day(1)}T22:00`,
          salida: `${day(1)}T21:00`,
          motivo: 'Bus completo',
          importe,
        });
      expect((await change('25.00')).body.detalles).toMatchObject({ minutos_adelanto: 60, importe: '25.00' });
      const listed = (await get('/adelantoturno?page=1&pageSize=50&estado=1')).body.detalles;
      expect(listed.map((r: any) => r.idadelantoturno)).toContain(shift.idadelantoturno);
      const parcel = await newParcel({ idadelantoturno: shift.idadelantoturno });
      const printed = await pdf(`/api/adelantoturno/${shift.idadelantoturno}`);
      for (const text of ['ADELANTO DE TURNO', 'SHF001', parcel.numero_guia, 'Bus completo'])
        expect(printed).toContain(text);

      const exit = (await post('/rsalidavehiculos', exitBody({ idadelantoturno: shift.idadelantoturno }))).body
        .detalles;
      expect(exit.encomiendas).toEqual([parcel.id_encomienda]);
      expect((await get(`/eadelantoturno/${shift.idadelantoturno}`)).body.mensaje).toBe(
        'El turno ya salió: no se puede eliminar',
      );
      expect((await change('10.00')).body.mensaje).toBe('El turno ya salió: no se puede modificar');
      // Deleting the exit sends its parcels back and schedules the shift again; then it can be deleted.
      expect((await get(`/esalidavehiculos/${exit.idsalidavehiculos}`)).body.status).toBe(200);
      expect((await get(`/gencomienda/${parcel.id_encomienda}`)).body.detalles.estado).toBe(0);
      expect((await get(`/eadelantoturno/${shift.idadelantoturno}`)).body.status).toBe(200);
      expect((await get(`/gencomienda/${parcel.id_encomienda}`)).body.detalles.idadelantoturno).toBeNull();
    });
  });

  /** The transport screens, as a branch's clerk holds them. */
  const SCREENS = ['/parcel_register', '/exit_vehicles'];

  describe('data scope', () => {
    test('a branch sees the parcels and exits that leave from it or arrive at it, and does its own end of the route', async () => {
      const [third] = await queryRows<{ idsucursal: number }>(
        s.t.db,
        sql`insert into sucursal (idempresa, nombre, direccion, ubigeo, codigo_sunat) select idempresa, 'Cusco - Centro', 'Av. Sol 101', '080101', '0009' from empresa returning idsucursal`,
      );
      const arequipa = await (await scopeUser(s.t, 'enc_aqp', branches.arequipa, [], SCREENS)).token();
      const cusco = await (await scopeUser(s.t, 'enc_cus', third!.idsucursal, [], SCREENS)).token();
      const lima = await (await scopeUser(s.t, 'enc_lim', branches.lima, [], SCREENS)).token();
      const parcel = await newParcel();
      const exit = (await post('/rsalidavehiculos', exitBody({ encomiendas: [parcel.id_encomienda] }))).body.detalles;
      const listed = async (token: string, url: string) => (await s.api.get(token, url)).body.detalles.length;

      for (const token of [arequipa, lima]) {
        expect(await listed(token, `/encomienda?page=1&pageSize=10&q=${parcel.numero_guia}`)).toBe(1);
        expect(await listed(token, `/salidavehiculos?page=1&pageSize=10&q=${exit.placa}`)).toBe(1);
      }
      expect(await listed(cusco, `/encomienda?page=1&pageSize=10&q=${parcel.numero_guia}`)).toBe(0);
      expect(await listed(cusco, `/salidavehiculos?page=1&pageSize=10&q=${exit.placa}`)).toBe(0);
      await expectMissing(
        s.t,
        'encomienda',
        () => s.api.post(cusco, '/aencomiendaestado', { id_encomienda: parcel.id_encomienda, estado: 2 }),
        'La encomienda no existe o fue eliminada',
      );
      // A user registers only routes that touch his branch.
      await expectRefused(
        s.t,
        'encomienda',
        () => s.api.post(cusco, '/rencomienda', { ...parcelBody(), idsucursal_origen: branches.lima }),
        'La ruta debe salir de su sucursal o llegar a ella',
      );
      // The origin dispatches; the destination records the arrival.
      expect(
        (await s.api.post(lima, '/aencomiendaestado', { id_encomienda: parcel.id_encomienda, estado: 2 })).body.mensaje,
      ).toBe('Solo la sucursal de destino registra la llegada y la entrega');
      expect(
        (await s.api.post(arequipa, '/aencomiendaestado', { id_encomienda: parcel.id_encomienda, estado: 2 })).body,
      ).toMatchObject({ status: 200, detalles: { estado: 2 } });
    });
  });

  describe('reports', () => {
    test('each report answers its rows of the range and their totals', async () => {
      const range = { desde: day(-7), hasta: day(2) };
      const parcels = (await post('/reporte_encomienda', range)).body.detalles;
      expect(parcels.totales.encomiendas).toBe(parcels.filas.length);
      expect(
        parcels.totales.origen + parcels.totales.transito + parcels.totales.destino + parcels.totales.entregado,
      ).toBe(parcels.filas.length);
      const exits = (await post('/reporte_salida_vehiculos', { ...range, idsucursal: branches.arequipa })).body
        .detalles;
      expect(exits.totales.salidas).toBe(exits.filas.length);
      expect(exits.totales.salidas).toBeGreaterThan(0);
      const shifts = (await post('/reporte_adelanto_turno', range)).body.detalles;
      expect(shifts.totales.turnos).toBe(shifts.filas.length);
      const none = (await post('/reporte_encomienda', { desde: day(-400), hasta: day(-390) })).body.detalles;
      expect(none.totales).toMatchObject({ encomiendas: 0, precio: '0.00' });
    });
  });
}
