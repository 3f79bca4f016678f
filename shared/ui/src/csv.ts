/**
 * CSV for Excel in Peru: UTF-8 with a byte-order mark (so 'Ñ' and accents open right), ';' between
 * fields (Excel with Spanish regional settings splits on ';', and ';' never appears in amounts),
 * CRLF line ends, fields quoted when they hold ';', quotes or line breaks. Amounts are written
 * without thousands separators and with a dot ('1234.50') so they stay numbers. A text that a
 * spreadsheet would run as a formula is neutralised (csvField).
 */
export const CSV_SEPARATOR = ';';
export const CSV_BOM = '\uFEFF';

/** What a spreadsheet would take for a formula (OWASP's list): = + - @ tab and carriage return. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An amount or a count ('-5.00', '+3') starts with a sign and stays a number. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

/**
 * One field: a text that would start a formula (a product named `=cmd|' /C calc'!A0`) is written
 * after an apostrophe, so Excel shows it and never runs it; then quoted when needed.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  const text = FORMULA_START.test(raw) && !PLAIN_NUMBER.test(raw) ? `'${raw}` : raw;
  return /[;"\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file's text: BOM, header line, one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvField).join(CSV_SEPARATOR));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
