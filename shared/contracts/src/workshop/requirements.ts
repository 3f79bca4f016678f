import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  DateRange,
  Envelope,
  Id,
  IdFilter,
  Int,
  ListQuery,
  Nullable,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { NullableInt, editable } from './fields.js';

/**
 * Requirements: what a customer asks the workshop to do on a vehicle, with that visit's mileage.
 * Registered pending; the update annuls (estado 0) or restores (1) one; a service order takes
 * pending ones (2) and attends them (3), after which they no longer change.
 */
export const REQUIREMENT_STATES = stateSet([
  { value: 1, label: 'Pendiente', color: 'gold' },
  { value: 2, label: 'En orden', color: 'blue' },
  { value: 3, label: 'Atendido', color: 'green' },
  { value: 0, label: 'Anulado', color: 'red' },
]);

export const RequirementRow = T.Object({
  idrequerimiento: T.Integer(),
  idvehiculo: T.Integer(),
  placa: T.String(),
  /** Brand and model: 'Toyota Hilux'. */
  vehiculo: T.String(),
  idpersona: T.Integer(),
  cliente: T.String(),
  /** 'DNI 46027897'. */
  documento: T.String(),
  descripcion: T.String(),
  kilometraje: Nullable(T.Integer()),
  estado: T.Integer(),
  usuario: T.String(),
  /** Lima wall time 'YYYY-MM-DDTHH:MM:SS'. */
  fecharegistro: T.String(),
});
export const RequirementBody = T.Object({
  idvehiculo: Id('Vehículo'),
  idpersona: Id('Cliente'),
  descripcion: Text('Requerimiento', 500),
  kilometraje: NullableInt('Kilometraje', 0, 9_999_999),
});
export const RequirementListQuery = ListQuery({
  ...Search,
  ...Sort(['fecharegistro', 'placa', 'cliente'] as const),
  ...DateRange,
  estado: T.Optional(Int('Estado', 0, 3)),
  idvehiculo: IdFilter('Vehículo'),
});

/** A vehicle with pending requirements: how many, and when the last one was registered. */
export const VehiclePendingRow = T.Object({
  idvehiculo: T.Integer(),
  placa: T.String(),
  vehiculo: T.String(),
  propietarios: T.String(),
  pendientes: T.Integer(),
  ultimo: T.String(),
});

const READERS = ['/vehicle_requirements', '/vehicle_order_services'] as const;
const IdParam = T.Object({ id: Id('Requerimiento') });

const requirementCalls = editable({
  id: 'idrequerimiento',
  idTitle: 'Requerimiento',
  listMenus: READERS,
  menus: ['/vehicle_requirements'],
  noun: { singular: 'requerimiento', plural: 'Requerimientos' },
  row: RequirementRow,
  body: RequirementBody,
  listQuery: RequirementListQuery,
  paths: { list: '/requerimientos', create: '/rrequerimiento', update: '/arequerimiento', remove: '/erequerimiento' },
});
export const requirements = {
  ...requirementCalls,
  endpoints: {
    ...requirementCalls.endpoints,
    ...endpoints('taller', {
      get: {
        method: 'GET',
        path: '/grequerimiento/:id',
        summary: 'Un requerimiento',
        menus: READERS,
        params: IdParam,
        response: Envelope(RequirementRow),
      },
      pendingOfVehicle: {
        method: 'GET',
        path: '/greqpendientesvehiculo/:id',
        summary: 'Requerimientos pendientes de un vehículo, del más antiguo al más reciente',
        menus: READERS,
        params: T.Object({ id: Id('Vehículo') }),
        response: Envelope(T.Array(RequirementRow)),
      },
      vehiclesWithPending: {
        method: 'GET',
        path: '/vehiculosrequerimientos',
        summary: 'Vehículos con requerimientos pendientes, paginados; q filtra por placa, vehículo o propietario',
        menus: READERS,
        querystring: ListQuery({ ...Search }),
        response: Paged(VehiclePendingRow),
      },
    }),
  },
};
export type RequirementRow = Static<typeof RequirementRow>;
export type RequirementBody = Static<typeof RequirementBody>;
export type RequirementListQuery = Static<typeof RequirementListQuery>;
export type VehiclePendingRow = Static<typeof VehiclePendingRow>;
