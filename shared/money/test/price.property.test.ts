import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { calcularDocumento, calcularTabla, dec, fixed, round, type LineaInput } from '../src/index.js';

/**
 * Issue 24 point 11: the customer pays the price typed. For any mix of prices, quantities and
 * affectations, each charged line's amount is quantity × price rounded to cents (plus its bags'
 * ICBPER), the document's total is the sum of those, the screen's table shows the same figures, and
 * every tax stays within what SUNAT tolerates: a line's IGV/IVAP within ±1 of base × rate (3103) —
 * here within a cent and a fifth — and the document's within a cent (4290/3295), at any number of lines.
 */

const AFECTACIONES = ['10', '10', '10', '17', '20', '30', '13', '21'] as const;

const linea = fc
  .record({
    precio: fc.integer({ min: 1, max: 2_000_000 }).map((c) => fixed(dec(c).div(100))),
    cantidad: fc.oneof(
      fc.integer({ min: 1, max: 50 }).map(String),
      fc.integer({ min: 1, max: 99_999 }).map((m) => fixed(dec(m).div(1000), 3)),
    ),
    afectacion: fc.constantFrom(...AFECTACIONES),
    bolsa: fc.boolean(),
  })
  // A line whose amount rounds to 0.00 charges nothing: the sale refuses it (its value must be above zero).
  .filter((l) => round(dec(l.cantidad).times(dec(l.precio))).gt(0));

const input = (l: { precio: string; cantidad: string; afectacion: string; bolsa: boolean }): LineaInput => ({
  descripcion: 'x',
  cantidad: l.cantidad,
  precioUnitario: l.precio,
  tipoAfectacion: l.afectacion,
  ...(l.bolsa ? { bolsasPlasticas: l.cantidad.includes('.') ? '1' : true } : {}),
});

const gratuita = (afe: string) => ['13', '21'].includes(afe);

