import { describe, expect, test } from '@jest/globals';
import { calcularDocumento, calcularLinea, limited, type LineaCalculada, type LineaInput } from '../src/index.js';

/**
 * Hand-computed vectors, checked to the cent. Each comment shows the arithmetic; a wrong rounding
 * rule or sign in the engine changes at least one figure here.
 */

const FECHA = '2024-05-10';
const linea = (input: LineaInput, fecha = FECHA) => calcularLinea(input, fecha);
const doc = (
  lineas: LineaInput[],
  extra: Parameters<typeof calcularDocumento>[0] extends infer T ? Partial<T> : never = {},
) => calcularDocumento({ fechaEmision: FECHA, lineas, ...extra }).totales;
const cents = (l: LineaCalculada) => ({
  valorVenta: l.valorVenta.toFixed(2),
  isc: l.isc.toFixed(2),
  igv: l.igv.toFixed(2),
  icbper: l.icbper.toFixed(2),
  importe: l.importe.toFixed(2),
});

describe('price with IGV: the unit value is derived exactly, each amount rounded half up', () => {
  test('3 × 11.80 -> value 10, 30.00 + 5.40 = 35.40', () => {
    const l = linea({ descripcion: 'a', cantidad: 3, precioUnitario: '11.80' });
    expect(limited(l.valorUnitario)).toBe('10.00');
    expect(cents(l)).toEqual({ valorVenta: '30.00', isc: '0.00', igv: '5.40', icbper: '0.00', importe: '35.40' });
  });

  test('7 × 2.50 -> value 2.1186440678, 7 × value = 14.8305 -> 14.83; IGV 2.6694 -> 2.67; 17.50', () => {
    const l = linea({ descripcion: 'a', cantidad: 7, precioUnitario: '2.50' });
    expect(limited(l.valorUnitario)).toBe('2.1186440678');
    expect(cents(l)).toEqual({ valorVenta: '14.83', isc: '0.00', igv: '2.67', icbper: '0.00', importe: '17.50' });
    expect(limited(l.precioReferencia)).toBe('2.50');
  });

  test('3 × 9.90 -> 25.1694915 -> 25.17; IGV 4.5306 -> 4.53; 29.70', () => {
    expect(cents(linea({ descripcion: 'a', cantidad: 3, precioUnitario: '9.90' }))).toEqual({
      valorVenta: '25.17',
      isc: '0.00',
      igv: '4.53',
      icbper: '0.00',
      importe: '29.70',
    });
  });

  test('1 × 0.10 -> the customer pays 0.10: value 0.0847 -> 0.08, IGV what is left, 0.02 (within SUNAT ±1 of 0.0144)', () => {
    expect(cents(linea({ descripcion: 'a', cantidad: 1, precioUnitario: '0.10' }))).toEqual({
      valorVenta: '0.08',
      isc: '0.00',
      igv: '0.02',
      icbper: '0.00',
      importe: '0.10',
    });
  });

  test('restaurant regime (IGV 10 %): 11.00 -> 10.00 + 1.00', () => {
    expect(cents(linea({ descripcion: 'menú', cantidad: 1, precioUnitario: '11.00', porcentajeIgv: '10' }))).toEqual({
      valorVenta: '10.00',
      isc: '0.00',
      igv: '1.00',
      icbper: '0.00',
      importe: '11.00',
    });
  });
});

