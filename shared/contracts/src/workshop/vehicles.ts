import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Done,
  Envelope,
  Estado,
  EstadoFilter,
  Id,
  IdFilter,
  ListQuery,
  Nullable,
  NullableId,
  NullableText,
  Paged,
  Search,
  Sort,
  Text,
  crud,
  endpoints,
} from '../kit/index.js';
import { NullableInt, WORKSHOP_SCREENS } from './fields.js';

/**
 * Vehicles: the plate is unique and stored normalised (upper case, 'ABC-123' for six characters),
 * the VIN (17 characters, no I, O or Q) is unique when given. Owners are people of the people area,
 * several per vehicle (`vehicleOwners`).
 */
export const VehicleRow = T.Object({
  idvehiculo: T.Integer(),
  placa: T.String(),
  idmodelovehiculo: T.Integer(),
  modelo: T.String(),
  idmarcavehiculo: T.Integer(),
  marca: T.String(),
  anio: Nullable(T.Integer()),
  color: Nullable(T.String()),
  vin: Nullable(T.String()),
  motor: Nullable(T.String()),
  kilometraje: Nullable(T.Integer()),
  observacion: Nullable(T.String()),
  /** The active owners' names, joined with ' / ' ('' when none). */
  propietarios: T.String(),
  estado: T.Integer(),
});

/** Letters and digits, with one space or hyphen between groups ('abc 123', 'ABC-123', '1234-AB'). */
export const PLATE_PATTERN = '^ *[A-Za-z0-9]+([ -][A-Za-z0-9]+)? *$';
export const VIN_PATTERN = '^$|^[A-HJ-NPR-Za-hj-npr-z0-9]{17}$';

const vehicleFields = {
  placa: Text('Placa', 10, { minLength: 5, pattern: PLATE_PATTERN }),
  idmodelovehiculo: Id('Modelo'),
  anio: NullableInt('Año', 1950, 2100),
  color: NullableText('Color', 40),
  vin: NullableText('VIN', 17, VIN_PATTERN),
  motor: NullableText('Motor', 30),
  kilometraje: NullableInt('Kilometraje', 0, 9_999_999),
  observacion: NullableText('Observación', 500),
};
/** A new vehicle may name its first owner (a person of the people area) in the same operation. */
export const VehicleBody = T.Object({ ...vehicleFields, idpersona: NullableId('Propietario') });
export const VehicleUpdateBody = T.Object(vehicleFields);
export const VEHICLE_SORT = ['placa', 'marca', 'modelo', 'anio'] as const;
export const VehicleListQuery = ListQuery({
  ...Search,
  ...Sort(VEHICLE_SORT),
  estado: EstadoFilter,
  idmarcavehiculo: IdFilter('Marca'),
  idpersona: IdFilter('Propietario'),
});

const vehicleCrud = crud({
  tag: 'taller',
  noun: { singular: 'vehículo', plural: 'Vehículos' },
  id: 'idvehiculo',
  idTitle: 'Vehículo',
  row: VehicleRow,
  body: VehicleBody,
  updateBody: VehicleUpdateBody,
  listQuery: VehicleListQuery,
  listMenus: ['/vehicles'],
  menus: ['/vehicles'],
  paths: { list: '/vehiculos', create: '/rvehiculo', update: '/avehiculo', state: '/cvehiculo', remove: '/evehiculo' },
});
export const vehicles = {
  ...vehicleCrud,
  endpoints: {
    ...vehicleCrud.endpoints,
    ...endpoints('taller', {
      /** The pickers of the other workshop screens: active vehicles only. */
      lookup: {
        method: 'GET',
        path: '/vehiculo',
        summary: 'Vehículos activos para elegir uno (placa, VIN, marca, modelo o propietario), paginados',
        menus: WORKSHOP_SCREENS,
        querystring: ListQuery({ ...Search, ...Sort(VEHICLE_SORT), idpersona: IdFilter('Propietario') }),
        response: Paged(VehicleRow),
      },
    }),
  },
};
export type VehicleRow = Static<typeof VehicleRow>;
export type VehicleBody = Static<typeof VehicleBody>;
export type VehicleUpdateBody = Static<typeof VehicleUpdateBody>;
export type VehicleListQuery = Static<typeof VehicleListQuery>;

