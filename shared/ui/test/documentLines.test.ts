import { describe, expect, test } from '@jest/globals';
import {
  addProduct,
  baseQuantity,
  changeUnit,
  defaultUnit,
  documentTable,
  lineInput,
  linesProblem,
  matchCode,
  removeLine,
  stockHints,
  updateLine,
} from '../src/document/lines';
import type { DocLine, DocProduct } from '../src/document/types';

const agua: DocProduct = {
  id: 7,
  nombre: 'Agua mineral 625 ml',
  codigo: 'AG625',
  codigoBarra: '7750001000017',
  tipoAfectacion: '10',
  units: [
    { id: 1, nombre: 'UND', factor: 1, precio: '1.50', codigoSunat: 'NIU' },
    { id: 2, nombre: 'CAJA', factor: 12, precio: '15.00', codigoBarra: '17750001000014', codigoSunat: 'BX' },
  ],
};
const servicio: DocProduct = {
  id: 9,
  nombre: 'Instalación',
  codigo: 'SRV1',
  controlaStock: false,
  tipoAfectacion: '10',
  units: [{ id: 1, nombre: 'UND', factor: 1, precio: '50' }],
};

describe('adding products', () => {
  test('a new product starts in its base unit, quantity 1, at the unit price', () => {
    const { lines, added } = addProduct([], agua);
    expect(added).toBe(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      productId: 7,
      unitId: 1,
      cantidad: '1',
      precio: '1.50',
      descripcion: 'Agua mineral 625 ml',
    });
  });
  test('a repeated scan of the same product and unit increments the quantity', () => {
    let lines: DocLine[] = addProduct([], agua).lines;
    const again = addProduct(lines, agua);
    expect(again.added).toBe(false);
    expect(again.key).toBe(lines[0]!.key);
    lines = again.lines;
    expect(lines).toHaveLength(1);
    expect(lines[0]!.cantidad).toBe('2');
    // another unit of the same product is another line
    lines = addProduct(lines, agua, 2).lines;
    expect(lines.map((l) => [l.unitId, l.cantidad])).toEqual([
      [1, '2'],
      [2, '1'],
    ]);
  });
  test('a decimal quantity keeps its decimals when incremented; an unfinished one restarts at 1', () => {
    let lines = addProduct([], agua).lines;
    lines = updateLine(lines, lines[0]!.key, { cantidad: '2.5' });
    expect(addProduct(lines, agua).lines[0]!.cantidad).toBe('3.5');
    lines = updateLine(lines, lines[0]!.key, { cantidad: '' });
    expect(addProduct(lines, agua).lines[0]!.cantidad).toBe('1');
  });
  test('pricing: another price source (the last cost) and its decimals', () => {
    const { lines } = addProduct([], agua, null, {
      priceOf: (_p, unit) => (unit?.id === 1 ? '1.2345' : null),
      priceDecimals: 2,
    });
    expect(lines[0]!.precio).toBe('1.23');
  });
  test('the base unit is the factor-1 unit even when listed second', () => {
    expect(defaultUnit({ ...agua, units: [agua.units[1]!, agua.units[0]!] })!.id).toBe(1);
  });
});

describe('changing and removing lines', () => {
  test('changing the unit brings its price; base quantity follows the factor', () => {
    let lines = addProduct([], agua).lines;
    lines = updateLine(lines, lines[0]!.key, { cantidad: '3' });
    lines = changeUnit(lines, lines[0]!.key, 2);
    expect(lines[0]).toMatchObject({ unitId: 2, precio: '15.00', cantidad: '3' });
    expect(baseQuantity(lines[0]!)!.toString()).toBe('36');
    expect(baseQuantity({ ...lines[0]!, cantidad: '3.' })).toBeNull();
  });
  test('remove', () => {
    const lines = addProduct(addProduct([], agua).lines, servicio).lines;
    expect(removeLine(lines, lines[0]!.key).map((l) => l.productId)).toEqual([9]);
  });
});

describe('scanner codes', () => {
  test('a unit barcode adds that unit; the product barcode or code adds the base unit; case and spaces ignored', () => {
    expect(matchCode('17750001000014', [agua])).toEqual({ product: agua, unitId: 2 });
    expect(matchCode(' 7750001000017 ', [agua])).toEqual({ product: agua, unitId: null });
    expect(matchCode('ag625', [servicio, agua])).toEqual({ product: agua, unitId: null });
  });
  test('only exact codes: a name or a partial code adds nothing', () => {
    expect(matchCode('agua', [agua])).toBeNull();
    expect(matchCode('775000100001', [agua])).toBeNull();
    expect(matchCode('', [agua])).toBeNull();
  });
});

