import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { dec, fixed } from '@trade/money';
import type {
  MonthlySalesRow,
  ProductUtility,
  ProductUtilityQuery,
  SalesHistoryBody,
  SalesHistoryRow,
} from '@trade/contracts/finance-loans';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';

export const HISTORY_ERROR = 'Error al guardar registros del mes';

/** The row of note lines on a concept rather than a product (an amount, a penalty...). */
export const CONCEPTOS = 'Notas de crédito y débito por conceptos (sin producto)';

/** The longest period the utility report reads at once. */
const MAX_DAYS = 366;

/** Whose sales the utility reads: 0 = every seller, every branch. */
export interface UtilityScope {
  inicio: string;
  fin: string;
  idusuario: number;
  idsucursal?: number;
}

/**
 * What each product sold and cost in a period (the utility's one query, also read by the
 * dashboard's gross profit and top products): issued sales only, sales without IGV in soles at the
 * sale's rate with a global discount prorated, cost at the ledger's weighted average as the sale
 * took it; credit and debit notes count in their own date (see utilityRepository). Unsorted.
 * `from`: the sales part from every line ('lines', this report) or from the dashboard's per-day
 * summary ('summary', docs/dashboard.md "Summaries"); the notes are read live either way.
 */
export async function salesByProduct(
  ex: Executor,
  scope: UtilityScope,
  from: 'lines' | 'summary' = 'lines',
): Promise<ProductUtility['productos']> {
  const { inicio, fin, idusuario } = scope;
  const idsucursal = scope.idsucursal ?? 0;
  // Each row's terms: quantity, sales without IGV in soles, cost (notes signed). The sales part comes
  // from every line of the period, or (the dashboard) from the per-day summary tablero_producto that
  // triggers keep with the same terms already summed (migration 0025): the sums are equal to the cent.
  const sales =
    from === 'summary'
      ? sql`select t.producto_id, t.cantidad, t.ventas as valor, t.costo from tablero_producto t
             where t.fecha between ${inicio}::date and ${fin}::date and t.lineas <> 0
               and (${idusuario}::int = 0 or t.idusuario = ${idusuario}::int)
               and (${idsucursal}::int = 0 or t.idsucursal = ${idsucursal}::int)`
      : sql`select l.producto_id, l.cantidad, case when l.gratuito or l.base_lineas = 0 then 0 else l.valor_venta * l.base_doc / l.base_lineas end * l.tipo_cambio as valor, l.costo
              from (select d.producto_id, d.cantidad_base as cantidad, d.gratuito, d.valor_venta, d.cantidad_base * coalesce(d.costo_unitario, 0) as costo, v.tipo_cambio,
                           v.gravadas + v.exoneradas + v.inafectas + v.exportacion as base_doc,
                           sum(case when d.gratuito then 0 else d.valor_venta end) over (partition by v.idventa) as base_lineas
                      from venta v join venta_detalle d on d.idventa = v.idventa
                     where v.estado_venta = 1 and v.fecha between ${inicio}::date and ${fin}::date
                       and (${idusuario}::int = 0 or v.idusuario = ${idusuario}::int)
                       and (${idsucursal}::int = 0 or v.idsucursal = ${idsucursal}::int)) l`;
  const rows = await queryRows<{
    producto_id: number;
    codigo_producto: string | null;
    denominacion: string;
    cantidad: string;
    ventas: string;
    costo: string;
  }>(
    ex,
    sql`with lineas as (
          ${sales}
          union all
          -- Notes of issued sales, in the period of the note's date, for the sale's seller and branch. A credit
          -- note (07) takes its value off (its base net of any global discount, prorated like a sale's) and what
          -- it returned to stock gives back the units and their cost as the sale took it; a debit note (08)
          -- adds value only. Concept lines (no product) go to one row of their own (producto_id 0).
          select l.producto_id, l.signo * l.cantidad, l.signo * case when l.gratuito or l.base_lineas = 0 then 0 else l.valor_venta * l.base_doc / l.base_lineas end * l.tipo_cambio,
                 l.signo * l.costo
            from (select nd.producto_id, case when nd.devuelve then nd.cantidad_base else 0 end as cantidad, nd.gratuito, nd.valor_venta,
                         case when nd.devuelve then nd.cantidad_base * coalesce(vd.costo_unitario, 0) else 0 end as costo, n.tipo_cambio,
                         n.gravadas + n.exoneradas + n.inafectas + n.exportacion as base_doc,
                         sum(case when nd.gratuito then 0 else nd.valor_venta end) over (partition by n.idnota) as base_lineas,
                         case n.tipo when '07' then -1 else 1 end as signo
                    from nota_credito n join venta v on v.idventa = n.idventa
                    join nota_credito_detalle nd on nd.idnota = n.idnota
                    left join venta_detalle vd on vd.iddetalle = nd.iddetalle
                   where n.estado = 1 and v.estado_venta = 1 and n.fecha between ${inicio}::date and ${fin}::date
                     and (${idusuario}::int = 0 or v.idusuario = ${idusuario}::int)
                     and (${idsucursal}::int = 0 or v.idsucursal = ${idsucursal}::int)) l
        )
        select coalesce(l.producto_id, 0) as producto_id, p.codigo_producto, coalesce(p.denominacion, ${CONCEPTOS}) as denominacion,
               sum(l.cantidad)::text as cantidad, round(sum(l.valor), 2)::text as ventas, round(sum(l.costo), 2)::text as costo
          from lineas l left join producto p on p.producto_id = l.producto_id
         group by 1, 2, 3`,
  );
  return rows.map((r) => {
    const ventas = dec(r.ventas);
    const utilidad = ventas.minus(dec(r.costo));
    return {
      producto_id: r.producto_id,
      codigo_producto: r.codigo_producto,
      denominacion: r.denominacion,
      cantidad: dec(r.cantidad).toString(),
      ventas: fixed(ventas),
      costo: fixed(dec(r.costo)),
      utilidad: fixed(utilidad),
      margen: ventas.isZero() ? '' : fixed(utilidad.div(ventas).times(100)),
    };
  });
}

