import * as T from 'typebox';
import type { Static } from 'typebox';
import { Done, Enum, Envelope, Id, IsoDate, Text, endpoints } from '../kit/index.js';
import { FLIGHT_OWNER, STAY_OWNER } from './owners.js';

/** A flight's direction: the guests' arrival in the city or their departure from it. */
export const FLIGHT_KINDS = [
  { value: 'L', label: 'Llegada' },
  { value: 'S', label: 'Salida' },
] as const;

export const FlightRow = T.Object({
  reserva_estancia_vuelo_id: T.Integer(),
  reserva_estancia_id: T.Integer(),
  idaerolinea: T.Integer(),
  aerolinea: T.String(),
  numero_vuelo: T.String(),
  tipo: T.String(),
  fecha: T.String(),
  hora: T.String(),
  ciudad: T.String(),
  /** The guests on the flight, by id and by name ('Rosa Huamán, Pedro Quispe'). */
  huespedes: T.Array(T.Integer()),
  pasajeros: T.String(),
});
export const FlightBody = T.Object({
  reserva_estancia_id: Id('Estancia'),
  idaerolinea: Id('Aerolínea'),
  /** IATA designator: the airline's two-character code and 1 to 4 digits ('LA2047'); checked on the server. */
  numero_vuelo: Text('Número de vuelo', 8, { minLength: 3, pattern: '^[A-Za-z0-9 ]{3,8}$' }),
  tipo: Enum(
    FLIGHT_KINDS.map((k) => k.value),
    'Llegada o salida',
  ),
  fecha: IsoDate('Fecha del vuelo'),
  hora: Text('Hora del vuelo', 5, { minLength: 5, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }),
  /** Where an arrival comes from, where a departure goes. */
  ciudad: Text('Origen o destino', 100),
  huespedes: T.Array(Id('Huésped'), { minItems: 1, maxItems: 10, title: 'Huéspedes del vuelo' }),
});

const WRITERS = ['/grid'] as const;

/** The flights of a stay's (foreign) guests (spec 001 §7 Bookings: gvuelos, rvuelor, dvuelor). */
export const stayFlights = {
  endpoints: endpoints('reservas', {
    list: {
      method: 'GET',
      path: '/gvuelos/:id',
      summary: 'Vuelos de llegada y salida de los huéspedes de una estancia',
      menus: WRITERS,
      record: { owner: STAY_OWNER, field: 'id' },
      params: T.Object({ id: Id('Estancia') }),
      response: Envelope(T.Array(FlightRow)),
    },
    save: {
      method: 'POST',
      path: '/rvuelor',
      summary: 'Registra un vuelo de llegada o salida de huéspedes de la estancia',
      menus: WRITERS,
      record: { owner: STAY_OWNER, field: 'reserva_estancia_id' },
      body: FlightBody,
      response: Envelope(T.Array(FlightRow)),
    },
    remove: {
      method: 'POST',
      path: '/dvuelor',
      summary: 'Elimina un vuelo de la estancia',
      menus: WRITERS,
      record: { owner: FLIGHT_OWNER, field: 'reserva_estancia_vuelo_id' },
      body: T.Object({ reserva_estancia_vuelo_id: Id('Vuelo') }),
      response: Done,
    },
  }),
};
export type FlightRow = Static<typeof FlightRow>;
export type FlightBody = Static<typeof FlightBody>;
