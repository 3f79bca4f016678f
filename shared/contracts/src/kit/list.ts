import * as T from 'typebox';
import type { TProperties } from 'typebox';
import { Enum, Estado, Id, IsoDate } from './fields.js';

/**
 * The query of every paged list (ONE convention, the CRUD kit builds its side against it):
 * - `page` (from 1) and `pageSize` (1 … 500);
 * - `q`: words, each must appear (case- and accent-insensitive) in one of the list's search columns;
 * - `sort` (a field the contract whitelists) and `order` (`asc` | `desc`);
 * - `desde` / `hasta`: a range of Lima dates (YYYY-MM-DD, real days), both ends included;
 * - the entity's own filters (`estado`, `idsucursal`, ...).
 */
export const PAGE_SIZE_MAX = 500;

export const Paging = {
  page: T.Integer({ minimum: 1, maximum: 1_000_000, default: 1, title: 'Página' }),
  pageSize: T.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX, default: 10, title: 'Tamaño de página' }),
};

export const Search = { q: T.Optional(T.String({ maxLength: 100, title: 'Búsqueda' })) };

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** `sort` accepts only these fields of the row; `order` asc (default) or desc. */
export const Sort = <const F extends readonly string[]>(fields: F) => ({
  sort: T.Optional(Enum(fields, 'Ordenar por')),
  order: T.Optional(Enum(SORT_ORDERS, 'Orden')),
});

/** A range of Lima dates over the list's date column. */
export const DateRange = { desde: T.Optional(IsoDate('Desde')), hasta: T.Optional(IsoDate('Hasta')) };

/** Usual filters. */
export const EstadoFilter = T.Optional(Estado);
export const IdFilter = (title: string) => T.Optional(Id(title));

/** A paged list's query: paging plus the given parts (`...Search`, `...Sort([...])`, `...DateRange`, filters). */
export const ListQuery = <P extends TProperties>(properties: P) => T.Object({ ...Paging, ...properties });

/** The fields every paged repository method receives (the helper's side of the convention). */
export interface ListParams {
  page: number;
  pageSize: number;
  q?: string;
  sort?: string;
  order?: SortOrder;
  desde?: string;
  hasta?: string;
}
