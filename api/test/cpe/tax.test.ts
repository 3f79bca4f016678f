import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { Decimal } from '../../src/cpe/decimal.js';
import { calcularDocumento, calcularLinea } from '../../src/cpe/tax/index.js';
import { buildInvoice, buildNote } from '../../src/cpe/builders/comprobante.js';
import { montoEnLetras } from '../../src/cpe/amount-in-words.js';
import { validateXml } from '../../src/cpe/xsd/validator.js';
import type { CargoDescuento, Comprobante, LineaInput, Nota } from '../../src/cpe/types.js';
import { EMISOR, fixtures, text, ublParser } from './helpers.js';

/** Every homologation document rebuilt from its lines must give the same tax subtotals and monetary totals to the cent. */

const dir = join(fixtures, 'homologacion');
const files = readdirSync(dir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) => readdirSync(join(dir, d.name)).map((f) => join(d.name, f)))
  .filter((f) => /\/(factura|boleta|notaDe)/.test(f))
  .sort();

type Totals = { subtotals: Record<string, { taxable: string; tax: string }>; taxAmount: string; monetary: Record<string, string> };

const cents = (v: string | undefined) => new Decimal(v ?? '0').toFixed(2);

function totalsOf(root: any): Totals {
  const tt = root.TaxTotal;
  const subtotals: Totals['subtotals'] = {};
  for (const s of tt.TaxSubtotal) subtotals[text(s.TaxCategory.TaxScheme.ID)!] = { taxable: cents(text(s.TaxableAmount)), tax: cents(text(s.TaxAmount)) };
  const lmt = root.LegalMonetaryTotal ?? root.RequestedMonetaryTotal;
  const monetary: Record<string, string> = {};
  for (const k of ['LineExtensionAmount', 'TaxInclusiveAmount', 'AllowanceTotalAmount', 'ChargeTotalAmount', 'PrepaidAmount', 'PayableAmount']) monetary[k] = cents(text(lmt[k]));
  return { subtotals, taxAmount: cents(text(tt.TaxAmount)), monetary };
}

function rootOf(xml: string): [string, any] {
  const parsed = ublParser.parse(xml);
  const name = Object.keys(parsed).find((k) => k !== '?xml')!;
  return [name, parsed[name]];
}

/** Reads the fixture's lines back into engine inputs: quantity, unit value, affectation, ISC, ICBPER. */
function inputFrom(name: string, root: any): Comprobante | Nota {
  const lineTag = `${name}Line`;
  const qtyTag = name === 'Invoice' ? 'InvoicedQuantity' : name === 'CreditNote' ? 'CreditedQuantity' : 'DebitedQuantity';
  const lineas: LineaInput[] = root[lineTag].map((l: any) => {
    const subs: any[] = l.TaxTotal.TaxSubtotal;
    const scheme = (s: any) => text(s.TaxCategory.TaxScheme.ID);
    const igv = subs.find((s) => !['2000', '7152', '9999'].includes(scheme(s)!));
    const isc = subs.find((s) => scheme(s) === '2000');
    const bolsas = subs.find((s) => scheme(s) === '7152');
    const alt = l.PricingReference.AlternativeConditionPrice[0];
    const free = text(alt.PriceTypeCode) === '02';
    return {
      descripcion: text(l.Item.Description) ?? 'Item',
      unidad: l[qtyTag]['@unitCode'],
      cantidad: text(l[qtyTag])!,
      tipoAfectacion: text(igv.TaxCategory.TaxExemptionReasonCode),
      ...(free ? { valorReferencial: text(alt.PriceAmount) } : { valorUnitario: text(l.Price.PriceAmount) }),
      ...(isc ? { isc: { sistema: text(isc.TaxCategory.TierRange), tasa: text(isc.TaxCategory.Percent) } } : {}),
      ...(bolsas ? { bolsasPlasticas: text(bolsas.BaseUnitMeasure) } : {}),
    } as LineaInput;
  });
  const acs: any[] = root.AllowanceCharge ?? [];
  const ac = (charge: boolean): CargoDescuento[] =>
    acs
      .filter((a) => text(a.ChargeIndicator) === String(charge) && !['51', '52', '53'].includes(text(a.AllowanceChargeReasonCode)!))
      .map((a) => ({ codigo: text(a.AllowanceChargeReasonCode)!, monto: text(a.Amount), base: text(a.BaseAmount), factor: text(a.MultiplierFactorNumeric) }));
  const [serie, numero] = text(root.ID)!.split('-');
  const currency = text(root.DocumentCurrencyCode);
  const cliente = { tipoDoc: root.AccountingCustomerParty.Party.PartyIdentification.ID['@schemeID'], numDoc: text(root.AccountingCustomerParty.Party.PartyIdentification.ID)!, razonSocial: 'Cliente' };
  const common = { serie: serie!, numero: Number(numero), fechaEmision: text(root.IssueDate)!, moneda: currency, cliente, lineas, descuentos: ac(false), cargos: ac(true) };
  if (name === 'Invoice') {
    const perc = acs.find((a) => ['51', '52', '53'].includes(text(a.AllowanceChargeReasonCode)!));
    return {
      ...common,
      tipoDoc: text(root.InvoiceTypeCode) as '01' | '03',
      tipoOperacion: root.InvoiceTypeCode['@listID'],
      ...(perc ? { percepcion: { codigo: text(perc.AllowanceChargeReasonCode) as '51', porcentaje: new Decimal(text(perc.MultiplierFactorNumeric)!).times(100).toFixed(), base: text(perc.BaseAmount) } } : {}),
    };
  }
  const ref = root.BillingReference.InvoiceDocumentReference;
  const [rs, rn] = text(ref.ID)!.split('-');
  return {
    ...common,
    tipoDoc: name === 'CreditNote' ? '07' : '08',
    codigoMotivo: text(root.DiscrepancyResponse.ResponseCode)!,
    descripcionMotivo: text(root.DiscrepancyResponse.Description) ?? 'Homologación',
    documentoAfectado: { tipoDoc: text(ref.DocumentTypeCode) as '01' | '03', serie: rs!, numero: Number(rn) },
  };
}

