import { describe, expect, test } from '@jest/globals';
import { calcularTabla } from '../src/index.js';

describe('calcularTabla: what a sale screen shows while the user types', () => {
  test('rows as display strings, totals, and the amount in words', () => {
    const r = calcularTabla({
      fechaEmision: '2024-05-10',
      lineas: [
        { descripcion: 'Gaseosa', cantidad: '2', precioUnitario: '3.50' },
        { descripcion: 'Arroz', cantidad: 1, valorUnitario: '10', tipoAfectacion: '20' },
        { descripcion: 'Bolsa', cantidad: 1, valorUnitario: '0', bolsasPlasticas: true },
      ],
    });
    expect(r.error).toBeUndefined();
    // 2 × 3.50 / 1.18 = 5.9322 -> 5.93; IGV 1.0674 -> 1.07; importe 7.00.
    expect(r.filas[0]).toEqual({
      indice: 0,
      tipoAfectacion: '10',
      gratuito: false,
      valorUnitario: '2.9661016949',
      precioUnitario: '3.50',
      descuento: '0.00',
      valorVenta: '5.93',
      isc: '0.00',
      igv: '1.07',
      icbper: '0.00',
      importe: '7.00',
    });
    expect(r.filas[2]).toMatchObject({
      tipoAfectacion: '15',
      gratuito: true,
      valorVenta: '0.10',
      igv: '0.02',
      icbper: '0.50',
      importe: '0.50',
    });
    expect(r.totales).toMatchObject({
      gravadas: '5.93',
      exoneradas: '10.00',
      gratuitas: '0.10',
      igv: '1.07',
      icbper: '0.50',
      valorVenta: '15.93',
      total: '17.50',
    });
    expect(r.totales.enLetras).toBe('DIECISIETE Y 50/100 SOLES');
  });

  test('a row still being typed gets its error and stays out of the totals; the rest is computed', () => {
    const r = calcularTabla({
      fechaEmision: '2024-05-10',
      lineas: [
        { descripcion: 'A', cantidad: '', precioUnitario: '5' },
        null,
        { descripcion: 'B', cantidad: 1, precioUnitario: '11.80' },
      ],
    });
    expect(r.filas.map((f) => f.error)).toEqual([
      'La cantidad del ítem "A" debe ser mayor que cero',
      'Fila vacía',
      undefined,
    ]);
    expect(r.filas[0]!.importe).toBe('');
    expect(r.totales).toMatchObject({ gravadas: '10.00', igv: '1.80', total: '11.80' });
  });

  test('a document-level problem is reported; the totals without the global discount are still shown', () => {
    const r = calcularTabla({
      fechaEmision: '2024-05-10',
      lineas: [{ descripcion: 'A', cantidad: 1, valorUnitario: '10' }],
      descuentos: [{ codigo: '02', monto: '20' }],
    });
    expect(r.error).toBe('Los descuentos globales superan las operaciones gravadas');
    expect(r.totales.total).toBe('11.80');
  });

  test('global discounts and charges as the XML writes them; a percepción stays outside the total', () => {
    const r = calcularTabla({
      fechaEmision: '2024-05-10',
      lineas: [{ descripcion: 'A', cantidad: 1, valorUnitario: '1000' }],
      descuentos: [{ codigo: '02', factor: '0.05' }],
      cargos: [{ codigo: '51', factor: '0.02' }],
    });
    expect(r.error).toBeUndefined();
    expect(r.totales).toMatchObject({ valorVenta: '950.00', igv: '171.00', total: '1121.00' });
  });

  test('no rows: zeros', () => {
    expect(calcularTabla({ fechaEmision: '2024-05-10', lineas: [] }).totales).toMatchObject({
      total: '0.00',
      enLetras: 'CERO Y 00/100 SOLES',
    });
  });

  test('dollars are named in words', () => {
    expect(
      calcularTabla({
        fechaEmision: '2024-05-10',
        moneda: 'USD',
        lineas: [{ descripcion: 'A', cantidad: 1, precioUnitario: '118' }],
      }).totales.enLetras,
    ).toBe('CIENTO DIECIOCHO Y 00/100 DOLARES AMERICANOS');
  });
});
