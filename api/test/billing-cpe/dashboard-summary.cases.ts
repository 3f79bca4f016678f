import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { queryRows, type Executor } from '../../src/db/client.js';
import { salesByProduct } from '../../src/areas/finance-loans/utility.repository.js';
import { cpeState, line, salesApp, type SalesApp } from './sales-support.js';

/**
 * The dashboard's per-day summaries (migration 0025) against the sales themselves: after sales
 * (one in dollars with a free line and a global discount), an annulment and a credit note, every
 * summary row equals the live aggregate exactly (unrounded), and the gross profit read from the
 * summary equals the one read from every line. Lines, payments and sales changed or deleted by hand
 * (in a transaction rolled back) keep them equal too.
 */
export default function dashboardSummaryCases() {
  let s: SalesApp;
  let adminId = 0;
  let branchId = 0;
  beforeAll(async () => {
    s = await salesApp(); // the worker: a credit note needs its factura accepted by the simulator
    const [admin] = await queryRows<{ idusuario: number }>(
      s.t.db,
      sql`select idusuario from usuario where usuario = 'admin'`,
    );
    adminId = admin!.idusuario;
    const [branch] = await queryRows<{ idsucursal: number }>(
      s.t.db,
      sql`select min(idsucursal) as idsucursal from sucursal`,
    );
    branchId = branch!.idsucursal;
  });
  afterAll(() => s.t.close());

  const today = todayLima();
  const RUC_CLIENT = '20456789120';
  const sale = (facturacion: Record<string, unknown>, detalles: object[], extra: Record<string, unknown> = {}) => ({
    facturacion: { idmoneda: 1, tipo_pago_id: 1, ...facturacion },
    detalles,
    ...extra,
  });

  /** Each summary table's rows that differ from the live aggregate of issued sales (exact numeric comparison). */
  async function differences(ex: Executor) {
    const compare = (table: string, keys: string, values: string, live: string) =>
      queryRows<Record<string, unknown>>(
        ex,
        sql.raw(`select '${table}' as tabla, * from (
        select ${keys}, ${values} from ${table} t
        except select ${keys}, ${values} from (${live}) t) diferentes
        union all select '${table} (faltan)', * from (
        select ${keys}, ${values} from (${live}) t
        except select ${keys}, ${values} from ${table} t) faltan`),
      );
    const sales = `from venta v where v.estado_venta = 1`;
    return [
      ...(await compare(
        'tablero_venta',
        'fecha, idusuario, idsucursal, codigo_comprobante, tipo_pago_id',
        'ventas, total',
        `select v.fecha, v.idusuario, v.idsucursal, v.codigo_comprobante, v.tipo_pago_id, count(*)::int as ventas, sum(v.total * v.tipo_cambio) as total ${sales} group by 1, 2, 3, 4, 5
       union all select fecha, idusuario, idsucursal, codigo_comprobante, tipo_pago_id, 0, 0 from tablero_venta x where ventas = 0`,
      )),
      ...(await compare(
        'tablero_cliente',
        'fecha, idusuario, idsucursal, idpersona',
        'ventas, total',
        `select v.fecha, v.idusuario, v.idsucursal, v.idpersona, count(*)::int as ventas, sum(v.total * v.tipo_cambio) as total ${sales} group by 1, 2, 3, 4
       union all select fecha, idusuario, idsucursal, idpersona, 0, 0 from tablero_cliente x where ventas = 0`,
      )),
      ...(await compare(
        'tablero_pago',
        'fecha, idusuario, idsucursal, idformapago',
        'pagos, monto, vuelto',
        `select v.fecha, v.idusuario, v.idsucursal, p.idformapago, count(*)::int as pagos, sum(p.monto * v.tipo_cambio) as monto, sum(v.vuelto * v.tipo_cambio) as vuelto
         from venta v join venta_pago p on p.idventa = v.idventa where v.estado_venta = 1 group by 1, 2, 3, 4
       union all select fecha, idusuario, idsucursal, idformapago, 0, 0, 0 from tablero_pago x where pagos = 0`,
      )),
      ...(await compare(
        'tablero_producto',
        'fecha, idusuario, idsucursal, producto_id',
        'lineas, cantidad, ventas, costo',
        `select fecha, idusuario, idsucursal, producto_id, count(*)::int as lineas, sum(cantidad) as cantidad, sum(valor) as ventas, sum(costo) as costo from (
         select v.fecha, v.idusuario, v.idsucursal, d.producto_id, d.cantidad_base as cantidad, d.cantidad_base * coalesce(d.costo_unitario, 0) as costo,
                case when d.gratuito or sum(case when d.gratuito then 0 else d.valor_venta end) over w = 0 then 0
                     else d.valor_venta * (v.gravadas + v.exoneradas + v.inafectas + v.exportacion) / sum(case when d.gratuito then 0 else d.valor_venta end) over w end * v.tipo_cambio as valor
           from venta v join venta_detalle d on d.idventa = v.idventa where v.estado_venta = 1 window w as (partition by v.idventa)) l group by 1, 2, 3, 4
       union all select fecha, idusuario, idsucursal, producto_id, 0, 0, 0, 0 from tablero_producto x where lineas = 0`,
      )),
    ];
  }

  /** The gross profit per product from the summary and from every line, for a few scopes. */
  async function utilityBothWays(ex: Executor, inicio: string) {
    const sorted = (rows: Awaited<ReturnType<typeof salesByProduct>>) =>
      [...rows].sort((a, b) => a.producto_id - b.producto_id);
    for (const scope of [{ idusuario: 0 }, { idusuario: adminId }, { idusuario: 0, idsucursal: branchId }]) {
      const range = { inicio, fin: today, ...scope };
      expect(sorted(await salesByProduct(ex, range, 'summary'))).toEqual(
        sorted(await salesByProduct(ex, range, 'lines')),
      );
    }
  }

  describe('dashboard summaries', () => {
    test('the migration filled them from the demo sales', async () => {
      expect(await differences(s.t.db)).toEqual([]);
      const [n] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select count(*)::int as n from tablero_producto where lineas > 0`,
      );
      expect(n!.n).toBeGreaterThan(0);
    });

    test('sales, an annulment and a credit note: the summaries equal the sales; the gross profit is the same read both ways', async () => {
      const ok = (r: { body: { status: number; mensaje: string } }) =>
        expect(r.body.status === 200 ? 'ok' : r.body.mensaje).toBe('ok');
      const factura = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale(
          { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT) },
          [line(s, 'FER-0016', '3', '35.40'), line(s, 'FER-0017', '1', '24.90')],
          { pagos: [{ idformapago: 1, monto: '150.00' }] },
        ),
      );
      ok(factura);
      // Dollars at 3.7, a free line and a global discount: the prorated shares and the rate in every term.
      ok(
        await s.api.post(
          s.admin,
          '/rfacturacion',
          sale({ idserie: s.serie('B001'), idmoneda: 2, tipo_cambio: '3.7000', descuento_global: '1.00' }, [
            line(s, 'FER-0018', '3', '8.26'),
            line(s, 'FER-0020', '1', '6.50', { gratuito: true }),
            line(s, 'ABA-0016', '2', '0.10'),
          ]),
        ),
      );
      const nota = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('NV01') }, [line(s, 'FER-0016', '1', '35.40')]),
      );
      ok(nota);
      expect(await differences(s.t.db)).toEqual([]);
      ok(
        await s.api.post(s.admin, '/cfacturacion', {
          idventa: nota.body.detalles.idventa,
          estado_venta: 0,
          motivo: 'Prueba de los resúmenes',
        }),
      );
      expect(await cpeState(s.t, factura.body.detalles.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const lines = (await s.api.get(s.admin, `/notaventa/${factura.body.detalles.idventa}`)).body.detalles.lineas;
      ok(
        await s.api.post(s.admin, '/rnotacredito', {
          tipo: '07',
          idventa: factura.body.detalles.idventa,
          codigo_motivo: '07',
          sustento: 'Devolución de un martillo',
          detalles: [{ iddetalle: lines[0].iddetalle, cantidad: '1' }],
        }),
      );
      expect(await differences(s.t.db)).toEqual([]);
      await utilityBothWays(s.t.db, today);
      await utilityBothWays(s.t.db, `${today.slice(0, 4)}-01-01`);
      const [annulled] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select coalesce(sum(ventas), 0)::int as n from tablero_venta where fecha = ${today}::date and codigo_comprobante = 'NV' and idusuario = ${adminId}`,
      );
      const [live] = await queryRows<{ n: number }>(
        s.t.db,
        sql`select count(*)::int as n from venta where fecha = ${today}::date and codigo_comprobante = 'NV' and idusuario = ${adminId} and estado_venta = 1`,
      );
      expect(annulled!.n).toBe(live!.n);
    });

    test('lines, payments and sales changed or deleted by hand keep them equal (rolled back)', async () => {
      const factura = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), descuento_global: '2.00' }, [
          line(s, 'FER-0016', '2', '35.40'),
          line(s, 'FER-0013', '1', '23.60'),
        ]),
      );
      expect(factura.body.status).toBe(200);
      const idventa = factura.body.detalles.idventa as number;
      const rollback = new Error('rollback');
      await s.t.db
        .transaction(async (tx) => {
          const [first] = await queryRows<{ iddetalle: number }>(
            tx,
            sql`select min(iddetalle) as iddetalle from venta_detalle where idventa = ${idventa}`,
          );
          await tx.execute(
            sql`update venta_detalle set costo_unitario = costo_unitario + 1.5, valor_venta = valor_venta + 0.5 where iddetalle = ${first!.iddetalle}`,
          );
          expect(await differences(tx)).toEqual([]);
          await tx.execute(sql`delete from venta_detalle where iddetalle = ${first!.iddetalle}`);
          expect(await differences(tx)).toEqual([]);
          // A line added to a saved sale: every line's share of the global discount changes.
          await tx.execute(sql`insert into venta_detalle (idventa, item, producto_id, descripcion, unidad_medida_id, factor, cantidad, cantidad_base, precio_unitario, valor_unitario,
                                                        descuento, tipo_afectacion, gratuito, icbper, monto_icbper, valor_venta, igv, importe, costo_unitario)
                             select idventa, item + 10, producto_id, descripcion, unidad_medida_id, factor, cantidad, cantidad_base, precio_unitario, valor_unitario,
                                    descuento, tipo_afectacion, gratuito, icbper, monto_icbper, valor_venta, igv, importe, costo_unitario
                               from venta_detalle where idventa = ${idventa}`);
          expect(await differences(tx)).toEqual([]);
          await tx.execute(
            sql`update venta set fecha = fecha - 1, tipo_cambio = 3.5, vuelto = 1 where idventa = ${idventa}`,
          );
          await tx.execute(sql`update venta_pago set monto = monto + 1 where idventa = ${idventa}`);
          expect(await differences(tx)).toEqual([]);
          await tx.execute(sql`delete from venta_pago where idventa = ${idventa}`);
          await tx.execute(sql`update venta set estado_venta = 0 where idventa = ${idventa}`);
          expect(await differences(tx)).toEqual([]);
          await tx.execute(sql`update venta set estado_venta = 1 where idventa = ${idventa}`);
          expect(await differences(tx)).toEqual([]);
          // The check itself sees a summary a millionth of a sol off.
          await tx.execute(
            sql`update tablero_producto set ventas = ventas + 0.000001 where lineas > 0 and fecha = (select fecha from venta where idventa = ${idventa})`,
          );
          expect((await differences(tx)).length).toBeGreaterThan(0);
          throw rollback;
        })
        .catch((e: unknown) => {
          if (e !== rollback) throw e;
        });
      expect(await differences(s.t.db)).toEqual([]);
    });

    test('a sale deleted with its lines and payments (the cascade) takes its figures off', async () => {
      // A bare sale row (no ledger, no CPE) so nothing else holds it: a copy of a demo sale's header, lines and payments.
      const [copy] = await queryRows<{ idventa: number }>(
        s.t.db,
        sql`insert into venta (idsucursal, idalmacen, idusuario, idserie, idcomprobante, codigo_comprobante, serie, numero, fecha, idmoneda, tipo_cambio, idpersona, tipo_pago_id,
                             gravadas, exoneradas, inafectas, exportacion, gratuitas, descuento_global, descuentos, igv, icbper, total, pagado, vuelto)
          select idsucursal, idalmacen, idusuario, idserie, idcomprobante, codigo_comprobante, serie, 9000000, fecha, idmoneda, tipo_cambio, idpersona, tipo_pago_id,
                 gravadas, exoneradas, inafectas, exportacion, gratuitas, descuento_global, descuentos, igv, icbper, total, pagado, vuelto
            from venta where estado_venta = 1 and exists (select 1 from venta_pago p where p.idventa = venta.idventa) order by idventa limit 1
          returning idventa`,
      );
      const [source] = await queryRows<{ idventa: number }>(
        s.t.db,
        sql`select idventa from venta where estado_venta = 1 and exists (select 1 from venta_pago p where p.idventa = venta.idventa) order by idventa limit 1`,
      );
      await s.t.db.execute(sql`insert into venta_detalle (idventa, item, producto_id, descripcion, unidad_medida_id, factor, cantidad, cantidad_base, precio_unitario, valor_unitario, descuento,
                                                      tipo_afectacion, gratuito, icbper, monto_icbper, valor_venta, igv, importe, costo_unitario)
                             select ${copy!.idventa}, item, producto_id, descripcion, unidad_medida_id, factor, cantidad, cantidad_base, precio_unitario, valor_unitario, descuento,
                                    tipo_afectacion, gratuito, icbper, monto_icbper, valor_venta, igv, importe, costo_unitario from venta_detalle where idventa = ${source!.idventa}`);
      await s.t.db.execute(
        sql`insert into venta_pago (idventa, idformapago, monto) select ${copy!.idventa}, idformapago, monto from venta_pago where idventa = ${source!.idventa}`,
      );
      expect(await differences(s.t.db)).toEqual([]);
      await s.t.db.execute(sql`delete from venta where idventa = ${copy!.idventa}`);
      expect(await differences(s.t.db)).toEqual([]);
    });
  });
}
