import { describe, expect, test } from '@jest/globals';
import { renderTemplate } from '../../src/print/index.js';
import { pdfnotacredito, pdfventaa4, ticketventa } from '../../src/areas/billing-cpe/sales.templates.js';
import { pdfguiaa4 } from '../../src/areas/billing-cpe/guides.templates.js';
import { pproforma, pproformaa4 } from '../../src/areas/billing-cpe/proformas.templates.js';
import { ppedido } from '../../src/areas/billing-cpe/orders.templates.js';
import { describeTemplates, templateCase } from '../print/template-cases.js';
import { HASH, RUC } from '../print/samples.js';
import { decodeQr, pdfInfo, pdfText } from '../print/pdf.js';
import { samples } from './print-samples.js';

/** The billing-cpe area's printed documents, rendered from realistic data (the print engine knows none of them). */
export default function printTemplatesCases() {
  const data = samples();
  const MM = 72 / 25.4;

  describeTemplates([
    templateCase(ticketventa, data.ticketventa, [
      'BOLETA DE VENTA ELECTRÓNICA',
      'B001-00004521',
      'MARÍA ÁNGELES ÑAHUI QUISPE',
      'DNI: 45678912',
      'Importe total: S/ 101.30',
      'SON: CIENTO UNO Y 30/100 SOLES',
      'Efectivo: S/ 200.00',
      'Vuelto: S/ 98.70',
      'Representación impresa de la BOLETA DE VENTA',
      `Resumen (hash): ${HASH}`,
      'Consulte su documento en https://elnandu.pe/consulta',
      '22/11/2026 15:42',
    ]),
    templateCase(pdfventaa4, data.pdfventaa4, [
      'FACTURA ELECTRÓNICA',
      'F001-00000123',
      'INVERSIONES PÉREZ & HIJOS S.R.L.',
      '20456789120',
      'S/ 3,460.10',
      'SON: TRES MIL CUATROCIENTOS SESENTA Y 10/100 SOLES',
      'INFORMACIÓN DEL CRÉDITO',
      '07/12/2026',
      '1,730.05',
      'T001-00000045',
      'Representación impresa de la FACTURA ELECTRÓNICA',
      'Página 1 de 1',
    ]),
    templateCase(pdfnotacredito, data.pdfnotacredito, [
      'NOTA DE CRÉDITO',
      'FC01-00000017',
      'FACTURA ELECTRÓNICA F001-00000123',
      '07 - Devolución por ítem',
      'mal estado (húmeda)',
      'SON: VEINTIOCHO Y 90/100 SOLES',
      'Representación impresa de la NOTA DE CRÉDITO ELECTRÓNICA',
    ]),
    templateCase(pdfguiaa4, data.pdfguiaa4, [
      'GUÍA DE REMISIÓN',
      'T001-00000045',
      '01 - Venta',
      'Transporte privado',
      '1,250.5 KGM',
      'V4K-892',
      'Q29567812',
      'BIENES TRASLADADOS',
      'Representación impresa de la GUÍA DE REMISIÓN ELECTRÓNICA REMITENTE',
    ]),
    templateCase(pproforma, data.pproforma, [
      'PROFORMA',
      'PR01-00000077',
      'Válida hasta: 27/11/2026',
      'Importe total: S/ 101.30',
      'SON: CIENTO UNO Y 30/100 SOLES',
      'Documento sin valor tributario',
    ]),
    templateCase(pproformaa4, data.pproformaa4, [
      'PROFORMA',
      'PR01-00000078',
      'Crédito a 30 días',
      '48 horas',
      'S/ 3,460.10',
      'Condiciones:',
      'Flete a cargo del cliente',
    ]),
    templateCase(ppedido, data.ppedido, [
      'PEDIDO',
      '00001045',
      'Mesa: 12',
      'Carlos Ñique',
      'Lomo saltado',
      '» Uno sin cebolla',
      'Total: S/ 108.50',
      'alérgico al maní',
    ]),
  ]);

  describe('electronic documents', () => {
    test('the sale ticket QR, read back from the printed page, is the SUNAT payload', async () => {
      const { pdf } = await renderTemplate(ticketventa, data.ticketventa);
      expect(decodeQr(pdf)).toBe(`${RUC}|03|B001|00004521|15.45|101.30|2026-11-22|1|45678912|${HASH}`);
    });

    test('the A4 invoice QR carries the customer RUC, the IGV and the total without separators', async () => {
      const { pdf } = await renderTemplate(pdfventaa4, data.pdfventaa4);
      expect(decodeQr(pdf)).toBe(`${RUC}|01|F001|00000123|527.81|3460.10|2026-11-22|6|20456789120|${HASH}`);
    });

    test('the credit note QR code', async () => {
      expect(decodeQr((await renderTemplate(pdfnotacredito, data.pdfnotacredito)).pdf)).toBe(
        `${RUC}|07|FC01|00000017|4.41|28.90|2026-11-25|6|20456789120|${HASH}`,
      );
    });

    test('a guide prints the QR address SUNAT gave it', async () => {
      const { pdf } = await renderTemplate(pdfguiaa4, data.pdfguiaa4);
      expect(decodeQr(pdf)).toBe(data.pdfguiaa4.cpe!.qr);
    });

    test('a 58 mm ticket keeps a readable QR', async () => {
      const { pdf } = await renderTemplate(ticketventa, data.ticketventa, { formato: 'ticket58' });
      expect(pdfInfo(pdf).width).toBeCloseTo(58 * MM, 1);
      expect(decodeQr(pdf, 1, 200)).toContain(`${RUC}|03|B001|00004521|`);
    });

    test('an unsigned sale or a nota de venta prints without QR or legend', async () => {
      const unsigned = (await renderTemplate(ticketventa, { ...data.ticketventa, cpe: null })).pdf;
      const nv = (await renderTemplate(ticketventa, { ...data.ticketventa, tipo: 'NV', serie: 'NV01' })).pdf;
      for (const pdf of [unsigned, nv]) {
        expect(pdfText(pdf)).not.toContain('Representación impresa');
        expect(decodeQr(pdf)).toBeNull();
      }
      expect(pdfText(nv)).toContain('NOTA DE VENTA');
    });
  });

  test('a sale with ISC and a global charge prints both total lines (A4 and ticket); a sale without them prints neither', async () => {
    const totales = {
      ...data.ticketventa.totales,
      isc: '12.40',
      cargo: { etiqueta: 'Recargo al consumo y/o propinas', importe: '9.05' },
    };
    for (const [template, sample] of [
      [ticketventa, data.ticketventa],
      [pdfventaa4, data.pdfventaa4],
    ] as const) {
      const withBoth = pdfText((await renderTemplate(template, { ...sample, totales } as never)).pdf);
      expect(withBoth).toMatch(/ISC:? +S\/ 12\.40/);
      expect(withBoth).toMatch(/Recargo al consumo y\/o propinas:? +S\/ 9\.05/);
      const without = pdfText((await renderTemplate(template, sample as never)).pdf);
      expect(without).not.toContain('ISC');
      expect(without).not.toContain('Recargo al consumo');
    }
  });

  test('an order ticket prints ¡ ¿ ° and ü as themselves', async () => {
    const ticket = pdfText(
      (await renderTemplate(ppedido, { ...data.ppedido, observaciones: ['¡Rápido, por favor! ¿Mesa 12? 15° ün'] })).pdf,
    );
    expect(ticket).toContain('¡Rápido, por favor! ¿Mesa 12? 15° ün');
  });
}
