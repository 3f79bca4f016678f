import * as T from 'typebox';
import type { Static, TObject, TSchema } from 'typebox';
import {
  Done,
  Envelope,
  Estado,
  EstadoFilter,
  Id,
  IdFilter,
  ListQuery,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
  type Noun,
} from '../kit/index.js';
import { WORKSHOP_SCREENS } from './fields.js';

/**
 * The workshop's catalogues: vehicle brands, models (of a brand) and the accessories checked at
 * intake. The spec gives them list, register, update and delete calls but no state call, so the
 * update carries `estado` (a deactivated brand, model or accessory is no longer offered).
 */
function catalogue<const K extends string, Row extends TSchema, Body extends TObject, Query extends TObject>(spec: {
  id: K;
  idTitle: string;
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
      menus: WORKSHOP_SCREENS,
      querystring: spec.listQuery,
      response: Paged(spec.row),
    },
    create: {
      method: 'POST',
      path: spec.paths.create,
      summary: `Registra ${a} ${noun.singular}`,
      menus: ['/vehicles'],
      body: spec.body,
      response: Envelope(spec.row),
    },
    update: {
      method: 'POST',
      path: spec.paths.update,
      summary: `Actualiza ${a} ${noun.singular}; estado 1 lo activa, 0 lo desactiva`,
      menus: ['/vehicles'],
      body: updateBody,
      response: Envelope(spec.row),
    },
    remove: {
      method: 'POST',
      path: spec.paths.remove,
      summary: `Elimina ${a} ${noun.singular} que nada usa`,
      menus: ['/vehicles'],
      audit: { accion: `Elimina ${a} ${noun.singular}`, entidad: noun.singular, id: spec.id },
      body: T.Object(idProps),
      response: Done,
    },
  });
  return { id: spec.id, noun, row: spec.row, body: spec.body, updateBody, listQuery: spec.listQuery, endpoints: table };
}

const Name = Text('Nombre', 60);
const NameQuery = ListQuery({ ...Search, ...Sort(['nombre'] as const), estado: EstadoFilter });

export const VehicleBrandRow = T.Object({ idmarcavehiculo: T.Integer(), nombre: T.String(), estado: T.Integer() });
export const VehicleBrandBody = T.Object({ nombre: Name });
export const vehicleBrands = catalogue({
  id: 'idmarcavehiculo',
  idTitle: 'Marca',
  noun: { singular: 'marca', plural: 'Marcas de vehículo', gender: 'f' },
  row: VehicleBrandRow,
  body: VehicleBrandBody,
  listQuery: NameQuery,
  paths: { list: '/marcavehiculo', create: '/rmarcavehiculo', update: '/amarcavehiculo', remove: '/emarcavehiculo' },
});
export type VehicleBrandRow = Static<typeof VehicleBrandRow>;
export type VehicleBrandBody = Static<typeof VehicleBrandBody>;

export const VehicleModelRow = T.Object({
  idmodelovehiculo: T.Integer(),
  idmarcavehiculo: T.Integer(),
  marca: T.String(),
  nombre: T.String(),
  estado: T.Integer(),
});
export const VehicleModelBody = T.Object({ idmarcavehiculo: Id('Marca'), nombre: Name });
export const VehicleModelListQuery = ListQuery({
  ...Search,
  ...Sort(['nombre', 'marca'] as const),
  estado: EstadoFilter,
  idmarcavehiculo: IdFilter('Marca'),
});
export const vehicleModels = catalogue({
  id: 'idmodelovehiculo',
  idTitle: 'Modelo',
  noun: { singular: 'modelo', plural: 'Modelos de vehículo' },
  row: VehicleModelRow,
  body: VehicleModelBody,
  listQuery: VehicleModelListQuery,
  // 'amodelovehicul' is the specification's name, kept.
  paths: { list: '/modelovehiculo', create: '/rmodelovehiculo', update: '/amodelovehicul', remove: '/emodelovehiculo' },
});
export type VehicleModelRow = Static<typeof VehicleModelRow>;
export type VehicleModelBody = Static<typeof VehicleModelBody>;
export type VehicleModelListQuery = Static<typeof VehicleModelListQuery>;

export const AccessoryRow = T.Object({ idaccesorio: T.Integer(), nombre: T.String(), estado: T.Integer() });
export const AccessoryBody = T.Object({ nombre: Name });
export const accessories = catalogue({
  id: 'idaccesorio',
  idTitle: 'Accesorio',
  noun: { singular: 'accesorio', plural: 'Accesorios' },
  row: AccessoryRow,
  body: AccessoryBody,
  listQuery: NameQuery,
  paths: { list: '/vaccesorios', create: '/rvaccesorios', update: '/avaccesorios', remove: '/evaccesorios' },
});
export type AccessoryRow = Static<typeof AccessoryRow>;
export type AccessoryBody = Static<typeof AccessoryBody>;
export type NameListQuery = Static<typeof NameQuery>;
/** What every catalogue's update takes besides its id. */
export type CatalogueUpdate<Body> = Body & { estado?: number };
