import { formatNumber } from '@trade/formats';

/** How the document pages show numbers (spec 000 §9: US format, 2 to 4 decimals). */
export const showQuantity = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : formatNumber(v, { minDecimals: 0, maxDecimals: 4 });
export const showPrice = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : formatNumber(v, { minDecimals: 2, maxDecimals: 6 });
export const showAmount = (v: string | null | undefined) =>
  v === null || v === undefined || v === '' ? '' : formatNumber(v);