describe('a price typed with taxes is what is charged', () => {
  test('any mix of lines (2,000 documents)', () => {
    fc.assert(
      fc.property(fc.array(linea, { minLength: 1, maxLength: 40 }), (lineas) => {
        const doc = calcularDocumento({ fechaEmision: '2025-03-10', lineas: lineas.map(input) });
        let esperado = dec(0);
        doc.lineas.forEach((l, i) => {
          const t = lineas[i]!;
          if (gratuita(t.afectacion)) {
            expect(l.importe.eq(l.icbper)).toBe(true);
          } else {
            const pago = round(dec(t.cantidad).times(dec(t.precio)));
            expect(fixed(l.importe.minus(l.icbper))).toBe(fixed(pago));
            // The unit price SUNAT reads (PricingReference 01) is the typed one, within half a cent of the line.
            expect(l.precioReferencia.times(l.cantidad).minus(l.icbper).minus(pago).abs().lte('0.0000001')).toBe(true);
          }
          if (['10', '17'].includes(t.afectacion)) {
            const rate = t.afectacion === '17' ? '0.04' : '0.18';
            expect(l.igv.minus(l.valorVenta.times(rate)).abs().lte('0.012')).toBe(true);
            expect(l.valorVenta.gt(0)).toBe(true);
          }
          esperado = esperado.plus(l.importe);
        });
        const t = doc.totales;
        expect(fixed(t.total)).toBe(fixed(esperado));
        expect(t.igv.minus(t.gravadas.times('0.18')).abs().lte('0.01')).toBe(true);
        expect(t.ivap.minus(t.baseIvap.times('0.04')).abs().lte('0.01')).toBe(true);
        expect(fixed(t.valorVenta.plus(t.totalImpuestos))).toBe(fixed(t.subtotal));
        // The screen's table shows the very same figures.
        const tabla = calcularTabla({ fechaEmision: '2025-03-10', lineas: lineas.map(input) });
        expect(tabla.totales.total).toBe(fixed(t.total));
        expect(tabla.filas.map((f) => f.igv)).toEqual(doc.lineas.map((l) => fixed(l.igv)));
      }),
      { numRuns: 2000 },
    );
  });

  test('the issue’s figures: 3 × 6.50, 2 × 8.90 + 35.00, 4 × 28.00, 1 × 10.00, 10 × 10.00, 500 × 1.00', () => {
    const total = (lineas: [number | string, string][]) =>
      fixed(
        calcularDocumento({
          fechaEmision: '2025-03-10',
          lineas: lineas.map(([cantidad, precioUnitario]) => ({ descripcion: 'x', cantidad, precioUnitario })),
        }).totales.total,
      );
    expect(total([[3, '6.50']])).toBe('19.50');
    expect(
      total([
        [2, '8.90'],
        [1, '35.00'],
      ]),
    ).toBe('52.80');
    expect(total([[4, '28.00']])).toBe('112.00');
    expect(total([[1, '10.00']])).toBe('10.00');
    expect(total([[10, '10.00']])).toBe('100.00');
    const quinientas = calcularDocumento({
      fechaEmision: '2025-03-10',
      lineas: Array.from({ length: 500 }, () => ({ descripcion: 'x', cantidad: 1, precioUnitario: '1.00' })),
    }).totales;
    expect(fixed(quinientas.total)).toBe('500.00');
    expect(fixed(quinientas.gravadas)).toBe('423.73');
    expect(fixed(quinientas.igv)).toBe('76.27');
    // 500 lines with ISC that all round the same way (per line they drifted S/ 2.90 from 18 % of the base).
    const conIsc = calcularDocumento({
      fechaEmision: '2025-03-10',
      lineas: Array.from({ length: 500 }, () => ({
        descripcion: 'x',
        cantidad: 1,
        precioUnitario: '3.31',
        isc: { sistema: '02' as const, tasa: '0.37' },
      })),
    });
    const base = conIsc.lineas.reduce((a, l) => a.plus(l.baseIgv), dec(0));
    expect(fixed(conIsc.totales.total)).toBe('1655.00');
    expect(fixed(conIsc.totales.isc)).toBe('185.00');
    expect(conIsc.totales.igv.minus(base.times('0.18')).abs().lte('0.01')).toBe(true);
  });

  test('lines with ISC (01 al valor, 02 monto fijo, 03 precio de venta al público) among others (1,000 documents)', () => {
    // The ISC per unit stays under 80 % of the price without IGV, so every line keeps a value to tax.
    const conIsc = fc
      .record({
        precio: fc.integer({ min: 100, max: 500_000 }).map((c) => fixed(dec(c).div(100))),
        cantidad: fc.integer({ min: 1, max: 48 }).map(String),
        sistema: fc.constantFrom('01', '02', '03'),
        tasa: fc.integer({ min: 1, max: 10_000 }).map((c) => fixed(dec(c).div(100))),
        parte: fc.integer({ min: 1, max: 80 }),
      })
      .map((l) => {
        const sinIgv = dec(l.precio).div('1.18');
        if (l.sistema === '02') return { ...l, tasa: dec(l.parte).div(100).times(sinIgv).toDecimalPlaces(4).toFixed() };
        if (l.sistema === '03')
          return {
            ...l,
            sugerido: dec(l.parte).div(100).times(sinIgv).times(100).div(l.tasa).toDecimalPlaces(2).toFixed(),
          };
        return l;
      })
      .filter((l) => l.tasa !== '0' && ('sugerido' in l ? dec(l.sugerido).gt(0) : true));
    const otra = linea.map((l) => ({ ...l, sistema: undefined }));
    fc.assert(
      fc.property(fc.array(fc.oneof(conIsc, otra), { minLength: 1, maxLength: 20 }), (lineas) => {
        const inputs = lineas.map(
          (l): LineaInput =>
            l.sistema
              ? {
                  descripcion: 'x',
                  cantidad: l.cantidad,
                  precioUnitario: l.precio,
                  isc: {
                    sistema: l.sistema as '01' | '02' | '03',
                    tasa: l.tasa,
                    ...('sugerido' in l ? { precioSugerido: l.sugerido as string } : {}),
                  },
                }
              : input(l as Parameters<typeof input>[0]),
        );
        const doc = calcularDocumento({ fechaEmision: '2025-03-10', lineas: inputs });
        let esperado = dec(0);
        let baseGravada = dec(0);
        doc.lineas.forEach((l, i) => {
          const t = lineas[i]!;
          esperado = esperado.plus(l.importe);
          if (l.tipoAfectacion === '10') baseGravada = baseGravada.plus(l.baseIgv);
          if (!t.sistema) return;
          const q = dec(t.cantidad);
          // What is typed is what is charged, and the ISC is SUNAT's formula of its system.
          expect(fixed(l.importe)).toBe(fixed(round(q.times(dec(t.precio)))));
          const isc =
            t.sistema === '01'
              ? round(l.valorVenta.times(dec(t.tasa)).div(100))
              : t.sistema === '02'
                ? round(q.times(dec(t.tasa)))
                : round(
                    round(q.times(dec((t as { sugerido: string }).sugerido)))
                      .times(dec(t.tasa))
                      .div(100),
                  );
          // 01 is over the value: split with it from the document's base, value × rate within a cent (split.ts).
          expect(
            l.isc
              .minus(isc)
              .abs()
              .lte(t.sistema === '01' ? '0.01' : '0'),
          ).toBe(true);
          expect(l.valorVenta.gt(0)).toBe(true);
          // The line's IGV against (value + ISC) × 18 % (SUNAT: ±1, 3103): within a cent (split.ts).
          expect(l.igv.minus(l.baseIgv.times('0.18')).abs().lte('0.012')).toBe(true);
        });
        const t = doc.totales;
        expect(fixed(t.total)).toBe(fixed(esperado));
        // The document's IGV against its base (value + ISC) × 18 %: within a cent at any number of lines.
        expect(t.igv.minus(baseGravada.times('0.18')).abs().lte('0.01')).toBe(true);
        expect(fixed(t.valorVenta.plus(t.totalImpuestos))).toBe(fixed(t.subtotal));
      }),
      { numRuns: 1000 },
    );
  });
});