describe('ISC, both ways of entering the line', () => {
  test('system 01 (al valor) from the price: 23.60 / 1.18 / 1.10 = 18.1818 -> 18.18; ISC 1.818 -> 1.82; IGV 20.00 × 18 % = 3.60', () => {
    const l = linea({
      descripcion: 'cerveza',
      cantidad: 1,
      precioUnitario: '23.60',
      isc: { sistema: '01', tasa: '10' },
    });
    expect(limited(l.valorUnitario)).toBe('18.1818181818');
    expect(cents(l)).toEqual({ valorVenta: '18.18', isc: '1.82', igv: '3.60', icbper: '0.00', importe: '23.60' });
    expect(l.baseIgv.toFixed(2)).toBe('20.00');
  });

  test('system 01 from the value: 2 × 50 = 100; ISC 20 %; IGV on 120', () => {
    expect(
      cents(linea({ descripcion: 'a', cantidad: 2, valorUnitario: '50', isc: { sistema: '01', tasa: '20' } })),
    ).toEqual({ valorVenta: '100.00', isc: '20.00', igv: '21.60', icbper: '0.00', importe: '141.60' });
  });

  test('system 02 (fixed amount) from the price: 12.98 / 1.18 − 1.00 = 10.00; 2 units: ISC 2.00, IGV 22 × 18 % = 3.96', () => {
    const l = linea({
      descripcion: 'pisco',
      cantidad: 2,
      precioUnitario: '12.98',
      isc: { sistema: '02', tasa: '1.00' },
    });
    expect(limited(l.valorUnitario)).toBe('10.00');
    expect(cents(l)).toEqual({ valorVenta: '20.00', isc: '2.00', igv: '3.96', icbper: '0.00', importe: '25.96' });
    expect(l.subtotales[0]!.porcentaje!.toFixed(5)).toBe('10.00000'); // effective rate written as the ISC percent
  });

  test('system 02 from the value: 3 × 4.20 = 12.60; ISC 3 × 0.55 = 1.65; IGV 14.25 × 18 % = 2.565 -> 2.57 (half up)', () => {
    expect(
      cents(linea({ descripcion: 'a', cantidad: 3, valorUnitario: '4.20', isc: { sistema: '02', tasa: '0.55' } })),
    ).toEqual({ valorVenta: '12.60', isc: '1.65', igv: '2.57', icbper: '0.00', importe: '16.82' });
  });

  test('system 03 (retail price) from the value: ISC 10 % of 2 × 15 = 3.00; IGV on 20 + 3', () => {
    expect(
      cents(
        linea({
          descripcion: 'a',
          cantidad: 2,
          valorUnitario: '10',
          isc: { sistema: '03', tasa: '10', precioSugerido: '15' },
        }),
      ),
    ).toEqual({ valorVenta: '20.00', isc: '3.00', igv: '4.14', icbper: '0.00', importe: '27.14' });
  });

  test('system 03 from the price: 13.57 / 1.18 − 10 % × 15 = 11.50 − 1.50 = 10.00', () => {
    const l = linea({
      descripcion: 'a',
      cantidad: 2,
      precioUnitario: '13.57',
      isc: { sistema: '03', tasa: '10', precioSugerido: '15' },
    });
    expect(limited(l.valorUnitario)).toBe('10.00');
    expect(cents(l)).toEqual({ valorVenta: '20.00', isc: '3.00', igv: '4.14', icbper: '0.00', importe: '27.14' });
  });
});

describe('IVAP (affectation 17, 4 %)', () => {
  test('10 × 4.25 = 42.50; IVAP 1.70', () => {
    const t = doc([{ descripcion: 'arroz pilado', cantidad: 10, valorUnitario: '4.25', tipoAfectacion: '17' }]);
    expect([t.baseIvap, t.ivap, t.igv, t.gravadas, t.total].map((d) => d.toFixed(2))).toEqual([
      '42.50',
      '1.70',
      '0.00',
      '0.00',
      '44.20',
    ]);
    expect(t.subtotales.map((s) => s.tributo.id)).toEqual(['1016']);
  });

  test('from the price: 5.20 / 1.04 = 5.00; 3 units = 15.00 + 0.60', () => {
    expect(cents(linea({ descripcion: 'arroz', cantidad: 3, precioUnitario: '5.20', tipoAfectacion: '17' }))).toEqual({
      valorVenta: '15.00',
      isc: '0.00',
      igv: '0.60',
      icbper: '0.00',
      importe: '15.60',
    });
  });
});

