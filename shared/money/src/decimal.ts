import DecimalJs from 'decimal.js';

/** Decimal arithmetic for money: 40 significant digits, half-up rounding (SUNAT). Never JS floats. */
export const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
export type Decimal = InstanceType<typeof Decimal>;

/** A decimal given by the caller: a string such as "118.00" (preferred), a number, or a Decimal of any decimal.js clone. */
export type DecimalInput = string | number | DecimalJs;

export const ZERO = new Decimal(0);
export const HUNDRED = new Decimal(100);

/** Plain decimals only: "12", "-0.5", ".25" (no exponents, hex or grouping). */
const PLAIN = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** Reads a caller's amount exactly; empty means zero. Throws on text that is not a plain decimal. */
export function dec(value: DecimalInput | null | undefined): Decimal {
  if (value === null || value === undefined || value === '') return ZERO;
  if (value instanceof Decimal) return value;
  if (DecimalJs.isDecimal(value)) return new Decimal(value);
  if (typeof value === 'string') {
    const text = value.trim();
    if (!PLAIN.test(text)) throw new TypeError(`Importe no válido: ${value}`);
    return new Decimal(text);
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new TypeError(`Importe no válido: ${String(value)}`);
  // A JS number is taken by its shortest decimal representation ("0.1" stays 0.1).
  return new Decimal(String(value));
}

/** Rounded to `places` decimals, half up. */
export const round = (value: Decimal, places = 2): Decimal => value.toDecimalPlaces(places, Decimal.ROUND_HALF_UP);

/** Fixed notation with exactly `places` decimals (money in the XML and on screens). */
export const fixed = (value: Decimal, places = 2): string => value.toFixed(places, Decimal.ROUND_HALF_UP);

/** Up to `max` decimals, trailing zeros removed but at least `min` (unit prices and quantities). */
export function limited(value: Decimal, max = 10, min = 2): string {
  const text = value.toDecimalPlaces(max, Decimal.ROUND_HALF_UP).toFixed();
  const [int, frac = ''] = text.split('.');
  const trimmed = frac.replace(/0+$/, '');
  const padded = trimmed.length < min ? trimmed.padEnd(min, '0') : trimmed;
  return padded ? `${int}.${padded}` : int!;
}

export const sum = (values: Decimal[]): Decimal => values.reduce((acc, v) => acc.plus(v), ZERO);
