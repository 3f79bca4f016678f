import { describe, expect, it } from '@jest/globals';
import * as formats from '../src/index.js';

describe('@trade/formats entry point', () => {
  it('re-exports every module', () => {
    const names = [
      'formatNumber',
      'formatMoney',
      'toDecimal',
      'roundHalfUp',
      'formatDate',
      'formatDateTime',
      'formatDateLong',
      'formatTime',
      'toIsoDateLima',
      'isValidDate',
      'todayLima',
      'firstDayOfMonthLima',
      'amountInWords',
      'integerToWords',
      'isValidAmountInput',
      'sanitizeAmountInput',
      'normalizeText',
      'searchWords',
      'matchesProduct',
      'matchesRow',
      'filterRows',
      'sanitizeFileName',
      'hasPermission',
      'isValidRuc',
      'isValidDni',
      'isValidDocumentNumber',
      'documentTypeLabel',
    ] as const;
    for (const name of names) expect(typeof formats[name]).toBe('function');
  });

  it('works end to end for an invoice footer', () => {
    const total = '2345678.9';
    expect(formats.formatMoney(total)).toBe('S/ 2,345,678.90');
    expect(`SON: ${formats.amountInWords(total)}`).toBe(
      'SON: DOS MILLONES TRESCIENTOS CUARENTA Y CINCO MIL SEISCIENTOS SETENTA Y OCHO Y 90/100 SOLES',
    );
  });
});
