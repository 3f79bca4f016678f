import { sql } from 'drizzle-orm';
import { PLAZO_ENVIO_DIAS, type DashboardSummary } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { DATED_TYPES, PENDING_STATES, plazoOf } from './cpe-documents.repository.js';
import { scopeFilter, type Scope } from './dashboard.scope.js';

/*
 * The dashboard's two alert blocks: electronic documents with SUNAT problems (the /manage_cpe
 * deadline rule itself, `plazoOf`, so both screens agree) and products at or below their minimum stock.
 */
const LISTED = 20;
const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The current CPE of the scope's sales and notes (a document replaced by revercecpe is history, not
 * a problem) that SUNAT rejected, that failed to send, or that is not accepted yet on the last days
 * of its sending window or after it.
 */
export async function cpeProblems(ex: Executor, scope: Scope, hoy: string): Promise<DashboardSummary['cpe']> {
  const plazo = plazoOf(hoy);
  const rows = await queryRows<{
    id: number;
    tipo_doc: string;
    documento: string;
    fecha_emision: string;
    cliente: string | null;
    total: string | null;
    estado: string;
    plazo: string | null;
    plazo_envio: string;
    n: number;
    rechazados: number;
    errores: number;
    por_vencer: number;
    vencidos: number;
  }>(
    ex,
    sql`with problemas as (
          select cpe_documento.id, cpe_documento.tipo_doc, cpe_documento.serie || '-' || lpad(cpe_documento.numero::text, 8, '0') as documento, cpe_documento.fecha_emision,
                 cpe_documento.cliente_nombre as cliente, cpe_documento.total::text as total, cpe_documento.estado, ${plazo} as plazo,
                 to_char(cpe_documento.fecha_emision::date + ${sql.raw(String(PLAZO_ENVIO_DIAS))}, 'YYYY-MM-DD') as plazo_envio
            from cpe_documento
           where cpe_documento.estado in (${inList(['rechazado', ...PENDING_STATES])}) and cpe_documento.tipo_doc in (${inList(DATED_TYPES)})
             and (exists (select 1 from venta v where v.cpe_documento_id = cpe_documento.id ${scopeFilter(scope, 'v')})
               or exists (select 1 from nota_credito n where n.cpe_documento_id = cpe_documento.id ${scopeFilter(scope, 'n')}))
        )
        select p.*, count(*) over ()::int as n,
               (count(*) filter (where p.estado = 'rechazado') over ())::int as rechazados,
               (count(*) filter (where p.estado = 'error') over ())::int as errores,
               (count(*) filter (where p.plazo = 'por_vencer') over ())::int as por_vencer,
               (count(*) filter (where p.plazo = 'vencido') over ())::int as vencidos
          from problemas p
         where p.estado in ('rechazado', 'error') or p.plazo is not null
         order by case when p.plazo = 'vencido' then 0 when p.estado = 'rechazado' then 1 when p.plazo = 'por_vencer' then 2 else 3 end, p.fecha_emision, p.id
         limit ${LISTED}`,
  );
  const first = rows[0];
  return {
    rechazados: Number(first?.rechazados ?? 0),
    error: Number(first?.errores ?? 0),
    por_vencer: Number(first?.por_vencer ?? 0),
    vencidos: Number(first?.vencidos ?? 0),
    documentos: rows.map((r) => ({
      id: Number(r.id),
      tipo_doc: r.tipo_doc,
      documento: r.documento,
      fecha_emision: r.fecha_emision,
      cliente: r.cliente,
      total: r.total,
      estado: r.estado,
      plazo: r.plazo,
      plazo_envio: r.plazo_envio,
    })),
  };
}

/** Active stock-controlled products whose stock (in the branch's warehouses, when one is chosen) is at or below their minimum; the emptiest first. */
export async function lowStock(ex: Executor, scope: Scope): Promise<DashboardSummary['stock_bajo']> {
  const branch = scope.idsucursal ? sql`and a.idsucursal = ${scope.idsucursal}` : sql``;
  const rows = await queryRows<{
    producto_id: number;
    codigo_producto: string | null;
    denominacion: string;
    stock: string;
    stock_minimo: string;
    n: number;
  }>(
    ex,
    sql`select p.producto_id, p.codigo_producto, p.denominacion, coalesce(s.cantidad, 0)::text as stock, p.stock_minimo::text as stock_minimo, count(*) over ()::int as n
          from producto p
          left join lateral (select sum(st.cantidad) as cantidad from stock st join almacen a on a.idalmacen = st.idalmacen where st.producto_id = p.producto_id ${branch}) s on true
         where p.estado = 1 and p.control_stock and not p.servicio and p.stock_minimo > 0 and coalesce(s.cantidad, 0) <= p.stock_minimo
         order by coalesce(s.cantidad, 0) / p.stock_minimo, p.denominacion, p.producto_id
         limit ${LISTED}`,
  );
  return {
    cantidad: Number(rows[0]?.n ?? 0),
    productos: rows.map(({ n: _n, ...r }) => ({
      ...r,
      producto_id: Number(r.producto_id),
      stock: String(Number(r.stock)),
      stock_minimo: String(Number(r.stock_minimo)),
    })),
  };
}
