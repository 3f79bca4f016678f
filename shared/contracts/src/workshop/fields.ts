import * as T from 'typebox';
import type { TObject, TSchema } from 'typebox';
import { Done, Envelope, Estado, Id, Int, Paged, endpoints, type Noun } from '../kit/index.js';

/** The workshop screens that pick a vehicle or read the catalogues (the list calls grant them). */
export const WORKSHOP_SCREENS = [
  '/vehicles',
  '/vehicle_requirements',
  '/vehicle_order_services',
  '/attention_service_orders',
] as const;

/** An optional whole number between bounds that may be null (a vehicle's year, its mileage). */
export const NullableInt = (title: string, minimum: number, maximum: number) =>
  T.Optional(T.Unsafe<number | null>({ ...Int(title, minimum, maximum), type: ['integer', 'null'] }));

/**
 * An entity whose spec calls are list, register, update and delete, without a state call: its
 * update carries `estado` (1 or 0) besides the body. The catalogues and the requirements.
 */
export function editable<
  const K extends string,
  Row extends TSchema,
  Body extends TObject,
  Query extends TObject,
>(spec: {
  id: K;
  idTitle: string;
  /** Menus granting the list (the screen and those picking from it) and the writes. */
  listMenus: readonly string[];
  menus: readonly string[];
  noun: Noun;
  row: Row;
  body: Body;
  listQuery: Query;
  paths: { list: string; create: string; update: string; remove: string };
}) {
  const { noun } = spec;
  const a = noun.gender === 'f' ? 'una' : 'un';
  const idProps = { [spec.id]: Id(spec.idTitle) } as { [P in K]: T.TInteger };
  const updateBody = T.Object({ ...idProps, ...spec.body.properties, estado: T.Optional(Estado) } as {
    [P in K]: T.TInteger;
  } & Body['properties'] & { estado: T.TOptional<typeof Estado> });
  const table = endpoints('taller', {
    list: {
      method: 'GET',
      path: spec.paths.list,
      summary: `${noun.plural}, ${noun.gender === 'f' ? 'paginadas' : 'paginados'}; q filtra por palabras`,
      menus: spec.listMenus,
      querystring: spec.listQuery,
      response: Paged(spec.row),
    },
    create: {
      method: 'POST',
      path: spec.paths.create,
      summary: `Registra ${a} ${noun.singular}`,
      menus: spec.menus,
      body: spec.body,
      response: Envelope(spec.row),
    },
    update: {
      method: 'POST',
      path: spec.paths.update,
      summary: `Actualiza ${a} ${noun.singular}; estado 1 lo activa, 0 lo desactiva`,
      menus: spec.menus,
      body: updateBody,
      response: Envelope(spec.row),
    },
    remove: {
      method: 'POST',
      path: spec.paths.remove,
      summary: `Elimina ${a} ${noun.singular} que nada usa`,
      menus: spec.menus,
      audit: { accion: `Elimina ${a} ${noun.singular}`, entidad: noun.singular, id: spec.id },
      body: T.Object(idProps),
      response: Done,
    },
  });
  return { id: spec.id, noun, row: spec.row, body: spec.body, updateBody, listQuery: spec.listQuery, endpoints: table };
}

/** What an `editable()` entity's update takes besides its id. */
export type EditableUpdate<Body> = Body & { estado?: number };
