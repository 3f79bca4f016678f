import { describe, expect, test } from '@jest/globals';
import { renderTemplate, templates, type TemplateName, PAGE_FORMATS } from '../../src/print/index.js';
import { HASH, RUC, samples } from './samples.js';
import { decodeQr, flat, pdfFonts, pdfInfo, pdfText } from './pdf.js';

const data = samples();
const MM = 72 / 25.4;

/** What a person must find on each printed document (besides the company header). */
const EXPECTED: Record<TemplateName, string[]> = {
  ticketventa: [
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
  ],
  pdfventaa4: [
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
  ],
  pdfnotacredito: [
    'NOTA DE CRÉDITO',
    'FC01-00000017',
    'FACTURA ELECTRÓNICA F001-00000123',
    '07 - Devolución por ítem',
    'mal estado (húmeda)',
    'SON: VEINTIOCHO Y 90/100 SOLES',
    'Representación impresa de la NOTA DE CRÉDITO ELECTRÓNICA',
  ],
  pdfguiaa4: [
    'GUÍA DE REMISIÓN',
    'T001-00000045',
    '01 - Venta',
    'Transporte privado',
    '1,250.5 KGM',
    'V4K-892',
    'Q29567812',
    'BIENES TRASLADADOS',
    'Representación impresa de la GUÍA DE REMISIÓN ELECTRÓNICA REMITENTE',
  ],
  printpdfcpago: [
    'NOTA DE PAGO',
    'NP01-00000389',
    'Cobro de crédito',
    'F001-00000123',
    'Transferencia BCP',
    'Saldo anterior: S/ 3,245.60',
    'Importe pagado: S/ 1,500.00',
    'Saldo pendiente: S/ 1,745.60',
    'SON: MIL QUINIENTOS Y 00/100 SOLES',
  ],
  pproforma: [
    'PROFORMA',
    'PR01-00000077',
    'Válida hasta: 27/11/2026',
    'Importe total: S/ 101.30',
    'SON: CIENTO UNO Y 30/100 SOLES',
    'Documento sin valor tributario',
  ],
  pproformaa4: [
    'PROFORMA',
    'PR01-00000078',
    'Crédito a 30 días',
    '48 horas',
    'S/ 3,460.10',
    'Condiciones:',
    'Flete a cargo del cliente',
  ],
  ppedido: [
    'PEDIDO',
    '00001045',
    'Mesa: 12',
    'Carlos Ñique',
    'Lomo saltado',
    '» Uno sin cebolla',
    'Total: S/ 108.50',
    'alérgico al maní',
  ],
  vouchercajachica: [
    'VALE DE CAJA CHICA',
    '00000056',
    'Egreso',
    'BODEGA SAN JOSÉ E.I.R.L.',
    'Boleta B002-00004567',
    'Importe: S/ 48.70',
    'SON: CUARENTA Y OCHO Y 70/100 SOLES',
    'Recibí conforme',
    'Responsable de caja',
  ],
  pdfcierrecaja: [
    'CIERRE DE CAJA',
    '00000041',
    'Rosa Huamán',
    'Efectivo',
    '991.80',
    'Cemento Sol 42.5 kg',
    'Caja chica',
    'Faltante: S/ -10.00',
    'Total contado: S/ 1,311.80',
  ],
  pdfentradaa4: [
    'NOTA DE INGRESO A ALMACÉN',
    'NI01-00000230',
    'Almacén principal Arequipa',
    'DISTRIBUIDORA DEL PACÍFICO S.A. (RUC 20100066603)',
    'Lote: L2611-07',
    'S/ 27,680.80',
    'Entregado por',
    'Recibido por',
  ],
  pdfsalidaa4: [
    'NOTA DE SALIDA DE ALMACÉN',
    'NS01-00000098',
    'Traslado a la sucursal Lima',
    'Series: DW18-00231, DW18-00232, DW18-00240',
    'Despachado por',
  ],
  pdftransferenciaa4: [
    'TRANSFERENCIA DE ALMACÉN',
    'NT01-00000015',
    'Almacén de origen',
    'Almacén Arequipa',
    'Series: DW18-00241, DW18-00242',
    'S/ 1,543.00',
  ],
  pdfordenservicioa4: [
    'ORDEN DE SERVICIO',
    'OS01-00000512',
    'Estado: En reparación',
    'V2B-471',
    'Toyota Hilux 2.4 4x4',
    '128,450 km',
    'FALLA REPORTADA POR EL CLIENTE',
    'DIAGNÓSTICO',
    'Sensor de oxígeno Denso',
    'S/ 795.00',
    'Saldo por pagar',
    'S/ 495.00',
    'SON: SETECIENTOS NOVENTA Y CINCO Y 00/100 SOLES',
    'Firma del cliente',
  ],
  pdfinventarioordenservicioa4: [
    'INVENTARIO DE RECEPCIÓN',
    'OS01-00000512',
    '1/4 de tanque',
    '¿Presente?',
    'Triángulo de seguridad',
    'Vencido (06/2026)',
    'Parabrisas con fisura',
  ],
  ticketprestamo: [
    'PRÉSTAMO',
    '00000087',
    'Tasa de interés: 5 % mensual',
    'Total a pagar: S/ 1,725.00',
    'SON: MIL SETECIENTOS VEINTICINCO Y 00/100 SOLES',
    'CRONOGRAMA DE PAGOS',
    '22/02/2027',
    '575.00',
    'Firma del cliente',
  ],
  ticketpagocuotaprestamo: [
    'PAGO DE CUOTA',
    '00000301',
    'Préstamo N° 00000087',
    'Yape',
    'Mora: S/ 5.00',
    'Importe pagado: S/ 580.00',
    'Saldo pendiente: S/ 1,150.00',
    'SON: QUINIENTOS OCHENTA Y 00/100 SOLES',
  ],
  pdfreclamaciona4: [
    'HOJA DE RECLAMACIÓN',
    'N° 000123-2026',
    'Libro de Reclamaciones',
    '1. IDENTIFICACIÓN DEL CONSUMIDOR RECLAMANTE',
    '2. IDENTIFICACIÓN DEL BIEN CONTRATADO',
    'Monto reclamado: S/ 59.90',
    'Reclamo (*)',
    'Queja (**)',
    '4. OBSERVACIONES Y ACCIONES ADOPTADAS POR EL PROVEEDOR',
    'quince (15) días hábiles',
    'INDECOPI',
  ],
  pdfsalidavehiculo: [
    'HOJA DE SALIDA DE VEHÍCULO',
    '00002211',
    'Arequipa - Lima',
    'C5F-954',
    'A-IIIc Q29567812',
    'PASAJEROS (3)',
    'LUCÍA FERNÁNDEZ SOTO',
    'S/ 250.00',
    'ENCOMIENDAS A BORDO (1)',
  ],
  pdfencomienda: [
    'GUÍA DE ENCOMIENDA',
    'N° 0000123',
    'ENC-AQP-000123',
    'REMITENTE',
    'CONSIGNADO',
    'JUAN PÉREZ GÓMEZ',
    'Flete: S/ 35.00',
    'SON: TREINTA Y CINCO Y 00/100 SOLES',
    'K7Q2',
    'https://trade.elnandu.pe/trade/tracking',
  ],
  pdfadelantoturno: [
    'ADELANTO DE TURNO',
    '00000045',
    'Arequipa - Puno',
    'D3X-221',
    'ENCOMIENDAS (2)',
    'COMERCIAL TITICACA',
    'S/ 50.00',
    'SON: CINCUENTA Y 00/100 SOLES',
  ],
  pdffacturaencomienda: [
    'FACTURA ELECTRÓNICA',
    'F002-00000982',
    'N° de guía: 0000123',
    'Arequipa - Lima',
    'Importe total: S/ 35.00',
    'SON: TREINTA Y CINCO Y 00/100 SOLES',
    'Representación impresa de la FACTURA ELECTRÓNICA',
  ],
};

