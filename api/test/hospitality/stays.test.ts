import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { expectRefused } from '../organization/support.js';
import { scopeUser } from '../security/scope-users.js';
import { cpeState, footprint, salesApp, type SalesApp } from '../billing-cpe/sales-support.js';
import { demoRooms, inDays } from './support.js';

/** Payments on account, products charged to the room, check-in and check-out through the sale (stays.md). */
let s: SalesApp;
let rooms: Awaited<ReturnType<typeof demoRooms>>;
let forms: { efectivo: number; debito: number };
const RUC_CLIENT = '20456789120';

beforeAll(async () => {
  s = await salesApp();
  rooms = await demoRooms(s.t);
  const rows = await queryRows<{ idformapago: number; nombre: string }>(
    s.t.db,
    sql`select idformapago, nombre from forma_pago`,
  );
  const form = (re: RegExp) => rows.find((r) => re.test(r.nombre))!.idformapago;
  forms = { efectivo: form(/^efectivo/i), debito: form(/d[ée]bito/i) };
});
afterAll(() => s.t.close());

const post = (url: string, body: object, token = s.admin) => s.api.post(token, url, body);
const get = (url: string) => s.api.get(s.admin, url);

/** Books a room from today for `nights` nights and registers its main guest (and a companion). */
async function lodgedStay(numero: string, nights: number, companion = false) {
  const booked = await post('/reserva', {
    idsucursal: rooms.idsucursal,
    titular: `Huésped ${numero}`,
    telefono: null,
    observacion: null,
    estancias: [{ idhabitacion: rooms.room(numero), idclasehabitacion: null, f1: inDays(0), f2: inDays(nights) }],
  });
  expect(booked.body.status).toBe(200);
  const id: number = booked.body.detalles[0].reserva_estancia_id;
  const guest = (numero_documento: string, nombres: string, principal: boolean) =>
    post('/rhuespedr', {
      reserva_estancia_id: id,
      tipo_documento: '1',
      numero_documento,
      nombres,
      nacionalidad: 'PE',
      idprofesion: null,
      procedencia: 'Cusco',
      principal,
    });
  expect((await guest(`4${numero}1234`, 'Rosa Huamán Ccori', true)).body.status).toBe(200);
  if (companion) expect((await guest(`4${numero}5678`, 'Pedro Quispe Mamani', false)).body.status).toBe(200);
  return id;
}

/** The live cash movements of a stay's payment (in and applied out). */
const paymentMovements = (pagoId: number) =>
  queryRows<{ tipo: string; monto: string; estado: number }>(
    s.t.db,
    sql`select tipo, monto::text as monto, estado from caja_movimiento where origen_tipo = 'estancia_pago' and origen_id = ${pagoId} order by idmovimiento`,
  );
const stockOf = async (producto_id: number) => {
  const [row] = await queryRows<{ cantidad: string }>(
    s.t.db,
    sql`select cantidad::text as cantidad from stock where producto_id = ${producto_id} and idalmacen = ${s.principal}`,
  );
  return Number(row?.cantidad ?? 0);
};
/** Lodging at the room's rate: Friday and Saturday nights at its weekend rate. */
const lodging = (nights: number, nightly: number, weekend: number) => {
  let total = 0;
  for (let n = 0; n < nights; n++) {
    const day = new Date(`${inDays(n)}T12:00:00Z`).getUTCDay();
    total += day === 5 || day === 6 ? weekend : nightly;
  }
  return total;
};