describe('ICBPER (plastic bags)', () => {
  test('3 bags sold at 0.10: value 0.30, IGV 0.054 -> 0.05, ICBPER 3 × 0.50 (2024) = 1.50', () => {
    expect(cents(linea({ descripcion: 'bolsa', cantidad: 3, valorUnitario: '0.10', bolsasPlasticas: true }))).toEqual({
      valorVenta: '0.30',
      isc: '0.00',
      igv: '0.05',
      icbper: '1.50',
      importe: '1.85',
    });
  });

  test('the rate of the year of issue: 2021 -> 0.30', () => {
    expect(
      linea(
        { descripcion: 'bolsa', cantidad: 3, valorUnitario: '0.10', bolsasPlasticas: true },
        '2021-06-01',
      ).icbper.toFixed(2),
    ).toBe('0.90');
  });

  test('a bag given free (value 0) becomes a free transfer 15 valued at 0.10 per bag; only the ICBPER is charged', () => {
    const l = linea({ descripcion: 'bolsa', cantidad: 2, valorUnitario: '0', bolsasPlasticas: true });
    expect([l.tipoAfectacion, l.gratuito, l.tipoPrecio]).toEqual(['15', true, '02']);
    expect(cents(l)).toEqual({ valorVenta: '0.20', isc: '0.00', igv: '0.04', icbper: '1.00', importe: '1.00' });
    expect(l.totalImpuestos.toFixed(2)).toBe('1.00');
    // Exonerated sellers (e.g. the Amazonía) keep their group: 21.
    expect(
      linea({ descripcion: 'bolsa', cantidad: 1, precioUnitario: '0', tipoAfectacion: '20', bolsasPlasticas: true })
        .tipoAfectacion,
    ).toBe('21');
  });

  test('a boleta of 10.00 + a free bag: 12.80 payable, the bag under 9996 with its IGV', () => {
    const t = doc([
      { descripcion: 'a', cantidad: 1, valorUnitario: '10' },
      { descripcion: 'bolsa', cantidad: 2, valorUnitario: '0', bolsasPlasticas: true },
    ]);
    expect(
      [t.gravadas, t.igv, t.gratuitas, t.igvGratuitas, t.icbper, t.valorVenta, t.total].map((d) => d.toFixed(2)),
    ).toEqual(['10.00', '1.80', '0.20', '0.04', '1.00', '10.00', '12.80']);
  });
});

describe('free lines', () => {
  test('gravado 15 computes the IGV but does not charge it; exonerado 21 has none', () => {
    const g = linea({ descripcion: 'x', cantidad: 2, valorReferencial: '50', tipoAfectacion: '15' });
    expect(cents(g)).toEqual({ valorVenta: '100.00', isc: '0.00', igv: '18.00', icbper: '0.00', importe: '0.00' });
    expect([g.totalImpuestos.toFixed(2), g.valorUnitario.toFixed(2), limited(g.precioReferencia)]).toEqual([
      '0.00',
      '0.00',
      '50.00',
    ]);
    expect(linea({ descripcion: 'x', cantidad: 1, valorReferencial: '30', tipoAfectacion: '21' }).igv.toFixed(2)).toBe(
      '0.00',
    );
    const t = doc([
      { descripcion: 'x', cantidad: 2, valorReferencial: '50', tipoAfectacion: '15' },
      { descripcion: 'y', cantidad: 1, valorUnitario: '10' },
    ]);
    expect([t.gratuitas, t.igvGratuitas, t.valorVenta, t.total].map((d) => d.toFixed(2))).toEqual([
      '100.00',
      '18.00',
      '10.00',
      '11.80',
    ]);
  });
});

describe('small amounts: each line IGV is rounded before summing', () => {
  test('two lines of 0.25: IGV 0.045 -> 0.05 each = 0.10 (not 0.09); total 0.60 (not 0.59)', () => {
    const t = doc([
      { descripcion: 'a', cantidad: 1, valorUnitario: '0.25' },
      { descripcion: 'b', cantidad: 1, valorUnitario: '0.25' },
    ]);
    expect([t.valorVenta, t.igv, t.subtotal, t.total].map((d) => d.toFixed(2))).toEqual([
      '0.50',
      '0.10',
      '0.60',
      '0.60',
    ]);
  });

  test('0.75 -> IGV 0.135 -> 0.14; three lines of 0.01 carry no IGV', () => {
    expect(linea({ descripcion: 'a', cantidad: 1, valorUnitario: '0.75' }).igv.toFixed(2)).toBe('0.14');
    const t = doc([1, 2, 3].map((i) => ({ descripcion: `x${i}`, cantidad: 1, valorUnitario: '0.01' })));
    expect([t.igv, t.total].map((d) => d.toFixed(2))).toEqual(['0.00', '0.03']);
  });

  test('quantity × value is rounded once: 3 × 0.335 = 1.005 -> 1.01', () => {
    expect(linea({ descripcion: 'a', cantidad: 3, valorUnitario: '0.335' }).valorVenta.toFixed(2)).toBe('1.01');
  });
});

