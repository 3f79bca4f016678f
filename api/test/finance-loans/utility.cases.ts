import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import { todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import { line, salesApp, type SalesApp } from '../billing-cpe/sales-support.js';

/**
 * Utility per product and monthly sales, read from real sales saved through rfacturacion. The
 * demo data may hold sales of today too, so figures are compared before and after this test's
 * own sales.
 */
export default function utilityCases() {
  let s: SalesApp;
  let adminId = 0;
  beforeAll(async () => {
    s = await salesApp({ worker: false });
    adminId = (
      await queryRows<{ idusuario: number }>(s.t.db, sql`select idusuario from usuario where usuario = 'admin'`)
    )[0]!.idusuario;
  });
  afterAll(() => s.t.close());

  const RUC_CLIENT = '20456789120';
  const today = todayLima();
  const sale = (facturacion: Record<string, unknown>, detalles: object[], extra: Record<string, unknown> = {}) => ({
    facturacion: { idmoneda: 1, tipo_pago_id: 1, ...facturacion },
    detalles,
    ...extra,
  });
  const utility = async () =>
    (await s.api.get(s.admin, `/gutilidadproductos?inicio=${today}&fin=${today}&idusuario=${adminId}`)).body;
  const productRow = (report: any, codigo: string) =>
    report.detalles.productos.find((p: any) => p.codigo_producto === codigo) ?? {
      cantidad: '0',
      ventas: '0.00',
      costo: '0.00',
      utilidad: '0.00',
    };
  const delta = (after: any, before: any, field: string) => fixed(dec(after[field]).minus(dec(before[field])));
  const costOf = async (idventa: number) =>
    (
      await queryRows<{ costo: string }>(
        s.t.db,
        sql`select round(sum(cantidad_base * costo_unitario), 2)::text as costo from venta_detalle where idventa = ${idventa}`,
      )
    )[0]!.costo;

  describe('gutilidadproductos', () => {
    test('sales without IGV against their ledger cost; a global discount is prorated; an annulled sale does not count; expenses give the net', async () => {
      const before = await utility();
      expect(before.status).toBe(200);

      const factura = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT) }, [line(s, 'FER-0016', '2', '35.40')]),
      );
      expect(factura.body.status).toBe(200);
      // 2 × 35.40 with IGV = 60.00 without IGV.
      const afterFactura = await utility();
      const martillo = [productRow(afterFactura, 'FER-0016'), productRow(before, 'FER-0016')];
      expect(delta(martillo[0], martillo[1], 'cantidad')).toBe('2.00');
      expect(delta(martillo[0], martillo[1], 'ventas')).toBe('60.00');
      expect(delta(martillo[0], martillo[1], 'costo')).toBe(await costOf(factura.body.detalles.idventa));

      // A global discount of 10.00 on a 100.00 taxable base: each line sells 10% less.
      const discounted = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), descuento_global: '10.00' }, [
          line(s, 'FER-0017', '2', '35.40'),
          line(s, 'FER-0018', '1', '47.20'),
        ]),
      );
      expect(discounted.body.status).toBe(200);
      expect(discounted.body.detalles.gravadas).toBe('90.00');
      const afterDiscount = await utility();
      expect(delta(productRow(afterDiscount, 'FER-0017'), productRow(afterFactura, 'FER-0017'), 'ventas')).toBe(
        '54.00',
      );
      expect(delta(productRow(afterDiscount, 'FER-0018'), productRow(afterFactura, 'FER-0018'), 'ventas')).toBe(
        '36.00',
      );

      // A nota de venta counts while issued, and no longer once annulled.
      const nota = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('NV01') }, [line(s, 'FER-0016', '1', '35.40')]),
      );
      expect(nota.body.status).toBe(200);
      const withNota = await utility();
      expect(withNota).toMatchObject({ status: 200 });
      expect(delta(productRow(withNota, 'FER-0016'), productRow(afterDiscount, 'FER-0016'), 'cantidad')).toBe('1.00');
      expect(
        (
          await s.api.post(s.admin, '/cfacturacion', {
            idventa: nota.body.detalles.idventa,
            estado_venta: 0,
            motivo: 'Prueba de utilidad',
          })
        ).body.status,
      ).toBe(200);
      const final = await utility();
      expect(final).toMatchObject({ status: 200 });
      expect(delta(productRow(final, 'FER-0016'), productRow(afterDiscount, 'FER-0016'), 'cantidad')).toBe('0.00');

      // The totals are the sum of the products; the net subtracts the period's operating expenses.
      const r = final.detalles;
      const sum = (field: string) => fixed(r.productos.reduce((acc: any, p: any) => acc.plus(dec(p[field])), dec(0)));
      expect(r.ventas).toBe(sum('ventas'));
      expect(r.costo).toBe(sum('costo'));
      expect(r.utilidad_bruta).toBe(fixed(dec(r.ventas).minus(dec(r.costo))));
      const category = (await s.api.get(s.admin, '/categoriasgasto')).body.detalles[0].idcategoria;
      expect(
        (
          await s.api.post(s.admin, '/rgastosoperativos', {
            idcategoria: category,
            descripcion: 'Luz del local',
            monto: '120.50',
            fecha: today,
          })
        ).body.status,
      ).toBe(200);
      const withExpense = (await utility()).detalles;
      expect(fixed(dec(withExpense.gastos_operativos).minus(dec(r.gastos_operativos)))).toBe('120.50');
      expect(withExpense.utilidad_neta).toBe(
        fixed(dec(withExpense.utilidad_bruta).minus(dec(withExpense.gastos_operativos))),
      );
      const row = productRow({ detalles: withExpense }, 'FER-0016');
      expect(row.margen).toBe(fixed(dec(row.utilidad).div(dec(row.ventas)).times(100)));
    });

    test('refuses a period that ends before it starts or is longer than a year', async () => {
      expect((await s.api.get(s.admin, '/gutilidadproductos?inicio=2026-05-10&fin=2026-05-01')).body.mensaje).toBe(
        'La fecha de fin no puede ser anterior a la de inicio',
      );
      expect((await s.api.get(s.admin, '/gutilidadproductos?inicio=2024-01-01&fin=2026-05-01')).body.mensaje).toBe(
        'El periodo no puede pasar de un año',
      );
    });
  });

  describe('monthly sales and their history', () => {
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));

    test("gventasmensualhistograma gives twelve months; this month holds today's issued sales less credit notes plus debit notes", async () => {
      const { body } = await s.api.get(s.admin, `/gventasmensualhistograma?anio=${year}`);
      expect(body.status).toBe(200);
      expect(body.detalles.map((m: any) => m.mes)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      const [expected] = await queryRows<{ total: string; cantidad: number }>(
        s.t.db,
        sql`select round((select coalesce(sum(total * tipo_cambio), 0) from venta where estado_venta = 1 and to_char(fecha, 'YYYY-MM') = ${today.slice(0, 7)})
                  - (select coalesce(sum(case n.tipo when '07' then 1 else -1 end * n.total * n.tipo_cambio), 0) from nota_credito n join venta v on v.idventa = n.idventa
                      where n.estado = 1 and v.estado_venta = 1 and to_char(n.fecha, 'YYYY-MM') = ${today.slice(0, 7)}), 2)::text as total,
                 (select count(*)::int from venta where estado_venta = 1 and to_char(fecha, 'YYYY-MM') = ${today.slice(0, 7)}) as cantidad`,
      );
      expect(body.detalles[month - 1]).toEqual({
        mes: month,
        total: fixed(dec(expected!.total)),
        cantidad: expected!.cantidad,
      });
    });

    test('rhistoricoventas stores a month computed from its sales, or typed for a month before the system; saving again replaces it', async () => {
      const computed = await s.api.post(s.admin, '/rhistoricoventas', { anio: year, mes: month });
      expect(computed.body).toMatchObject({
        status: 200,
        mensaje: 'Ventas del mes guardadas en el histórico',
        detalles: { anio: year, mes: month, origen: 'calculado' },
      });
      const monthly = (await s.api.get(s.admin, `/gventasmensualhistograma?anio=${year}`)).body.detalles[month - 1];
      expect(computed.body.detalles.total).toBe(monthly.total);

      const typed = await s.api.post(s.admin, '/rhistoricoventas', {
        anio: 2015,
        mes: 3,
        total: '15230.40',
        cantidad: 410,
      });
      expect(typed.body.detalles).toMatchObject({ total: '15230.40', cantidad: 410, origen: 'manual' });
      const replaced = await s.api.post(s.admin, '/rhistoricoventas', {
        anio: 2015,
        mes: 3,
        total: '15300.00',
        cantidad: 411,
      });
      expect(replaced.body.detalles).toMatchObject({ total: '15300.00', cantidad: 411 });
      const history = (await s.api.get(s.admin, '/ghistoricomensualhistograma?anio=2015')).body.detalles;
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({ anio: 2015, mes: 3, total: '15300.00' });
    });

    test('refusals change nothing: a typed total for a month with sales, a month that has not started, a month 13', async () => {
      const [before] = await queryRows<{ n: number }>(s.t.db, sql`select count(*)::int as n from historico_ventas`);
      const withSales = await s.api.post(s.admin, '/rhistoricoventas', { anio: year, mes: month, total: '1.00' });
      expect(withSales.body.mensaje).toMatch(
        /^Error al guardar registros del mes: el mes \d{4}-\d{2} tiene ventas registradas; su total se calcula de ellas$/,
      );
      const future = await s.api.post(s.admin, '/rhistoricoventas', { anio: year + 1, mes: 1 });
      expect(future.body.mensaje).toMatch(/aún no empieza$/);
      const invalid = await s.api.post(s.admin, '/rhistoricoventas', { anio: year, mes: 13 });
      expect(invalid.res.statusCode).toBe(400);
      const [after] = await queryRows<{ n: number }>(s.t.db, sql`select count(*)::int as n from historico_ventas`);
      expect(after!.n).toBe(before!.n);
    });
  });
}
