import { sql, type SQL } from 'drizzle-orm';
import { dec, fixed, sum } from '@trade/money';
import {
  SALE_OWNER,
  SALE_VOUCHERS,
  type SalesReport,
  type SalesReportBody,
  type SalesReportRow,
} from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import { scopeOfCurrent } from '../../core/scope.js';

/**
 * reporte_ventas: the register of sales over a date range (the columns an accountant needs), with
 * totals in soles by IGV type, by payment form (cash received, change deducted; credit apart) and
 * by voucher type. Annulled sales are listed only on request and never added.
 */
const MAX_DAYS = 366;

const voucherName = sql.raw(
  `(case v.codigo_comprobante ${SALE_VOUCHERS.map((d) => `when '${d.codigo}' then '${d.nombre}'`).join(' ')} else v.codigo_comprobante end)`,
);

export function salesReportRepository(db: Database) {
  return {
    async report(input: SalesReportBody, ex: Executor = db): Promise<SalesReport> {
      if (input.desde > input.hasta) throw new BusinessError('La fecha Desde no puede ser posterior a la fecha Hasta');
      const days = (Date.parse(input.hasta) - Date.parse(input.desde)) / 86_400_000;
      if (days > MAX_DAYS) throw new BusinessError('El reporte abarca como máximo un año; acorte el rango de fechas');
      const filters: SQL[] = [sql`v.fecha between ${input.desde}::date and ${input.hasta}::date`];
      if (input.idusuario) filters.push(sql`v.idusuario = ${input.idusuario}`);
      if (input.idsucursal) filters.push(sql`v.idsucursal = ${input.idsucursal}`);
      if (input.codigo_comprobante) filters.push(sql`v.codigo_comprobante = ${input.codigo_comprobante}`);
      if (input.tipo_pago_id) filters.push(sql`v.tipo_pago_id = ${input.tipo_pago_id}`);
      if (input.idpersona) filters.push(sql`v.idpersona = ${input.idpersona}`);
      if (input.idformapago)
        filters.push(
          sql`exists (select 1 from venta_pago vp where vp.idventa = v.idventa and vp.idformapago = ${input.idformapago})`,
        );
      if (!input.incluir_anuladas) filters.push(sql`v.estado_venta = 1`);
      // Only the sales in the caller's data scope (kit/scope.ts), like the sales list.
      const scope = scopeOfCurrent(SALE_OWNER, 'v');
      if (scope) filters.push(scope);
      const where = sql.join(filters, sql` and `);

      const filas = await queryRows<SalesReportRow>(
        ex,
        sql`select v.idventa, v.fecha::text as fecha, v.codigo_comprobante, ${voucherName} as comprobante, v.serie, v.numero,
                   v.serie || '-' || lpad(v.numero::text, 8, '0') as documento, td.codigo as cliente_tipo_documento, p.numero_documento as cliente_documento,
                   p.nombres as cliente, m.codigo as moneda, v.tipo_cambio::text as tipo_cambio, v.gravadas::text as gravadas, v.exoneradas::text as exoneradas,
                   v.inafectas::text as inafectas, v.gratuitas::text as gratuitas, v.igv::text as igv, v.icbper::text as icbper, v.total::text as total,
                   round(v.total * v.tipo_cambio, 2)::text as total_soles, tp.nombre as tipo_pago,
                   coalesce((select string_agg(f.nombre, ', ' order by vp.idventapago) from venta_pago vp join forma_pago f on f.idformapago = vp.idformapago where vp.idventa = v.idventa), tp.nombre) as formas_pago,
                   u.usuario, v.estado_venta, case when v.estado_venta = 1 then 'Emitida' else 'Anulada' end as estado, c.estado as cpe_estado
              from venta v join persona p on p.idpersona = v.idpersona join tipo_documento td on td.idtipodocumento = p.idtipodocumento
              join moneda m on m.idmoneda = v.idmoneda join tipo_pago tp on tp.idtipopago = v.tipo_pago_id join usuario u on u.idusuario = v.idusuario
              left join cpe_documento c on c.id = v.cpe_documento_id
             where ${where}
             order by v.fecha, v.codigo_comprobante, v.serie, v.numero`,
      );
      const issued = filas.filter((f) => f.estado_venta === 1);
      const soles = (f: SalesReportRow, k: keyof SalesReportRow) => dec(f[k] as string).times(dec(f.tipo_cambio));
      const total = (k: keyof SalesReportRow) => fixed(sum(issued.map((f) => soles(f, k))), 2);

      const porForma = await queryRows<{ idformapago: number | null; nombre: string; monto: string }>(
        ex,
        sql`(select f.idformapago, f.nombre, round(sum((vp.monto - case when f.nombre ilike 'efectivo%' then v.vuelto else 0 end) * v.tipo_cambio), 2)::text as monto
              from venta v join venta_pago vp on vp.idventa = v.idventa join forma_pago f on f.idformapago = vp.idformapago
             where ${where} and v.estado_venta = 1
             group by f.idformapago, f.nombre, f.orden order by f.orden)
            union all
            (select null, 'Crédito', round(sum(v.total * v.tipo_cambio), 2)::text from venta v where ${where} and v.estado_venta = 1 and v.tipo_pago_id = 2 having count(*) > 0)`,
      );
      const porComprobante = SALE_VOUCHERS.map((d) => {
        const of = issued.filter((f) => f.codigo_comprobante === d.codigo);
        return {
          codigo_comprobante: d.codigo,
          comprobante: d.nombre,
          ventas: of.length,
          total: fixed(sum(of.map((f) => soles(f, 'total'))), 2),
        };
      }).filter((r) => r.ventas > 0);
      return {
        filas,
        totales: {
          ventas: issued.length,
          gravadas: total('gravadas'),
          exoneradas: total('exoneradas'),
          inafectas: total('inafectas'),
          gratuitas: total('gratuitas'),
          igv: total('igv'),
          icbper: total('icbper'),
          total: total('total'),
        },
        por_forma_pago: porForma,
        por_comprobante: porComprobante,
      };
    },
  };
}
export type SalesReportRepository = ReturnType<typeof salesReportRepository>;