describe('discounts and charges', () => {
  test('line 00 reduces the base, 01 only the amount payable; 47 raises the base, 48 only the payable amount', () => {
    const t = doc([
      { descripcion: 'a', cantidad: 2, valorUnitario: '100', descuentos: [{ codigo: '00', factor: '0.10' }] }, // 180, IGV 32.40
      { descripcion: 'b', cantidad: 1, valorUnitario: '100', descuentos: [{ codigo: '01', monto: '5' }] }, // 100, IGV 18
      {
        descripcion: 'c',
        cantidad: 1,
        valorUnitario: '100',
        cargos: [
          { codigo: '47', monto: '10' },
          { codigo: '48', monto: '3' },
        ],
      }, // 110, IGV 19.80
    ]);
    expect([t.valorVenta, t.igv, t.descuentos, t.cargos, t.total].map((d) => d.toFixed(2))).toEqual([
      '390.00',
      '70.20',
      '5.00',
      '3.00',
      '458.20',
    ]);
  });

  test('global discount 02 lowers LineExtensionAmount and the base: 1000 − 5 % = 950, IGV 171', () => {
    const t = doc([{ descripcion: 'a', cantidad: 1, valorUnitario: '1000' }], {
      descuentos: [{ codigo: '02', factor: '0.05' }],
    });
    expect([t.valorVenta, t.gravadas, t.igv, t.subtotal, t.total].map((d) => d.toFixed(2))).toEqual([
      '950.00',
      '950.00',
      '171.00',
      '1121.00',
      '1121.00',
    ]);
  });

  test('global charge 49 raises them: 1000 + 50 = 1050, IGV 189', () => {
    const t = doc([{ descripcion: 'a', cantidad: 1, valorUnitario: '1000' }], {
      cargos: [{ codigo: '49', monto: '50' }],
    });
    expect([t.valorVenta, t.gravadas, t.igv, t.total].map((d) => d.toFixed(2))).toEqual([
      '1050.00',
      '1050.00',
      '189.00',
      '1239.00',
    ]);
  });

  test('02 applies to the taxable base only: gravado 100 + exonerado 50 − 10 = 140; IGV on 90', () => {
    const t = doc(
      [
        { descripcion: 'a', cantidad: 1, valorUnitario: '100' },
        { descripcion: 'b', cantidad: 1, valorUnitario: '50', tipoAfectacion: '20' },
      ],
      { descuentos: [{ codigo: '02', monto: '10' }] },
    );
    expect([t.valorVenta, t.gravadas, t.exoneradas, t.igv, t.total].map((d) => d.toFixed(2))).toEqual([
      '140.00',
      '90.00',
      '50.00',
      '16.20',
      '156.20',
    ]);
  });

  test('global 03 only lowers the payable amount', () => {
    const t = doc([{ descripcion: 'a', cantidad: 1, valorUnitario: '1000' }], {
      descuentos: [{ codigo: '03', monto: '18' }],
    });
    expect([t.valorVenta, t.igv, t.descuentos, t.total].map((d) => d.toFixed(2))).toEqual([
      '1000.00',
      '180.00',
      '18.00',
      '1162.00',
    ]);
  });
});

describe('refusals in Spanish', () => {
  test.each([
    [{ descripcion: 'x', cantidad: 0, valorUnitario: '1' }, 'La cantidad del ítem "x" debe ser mayor que cero'],
    [
      { descripcion: 'x', cantidad: 1, tipoAfectacion: '99', valorUnitario: '1' },
      'Tipo de afectación del IGV no válido: 99',
    ],
    [{ descripcion: 'x', cantidad: 1 }, 'El ítem "x" necesita el valor unitario o el precio unitario'],
    [{ descripcion: 'x', cantidad: 1, valorUnitario: '-1' }, 'El valor unitario del ítem "x" no puede ser negativo'],
    [
      { descripcion: 'x', cantidad: 1, valorUnitario: '10', descuentos: [{ codigo: '00', monto: '11' }] },
      'Los descuentos del ítem "x" superan su valor',
    ],
    [{ descripcion: 'x', cantidad: 'abc', valorUnitario: '1' }, 'Importe no válido: abc'],
  ] as [LineaInput, string][])('%j', (input, message) => {
    expect(() => linea(input)).toThrow(message);
  });

  test('global discounts above the taxable base', () => {
    expect(() =>
      doc([{ descripcion: 'a', cantidad: 1, valorUnitario: '10' }], { descuentos: [{ codigo: '02', monto: '11' }] }),
    ).toThrow('Los descuentos globales superan las operaciones gravadas');
  });
});
