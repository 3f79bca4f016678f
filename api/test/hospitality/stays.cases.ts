import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { expectMissing, expectRefused } from '../organization/support.js';
import { demoOwners, scopeUser } from '../security/scope-users.js';
import { cpeState, footprint, salesApp, type SalesApp } from '../billing-cpe/sales-support.js';
import { demoRooms, inDays } from './support.js';

/** Payments on account, products charged to the room, check-in and check-out through the sale (stays.md). */
export default function staysCases() {
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
      expect(products.body.detalles).toMatchObject([
        { producto_id: agua, precio: '1.50', stock: `${before - 2}.0000` },
      ]);

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

  /** A booking of several rooms from today for one night, each with its main guest. */
  async function bookRooms(titular: string, numbers: string[], from = 0, to = 1) {
    const booked = await post('/reserva', {
      idsucursal: rooms.idsucursal,
      titular,
      telefono: null,
      observacion: null,
      estancias: numbers.map((n) => ({
        idhabitacion: rooms.room(n),
        idclasehabitacion: null,
        f1: inDays(from),
        f2: inDays(to),
      })),
    });
    expect(booked.body.status).toBe(200);
    const ids: number[] = booked.body.detalles.map((d: { reserva_estancia_id: number }) => d.reserva_estancia_id);
    const guests: number[][] = [];
    for (const [i, id] of ids.entries()) {
      const saved = await post('/rhuespedr', {
        reserva_estancia_id: id,
        tipo_documento: '7',
        numero_documento: `P${numbers[i]}77881`,
        nombres: `Guest ${numbers[i]} Miller`,
        nacionalidad: 'US',
        idprofesion: null,
        procedencia: 'Miami',
        principal: true,
      });
      expect(saved.body.status).toBe(200);
      guests.push(
        saved.body.detalles.map((g: { reserva_estancia_huesped_id: number }) => g.reserva_estancia_huesped_id),
      );
    }
    return { ids, guests, idreserva: booked.body.detalles[0].idreserva as number };
  }

  describe("a stay's flights", () => {
    it('registers arrival and departure flights of its guests with a real designator and dates that fit the stay; refusals change nothing; another branch cannot see them', async () => {
      const { ids, guests } = await bookRooms('Mark Miller', ['103'], 10, 12);
      const [id] = ids as [number];
      const airlines: { idaerolinea: number; codigo_iata: string }[] = (await get('/aerolinea')).body.detalles;
      const airline = (code: string) => airlines.find((a) => a.codigo_iata === code)!.idaerolinea;
      const flight = (body: object) =>
        post('/rvuelor', {
          reserva_estancia_id: id,
          idaerolinea: airline('LA'),
          numero_vuelo: 'la 2047',
          tipo: 'L',
          fecha: inDays(9),
          hora: '23:40',
          ciudad: 'Miami',
          huespedes: guests[0],
          ...body,
        });
      const saved = await flight({});
      expect(saved.body).toMatchObject({ status: 200, mensaje: 'Vuelo registrado correctamente' });
      expect(saved.body.detalles).toEqual([
        expect.objectContaining({
          aerolinea: 'LATAM Airlines',
          numero_vuelo: 'LA2047',
          tipo: 'L',
          fecha: inDays(9),
          hora: '23:40',
          ciudad: 'Miami',
          huespedes: guests[0],
          pasajeros: 'Guest 103 Miller',
        }),
      ]);
      const refused = async (body: object, mensaje: string) =>
        expectRefused(s.t, 'reserva_estancia_vuelo', () => flight(body), mensaje);
      await refused(
        { numero_vuelo: 'LATAM' },
        'El número de vuelo debe ser el código de la aerolínea y de 1 a 4 cifras, por ejemplo LA2047',
      );
      await refused({ numero_vuelo: 'AV 81' }, 'El vuelo AV 81 no es de LATAM Airlines (código LA)');
      await refused(
        { tipo: 'S', fecha: inDays(14) },
        `La fecha del vuelo de salida debe estar entre el ${inDays(10).split('-').reverse().join('/')} y el ${inDays(13).split('-').reverse().join('/')} (estancia del ${inDays(10).split('-').reverse().join('/')} al ${inDays(12).split('-').reverse().join('/')})`,
      );
      const stranger = await queryRows<{ id: number }>(
        s.t.db,
        sql`select reserva_estancia_huesped_id as id from reserva_estancia_huesped where reserva_estancia_id <> ${id} limit 1`,
      );
      await refused({ huespedes: [stranger[0]!.id] }, 'Elija huéspedes registrados en esta estancia');
      const invalid = await flight({ hora: '25:00' });
      expect([invalid.body.status, invalid.body.mensaje]).toEqual([400, expect.stringMatching(/Hora del vuelo/)]);

      const departure = await flight({
        idaerolinea: airline('AA'),
        numero_vuelo: 'AA918',
        tipo: 'S',
        fecha: inDays(13),
      });
      expect(departure.body.detalles.map((f: { numero_vuelo: string }) => f.numero_vuelo)).toEqual(['LA2047', 'AA918']);

      const { otherBranch } = await demoOwners(s.t);
      const clerk = await (await scopeUser(s.t, 'recepcion_vuelos', otherBranch, [], ['/grid'])).token();
      expect((await s.api.get(clerk, `/gvuelos/${id}`)).res.statusCode).toBe(404);
      await expectMissing(
        s.t,
        'reserva_estancia_vuelo',
        () => post('/dvuelor', { reserva_estancia_vuelo_id: saved.body.detalles[0].reserva_estancia_vuelo_id }, clerk),
        'El vuelo no existe o fue eliminado',
      );
      expect(
        (await post('/dvuelor', { reserva_estancia_vuelo_id: saved.body.detalles[0].reserva_estancia_vuelo_id })).body
          .status,
      ).toBe(200);
      expect((await get(`/gvuelos/${id}`)).body.detalles.map((f: { numero_vuelo: string }) => f.numero_vuelo)).toEqual([
        'AA918',
      ]);
    });
  });

  describe('several rooms and consumption notes of orders in one check-out', () => {
    it("invoices both rooms, their payments and the restaurant's note charged to a room in ONE factura accepted by SUNAT; the order line ends invoiced, its reservation released and its stock out once", async () => {
      const { ids, idreserva } = await bookRooms('Miller Family', ['204', '301']);
      const [first, second] = ids as [number, number];
      for (const id of ids) expect((await post('/checkin', { reserva_estancia_id: id })).body.status).toBe(200);
      const paid = await post('/rpagos', { reserva_estancia_id: second, idformapago: forms.efectivo, monto: '50.00' });
      const pagoId = paid.body.detalles[0].pago_id;

      // The restaurant's order with a consumption note for room 204 (a drink enabled for CS in the warehouse).
      const drink = s.ids.product('ABA-0007');
      const [unit] = await queryRows<{ id: number }>(
        s.t.db,
        sql`select unidad_medida_id as id from producto where producto_id = ${drink}`,
      );
      // The demo already sells it in notes at S/ 6.50 (its own restaurant order); a fresh database needs it enabled.
      const enabled = await post('/rpncm', {
        producto_id: drink,
        idalmacen: s.principal,
        categoria: 'CS',
        precio: '6.50',
      });
      expect([200, 'El producto ya está habilitado para notas de consumo en ese almacén']).toContain(
        enabled.body.status === 200 ? 200 : enabled.body.mensaje,
      );
      const ordered = await post('/rcpedido', {
        pedido: { idmoneda: 1, idpersona: s.person(RUC_CLIENT) },
        detalles: [
          {
            producto_id: s.ids.product('FER-0016'),
            unidad_medida_id: s.ids.unit('UND'),
            cantidad: '1',
            precio_unitario: '35.40',
          },
        ],
      });
      const idpedido: number = ordered.body.detalles.idpedido;
      const addNote = async (cantidad: string) => {
        const noted = await post('/rdpedido', {
          idpedido,
          nota_consumo: true,
          referencia: 'Habitación 204',
          detalle: { producto_id: drink, unidad_medida_id: unit!.id, cantidad },
        });
        expect(noted.body.status).toBe(200);
        return noted.body.detalles as {
          notas_consumo: { pedido_nota_consumo_maestro_id: number }[];
          detalles: { iddetalle: number; producto_id: number; unidad_medida_id: number; precio_unitario: string }[];
        };
      };
      const withNote = await addNote('2');
      const noteId = withNote.notas_consumo[0]!.pedido_nota_consumo_maestro_id;
      const noteLine = withNote.detalles[1]!.iddetalle;
      const noteDescription = (withNote.detalles[1] as unknown as { descripcion: string }).descripcion;
      expect(noteDescription).toMatch(/\S/);
      const stockBefore = await stockOf(drink);

      const open = (await get(`/gnotaslibres/${first}`)).body.detalles;
      expect(open).toContainEqual(
        expect.objectContaining({
          pedido_nota_consumo_maestro_id: noteId,
          referencia: 'Habitación 204',
          importe: '13.00',
        }),
      );
      const charged = await post('/rnotaestancia', {
        reserva_estancia_id: first,
        pedido_nota_consumo_maestro_id: noteId,
      });
      expect(charged.body.detalles).toEqual([
        expect.objectContaining({ pedido: `PD-${String(idpedido).padStart(8, '0')}`, importe: '13.00', idventa: null }),
      ]);
      await expectRefused(
        s.t,
        'reserva_estancia_nota',
        () => post('/rnotaestancia', { reserva_estancia_id: second, pedido_nota_consumo_maestro_id: noteId }),
        `La nota de consumo ya está cargada a la estancia N° ${first}`,
      );
      // Removed and charged again: the note goes back to its order meanwhile.
      expect(
        (await post('/dnotaestancia', { reserva_estancia_nota_id: charged.body.detalles[0].reserva_estancia_nota_id }))
          .body.status,
      ).toBe(200);
      expect((await get(`/gnotasestancia/${first}`)).body.detalles).toEqual([]);
      const again = await post('/rnotaestancia', {
        reserva_estancia_id: first,
        pedido_nota_consumo_maestro_id: noteId,
      });
      // A second note of the order invoiced at the counter is refused as already invoiced.
      const second_note = await addNote('1');
      const invoicedNote = second_note.notas_consumo[1]!.pedido_nota_consumo_maestro_id;
      const counterLine = second_note.detalles[2]!;
      const counter = await post('/rfacturacion', {
        facturacion: {
          idserie: s.serie('NV01'),
          idmoneda: 1,
          tipo_pago_id: 1,
          idpersona: s.person(RUC_CLIENT),
          idpedido,
        },
        detalles: [
          {
            producto_id: counterLine.producto_id,
            unidad_medida_id: counterLine.unidad_medida_id,
            cantidad: '1',
            precio_unitario: counterLine.precio_unitario,
            iddetalle_pedido: counterLine.iddetalle,
          },
        ],
      });
      expect(counter.body.status).toBe(200);
      await expectRefused(
        s.t,
        'reserva_estancia_nota',
        () => post('/rnotaestancia', { reserva_estancia_id: first, pedido_nota_consumo_maestro_id: invoicedNote }),
        `La nota de consumo del pedido PD-${String(idpedido).padStart(8, '0')} ya está facturada`,
      );

      const account = (await get(`/gcuentaestancia/${first}`)).body.detalles;
      expect(account).toMatchObject({ notas: '13.00', otras_habitaciones: [second] });
      const lodgingOf = async (id: number) => Number((await get(`/gcuentaestancia/${id}`)).body.detalles.hospedaje);
      const reservedOnNote = async () =>
        (
          await queryRows<{ reservado: string }>(
            s.t.db,
            sql`select reservado::text as reservado from pedido_detalle where iddetalle = ${noteLine}`,
          )
        )[0]!.reservado;
      expect(await reservedOnNote()).toBe('2.0000');

      // A stay of another booking is refused and nothing changes.
      const [foreign] = await queryRows<{ id: number }>(
        s.t.db,
        sql`select reserva_estancia_id as id from reserva_estancia where idreserva <> ${idreserva} order by reserva_estancia_id limit 1`,
      );
      const before = await footprint(s.t);
      await expectRefused(
        s.t,
        'venta',
        () =>
          post('/checkout', {
            reserva_estancia_id: first,
            idserie: s.serie('F001'),
            idpersona: s.person(RUC_CLIENT),
            estancias: [second, foreign!.id],
          }),
        `La estancia N° ${foreign!.id} no es de la reserva N° ${idreserva}`,
      );
      expect(await footprint(s.t)).toEqual(before);

      const out = await post('/checkout', {
        reserva_estancia_id: first,
        idserie: s.serie('F001'),
        idpersona: s.person(RUC_CLIENT),
        estancias: [second],
      });
      expect(out.body.status).toBe(200);
      const idventa: number = out.body.detalles.idventa;
      const lines = await queryRows<{ iddetalle: number; descripcion: string; importe: string }>(
        s.t.db,
        sql`select iddetalle, descripcion, importe::text as importe from venta_detalle where idventa = ${idventa} order by item`,
      );
      expect(lines.map((l) => l.descripcion)).toEqual([
        expect.stringMatching(/^HOSPEDAJE HAB\. 204 DEL .*: 1 NOCHE/),
        expect.stringMatching(/^HOSPEDAJE HAB\. 301 DEL .*: 1 NOCHE/),
        noteDescription,
      ]);
      expect(lines[2]!.importe).toBe('13.00');
      const lodgingTotal = (await lodgingOf(first)) + (await lodgingOf(second));
      expect(out.body.detalles).toMatchObject({
        notas: '13.00',
        pagos: '50.00',
        saldo: (lodgingTotal + 13 - 50).toFixed(2),
      });
      const stays = await queryRows<{ estado: number; idventa: number; room: number }>(
        s.t.db,
        sql`select e.estado, e.idventa, h.estado as room from reserva_estancia e join habitacion h on h.idhabitacion = e.idhabitacion
           where e.reserva_estancia_id in (${first}, ${second}) order by e.reserva_estancia_id`,
      );
      expect(stays).toEqual([
        { estado: 3, idventa, room: 3 },
        { estado: 3, idventa, room: 3 },
      ]);
      expect((await get(`/gpagos/${second}`)).body.detalles[0].idventa).toBe(idventa);
      expect((await paymentMovements(pagoId)).map((m) => m.tipo)).toEqual(['I', 'E']);
      // The order: the note's line invoiced by the check-out's sale line, nothing reserved, the order partly delivered.
      const [link] = await queryRows<{ iddetalle_venta: number; cantidad: string }>(
        s.t.db,
        sql`select iddetalle_venta, cantidad::text as cantidad from pedido_venta where iddetalle = ${noteLine}`,
      );
      expect(link).toEqual({ iddetalle_venta: lines[2]!.iddetalle, cantidad: '2.0000' });
      const [orderLine] = await queryRows<{ facturada: string; reservado: string; estado: number }>(
        s.t.db,
        sql`select d.facturada::text as facturada, d.reservado::text as reservado, p.estado from pedido_detalle d join pedido p on p.idpedido = d.idpedido where d.iddetalle = ${noteLine}`,
      );
      expect(orderLine).toEqual({ facturada: '2.0000', reservado: '0.0000', estado: 2 });
      // Stock: 2 left with the check-out (and 1 with the counter sale of the second note), once each.
      expect(await stockOf(drink)).toBe(stockBefore - 3);
      await expectRefused(
        s.t,
        'reserva_estancia_nota',
        () => post('/dnotaestancia', { reserva_estancia_nota_id: again.body.detalles[0].reserva_estancia_nota_id }),
        'La nota de consumo ya se facturó con el check-out; no se puede quitar',
      );
      expect(await cpeState(s.t, idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      // Its ticket names both rooms.
      const ticket = await s.t.call(s.admin, { method: 'GET', url: `/api/pdfcheckout/${second}` });
      const dir = mkdtempSync(join(tmpdir(), 'checkout-pdf-'));
      writeFileSync(join(dir, 't.pdf'), ticket.res.rawPayload);
      expect(execFileSync('pdftotext', ['-layout', join(dir, 't.pdf'), '-'], { encoding: 'utf8' })).toMatch(
        /Habitaciones:?\s+204, 301/,
      );
    });
  });
}
