import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller } from '../organization/support.js';
import { demoOwners, scopeUser } from '../security/scope-users.js';
import { flat, pdfText } from '../print/pdf.js';

/**
 * The workshop reports (docs/workshop.md, "Reports"): three orders of March 2025 (Lima) with known
 * lines and time stretches, and one of April outside the range; Ana (a technician with a user) is
 * assigned to the first and the third, Beto to the first and the second (in the other branch).
 *
 * | order | registered   | state     | technicians | lines (live)                  | stretches              |
 * | A     | 03/03 08:00  | Terminada | Ana, Beto   | labour 2 × 50, part 35.50     | Ana 10–12, Beto 13–14:30, Ana 15–16:15 |
 * | B     | 10/03 09:00  | Terminada | Beto        | labour 80 (other branch)      | Beto 09:30–11          |
 * | C     | 15/03 10:00  | Anulada   | Ana         | part 12.30                    | none                   |
 */
export default function reportsCases() {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let admin = '';
  let anaToken = '';
  let ana = 0;
  let otherBranch = 0;
  let station = 0;
  let sale = '';
  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0]!;
  const MARCH = { desde: '2025-03-01', hasta: '2025-03-31' };

  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    const owners = await demoOwners(t);
    otherBranch = owners.otherBranch;
    const user = await scopeUser(t, 'ana_taller', owners.branch, [], ['/report_service_orders'], 'tech');
    anaToken = await user.token();
    const employee = async (nombres: string, apellidos: string, documento: string, idusuario: number | null) =>
      (
        await one<{ idempleado: number }>(
          sql`insert into empleado (idtipodocumento, numero_documento, nombres, apellidos, cargo, idusuario)
            select idtipodocumento, ${documento}, ${nombres}, ${apellidos}, 'Técnico', ${idusuario}
              from tipo_documento order by idtipodocumento limit 1 returning idempleado`,
        )
      ).idempleado;
    ana = await employee('Ana', 'Torres', '40000001', user.idusuario);
    const beto = await employee('Beto', 'Quispe', '40000002', null);
    const base = await one<{ idvehiculo: number; idpersona: number }>(
      sql`select v.idvehiculo, p.idpersona from vehiculo v, persona p where v.placa = 'F3K-452' and p.numero_documento = '70214589'`,
    );
    const warehouse = async (idsucursal: number) => {
      const found = await queryRows<{ idalmacen: number }>(
        t.db,
        sql`select idalmacen from almacen where idsucursal = ${idsucursal} order by idalmacen limit 1`,
      );
      if (found[0]) return found[0].idalmacen;
      return (
        await one<{ idalmacen: number }>(
          sql`insert into almacen (idsucursal, nombre) values (${idsucursal}, 'Almacén taller') returning idalmacen`,
        )
      ).idalmacen;
    };
    const here = await warehouse(owners.branch);
    const there = await warehouse(otherBranch);
    ({ idestacion: station } = await one<{ idestacion: number }>(
      sql`select idestacion from estacion where estado = 1 order by idestacion limit 1`,
    ));
    const labour = await one<{ producto_id: number; unidad_medida_id: number }>(
      sql`select producto_id, unidad_medida_id from producto where servicio order by producto_id limit 1`,
    );
    const part = await one<{ producto_id: number; unidad_medida_id: number }>(
      sql`select producto_id, unidad_medida_id from producto where not servicio order by producto_id limit 1`,
    );
    const invoice = await one<{ idventa: number; comprobante: string }>(
      sql`select idventa, serie || '-' || lpad(numero::text, 8, '0') as comprobante from venta
         where idventa not in (select idventa from orden_servicio where idventa is not null) order by idventa limit 1`,
    );
    sale = invoice.comprobante;

    const order = async (
      numero: number,
      registered: string,
      estado: number,
      idalmacen: number,
      idestacion: number | null,
      technicians: number[],
      idventa: number | null = null,
    ) => {
      const { idordenservicio } = await one<{ idordenservicio: number }>(
        sql`insert into orden_servicio (numero, idvehiculo, idpersona, idestacion, idempleado, idalmacen, falla, estado, idusuario, fecharegistro, idventa)
          select ${numero}, ${base.idvehiculo}, ${base.idpersona}, ${idestacion}, ${technicians[0]}, ${idalmacen}, 'Ruido en frenos',
                 ${estado}, idusuario, ${registered}::timestamptz, ${idventa}
            from usuario where usuario = 'admin' returning idordenservicio`,
      );
      for (const [i, idempleado] of technicians.entries())
        await t.db.execute(
          sql`insert into orden_servicio_tecnico (idordenservicio, idempleado, rol) values (${idordenservicio}, ${idempleado}, ${i === 0 ? 1 : 2})`,
        );
      return idordenservicio;
    };
    const line = (
      id: number,
      product: typeof labour,
      servicio: boolean,
      cantidad: string,
      precio: string,
      estado = 1,
    ) =>
      t.db.execute(
        sql`insert into orden_servicio_detalle (idordenservicio, producto_id, unidad_medida_id, servicio, cantidad, cantidad_base, precio_unitario, importe, estado)
          values (${id}, ${product.producto_id}, ${product.unidad_medida_id}, ${servicio}, ${cantidad}, ${cantidad}, ${precio},
                  round(${cantidad}::numeric * ${precio}::numeric, 2), ${estado})`,
      );
    const stretch = (id: number, idempleado: number, inicio: string, fin: string) =>
      t.db.execute(
        sql`insert into orden_servicio_tiempo (idordenservicio, idempleado, inicio, fin, idusuario)
          select ${id}, ${idempleado}, ${inicio}::timestamptz, ${fin}::timestamptz, idusuario from usuario where usuario = 'admin'`,
      );

    const a = await order(990001, '2025-03-03 08:00-05', 3, here, station, [ana, beto], invoice.idventa);
    await line(a, labour, true, '2', '50.00');
    await line(a, part, false, '1', '35.50');
    await line(a, part, false, '1', '20.00', 0);
    await stretch(a, ana, '2025-03-03 10:00-05', '2025-03-03 12:00-05');
    await stretch(a, beto, '2025-03-03 13:00-05', '2025-03-03 14:30-05');
    await stretch(a, ana, '2025-03-03 15:00-05', '2025-03-03 16:15-05');
    const b = await order(990002, '2025-03-10 09:00-05', 3, there, null, [beto]);
    await line(b, labour, true, '1', '80.00');
    await stretch(b, beto, '2025-03-10 09:30-05', '2025-03-10 11:00-05');
    const c = await order(990003, '2025-03-15 10:00-05', 0, here, station, [ana]);
    await line(c, part, false, '1', '12.30');
    // The night of 31/03 in Lima is 1 April in UTC: still March's.
    const d = await order(990004, '2025-03-31 22:30-05', 1, here, null, [beto]);
    await line(d, labour, true, '1', '10.00');
    const e = await order(990005, '2025-04-01 08:00-05', 1, here, null, [ana]);
    await line(e, labour, true, '1', '999.00');
  }, 60_000);
  afterAll(() => t.close());

  const post = async (url: string, body: object, token = admin) => {
    const res = await api.post(token, url, body);
    expect(res.body.status).toBe(200);
    return res.body.detalles;
  };
  const pdf = async (url: string, token = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return flat(pdfText(res.rawPayload));
  };
  const orderRow = (r: Record<string, unknown>) => [
    r.documento,
    r.tecnicos,
    r.estado,
    r.horas,
    r.mano_obra,
    r.repuestos,
    r.total,
  ];

  describe('workshop reports', () => {
    it('orders: hours from the time log, live labour and parts, the invoice, totals; Lima dates', async () => {
      const report = await post('/reporte_ordenes_servicio', MARCH);
      expect(report.filas.map(orderRow)).toEqual([
        ['OS-00990004', 'Beto Quispe', 1, '0.00', '10.00', '0.00', '10.00'],
        ['OS-00990003', 'Ana Torres', 0, '0.00', '0.00', '12.30', '12.30'],
        ['OS-00990002', 'Beto Quispe', 3, '1.50', '80.00', '0.00', '80.00'],
        ['OS-00990001', 'Ana Torres, Beto Quispe', 3, '4.75', '100.00', '35.50', '135.50'],
      ]);
      expect(report.filas[3]).toMatchObject({ fecha: '2025-03-03 08:00', placa: 'F3K-452', comprobante: sale });
      expect(report.filas[2].comprobante).toBeNull();
      expect(report.totales).toEqual({
        ordenes: 4,
        horas: '6.25',
        mano_obra: '190.00',
        repuestos: '47.80',
        total: '237.80',
      });
    });

    it('the filters: state, technician, station, branch', async () => {
      const docs = async (extra: object) =>
        (await post('/reporte_ordenes_servicio', { ...MARCH, ...extra })).filas.map(
          (r: { documento: string }) => r.documento,
        );
      expect(await docs({ estado: 3 })).toEqual(['OS-00990002', 'OS-00990001']);
      expect(await docs({ idempleado: ana })).toEqual(['OS-00990003', 'OS-00990001']);
      expect(await docs({ idestacion: station })).toEqual(['OS-00990003', 'OS-00990001']);
      expect(await docs({ idsucursal: otherBranch })).toEqual(['OS-00990002']);
      expect(await docs({ desde: '2025-04-01', hasta: '2025-04-01' })).toEqual(['OS-00990005']);
      const refused = await api.post(admin, '/reporte_ordenes_servicio', { desde: '2025-03-31', hasta: '2025-03-01' });
      expect(refused.body).toMatchObject({
        status: 400,
        mensaje: 'La fecha final debe ser igual o posterior a la inicial',
      });
    });

    it('by technician: his orders and their amounts, the hours he worked; totals count each order once', async () => {
      const report = await post('/reporte_ordenes_tecnico', MARCH);
      expect(
        report.filas.map((r: Record<string, unknown>) => [
          r.tecnico,
          r.ordenes,
          r.horas,
          r.mano_obra,
          r.repuestos,
          r.total,
          r.terminadas,
        ]),
      ).toEqual([
        ['Ana Torres', 2, '3.25', '100.00', '47.80', '147.80', 1],
        ['Beto Quispe', 3, '3.00', '190.00', '35.50', '225.50', 2],
      ]);
      expect(report.totales).toEqual({
        ordenes: 4,
        horas: '6.25',
        mano_obra: '190.00',
        repuestos: '47.80',
        total: '237.80',
        terminadas: 2,
      });
      const onlyAna = await post('/reporte_ordenes_tecnico', { ...MARCH, idempleado: ana });
      expect(onlyAna.filas.map((r: { tecnico: string }) => r.tecnico)).toEqual(['Ana Torres']);
    });

    it('average time per state: waiting, in progress, worked; per state and overall', async () => {
      const report = await post('/reporte_tiempos_estado', { ...MARCH, hasta: '2025-03-30' });
      const rows = report.filas.map((r: Record<string, unknown>) => [
        r.nombre,
        r.ordenes,
        r.registrada,
        r.en_proceso,
        r.trabajadas,
      ]);
      expect(rows).toEqual([
        ['Registrada', 0, null, null, null],
        ['En proceso', 0, null, null, null],
        // A: 2 h waiting, 6.25 from the first start to the last close, 4.75 worked; B: 0.5, 1.5, 1.5.
        ['Terminada', 2, '1.25', '3.88', '3.13'],
        // An annulled order never started has no waiting nor progress time.
        ['Anulada', 1, null, null, '0.00'],
        ['Todas', 3, '1.25', '3.88', '2.08'],
      ]);
      expect(report.totales).toEqual({ ordenes: 3, registrada: '1.25', en_proceso: '3.88', trabajadas: '2.08' });
      // A registered order not started waits up to now: more than a year and a half since 31/03/2025.
      const waiting = await post('/reporte_tiempos_estado', { ...MARCH, estado: 1 });
      expect(waiting.filas.map((r: { nombre: string }) => r.nombre)).toEqual(['Registrada', 'Todas']);
      expect(Number(waiting.totales.registrada)).toBeGreaterThan(365 * 24);
    });

    it('the PDFs carry the filters, the rows and the totals', async () => {
      const orders = await pdf(`/pdfreporteordenesservicio?desde=2025-03-01&hasta=2025-03-31&estado=3`);
      expect(orders).toContain('ÓRDENES DE SERVICIO');
      expect(orders).toContain('Estado: Terminada');
      expect(orders).toMatch(/OS-00990001 03\/03\/2025 08:00 F3K-452 .* Terminada 4\.75 100\.00 35\.50 135\.50/);
      expect(orders).toMatch(/TOTAL 2 órdenes 6\.25 180\.00 35\.50 215\.50/);
      expect(orders).not.toContain('OS-00990003');
      const technicians = await pdf(`/pdfreporteordenestecnico?desde=2025-03-01&hasta=2025-03-31`);
      expect(technicians).toContain('ÓRDENES POR TÉCNICO');
      expect(technicians).toMatch(/Ana Torres 2 1 3\.25 100\.00 47\.80 147\.80/);
      expect(technicians).toMatch(/TOTAL 4 2 6\.25 190\.00 47\.80 237\.80/);
      const times = await pdf(`/pdfreportetiemposestado?desde=2025-03-01&hasta=2025-03-30&idempleado=${ana}`);
      expect(times).toContain('TIEMPOS POR ESTADO');
      expect(times).toContain('Técnico: Ana Torres');
      expect(times).toMatch(/Terminada 1 2\.00 6\.25 4\.75 Anulada 1 - - 0\.00 Todas 2 2\.00 6\.25 2\.38/);
    });

    it('a technician sees only the figures of his orders', async () => {
      const orders = await post('/reporte_ordenes_servicio', MARCH, anaToken);
      expect(orders.filas.map((r: { documento: string }) => r.documento)).toEqual(['OS-00990003', 'OS-00990001']);
      expect(orders.totales).toEqual({
        ordenes: 2,
        horas: '4.75',
        mano_obra: '100.00',
        repuestos: '47.80',
        total: '147.80',
      });
      const technicians = await post('/reporte_ordenes_tecnico', MARCH, anaToken);
      // Beto appears for the order he shares with Ana only: his other orders are not hers to see.
      expect(technicians.filas.map((r: Record<string, unknown>) => [r.tecnico, r.ordenes, r.horas, r.total])).toEqual([
        ['Ana Torres', 2, '3.25', '147.80'],
        ['Beto Quispe', 1, '1.50', '135.50'],
      ]);
      expect((await post('/reporte_tiempos_estado', MARCH, anaToken)).totales.ordenes).toBe(2);
      const print = await pdf(
        `/pdfreporteordenesservicio?desde=2025-03-01&hasta=2025-03-31&idsucursal=${otherBranch}`,
        anaToken,
      );
      expect(print).toContain('Sin órdenes visibles');
      expect(print).toContain('No hay órdenes de servicio en el rango elegido');
      expect(print).not.toContain('OS-00990002');
    });
  });
}
