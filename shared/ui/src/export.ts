import { sanitizeFileName, todayLima } from '@trade/formats';
import { toCsv } from './csv.js';
import type { Totals } from './totals.js';
import type { AnyRow, ColumnSpec } from './types.js';
import { displayValue, exportValue, type ExportCell } from './values.js';

export type ExportFormat = 'xlsx' | 'csv';

/** Text of the first cell of the totals line of an export. */
export const TOTAL_LABEL = 'Total';

/** 'Empleados' → 'empleados-2026-11-22.xlsx' (sanitised: no < > : " / \ | ? * !). */
export function exportFileName(title: string, format: ExportFormat, now: Date = new Date()): string {
  const base = title.trim().toLocaleLowerCase('es').replace(/\s+/g, '-');
  return sanitizeFileName(`${base}-${todayLima(now)}.${format}`);
}

/** The columns an export writes: the visible ones, a column's `exportColumns` in its place, never `exportable: false`. */
export function exportedColumns<R extends AnyRow>(columns: readonly ColumnSpec<R>[]): ColumnSpec<R>[] {
  return columns.filter((c) => c.exportable !== false).flatMap((c) => c.exportColumns ?? [c]);
}

/**
 * Header and cells of an export, formatted like the list; with `totals` (money and quantity sums
 * of the whole filter) a last line 'Total'.
 */
export function exportTable<R extends AnyRow>(
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
  totals: Totals = {},
) {
  const cols = exportedColumns(columns);
  const cells: ExportCell[][] = rows.map((row) => cols.map((c) => exportValue(c, row)));
  const totalLine = cols.some((c) => c.total && totals[c.key] !== undefined)
    ? cols.map((c, i) =>
        c.total && totals[c.key] !== undefined ? Number(totals[c.key]) : i === 0 ? TOTAL_LABEL : null,
      )
    : null;
  return { cols, header: cols.map((c) => c.title), cells, totalLine };
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Width of a cell's text in characters (dates as they show). */
const cellWidth = (value: ExportCell) => (value instanceof Date ? 16 : String(value ?? '').length) + 2;

/** Builds the .xlsx (bold, frozen header; money as numbers with 2 decimals, dates as date cells) and downloads it. */
export async function exportXlsx<R extends AnyRow>(
  title: string,
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
  totals: Totals = {},
): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const { sheet, widths } = xlsxSheet(columns, rows, totals);
  const fileName = exportFileName(title, 'xlsx');
  const blob = await writeXlsxFile(sheet as never, {
    sheet: title.slice(0, 31) || 'Hoja1',
    columns: widths,
    stickyRowsCount: 1,
  }).toBlob();
  download(blob, fileName);
  return fileName;
}

/** The sheet data for write-excel-file (exported for tests, which write it with the Node build). */
export function xlsxSheet<R extends AnyRow>(
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
  totals: Totals = {},
) {
  const { cols, header, cells, totalLine } = exportTable(columns, rows, totals);
  const cell = (value: ExportCell, i: number, bold = false) => {
    if (value === null) return null;
    const weight = bold ? { fontWeight: 'bold' as const } : {};
    if (value instanceof Date)
      return { value, type: Date, format: cols[i]!.type === 'datetime' ? 'dd/mm/yyyy hh:mm' : 'dd/mm/yyyy', ...weight };
    if (typeof value === 'number')
      return { value, type: Number, format: cols[i]!.type === 'money' ? '#,##0.00' : undefined, ...weight };
    return bold ? { value, ...weight } : value;
  };
  const sheet = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...cells.map((line) => line.map((value, i) => cell(value, i))),
    ...(totalLine ? [totalLine.map((value, i) => cell(value, i, true))] : []),
  ];
  const widths = cols.map((c, i) => ({
    width: Math.min(60, Math.max(10, c.title.length + 2, ...cells.slice(0, 200).map((l) => cellWidth(l[i] ?? null)))),
  }));
  return { sheet, widths };
}

/** Builds the CSV (see csv.ts for the dialect) and downloads it. */
export function exportCsv<R extends AnyRow>(
  title: string,
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
  totals: Totals = {},
): string {
  const text = csvText(columns, rows, totals);
  const fileName = exportFileName(title, 'csv');
  download(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}

/** The CSV's text: amounts as '1234.50', dates as shown ('22/11/2026', which Excel in Spanish reads as a date). */
export function csvText<R extends AnyRow>(
  columns: readonly ColumnSpec<R>[],
  rows: readonly R[],
  totals: Totals = {},
): string {
  const { cols, totalLine } = exportTable(columns, [], totals);
  const text = (c: ColumnSpec<R>, value: ExportCell, row: R | null) => {
    if (typeof value === 'number') return c.type === 'money' ? value.toFixed(2) : String(value);
    if (value instanceof Date || !row) return row ? displayValue(c, row) : value;
    return c.exportValue ? value : displayValue(c, row);
  };
  const lines = rows.map((row) => cols.map((c) => text(c, exportValue(c, row), row)));
  if (totalLine) lines.push(cols.map((c, i) => text(c, totalLine[i] ?? null, null)));
  return toCsv(
    cols.map((c) => c.title),
    lines,
  );
}
