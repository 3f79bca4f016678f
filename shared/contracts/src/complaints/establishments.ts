import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  DateRange,
  Done,
  Envelope,
  Estado,
  EstadoFilter,
  Id,
  Int,
  IsoDate,
  ListQuery,
  MAX_INT,
  Nullable,
  NullableId,
  Paged,
  Search,
  Text,
  endpoints,
} from '../kit/index.js';
import { COMPLAINT_ESTABLISHMENT_OWNER } from './owners.js';

/** The two screens of the area. */
export const COMPLAINTS_BOOK = ['/complaints_book'];
export const COMPLAINT_ESTABLISHMENTS = ['/establishments_complaints'];
const BOTH = [...COMPLAINT_ESTABLISHMENTS, ...COMPLAINTS_BOOK];

export const ComplaintEstablishmentRow = T.Object({
  idestablecimiento: T.Integer(),
  nombre: T.String(),
  direccion: T.String(),
  idsucursal: Nullable(T.Integer()),
  sucursal: Nullable(T.String()),
  estado: T.Integer({ description: '1 activo, 0 inactivo' }),
  /** Users who attend its complaints. */
  usuarios: T.Integer(),
  /** Complaints waiting for an answer. */
  pendientes: T.Integer(),
});

/** `guardar` creates (no id, or 0) or updates (the id). */
export const ComplaintEstablishmentBody = T.Object({
  idestablecimiento: T.Optional(Int('Establecimiento', 0, MAX_INT)),
  nombre: Text('Nombre', 120),
  direccion: Text('Dirección', 200),
  idsucursal: NullableId('Sucursal'),
  estado: T.Optional(Estado),
});
export const ComplaintEstablishmentListQuery = ListQuery({ ...Search, estado: EstadoFilter });

export const EstablishmentUserRow = T.Object({
  idestablecimiento: T.Integer(),
  establecimiento: T.String(),
  idusuario: T.Integer(),
  usuario: T.String(),
  nombres: T.String(),
  rol: T.String(),
});
export const StaffCandidateRow = T.Object({
  idusuario: T.Integer(),
  usuario: T.String(),
  nombres: T.String(),
  rol: T.String(),
});
export const EstablishmentUserBody = T.Object({ idestablecimiento: Id('Establecimiento'), idusuario: Id('Usuario') });
/** 0 (the spec's default): the users of every establishment. */
export const EstablishmentUsersQuery = T.Object({ idestablecimiento: T.Optional(Int('Establecimiento', 0, MAX_INT)) });

const byEstablishment = { owner: COMPLAINT_ESTABLISHMENT_OWNER, field: 'idestablecimiento' } as const;

