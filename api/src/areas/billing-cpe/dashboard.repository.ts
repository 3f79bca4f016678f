import { sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import { SALE_VOUCHERS, type DailySales, type DashboardSummary } from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { addDays, describeScope, previousRange, scopeFilter, type Range, type Scope } from './dashboard.scope.js';
import { cpeProblems, lowStock } from './dashboard.alerts.js';
import { collections } from './dashboard.collections.js';
import type { UtilityDoor } from './doors.js';

/**
 * The dashboard's sales figures (resumenusuario, histogramaventasusuario). Sales count as the
 * finance utility counts them: issued sales only (an annulled nota de venta or a voided factura or
 * boleta has estado_venta 0 and drops out of every figure), amounts with IGV in soles at each
 * sale's rate. Credit and debit notes are shown apart (notas_credito, notas_debito); the gross
 * profit nets them as the utility report does.
 *
 * The sales figures read the per-day summaries (tablero_venta, tablero_cliente, tablero_pago,
 * tablero_producto) that triggers keep in each sale's transaction (migration 0025): unrounded sums
 * of the live queries' own terms, so each figure, rounded once over the range, is the live one to
 * the cent (the API test compares them with the sales themselves).
 */
const TOP = 10;

const soles = (column: string) => sql.raw(`round(coalesce(sum(${column}), 0), 2)::text`);

/** Percent change of `now` against `before`, 2 decimals; '' when there is nothing to compare with. */
export function change(now: string | number, before: string | number): string {
  const b = dec(before);
  return b.isZero() ? '' : fixed(dec(now).minus(b).div(b).times(100));
}

export function dashboardRepository(db: Database, finance: Pick<UtilityDoor, 'salesByProduct'>) {
  /**
   * One pass over the range and the previous period: count and total by period, voucher type and
   * payment type (contado / crédito); the periods, the voucher split and cash against credit come from it.
   */
  async function salesFigures(ex: Executor, scope: Scope, range: Range) {
    const before = previousRange(range);
    const rows = await queryRows<{
      actual: boolean;
      codigo_comprobante: string;
      tipo_pago_id: number;
      cantidad: number;
      total: string;
    }>(
      ex,
      sql`select t.fecha >= ${range.inicio}::date as actual, t.codigo_comprobante, t.tipo_pago_id, sum(t.ventas)::int as cantidad, ${soles('t.total')} as total from tablero_venta t
           where t.fecha between ${before.inicio}::date and ${range.fin}::date ${scopeFilter(scope, 't')}
           group by 1, 2, 3 having sum(t.ventas) <> 0`,
    );
    const add = (filter: (r: (typeof rows)[number]) => boolean) => {
      const picked = rows.filter(filter);
      return {
        cantidad: picked.reduce((n, r) => n + Number(r.cantidad), 0),
        total: fixed(picked.reduce((acc, r) => acc.plus(dec(r.total)), dec(0))),
      };
    };
    const period = (r: Range, actual: boolean) => {
      const { cantidad, total } = add((x) => x.actual === actual);
      return { ...r, cantidad, total, ticket_promedio: cantidad ? fixed(dec(total).div(cantidad)) : '0.00' };
    };
    return {
      actual: period(range, true),
      anterior: period(before, false),
      por_comprobante: SALE_VOUCHERS.map((d) => ({
        codigo: d.codigo,
        nombre: d.nombre,
        ...add((r) => r.actual && r.codigo_comprobante === d.codigo),
      })),
      contado: add((r) => r.actual && Number(r.tipo_pago_id) !== 2),
      credito: add((r) => r.actual && Number(r.tipo_pago_id) === 2),
    };
  }

  /** Cash received by payment form, the change deducted from the cash form (as the sales report counts it). */
  async function byPaymentForm(ex: Executor, scope: Scope, range: Range) {
    const rows = await queryRows<{ idformapago: number; nombre: string; total: string }>(
      ex,
      sql`select f.idformapago, f.nombre, round(sum(t.monto - case when f.nombre ilike 'efectivo%' then t.vuelto else 0 end), 2)::text as total
            from tablero_pago t join forma_pago f on f.idformapago = t.idformapago
           where t.pagos <> 0 and t.fecha between ${range.inicio}::date and ${range.fin}::date ${scopeFilter(scope, 't')}
           group by f.idformapago, f.nombre, f.orden order by f.orden, f.nombre`,
    );
    return rows.map((r) => ({ idformapago: Number(r.idformapago), nombre: r.nombre, total: fixed(dec(r.total)) }));
  }

  async function topClients(ex: Executor, scope: Scope, range: Range) {
    const rows = await queryRows<{
      idpersona: number;
      documento: string;
      nombre: string;
      cantidad: number;
      total: string;
    }>(
      ex,
      sql`select t.idpersona, p.numero_documento as documento, p.nombres as nombre, t.cantidad, t.total from (
            select c.idpersona, sum(c.ventas)::int as cantidad, round(sum(c.total), 2) as total from tablero_cliente c
             where c.ventas <> 0 and c.fecha between ${range.inicio}::date and ${range.fin}::date ${scopeFilter(scope, 'c')}
             group by c.idpersona order by 3 desc, 1 limit ${TOP}) t
          join persona p on p.idpersona = t.idpersona order by t.total desc, t.idpersona`,
    );
    return rows.map((r) => ({ ...r, cantidad: Number(r.cantidad), total: fixed(dec(String(r.total))) }));
  }

  /** Credit (07) and debit (08) notes in force issued in the range, in soles. */
  async function notes(ex: Executor, scope: Scope, range: Range) {
    const rows = await queryRows<{ tipo: string; cantidad: number; total: string }>(
      ex,
      sql`select n.tipo, count(*)::int as cantidad, round(coalesce(sum(n.total * n.tipo_cambio), 0), 2)::text as total from nota_credito n
           where n.estado = 1 and n.fecha between ${range.inicio}::date and ${range.fin}::date ${scopeFilter(scope, 'n')}
           group by n.tipo`,
    );
    const of = (tipo: string) => {
      const r = rows.find((x) => x.tipo === tipo);
      return { cantidad: Number(r?.cantidad ?? 0), total: fixed(dec(r?.total ?? '0')) };
    };
    return { notas_credito: of('07'), notas_debito: of('08') };
  }

  /** Gross profit and top products: the finance utility's own per-product figures over the same scope. */
  async function utility(ex: Executor, scope: Scope, range: Range) {
    const products = await finance.salesByProduct(
      ex,
      { ...range, idusuario: scope.idusuario, idsucursal: scope.idsucursal },
      'summary',
    );
    const ventas = products.reduce((acc, p) => acc.plus(dec(p.ventas)), dec(0));
    const costo = products.reduce((acc, p) => acc.plus(dec(p.costo)), dec(0));
    const bruta = ventas.minus(costo);
    const top = [...products]
      .sort((a, b) => dec(b.ventas).comparedTo(dec(a.ventas)) || a.denominacion.localeCompare(b.denominacion, 'es'))
      .slice(0, TOP)
      .map(({ producto_id, codigo_producto, denominacion, cantidad, ventas: v, utilidad }) => ({
        producto_id,
        codigo_producto,
        denominacion,
        cantidad,
        ventas: v,
        utilidad,
      }));
    return {
      utilidad: {
        ventas: fixed(ventas),
        costo: fixed(costo),
        utilidad_bruta: fixed(bruta),
        margen: ventas.isZero() ? '' : fixed(bruta.div(ventas).times(100)),
      },
      top_productos: top,
    };
  }

  return {
    /** resumencobranzas (dashboard.collections.ts). */
    collections: (scope: Scope, range: Range, hoy: string, ex: Executor = db) => collections(ex, scope, range, hoy),

    async summary(scope: Scope, range: Range, hoy: string, ex: Executor = db): Promise<DashboardSummary> {
      // Every read at once (a pool on PostgreSQL): the answer takes the slowest, not the sum.
      const [alcance, { actual, anterior, ...vouchers }, forms, clients, notas, profit, cpe, stock] = await Promise.all(
        [
          describeScope(ex, scope),
          salesFigures(ex, scope, range),
          byPaymentForm(ex, scope, range),
          topClients(ex, scope, range),
          notes(ex, scope, range),
          utility(ex, scope, range),
          cpeProblems(ex, scope, hoy),
          lowStock(ex, scope),
        ],
      );
      return {
        alcance,
        actual,
        anterior,
        variacion_total: change(actual.total, anterior.total),
        variacion_cantidad: change(actual.cantidad, anterior.cantidad),
        ...vouchers,
        por_forma_pago: forms,
        ...notas,
        ...profit,
        top_clientes: clients,
        cpe,
        stock_bajo: stock,
      };
    },

    /** Each day of the month `mes` (YYYY-MM): issued sales and their total in soles. */
    async daily(scope: Scope, mes: string, ex: Executor = db): Promise<DailySales> {
      const inicio = `${mes}-01`;
      const [y, m] = mes.split('-').map(Number) as [number, number];
      const fin = addDays(m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`, -1);
      const [alcance, rows] = await Promise.all([
        describeScope(ex, scope),
        queryRows<{ fecha: string; cantidad: number; total: string }>(
          ex,
          sql`select t.fecha::text as fecha, sum(t.ventas)::int as cantidad, ${soles('t.total')} as total from tablero_venta t
             where t.fecha between ${inicio}::date and ${fin}::date ${scopeFilter(scope, 't')}
             group by t.fecha having sum(t.ventas) <> 0`,
        ),
      ]);
      const byDay = new Map(rows.map((r) => [r.fecha, r]));
      const dias: DailySales['dias'] = [];
      for (let day = inicio; day <= fin; day = addDays(day, 1)) {
        const r = byDay.get(day);
        dias.push({
          fecha: day,
          dia: Number(day.slice(8, 10)),
          cantidad: Number(r?.cantidad ?? 0),
          total: fixed(dec(r?.total ?? '0')),
        });
      }
      return {
        alcance,
        mes,
        cantidad: dias.reduce((n, d) => n + d.cantidad, 0),
        total: fixed(dias.reduce((acc, d) => acc.plus(dec(d.total)), dec(0))),
        dias,
      };
    },
  };
}
