import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { expectRefused } from '../organization/support.js';
import { scopeUser } from '../security/scope-users.js';
import { salesApp, type SalesApp } from '../billing-cpe/sales-support.js';
import { flat, pdfInfo, pdfText } from '../print/pdf.js';
import { demoRooms, inDays } from './support.js';

/**
 * The hospitality reports (docs/hospitality.md, "Reports"): a branch of three rooms with stays of
 * October 2026 written as they would stand after their check-outs (known figures), and a stay of
 * the demo's branch checked out through the sale (the invoiced revenue).
 */
export default function reportsCases() {
  let s: SalesApp;
  let branch: number;
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(s.t.db, query))[0]!;

  beforeAll(async () => {
    s = await salesApp({ worker: false });
    ({ idsucursal: branch } = await one<{ idsucursal: number }>(
      sql`insert into sucursal (idempresa, nombre, direccion, ubigeo, codigo_sunat)
        select idempresa, 'Hotel Colca', 'Calle Real 12, Chivay', '040501', '0011' from empresa limit 1 returning idsucursal`,
    ));
    const room = async (numero: string, precio: string, finDeSemana: string | null) => {
      const { idhabitacion } = await one<{ idhabitacion: number }>(
        sql`insert into habitacion (idsucursal, numero, idubicacion, idtipohabitacion)
          select ${branch}, ${numero}, (select min(idubicacion) from ubicacion),
                 (select idtipohabitacion from tipo_habitacion where nombre = 'Doble')
          returning idhabitacion`,
      );
      const { idclasehabitacion } = await one<{ idclasehabitacion: number }>(
        sql`insert into habitacion_clase (idhabitacion, idclasehabitacion, precio_noche, precio_fin_semana)
          select ${idhabitacion}, idclasehabitacion, ${precio}, ${finDeSemana} from clase_habitacion where nombre = 'Estándar'
          returning idclasehabitacion`,
      );
      return { idhabitacion, idclasehabitacion };
    };
    const c1 = await room('C1', '100.00', '120.00');
    const c2 = await room('C2', '80.00', null);
    const c3 = await room('C3', '90.00', null);
    const stay = async (
      r: { idhabitacion: number; idclasehabitacion: number },
      titular: string,
      f1: string,
      f2: string,
      estado: number,
      precio: string | null,
      moments: [string, string] | null,
    ) => {
      const { idreserva } = await one<{ idreserva: number }>(
        sql`insert into reserva (idsucursal, titular, idusuario) select ${branch}, ${titular}, idusuario from usuario where usuario = 'admin' returning idreserva`,
      );
      const { reserva_estancia_id } = await one<{ reserva_estancia_id: number }>(
        sql`insert into reserva_estancia (idreserva, idhabitacion, idclasehabitacion, fecha_ingreso, fecha_salida, precio_noche, estado, fecha_checkin, fecha_checkout)
          values (${idreserva}, ${r.idhabitacion}, ${precio ? r.idclasehabitacion : null}, ${f1}, ${f2}, ${precio}, ${estado},
                  ${moments?.[0] ?? null}::timestamptz, ${moments?.[1] ?? null}::timestamptz)
          returning reserva_estancia_id`,
      );
      return reserva_estancia_id;
    };
    const guest = (
      id: number,
      doc: string,
      number: string,
      name: string,
      country: string,
      trade: string | null,
      from: string,
      main: boolean,
    ) =>
      s.t.db.execute(
        sql`insert into reserva_estancia_huesped (reserva_estancia_id, tipo_documento, numero_documento, nombres, nacionalidad, idprofesion, procedencia, principal)
          values (${id}, ${doc}, ${number}, ${name}, ${country}, (select idprofesion from profesion where nombre = ${trade}), ${from}, ${main})`,
      );
    // C1 Thursday to Sunday: Thursday at 100, Friday and Saturday at the weekend rate 120 (340).
    const a = await stay(c1, 'Claire Dubois', '2026-10-01', '2026-10-04', 3, '100.00', [
      '2026-10-01 14:10-05',
      '2026-10-04 11:30-05',
    ]);
    await guest(a, '7', 'FR8812345', 'Claire Dubois', 'FR', 'Ingeniero', 'Lyon', true);
    await guest(a, '4', '001234567', 'Pierre Martin', 'FR', null, 'Lyon', false);
    const d = await stay(c2, 'Raúl Condori', '2026-10-01', '2026-10-02', 3, '80.00', [
      '2026-10-01 18:00-05',
      '2026-10-02 09:15-05',
    ]);
    await guest(d, '1', '45871236', 'Raúl Condori Apaza', 'PE', 'Comerciante', 'Juliaca', true);
    const b = await stay(c2, 'Elena Ríos', '2026-10-02', '2026-10-03', 3, '80.00', [
      '2026-10-02 15:40-05',
      '2026-10-03 10:05-05',
    ]);
    await guest(b, '1', '70214580', 'Elena Ríos Vargas', 'PE', 'Docente', 'Arequipa', true);
    // A block for maintenance (no revenue, not available) and a cancelled stay (nothing).
    await stay(c3, 'Pintura', '2026-10-01', '2026-10-03', 5, null, null);
    await stay(c2, 'Anulada', '2026-10-03', '2026-10-05', 4, '80.00', null);
  });
  afterAll(() => s.t.close());

  const post = (url: string, body: object, token = s.admin) => s.api.post(token, url, body);
  const pdf = async (url: string, token = s.admin) => {
    const res = await s.t.app.inject({
      method: 'GET',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  };
  const figures = (r: Record<string, unknown>) => [
    r.periodo ?? 'total',
    r.disponibles,
    r.vendidas,
    r.ocupacion,
    r.ingresos,
    r.adr,
    r.revpar,
  ];

  describe('hospitality reports', () => {
    it('occupancy by day: available rooms without the blocked, nights sold, occupancy, ADR and RevPAR', async () => {
      const { body } = await post('/reporte_ocupacion', {
        desde: '2026-10-01',
        hasta: '2026-10-03',
        idsucursal: branch,
      });
      expect(body.status).toBe(200);
      expect(body.detalles.filas.map(figures)).toEqual([
        // C1 100 + C2 80 on 2 available rooms (C3 blocked).
        ['2026-10-01', 2, 2, '100.00', '180.00', '90.00', '90.00'],
        // C1 120 (Friday) + C2 80.
        ['2026-10-02', 2, 2, '100.00', '200.00', '100.00', '100.00'],
        // C1 120 (Saturday) on 3 rooms.
        ['2026-10-03', 3, 1, '33.33', '120.00', '120.00', '40.00'],
      ]);
      expect(body.detalles.totales).toEqual({
        habitaciones: 9,
        bloqueadas: 2,
        disponibles: 7,
        vendidas: 5,
        ocupacion: '71.43',
        facturado: '0.00',
        por_facturar: '500.00',
        ingresos: '500.00',
        adr: '100.00',
        revpar: '71.43',
      });
    });

    it('occupancy by month: the month of 31 nights of three rooms', async () => {
      const { body } = await post('/reporte_ocupacion', {
        desde: '2026-09-01',
        hasta: '2026-10-31',
        idsucursal: branch,
        agrupar: 'mes',
      });
      expect(body.detalles.filas.map(figures)).toEqual([
        ['2026-09', 90, 0, '0.00', '0.00', '0.00', '0.00'],
        ['2026-10', 91, 5, '5.49', '500.00', '100.00', '5.49'],
      ]);
      await expectRefused(
        s.t,
        'reserva_estancia',
        () => post('/reporte_ocupacion', { desde: '2026-10-05', hasta: '2026-10-01', idsucursal: branch }),
        'La fecha final debe ser igual o posterior a la inicial',
      );
      await expectRefused(
        s.t,
        'reserva_estancia',
        () => post('/reporte_ocupacion', { desde: '2025-01-01', hasta: '2026-10-01' }),
        'El rango del reporte no puede pasar de 366 días',
      );
    });

    it('a stay checked out counts the sale’s lodging lines; its last night takes the late charge', async () => {
      const rooms = await demoRooms(s.t);
      const range = { desde: inDays(0), hasta: inDays(1), idsucursal: rooms.idsucursal };
      const before = (await post('/reporte_ocupacion', range)).body.detalles;
      const booked = await post('/reserva', {
        idsucursal: rooms.idsucursal,
        titular: 'Huésped del reporte',
        telefono: null,
        observacion: null,
        estancias: [{ idhabitacion: rooms.room('103'), idclasehabitacion: null, f1: inDays(0), f2: inDays(2) }],
      });
      const id: number = booked.body.detalles[0].reserva_estancia_id;
      // Room 103: 120.00 a night, 140.00 on Friday and Saturday nights.
      const rateOf = (iso: string) => ([5, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay()) ? 140 : 120);
      const [r0, r1] = [rateOf(inDays(0)), rateOf(inDays(1))];
      await post('/rhuespedr', {
        reserva_estancia_id: id,
        tipo_documento: '1',
        numero_documento: '41237000',
        nombres: 'Huésped del Reporte',
        nacionalidad: 'PE',
        idprofesion: null,
        procedencia: 'Ica',
        principal: true,
      });
      expect((await post('/checkin', { reserva_estancia_id: id })).body.status).toBe(200);
      const lodged = (await post('/reporte_ocupacion', range)).body.detalles;
      const plus = (a: string, b: string | number) => (Number(a) + Number(b)).toFixed(2);
      // Lodged, not invoiced: at its rate, two nights more.
      expect(lodged.totales.vendidas).toBe(before.totales.vendidas + 2);
      expect(lodged.totales.por_facturar).toBe(plus(before.totales.por_facturar, r0 + r1));

      const out = await post('/checkout', {
        reserva_estancia_id: id,
        idserie: s.serie('B001'),
        idpersona: null,
        idformapago: null,
        cargo_salida_tardia: '25.00',
      });
      expect(out.body.status).toBe(200);
      const after = (await post('/reporte_ocupacion', range)).body.detalles;
      // Invoiced: the first night at its rate, the last one with the late charge; nothing left to invoice.
      expect(after.filas.map((r: { facturado: string }) => r.facturado)).toEqual([
        plus(before.filas[0].facturado, r0),
        plus(before.filas[1].facturado, r1 + 25),
      ]);
      expect(after.totales.por_facturar).toBe(before.totales.por_facturar);
      expect(after.totales.ingresos).toBe(plus(before.totales.ingresos, r0 + r1 + 25));
      expect(after.totales.vendidas).toBe(before.totales.vendidas + 2);
    });

    it('arrivals and departures of a day, with room, guest, nights and state', async () => {
      const { body } = await post('/reporte_llegadas_salidas', {
        desde: '2026-10-02',
        hasta: '2026-10-02',
        idsucursal: branch,
      });
      expect(
        body.detalles.filas.map((r: Record<string, unknown>) => [
          r.tipo,
          r.habitacion,
          r.titular,
          r.huesped,
          r.noches,
          r.estado,
          r.hora,
        ]),
      ).toEqual([
        ['llegada', 'C2', 'Elena Ríos', 'Elena Ríos Vargas', 1, 3, '2026-10-02 15:40'],
        ['salida', 'C2', 'Raúl Condori', 'Raúl Condori Apaza', 1, 3, '2026-10-02 09:15'],
      ]);
      expect(body.detalles.totales).toEqual({ llegadas: 1, salidas: 1, huespedes: 1 });
      const text = flat(
        pdfText(await pdf(`/pdfllegadassalidas?desde=2026-10-02&hasta=2026-10-02&idsucursal=${branch}`)),
      );
      expect(text).toContain('LLEGADAS Y SALIDAS');
      expect(text).toMatch(
        /Llegada C2 Doble Elena Ríos Elena Ríos Vargas 1 02\/10\/2026 03\/10\/2026 1 Finalizada 02\/10\/2026 15:40/,
      );
    });

    it('the guest register: every guest checked in, in order, with nationality, document, profession, origin and room', async () => {
      const { body } = await post('/registro_huespedes', {
        desde: '2026-10-01',
        hasta: '2026-10-31',
        idsucursal: branch,
      });
      expect(
        body.detalles.filas.map((r: Record<string, unknown>) => [
          r.orden,
          r.nombres,
          r.pais,
          r.documento,
          r.numero_documento,
          r.profesion,
          r.procedencia,
          r.habitacion,
          r.ingreso,
          r.salida,
        ]),
      ).toEqual([
        [
          1,
          'Claire Dubois',
          'Francia',
          'Pasaporte',
          'FR8812345',
          'Ingeniero',
          'Lyon',
          'C1',
          '2026-10-01 14:10',
          '2026-10-04 11:30',
        ],
        [
          2,
          'Pierre Martin',
          'Francia',
          'Carné de extranjería',
          '001234567',
          null,
          'Lyon',
          'C1',
          '2026-10-01 14:10',
          '2026-10-04 11:30',
        ],
        [
          3,
          'Raúl Condori Apaza',
          'Perú',
          'DNI',
          '45871236',
          'Comerciante',
          'Juliaca',
          'C2',
          '2026-10-01 18:00',
          '2026-10-02 09:15',
        ],
        [
          4,
          'Elena Ríos Vargas',
          'Perú',
          'DNI',
          '70214580',
          'Docente',
          'Arequipa',
          'C2',
          '2026-10-02 15:40',
          '2026-10-03 10:05',
        ],
      ]);
      expect(body.detalles.totales).toEqual({ huespedes: 4, estancias: 3, extranjeros: 2 });

      const file = await pdf(`/pdfregistrohuespedes?desde=2026-10-01&hasta=2026-10-31&idsucursal=${branch}`);
      // A4 landscape.
      expect(pdfInfo(file)).toEqual({ pages: 1, width: 841.89, height: 595.28 });
      const text = flat(pdfText(file));
      expect(text).toContain('REGISTRO DE HUÉSPEDES');
      expect(text).toContain('Hotel Colca');
      expect(text).toMatch(
        /1 Claire Dubois Francia Pasaporte FR8812345 Ingeniero Lyon C1 01\/10\/2026 14:10 04\/10\/2026 11:30/,
      );
      expect(text).toMatch(
        /4 Elena Ríos Vargas Perú DNI 70214580 Docente Arequipa C2 02\/10\/2026 15:40 03\/10\/2026 10:05/,
      );
    });

    it('the occupancy PDF carries the rows and the totals', async () => {
      const text = flat(
        pdfText(await pdf(`/pdfreporteocupacion?desde=2026-10-01&hasta=2026-10-03&idsucursal=${branch}`)),
      );
      expect(text).toContain('REPORTE DE OCUPACIÓN');
      expect(text).toMatch(/01\/10\/2026 3 1 2 2 100\.00 0\.00 180\.00 180\.00 90\.00 90\.00/);
      expect(text).toMatch(/TOTAL 9 2 7 5 71\.43 0\.00 500\.00 500\.00 100\.00 71\.43/);
    });

    it('a user sees the reports of his branch only', async () => {
      const rooms = await demoRooms(s.t);
      const clerk = await (
        await scopeUser(s.t, 'recepcion_reportes', rooms.idsucursal, [], ['/report_hospitality'])
      ).token();
      const theirs = { desde: '2026-10-01', hasta: '2026-10-03', idsucursal: branch };
      const occupancy = (await post('/reporte_ocupacion', theirs, clerk)).body.detalles;
      expect(occupancy.totales).toMatchObject({ habitaciones: 0, vendidas: 0, ingresos: '0.00' });
      expect((await post('/registro_huespedes', theirs, clerk)).body.detalles.filas).toEqual([]);
      expect((await post('/reporte_llegadas_salidas', theirs, clerk)).body.detalles.filas).toEqual([]);
      // Nor in PDF: the other branch is not even named in its header.
      const print = flat(
        pdfText(await pdf(`/pdfregistrohuespedes?desde=2026-10-01&hasta=2026-10-03&idsucursal=${branch}`, clerk)),
      );
      expect(print).toContain('Sin habitaciones visibles');
      expect(print).not.toContain('Colca');
      expect(print).toContain('No hay huéspedes con check-in en el rango elegido');
      // Every branch he sees: his own, without the Colca's guests.
      const all = (await post('/registro_huespedes', { desde: '2026-10-01', hasta: '2026-10-31' }, clerk)).body
        .detalles;
      expect(all.filas).toEqual([]);
      const mine = (await post('/reporte_ocupacion', { desde: inDays(0), hasta: inDays(0) }, clerk)).body.detalles;
      const { n } = await one<{ n: number }>(
        sql`select count(*)::int as n from habitacion where idsucursal = ${rooms.idsucursal}`,
      );
      expect(mine.totales.habitaciones).toBe(n);
      // The admin sees every branch: the Colca's rooms are counted with the others.
      const admin = (await post('/reporte_ocupacion', { desde: inDays(0), hasta: inDays(0) })).body.detalles;
      const { total } = await one<{ total: number }>(sql`select count(*)::int as total from habitacion`);
      expect(admin.totales.habitaciones).toBe(total);
    });
  });
}
