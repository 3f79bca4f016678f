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
import { BOOKING_OWNER, STAY_OWNER } from './owners.js';

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

/** A row of the booking grid: a room of the branch with its stays touching the range. */
export const GridRoomRow = T.Object({
  idhabitacion: T.Integer(),
  numero: T.String(),
  idsucursal: T.Integer(),
  idubicacion: T.Integer(),
  ubicacion: T.String(),
  tipo: T.String(),
  capacidad: T.Integer(),
  /** The room's own state (1 available, 2 occupied, 3 cleaning or maintenance). */
  estado: T.Integer(),
  estancias: T.Array(StayRow),
});
/** One night of the range: the grid's foot. */
export const NightSummaryRow = T.Object({
  fecha: T.String(),
  habitaciones: T.Integer(),
  ocupadas: T.Integer(),
  bloqueadas: T.Integer(),
  libres: T.Integer(),
  llegadas: T.Integer(),
  salidas: T.Integer(),
});
export const BookingUpdateBody = T.Object({
  idreserva: Id('Reserva'),
  titular: Text('Titular', 150),
  telefono: NullableText('Teléfono', 20),
  observacion: NullableText('Observación', 300),
});

const WRITERS = ['/grid'] as const;
const booking = { record: { owner: BOOKING_OWNER, field: 'idreserva' } };
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
    grid: {
      method: 'GET',
      path: '/greservapth',
      summary: 'La grilla de reservas: las habitaciones por piso, cada una con sus estancias del rango',
      menus: WRITERS,
      querystring: BookingQuery,
      response: Envelope(T.Array(GridRoomRow)),
    },
    summary: {
      method: 'GET',
      path: '/rresumen',
      summary: 'Resumen por noche del rango: habitaciones ocupadas, bloqueadas y libres, llegadas y salidas',
      menus: WRITERS,
      querystring: BookingQuery,
      response: Envelope(T.Array(NightSummaryRow)),
    },
    update: {
      method: 'POST',
      path: '/ureservapth',
      summary: 'Actualiza el titular, el teléfono y la observación de una reserva',
      menus: WRITERS,
      ...booking,
      body: BookingUpdateBody,
      response: Envelope(T.Array(StayRow)),
    },
    cancelBooking: {
      method: 'POST',
      path: '/pelhreserva',
      summary: 'Anula una reserva entera: todas sus estancias reservadas o bloqueadas',
      menus: WRITERS,
      ...booking,
      audit: { accion: 'Anula una reserva' },
      body: T.Object({ idreserva: Id('Reserva') }),
      response: Done,
    },
  }),
};
export type StayRow = Static<typeof StayRow>;
export type StayInput = Static<typeof StayInput>;
export type BookingBody = Static<typeof BookingBody>;
export type BookingQuery = Static<typeof BookingQuery>;
export type MoveStayBody = Static<typeof MoveStayBody>;
export type GridRoomRow = Static<typeof GridRoomRow>;
export type NightSummaryRow = Static<typeof NightSummaryRow>;
export type BookingUpdateBody = Static<typeof BookingUpdateBody>;
