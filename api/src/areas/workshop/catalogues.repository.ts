import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  AccessoryBody,
  AccessoryRow,
  EditableUpdate,
  NameListQuery,
  VehicleBrandBody,
  VehicleBrandRow,
  VehicleModelBody,
  VehicleModelListQuery,
  VehicleModelRow,
} from '@trade/contracts/workshop';
import type { ListParams } from '@trade/contracts/kit';
import type { Database, Executor } from '../../db/client.js';
import { accesorioVehiculo, marcaVehiculo, modeloVehiculo } from '../../db/schema/index.js';
import { pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, notFound } from '../../core/envelope.js';

const estadoIs = (column: PgColumn, estado: number | undefined) =>
  estado === undefined ? undefined : eq(column, estado);

/**
 * One repository shape for the workshop's catalogues (list, create, update with its estado,
 * remove). `name` is what the messages call a record ('La marca'), `duplicate` the refusal of a
 * repeated name, `inUse` the refusal to delete a used one.
 */
function catalogue<Row, Body, Query extends ListParams & { estado?: number }>(
  db: Database,
  spec: {
    table: PgTable;
    id: PgColumn;
    estado: PgColumn;
    listing: ListSpec<Row>;
    name: string;
    duplicate: string;
    inUse: string;
    /** The columns to write; `before` is the record being updated. */
    values: (input: Body, ex: Executor, before?: Row) => Promise<Record<string, unknown>>;
    filters?: (query: Query) => (SQL | undefined)[];
  },
) {
  async function get(id: number, ex: Executor = db): Promise<Row> {
    const [row] = await selectRows(ex, spec.listing, eq(spec.id, id));
    if (!row) throw notFound(spec.name);
    return row;
  }
  return {
    get,
    list: (query: Query, ex: Executor = db) => {
      const { estado, ...rest } = query;
      return pagedList(ex, spec.listing, rest, [estadoIs(spec.estado, estado), ...(spec.filters?.(query) ?? [])]);
    },
    async create(input: Body, ex: Executor = db): Promise<Row> {
      const values = await spec.values(input, ex);
      const [row] = await refusingDuplicate(spec.duplicate, () =>
        ex
          .insert(spec.table)
          .values(values as never)
          .returning({ id: spec.id }),
      );
      return get((row as { id: number }).id, ex);
    },
    async update(id: number, { estado, ...input }: EditableUpdate<Body>, ex: Executor = db): Promise<Row> {
      const before = await get(id, ex);
      const values = {
        ...(await spec.values(input as Body, ex, before)),
        ...(estado === undefined ? {} : { estado }),
      };
      await refusingDuplicate(spec.duplicate, () =>
        ex
          .update(spec.table)
          .set(values as never)
          .where(eq(spec.id, id)),
      );
      return get(id, ex);
    },
    async remove(id: number, ex: Executor = db) {
      await get(id, ex);
      await refusingReferenced(spec.inUse, () => ex.delete(spec.table).where(eq(spec.id, id)));
    },
  };
}

/**
 * The brand of a model must exist, and be active for a new model or one moved to it (a model of a
 * deactivated brand can still be renamed or deactivated).
 */
async function checkBrand(ex: Executor, idmarcavehiculo: number, before?: VehicleModelRow) {
  const [brand] = await ex
    .select({ estado: marcaVehiculo.estado })
    .from(marcaVehiculo)
    .where(eq(marcaVehiculo.idmarcavehiculo, idmarcavehiculo));
  if (!brand) throw notFound('La marca');
  if (brand.estado !== 1 && before?.idmarcavehiculo !== idmarcavehiculo)
    throw new BusinessError('La marca está desactivada');
}

const nameOnly = async (input: { nombre: string }) => ({ nombre: input.nombre.trim() });

export function cataloguesRepositories(db: Database) {
  const brandListing: ListSpec<VehicleBrandRow> = {
    columns: {
      idmarcavehiculo: marcaVehiculo.idmarcavehiculo,
      nombre: marcaVehiculo.nombre,
      estado: marcaVehiculo.estado,
    },
    from: (select) => select.from(marcaVehiculo),
    search: [marcaVehiculo.nombre],
    orderBy: [asc(marcaVehiculo.nombre), asc(marcaVehiculo.idmarcavehiculo)],
  };
  const modelListing: ListSpec<VehicleModelRow> = {
    columns: {
      idmodelovehiculo: modeloVehiculo.idmodelovehiculo,
      idmarcavehiculo: modeloVehiculo.idmarcavehiculo,
      marca: marcaVehiculo.nombre,
      nombre: modeloVehiculo.nombre,
      estado: modeloVehiculo.estado,
    },
    from: (select) =>
      select
        .from(modeloVehiculo)
        .innerJoin(marcaVehiculo, eq(marcaVehiculo.idmarcavehiculo, modeloVehiculo.idmarcavehiculo)),
    search: [modeloVehiculo.nombre, marcaVehiculo.nombre],
    orderBy: [asc(marcaVehiculo.nombre), asc(modeloVehiculo.nombre), asc(modeloVehiculo.idmodelovehiculo)],
  };
  const accessoryListing: ListSpec<AccessoryRow> = {
    columns: {
      idaccesorio: accesorioVehiculo.idaccesorio,
      nombre: accesorioVehiculo.nombre,
      estado: accesorioVehiculo.estado,
    },
    from: (select) => select.from(accesorioVehiculo),
    search: [accesorioVehiculo.nombre],
    orderBy: [asc(accesorioVehiculo.nombre), asc(accesorioVehiculo.idaccesorio)],
  };

  return {
    brands: catalogue<VehicleBrandRow, VehicleBrandBody, NameListQuery>(db, {
      table: marcaVehiculo,
      id: marcaVehiculo.idmarcavehiculo,
      estado: marcaVehiculo.estado,
      listing: brandListing,
      name: 'La marca',
      duplicate: 'Ya existe una marca con ese nombre',
      inUse: 'La marca tiene modelos registrados; desactívela en su lugar',
      values: nameOnly,
    }),
    models: catalogue<VehicleModelRow, VehicleModelBody, VehicleModelListQuery>(db, {
      table: modeloVehiculo,
      id: modeloVehiculo.idmodelovehiculo,
      estado: modeloVehiculo.estado,
      listing: modelListing,
      name: 'El modelo',
      duplicate: 'Ya existe un modelo con ese nombre en la marca',
      inUse: 'El modelo tiene vehículos registrados; desactívelo en su lugar',
      async values(input, ex, before) {
        await checkBrand(ex, input.idmarcavehiculo, before);
        return { idmarcavehiculo: input.idmarcavehiculo, nombre: input.nombre.trim() };
      },
      filters: (query) => [
        query.idmarcavehiculo === undefined ? undefined : eq(modeloVehiculo.idmarcavehiculo, query.idmarcavehiculo),
      ],
    }),
    accessories: catalogue<AccessoryRow, AccessoryBody, NameListQuery>(db, {
      table: accesorioVehiculo,
      id: accesorioVehiculo.idaccesorio,
      estado: accesorioVehiculo.estado,
      listing: accessoryListing,
      name: 'El accesorio',
      duplicate: 'Ya existe un accesorio con ese nombre',
      inUse: 'El accesorio figura en inventarios de ingreso; desactívelo en su lugar',
      values: nameOnly,
    }),
  };
}
