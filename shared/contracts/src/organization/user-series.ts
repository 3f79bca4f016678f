import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Done,
  Envelope,
  Estado,
  EstadoFilter,
  Id,
  ListQuery,
  MAX_INT,
  Paged,
  Search,
  endpoints,
} from '../kit/index.js';

/** A series a user may issue with. */
export const UserSeriesRow = T.Object({
  idusuarioserie: T.Integer(),
  idusuario: T.Integer(),
  idserie: T.Integer(),
  serie: T.String(),
  idcomprobante: T.Integer(),
  comprobante: T.String(),
  codigo_comprobante: T.String(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  correlativo: T.Integer(),
  estado: T.Integer(),
  estado_serie: T.Integer(),
});

export const UserSeriesListQuery = ListQuery({ idusuario: Id('Usuario'), ...Search, estado: EstadoFilter });
const IdAsignacion = { idusuarioserie: Id('Asignación') };
const PathId = (title: string) => T.Integer({ minimum: 1, maximum: MAX_INT, title });

/** Series of a voucher type a user may issue with (the sale screens read their own). */
export const IssuableSeriesRow = T.Object({
  idserie: T.Integer(),
  serie: T.String(),
  correlativo: T.Integer(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
});
export const NextNumberRow = T.Object({
  idserie: T.Integer(),
  serie: T.String(),
  correlativo: T.Integer(),
  numero: T.String(),
});

export const userSeries = {
  id: 'idusuarioserie' as const,
  row: UserSeriesRow,
  listQuery: UserSeriesListQuery,
  endpoints: endpoints('usuarios', {
    list: {
      method: 'GET',
      path: '/usuarioserie',
      summary: 'Series asignadas a un usuario, paginadas',
      menus: ['/users'],
      querystring: UserSeriesListQuery,
      response: Paged(UserSeriesRow),
    },
    assign: {
      method: 'POST',
      path: '/rusuarioserie',
      summary: 'Asigna una serie a un usuario',
      menus: ['/users'],
      body: T.Object({ idusuario: Id('Usuario'), idserie: Id('Serie') }),
      response: Envelope(UserSeriesRow),
    },
    state: {
      method: 'POST',
      path: '/cusuarioserie',
      summary: 'Activa (1) o desactiva (0) una serie asignada',
      menus: ['/users'],
      body: T.Object({ ...IdAsignacion, estado: Estado }),
      response: Envelope(UserSeriesRow),
    },
    remove: {
      method: 'POST',
      path: '/eusuarioserie',
      summary: 'Quita una serie a un usuario',
      menus: ['/users'],
      body: T.Object(IdAsignacion),
      response: Done,
    },
    ofUser: {
      method: 'GET',
      path: '/seriexcomprobante/:idUser/:idVoucher',
      summary:
        'Series activas de un tipo de comprobante asignadas a un usuario (las propias, o las de otro con el menú Usuarios)',
      menus: ['/users'],
      self: 'idUser',
      params: T.Object({ idUser: PathId('Usuario'), idVoucher: PathId('Tipo de comprobante') }),
      response: Envelope(T.Array(IssuableSeriesRow)),
    },
    nextNumber: {
      method: 'GET',
      path: '/seriexcomprobantexusuario/:idUser/:idVoucher/:idSerie',
      summary: 'Una serie asignada al usuario con su siguiente número',
      menus: ['/users'],
      self: 'idUser',
      params: T.Object({
        idUser: PathId('Usuario'),
        idVoucher: PathId('Tipo de comprobante'),
        idSerie: PathId('Serie'),
      }),
      response: Envelope(NextNumberRow),
    },
  }),
};

export type UserSeriesRow = Static<typeof UserSeriesRow>;
export type UserSeriesListQuery = Static<typeof UserSeriesListQuery>;
export type IssuableSeriesRow = Static<typeof IssuableSeriesRow>;
