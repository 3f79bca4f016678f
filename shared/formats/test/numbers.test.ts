import { describe, expect, it } from '@jest/globals';
import Decimal from 'decimal.js';
import { formatMoney, formatNumber, roundHalfUp, toDecimal } from '../src/numbers.js';

describe('formatNumber', () => {
  it('uses US grouping with 2 decimals by default', () => {
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(0)).toBe('0.00');
    expect(formatNumber(999)).toBe('999.00');
    expect(formatNumber(1000)).toBe('1,000.00');
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber('12345678901234567890.5')).toBe('12,345,678,901,234,567,890.50');
  });

  it('shows between minDecimals and maxDecimals decimals', () => {
    expect(formatNumber('1234.56789', { minDecimals: 2, maxDecimals: 4 })).toBe('1,234.5679');
    expect(formatNumber('1234.5', { minDecimals: 2, maxDecimals: 4 })).toBe('1,234.50');
    expect(formatNumber('1234.567', { minDecimals: 2, maxDecimals: 4 })).toBe('1,234.567');
    expect(formatNumber('1234.56000', { minDecimals: 2, maxDecimals: 4 })).toBe('1,234.56');
    expect(formatNumber('1.5', { minDecimals: 0, maxDecimals: 2 })).toBe('1.5');
    expect(formatNumber('2', { minDecimals: 0, maxDecimals: 2 })).toBe('2');
    expect(formatNumber('2.6', { maxDecimals: 0 })).toBe('3');
    expect(formatNumber('2', { minDecimals: 3 })).toBe('2.000');
  });

  it('accepts number, string and Decimal', () => {
    expect(formatNumber(new Decimal('1234.5'))).toBe('1,234.50');
    expect(formatNumber(' 42 ')).toBe('42.00');
    expect(formatNumber('1,234.5')).toBe('1,234.50');
    expect(formatNumber('.5')).toBe('0.50');
  });

  it('rounds half-up without float artefacts', () => {
    expect(formatNumber('1.005')).toBe('1.01');
    expect(formatNumber(1.005)).toBe('1.01');
    expect(formatNumber('2.675')).toBe('2.68');
    expect(formatNumber(0.1 + 0.2)).toBe('0.30');
    expect(formatNumber('1.00005', { maxDecimals: 4 })).toBe('1.0001');
    expect(formatNumber('999.995')).toBe('1,000.00');
  });

  it('formats negatives and never prints -0.00', () => {
    expect(formatNumber(-1234.5)).toBe('-1,234.50');
    expect(formatNumber('-1.005')).toBe('-1.01');
    expect(formatNumber('-0.001')).toBe('0.00');
  });

  it('returns an empty string for missing or non-numeric input', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber('')).toBe('');
    expect(formatNumber('abc')).toBe('');
    expect(formatNumber('1,23')).toBe('');
    expect(formatNumber('0x10')).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });

  it('refuses impossible decimal options', () => {
    expect(() => formatNumber(1, { minDecimals: 3, maxDecimals: 2 })).toThrow(RangeError);
    expect(() => formatNumber(1, { maxDecimals: -1 })).toThrow(RangeError);
    expect(() => formatNumber(1, { maxDecimals: 1.5 })).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('prints soles with the S/ symbol', () => {
    expect(formatMoney(1234.5)).toBe('S/ 1,234.50');
    expect(formatMoney('0')).toBe('S/ 0.00');
    expect(formatMoney('-15.5')).toBe('S/ -15.50');
  });

  it('prints dollars and honours decimal options', () => {
    expect(formatMoney(10, { currency: 'USD' })).toBe('US$ 10.00');
    expect(formatMoney('1.23456', { maxDecimals: 4 })).toBe('S/ 1.2346');
  });

  it('returns an empty string for non-numeric input', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('x')).toBe('');
  });
});

describe('toDecimal and roundHalfUp', () => {
  it('parses exactly', () => {
    expect(toDecimal(1.005)?.toString()).toBe('1.005');
    expect(toDecimal('1,234,567.1')?.toString()).toBe('1234567.1');
    expect(toDecimal('1e5')).toBeNull();
    expect(toDecimal('12abc')).toBeNull();
  });

  it('rounds half-up to the requested decimals', () => {
    expect(roundHalfUp('1.005').toFixed(2)).toBe('1.01');
    expect(roundHalfUp('1.0049').toFixed(2)).toBe('1.00');
    expect(roundHalfUp('-2.5', 0).toString()).toBe('-3');
    expect(roundHalfUp(10.995).toString()).toBe('11');
    expect(() => roundHalfUp('nope')).toThrow(TypeError);
  });
});
