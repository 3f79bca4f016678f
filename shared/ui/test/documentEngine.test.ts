import { describe, expect, test } from '@jest/globals';
import { calcularDocumento, dec, fixed, type LineaInput } from '@trade/money';
import { addProduct, boundPricing, documentTable, specTableOptions } from '../src/document/lines';
import type { DocLine, DocProduct } from '../src/document/types';

/*
 * A document's own engine rules (the sale): `lines.engineLine` and `totals.discounts` bound to the
 * header give the same totals the server's engine computes from the same inputs; the pricing sees
 * the header (a credit sale proposes the credit price).
 */

const unit = (id: number, precio: string, credito?: string) => ({
  id,
  nombre: 'UND',
  factor: '1',
  precio,
  raw: { precioventa: precio, preciocredito: credito ?? null },
});
const product = (id: number, nombre: string, precio: string, credito?: string): DocProduct => ({
  id,
  nombre,
  units: [unit(id * 10, precio, credito)],
});

function lines(): DocLine[] {
  let current: DocLine[] = [];
  current = addProduct(current, product(1, 'Aceite', '10.50')).lines;
  current = addProduct(current, product(2, 'Bolsa', '0.50')).lines;
  current = addProduct(current, product(3, 'Llavero', '5.90')).lines;
  return current.map((l) =>
    l.productId === 2 ? { ...l, extra: { icbper: true } } : l.productId === 3 ? { ...l, extra: { gratuito: true } } : l,
  );
}

// A sale's mapping: ICBPER bags, a free item valued without IGV, the global discount 02.
const spec = {
  lines: {
    engineLine: (line: DocLine, _header: Record<string, unknown>, base: LineaInput | null): LineaInput | null => {
      if (!base) return null;
      if (line.extra?.icbper) return { ...base, bolsasPlasticas: true };
      if (line.extra?.gratuito)
        return {
          descripcion: base.descripcion,
          cantidad: base.cantidad,
          tipoAfectacion: '15',
          valorReferencial: '5.000000',
        };
      return base;
    },
  },
  totals: {
    discounts: (header: Record<string, unknown>) =>
      header.descuento ? [{ codigo: '02', monto: String(header.descuento) }] : [],
  },
};

describe('a document with its own engine rules', () => {
  test('the table through engineLine and the global discount equals the engine on the same inputs', () => {
    const header = { descuento: '1.00' };
    const table = documentTable(lines(), {
      fechaEmision: '2026-11-23',
      pricesIncludeTax: true,
      ...specTableOptions(spec, header),
    });
    const server = calcularDocumento({
      fechaEmision: '2026-11-23',
      lineas: [
        { descripcion: 'Aceite', cantidad: '1', tipoAfectacion: '10', precioUnitario: '10.50' },
        { descripcion: 'Bolsa', cantidad: '1', tipoAfectacion: '10', precioUnitario: '0.50', bolsasPlasticas: true },
        { descripcion: 'Llavero', cantidad: '1', tipoAfectacion: '15', valorReferencial: '5.000000' },
      ],
      descuentos: [{ codigo: '02', monto: '1.00' }],
    }).totales;
    expect(table.totales.total).toBe(fixed(server.total, 2));
    expect(table.totales.igv).toBe(fixed(server.igv, 2));
    expect(table.totales.icbper).toBe('0.50');
    expect(table.totales.gratuitas).toBe('5.00');
    expect(table.filas[2]!.importe).toBe('0.00');
  });

  test('a global charge of the header (46, outside the IGV base) reaches the engine: the total rises by it, the IGV does not', () => {
    const charged = { ...spec, totals: { ...spec.totals, charges: () => [{ codigo: '46', monto: '2.40' }] } };
    const plain = documentTable(lines(), {
      fechaEmision: '2026-11-23',
      pricesIncludeTax: true,
      ...specTableOptions(spec, {}),
    });
    const table = documentTable(lines(), {
      fechaEmision: '2026-11-23',
      pricesIncludeTax: true,
      ...specTableOptions(charged, {}),
    });
    expect(dec(table.totales.total).minus(dec(plain.totales.total)).toFixed(2)).toBe('2.40');
    expect(table.totales.igv).toBe(plain.totales.igv);
  });

  test('without engine rules the options add nothing', () => {
    expect(specTableOptions({ lines: {} }, {})).toEqual({});
    expect(specTableOptions({ lines: {}, totals: false }, {})).toEqual({});
  });

  test('the pricing sees the header: a credit sale proposes the credit price', () => {
    const pricing = {
      priceOf: (_p: DocProduct, u: DocProduct['units'][number] | undefined, header?: Record<string, unknown>) =>
        header?.credito ? (u?.raw?.preciocredito as string) : u?.precio,
    };
    const p = product(9, 'Taladro', '289.90', '310.00');
    expect(addProduct([], p, null, boundPricing(pricing, { credito: true })).lines[0]!.precio).toBe('310.00');
    expect(addProduct([], p, null, boundPricing(pricing, {})).lines[0]!.precio).toBe('289.90');
  });
});
