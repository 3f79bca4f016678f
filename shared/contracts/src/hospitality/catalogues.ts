import * as T from 'typebox';
import type { Static } from 'typebox';
import { Envelope, Nullable, endpoints } from '../kit/index.js';

/** Screens that read the room catalogues. */
export const HOSPITALITY_READERS = ['/room', '/grid'] as const;

export const LocationRow = T.Object({
  idubicacion: T.Integer(),
  nombre: T.String(),
  orden: T.Integer(),
  estado: T.Integer(),
});
export const RoomTypeRow = T.Object({
  idtipohabitacion: T.Integer(),
  nombre: T.String(),
  capacidad: T.Integer(),
  estado: T.Integer(),
});
export const RoomClassRow = T.Object({ idclasehabitacion: T.Integer(), nombre: T.String(), estado: T.Integer() });
export const BedRow = T.Object({ idcama: T.Integer(), nombre: T.String(), plazas: T.String(), estado: T.Integer() });
export const RoomServiceRow = T.Object({ idservicio: T.Integer(), nombre: T.String(), estado: T.Integer() });
export const AirlineRow = T.Object({
  idaerolinea: T.Integer(),
  nombre: T.String(),
  codigo_iata: Nullable(T.String()),
  estado: T.Integer(),
});
export const ProfessionRow = T.Object({ idprofesion: T.Integer(), nombre: T.String(), estado: T.Integer() });

const list = <S extends T.TSchema>(path: string, summary: string, row: S) => ({
  method: 'GET' as const,
  path,
  summary,
  menus: HOSPITALITY_READERS,
  response: Envelope(T.Array(row)),
});

/** The room catalogues (seeded by migration 0037), in their order: every screen of the area picks from them. */
export const roomCatalogues = {
  endpoints: endpoints('habitaciones', {
    locations: list('/ubicacion', 'Ubicaciones (pisos o zonas) de las habitaciones', LocationRow),
    types: list('/tipohabitacion', 'Tipos de habitación con su capacidad', RoomTypeRow),
    classes: list('/clasehabitacion', 'Clases de habitación', RoomClassRow),
    beds: list('/cama', 'Tipos de cama', BedRow),
    services: list('/servicio', 'Servicios de habitación', RoomServiceRow),
    airlines: list('/aerolinea', 'Aerolíneas (vuelos de huéspedes extranjeros)', AirlineRow),
    professions: list('/gprofesion', 'Profesiones u oficios de los huéspedes', ProfessionRow),
  }),
};
export type LocationRow = Static<typeof LocationRow>;
export type RoomTypeRow = Static<typeof RoomTypeRow>;
export type RoomClassRow = Static<typeof RoomClassRow>;
export type BedRow = Static<typeof BedRow>;
export type RoomServiceRow = Static<typeof RoomServiceRow>;
export type AirlineRow = Static<typeof AirlineRow>;
export type ProfessionRow = Static<typeof ProfessionRow>;
