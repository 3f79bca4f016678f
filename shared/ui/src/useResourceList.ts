import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filterRows, matchesRow } from '@trade/formats';
import { callUntyped, type Envelope, type PagedEnvelope } from '@trade/session';
import { useNotify } from '@trade/session/notify';
import { inRange, rangeParams } from './dateRanges.js';
import { DEFAULT_PAGE_SIZES, listParams, readQuery, writeQuery } from './query.js';
import { sortRows, sumColumns, type Totals } from './totals.js';
import type { AnyRow, ListQuery, Resource } from './types.js';
import { rawValue } from './values.js';

export const LIST_ERROR = 'Error al obtener los registros';
/** How often a list with rows in motion asks again (`refreshWhile`). */
const REFRESH_MS = 3_000;

export interface ListOptions {
  /** Fixed parameters (sent with the list and merged into new records). */
  params?: AnyRow;
  /** Keep page, size and filters in the URL (default true; nested lists use false). */
  syncUrl?: boolean;
  /** Prefix of the URL params when two synced lists share a page. */
  urlPrefix?: string;
}

/** Page, size, text and filters: in the URL search params, or in memory for nested lists. */
function useQueryState(resource: Resource<any>, options: ListOptions) {
  const [search, setSearch] = useSearchParams();
  const [local, setLocal] = useState(() => new URLSearchParams());
  const synced = options.syncUrl !== false;
  const current = synced ? search : local;
  const filters = resource.filters ?? [];
  const pageSizes = resource.pageSizes ?? DEFAULT_PAGE_SIZES;
  const defaultPageSize = resource.defaultPageSize ?? pageSizes[0] ?? 10;
  const sortable = resource.columns.filter((c) => c.sortable).map((c) => c.sortField ?? c.key);
  const config = { prefix: options.urlPrefix, defaultPageSize, pageSizes, sortable };
  const query = readQuery(current, filters, config);
  const queryKey = JSON.stringify(query);
  const stable = useMemo(() => query, [queryKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // React Router's functional setSearchParams reads the params of the render that created it, so
  // a late call (a debounced search, two changes in one tick) would undo the other. Changes build
  // on the latest params instead: the last ones written, until the URL itself changes.
  const latest = useRef(search);
  const seen = useRef(search.toString());
  if (search.toString() !== seen.current) {
    seen.current = search.toString();
    latest.current = search;
  }

  const setQuery = useCallback(
    (change: Partial<ListQuery> & { filters?: ListQuery['filters'] }) => {
      const apply = (prev: URLSearchParams) => {
        const before = readQuery(prev, filters, config);
        const next: ListQuery = { ...before, ...change, filters: { ...before.filters, ...change.filters } };
        // A new filter, order or page size starts again at page 1.
        if (
          change.page === undefined &&
          (change.q !== undefined || change.filters || change.pageSize !== undefined || 'sort' in change)
        )
          next.page = 1;
        return writeQuery(prev, next, filters, config);
      };
      if (synced) {
        latest.current = apply(latest.current);
        setSearch(latest.current, { replace: true });
      } else setLocal(apply);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [synced, setSearch, resource, options.urlPrefix],
  );
  return { query: stable, setQuery, pageSizes };
}

/**
 * Loads a resource's list for the query in the URL. Server lists send page, pageSize, q and the
 * filters; client lists load every row once per filter change and page and filter here.
 */
export function useResourceList<R extends AnyRow>(resource: Resource<R>, options: ListOptions = {}) {
  const notify = useNotify();
  const { query, setQuery, pageSizes } = useQueryState(resource, options);
  const params = useMemo(() => options.params ?? {}, [JSON.stringify(options.params ?? {})]); // eslint-disable-line react-hooks/exhaustive-deps
  const clientSide = resource.api.paging === 'client';
  const [all, setAll] = useState<R[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  /** Why the last load failed (shown in place of the table), null when it did not. */
  const [error, setError] = useState<{ title: string; detail?: string } | null>(null);
  const [serverTotals, setServerTotals] = useState<Totals>({});
  const seq = useRef(0);

  // Client lists reload only when the fixed params change; server lists on every query change.
  const fetchKey = clientSide ? JSON.stringify(params) : JSON.stringify([query, params]);

  const fetchList = useCallback(
    async (q: ListQuery): Promise<Envelope<R[]> | PagedEnvelope<R>> => {
      const { list, listInput } = resource.api;
      if (typeof list === 'function') return list(q, params);
      const input = listInput ? listInput(q, params) : { query: clientSide ? params : listParams(q, params) };
      return (await callUntyped(list, input)) as Envelope<R[]> | PagedEnvelope<R>;
    },
    [resource, params, clientSide],
  );

  /** `quiet`: a refresh of what is on screen (no spinner; a failure keeps the rows and says nothing). */
  const load = useCallback(
    async ({ quiet = false }: { quiet?: boolean } = {}) => {
      const mine = ++seq.current;
      const listError = resource.messages?.listError ?? LIST_ERROR;
      if (!quiet) setLoading(true);
      try {
        const answer = await fetchList(query);
        if (mine !== seq.current) return;
        if (quiet && answer.status !== 200) return;
        if (answer.status === 200) {
          const rows = (answer.detalles ?? []) as R[];
          setAll(rows);
          setTotal(
            'totalRegistros' in answer && typeof answer.totalRegistros === 'number'
              ? answer.totalRegistros
              : rows.length,
          );
          setServerTotals(('totales' in answer && (answer.totales as Totals | undefined)) || {});
          setError(null);
        } else {
          notify.answer(answer);
          setAll([]);
          setTotal(0);
          setError({ title: answer.mensaje || listError });
        }
      } catch (failure) {
        if (mine !== seq.current || quiet) return;
        notify.error(listError);
        setAll([]);
        setTotal(0);
        // A server error may still carry its envelope: its mensaje says more than the generic text.
        const mensaje = (failure as { response?: { data?: Partial<Envelope> } }).response?.data?.mensaje;
        setError({
          title: listError,
          detail: typeof mensaje === 'string' && mensaje !== listError ? mensaje : undefined,
        });
      } finally {
        if (mine === seq.current) setLoading(false);
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps
    },
    [fetchKey, fetchList, notify],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const reload = useCallback(() => load(), [load]);

  // Rows the server moves on its own (a CPE in flight): asked again quietly until they settle.
  const moving = !loading && !error && (resource.refreshWhile?.(all) ?? false);
  useEffect(() => {
    if (!moving) return;
    const next = setTimeout(() => void load({ quiet: true }), REFRESH_MS);
    return () => clearTimeout(next);
  }, [moving, all, load]);

  // Client side: declared filters, then the generic text filter (every word in some column).
  const filtered = useMemo(() => {
    if (!clientSide) return all;
    let rows = all;
    for (const f of resource.filters ?? []) {
      if (f.type === 'dateRange') {
        const [from, to] = rangeParams(f).map((name) => query.filters[name] as string | undefined);
        if (from || to) rows = rows.filter((row) => inRange(row[f.field ?? f.name], from, to));
        continue;
      }
      const value = query.filters[f.name];
      if (value === undefined || value === '') continue;
      rows = rows.filter((row) => (f.test ? f.test(row, value) : String(row[f.name]) === String(value)));
    }
    const search = resource.search;
    const fields = typeof search === 'object' ? search.fields : undefined;
    if (fields) return sortRows(filterRows(rows, query.q, fields), resource.columns, query);
    // Search what the user sees: the shown value of every column (labels, not codes).
    const textOf = (row: R) =>
      Object.fromEntries(
        resource.columns.map((c) => {
          const value = rawValue(c, row);
          return [c.key, c.options?.find((o) => String(o.value) === String(value))?.label ?? value];
        }),
      );
    return sortRows(
      rows.filter((row) => matchesRow(textOf(row), query.q)),
      resource.columns,
      query,
    );
  }, [all, clientSide, query, resource]);

  // Totals of money and quantity columns: the server's for the whole filter, or the filtered rows here.
  const totals = useMemo(
    () => (clientSide ? sumColumns(resource.columns, filtered) : serverTotals),
    [clientSide, resource.columns, filtered, serverTotals],
  );

  // Arranged rows (a tree): client lists page the arranged top-level rows.
  const arranged = useMemo(
    () => (resource.arrange ? resource.arrange(filtered, all) : filtered),
    [filtered, all, resource],
  );
  const shownTotal = clientSide ? arranged.length : total;

  // If the page is now past the end (after a delete), go to the last page.
  const lastPage = Math.max(1, Math.ceil(shownTotal / query.pageSize));
  useEffect(() => {
    if (!loading && query.page > lastPage) setQuery({ page: lastPage });
  }, [loading, query.page, lastPage, setQuery]);

  return {
    query,
    setQuery,
    pageSizes,
    params,
    /** Every row that passes the filters (client lists), or the current page (server lists). */
    rows: filtered,
    /** Every row loaded, before the filters (client lists: the whole list). */
    loadedRows: all,
    /** Rows of the current page (arranged). */
    pageRows: clientSide ? arranged.slice((query.page - 1) * query.pageSize, query.page * query.pageSize) : arranged,
    /** Rows the pagination counts (top-level rows of an arranged client list). */
    total: shownTotal,
    loading,
    /** The last load failed: the screen shows this instead of an empty table. */
    error,
    failed: error !== null,
    /** Column key → total (text as the API sends money), for columns declared with `total`. */
    totals,
    reload,
    clientSide,
    fetchList,
  };
}
