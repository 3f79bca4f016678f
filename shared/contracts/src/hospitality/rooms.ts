import * as T from 'typebox';
import type { Static, TInteger, TSchema } from 'typebox';
import {
  Done,
  Envelope,
  Id,
  IdFilter,
  Int,
  ListQuery,
  Money,
  Nullable,
  NullableMoney,
  NullableText,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { HOSPITALITY_READERS } from './catalogues.js';
import { ROOM_OWNER, ROOM_PART_OWNERS } from './owners.js';

/**
 * A room's state (spec 001 §4: estado 1, 2 or 3; notices success, error, warning): available,
 * occupied, or being cleaned or maintained (not rentable until it is available again).
 */
export const ROOM_STATES = stateSet([
  { value: 1, label: 'Disponible', color: 'success' },
  { value: 2, label: 'Ocupada', color: 'error' },
  { value: 3, label: 'En limpieza o mantenimiento', color: 'warning' },
]);
export const RoomEstado = Int('Estado de la habitación', 1, 3);

export const RoomRow = T.Object({
  idhabitacion: T.Integer(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  numero: T.String(),
  idubicacion: T.Integer(),
  ubicacion: T.String(),
  idtipohabitacion: T.Integer(),
  tipohabitacion: T.String(),
  capacidad: T.Integer(),
  descripcion: Nullable(T.String()),
  estado: T.Integer(),
  /** '1 Dos plazas, 1 Una plaza', or null without beds. */
  camas: Nullable(T.String()),
  /** The lowest nightly rate of its classes; null while it has none (it cannot be booked). */
  tarifa_desde: Nullable(T.String()),
});
export const RoomBody = T.Object({
  idsucursal: Id('Sucursal'),
  numero: Text('Número', 10),
  idubicacion: Id('Ubicación'),
  idtipohabitacion: Id('Tipo de habitación'),
  descripcion: NullableText('Descripción', 200),
  /** Absent: a new room is available; an update keeps its state. */
  estado: T.Optional(RoomEstado),
});
export const ROOM_SORT = ['numero', 'ubicacion', 'tipohabitacion', 'sucursal', 'estado'] as const;
export const RoomListQuery = ListQuery({
  ...Search,
  ...Sort(ROOM_SORT),
  estado: T.Optional(RoomEstado),
  idsucursal: IdFilter('Sucursal'),
  idubicacion: IdFilter('Ubicación'),
  idtipohabitacion: IdFilter('Tipo de habitación'),
});

export const RoomBedRow = T.Object({
  idhabitacioncama: T.Integer(),
  idhabitacion: T.Integer(),
  idcama: T.Integer(),
  cama: T.String(),
  plazas: T.String(),
  cantidad: T.Integer(),
});
export const RoomBedBody = T.Object({
  idhabitacion: Id('Habitación'),
  idcama: Id('Cama'),
  cantidad: Int('Cantidad', 1, 10),
});
export const RoomClassLinkRow = T.Object({
  idhabitacionclase: T.Integer(),
  idhabitacion: T.Integer(),
  idclasehabitacion: T.Integer(),
  clase: T.String(),
  precio_noche: T.String(),
  precio_fin_semana: Nullable(T.String()),
});
export const RoomClassBody = T.Object({
  idhabitacion: Id('Habitación'),
  idclasehabitacion: Id('Clase'),
  precio_noche: Money('Tarifa por noche'),
  /** Friday and Saturday nights; null: the nightly rate every night. */
  precio_fin_semana: NullableMoney('Tarifa de fin de semana'),
});
export const RoomServiceLinkRow = T.Object({
  idhabitacionservicio: T.Integer(),
  idhabitacion: T.Integer(),
  idservicio: T.Integer(),
  servicio: T.String(),
});
export const RoomServiceBody = T.Object({ idhabitacion: Id('Habitación'), idservicio: Id('Servicio') });

const WRITERS = ['/room'] as const;
const roomRecord = (field: string) => ({ record: { owner: ROOM_OWNER, field } });
const RoomParam = T.Object({ id: Id('Habitación') });

/** The three calls of a room's beds, classes or services: its list, add (or change) one, remove one. */
function roomPart<Row extends TSchema, Body extends TSchema, const K extends string>(part: {
  kind: keyof typeof ROOM_PART_OWNERS;
  paths: { list: string; add: string; remove: string };
  summaries: { list: string; add: string; remove: string };
  row: Row;
  body: Body;
  key: K;
  keyTitle: string;
}) {
  return {
    list: {
      method: 'GET',
      path: part.paths.list,
      summary: part.summaries.list,
      menus: HOSPITALITY_READERS,
      ...roomRecord('id'),
      params: RoomParam,
      response: Envelope(T.Array(part.row)),
    },
    add: {
      method: 'POST',
      path: part.paths.add,
      summary: part.summaries.add,
      menus: WRITERS,
      ...roomRecord('idhabitacion'),
      body: part.body,
      response: Envelope(part.row),
    },
    remove: {
      method: 'POST',
      path: part.paths.remove,
      summary: part.summaries.remove,
      menus: WRITERS,
      record: { owner: ROOM_PART_OWNERS[part.kind], field: part.key },
      body: T.Object({ [part.key]: Id(part.keyTitle) } as { [P in K]: TInteger }),
      response: Done,
    },
  } as const;
}
const bedCalls = roomPart({
  kind: 'bed',
  paths: { list: '/ghabitacioncama/:id', add: '/rhcama', remove: '/ehcama' },
  summaries: {
    list: 'Camas de una habitación',
    add: 'Agrega camas a una habitación (la misma cama otra vez cambia la cantidad)',
    remove: 'Quita una cama de una habitación',
  },
  row: RoomBedRow,
  body: RoomBedBody,
  key: 'idhabitacioncama',
  keyTitle: 'Cama de la habitación',
});
const classCalls = roomPart({
  kind: 'class',
  paths: { list: '/ghabitacionclase/:id', add: '/rhclase', remove: '/ehclase' },
  summaries: {
    list: 'Clases de una habitación con sus tarifas',
    add: 'Ofrece la habitación en una clase con su tarifa (la misma clase otra vez cambia la tarifa)',
    remove: 'Quita una clase (y su tarifa) de una habitación',
  },
  row: RoomClassLinkRow,
  body: RoomClassBody,
  key: 'idhabitacionclase',
  keyTitle: 'Clase de la habitación',
});
const serviceCalls = roomPart({
  kind: 'service',
  paths: { list: '/ghabitacionservicio/:id', add: '/rhservicio', remove: '/ehservicio' },
  summaries: {
    list: 'Servicios de una habitación',
    add: 'Agrega un servicio a una habitación',
    remove: 'Quita un servicio de una habitación',
  },
  row: RoomServiceLinkRow,
  body: RoomServiceBody,
  key: 'idhabitacionservicio',
  keyTitle: 'Servicio de la habitación',
});

/** Rooms of the branches (spec 001 §7 Rooms): the usual calls, the 1/2/3 state and their beds, classes with rates, services. */
export const rooms = {
  id: 'idhabitacion' as const,
  noun: { singular: 'habitación', plural: 'Habitaciones', gender: 'f' as const },
  row: RoomRow,
  body: RoomBody,
  endpoints: endpoints('habitaciones', {
    list: {
      method: 'GET',
      path: '/habitacion',
      summary: 'Habitaciones de las sucursales visibles, paginadas; q busca número, ubicación, tipo o descripción',
      menus: HOSPITALITY_READERS,
      querystring: RoomListQuery,
      response: Paged(RoomRow),
    },
    create: {
      method: 'POST',
      path: '/rhabitacion',
      summary: 'Registra una habitación (disponible si no se indica el estado)',
      menus: WRITERS,
      body: RoomBody,
      response: Envelope(RoomRow),
    },
    update: {
      method: 'POST',
      path: '/ahabitacion',
      summary: 'Actualiza una habitación',
      menus: WRITERS,
      ...roomRecord('idhabitacion'),
      body: T.Object({ idhabitacion: Id('Habitación'), ...RoomBody.properties }),
      response: Envelope(RoomRow),
    },
    state: {
      method: 'POST',
      path: '/chabitacion',
      summary: 'Cambia el estado: 1 disponible, 2 ocupada, 3 en limpieza o mantenimiento',
      menus: WRITERS,
      ...roomRecord('idhabitacion'),
      body: T.Object({ idhabitacion: Id('Habitación'), estado: RoomEstado }),
      response: Envelope(RoomRow),
    },
    remove: {
      method: 'POST',
      path: '/ehabitacion',
      summary: 'Elimina una habitación con sus camas, clases y servicios',
      menus: WRITERS,
      ...roomRecord('idhabitacion'),
      audit: { accion: 'Elimina una habitación' },
      body: T.Object({ idhabitacion: Id('Habitación') }),
      response: Done,
    },
    beds: bedCalls.list,
    addBed: bedCalls.add,
    removeBed: bedCalls.remove,
    classes: classCalls.list,
    addClass: classCalls.add,
    removeClass: classCalls.remove,
    services: serviceCalls.list,
    addService: serviceCalls.add,
    removeService: serviceCalls.remove,
  }),
};
export type RoomRow = Static<typeof RoomRow>;
export type RoomBody = Static<typeof RoomBody>;
export type RoomListQuery = Static<typeof RoomListQuery>;
export type RoomBedRow = Static<typeof RoomBedRow>;
export type RoomBedBody = Static<typeof RoomBedBody>;
export type RoomClassLinkRow = Static<typeof RoomClassLinkRow>;
export type RoomClassBody = Static<typeof RoomClassBody>;
export type RoomServiceLinkRow = Static<typeof RoomServiceLinkRow>;
export type RoomServiceBody = Static<typeof RoomServiceBody>;
