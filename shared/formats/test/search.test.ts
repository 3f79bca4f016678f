import { describe, expect, it } from '@jest/globals';
import { filterRows, matchesProduct, matchesRow, normalizeText, searchWords } from '../src/search.js';

const product = {
  denominacion: 'Café Molido Altomayo 250g',
  codigo_barra: '7751234567890',
  codigo_producto: 'CAF-001',
};

describe('normalizeText and searchWords', () => {
  it('lower-cases and removes accents', () => {
    expect(normalizeText('Ñandú CAFÉ')).toBe('nandu cafe');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(12.5)).toBe('12.5');
  });

  it('splits on any whitespace and drops empty words', () => {
    expect(searchWords('  Café\tmolido  ')).toEqual(['cafe', 'molido']);
    expect(searchWords('')).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe('matchesProduct', () => {
  it('matches everything for empty text', () => {
    expect(matchesProduct(product, '')).toBe(true);
    expect(matchesProduct(product, '   ')).toBe(true);
    expect(matchesProduct({}, null)).toBe(true);
  });

  it('matches substrings of the denomination, case- and accent-insensitively', () => {
    expect(matchesProduct(product, 'cafe')).toBe(true);
    expect(matchesProduct(product, 'CAFÉ')).toBe(true);
    expect(matchesProduct(product, 'moli alto')).toBe(true);
    expect(matchesProduct(product, 'té')).toBe(false);
  });

  it('matches the barcode and the product code', () => {
    expect(matchesProduct(product, '4567')).toBe(true);
    expect(matchesProduct(product, 'caf-0')).toBe(true);
    expect(matchesProduct({ codigo_barra: 7750001 }, '7750')).toBe(true);
  });

  it('requires every word, each in any of the fields', () => {
    expect(matchesProduct(product, 'molido 7751')).toBe(true);
    expect(matchesProduct(product, 'molido 500g')).toBe(false);
  });

  it('tolerates missing fields', () => {
    expect(matchesProduct({ denominacion: null, codigo_barra: undefined }, 'x')).toBe(false);
    expect(matchesProduct({ codigo_producto: 'P-9' }, 'p-9')).toBe(true);
  });
});

describe('matchesRow and filterRows', () => {
  const rows = [
    { id: 1, cliente: 'Juan Pérez', ruc: '10467793549', total: 150.5, activo: true },
    { id: 2, cliente: 'Comercial Andina SAC', ruc: '20100047218', total: 99, activo: false },
    { id: 3, cliente: 'María Pérez', ruc: null, total: 12, activo: true, extra: { nested: 'hidden' } },
  ];

  it('matches every word in some field, case-insensitively', () => {
    expect(matchesRow(rows[0]!, 'juan')).toBe(true);
    expect(matchesRow(rows[0]!, 'PEREZ 1046')).toBe(true);
    expect(matchesRow(rows[0]!, 'perez andina')).toBe(false);
  });

  it('searches numbers and booleans as text, but not nested objects', () => {
    expect(matchesRow(rows[0]!, '150.5')).toBe(true);
    expect(matchesRow(rows[1]!, 'false')).toBe(true);
    expect(matchesRow(rows[2]!, 'hidden')).toBe(false);
  });

  it('limits the search to the given fields', () => {
    expect(matchesRow(rows[1]!, '2010', ['cliente'])).toBe(false);
    expect(matchesRow(rows[1]!, '2010', ['cliente', 'ruc'])).toBe(true);
  });

  it('matches all rows for empty text and returns a new array', () => {
    const result = filterRows(rows, '  ');
    expect(result).toEqual(rows);
    expect(result).not.toBe(rows);
  });

  it('filters rows keeping their order', () => {
    expect(filterRows(rows, 'pérez').map((r) => r.id)).toEqual([1, 3]);
    expect(filterRows(rows, 'perez maria').map((r) => r.id)).toEqual([3]);
    expect(filterRows(rows, 'sac', ['cliente']).map((r) => r.id)).toEqual([2]);
    expect(filterRows(rows, 'zzz')).toEqual([]);
  });

  it('accepts rows typed as interfaces', () => {
    interface Venta {
      serie: string;
      numero: number;
    }
    const ventas: Venta[] = [
      { serie: 'F001', numero: 12 },
      { serie: 'B001', numero: 7 },
    ];
    expect(filterRows(ventas, 'f001 12', ['serie', 'numero'])).toEqual([ventas[0]]);
  });
});
