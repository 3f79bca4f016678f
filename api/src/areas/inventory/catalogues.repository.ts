import { asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type {
  ExistenceTypeBody,
  ExistenceTypeRow,
  SubclassBody,
  SubclassRow,
  UnitBody,
  UnitRow,
} from '@trade/contracts/inventory';
import type { ListParams } from '@trade/contracts/kit';
import type { Database, Executor } from '../../db/client.js';
import { clase, marca, material, presentacion, subclase, tipoExistencia, unidadMedida } from '../../db/schema/index.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, notFound } from '../../core/envelope.js';

type Query = ListParams & { estado?: number };
const estadoIs = (column: PgColumn, estado: number | undefined) =>
  estado === undefined ? undefined : eq(column, estado);

/**
 * One repository shape for every catalogue: list, create, update, state, remove. `name` is what
 * the messages call a record ('La clase'), `duplicate` the refusal of a repeated name or code.
 */
function catalogue<Row extends Record<string, unknown>, Body extends Record<string, unknown>>(
  db: Database,
  spec: {
    table: PgTable;
    id: PgColumn;
    estado: PgColumn;
    listing: ListSpec<Row>;
    name: string;
    duplicate: string;
    values: (input: Body, ex: Executor) => Promise<Record<string, unknown>>;
    filters?: (query: Query & Record<string, unknown>) => (SQL | undefined)[];
  },
) {
  const referenced = `${spec.name} está en uso por productos; desactível${spec.name.startsWith('La ') ? 'a' : 'o'} en su lugar`;
  async function get(id: number, ex: Executor = db): Promise<Row> {
    const [row] = await selectRows(ex, spec.listing, eq(spec.id, id));
    if (!row) throw notFound(spec.name);
    return row;
  }
  return {
    get,
    list: ({ estado, ...query }: Query & Record<string, unknown>, ex: Executor = db) =>
      pagedList(ex, spec.listing, query, [
        estadoIs(spec.estado, estado),
        ...(spec.filters?.({ estado, ...query }) ?? []),
      ]),
    async create(input: Body, ex: Executor = db) {
      const values = await spec.values(input, ex);
      const [row] = await refusingDuplicate(spec.duplicate, () =>
        ex
          .insert(spec.table)
          .values(values as never)
          .returning({ id: spec.id }),
      );
      return get((row as { id: number }).id, ex);
    },
    async update(id: number, input: Body, ex: Executor = db) {
      await get(id, ex);
      const values = await spec.values(input, ex);
      await refusingDuplicate(spec.duplicate, () =>
        ex
          .update(spec.table)
          .set(values as never)
          .where(eq(spec.id, id)),
      );
      return get(id, ex);
    },
    async setState(id: number, estado: number, ex: Executor = db) {
      if (!(await setEstado(ex, spec.table, spec.id, id, estado))) throw notFound(spec.name);
      return get(id, ex);
    },
    async remove(id: number, ex: Executor = db) {
      await get(id, ex);
      await refusingReferenced(referenced, () => ex.delete(spec.table).where(eq(spec.id, id)));
    },
  };
}

const named = (table: PgTable & { nombre: PgColumn; estado: PgColumn }, id: PgColumn, key: string) =>
  ({
    columns: { [key]: id, nombre: table.nombre, estado: table.estado },
    from: (select) => select.from(table),
    search: [table.nombre],
    orderBy: [asc(table.nombre), asc(id)],
  }) as ListSpec<Record<string, unknown>>;

const nameOnly = async (input: { nombre: string }) => ({ nombre: input.nombre.trim() });

export function cataloguesRepositories(db: Database) {
  const simple = (
    table: PgTable & { nombre: PgColumn; estado: PgColumn },
    id: PgColumn,
    key: string,
    name: string,
    duplicate: string,
  ) =>
    catalogue<Record<string, unknown>, { nombre: string }>(db, {
      table,
      id,
      estado: table.estado,
      listing: named(table, id, key),
      name,
      duplicate,
      values: nameOnly,
    });

  const subclassListing: ListSpec<SubclassRow> = {
    columns: {
      idsubclase: subclase.idsubclase,
      idclase: subclase.idclase,
      clase: clase.nombre,
      nombre: subclase.nombre,
      estado: subclase.estado,
    },
    from: (select) => select.from(subclase).innerJoin(clase, eq(clase.idclase, subclase.idclase)),
    search: [subclase.nombre, clase.nombre],
    orderBy: [asc(clase.nombre), asc(subclase.nombre), asc(subclase.idsubclase)],
  };
  const existenceListing: ListSpec<ExistenceTypeRow> = {
    columns: {
      idtipoexistencia: tipoExistencia.idtipoexistencia,
      codigo_sunat: tipoExistencia.codigo_sunat,
      nombre: tipoExistencia.nombre,
      estado: tipoExistencia.estado,
    },
    from: (select) => select.from(tipoExistencia),
    search: [tipoExistencia.codigo_sunat, tipoExistencia.nombre],
    orderBy: [asc(tipoExistencia.codigo_sunat), asc(tipoExistencia.idtipoexistencia)],
  };
  const unitListing: ListSpec<UnitRow> = {
    columns: {
      unidad_medida_id: unidadMedida.unidad_medida_id,
      codigo_sunat: unidadMedida.codigo_sunat,
      unidad_medida: unidadMedida.unidad_medida,
      abreviatura: unidadMedida.abreviatura,
      estado: unidadMedida.estado,
    },
    from: (select) => select.from(unidadMedida),
    search: [unidadMedida.codigo_sunat, unidadMedida.unidad_medida, unidadMedida.abreviatura],
    orderBy: [asc(unidadMedida.unidad_medida), asc(unidadMedida.unidad_medida_id)],
  };

  return {
    classes: simple(clase, clase.idclase, 'idclase', 'La clase', 'Ya existe una clase con ese nombre'),
    brands: simple(marca, marca.idmarca, 'idmarca', 'La marca', 'Ya existe una marca con ese nombre'),
    materials: simple(
      material,
      material.idmaterial,
      'idmaterial',
      'El material',
      'Ya existe un material con ese nombre',
    ),
    presentations: simple(
      presentacion,
      presentacion.idpresentacion,
      'idpresentacion',
      'La presentación',
      'Ya existe una presentación con ese nombre',
    ),
    subclasses: catalogue<SubclassRow, SubclassBody>(db, {
      table: subclase,
      id: subclase.idsubclase,
      estado: subclase.estado,
      listing: subclassListing,
      name: 'La subclase',
      duplicate: 'Ya existe una subclase con ese nombre en la clase',
      async values(input, ex) {
        const [found] = await ex.select({ id: clase.idclase }).from(clase).where(eq(clase.idclase, input.idclase));
        if (!found) throw notFound('La clase');
        return { idclase: input.idclase, nombre: input.nombre.trim() };
      },
      filters: (query) => [query.idclase === undefined ? undefined : eq(subclase.idclase, query.idclase as number)],
    }),
    existenceTypes: catalogue<ExistenceTypeRow, ExistenceTypeBody>(db, {
      table: tipoExistencia,
      id: tipoExistencia.idtipoexistencia,
      estado: tipoExistencia.estado,
      listing: existenceListing,
      name: 'El tipo de existencia',
      duplicate: 'Ya existe un tipo de existencia con ese código SUNAT',
      values: async (input) => ({ codigo_sunat: input.codigo_sunat, nombre: input.nombre.trim() }),
    }),
    units: catalogue<UnitRow, UnitBody>(db, {
      table: unidadMedida,
      id: unidadMedida.unidad_medida_id,
      estado: unidadMedida.estado,
      listing: unitListing,
      name: 'La unidad de medida',
      duplicate: 'Ya existe una unidad de medida con esa abreviatura',
      values: async (input) => ({
        codigo_sunat: input.codigo_sunat,
        unidad_medida: input.unidad_medida.trim(),
        abreviatura: input.abreviatura.trim().toUpperCase(),
      }),
    }),
  };
}
/** Active-record check of a catalogue reference (a product may not point at a deactivated brand). */
export async function requireActive(
  ex: Executor,
  table: PgTable & { estado: PgColumn },
  id: PgColumn,
  value: number | null | undefined,
  name: string,
) {
  if (value == null) return;
  const [row] = await ex.select({ estado: table.estado }).from(table).where(eq(id, value));
  if (!row) throw notFound(name);
  if (row.estado !== 1) throw new BusinessError(`${name} está desactivad${name.startsWith('La ') ? 'a' : 'o'}`);
}