describe('every template renders from realistic data', () => {
  test('the list covers every print call of the issue', () => {
    expect(Object.keys(templates).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(templates)).toEqual(
      expect.arrayContaining([
        'ticketventa',
        'pdfventaa4',
        'pdfnotacredito',
        'pdfguiaa4',
        'printpdfcpago',
        'pproforma',
        'pproformaa4',
        'ppedido',
        'vouchercajachica',
        'pdfentradaa4',
        'pdfsalidaa4',
        'pdfordenservicioa4',
        'pdfinventarioordenservicioa4',
        'ticketprestamo',
        'ticketpagocuotaprestamo',
        'pdfreclamaciona4',
      ]),
    );
  });

  test.each(Object.keys(templates) as TemplateName[])('%s', async (name) => {
    const { pdf, archivo, formato } = await renderTemplate(name, data[name] as never);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(archivo).toMatch(/\.pdf$/);
    const text = flat(pdfText(pdf));
    // The company header is on every document.
    expect(text).toContain(RUC);
    expect(text).toContain('Ferretería El Ñandú');
    for (const expected of EXPECTED[name]) expect(text).toContain(expected);
    const info = pdfInfo(pdf);
    if (formato === 'a4') expect([info.width, info.height]).toEqual([595.28, 841.89]);
    else {
      expect(info.width).toBeCloseTo(80 * MM, 1);
      expect(info.pages).toBe(1);
    }
  });

  test.each(Object.keys(templates) as TemplateName[])('%s also prints in every other format', async (name) => {
    for (const formato of PAGE_FORMATS) {
      const { pdf } = await renderTemplate(name, data[name] as never, { formato });
      const text = flat(pdfText(pdf));
      expect(text).toContain(EXPECTED[name][1]!);
    }
  });
});