describe('homologation vectors: rebuilt from their lines, same totals to the cent', () => {
  test('there are 120 factura/boleta/nota samples', () => {
    expect(files.length).toBe(120);
  });

  test.each(files)('%s', (file) => {
    const xml = readFileSync(join(dir, file), 'latin1');
    const [name, root] = rootOf(xml);
    const expected = totalsOf(root);
    const input = inputFrom(name, root);

    // The engine alone.
    const { totales } = calcularDocumento(input);
    const engineSubtotals = Object.fromEntries(totales.subtotales.map((s) => [s.tributo.id, { taxable: s.tributo.id === '7152' ? '0.00' : s.base.toFixed(2), tax: s.monto.toFixed(2) }]));
    expect(engineSubtotals).toEqual(expected.subtotals);
    expect(totales.totalImpuestos.toFixed(2)).toBe(expected.taxAmount);
    expect(totales.valorVenta.toFixed(2)).toBe(expected.monetary.LineExtensionAmount);
    expect(totales.subtotal.toFixed(2)).toBe(expected.monetary.TaxInclusiveAmount);
    expect(totales.total.toFixed(2)).toBe(expected.monetary.PayableAmount);

    // And through the builder: our XML carries the same figures and is schema-valid once signed
    // (unsigned, only the empty signature slot is reported).
    const built = input.tipoDoc === '01' || input.tipoDoc === '03' ? buildInvoice(EMISOR, input as Comprobante) : buildNote(EMISOR, input as Nota);
    const [, ours] = rootOf(built.xml);
    const got = totalsOf(ours);
    expect(got.subtotals).toEqual(expected.subtotals);
    expect(got.taxAmount).toBe(expected.taxAmount);
    for (const k of ['LineExtensionAmount', 'TaxInclusiveAmount', 'PayableAmount', 'AllowanceTotalAmount', 'ChargeTotalAmount']) expect(got.monetary[k]).toBe(expected.monetary[k]);
    const errors = validateXml(built.xml).errors.filter((e) => !e.message.includes('ExtensionContent'));
    expect(errors).toEqual([]);
  });
});

