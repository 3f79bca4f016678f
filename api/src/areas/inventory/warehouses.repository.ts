import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { WarehouseBody, WarehouseListQuery, WarehouseRow } from '@trade/contracts/inventory';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, sucursal } from '../../db/schema/index.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';

const listing: ListSpec<WarehouseRow> = {
  columns: {
    idalmacen: almacen.idalmacen,
    idsucursal: almacen.idsucursal,
    sucursal: sucursal.nombre,
    nombre: almacen.nombre,
    direccion: almacen.direccion,
    predeterminado: almacen.predeterminado,
    estado: almacen.estado,
  },
  from: (select) => select.from(almacen).innerJoin(sucursal, eq(sucursal.idsucursal, almacen.idsucursal)),
  search: [almacen.nombre, sucursal.nombre, almacen.direccion],
  orderBy: [asc(sucursal.nombre), asc(almacen.nombre), asc(almacen.idalmacen)],
};

/** Warehouses per branch: one default per branch (the branch's first is the default). */
export function warehousesRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<WarehouseRow> {
    const [row] = await selectRows(ex, listing, eq(almacen.idalmacen, id));
    if (!row) throw notFound('El almacén');
    return row;
  }
  return {
    get,
    list: ({ estado, idsucursal, ...query }: WarehouseListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(almacen.estado, estado),
        idsucursal === undefined ? undefined : eq(almacen.idsucursal, idsucursal),
      ]),

    /** An active warehouse (documents move stock only in those). */
    async active(id: number, ex: Executor = db): Promise<WarehouseRow> {
      const row = await get(id, ex);
      if (row.estado !== 1) throw new BusinessError(`El almacén ${row.nombre} está desactivado`);
      return row;
    },

    async save(input: WarehouseBody, ex: Executor = db): Promise<WarehouseRow> {
      const [branch] = await ex
        .select({ id: sucursal.idsucursal })
        .from(sucursal)
        .where(eq(sucursal.idsucursal, input.idsucursal));
      if (!branch) throw notFound('La sucursal');
      const before = input.idalmacen ? await get(input.idalmacen, ex) : undefined;
      const [others] = await queryRows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from almacen where idsucursal = ${input.idsucursal} and estado = 1 ${before ? sql`and idalmacen <> ${before.idalmacen}` : sql``}`,
      );
      // The first warehouse of a branch is its default.
      const predeterminado =
        input.predeterminado ??
        (before ? before.predeterminado && before.idsucursal === input.idsucursal : Number(others!.n) === 0);
      const estado = input.estado ?? before?.estado ?? 1;
      if (predeterminado && estado !== 1)
        throw new BusinessError('El almacén predeterminado no puede estar desactivado');
      if (before && before.idsucursal !== input.idsucursal) {
        const [moved] = await queryRows<{ n: number }>(
          ex,
          sql`select count(*)::int as n from kardex where idalmacen = ${before.idalmacen}`,
        );
        if (Number(moved!.n) > 0)
          throw new BusinessError('El almacén tiene movimientos; no se puede cambiar de sucursal');
      }
      if (predeterminado) {
        await ex
          .update(almacen)
          .set({ predeterminado: false })
          .where(
            and(eq(almacen.idsucursal, input.idsucursal), before ? ne(almacen.idalmacen, before.idalmacen) : undefined),
          );
      }
      const values = {
        idsucursal: input.idsucursal,
        nombre: input.nombre.trim(),
        direccion: blankToNull(input.direccion),
        predeterminado,
        estado,
      };
      const id = await refusingDuplicate('Ya existe un almacén con ese nombre en la sucursal', async () => {
        if (before) {
          await ex.update(almacen).set(values).where(eq(almacen.idalmacen, before.idalmacen));
          return before.idalmacen;
        }
        const [row] = await ex.insert(almacen).values(values).returning({ id: almacen.idalmacen });
        return row!.id;
      });
      return get(id, ex);
    },

    async remove(id: number, ex: Executor = db) {
      const row = await get(id, ex);
      const [moved] = await queryRows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from kardex where idalmacen = ${id}`,
      );
      if (Number(moved!.n) > 0)
        throw new BusinessError('El almacén tiene movimientos de stock; desactívelo en su lugar');
      if (row.predeterminado)
        throw new BusinessError(
          'Es el almacén predeterminado de la sucursal; marque otro como predeterminado antes de eliminarlo',
        );
      await refusingReferenced('El almacén está relacionado con otros registros; desactívelo en su lugar', async () => {
        await ex.execute(sql`delete from stock where idalmacen = ${id} and cantidad = 0`);
        await ex.delete(almacen).where(eq(almacen.idalmacen, id));
      });
    },
  };
}
