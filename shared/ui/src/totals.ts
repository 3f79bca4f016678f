import { toDecimal } from '@trade/formats';
import type { AnyRow, ColumnSpec, ListQuery } from './types.js';
import { displayValue, rawValue } from './values.js';

/** Column key → total as text ('1234.50'), the shape of the API's `totales`. */
export type Totals = Record<string, string>;

/** Client lists: the exact (decimal) sum of each `total` column over the filtered rows. */
export function sumColumns<R extends AnyRow>(columns: readonly ColumnSpec<R>[], rows: readonly R[]): Totals {
  const totals: Totals = {};
  for (const column of columns) {
    if (!column.total) continue;
    let sum = toDecimal(0)!;
    for (const row of rows) sum = sum.plus(toDecimal(rawValue(column, row) as string | number) ?? 0);
    totals[column.key] = column.type === 'money' ? sum.toFixed(2) : sum.toString();
  }
  return totals;
}

/** The columns of a list that show a total in `totals`. */
export const totalColumns = <R extends AnyRow>(columns: readonly ColumnSpec<R>[], totals: Totals) =>
  columns.filter((c) => c.total && totals[c.key] !== undefined);

// Blank amounts sort before every number.
const LOWEST = toDecimal(-Number.MAX_SAFE_INTEGER)!;
const amount = <R extends AnyRow>(column: ColumnSpec<R>, row: R) =>
  toDecimal(rawValue(column, row) as string | number) ?? LOWEST;

/** Client lists: rows in the query's order (numbers as numbers, dates as days, text in Spanish order). */
export function sortRows<R extends AnyRow>(
  rows: R[],
  columns: readonly ColumnSpec<R>[],
  query: Pick<ListQuery, 'sort' | 'order'>,
): R[] {
  if (!query.sort) return rows;
  const column = columns.find((c) => (c.sortField ?? c.key) === query.sort);
  if (!column) return rows;
  const numeric = column.type === 'money' || column.type === 'number' || column.type === 'integer';
  const sign = query.order === 'desc' ? -1 : 1;
  const compare = (a: R, b: R) => {
    if (numeric) return amount(column, a).comparedTo(amount(column, b));
    if (column.type === 'date' || column.type === 'datetime')
      return String(rawValue(column, a) ?? '').localeCompare(String(rawValue(column, b) ?? ''));
    return displayValue(column, a).localeCompare(displayValue(column, b), 'es', { sensitivity: 'base', numeric: true });
  };
  return [...rows].sort((a, b) => sign * compare(a, b));
}