export const complaintEstablishments = {
  id: 'idestablecimiento',
  row: ComplaintEstablishmentRow,
  body: ComplaintEstablishmentBody,
  endpoints: endpoints('reclamaciones', {
    list: {
      method: 'GET',
      path: '/establecimientoreclamo',
      summary: 'Establecimientos con libro de reclamaciones (los del usuario; todos con los permisos)',
      menus: BOTH,
      querystring: ComplaintEstablishmentListQuery,
      response: Paged(ComplaintEstablishmentRow),
    },
    save: {
      method: 'POST',
      path: '/establecimientoreclamo/guardar',
      record: byEstablishment,
      summary: 'Registra (sin id) o actualiza un establecimiento',
      menus: COMPLAINT_ESTABLISHMENTS,
      body: ComplaintEstablishmentBody,
      response: Envelope(ComplaintEstablishmentRow),
    },
    remove: {
      method: 'POST',
      path: '/establecimientoreclamo/eliminar',
      record: byEstablishment,
      audit: {
        accion: 'Elimina un establecimiento de reclamos',
        entidad: 'establecimiento_reclamo',
        id: 'idestablecimiento',
      },
      summary: 'Elimina un establecimiento sin reclamaciones',
      menus: COMPLAINT_ESTABLISHMENTS,
      body: T.Object({ idestablecimiento: Id('Establecimiento') }),
      response: Done,
    },
    users: {
      method: 'GET',
      path: '/establecimientoreclamo/usuarios',
      record: byEstablishment,
      summary: 'Usuarios que atienden las reclamaciones de un establecimiento (0: de todos)',
      menus: COMPLAINT_ESTABLISHMENTS,
      querystring: EstablishmentUsersQuery,
      response: Envelope(T.Array(EstablishmentUserRow)),
    },
    candidates: {
      method: 'GET',
      path: '/establecimientoreclamo/candidatos',
      summary: 'Usuarios activos que se pueden asignar a un establecimiento',
      menus: COMPLAINT_ESTABLISHMENTS,
      response: Envelope(T.Array(StaffCandidateRow)),
    },
    addUser: {
      method: 'POST',
      path: '/establecimientoreclamo/usuarios/guardar',
      record: byEstablishment,
      audit: {
        accion: 'Asigna un usuario a un establecimiento de reclamos',
        entidad: 'establecimiento_reclamo',
        id: 'idestablecimiento',
      },
      summary: 'Asigna un usuario a las reclamaciones de un establecimiento',
      menus: COMPLAINT_ESTABLISHMENTS,
      body: EstablishmentUserBody,
      response: Envelope(EstablishmentUserRow),
    },
    removeUser: {
      method: 'POST',
      path: '/establecimientoreclamo/usuarios/eliminar',
      record: byEstablishment,
      audit: {
        accion: 'Quita un usuario de un establecimiento de reclamos',
        entidad: 'establecimiento_reclamo',
        id: 'idestablecimiento',
      },
      summary: 'Quita un usuario de las reclamaciones de un establecimiento',
      menus: COMPLAINT_ESTABLISHMENTS,
      body: EstablishmentUserBody,
      response: Done,
    },
  }),
};

/** Peru's public holidays: the complaint deadline counts business days without them. */
export const HolidayRow = T.Object({ idferiado: T.Integer(), fecha: T.String(), nombre: T.String() });
export const HolidayBody = T.Object({
  idferiado: T.Optional(Int('Feriado', 0, MAX_INT)),
  fecha: IsoDate('Fecha'),
  nombre: Text('Nombre', 120),
});
export const HolidayListQuery = ListQuery({ ...Search, ...DateRange });

export const holidays = {
  id: 'idferiado',
  row: HolidayRow,
  body: HolidayBody,
  endpoints: endpoints('reclamaciones', {
    list: {
      method: 'GET',
      path: '/feriado',
      summary: 'Feriados nacionales (cuentan para el plazo en días hábiles)',
      menus: BOTH,
      querystring: HolidayListQuery,
      response: Paged(HolidayRow),
    },
    save: {
      method: 'POST',
      path: '/feriado/guardar',
      summary: 'Registra (sin id) o actualiza un feriado',
      menus: COMPLAINT_ESTABLISHMENTS,
      body: HolidayBody,
      response: Envelope(HolidayRow),
    },
    remove: {
      method: 'POST',
      path: '/feriado/eliminar',
      audit: { accion: 'Elimina un feriado', entidad: 'feriado', id: 'idferiado' },
      summary: 'Elimina un feriado',
      menus: COMPLAINT_ESTABLISHMENTS,
      body: T.Object({ idferiado: Id('Feriado') }),
      response: Done,
    },
  }),
};

export type ComplaintEstablishmentRow = Static<typeof ComplaintEstablishmentRow>;
export type ComplaintEstablishmentBody = Static<typeof ComplaintEstablishmentBody>;
export type ComplaintEstablishmentListQuery = Static<typeof ComplaintEstablishmentListQuery>;
export type EstablishmentUserRow = Static<typeof EstablishmentUserRow>;
export type StaffCandidateRow = Static<typeof StaffCandidateRow>;
export type EstablishmentUserBody = Static<typeof EstablishmentUserBody>;
export type HolidayRow = Static<typeof HolidayRow>;
export type HolidayBody = Static<typeof HolidayBody>;
export type HolidayListQuery = Static<typeof HolidayListQuery>;
