import { asc, desc, eq, sql } from 'drizzle-orm';
import { EXPENSE_OWNER } from '@trade/contracts/finance-loans';
import { dec, fixed } from '@trade/money';
import type {
  ExpenseCategoryRow,
  ExpenseSummaryRow,
  OperatingExpenseBody,
  OperatingExpenseListQuery,
  OperatingExpenseRow,
} from '@trade/contracts/finance-loans';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { categoriaGasto, gastoOperativo, sucursal, usuario } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { scopeOfCurrent } from '../../core/scope.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import type { SessionUser } from '../../core/access.js';

export const EXPENSE_ERROR = 'Error al registrar gasto';

const listing: ListSpec<OperatingExpenseRow> = {
  owner: EXPENSE_OWNER,
  columns: {
    idgasto: gastoOperativo.idgasto,
    idcategoria: gastoOperativo.idcategoria,
    categoria: categoriaGasto.nombre,
    idsucursal: gastoOperativo.idsucursal,
    sucursal: sucursal.nombre,
    descripcion: gastoOperativo.descripcion,
    monto: gastoOperativo.monto,
    fecha: sql<string>`${gastoOperativo.fecha}::text`,
    periodo: sql<string>`to_char(${gastoOperativo.fecha}, 'YYYY-MM')`,
    documento: gastoOperativo.documento,
    usuario: usuario.nombres,
  },
  from: (select) =>
    select
      .from(gastoOperativo)
      .innerJoin(categoriaGasto, eq(categoriaGasto.idcategoria, gastoOperativo.idcategoria))
      .innerJoin(sucursal, eq(sucursal.idsucursal, gastoOperativo.idsucursal))
      .innerJoin(usuario, eq(usuario.idusuario, gastoOperativo.idusuario)),
  search: [gastoOperativo.descripcion, gastoOperativo.documento, categoriaGasto.nombre],
  orderBy: [desc(gastoOperativo.fecha), desc(gastoOperativo.idgasto)],
  dates: { column: gastoOperativo.fecha, kind: 'date' },
  totals: { monto: gastoOperativo.monto },
};

/** Operating expenses by category and month (the utility report subtracts them). */
export function operatingExpensesRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<OperatingExpenseRow> {
    const [row] = await selectRows(ex, listing, eq(gastoOperativo.idgasto, id));
    if (!row) throw notFound('El gasto');
    return row;
  }
  return {
    get,
    list({ periodo, idcategoria, idsucursal, ...query }: OperatingExpenseListQuery, ex: Executor = db) {
      return pagedList(ex, listing, query, [
        periodo ? sql`to_char(${gastoOperativo.fecha}, 'YYYY-MM') = ${periodo}` : undefined,
        idcategoria ? eq(gastoOperativo.idcategoria, idcategoria) : undefined,
        idsucursal ? eq(gastoOperativo.idsucursal, idsucursal) : undefined,
      ]);
    },
    async create(input: OperatingExpenseBody, tx: Executor, actor: SessionUser): Promise<OperatingExpenseRow> {
      const idsucursal = input.idsucursal ?? actor.idsucursal;
      if (!idsucursal) throw new BusinessError(`${EXPENSE_ERROR}: indique la sucursal`);
      const [category] = await tx
        .select({ estado: categoriaGasto.estado })
        .from(categoriaGasto)
        .where(eq(categoriaGasto.idcategoria, input.idcategoria));
      if (!category || category.estado !== 1) throw notFound('La categoría');
      const [branch] = await tx
        .select({ id: sucursal.idsucursal })
        .from(sucursal)
        .where(eq(sucursal.idsucursal, idsucursal));
      if (!branch) throw notFound('La sucursal');
      const amount = dec(input.monto);
      if (amount.lte(0)) throw new BusinessError(`${EXPENSE_ERROR}: el monto debe ser mayor que cero`);
      const [created] = await tx
        .insert(gastoOperativo)
        .values({
          idcategoria: input.idcategoria,
          idsucursal,
          descripcion: input.descripcion.trim(),
          monto: fixed(amount),
          fecha: input.fecha,
          documento: blankToNull(input.documento),
          idusuario: actor.idusuario,
        })
        .returning({ id: gastoOperativo.idgasto });
      return get(created!.id, tx);
    },
    async remove(id: number, tx: Executor): Promise<void> {
      const deleted = await tx
        .delete(gastoOperativo)
        .where(eq(gastoOperativo.idgasto, id))
        .returning({ id: gastoOperativo.idgasto });
      if (!deleted.length) throw notFound('El gasto');
    },
    categories(ex: Executor = db): Promise<ExpenseCategoryRow[]> {
      return ex
        .select({ idcategoria: categoriaGasto.idcategoria, nombre: categoriaGasto.nombre })
        .from(categoriaGasto)
        .where(eq(categoriaGasto.estado, 1))
        .orderBy(asc(categoriaGasto.orden), asc(categoriaGasto.nombre));
    },
    summary(anio: number, idsucursal: number | undefined, ex: Executor = db): Promise<ExpenseSummaryRow[]> {
      return queryRows<ExpenseSummaryRow>(
        ex,
        sql`select to_char(g.fecha, 'YYYY-MM') as periodo, c.idcategoria, c.nombre as categoria, sum(g.monto)::numeric(14,2)::text as monto
              from gasto_operativo g join categoria_gasto c on c.idcategoria = g.idcategoria
             where extract(year from g.fecha) = ${anio} ${idsucursal ? sql`and g.idsucursal = ${idsucursal}` : sql``}
               and ${scopeOfCurrent(EXPENSE_OWNER, 'g') ?? sql`true`}
             group by 1, c.idcategoria, c.nombre, c.orden
             order by 1, c.orden, c.nombre`,
      );
    },
  };
}
