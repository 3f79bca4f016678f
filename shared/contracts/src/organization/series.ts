import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Envelope,
  Estado,
  EstadoFilter,
  Id,
  IdFilter,
  ListQuery,
  MAX_INT,
  Search,
  Sort,
  Text,
  crud,
  endpoints,
} from '../kit/index.js';

/** Highest correlative a series can reach (8 digits, as SUNAT numbers documents). */
export const MAX_CORRELATIVO = 99_999_999;

/** A series of a voucher type in a branch; correlativo is the next number to issue. */
export const SeriesRow = T.Object({
  idserie: T.Integer(),
  serie: T.String(),
  idcomprobante: T.Integer(),
  comprobante: T.String(),
  codigo_comprobante: T.String(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  correlativo: T.Integer(),
  ultimo_emitido: T.Integer(),
  usado: T.Boolean(),
  estado: T.Integer(),
});

/** The next number: 1 … 99,999,999 (0 is refused, never silently turned into 1). */
export const Correlativo = T.Integer({ exclusiveMinimum: 0, maximum: MAX_CORRELATIVO, title: 'Correlativo' });
const SeriesFields = {
  idcomprobante: Id('Tipo de comprobante'),
  idsucursal: Id('Sucursal'),
  serie: Text('Serie', 4, { minLength: 4, pattern: '^[A-Za-z0-9]{4}$' }),
};
export const SeriesBody = T.Object({ ...SeriesFields, correlativo: T.Optional(Correlativo) });
export const SeriesUpdateBody = T.Object({ ...SeriesFields, correlativo: Correlativo });

export const SERIES_SORT = ['serie', 'comprobante', 'sucursal', 'correlativo'] as const;
export const SeriesListQuery = ListQuery({
  ...Search,
  ...Sort(SERIES_SORT),
  idsucursal: IdFilter('Sucursal'),
  estado: EstadoFilter,
});

const seriesCrud = crud({
  tag: 'series',
  noun: { singular: 'serie', plural: 'Series', gender: 'f' },
  id: 'idserie',
  idTitle: 'Serie',
  row: SeriesRow,
  body: SeriesBody,
  updateBody: SeriesUpdateBody,
  listQuery: SeriesListQuery,
  // Users assign series from their drawer.
  listMenus: ['/series', '/users'],
  menus: ['/series'],
  paths: { list: '/serie/:id', create: '/rserie', update: '/aserie', state: '/cserie', remove: '/eserie' },
});

export const series = {
  ...seriesCrud,
  endpoints: {
    ...seriesCrud.endpoints,
    list: {
      ...seriesCrud.endpoints.list,
      summary:
        'Series de un tipo de comprobante (id = -1: todas), paginadas; q filtra por serie, comprobante y sucursal',
      params: T.Object({ id: T.Integer({ minimum: -1, maximum: MAX_INT, title: 'Tipo de comprobante' }) }),
    },
    ...endpoints('series', {
      byVoucher: {
        method: 'POST',
        path: '/voucher_serie_comprobante',
        summary: 'Series de un tipo de comprobante (opcionalmente de una sucursal o estado), sin paginar',
        menus: ['/series', '/users'],
        body: T.Object({
          idcomprobante: Id('Tipo de comprobante'),
          idsucursal: IdFilter('Sucursal'),
          estado: T.Optional(Estado),
        }),
        response: Envelope(T.Array(SeriesRow)),
      },
    }),
  },
};

export type SeriesRow = Static<typeof SeriesRow>;
export type SeriesBody = Static<typeof SeriesBody>;
export type SeriesUpdateBody = Static<typeof SeriesUpdateBody>;
export type SeriesListQuery = Static<typeof SeriesListQuery>;
