/**
 * Search helpers: every typed word must appear (as a substring) somewhere, ignoring case and
 * accents, so 'cafe molido' finds 'Café Molido 250g' and 'CAFÉ' finds 'cafe'.
 */

/** Lower case without diacritics ('Ñandú' -> 'nandu'); Unicode-aware and available in every runtime. */
export function normalizeText(value: unknown): string {
  const text = valueToText(value);
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

/** The words of a search box, normalized; empty for blank input. */
export function searchWords(text: string | null | undefined): string[] {
  return normalizeText(text ?? '')
    .split(/\s+/)
    .filter((w) => w !== '');
}

function valueToText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  // Objects and arrays are not searched: their String() is '[object Object]' noise.
  return '';
}

function allWordsIn(words: readonly string[], haystacks: readonly string[]): boolean {
  return words.every((w) => haystacks.some((h) => h.includes(w)));
}

export interface SearchableProduct {
  denominacion?: string | null;
  codigo_barra?: string | number | null;
  codigo_producto?: string | number | null;
}

/** Every word of `text` appears in the denomination, the barcode or the product code. Empty text matches all. */
export function matchesProduct(product: SearchableProduct, text: string | null | undefined): boolean {
  const words = searchWords(text);
  if (words.length === 0) return true;
  return allWordsIn(words, [
    normalizeText(product.denominacion),
    normalizeText(product.codigo_barra),
    normalizeText(product.codigo_producto),
  ]);
}

/**
 * Every word of `text` appears in some field of the row (each word may match a different field).
 * `fields` limits which keys are searched; by default all of them. Empty text matches all.
 */
export function matchesRow<T extends object = Record<string, unknown>>(
  row: T,
  text: string | null | undefined,
  fields?: readonly (keyof T & string)[],
): boolean {
  return rowMatcher(searchWords(text), fields)(row as Record<string, unknown>);
}

function rowMatcher(words: readonly string[], fields?: readonly string[]): (row: Record<string, unknown>) => boolean {
  if (words.length === 0) return () => true;
  return (row) => {
    const keys = fields ?? Object.keys(row);
    return allWordsIn(
      words,
      keys.map((k) => normalizeText(row[k])),
    );
  };
}

/** Rows matching `text` (see matchesRow), in their original order; a new array even when nothing is filtered. */
export function filterRows<T extends object>(
  rows: readonly T[],
  text: string | null | undefined,
  fields?: readonly (keyof T & string)[],
): T[] {
  const match = rowMatcher(searchWords(text), fields);
  return rows.filter((row) => match(row as Record<string, unknown>));
}
