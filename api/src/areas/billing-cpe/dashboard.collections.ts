import { sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import type { CollectionsSummary } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { describeScope, scopeFilter, type Range, type Scope } from './dashboard.scope.js';

/*
 * resumencobranzas: the client credits (purchasing-credits' credito, credito_cuota, credito_pago)
 * of the scope — the seller who opened the credit (the sale's seller) and its branch. Balances are
 * per instalment (monto − pagado); due or overdue by the Lima day. Amounts in soles: a credit in
 * dollars at its sale's rate, or, opened by hand, at the latest stored selling rate.
 */
const LISTED = 20;

// Only a credit in another currency reads its sale (the CASE keeps the lookup off the soles ones).
const rate = sql.raw(
  `case when m.codigo = 'PEN' then 1 else coalesce((select v.tipo_cambio from venta v where v.idventa = c.idventa), (select t.venta from tipo_cambio t order by t.fecha desc limit 1), 1) end`,
);

export async function collections(ex: Executor, scope: Scope, range: Range, hoy: string): Promise<CollectionsSummary> {
  // The four reads at once (a pool on PostgreSQL).
  const [alcance, [due], [paid], overdue] = await Promise.all([
    describeScope(ex, scope),
    queryRows<{ por_vencer_n: number; por_vencer: string; vencido_n: number; vencido: string }>(
      ex,
      sql`select (count(*) filter (where q.fecha_vencimiento >= ${hoy}::date))::int as por_vencer_n,
               round(coalesce(sum((q.monto - q.pagado) * ${rate}) filter (where q.fecha_vencimiento >= ${hoy}::date), 0), 2)::text as por_vencer,
               (count(*) filter (where q.fecha_vencimiento < ${hoy}::date))::int as vencido_n,
               round(coalesce(sum((q.monto - q.pagado) * ${rate}) filter (where q.fecha_vencimiento < ${hoy}::date), 0), 2)::text as vencido
          from credito c join credito_cuota q on q.idcredito = c.idcredito join moneda m on m.idmoneda = c.idmoneda
         where c.tipo = 'cliente' and c.estado = 1 and c.saldo > 0 and q.pagado < q.monto ${scopeFilter(scope, 'c')}`,
    ),
    queryRows<{ n: number; total: string }>(
      ex,
      sql`select count(*)::int as n, round(coalesce(sum(pg.importe * ${rate}), 0), 2)::text as total
          from credito_pago pg join credito c on c.idcredito = pg.idcredito join moneda m on m.idmoneda = c.idmoneda
         where pg.estado = 1 and c.tipo = 'cliente' and pg.fecha between ${range.inicio}::date and ${range.fin}::date ${scopeFilter(scope, 'c')}`,
    ),
    queryRows<CollectionsSummary['vencidas'][number]>(
      ex,
      sql`select c.idcredito, c.documento, p.nombres as cliente, q.numero as cuota, q.fecha_vencimiento::text as fecha_vencimiento,
               (${hoy}::date - q.fecha_vencimiento)::int as dias_atraso, round((q.monto - q.pagado) * ${rate}, 2)::text as saldo
          from credito c join credito_cuota q on q.idcredito = c.idcredito join moneda m on m.idmoneda = c.idmoneda join persona p on p.idpersona = c.idpersona
         where c.tipo = 'cliente' and c.estado = 1 and c.saldo > 0 and q.pagado < q.monto and q.fecha_vencimiento < ${hoy}::date ${scopeFilter(scope, 'c')}
         order by q.fecha_vencimiento, c.idcredito, q.numero
         limit ${LISTED}`,
    ),
  ]);
  return {
    alcance,
    ...range,
    por_vencer: { cantidad: Number(due?.por_vencer_n ?? 0), total: fixed(dec(due?.por_vencer ?? '0')) },
    vencido: { cantidad: Number(due?.vencido_n ?? 0), total: fixed(dec(due?.vencido ?? '0')) },
    cobrado: { cantidad: Number(paid?.n ?? 0), total: fixed(dec(paid?.total ?? '0')) },
    vencidas: overdue.map((r) => ({
      ...r,
      idcredito: Number(r.idcredito),
      cuota: Number(r.cuota),
      dias_atraso: Number(r.dias_atraso),
      saldo: fixed(dec(r.saldo)),
    })),
  };
}
