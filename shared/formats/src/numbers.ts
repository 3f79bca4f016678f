import Decimal from 'decimal.js';

/** Anything the app hands us as an amount: API strings (NUMERIC columns), form numbers, Decimal results. */
export type NumericInput = number | string | Decimal;

export interface NumberFormatOptions {
  /** Decimals always shown (padded with zeros). Default 2. */
  minDecimals?: number;
  /** Decimals kept at most (rounded half-up). Default 2, and never below minDecimals. */
  maxDecimals?: number;
}

export type CurrencyCode = 'PEN' | 'USD';

/** Symbols as printed in Peru: SUNAT uses "S/" (since 2015) and "US$" for dollars. */
export const CURRENCY_SYMBOLS: Readonly<Record<CurrencyCode, string>> = { PEN: 'S/', USD: 'US$' };

// US grouping, as typed by users: '1,234,567.89'. Anything else with a comma is refused rather than guessed.
const US_GROUPED = /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/;

/**
 * Converts input to an exact Decimal, or null when it is not a finite number.
 * Numbers go through their shortest decimal representation (decimal.js does this), so 1.005 is
 * exactly 1.005 here and not 1.00499999999999989...
 */
export function toDecimal(value: NumericInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  let d: Decimal;
  try {
    if (Decimal.isDecimal(value)) d = new Decimal(value);
    else if (typeof value === 'number') d = new Decimal(value);
    else if (typeof value === 'string') {
      let s = value.trim();
      if (s === '') return null;
      if (US_GROUPED.test(s)) s = s.replace(/,/g, '');
      // decimal.js also accepts hex/binary/exponent forms; amounts are plain decimals only.
      if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return null;
      d = new Decimal(s);
    } else return null;
  } catch {
    return null;
  }
  return d.isFinite() ? d : null;
}

/** Rounds half-up (away from zero on .5, the commercial rule SUNAT uses) to `decimals` places. */
export function roundHalfUp(value: NumericInput, decimals = 2): Decimal {
  const d = toDecimal(value);
  if (!d) throw new TypeError(`Not a number: ${String(value)}`);
  checkDecimals(decimals, 'decimals');
  return d.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
}

function checkDecimals(n: number, name: string): void {
  if (!Number.isInteger(n) || n < 0 || n > 20)
    throw new RangeError(`${name} must be an integer from 0 to 20 (got ${n})`);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * US format with thousands separators: formatNumber(1234.5) -> '1,234.50',
 * formatNumber('1234.56789', { maxDecimals: 4 }) -> '1,234.5679'.
 * Returns '' for empty or non-numeric input so table cells stay blank instead of showing 'NaN'.
 */
export function formatNumber(value: NumericInput | null | undefined, options: NumberFormatOptions = {}): string {
  const maxDecimals = options.maxDecimals ?? Math.max(2, options.minDecimals ?? 2);
  const minDecimals = options.minDecimals ?? Math.min(2, maxDecimals);
  checkDecimals(minDecimals, 'minDecimals');
  checkDecimals(maxDecimals, 'maxDecimals');
  if (minDecimals > maxDecimals) throw new RangeError('minDecimals cannot exceed maxDecimals');

  const d = toDecimal(value);
  if (!d) return '';
  const rounded = d.toDecimalPlaces(maxDecimals, Decimal.ROUND_HALF_UP);
  // toFixed never uses exponent notation, unlike toString for very large/small values.
  let fixed = rounded.abs().toFixed(maxDecimals);
  if (maxDecimals > minDecimals) {
    const [int, frac = ''] = fixed.split('.');
    let keep = frac.replace(/0+$/, '');
    if (keep.length < minDecimals) keep = keep.padEnd(minDecimals, '0');
    fixed = keep ? `${int}.${keep}` : (int ?? '0');
  }
  const [intPart = '0', fracPart] = fixed.split('.');
  const body = groupThousands(intPart) + (fracPart !== undefined ? `.${fracPart}` : '');
  // No '-0.00': a tiny negative that rounds to zero is zero.
  return rounded.isNegative() && !rounded.isZero() ? `-${body}` : body;
}

export interface MoneyFormatOptions extends NumberFormatOptions {
  /** 'PEN' (default) prints 'S/ ', 'USD' prints 'US$ '. */
  currency?: CurrencyCode;
}

/** formatMoney(1234.5) -> 'S/ 1,234.50'; negative amounts print as 'S/ -1,234.50'. '' for non-numeric input. */
export function formatMoney(value: NumericInput | null | undefined, options: MoneyFormatOptions = {}): string {
  const { currency = 'PEN', ...numberOptions } = options;
  const text = formatNumber(value, numberOptions);
  if (text === '') return '';
  const symbol = CURRENCY_SYMBOLS[currency];
  if (!symbol) throw new RangeError(`Unknown currency: ${String(currency)}`);
  return `${symbol} ${text}`;
}