describe('electronic documents', () => {
  test('the sale ticket QR, read back from the printed page, is the SUNAT payload', async () => {
    const { pdf } = await renderTemplate('ticketventa', data.ticketventa);
    expect(decodeQr(pdf)).toBe(`${RUC}|03|B001|00004521|15.45|101.30|2026-11-22|1|45678912|${HASH}`);
  });

  test('the A4 invoice QR carries the customer RUC, the IGV and the total without separators', async () => {
    const { pdf } = await renderTemplate('pdfventaa4', data.pdfventaa4);
    expect(decodeQr(pdf)).toBe(`${RUC}|01|F001|00000123|527.81|3460.10|2026-11-22|6|20456789120|${HASH}`);
  });

  test('credit note and parcel invoice QR codes', async () => {
    expect(decodeQr((await renderTemplate('pdfnotacredito', data.pdfnotacredito)).pdf)).toBe(
      `${RUC}|07|FC01|00000017|4.41|28.90|2026-11-25|6|20456789120|${HASH}`,
    );
    expect(decodeQr((await renderTemplate('pdffacturaencomienda', data.pdffacturaencomienda)).pdf)).toBe(
      `${RUC}|01|F002|00000982|5.34|35.00|2026-11-22|6|20456789120|${HASH}`,
    );
  });

  test('a guide prints the QR address SUNAT gave it', async () => {
    const { pdf } = await renderTemplate('pdfguiaa4', data.pdfguiaa4);
    expect(decodeQr(pdf)).toBe(data.pdfguiaa4.cpe!.qr);
  });

  test('a 58 mm ticket keeps a readable QR', async () => {
    const { pdf } = await renderTemplate('ticketventa', data.ticketventa, { formato: 'ticket58' });
    expect(pdfInfo(pdf).width).toBeCloseTo(58 * MM, 1);
    expect(decodeQr(pdf, 1, 200)).toContain(`${RUC}|03|B001|00004521|`);
  });

  test('an unsigned sale or a nota de venta prints without QR or legend', async () => {
    const unsigned = (await renderTemplate('ticketventa', { ...data.ticketventa, cpe: null })).pdf;
    const nv = (await renderTemplate('ticketventa', { ...data.ticketventa, tipo: 'NV', serie: 'NV01' })).pdf;
    for (const pdf of [unsigned, nv]) {
      expect(pdfText(pdf)).not.toContain('Representación impresa');
      expect(decodeQr(pdf)).toBeNull();
    }
    expect(pdfText(nv)).toContain('NOTA DE VENTA');
  });
});

describe('fonts', () => {
  test('fonts are embedded, and accents, ñ, ¿ ¡ ° print as themselves', async () => {
    const { pdf } = await renderTemplate('pdfinventarioordenservicioa4', data.pdfinventarioordenservicioa4);
    const fonts = pdfFonts(pdf);
    expect(fonts).toMatch(/DejaVuSansCondensed\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/DejaVuSansCondensed-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toMatch(/Helvetica/);
    const text = pdfText(pdf);
    for (const s of ['RECEPCIÓN', 'MARÍA ÁNGELES ÑAHUI', '¿Presente?', 'Triángulo', 'N°', 'Año'])
      expect(text).toContain(s);
    const ticket = pdfText(
      (await renderTemplate('ppedido', { ...data.ppedido, observaciones: ['¡Rápido, por favor! ¿Mesa 12? 15° ün'] }))
        .pdf,
    );
    expect(ticket).toContain('¡Rápido, por favor! ¿Mesa 12? 15° ün');
  });
});
