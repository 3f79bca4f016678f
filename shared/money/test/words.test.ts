import { describe, expect, it } from '@jest/globals';
import Decimal from 'decimal.js';
import { amountInWords, integerToWords } from '../src/words.js';

const soles = (n: number | string) => amountInWords(n);

describe('amountInWords', () => {
  it.each([
    [0, 'CERO Y 00/100 SOLES'],
    [1, 'UNO Y 00/100 SOLES'],
    [15, 'QUINCE Y 00/100 SOLES'],
    [21, 'VEINTIUNO Y 00/100 SOLES'],
    [100, 'CIEN Y 00/100 SOLES'],
    [101, 'CIENTO UNO Y 00/100 SOLES'],
    [1000, 'MIL Y 00/100 SOLES'],
    [1001, 'MIL UNO Y 00/100 SOLES'],
    [21000, 'VEINTIUN MIL Y 00/100 SOLES'],
    [1000000, 'UN MILLON Y 00/100 SOLES'],
    [2345678.9, 'DOS MILLONES TRESCIENTOS CUARENTA Y CINCO MIL SEISCIENTOS SETENTA Y OCHO Y 90/100 SOLES'],
    [0.5, 'CERO Y 50/100 SOLES'],
    [10.995, 'ONCE Y 00/100 SOLES'],
  ])('%p -> %s', (n, expected) => {
    expect(soles(n)).toBe(expected);
  });

  it('writes 16 to 29 as single words without accents', () => {
    const expected = [
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
    ];
    expected.forEach((word, i) => expect(soles(16 + i)).toBe(`${word} Y 00/100 SOLES`));
  });

  it('joins tens and units with Y from 31', () => {
    expect(soles(30)).toBe('TREINTA Y 00/100 SOLES');
    expect(soles(31)).toBe('TREINTA Y UNO Y 00/100 SOLES');
    expect(soles(45)).toBe('CUARENTA Y CINCO Y 00/100 SOLES');
    expect(soles(99)).toBe('NOVENTA Y NUEVE Y 00/100 SOLES');
  });

  it('writes the irregular hundreds', () => {
    expect(soles(500)).toBe('QUINIENTOS Y 00/100 SOLES');
    expect(soles(700)).toBe('SETECIENTOS Y 00/100 SOLES');
    expect(soles(900)).toBe('NOVECIENTOS Y 00/100 SOLES');
    expect(soles(110)).toBe('CIENTO DIEZ Y 00/100 SOLES');
    expect(soles(999)).toBe('NOVECIENTOS NOVENTA Y NUEVE Y 00/100 SOLES');
  });

  it('shortens UNO to UN before MIL and MILLON(ES)', () => {
    expect(soles(31000)).toBe('TREINTA Y UN MIL Y 00/100 SOLES');
    expect(soles(101000)).toBe('CIENTO UN MIL Y 00/100 SOLES');
    expect(soles(21000000)).toBe('VEINTIUN MILLONES Y 00/100 SOLES');
    expect(soles(2000000)).toBe('DOS MILLONES Y 00/100 SOLES');
    expect(soles(1001001)).toBe('UN MILLON MIL UNO Y 00/100 SOLES');
    expect(soles(200000)).toBe('DOSCIENTOS MIL Y 00/100 SOLES');
  });

  it('writes thousands of millions and billions in the long scale', () => {
    expect(soles(1_000_000_000)).toBe('MIL MILLONES Y 00/100 SOLES');
    expect(soles(1_001_000_000)).toBe('MIL UN MILLONES Y 00/100 SOLES');
    expect(soles(2_500_000_000)).toBe('DOS MIL QUINIENTOS MILLONES Y 00/100 SOLES');
    expect(soles('1000000000000')).toBe('UN BILLON Y 00/100 SOLES');
    expect(soles('3000000000001.01')).toBe('TRES BILLONES UNO Y 01/100 SOLES');
  });

  it('rounds to cents half-up from exact decimals', () => {
    expect(soles('1.005')).toBe('UNO Y 01/100 SOLES');
    expect(soles('1.004')).toBe('UNO Y 00/100 SOLES');
    expect(soles('99.999')).toBe('CIEN Y 00/100 SOLES');
    expect(amountInWords(new Decimal('12.3'))).toBe('DOCE Y 30/100 SOLES');
  });

  it('names dollars and euros when asked (no accents, like the rest); an unknown currency is refused', () => {
    expect(amountInWords(100, 'USD')).toBe('CIEN Y 00/100 DOLARES AMERICANOS');
    expect(amountInWords('121', 'EUR')).toBe('CIENTO VEINTIUNO Y 00/100 EUROS');
    expect(amountInWords(100, 'PEN')).toBe('CIEN Y 00/100 SOLES');
    expect(() => amountInWords(100, 'XYZ')).toThrow(RangeError);
  });

  it('reads amounts typed with US grouping', () => {
    expect(amountInWords('1,652.00')).toBe('MIL SEISCIENTOS CINCUENTA Y DOS Y 00/100 SOLES');
  });

  it('refuses negative, non-numeric and too large amounts', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords('-0.01')).toThrow(RangeError);
    expect(() => amountInWords('abc')).toThrow(TypeError);
    expect(() => amountInWords(Number.NaN)).toThrow(TypeError);
    expect(() => amountInWords('1' + '0'.repeat(24))).toThrow(RangeError);
    expect(amountInWords(-0)).toBe('CERO Y 00/100 SOLES');
  });
});

describe('integerToWords', () => {
  it('writes integers given as number, bigint or string', () => {
    expect(integerToWords(0)).toBe('CERO');
    expect(integerToWords(71n)).toBe('SETENTA Y UNO');
    expect(integerToWords('1000001')).toBe('UN MILLON UNO');
    expect(integerToWords(10n ** 24n - 1n)).toMatch(
      /^NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE TRILLONES /,
    );
  });

  it('refuses fractions and negatives', () => {
    expect(() => integerToWords(1.5)).toThrow(TypeError);
    expect(() => integerToWords(-3)).toThrow(RangeError);
  });
});
