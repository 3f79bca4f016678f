import { describe, expect, test } from '@jest/globals';
import { buildDocument, prepareDocument, type DocumentoEntrada } from '../../src/cpe/pipeline.js';
import { arbolUbl, leerUbl, leerUblPropio } from '../../src/cpe/rules/ubl.js';
import { arbolUblPropio } from '../../src/cpe/rules/ubl-arbol.js';
import { demoCpeSettings } from '../../src/cpe/settings.js';
import type { Comprobante, GuiaRemision } from '../../src/cpe/types.js';
import { CLIENTE_RUC, EMISOR, boletaDe, facturaDe, notaCreditoDe, notaDebitoDe } from './helpers.js';

/**
 * The fast reader of our own XML (rules/ubl-arbol.ts) gives fast-xml-parser's tree, and so the same
 * UblDocumento, on every kind of document the engine writes; anything else it declines (undefined)
 * and fast-xml-parser reads it.
 */
export default function ublArbolCases() {
  const LISTS = new Set([
    'InvoiceLine',
    'CreditNoteLine',
    'DebitNoteLine',
    'DespatchLine',
    'TaxSubtotal',
    'AllowanceCharge',
    'TaxTotal',
    'Note',
    'AlternativeConditionPrice',
    'PaymentTerms',
    'PaymentMeans',
    'BillingReference',
    'SpecialInstructions',
    'DriverPerson',
    'SummaryDocumentsLine',
    'VoidedDocumentsLine',
  ]);
  const esLista = (n: string) => LISTS.has(n);

  const raro: Comprobante = {
    ...facturaDe(7, 3),
    cliente: {
      ...CLIENTE_RUC,
      razonSocial: 'A & B <"C"> S.A.C.',
      direccion: { direccion: "Av. O'Higgins 1 & 2", ubigeo: '150101' },
    },
    observacion: 'Entrega: lunes & martes > 10 am con "guía"',
    lineas: [
      { descripcion: 'Bolsa & asa <grande>', cantidad: 2, precioUnitario: '1.18', bolsasPlasticas: true },
      { descripcion: 'Regalo', cantidad: 1, valorReferencial: '10', tipoAfectacion: '15' },
      {
        descripcion: 'Exonerado ñandú',
        cantidad: 3,
        valorUnitario: '2.5',
        tipoAfectacion: '20',
        descuentos: [{ codigo: '00', monto: '1.00' }],
      },
    ],
    descuentos: [{ codigo: '02', monto: '1.00' }],
    formaPago: {
      tipo: 'Credito',
      cuotas: [
        { monto: '3.00', fechaPago: '2024-06-10' },
        { monto: '2.00', fechaPago: '2024-07-10' },
      ],
    },
  };
  const guia: GuiaRemision = {
    tipoDoc: '09',
    serie: 'T001',
    numero: 1,
    fechaEmision: '2024-05-10',
    destinatario: CLIENTE_RUC,
    envio: {
      motivoTraslado: '01',
      modalidad: '02',
      fechaTraslado: '2024-05-10',
      pesoTotal: '10',
      vehiculo: { placa: 'ABC123' },
      conductores: [{ tipoDoc: '1', numDoc: '46027896', nombres: 'JUAN', apellidos: 'PEREZ', licencia: 'Q1' }],
      partida: { ubigeo: '150122', direccion: 'Av. Larco 101' },
      llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200' },
    },
    lineas: [{ descripcion: 'Producto', cantidad: 1 }],
  };
  const DOCUMENTOS: Record<string, DocumentoEntrada> = {
    factura: facturaDe(1, 10),
    boleta: boletaDe(2),
    notaCredito: notaCreditoDe(3, 1),
    notaDebito: notaDebitoDe(4, 1),
    raro,
    detraccion: {
      ...facturaDe(5, 1),
      lineas: [{ descripcion: 'Servicio', unidad: 'ZZ', cantidad: 1, valorUnitario: '1000' }],
      detraccion: { codigoBienServicio: '037', cuentaBanco: '00-000-123456', porcentaje: '12' },
    },
    guia,
  };

  const comparable = (v: unknown) => JSON.parse(JSON.stringify(v, (_k, x) => (x instanceof Set ? [...x] : x)));

  describe('ubl-arbol: the fast reader of our own XML', () => {
    test.each(Object.keys(DOCUMENTOS))(
      '%s, unsigned and signed: the same tree and the same UblDocumento as fast-xml-parser',
      (nombre) => {
        const doc = DOCUMENTOS[nombre]!;
        const unsigned = buildDocument(EMISOR, doc).xml;
        const signed = prepareDocument(demoCpeSettings(), doc).xml;
        for (const xml of [unsigned, signed]) {
          const propio = arbolUblPropio(xml, esLista);
          expect(propio).toBeDefined();
          expect(propio).toEqual(arbolUbl(xml));
          expect(comparable(leerUblPropio(xml))).toEqual(comparable(leerUbl(xml)));
        }
      },
    );

    test('what our builders never write is declined (fast-xml-parser reads it) and still read the same', () => {
      const xml = buildDocument(EMISOR, boletaDe(9)).xml;
      const variantes = [
        xml.replace('<cbc:ID>', '<!-- comentario --><cbc:ID>'),
        xml.replace('<cbc:Note', '<cbc:Note><![CDATA[x & y]]></cbc:Note><cbc:Note'),
        xml.replace('</cbc:IssueDate>', '</cbc:IssueDate>texto suelto'),
        xml.replace('JUAN', 'JUAN & &nbsp; PEREZ'),
        // A carriage return is written &#xD;, which fast-xml-parser leaves as written.
        buildDocument(EMISOR, { ...boletaDe(9), observacion: 'línea 1\r\nlínea 2' }).xml,
        xml.replace('</Invoice>', ''),
      ];
      for (const v of variantes) expect(arbolUblPropio(v, esLista)).toBeUndefined();
      // Declined, the rules still read it (fast-xml-parser): a comment changes nothing.
      expect(comparable(leerUblPropio(variantes[0]!))).toEqual(comparable(leerUbl(xml)));
    });
  });
}
