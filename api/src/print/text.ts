import { documentTypeLabel, formatDate, formatDateTime, formatNumber } from '@trade/formats';
import { amountInWords } from '@trade/money';
import Decimal from 'decimal.js';
import type { CellFormat, Currency, DateValue, Money, Quantity } from './model.js';

/** How values print: the formats package's US numbers and Spanish dates (Lima time). */

/** '1,234.50' */
export const money = (value: Money | number | null | undefined): string =>
  formatNumber(value ?? null, { minDecimals: 2, maxDecimals: 2 });
/** 'S/ 1,234.50' or 'US$ 1,234.50' */
export const moneyWithSymbol = (value: Money | null | undefined, currency: Currency = 'PEN'): string =>
  value === null || value === undefined || value === '' ? '' : `${currency === 'USD' ? 'US$' : 'S/'} ${money(value)}`;
/** '2', '2.5', '2.125' */
export const quantity = (value: Quantity | null | undefined): string =>
  formatNumber(value ?? null, { minDecimals: 0, maxDecimals: 3 });
/** '22/11/2026' */
export const date = (value: DateValue | null | undefined): string => formatDate(value ?? null);
/** '22/11/2026 14:05' */
export const dateTime = (value: DateValue | null | undefined): string => formatDateTime(value ?? null);

/** 'SON: CIENTO VEINTE Y 50/100 SOLES' */
export function inWords(amount: Money, currency: Currency = 'PEN'): string {
  return `SON: ${amountInWords(amount, currency)}`;
}

/** 'F001-00000123': a numeric correlative is zero-padded to 8 digits, as SUNAT prints it. */
export function serieNumero(serie: string | null | undefined, numero: string | number | null | undefined): string {
  const n =
    numero === null || numero === undefined || numero === ''
      ? ''
      : typeof numero === 'number'
        ? String(numero).padStart(8, '0')
        : numero;
  return [serie, n].filter(Boolean).join('-');
}

/** 'RUC 20601234567', 'DNI 45678912'; '' when there is no number. */
export function documentOf(tipo: string | number | null | undefined, numero: string | null | undefined): string {
  if (!numero) return '';
  const label = tipo === null || tipo === undefined || tipo === '' ? '' : documentTypeLabel(tipo);
  return label ? `${label} ${numero}` : numero;
}

/** Exact sum of decimal strings (never float arithmetic on money). */
export function sum(values: (Money | number | null | undefined)[]): Money {
  return values
    .reduce<Decimal>((acc, v) => (v === null || v === undefined || v === '' ? acc : acc.plus(v)), new Decimal(0))
    .toFixed(2);
}

/** The text of a table cell. */
export function cell(value: string | number | Date | null | undefined, format: CellFormat = 'texto'): string {
  if (value === null || value === undefined || value === '') return '';
  switch (format) {
    case 'dinero':
      return money(value as Money);
    case 'cantidad':
      return quantity(value as Quantity);
    case 'entero':
      return formatNumber(value as Quantity, { minDecimals: 0, maxDecimals: 0 });
    case 'fecha':
      return date(value as DateValue);
    default:
      return value instanceof Date ? dateTime(value) : String(value);
  }
}
