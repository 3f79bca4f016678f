/**
 * CSV for Excel in Peru: UTF-8 with a byte-order mark (so 'Ñ' and accents open right), ';' between
 * fields (Excel with Spanish regional settings splits on ';', and ';' never appears in amounts),
 * CRLF line ends, fields quoted when they hold ';', quotes or line breaks. Amounts are written
 * without thousands separators and with a dot ('1234.50') so they stay numbers.
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[;"\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: BOM, header line, one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
