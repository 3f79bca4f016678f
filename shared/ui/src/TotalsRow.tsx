import { Table } from 'antd';
import { formatNumber } from '@trade/formats';
import { totalColumns, type Totals } from './totals.js';
import type { AnyRow, ColumnSpec } from './types.js';

/** A total as the list shows money (2 decimals) or a quantity. */
export const totalText = (column: ColumnSpec<any>, value: string) =>
  formatNumber(
    value,
    column.type === 'money' ? { minDecimals: 2, maxDecimals: 2 } : { minDecimals: 0, maxDecimals: 4 },
  );

/**
 * The totals line under a list: 'Total' in the first column and, under each money or quantity
 * column declared with `total`, the sum of the whole filter (the server's `totales`, or the
 * filtered rows of a client list). Nothing when no column has a total.
 */
export function TotalsRow<R extends AnyRow>({
  columns,
  totals,
  hasActions,
}: {
  columns: ColumnSpec<R>[];
  totals: Totals;
  hasActions: boolean;
}) {
  if (totalColumns(columns, totals).length === 0) return null;
  return (
    <Table.Summary>
      <Table.Summary.Row className="trade-totals">
        {columns.map((c, index) => {
          const value = c.total ? totals[c.key] : undefined;
          return (
            <Table.Summary.Cell key={c.key} index={index} align={value !== undefined ? 'right' : undefined}>
              {value !== undefined ? (
                <strong aria-label={`Total ${c.title}`}>{totalText(c, value)}</strong>
              ) : index === 0 ? (
                <strong>Total</strong>
              ) : null}
            </Table.Summary.Cell>
          );
        })}
        {hasActions && <Table.Summary.Cell index={columns.length} />}
      </Table.Summary.Row>
    </Table.Summary>
  );
}
