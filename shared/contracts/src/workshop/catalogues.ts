import * as T from 'typebox';
import type { Static } from 'typebox';
import { EstadoFilter, Id, IdFilter, ListQuery, Search, Sort, Text } from '../kit/index.js';
import { WORKSHOP_SCREENS, editable } from './fields.js';

/**
 * The workshop's catalogues: vehicle brands, models (of a brand) and the accessories checked at
 * intake. The spec gives them list, register, update and delete calls but no state call, so the
 * update carries `estado` (a deactivated brand, model or accessory is no longer offered).
 */
const CATALOGUE = { listMenus: WORKSHOP_SCREENS, menus: ['/vehicles'] } as const;

const Name = Text('Nombre', 60);
const NameQuery = ListQuery({ ...Search, ...Sort(['nombre'] as const), estado: EstadoFilter });

export const VehicleBrandRow = T.Object({ idmarcavehiculo: T.Integer(), nombre: T.String(), estado: T.Integer() });
export const VehicleBrandBody = T.Object({ nombre: Name });
export const vehicleBrands = editable({
  ...CATALOGUE,
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
export const vehicleModels = editable({
  ...CATALOGUE,
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
export const accessories = editable({
  ...CATALOGUE,
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
