import { formatDate, formatDateTime, formatNumber, toDecimal } from '@trade/formats';
import type { AnyRow, ColumnSpec, Resource } from './types.js';

/** Spanish text of a state: 1 active, anything else inactive. */
export const estadoLabel = (estado: unknown): string => (Number(estado) === 1 ? 'Activo' : 'Inactivo');

/** The raw value of a column in a row. */
export function rawValue<R extends AnyRow>(column: ColumnSpec<R>, row: R): unknown {
  return column.value ? column.value(row) : row[column.key];
}

/** The value as the list shows it, as text (also what the CSV writes). */
export function displayValue<R extends AnyRow>(column: ColumnSpec<R>, row: R): string {
  const value = rawValue(column, row);
  if (value === null || value === undefined || value === '') return '';
  switch (column.type) {
    case 'money':
      return formatNumber(value as number | string, { minDecimals: 2, maxDecimals: 2 });
    case 'number':
      return formatNumber(value as number | string, { minDecimals: 0, maxDecimals: 4 });
    case 'integer':
      return String(value);
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'estado':
      return estadoLabel(value);
    case 'boolean':
      return value === true || value === 1 || value === '1' ? 'Sí' : 'No';
    case 'tag':
      return column.options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}

export type ExportCell = string | number | boolean | Date | null;

/**
 * A Lima date (or date and time) as the Date a spreadsheet cell holds: Excel has no time zones,
 * so the wall-clock reading in Lima is written as if it were UTC (22/11/2026 stays 22/11/2026).
 */
export function spreadsheetDate(value: unknown, withTime: boolean): Date | null {
  const text = formatDate(value as string, { locale: 'en', withTime });
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/.exec(text);
  if (!m) return null;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0)));
}

/**
 * The value written to a spreadsheet cell: numbers stay numbers (money keeps 2 decimals), dates
 * are dates, everything else the shown text.
 */
export function exportValue<R extends AnyRow>(column: ColumnSpec<R>, row: R): ExportCell {
  if (column.exportValue) return column.exportValue(row) ?? null;
  const value = rawValue(column, row);
  if (value === null || value === undefined || value === '') return null;
  if (column.type === 'money' || column.type === 'number' || column.type === 'integer') {
    const d = toDecimal(value as number | string);
    return d ? d.toNumber() : null;
  }
  if (column.type === 'date' || column.type === 'datetime')
    return spreadsheetDate(value, column.type === 'datetime') ?? displayValue(column, row);
  return displayValue(column, row);
}

/** How the user knows a row ('Juan Pérez', 'F001'). */
export function rowName<R extends AnyRow>(resource: Pick<Resource<R>, 'nameOf' | 'idField'>, row: R): string {
  const { nameOf } = resource;
  if (typeof nameOf === 'function') return nameOf(row);
  const value = nameOf ? row[nameOf] : (row.nombre ?? row.nombres ?? row.descripcion ?? row[resource.idField]);
  return String(value ?? '');
}

/** 'Nuevo empleado' / 'Nueva serie'. */
export const newLabel = (resource: Pick<Resource, 'noun' | 'gender' | 'createLabel'>) =>
  resource.createLabel ?? `${resource.gender === 'f' ? 'Nueva' : 'Nuevo'} ${resource.noun}`;
