import { sql, type SQL } from 'drizzle-orm';
import { dec, fixed, sum } from '@trade/money';
import {
  CREDIT_NOTE_OWNER,
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
 * reporte_ventas: the register of sales over a date range (the columns an accountant needs, SUNAT's
 * Registro de Ventas: the sales and the credit and debit notes issued in the range, each note with the
 * document it modifies), with totals in soles by IGV type net of the notes, by payment form (cash
 * received, change deducted; credit apart) and by voucher type. Annulled documents are listed only on
 * request and never added.
 */
const MAX_DAYS = 366;

/** A note's amounts in the register: a credit note takes away (negative), a debit note adds. */
const sign = sql.raw(`(case when n.tipo = '07' then -1 else 1 end)`);
const signed = (column: string) => sql.raw(`(case when n.tipo = '07' then -1 else 1 end * n.${column})::text`);

const voucherName = sql.raw(
  `(case v.codigo_comprobante ${SALE_VOUCHERS.map((d) => `when '${d.codigo}' then '${d.nombre}'`).join(' ')} else v.codigo_comprobante end)`,
);

export function salesReportRepository(db: Database) {
  return {
    /** The company's RUC (the PLE file's name). */
    async ruc(ex: Executor = db): Promise<string> {
      const [row] = await queryRows<{ ruc: string }>(ex, sql`select ruc from empresa order by idempresa limit 1`);
      if (!row) throw new BusinessError('Registre la empresa antes de exportar el registro de ventas');
      return row.ruc;
    },
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

      // Credit and debit notes issued in the range, of the sales the other filters select: SUNAT's
      // register lists them with the document they modify (a credit note's amounts negative).
      const noteFilters: SQL[] = [sql`n.fecha between ${input.desde}::date and ${input.hasta}::date`];
      if (input.idusuario) noteFilters.push(sql`n.idusuario = ${input.idusuario}`);
      if (input.idsucursal) noteFilters.push(sql`n.idsucursal = ${input.idsucursal}`);
      if (input.codigo_comprobante) noteFilters.push(sql`v.codigo_comprobante = ${input.codigo_comprobante}`);
      if (input.tipo_pago_id) noteFilters.push(sql`v.tipo_pago_id = ${input.tipo_pago_id}`);
      if (input.idpersona) noteFilters.push(sql`n.idpersona = ${input.idpersona}`);
      if (input.idformapago)
        noteFilters.push(
          sql`exists (select 1 from venta_pago vp where vp.idventa = v.idventa and vp.idformapago = ${input.idformapago})`,
        );
      if (!input.incluir_anuladas) noteFilters.push(sql`n.estado = 1`);
      const noteScope = scopeOfCurrent(CREDIT_NOTE_OWNER, 'n');
      if (noteScope) noteFilters.push(noteScope);
      const noteWhere = sql.join(noteFilters, sql` and `);

      const filas = await queryRows<SalesReportRow>(
        ex,
        sql`select * from (
            select 'venta' as origen, v.idventa, null::int as idnota, v.fecha::text as fecha, v.codigo_comprobante, ${voucherName} as comprobante, v.serie, v.numero,
                   v.serie || '-' || lpad(v.numero::text, 8, '0') as documento, td.codigo as cliente_tipo_documento, p.numero_documento as cliente_documento,
                   p.nombres as cliente, m.codigo as moneda, v.tipo_cambio::text as tipo_cambio, v.gravadas::text as gravadas, v.exoneradas::text as exoneradas,
                   v.inafectas::text as inafectas, v.gratuitas::text as gratuitas, v.igv::text as igv, v.icbper::text as icbper,
                   v.exportacion::text as exportacion, v.isc::text as isc, v.base_ivap::text as base_ivap, v.ivap::text as ivap, v.cargo::text as cargo, v.total::text as total,
                   round(v.total * v.tipo_cambio, 2)::text as total_soles,
                   null::text as modificado_codigo, null::text as modificado_documento, null::text as modificado_fecha, tp.nombre as tipo_pago,
                   coalesce((select string_agg(f.nombre, ', ' order by vp.idventapago) from venta_pago vp join forma_pago f on f.idformapago = vp.idformapago where vp.idventa = v.idventa), tp.nombre) as formas_pago,
                   u.usuario, v.estado_venta, case when v.estado_venta = 1 then 'Emitida' else 'Anulada' end as estado, c.estado as cpe_estado
              from venta v join persona p on p.idpersona = v.idpersona join tipo_documento td on td.idtipodocumento = p.idtipodocumento
              join moneda m on m.idmoneda = v.idmoneda join tipo_pago tp on tp.idtipopago = v.tipo_pago_id join usuario u on u.idusuario = v.idusuario
              left join cpe_documento c on c.id = v.cpe_documento_id
             where ${where}
            union all
            select case when n.tipo = '07' then 'nota_credito' else 'nota_debito' end, v.idventa, n.idnota, n.fecha::text, n.tipo,
                   case when n.tipo = '07' then 'Nota de crédito' else 'Nota de débito' end, n.serie, n.numero,
                   n.serie || '-' || lpad(n.numero::text, 8, '0'), td.codigo, p.numero_documento, p.nombres, m.codigo, n.tipo_cambio::text,
                   ${signed('gravadas')}, ${signed('exoneradas')}, ${signed('inafectas')}, ${signed('gratuitas')}, ${signed('igv')}, ${signed('icbper')},
                   ${signed('exportacion')}, ${signed('isc')}, ${signed('base_ivap')}, ${signed('ivap')}, ${signed('cargo')}, ${signed('total')},
                   (${sign} * round(n.total * n.tipo_cambio, 2))::text,
                   v.codigo_comprobante, v.serie || '-' || lpad(v.numero::text, 8, '0'), v.fecha::text, tp.nombre, tp.nombre,
                   u.usuario, n.estado, case when n.estado = 1 then 'Emitida' else 'Anulada' end, c.estado
              from nota_credito n join venta v on v.idventa = n.idventa join persona p on p.idpersona = n.idpersona
              join tipo_documento td on td.idtipodocumento = p.idtipodocumento join moneda m on m.idmoneda = n.idmoneda
              join tipo_pago tp on tp.idtipopago = v.tipo_pago_id join usuario u on u.idusuario = n.idusuario
              left join cpe_documento c on c.id = n.cpe_documento_id
             where ${noteWhere}) r
             order by r.fecha, r.codigo_comprobante, r.serie, r.numero`,
      );
      const issued = filas.filter((f) => f.estado_venta === 1);
      const sales = issued.filter((f) => f.origen === 'venta');
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
      const porComprobante = [
        ...SALE_VOUCHERS,
        { codigo: '07', nombre: 'Nota de crédito' },
        { codigo: '08', nombre: 'Nota de débito' },
      ]
        .map((d) => {
          const of = issued.filter((f) => f.codigo_comprobante === d.codigo);
          return {
            codigo_comprobante: d.codigo,
            comprobante: d.nombre,
            ventas: of.length,
            total: fixed(sum(of.map((f) => soles(f, 'total'))), 2),
          };
        })
        .filter((r) => r.ventas > 0);
      return {
        filas,
        totales: {
          ventas: sales.length,
          notas: issued.length - sales.length,
          gravadas: total('gravadas'),
          exoneradas: total('exoneradas'),
          inafectas: total('inafectas'),
          gratuitas: total('gratuitas'),
          exportacion: total('exportacion'),
          isc: total('isc'),
          base_ivap: total('base_ivap'),
          ivap: total('ivap'),
          igv: total('igv'),
          icbper: total('icbper'),
          cargo: total('cargo'),
          total: total('total'),
        },
        por_forma_pago: porForma,
        por_comprobante: porComprobante,
      };
    },
  };
}
export type SalesReportRepository = ReturnType<typeof salesReportRepository>;
