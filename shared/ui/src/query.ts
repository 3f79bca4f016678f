import { isIsoDate, presetRange, rangeParams } from './dateRanges.js';
import type { FilterSpec, ListQuery } from './types.js';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

const positive = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

export interface QueryConfig {
  prefix?: string;
  defaultPageSize: number;
  pageSizes: readonly number[];
  /** Columns the list may be sorted by (a sort the screen does not offer is ignored). */
  sortable?: readonly string[];
  /** For tests: the moment default date ranges are computed from. */
  now?: Date;
}

/** The values a date range filter uses when the URL has none (its default preset, or nothing). */
export function defaultRangeValues(filter: FilterSpec<any>, now?: Date): Record<string, string | undefined> {
  const [from, to] = rangeParams(filter);
  const range = filter.defaultRange ? presetRange(filter.defaultRange, now) : [undefined, undefined];
  return { [from]: range[0], [to]: range[1] };
}

/**
 * The list's query from URL search params: `page` (from 1), `pageSize`, `q`, each declared
 * filter (a date range reads its two parameters) and `sort`/`order`, all under an optional prefix
 * (two lists on one page keep separate params).
 */
export function readQuery(search: URLSearchParams, filters: readonly FilterSpec[], options: QueryConfig): ListQuery {
  const p = options.prefix ?? '';
  const size = positive(search.get(`${p}pageSize`), options.defaultPageSize, 500);
  const values: ListQuery['filters'] = {};
  for (const f of filters) {
    if (f.type === 'dateRange') {
      const [fromName, toName] = rangeParams(f);
      const from = search.get(`${p}${fromName}`);
      const to = search.get(`${p}${toName}`);
      // Both ends or the default: half a range in a hand-edited URL is not a range.
      if (isIsoDate(from) && isIsoDate(to) && from <= to) Object.assign(values, { [fromName]: from, [toName]: to });
      else Object.assign(values, defaultRangeValues(f, options.now));
      continue;
    }
    const text = search.get(`${p}${f.name}`);
    const value = text === null || text === '' ? f.defaultValue : f.numeric ? Number(text) : text;
    values[f.name] = typeof value === 'number' && Number.isNaN(value) ? f.defaultValue : value;
  }
  const query: ListQuery = {
    page: positive(search.get(`${p}page`), 1),
    pageSize: options.pageSizes.includes(size) ? size : options.defaultPageSize,
    q: (search.get(`${p}q`) ?? '').slice(0, 100),
    filters: values,
  };
  const sort = search.get(`${p}sort`);
  if (sort && (!options.sortable || options.sortable.includes(sort))) {
    query.sort = sort;
    query.order = search.get(`${p}order`) === 'desc' ? 'desc' : 'asc';
  }
  return query;
}

/** Writes a query change into the params: defaults are left out so URLs stay short; other params are kept. */
export function writeQuery(
  search: URLSearchParams,
  next: ListQuery,
  filters: readonly FilterSpec[],
  options: Omit<QueryConfig, 'pageSizes'>,
): URLSearchParams {
  const p = options.prefix ?? '';
  const out = new URLSearchParams(search);
  const set = (name: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) out.delete(`${p}${name}`);
    else out.set(`${p}${name}`, String(value));
  };
  set('page', next.page, 1);
  set('pageSize', next.pageSize, options.defaultPageSize);
  set('q', next.q.trim());
  for (const f of filters) {
    if (f.type === 'dateRange') {
      const [fromName, toName] = rangeParams(f);
      const defaults = defaultRangeValues(f, options.now);
      const from = next.filters[fromName];
      const to = next.filters[toName];
      const isDefault = from === defaults[fromName] && to === defaults[toName];
      set(fromName, isDefault ? undefined : from);
      set(toName, isDefault ? undefined : to);
      continue;
    }
    set(f.name, next.filters[f.name], f.defaultValue);
  }
  set('sort', next.sort);
  set('order', next.sort ? next.order : undefined, 'asc');
  return out;
}

/** Query parameters sent to a server-paged list (`sort` and `order` only when sorted). */
export function listParams(query: ListQuery, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params, page: query.page, pageSize: query.pageSize };
  if (query.q.trim()) out.q = query.q.trim();
  for (const [name, value] of Object.entries(query.filters)) if (value !== undefined && value !== '') out[name] = value;
  if (query.sort) {
    out.sort = query.sort;
    out.order = query.order ?? 'asc';
  }
  return out;
}
