import { describe, expect, test } from '@jest/globals';
import { csvField, toCsv } from '../src/csv';

/** Issue 23: a product named `=cmd|' /C calc'!A0` went unchanged into the CSV export (a formula Excel runs). */
describe('CSV export neutralises formulas', () => {
  test.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+HYPERLINK("http://x")', '"\'+HYPERLINK(""http://x"")"'],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', '"\'\r=1+1"'],
  ])('%j is written as text', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  test('amounts and counts with a sign stay numbers; other texts are unchanged', () => {
    expect(csvField('-5.00')).toBe('-5.00');
    expect(csvField('+3')).toBe('+3');
    expect(csvField(-12.5)).toBe('-12.5');
    expect(csvField('Martillo = 2 kg')).toBe('Martillo = 2 kg');
    expect(toCsv(['Producto', 'Total'], [['=1+1', '-5.00']])).toBe("\uFEFFProducto;Total\r\n'=1+1;-5.00\r\n");
  });
});
