import { matchesRow } from '@trade/formats';
import type { Envelope, PagedEnvelope } from '@trade/session';
import { sortRows } from './totals.js';
import type { AnyRow, ColumnSpec, ListQuery } from './types.js';

/** What a report call answers: every row of the range asked and the totals of all of them. */
export interface ReportAnswer<R> {
  filas: R[];
  totales: object;
}

/**
 * One page of a report that its call answers whole, for a server list of the kit: the screen calls
 * the report on every change of the filters (so the range and the branch reach the call) and this
 * searches (every word in some value), sorts and pages the rows here; the list's totals are the
 * report's, for the whole range.
 */
export function reportPage<R extends AnyRow>(
  answer: Envelope<ReportAnswer<R> | null | undefined>,
  query: ListQuery,
  columns: readonly ColumnSpec<R>[] = [],
): PagedEnvelope<R> {
  const report = answer.status === 200 ? answer.detalles : null;
  const rows = sortRows(
    (report?.filas ?? []).filter((row) => matchesRow(row, query.q)),
    columns,
    query,
  );
  const from = (query.page - 1) * query.pageSize;
  return {
    ...answer,
    detalles: rows.slice(from, from + query.pageSize),
    totalRegistros: rows.length,
    totalPaginas: Math.max(1, Math.ceil(rows.length / query.pageSize)),
    totales: Object.fromEntries(Object.entries(report?.totales ?? {}).map(([k, v]) => [k, String(v)])),
  };
}
