import { normalizeText } from '@trade/formats';

/*
 * Reading a spreadsheet back (an import with a preview): the first row names the columns, found
 * by their Spanish titles whatever the order, case or accents, so a file exported by the kit (same
 * titles) imports as it is. Cells come out as the texts the API validates; nothing is checked here
 * but the headers.
 */

export interface SheetColumn {
  /** Field of the row produced. */
  key: string;
  /** The header as the kit exports it ('Precio de venta'). */
  title: string;
  /** Other headers accepted ('precioventa'). */
  aliases?: string[];
  required?: boolean;
}

export interface SheetRow {
  /** Row number in the spreadsheet (the header is 1). */
  fila: number;
  values: Record<string, string | null>;
}

export interface SheetRows {
  rows: SheetRow[];
  /** Titles of required columns the header lacks. */
  missing: string[];
}

/** A cell as read-excel-file gives it (text, number, boolean, date or blank). */
export type Cell = unknown;

const key = (text: unknown) => normalizeText(text).replace(/\s+/g, ' ').trim();

/** A cell as text: numbers without float noise (12.5, not 12.499999999), dates as YYYY-MM-DD, blanks as null. */
export function cellText(cell: Cell): string | null {
  if (cell === null || cell === undefined) return null;
  if (typeof cell === 'number') return String(Number(cell.toPrecision(15)));
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  return text === '' ? null : text;
}

export function rowsByHeader(sheet: readonly (readonly Cell[])[], columns: readonly SheetColumn[]): SheetRows {
  const headerIndex = sheet.findIndex((row) => row.some((c) => cellText(c) !== null));
  if (headerIndex === -1) return { rows: [], missing: columns.filter((c) => c.required).map((c) => c.title) };
  const header = sheet[headerIndex]!.map(key);
  const at = new Map<string, number>();
  for (const column of columns) {
    const names = [column.title, ...(column.aliases ?? [])].map(key);
    const index = header.findIndex((h) => names.includes(h));
    if (index !== -1) at.set(column.key, index);
  }
  const missing = columns.filter((c) => c.required && !at.has(c.key)).map((c) => c.title);
  const rows: SheetRow[] = [];
  sheet.forEach((row, i) => {
    if (i <= headerIndex) return;
    const values: Record<string, string | null> = {};
    for (const column of columns) values[column.key] = at.has(column.key) ? cellText(row[at.get(column.key)!]) : null;
    if (Object.values(values).every((v) => v === null)) return;
    rows.push({ fila: i + 1, values });
  });
  return { rows, missing };
}

/** The first sheet of an .xlsx chosen by the user (read-excel-file, the reading half of the kit's Excel export). */
export async function readXlsx(file: Blob): Promise<Cell[][]> {
  const { readSheet } = await import('read-excel-file/browser');
  return (await readSheet(file)) as Cell[][];
}
