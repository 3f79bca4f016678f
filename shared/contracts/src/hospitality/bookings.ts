import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Bool,
  DateRange,
  Done,
  Envelope,
  Id,
  IdFilter,
  IsoDate,
  Nullable,
  NullableId,
  NullableText,
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { STAY_OWNER } from './owners.js';

/** A stay's state: the booking grid's colours. */
export const STAY_STATES = stateSet([
  { value: 1, label: 'Reservada', color: 'processing' },
  { value: 2, label: 'Hospedado', color: 'success' },
  { value: 3, label: 'Finalizada', color: 'default' },
  { value: 4, label: 'Anulada', color: 'error' },
  { value: 5, label: 'Bloqueada por mantenimiento', color: 'warning' },
]);

/** One room from the arrival day (f1) to the departure day (f2): the nights are the days between. */
export const StayRow = T.Object({
  reserva_estancia_id: T.Integer(),
  idreserva: T.Integer(),
  idsucursal: T.Integer(),
  titular: T.String(),
  telefono: Nullable(T.String()),
  observacion: Nullable(T.String()),
  idhabitacion: T.Integer(),
  numero: T.String(),
  idubicacion: T.Integer(),
  ubicacion: T.String(),
  idclasehabitacion: Nullable(T.Integer()),
  clase: Nullable(T.String()),
  f1: T.String(),
  f2: T.String(),
  noches: T.Integer(),
  precio_noche: Nullable(T.String()),
  estado: T.Integer(),
});
export const StayInput = T.Object({
  idhabitacion: Id('Habitación'),
  /** The room's class whose rate applies; null: its lowest rate. */
  idclasehabitacion: NullableId('Clase'),
  f1: IsoDate('Fecha de ingreso'),
  f2: IsoDate('Fecha de salida'),
});
export const BookingBody = T.Object({
  idsucursal: Id('Sucursal'),
  titular: Text('Titular', 150),
  telefono: NullableText('Teléfono', 20),
  observacion: NullableText('Observación', 300),
  /** A block for maintenance: the rooms are taken on those nights, nobody is lodged. */
  bloqueo: T.Optional(Bool('Bloqueo por mantenimiento')),
  estancias: T.Array(StayInput, { minItems: 1, maxItems: 20, title: 'Habitaciones' }),
});
export const BookingQuery = T.Object({ ...DateRange, idsucursal: IdFilter('Sucursal') });
export const MoveStayBody = T.Object({
  reserva_estancia_id: Id('Estancia'),
  f1: IsoDate('Fecha de ingreso'),
  f2: IsoDate('Fecha de salida'),
  /** The room it moves to (the same one to change only the dates). */
  h: Id('Habitación'),
});

const WRITERS = ['/grid'] as const;
const stay = (field: string) => ({ record: { owner: STAY_OWNER, field } });

/** Bookings and their stays (spec 001 §7 Bookings): save, read, move dates or room, cancel. */
export const bookings = {
  endpoints: endpoints('reservas', {
    list: {
      method: 'GET',
      path: '/reserva',
      summary: 'Estancias que tocan el rango de días (por defecto hoy y los 30 siguientes; hasta 120 días)',
      menus: WRITERS,
      querystring: BookingQuery,
      response: Envelope(T.Array(StayRow)),
    },
    create: {
      method: 'POST',
      path: '/reserva',
      summary: 'Registra una reserva con sus estancias (una por habitación) o un bloqueo por mantenimiento',
      menus: WRITERS,
      body: BookingBody,
      response: Envelope(T.Array(StayRow)),
    },
    get: {
      method: 'GET',
      path: '/aestancia/:id',
      summary: 'Una estancia con su reserva',
      menus: WRITERS,
      ...stay('id'),
      params: T.Object({ id: Id('Estancia') }),
      response: Envelope(StayRow),
    },
    move: {
      method: 'POST',
      path: '/pfreserva',
      summary: 'Mueve una estancia a otras fechas o a otra habitación (h)',
      menus: WRITERS,
      ...stay('reserva_estancia_id'),
      body: MoveStayBody,
      response: Envelope(StayRow),
    },
    cancel: {
      method: 'POST',
      path: '/dreserva',
      summary: 'Anula una estancia reservada o un bloqueo: la habitación queda libre esas noches',
      menus: WRITERS,
      ...stay('reserva_estancia_id'),
      audit: { accion: 'Anula una estancia' },
      body: T.Object({ reserva_estancia_id: Id('Estancia') }),
      response: Done,
    },
  }),
};
export type StayRow = Static<typeof StayRow>;
export type StayInput = Static<typeof StayInput>;
export type BookingBody = Static<typeof BookingBody>;
export type BookingQuery = Static<typeof BookingQuery>;
export type MoveStayBody = Static<typeof MoveStayBody>;