export const VehicleOwnerRow = T.Object({
  idvehiculopropietario: T.Integer(),
  idvehiculo: T.Integer(),
  idpersona: T.Integer(),
  tipodocumento: T.String(),
  numero_documento: T.String(),
  nombres: T.String(),
  telefono: Nullable(T.String()),
  email: Nullable(T.String()),
  estado: T.Integer(),
  /** Lima wall time 'YYYY-MM-DDTHH:MM:SS'. */
  fecharegistro: T.String(),
});
export const VehicleOwnerBody = T.Object({ idvehiculo: Id('Vehículo'), idpersona: Id('Propietario') });
const ownerId = { idvehiculopropietario: Id('Propietario del vehículo') };

export const vehicleOwners = {
  id: 'idvehiculopropietario' as const,
  noun: { singular: 'propietario', plural: 'Propietarios' },
  body: VehicleOwnerBody,
  endpoints: endpoints('taller', {
    list: {
      method: 'GET',
      path: '/vpropietarios/:id',
      summary: 'Propietarios de un vehículo (personas), activos primero',
      menus: WORKSHOP_SCREENS,
      params: T.Object({ id: Id('Vehículo') }),
      response: Envelope(T.Array(VehicleOwnerRow)),
    },
    create: {
      method: 'POST',
      path: '/rpropietario',
      summary: 'Registra a una persona como propietaria de un vehículo',
      menus: ['/vehicles'],
      body: VehicleOwnerBody,
      response: Envelope(VehicleOwnerRow),
    },
    state: {
      method: 'POST',
      path: '/cpropietario',
      summary: 'Activa (1) o desactiva (0) a un propietario del vehículo',
      menus: ['/vehicles'],
      body: T.Object({ ...ownerId, estado: Estado }),
      response: Envelope(VehicleOwnerRow),
    },
    remove: {
      method: 'POST',
      path: '/epropietario',
      summary: 'Quita a un propietario del vehículo',
      menus: ['/vehicles'],
      audit: { accion: 'Quita un propietario de un vehículo', entidad: 'propietario', id: 'idvehiculopropietario' },
      body: T.Object(ownerId),
      response: Done,
    },
  }),
};
export type VehicleOwnerRow = Static<typeof VehicleOwnerRow>;
export type VehicleOwnerBody = Static<typeof VehicleOwnerBody>;

/** Stations (bays) where orders are worked on; estado 1 in service, 0 out of service. */
export const StationRow = T.Object({
  idestacion: T.Integer(),
  nombre: T.String(),
  descripcion: Nullable(T.String()),
  estado: T.Integer(),
});
export const StationBody = T.Object({ nombre: Text('Nombre', 60), descripcion: NullableText('Descripción', 200) });
export const StationListQuery = ListQuery({ ...Search, ...Sort(['nombre'] as const), estado: EstadoFilter });
export const stations = crud({
  tag: 'taller',
  noun: { singular: 'estación', plural: 'Estaciones', gender: 'f' },
  id: 'idestacion',
  idTitle: 'Estación',
  row: StationRow,
  body: StationBody,
  listQuery: StationListQuery,
  listMenus: ['/stations', '/vehicle_order_services', '/attention_service_orders', '/report_service_orders'],
  menus: ['/stations'],
  paths: { list: '/estacion', create: '/restacion', update: '/aestacion', state: '/cestacion', remove: '/eestacion' },
});
export type StationRow = Static<typeof StationRow>;
export type StationBody = Static<typeof StationBody>;
export type StationListQuery = Static<typeof StationListQuery>;
