import * as T from 'typebox';
import type { TInteger, TObject, TSchema } from 'typebox';
import { Done, Envelope, Paged } from './answers.js';
import { endpoints, type Endpoint } from './endpoint.js';
import { Estado, Id } from './fields.js';

/** Spanish names of an entity, for summaries ('Registra un empleado', 'Elimina una serie'). */
export interface Noun {
  /** Singular, lower case: 'empleado', 'cuenta bancaria'. */
  singular: string;
  /** Plural, capitalised: 'Empleados'. */
  plural: string;
  /** 'f' for 'una serie'. */
  gender?: 'm' | 'f';
}

export interface CrudSpec<
  K extends string,
  Row extends TSchema,
  Body extends TObject,
  Update extends TObject,
  Query extends TObject,
  Totals extends readonly string[],
> {
  /** OpenAPI tag. */
  tag: string;
  noun: Noun;
  /** The id field of the row and of the update, state and remove bodies. */
  id: K;
  /** The id's Spanish label ('Empleado'). */
  idTitle: string;
  row: Row;
  /** The create body. */
  body: Body;
  /** The update body without its id (default: the create body); the call takes `{ [id], ...updateBody }`. */
  updateBody?: Update;
  listQuery: Query;
  /** Money or quantity columns summed over the whole filter (`totales`). */
  totals?: Totals;
  /** Menus that grant the list (the screen plus screens using it as a lookup). */
  listMenus: readonly string[];
  /** Menus that grant the writes (the screen itself). */
  menus: readonly string[];
  /** The spec's call names. */
  paths: { list: string; create: string; update: string; state: string; remove: string };
  /** Every write goes to the audit trail (users: access changes); otherwise only deletes do. */
  audited?: boolean;
}

type IdProps<K extends string> = { [P in K]: TInteger };

/**
 * The usual five calls of an entity (paged list, create, update, state, delete) with their schemas:
 * the API registers them with `crudRoutes`, the browser types its screen with them.
 */
export function crud<
  const K extends string,
  Row extends TSchema,
  Body extends TObject,
  Query extends TObject,
  const Totals extends readonly string[] = [],
  Update extends TObject = Body,
>(spec: CrudSpec<K, Row, Body, Update, Query, Totals>) {
  const { noun } = spec;
  const a = noun.gender === 'f' ? 'una' : 'un';
  const idProps = { [spec.id]: Id(spec.idTitle) } as IdProps<K>;
  const updateFields = (spec.updateBody ?? spec.body) as Update;
  const updateBody = T.Object({ ...idProps, ...(updateFields.properties as Update['properties']) } as IdProps<K> &
    Update['properties']);
  const stateBody = T.Object({ ...idProps, estado: Estado } as IdProps<K> & { estado: typeof Estado });
  const idBody = T.Object(idProps);
  const audit = (accion: string) => ({
    accion: `${accion} ${a} ${noun.singular}`,
    entidad: noun.singular,
    id: spec.id,
  });
  const audited = spec.audited ? (accion: string) => ({ audit: audit(accion) }) : () => ({});
  const table = endpoints(spec.tag, {
    list: {
      method: 'GET',
      path: spec.paths.list,
      summary: `${noun.plural}, ${noun.gender === 'f' ? 'paginadas' : 'paginados'}; q filtra por palabras`,
      menus: spec.listMenus,
      querystring: spec.listQuery,
      response: Paged(spec.row, spec.totals),
    },
    create: {
      method: 'POST',
      path: spec.paths.create,
      summary: `Registra ${a} ${noun.singular}`,
      menus: spec.menus,
      ...audited('Registra'),
      body: spec.body,
      response: Envelope(spec.row),
    },
    update: {
      method: 'POST',
      path: spec.paths.update,
      summary: `Actualiza ${a} ${noun.singular}`,
      menus: spec.menus,
      ...audited('Actualiza'),
      body: updateBody,
      response: Envelope(spec.row),
    },
    state: {
      method: 'POST',
      path: spec.paths.state,
      summary: `Activa (1) o desactiva (0) ${a} ${noun.singular}`,
      menus: spec.menus,
      ...audited('Activa o desactiva'),
      body: stateBody,
      response: Envelope(spec.row),
    },
    remove: {
      method: 'POST',
      path: spec.paths.remove,
      summary: `Elimina ${a} ${noun.singular}`,
      menus: spec.menus,
      audit: audit('Elimina'),
      body: idBody,
      response: Done,
    },
  } satisfies Record<string, Endpoint>);
  return { id: spec.id, noun, row: spec.row, body: spec.body, updateBody, listQuery: spec.listQuery, endpoints: table };
}
