import { Decimal, dec, type DecimalInput } from './decimal.js';

/*
 * Amounts in words, the one function of the product: the XML legend 1000, the printed documents and
 * the screens all write '... Y nn/100 SOLES' (the specification's wording).
 * Accent convention: NO accents anywhere in this module (MILLON, DIECISEIS, VEINTIDOS, VEINTIUN,
 * DOLARES), as SUNAT printed documents commonly do and as older printers/fonts require. Applied to
 * the currency names too, for consistency: USD prints 'DOLARES AMERICANOS'.
 */

const UNITS = [
  'CERO',
  'UNO',
  'DOS',
  'TRES',
  'CUATRO',
  'CINCO',
  'SEIS',
  'SIETE',
  'OCHO',
  'NUEVE',
  'DIEZ',
  'ONCE',
  'DOCE',
  'TRECE',
  'CATORCE',
  'QUINCE',
  'DIECISEIS',
  'DIECISIETE',
  'DIECIOCHO',
  'DIECINUEVE',
  'VEINTE',
  'VEINTIUNO',
  'VEINTIDOS',
  'VEINTITRES',
  'VEINTICUATRO',
  'VEINTICINCO',
  'VEINTISEIS',
  'VEINTISIETE',
  'VEINTIOCHO',
  'VEINTINUEVE',
] as const;
const TENS = ['', '', '', 'TREINTA', 'CUARENTA', 'CINCUENTA', 'SESENTA', 'SETENTA', 'OCHENTA', 'NOVENTA'] as const;
const HUNDREDS = [
  '',
  'CIENTO',
  'DOSCIENTOS',
  'TRESCIENTOS',
  'CUATROCIENTOS',
  'QUINIENTOS',
  'SEISCIENTOS',
  'SETECIENTOS',
  'OCHOCIENTOS',
  'NOVECIENTOS',
] as const;
/** Long scale, as Spanish uses it: each name is 10^6 times the previous one. */
const SCALES = [
  ['', ''],
  ['MILLON', 'MILLONES'],
  ['BILLON', 'BILLONES'],
  ['TRILLON', 'TRILLONES'],
] as const;

/** Currencies a document can be written in words with (ISO 4217 code -> plural name, no accents). */
export const CURRENCY_WORDS: Readonly<Record<string, string>> = {
  PEN: 'SOLES',
  USD: 'DOLARES AMERICANOS',
  EUR: 'EUROS',
};

/** Grouped as users type it: '1,234,567.89'. */
const US_GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

function amountOf(value: DecimalInput): Decimal {
  try {
    return dec(typeof value === 'string' && US_GROUPED.test(value.trim()) ? value.trim().replace(/,/g, '') : value);
  } catch {
    throw new TypeError(`Not a number: ${String(value)}`);
  }
}

const MILLION = 1_000_000n;
/** First value that SCALES cannot name (10^24, a cuatrillon). */
export const MAX_WORDS_EXCLUSIVE = 10n ** 24n;

/** 1..999. `apocope`: the form used before a noun (MIL, MILLONES): UNO -> UN, VEINTIUNO -> VEINTIUN. */
function below1000(n: number, apocope: boolean): string {
  const parts: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h > 0) parts.push(h === 1 && rest === 0 ? 'CIEN' : (HUNDREDS[h] as string));
  if (rest > 0) {
    if (rest < 30) parts.push(UNITS[rest] as string);
    else {
      const t = Math.floor(rest / 10);
      const u = rest % 10;
      parts.push(u === 0 ? (TENS[t] as string) : `${TENS[t] as string} Y ${UNITS[u] as string}`);
    }
  }
  const text = parts.join(' ');
  return apocope && text.endsWith('UNO') ? text.slice(0, -1) : text;
}

/** 1..999,999: 'MIL' alone (never 'UN MIL'), 'VEINTIUN MIL', 'CIENTO UN MIL'. */
function below1M(n: number, apocope: boolean): string {
  const thousands = Math.floor(n / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (thousands === 1) parts.push('MIL');
  else if (thousands > 1) parts.push(`${below1000(thousands, true)} MIL`);
  if (rest > 0) parts.push(below1000(rest, apocope));
  return parts.join(' ');
}

/**
 * Non-negative integer in Spanish words, upper case, no accents: 21000 -> 'VEINTIUN MIL',
 * 1000000 -> 'UN MILLON', 1000000000 -> 'MIL MILLONES'. Ends in 'UNO' (not 'UN') as invoices print it.
 */
export function integerToWords(value: number | bigint | string): string {
  let n: bigint;
  try {
    n = typeof value === 'bigint' ? value : BigInt(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new TypeError(`Not an integer: ${String(value)}`);
  }
  if (n < 0n) throw new RangeError('Negative amounts cannot be written in words');
  if (n >= MAX_WORDS_EXCLUSIVE) throw new RangeError('Amount too large to write in words');
  if (n === 0n) return 'CERO';

  // Groups of six digits, lowest first: group i is multiplied by SCALES[i].
  const groups: number[] = [];
  for (let rest = n; rest > 0n; rest /= MILLION) groups.push(Number(rest % MILLION));
  const parts: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const g = groups[i] as number;
    if (g === 0) continue;
    const scale = SCALES[i] as (typeof SCALES)[number];
    if (i === 0) parts.push(below1M(g, false));
    else if (g === 1) parts.push(`UN ${scale[0]}`);
    else parts.push(`${below1M(g, true)} ${scale[1]}`);
  }
  return parts.join(' ');
}

/**
 * amountInWords(2345678.9) ->
 * 'DOS MILLONES TRESCIENTOS CUARENTA Y CINCO MIL SEISCIENTOS SETENTA Y OCHO Y 90/100 SOLES'.
 * Rounded half-up to cents first (10.995 -> 'ONCE Y 00/100 SOLES'). Throws on negative or non-numeric input.
 */
export function amountInWords(value: DecimalInput, currency = 'PEN'): string {
  const d = amountOf(value);
  if (d.isNegative() && !d.isZero()) throw new RangeError('Negative amounts cannot be written in words');
  const name = CURRENCY_WORDS[currency];
  if (!name) throw new RangeError(`Unknown currency: ${String(currency)}`);
  const cents = d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100).toFixed(0);
  const total = BigInt(cents);
  const integer = total / 100n;
  const fraction = (total % 100n).toString().padStart(2, '0');
  return `${integerToWords(integer)} Y ${fraction}/100 ${name}`;
}