/**
 * Utility and monthly sales from the sales themselves: issued sales only (an annulled or voided
 * sale has estado_venta 0), amounts in soles at each sale's exchange rate. A line's share of a
 * global discount is prorated over the sale's non-free lines, so the products add up to the sale's
 * taxable base; a free line sells nothing but its cost counts. Credit notes (07) of issued sales
 * count in their own date: they take their value off and, for the units they returned to stock, the
 * units and their cost come back; debit notes (08) add their value.
 */
export function utilityRepository(db: Database) {
  async function monthTotals(anio: number, ex: Executor): Promise<MonthlySalesRow[]> {
    const rows = await queryRows<{ mes: number; total: string; cantidad: number }>(
      ex,
      sql`select mes, round(sum(total), 2)::text as total, sum(cantidad)::int as cantidad from (
              select extract(month from v.fecha)::int as mes, v.total * v.tipo_cambio as total, 1 as cantidad
                from venta v
               where v.estado_venta = 1 and v.fecha >= make_date(${anio}, 1, 1) and v.fecha < make_date(${anio} + 1, 1, 1)
              union all
              -- Notes count in their own month: a credit note (07) takes its total off, a debit note (08) adds it.
              select extract(month from n.fecha)::int, case n.tipo when '07' then -1 else 1 end * n.total * n.tipo_cambio, 0
                from nota_credito n join venta v on v.idventa = n.idventa
               where n.estado = 1 and v.estado_venta = 1 and n.fecha >= make_date(${anio}, 1, 1) and n.fecha < make_date(${anio} + 1, 1, 1)
            ) m
           group by 1`,
    );
    const byMonth = new Map(rows.map((r) => [Number(r.mes), r]));
    return Array.from({ length: 12 }, (_, i) => {
      const found = byMonth.get(i + 1);
      return {
        mes: i + 1,
        total: found ? fixed(dec(found.total)) : '0.00',
        cantidad: found ? Number(found.cantidad) : 0,
      };
    });
  }

  async function historyRows(anio: number, ex: Executor, mes?: number): Promise<SalesHistoryRow[]> {
    return queryRows<SalesHistoryRow>(
      ex,
      sql`select h.anio::int as anio, h.mes::int as mes, h.total::text as total, h.cantidad, h.origen, h.registrado::text as registrado, u.nombres as usuario
            from historico_ventas h join usuario u on u.idusuario = h.idusuario
           where h.anio = ${anio} ${mes === undefined ? sql`` : sql`and h.mes = ${mes}`}
           order by h.mes`,
    );
  }

  return {
    /** Per-product sales, cost and profit over a scope (the utility report; the dashboard reads it from its summary). */
    salesByProduct,

    async products(query: ProductUtilityQuery, ex: Executor = db): Promise<ProductUtility> {
      const { inicio, fin } = query;
      if (fin < inicio) throw new BusinessError('La fecha de fin no puede ser anterior a la de inicio');
      const days = (Date.parse(fin) - Date.parse(inicio)) / 86_400_000;
      if (days > MAX_DAYS) throw new BusinessError('El periodo no puede pasar de un año');
      const productos = (await salesByProduct(ex, { inicio, fin, idusuario: query.idusuario ?? 0 })).sort(
        (a, b) => dec(b.utilidad).comparedTo(dec(a.utilidad)) || a.denominacion.localeCompare(b.denominacion, 'es'),
      );
      const [expenses] = await queryRows<{ monto: string }>(
        ex,
        sql`select coalesce(sum(monto), 0)::text as monto from gasto_operativo where fecha between ${inicio}::date and ${fin}::date`,
      );
      const sum = (field: 'ventas' | 'costo') => productos.reduce((acc, p) => acc.plus(dec(p[field])), dec(0));
      const bruta = sum('ventas').minus(sum('costo'));
      const gastos = dec(expenses?.monto ?? '0');
      return {
        inicio,
        fin,
        productos,
        ventas: fixed(sum('ventas')),
        costo: fixed(sum('costo')),
        utilidad_bruta: fixed(bruta),
        gastos_operativos: fixed(gastos),
        utilidad_neta: fixed(bruta.minus(gastos)),
      };
    },

    monthly: (anio: number, ex: Executor = db) => monthTotals(anio, ex),

    history: (anio: number, ex: Executor = db) => historyRows(anio, ex),

    /**
     * Stores a month: a month with sales in the system is always computed from them (a typed total
     * would contradict the sales); a month without sales may take a typed total (the history of
     * the business before the system). A month that has not started yet is refused.
     */
    async saveHistory(input: SalesHistoryBody, tx: Executor, user: SessionUser): Promise<SalesHistoryRow> {
      const month = `${input.anio}-${String(input.mes).padStart(2, '0')}`;
      if (month > todayLima().slice(0, 7)) throw new BusinessError(`${HISTORY_ERROR}: el mes ${month} aún no empieza`);
      const computed = (await monthTotals(input.anio, tx))[input.mes - 1]!;
      const typed = input.total !== undefined && input.total !== null;
      if (typed && computed.cantidad > 0) {
        throw new BusinessError(
          `${HISTORY_ERROR}: el mes ${month} tiene ventas registradas; su total se calcula de ellas`,
        );
      }
      const total = typed ? fixed(dec(input.total as string)) : computed.total;
      const cantidad = typed ? (input.cantidad ?? 0) : computed.cantidad;
      const origen = typed ? 'manual' : 'calculado';
      await tx.execute(
        sql`insert into historico_ventas (anio, mes, total, cantidad, origen, idusuario)
            values (${input.anio}, ${input.mes}, ${total}, ${cantidad}, ${origen}, ${user.idusuario})
            on conflict (anio, mes) do update set total = excluded.total, cantidad = excluded.cantidad, origen = excluded.origen,
              idusuario = excluded.idusuario, registrado = now()`,
      );
      return (await historyRows(input.anio, tx, input.mes))[0]!;
    },
  };
}
