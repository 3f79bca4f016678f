import { asc, eq } from 'drizzle-orm';
import type { StationBody, StationListQuery, StationRow } from '@trade/contracts/workshop';
import type { Database, Executor } from '../../db/client.js';
import { estacion } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { blankToNull, notFound } from '../../core/envelope.js';

const listing: ListSpec<StationRow> = {
  columns: {
    idestacion: estacion.idestacion,
    nombre: estacion.nombre,
    descripcion: estacion.descripcion,
    estado: estacion.estado,
  },
  from: (select) => select.from(estacion),
  search: [estacion.nombre, estacion.descripcion],
  orderBy: [asc(estacion.nombre), asc(estacion.idestacion)],
};

const DUPLICATE = 'Ya existe una estación con ese nombre';

/** The workshop's stations (bays): in service (1) or out of service (0). */
export function stationsRepository(db: Database) {
  async function get(id: number, ex: Executor = db): Promise<StationRow> {
    const [row] = await selectRows(ex, listing, eq(estacion.idestacion, id));
    if (!row) throw notFound('La estación');
    return row;
  }
  const values = (input: StationBody) => ({ nombre: input.nombre.trim(), descripcion: blankToNull(input.descripcion) });
  return {
    get,
    list: ({ estado, ...query }: StationListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [estado === undefined ? undefined : eq(estacion.estado, estado)]),
    async create(input: StationBody, ex: Executor = db) {
      const [row] = await refusingDuplicate(DUPLICATE, () =>
        ex.insert(estacion).values(values(input)).returning({ id: estacion.idestacion }),
      );
      return get(row!.id, ex);
    },
    async update(id: number, input: StationBody, ex: Executor = db) {
      await get(id, ex);
      await refusingDuplicate(DUPLICATE, () =>
        ex.update(estacion).set(values(input)).where(eq(estacion.idestacion, id)),
      );
      return get(id, ex);
    },
    async setState(id: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, estacion, estacion.idestacion, id, estado))) throw notFound('La estación');
      return get(id, ex);
    },
    async remove(id: number, ex: Executor = db) {
      await get(id, ex);
      await refusingReferenced('La estación tiene órdenes de servicio; desactívela en su lugar', () =>
        ex.delete(estacion).where(eq(estacion.idestacion, id)),
      );
    },
  };
}
