import { describe, expect, it } from '@jest/globals';
import { isValidAmountInput, sanitizeAmountInput } from '../src/inputs.js';

describe('isValidAmountInput', () => {
  it('accepts non-negative amounts with up to 2 decimals', () => {
    for (const ok of ['0', '0.5', '0.05', '5', '10', '1234.5', '1234.56', '100.00']) {
      expect(isValidAmountInput(ok)).toBe(true);
    }
  });

  it('refuses leading zeros, signs, separators, letters and incomplete values', () => {
    for (const bad of ['', '05', '00', '00.5', '-1', '+1', '1,000', '1e3', 'abc', '1.2.3', '.5', '12.', ' 1', '1 ']) {
      expect(isValidAmountInput(bad)).toBe(false);
    }
    expect(isValidAmountInput(null)).toBe(false);
    expect(isValidAmountInput(undefined)).toBe(false);
  });

  it('limits the decimals (2 by default, 3 in the variant, 0 for integers)', () => {
    expect(isValidAmountInput('1.234')).toBe(false);
    expect(isValidAmountInput('1.234', 3)).toBe(true);
    expect(isValidAmountInput('1.2345', 3)).toBe(false);
    expect(isValidAmountInput('12', 0)).toBe(true);
    expect(isValidAmountInput('12.5', 0)).toBe(false);
  });

  it('refuses impossible decimal counts', () => {
    expect(() => isValidAmountInput('1', -1)).toThrow(RangeError);
    expect(() => isValidAmountInput('1', 2.5)).toThrow(RangeError);
  });
});

describe('sanitizeAmountInput', () => {
  it('keeps valid input unchanged', () => {
    for (const ok of ['', '0', '0.5', '12', '12.', '12.3', '12.34']) {
      expect(sanitizeAmountInput(ok)).toBe(ok);
    }
  });

  it('strips letters, signs, spaces and commas', () => {
    expect(sanitizeAmountInput('S/ 1,234.50')).toBe('1234.50');
    expect(sanitizeAmountInput('-12a3')).toBe('123');
    expect(sanitizeAmountInput('abc')).toBe('');
  });

  it('keeps only the first dot', () => {
    expect(sanitizeAmountInput('1.2.3')).toBe('1.23');
    expect(sanitizeAmountInput('1..5')).toBe('1.5');
  });

  it('truncates extra decimals instead of rounding', () => {
    expect(sanitizeAmountInput('1.239')).toBe('1.23');
    expect(sanitizeAmountInput('1.2399', 3)).toBe('1.239');
    expect(sanitizeAmountInput('7.9', 0)).toBe('7');
  });

  it('removes leading zeros but keeps a single zero', () => {
    expect(sanitizeAmountInput('05')).toBe('5');
    expect(sanitizeAmountInput('0005.5')).toBe('5.5');
    expect(sanitizeAmountInput('00')).toBe('0');
    expect(sanitizeAmountInput('00.5')).toBe('0.5');
    expect(sanitizeAmountInput('0')).toBe('0');
  });

  it('completes a leading dot with a zero', () => {
    expect(sanitizeAmountInput('.5')).toBe('0.5');
    expect(sanitizeAmountInput('.')).toBe('0.');
  });

  it('handles missing input and is idempotent', () => {
    expect(sanitizeAmountInput(null)).toBe('');
    expect(sanitizeAmountInput(undefined)).toBe('');
    for (const raw of ['0a0.1.2.3', '..05', 'x-0.999', '000', '12.345.6']) {
      const once = sanitizeAmountInput(raw);
      expect(sanitizeAmountInput(once)).toBe(once);
    }
  });

  it('produces a valid amount once the user has finished typing', () => {
    for (const raw of ['007', '1.2.3', 'S/ 99.999', '.25']) {
      expect(isValidAmountInput(sanitizeAmountInput(raw))).toBe(true);
    }
  });
});
