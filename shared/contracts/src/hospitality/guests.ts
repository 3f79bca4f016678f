import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Bool,
  Done,
  Enum,
  Envelope,
  Id,
  NullableDate,
  NullableId,
  NullableText,
  Nullable,
  Text,
  endpoints,
} from '../kit/index.js';
import { GUEST_OWNER, STAY_OWNER } from './owners.js';

/** Catálogo 06 codes a guest may show: DNI, carné de extranjería, pasaporte. */
export const GUEST_DOCUMENTS = [
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
] as const;

export const GuestRow = T.Object({
  reserva_estancia_huesped_id: T.Integer(),
  reserva_estancia_id: T.Integer(),
  tipo_documento: T.String(),
  numero_documento: T.String(),
  nombres: T.String(),
  nacionalidad: T.String(),
  idprofesion: Nullable(T.Integer()),
  profesion: Nullable(T.String()),
  procedencia: Nullable(T.String()),
  principal: T.Boolean(),
  pais_emision: Nullable(T.String()),
  pais_residencia: Nullable(T.String()),
  fecha_ingreso_pais: Nullable(T.String()),
});
export const GuestBody = T.Object({
  reserva_estancia_id: Id('Estancia'),
  tipo_documento: Enum(
    GUEST_DOCUMENTS.map((d) => d.value),
    'Tipo de documento',
  ),
  numero_documento: Text('Número de documento', 15, { minLength: 4, pattern: '^[0-9A-Z]{4,15}$' }),
  nombres: Text('Nombres y apellidos', 150),
  /** ISO 3166-1 alpha-2 ('PE', 'US'). */
  nacionalidad: Text('Nacionalidad', 2, { minLength: 2, pattern: '^[A-Z]{2}$' }),
  idprofesion: NullableId('Profesión'),
  procedencia: NullableText('Procedencia', 100),
  /** The main guest of the stay (the others are companions). */
  principal: Bool('Huésped principal'),
  /**
   * A non-domiciled foreigner's lodging is an export (0202, catálogo 55): the passport's issuing
   * country, the country of residence (ISO alpha-2) and the day immigration let him in.
   */
  pais_emision: NullableText('País de emisión del pasaporte', 2, '^[A-Z]{2}$'),
  pais_residencia: NullableText('País de residencia', 2, '^[A-Z]{2}$'),
  fecha_ingreso_pais: NullableDate('Fecha de ingreso al país'),
});

const WRITERS = ['/grid'] as const;

/** The guests of a stay (spec 001 §7 Bookings: ghuespedes, rhuespedr, dhuespedr). */
export const stayGuests = {
  endpoints: endpoints('reservas', {
    list: {
      method: 'GET',
      path: '/ghuespedes/:id',
      summary: 'Huéspedes de una estancia, el principal primero',
      menus: WRITERS,
      record: { owner: STAY_OWNER, field: 'id' },
      params: T.Object({ id: Id('Estancia') }),
      response: Envelope(T.Array(GuestRow)),
    },
    save: {
      method: 'POST',
      path: '/rhuespedr',
      summary: 'Registra un huésped en una estancia (el mismo documento otra vez actualiza sus datos)',
      menus: WRITERS,
      record: { owner: STAY_OWNER, field: 'reserva_estancia_id' },
      body: GuestBody,
      response: Envelope(T.Array(GuestRow)),
    },
    remove: {
      method: 'POST',
      path: '/dhuespedr',
      summary: 'Quita un huésped de su estancia',
      menus: WRITERS,
      record: { owner: GUEST_OWNER, field: 'reserva_estancia_huesped_id' },
      body: T.Object({ reserva_estancia_huesped_id: Id('Huésped') }),
      response: Done,
    },
  }),
};
export type GuestRow = Static<typeof GuestRow>;
export type GuestBody = Static<typeof GuestBody>;