describe('a stay from check-in to check-out', () => {
  it('check-in needs the main guest and marks the stay lodged and the room occupied; payments go to the open cash of who takes them', async () => {
    const id = await lodgedStay('103', 2, true);
    const clerk = await (await scopeUser(s.t, 'recepcion_sin_caja', rooms.idsucursal, [], ['/grid'])).token();
    await expectRefused(
      s.t,
      'reserva_estancia_pago',
      () => post('/rpagos', { reserva_estancia_id: id, idformapago: forms.efectivo, monto: '50.00' }, clerk),
      'No tiene una caja abierta en esta sucursal. Abra la caja en Caja antes de registrar la operación',
    );

    const checkedIn = await post('/checkin', { reserva_estancia_id: id });
    expect(checkedIn.body).toMatchObject({ status: 200, mensaje: 'Check-in registrado: la habitación está ocupada' });
    const [room] = await queryRows<{ estado: number }>(
      s.t.db,
      sql`select estado from habitacion where idhabitacion = ${rooms.room('103')}`,
    );
    expect([(await get(`/aestancia/${id}`)).body.detalles.estado, room!.estado]).toEqual([2, 2]);
    await expectRefused(s.t, 'reserva_estancia', () => post('/checkin', { reserva_estancia_id: id }), /hospedado/);

    const paid = await post('/rpagos', { reserva_estancia_id: id, idformapago: forms.efectivo, monto: '50.00' });
    expect(paid.body.mensaje).toBe('Pago registrado en caja');
    const [payment] = paid.body.detalles;
    expect(await paymentMovements(payment.pago_id)).toEqual([{ tipo: 'I', monto: '50.00', estado: 1 }]);
    // Deleting a payment annuls its movement in the still open cash.
    expect((await post('/dpagos', { pago_id: payment.pago_id })).body.status).toBe(200);
    expect(await paymentMovements(payment.pago_id)).toEqual([{ tipo: 'I', monto: '50.00', estado: 0 }]);
    expect((await get(`/gpagos/${id}`)).body.detalles).toEqual([]);
  });

  it('a product charged to the room leaves the stock and comes back when the charge is removed; an unstocked quantity is refused', async () => {
    const id = await lodgedStay('304', 1);
    expect((await post('/checkin', { reserva_estancia_id: id })).body.status).toBe(200);
    const agua = s.ids.product('ABA-0008');
    const before = await stockOf(agua);
    const charged = await post('/rextrasel', {
      reserva_estancia_id: id,
      producto_id: agua,
      cantidad: '2',
      precio_unitario: null,
    });
    expect(charged.body.detalles).toMatchObject([
      { descripcion: 'Agua San Luis sin gas 625 ml', cantidad: '2.0000', importe: '3.00' },
    ]);
    expect(await stockOf(agua)).toBe(before - 2);
    const products = await get(`/gprode?q=agua san luis&idsucursal=${rooms.idsucursal}`);
    expect(products.body.detalles).toMatchObject([{ producto_id: agua, precio: '1.50', stock: `${before - 2}.0000` }]);

    expect((await post('/dextrasel', { idextra: charged.body.detalles[0].idextra })).body.status).toBe(200);
    expect(await stockOf(agua)).toBe(before);
    await expectRefused(
      s.t,
      'reserva_estancia_extra',
      () =>
        post('/rextrasel', {
          reserva_estancia_id: id,
          producto_id: agua,
          cantidad: String(before + 1),
          precio_unitario: null,
        }),
      `Agua San Luis sin gas 625 ml: disponible ${before} BOT, solicitado ${before + 1} BOT`,
    );
    expect(await stockOf(agua)).toBe(before);
  });

  it('check-out sells nights + late charge + extras − payments as a boleta accepted by SUNAT; the payments are applied, the room goes to cleaning', async () => {
    const id = await lodgedStay('201', 2);
    await post('/checkin', { reserva_estancia_id: id });
    const agua = s.ids.product('ABA-0008');
    const stockBefore = await stockOf(agua);
    await post('/rextrasel', { reserva_estancia_id: id, producto_id: agua, cantidad: '3', precio_unitario: '2.00' });
    const paid = await post('/rpagos', { reserva_estancia_id: id, idformapago: forms.debito, monto: '100.00' });
    const pagoId = paid.body.detalles[0].pago_id;
    const nights = lodging(2, 150, 170);
    expect((await get(`/gcuentaestancia/${id}`)).body.detalles).toMatchObject({
      noches: 2,
      hospedaje: nights.toFixed(2),
      extras: '6.00',
      pagos: '100.00',
      saldo: (nights + 6 - 100).toFixed(2),
    });

    // A refused check-out (a credit-note series) changes nothing: no sale, stock, cash or stay state.
    const before = await footprint(s.t);
    await expectRefused(
      s.t,
      'venta',
      () =>
        post('/checkout', { reserva_estancia_id: id, idserie: s.serie('NV01'), idpersona: null, idformapago: null }),
      'Elija una serie de factura o de boleta',
    );
    expect(await footprint(s.t)).toEqual(before);
    expect((await get(`/aestancia/${id}`)).body.detalles.estado).toBe(2);

    const out = await post('/checkout', {
      reserva_estancia_id: id,
      idserie: s.serie('B001'),
      idpersona: null,
      idformapago: forms.efectivo,
      cargo_salida_tardia: '30.00',
    });
    expect(out.body.status).toBe(200);
    const account = out.body.detalles;
    expect(out.body.mensaje).toBe(`Check-out registrado con ${account.documento}: la habitación pasa a limpieza`);
    expect(account).toMatchObject({ pagos: '100.00', saldo: (nights + 30 + 6 - 100).toFixed(2) });
    const lines = await queryRows<{ descripcion: string; cantidad: string; importe: string }>(
      s.t.db,
      sql`select descripcion, cantidad::text as cantidad, importe::text as importe from venta_detalle where idventa = ${account.idventa} order by item`,
    );
    expect(lines.map((l) => l.descripcion)).toEqual([
      ...(nights === 300 || nights === 340
        ? [expect.stringMatching(/^HOSPEDAJE HAB\. 201 DEL .* 2 NOCHES/)]
        : [expect.stringMatching(/1 NOCHE$/), expect.stringMatching(/1 NOCHE \(VIERNES Y SÁBADO\)$/)]),
      'CARGO POR SALIDA TARDÍA HAB. 201',
      'Agua San Luis sin gas 625 ml',
    ]);
    const [sale] = await queryRows<{ total: string; pagos: string }>(
      s.t.db,
      sql`select v.total::text as total, (select string_agg(p.idformapago || ':' || p.monto, ',' order by p.idformapago) from venta_pago p where p.idventa = v.idventa) as pagos from venta v where v.idventa = ${account.idventa}`,
    );
    expect(sale!.total).toBe((nights + 36).toFixed(2));
    // The stock left once (the sale's), the payment went out as applied, and the sale took it with the balance.
    expect(await stockOf(agua)).toBe(stockBefore - 3);
    expect((await paymentMovements(pagoId)).map((m) => [m.tipo, m.monto, m.estado])).toEqual([
      ['I', '100.00', 1],
      ['E', '100.00', 1],
    ]);
    expect((await get(`/gpagos/${id}`)).body.detalles[0].idventa).toBe(account.idventa);
    await expectRefused(s.t, 'reserva_estancia_pago', () => post('/dpagos', { pago_id: pagoId }), /ya se aplicó/);
    const [room] = await queryRows<{ estado: number }>(
      s.t.db,
      sql`select estado from habitacion where idhabitacion = ${rooms.room('201')}`,
    );
    expect(room!.estado).toBe(3);
    expect(await cpeState(s.t, account.idventa, ['aceptado', 'rechazado', 'error', 'pendiente_resumen'])).toMatch(
      /aceptado|pendiente_resumen/,
    );
    const ticket = await s.t.call(s.admin, { method: 'GET', url: `/api/pdfcheckout/${id}` });
    expect([ticket.res.statusCode, ticket.res.headers['content-type']]).toEqual([200, 'application/pdf']);
    // The room is made available again after cleaning.
    expect((await post('/chabitacion', { idhabitacion: rooms.room('201'), estado: 1 })).body.status).toBe(200);
  });

  it('a factura for a client with RUC is accepted by SUNAT', async () => {
    const id = await lodgedStay('203', 1);
    await post('/checkin', { reserva_estancia_id: id });
    const refused = await post('/checkout', { reserva_estancia_id: id, idserie: s.serie('F001'), idpersona: null });
    expect(refused.body.status).toBe(400);
    expect((await get(`/aestancia/${id}`)).body.detalles.estado).toBe(2);
    const out = await post('/checkout', {
      reserva_estancia_id: id,
      idserie: s.serie('F001'),
      idpersona: s.person(RUC_CLIENT),
    });
    expect(out.body.detalles.documento).toMatch(/^F001-/);
    expect(await cpeState(s.t, out.body.detalles.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
  });
});
