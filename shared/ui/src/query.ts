import type { FilterSpec, ListQuery } from './types.js';

export const DEFAULT_PAGE_SIZES = [10, 20, 50, 100];

const positive = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER) => {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * The list's query from URL search params: `page` (from 1), `pageSize`, `q` and each declared
 * filter, all under an optional prefix (two lists on one page keep separate params).
 */
export function readQuery(search: URLSearchParams, filters: readonly FilterSpec[], options: { prefix?: string; defaultPageSize: number; pageSizes: readonly number[] }): ListQuery {
  const p = options.prefix ?? '';
  const size = positive(search.get(`${p}pageSize`), options.defaultPageSize, 500);
  const values: ListQuery['filters'] = {};
  for (const f of filters) {
    const text = search.get(`${p}${f.name}`);
    const value = text === null || text === '' ? f.defaultValue : f.numeric ? Number(text) : text;
    values[f.name] = typeof value === 'number' && Number.isNaN(value) ? f.defaultValue : value;
  }
  return {
    page: positive(search.get(`${p}page`), 1),
    pageSize: options.pageSizes.includes(size) ? size : options.defaultPageSize,
    q: (search.get(`${p}q`) ?? '').slice(0, 100),
    filters: values,
  };
}

/** Writes a query change into the params: defaults are left out so URLs stay short; other params are kept. */
export function writeQuery(search: URLSearchParams, next: ListQuery, filters: readonly FilterSpec[], options: { prefix?: string; defaultPageSize: number }): URLSearchParams {
  const p = options.prefix ?? '';
  const out = new URLSearchParams(search);
  const set = (name: string, value: string | number | undefined, fallback?: string | number) => {
    if (value === undefined || value === '' || value === fallback) out.delete(`${p}${name}`);
    else out.set(`${p}${name}`, String(value));
  };
  set('page', next.page, 1);
  set('pageSize', next.pageSize, options.defaultPageSize);
  set('q', next.q.trim());
  for (const f of filters) set(f.name, next.filters[f.name], f.defaultValue);
  return out;
}

/** Query parameters sent to a server-paged list. */
export function listParams(query: ListQuery, params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...params, page: query.page, pageSize: query.pageSize };
  if (query.q.trim()) out.q = query.q.trim();
  for (const [name, value] of Object.entries(query.filters)) if (value !== undefined && value !== '') out[name] = value;
  return out;
}
