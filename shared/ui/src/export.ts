import { sanitizeFileName, todayLima } from '@trade/formats';
import { toCsv } from './csv.js';
import type { AnyRow, ColumnSpec } from './types.js';
import { displayValue, exportValue } from './values.js';

export type ExportFormat = 'xlsx' | 'csv';

/** 'Empleados' → 'empleados-2026-11-22.xlsx' (sanitised: no < > : " / \ | ? * !). */
export function exportFileName(title: string, format: ExportFormat, now: Date = new Date()): string {
  const base = title.trim().toLocaleLowerCase('es').replace(/\s+/g, '-');
  return sanitizeFileName(`${base}-${todayLima(now)}.${format}`);
}

/** Header and cells of an export: the visible columns (not the actions), formatted like the list. */
export function exportTable<R extends AnyRow>(columns: readonly ColumnSpec<R>[], rows: readonly R[]) {
  const cols = columns.filter((c) => c.exportable !== false);
  return { cols, header: cols.map((c) => c.title), cells: rows.map((row) => cols.map((c) => exportValue(c, row))) };
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

/** Builds the .xlsx (bold, frozen header; money as numbers with 2 decimals) and downloads it. */
export async function exportXlsx<R extends AnyRow>(title: string, columns: readonly ColumnSpec<R>[], rows: readonly R[]): Promise<string> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const { cols, header, cells } = exportTable(columns, rows);
  const sheet = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...cells.map((line) =>
      line.map((value, i) => {
        if (value === null) return null;
        if (typeof value === 'number') return { value, type: Number, format: cols[i]!.type === 'money' ? '#,##0.00' : undefined };
        return value;
      }),
    ),
  ];
  const widths = cols.map((c, i) => ({ width: Math.min(60, Math.max(10, c.title.length + 2, ...cells.slice(0, 200).map((l) => String(l[i] ?? '').length + 2))) }));
  const fileName = exportFileName(title, 'xlsx');
  const blob = await writeXlsxFile(sheet, { sheet: title.slice(0, 31) || 'Hoja1', columns: widths, stickyRowsCount: 1 }).toBlob();
  download(blob, fileName);
  return fileName;
}

/** Builds the CSV (see csv.ts for the dialect) and downloads it. */
export function exportCsv<R extends AnyRow>(title: string, columns: readonly ColumnSpec<R>[], rows: readonly R[]): string {
  const cols = columns.filter((c) => c.exportable !== false);
  const text = toCsv(
    cols.map((c) => c.title),
    rows.map((row) =>
      cols.map((c) => {
        const value = exportValue(c, row);
        if (typeof value === 'number') return c.type === 'money' ? value.toFixed(2) : String(value);
        return c.exportValue ? value : displayValue(c, row);
      }),
    ),
  );
  const fileName = exportFileName(title, 'csv');
  download(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
  return fileName;
}