describe('stock hint', () => {
  test('available against the units selected by every line of the product, in base units', () => {
    let lines = addProduct([], agua).lines;
    lines = updateLine(lines, lines[0]!.key, { cantidad: '5' });
    lines = addProduct(lines, agua, 2).lines; // + 1 CAJA = 12
    lines = addProduct(lines, servicio).lines;
    const hints = stockHints(lines, { 7: '20', 9: '0' });
    expect(hints[lines[0]!.key]).toEqual({
      available: '20',
      selected: '17',
      unit: 'UND',
      short: false,
      text: 'Disponible: 20 UND · seleccionado: 17 UND',
    });
    expect(hints[lines[1]!.key]!.short).toBe(false);
    // a service has no stock hint
    expect(hints[lines[2]!.key]).toBeUndefined();
    lines = updateLine(lines, lines[1]!.key, { cantidad: '2' }); // 5 + 24 = 29 > 20
    const short = stockHints(lines, { 7: 20 });
    expect(short[lines[0]!.key]).toMatchObject({
      short: true,
      selected: '29',
      text: 'Disponible: 20 UND · seleccionado: 29 UND',
    });
  });
  test('unknown stock gives no hint', () => {
    const lines = addProduct([], agua).lines;
    expect(stockHints(lines, {})).toEqual({});
  });
});

describe('totals through @trade/money', () => {
  test('prices with IGV (sales): 2 × 3.50 = 7.00 of which IGV 1.07', () => {
    let lines = addProduct([], { ...agua, units: [{ id: 1, nombre: 'UND', factor: 1, precio: '3.50' }] }).lines;
    lines = updateLine(lines, lines[0]!.key, { cantidad: '2' });
    const { filas, totales } = documentTable(lines, { fechaEmision: '2026-11-23', pricesIncludeTax: true });
    expect(filas[0]).toMatchObject({ valorVenta: '5.93', igv: '1.07', importe: '7.00' });
    expect(totales).toMatchObject({ gravadas: '5.93', igv: '1.07', total: '7.00', enLetras: 'SIETE Y 00/100 SOLES' });
  });
  test('costs without IGV (entries): 10 × 1.50 = 15.00 + IGV 2.70', () => {
    let lines = addProduct([], agua).lines;
    lines = updateLine(lines, lines[0]!.key, { cantidad: '10' });
    const { totales } = documentTable(lines, { fechaEmision: '2026-11-23', pricesIncludeTax: false });
    expect(totales).toMatchObject({ valorVenta: '15.00', igv: '2.70', total: '17.70' });
  });
  test('a discount in price terms: with IGV it is taken out of its IGV before the engine', () => {
    let lines = addProduct([], { ...agua, units: [{ id: 1, nombre: 'UND', factor: 1, precio: '11.80' }] }).lines;
    lines = updateLine(lines, lines[0]!.key, { descuento: '1.18' });
    expect(lineInput(lines[0]!, true)!.descuentos).toEqual([{ codigo: '00', monto: '1.00' }]);
    const { totales } = documentTable(lines, { fechaEmision: '2026-11-23', pricesIncludeTax: true });
    expect(totales).toMatchObject({ valorVenta: '9.00', igv: '1.62', total: '10.62' });
    expect(lineInput(lines[0]!, false)!.descuentos).toEqual([{ codigo: '00', monto: '1.18' }]);
    // exonerated lines carry no IGV to take out
    expect(lineInput({ ...lines[0]!, tipoAfectacion: '20' }, true)!.descuentos).toEqual([
      { codigo: '00', monto: '1.18' },
    ]);
  });
  test('a line being typed is left out of the totals, and says why it cannot be saved', () => {
    let lines = addProduct(addProduct([], agua).lines, servicio).lines;
    lines = updateLine(lines, lines[1]!.key, { cantidad: '0' });
    const table = documentTable(lines, { fechaEmision: '2026-11-23', pricesIncludeTax: true });
    expect(table.filas[1]!.error).toBe('Fila vacía');
    expect(table.totales.total).toBe('1.50');
    expect(linesProblem(lines, table)).toBe('Línea 2 (Instalación): ingrese una cantidad mayor que cero');
    expect(linesProblem([], table)).toBe('Agregue al menos un producto');
    const fixed = updateLine(lines, lines[1]!.key, { cantidad: '1' });
    expect(
      linesProblem(fixed, documentTable(fixed, { fechaEmision: '2026-11-23', pricesIncludeTax: true })),
    ).toBeNull();
    const noPrice = updateLine(fixed, fixed[0]!.key, { precio: '' });
    expect(linesProblem(noPrice, documentTable(noPrice, { fechaEmision: '2026-11-23', pricesIncludeTax: true }))).toBe(
      'Línea 1 (Agua mineral 625 ml): ingrese el precio',
    );
  });
  test('an optional (reference) price counts as 0 when empty; with no price at all nothing is asked', () => {
    let lines = addProduct([], agua).lines;
    lines = updateLine(lines, lines[0]!.key, { precio: '' });
    const optional = documentTable(lines, { fechaEmision: '2026-11-23', pricesIncludeTax: false, price: 'optional' });
    expect(optional.filas[0]!.error).toBeUndefined();
    expect(optional.totales.valorVenta).toBe('0.00');
    expect(linesProblem(lines, optional, 'optional')).toBeNull();
    expect(linesProblem(updateLine(lines, lines[0]!.key, { precio: '1.' }), optional, 'optional')).toBe(
      'Línea 1 (Agua mineral 625 ml): ingrese el precio',
    );
    expect(linesProblem(lines, optional, 'none')).toBeNull();
  });
});
