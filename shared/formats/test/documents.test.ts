import { describe, expect, it } from '@jest/globals';
import { DOCUMENT_TYPES, documentTypeLabel, isValidDni, isValidDocumentNumber, isValidRuc } from '../src/documents.js';

describe('isValidRuc', () => {
  it('accepts RUCs with a correct modulo-11 check digit', () => {
    // 20100047218: weighted sum 69, 69 mod 11 = 3, 11 - 3 = 8.
    expect(isValidRuc('20100047218')).toBe(true);
    // 20000000001: weighted sum 10, 11 - 10 = 1.
    expect(isValidRuc('20000000001')).toBe(true);
    expect(isValidRuc('10467793549')).toBe(true);
    expect(isValidRuc(' 20100047218 ')).toBe(true);
  });

  it('maps 11 - r = 10 to 0 and 11 to 1', () => {
    expect(isValidRuc('20000000010')).toBe(true); // sum 12, r 1, 11-1 = 10 -> 0
    expect(isValidRuc('20000000061')).toBe(true); // sum 22, r 0, 11 -> 1
    expect(isValidRuc('20000000060')).toBe(false);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidRuc('20100047219')).toBe(false);
    expect(isValidRuc('20000000002')).toBe(false);
  });

  it('refuses wrong length, prefix or characters', () => {
    expect(isValidRuc('2010004721')).toBe(false);
    expect(isValidRuc('201000472180')).toBe(false);
    expect(isValidRuc('30100047218')).toBe(false);
    expect(isValidRuc('2010004721A')).toBe(false);
    expect(isValidRuc('')).toBe(false);
    expect(isValidRuc(null)).toBe(false);
    expect(isValidRuc(undefined)).toBe(false);
  });

  it('accepts every allowed prefix with its check digit', () => {
    for (const prefix of ['10', '15', '17', '20']) {
      const body = `${prefix}12345678`;
      const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
      const sum = Array.from(body, Number).reduce((acc, d, i) => acc + d * weights[i]!, 0);
      const check = (11 - (sum % 11)) % 10;
      expect(isValidRuc(`${body}${check}`)).toBe(true);
      expect(isValidRuc(`${body}${(check + 1) % 10}`)).toBe(false);
    }
  });
});

describe('isValidDni', () => {
  it('accepts exactly 8 digits', () => {
    expect(isValidDni('46779354')).toBe(true);
    expect(isValidDni('00000001')).toBe(true);
    expect(isValidDni('4677935')).toBe(false);
    expect(isValidDni('467793541')).toBe(false);
    expect(isValidDni('4677935A')).toBe(false);
    expect(isValidDni(null)).toBe(false);
  });
});

describe('documentTypeLabel', () => {
  it('gives short labels for catálogo 06', () => {
    expect(documentTypeLabel('0')).toBe('Sin documento');
    expect(documentTypeLabel('1')).toBe('DNI');
    expect(documentTypeLabel('4')).toBe('CARNET EXT.');
    expect(documentTypeLabel('6')).toBe('RUC');
    expect(documentTypeLabel('7')).toBe('PASAPORTE');
    expect(documentTypeLabel('A')).toBe('CED. DIPLOMÁTICA');
    expect(documentTypeLabel('-')).toBe('VARIOS');
  });

  it("gives SUNAT's descriptions on request", () => {
    expect(documentTypeLabel('0', 'sunat')).toBe('DOC.TRIB.NO.DOM.SIN.RUC');
    expect(documentTypeLabel('1', 'sunat')).toBe('DOC. NACIONAL DE IDENTIDAD');
    expect(documentTypeLabel('6', 'sunat')).toBe('REG. UNICO DE CONTRIBUYENTES');
  });

  it('accepts numbers and lower case, and returns unknown codes as given', () => {
    expect(documentTypeLabel(1)).toBe('DNI');
    expect(documentTypeLabel(' a ')).toBe('CED. DIPLOMÁTICA');
    expect(documentTypeLabel('9')).toBe('9');
    expect(documentTypeLabel(null)).toBe('');
  });

  it('lists each code once', () => {
    const codes = DOCUMENT_TYPES.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['0', '1', '4', '6', '7', 'A']));
  });
});

describe('isValidDocumentNumber', () => {
  it('applies the rule of each document type', () => {
    expect(isValidDocumentNumber('6', '20100047218')).toBe(true);
    expect(isValidDocumentNumber('6', '20100047219')).toBe(false);
    expect(isValidDocumentNumber('1', '46779354')).toBe(true);
    expect(isValidDocumentNumber(1, '4677935')).toBe(false);
    expect(isValidDocumentNumber('4', 'X12345678901')).toBe(true);
    expect(isValidDocumentNumber('4', 'X123456789012')).toBe(false);
    expect(isValidDocumentNumber('7', 'AB-123')).toBe(false);
    expect(isValidDocumentNumber('0', 'EXT-123456789')).toBe(true);
    expect(isValidDocumentNumber('A', '1234567890123456')).toBe(false);
    expect(isValidDocumentNumber('Z', '123')).toBe(false);
    expect(isValidDocumentNumber('1', null)).toBe(false);
  });
});
