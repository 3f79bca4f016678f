/**
 * Whether uploaded bytes are really a PDF, and a harmless one. "%PDF-" at the start is not enough:
 * a file can start so and be an HTML page (a polyglot), or carry scripts. Checked without a PDF
 * library: the header and version, the end-of-file marker and the cross-reference pointer at the
 * end (where readers start), and no markup or active content anywhere in the bytes.
 */
const HEADER = /^%PDF-(1\.[0-7]|2\.0)[\r\n\s%]/;
/**
 * Markup a browser would run, and PDF actions that run code or open other files. Each is long
 * enough not to turn up by chance inside compressed streams (random bytes).
 */
const FORBIDDEN = [
  /<(html|head|body|script|iframe|object|embed|svg|meta|form|img)[\s>/]/i,
  /<!doctype/i,
  /javascript:/i,
  /\/(JavaScript|Launch|EmbeddedFile|RichMedia|XFA)\b/,
  /\/JS\s*[(<[]|\/JS\s+\d+\s+\d+\s+R\b/,
];

/** The Spanish reason the bytes are refused as a PDF; undefined when they are a plain PDF. */
export function pdfProblem(bytes: Buffer): string | undefined {
  const text = bytes.toString('latin1');
  if (!HEADER.test(text.slice(0, 16))) return 'el archivo no es un PDF válido';
  const tail = text.slice(-2048);
  const pointer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!pointer) return 'el archivo no es un PDF válido (sin final ni tabla de referencias)';
  const offset = Number(pointer[1]);
  const target = text.slice(offset, offset + 32);
  if (offset <= 0 || offset >= bytes.length || !/^(xref\b|\d+\s+\d+\s+obj\b)/.test(target))
    return 'el archivo no es un PDF válido (tabla de referencias dañada)';
  if (FORBIDDEN.some((pattern) => pattern.test(text)))
    return 'el PDF contiene páginas web, scripts o archivos incrustados';
  return undefined;
}