describe('line amounts', () => {
  test('price with IGV gives the unit value without IGV', () => {
    const l = calcularLinea({ descripcion: 'x', cantidad: 3, precioUnitario: '11.80' }, '2024-01-01');
    expect(l.valorUnitario.toFixed(2)).toBe('10.00');
    expect(l.valorVenta.toFixed(2)).toBe('30.00');
    expect(l.igv.toFixed(2)).toBe('5.40');
    expect(l.precioReferencia.toFixed(2)).toBe('11.80');
  });

  test('rounding is half up on 2 decimals and never uses floats', () => {
    const l = calcularLinea({ descripcion: 'x', cantidad: '3', valorUnitario: '0.1' }, '2024-01-01');
    expect(l.valorVenta.toFixed(2)).toBe('0.30');
    const h = calcularLinea({ descripcion: 'x', cantidad: 1, valorUnitario: '0.25' }, '2024-01-01');
    expect(h.igv.toFixed(2)).toBe('0.05'); // 0.045 -> 0.05
  });

  test('exonerado, inafecto and exportación carry no IGV', () => {
    for (const [code, scheme] of [['20', '9997'], ['30', '9998'], ['40', '9995']] as const) {
      const l = calcularLinea({ descripcion: 'x', cantidad: 2, valorUnitario: '50', tipoAfectacion: code }, '2024-01-01');
      expect(l.igv.isZero()).toBe(true);
      expect(l.subtotales[0]!.tributo.id).toBe(scheme);
    }
  });

  test('free transfers: gravado 11-16 computes the IGV but does not charge it; 21 and 31-37 have none', () => {
    const g = calcularLinea({ descripcion: 'x', cantidad: 2, valorReferencial: '50', tipoAfectacion: '15' }, '2024-01-01');
    expect([g.valorVenta.toFixed(2), g.igv.toFixed(2), g.totalImpuestos.toFixed(2), g.valorUnitario.toFixed(2), g.tipoPrecio]).toEqual(['100.00', '18.00', '0.00', '0.00', '02']);
    const e = calcularLinea({ descripcion: 'x', cantidad: 1, valorReferencial: '50', tipoAfectacion: '37' }, '2024-01-01');
    expect(e.igv.isZero()).toBe(true);
    const { totales } = calcularDocumento({ fechaEmision: '2024-01-01', lineas: [{ descripcion: 'x', cantidad: 2, valorReferencial: '50', tipoAfectacion: '15' }, { descripcion: 'y', cantidad: 1, valorUnitario: '10' }] });
    expect([totales.gratuitas.toFixed(2), totales.igvGratuitas.toFixed(2), totales.total.toFixed(2)]).toEqual(['100.00', '18.00', '11.80']);
  });

  test('ICBPER by the year of issue, outside the IGV base', () => {
    const l = calcularLinea({ descripcion: 'bolsa', cantidad: 3, valorUnitario: '0.10', bolsasPlasticas: true }, '2021-06-01');
    expect(l.icbper.toFixed(2)).toBe('0.90');
    expect(l.igv.toFixed(2)).toBe('0.05');
    expect(calcularLinea({ descripcion: 'bolsa', cantidad: 2, valorUnitario: '0', bolsasPlasticas: true }, '2024-06-01').icbper.toFixed(2)).toBe('1.00');
  });

  test('line discounts: 00 reduces the base, 01 only the amount payable', () => {
    const { lineas, totales } = calcularDocumento({
      fechaEmision: '2024-01-01',
      lineas: [
        { descripcion: 'a', cantidad: 2, valorUnitario: '100', descuentos: [{ codigo: '00', factor: '0.10' }] },
        { descripcion: 'b', cantidad: 1, valorUnitario: '100', descuentos: [{ codigo: '01', monto: '5' }] },
      ],
    });
    expect(lineas[0]!.valorVenta.toFixed(2)).toBe('180.00');
    expect(lineas[0]!.igv.toFixed(2)).toBe('32.40');
    expect([totales.valorVenta.toFixed(2), totales.igv.toFixed(2), totales.descuentos.toFixed(2), totales.total.toFixed(2)]).toEqual(['280.00', '50.40', '5.00', '325.40']);
  });

  test('global discount 02 reduces the IGV base and recomputes the IGV; 03 only the payable amount', () => {
    const lineas: LineaInput[] = [{ descripcion: 'a', cantidad: 1, valorUnitario: '1000' }];
    const d02 = calcularDocumento({ fechaEmision: '2024-01-01', lineas, descuentos: [{ codigo: '02', factor: '0.05' }] }).totales;
    expect([d02.gravadas.toFixed(2), d02.igv.toFixed(2), d02.subtotal.toFixed(2), d02.total.toFixed(2)]).toEqual(['950.00', '171.00', '1121.00', '1121.00']);
    const d03 = calcularDocumento({ fechaEmision: '2024-01-01', lineas, descuentos: [{ codigo: '03', monto: '18' }] }).totales;
    expect([d03.igv.toFixed(2), d03.descuentos.toFixed(2), d03.total.toFixed(2)]).toEqual(['180.00', '18.00', '1162.00']);
  });

  test('invalid inputs are refused in Spanish', () => {
    expect(() => calcularLinea({ descripcion: 'x', cantidad: 0, valorUnitario: '1' }, '2024-01-01')).toThrow('La cantidad del ítem "x" debe ser mayor que cero');
    expect(() => calcularLinea({ descripcion: 'x', cantidad: 1, tipoAfectacion: '99', valorUnitario: '1' }, '2024-01-01')).toThrow('Tipo de afectación del IGV no válido: 99');
    expect(() => calcularLinea({ descripcion: 'x', cantidad: 1 }, '2024-01-01')).toThrow('necesita el valor unitario');
  });
});

describe('amount in words', () => {
  test.each([
    ['1652.00', 'PEN', 'MIL SEISCIENTOS CINCUENTA Y DOS CON 00/100 SOLES'],
    ['0.50', 'PEN', 'CERO CON 50/100 SOLES'],
    ['100', 'PEN', 'CIEN CON 00/100 SOLES'],
    ['121', 'USD', 'CIENTO VEINTIUNO CON 00/100 DÓLARES AMERICANOS'],
    ['21000.10', 'PEN', 'VEINTIUN MIL CON 10/100 SOLES'],
    ['1000000', 'PEN', 'UN MILLON CON 00/100 SOLES'],
    ['2501001.99', 'PEN', 'DOS MILLONES QUINIENTOS UN MIL UNO CON 99/100 SOLES'],
  ])('%s %s', (amount, currency, words) => {
    expect(montoEnLetras(amount, currency)).toBe(words);
  });
});
