import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readCdr, type Cdr } from '../../src/cpe/cdr/reader.js';
import { prepareDocument, type DocumentoEntrada, type PreparedDocument } from '../../src/cpe/pipeline.js';
import { SunatGreClient } from '../../src/cpe/sender/gre.js';
import { SunatSoapClient } from '../../src/cpe/sender/soap.js';
import { demoCpeSettings, endpointsFor, solUsername } from '../../src/cpe/settings.js';
import { startSunatSimulator, type RunningSimulator } from '../../src/cpe/simulator/plugin.js';
import { validateXml } from '../../src/cpe/xsd/validator.js';
import type { Comprobante, GuiaRemision, Nota } from '../../src/cpe/types.js';
import { CLIENTE_DNI, CLIENTE_RUC, boletaDe, facturaDe, xmlsecVerify } from './helpers.js';

/**
 * The documents SUNAT rejected or observed before (issue 11), issued again: each is built, passes
 * SUNAT's rules, is signed, XSD-valid, verified by xmlsec1, and the simulator (same rules) accepts it
 * without observations. The unsafe forms are now refused before sending, with SUNAT's code.
 */
export default function issueCasesCases() {
  const settings = demoCpeSettings();
  let sim: RunningSimulator;
  let soap: SunatSoapClient;
  let gre: SunatGreClient;

  beforeAll(async () => {
    sim = await startSunatSimulator({ faults: { ticketPending: 0 } });
    const ep = endpointsFor(settings, sim.url);
    soap = new SunatSoapClient({
      billService: ep.billService,
      billConsultService: ep.billConsultService,
      username: solUsername(settings),
      password: settings.solClave,
      timeoutMs: 5000,
    });
    gre = new SunatGreClient({
      tokenUrl: ep.greToken!,
      apiUrl: ep.greApi!,
      clientId: 'demo',
      clientSecret: 'secret',
      username: solUsername(settings),
      password: settings.solClave,
    });
  });
  afterAll(() => sim.close());

  /** Issues a document end to end and answers the prepared document and SUNAT's (the simulator's) CDR. */
  async function emitir(doc: DocumentoEntrada): Promise<{ p: PreparedDocument; cdr: Cdr }> {
    const p = prepareDocument(settings, doc);
    expect(validateXml(p.xml).errors).toEqual([]);
    expect(xmlsecVerify(p.xml).ok).toBe(true);
    if (p.built.tipoDoc === '09') {
      const st = await gre.status(await gre.send(p.built.nombre, p.zip));
      return { p, cdr: readCdr(st.cdrZip!) };
    }
    return { p, cdr: readCdr(await soap.sendBill(`${p.built.nombre}.zip`, p.zip)) };
  }

  const aceptado = { responseCode: 0, resultado: 'aceptado', notes: [] };
  const mil = (numero: number, extra: Partial<Comprobante>): Comprobante => ({
    tipoDoc: '01',
    serie: 'F101',
    numero,
    fechaEmision: '2024-05-10',
    cliente: CLIENTE_RUC,
    lineas: [{ descripcion: 'Servicio', unidad: 'ZZ', cantidad: 1, valorUnitario: '1000' }],
    ...extra,
  });
  const lmt = (xml: string, tag: string) =>
    new RegExp(`<cac:(?:LegalMonetaryTotal|RequestedMonetaryTotal)>.*?<cbc:${tag} currencyID="PEN">([\\d.]+)<`).exec(
      xml,
    )?.[1];

  /** The refusal a caller gets: SUNAT's code and Spanish text, before anything is signed or sent. */
  function rechazo(doc: DocumentoEntrada): { mensaje: string; codigos: number[] } {
    try {
      prepareDocument(settings, doc);
    } catch (error) {
      const e = error as { message: string; extra?: { type?: string; detalles?: { codigo: number }[] } };
      expect(e.extra?.type).toBe('sunat');
      return { mensaje: e.message, codigos: (e.extra?.detalles ?? []).map((d) => d.codigo) };
    }
    throw new Error('the document was not refused');
  }

  describe('1. global discounts (02) and charges (49): LineExtensionAmount = lines − 02 + 49 (3278)', () => {
    test('a factura of 1000 with a 5 % global discount writes 950.00 and is accepted', async () => {
      const { p, cdr } = await emitir(mil(1, { descuentos: [{ codigo: '02', factor: '0.05' }] }));
      expect([
        lmt(p.xml, 'LineExtensionAmount'),
        lmt(p.xml, 'TaxInclusiveAmount'),
        lmt(p.xml, 'PayableAmount'),
      ]).toEqual(['950.00', '1121.00', '1121.00']);
      expect(cdr).toMatchObject(aceptado);
    });

    test('a global charge 49 of 50 writes 1050.00 and is accepted', async () => {
      const { p, cdr } = await emitir(mil(2, { cargos: [{ codigo: '49', monto: '50' }] }));
      expect([lmt(p.xml, 'LineExtensionAmount'), lmt(p.xml, 'PayableAmount')]).toEqual(['1050.00', '1239.00']);
      expect(cdr).toMatchObject(aceptado);
    });
  });

  describe('2. a plastic bag of value 0 (3105)', () => {
    test('is written as a free transfer 15 valued at 0.10, whatever the caller sends, and accepted', async () => {
      const boleta = boletaDe(1, 'B101'); // its bag line: valorUnitario 0, afectación 10, bolsasPlasticas
      const { p, cdr } = await emitir(boleta);
      const bag = p.xml.split('<cac:InvoiceLine>')[2]!;
      expect(bag).toContain(
        '<cbc:PriceTypeCode listName="Tipo de Precio" listAgencyName="PE:SUNAT" listURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo16">02</cbc:PriceTypeCode>',
      );
      expect(bag).toMatch(
        /<cbc:TaxableAmount currencyID="PEN">0.10<\/cbc:TaxableAmount><cbc:TaxAmount currencyID="PEN">0.02<\/cbc:TaxAmount>.*>15<\/cbc:TaxExemptionReasonCode>.*<cbc:ID [^>]*>9996</,
      );
      expect(bag).toContain('<cbc:PerUnitAmount currencyID="PEN">0.50</cbc:PerUnitAmount>');
      expect(cdr).toMatchObject(aceptado);
      // Sent by price instead of value, and by a caller that already chose a free code without a reference value.
      expect(
        (
          await emitir({
            ...boleta,
            numero: 2,
            lineas: [
              boleta.lineas[0]!,
              { descripcion: 'Bolsa', cantidad: 2, precioUnitario: '0', bolsasPlasticas: true },
            ],
          })
        ).cdr,
      ).toMatchObject(aceptado);
      expect(
        (
          await emitir({
            ...boleta,
            numero: 3,
            lineas: [
              boleta.lineas[0]!,
              { descripcion: 'Bolsa', cantidad: 1, tipoAfectacion: '15', valorReferencial: '0', bolsasPlasticas: true },
            ],
          })
        ).cdr,
      ).toMatchObject(aceptado);
    });

    test('any other line of value 0 is refused before sending with 3105', () => {
      expect(
        rechazo({ ...boletaDe(4, 'B101'), lineas: [{ descripcion: 'Regalo', cantidad: 1, valorUnitario: '0' }] })
          .codigos,
      ).toContain(3105);
    });
  });

  describe('3. credit note type 13 (new pending amount or due dates) (3246)', () => {
    const nota13 = (numero: number, formaPago?: Nota['formaPago']): Nota => ({
      tipoDoc: '07',
      serie: 'F101',
      numero,
      fechaEmision: '2024-05-12',
      cliente: CLIENTE_RUC,
      codigoMotivo: '13',
      descripcionMotivo: 'Corrección de las fechas de pago',
      documentoAfectado: { tipoDoc: '01', serie: 'F101', numero: 1 },
      lineas: [{ descripcion: 'Corrección de cuotas', cantidad: 1, valorUnitario: '0' }],
      formaPago,
    });

    test('is written as Credito with its cuotas; the note itself is 0.00; accepted', async () => {
      const { p, cdr } = await emitir(
        nota13(10, {
          tipo: 'Credito',
          montoPendiente: '1121.00',
          cuotas: [
            { monto: '600.00', fechaPago: '2024-06-10' },
            { monto: '521.00', fechaPago: '2024-07-10' },
          ],
        }),
      );
      expect(p.xml).toContain(
        '<cbc:PaymentMeansID>Credito</cbc:PaymentMeansID><cbc:Amount currencyID="PEN">1121.00</cbc:Amount>',
      );
      expect(p.xml).toContain(
        '<cbc:PaymentMeansID>Cuota002</cbc:PaymentMeansID><cbc:Amount currencyID="PEN">521.00</cbc:Amount><cbc:PaymentDueDate>2024-07-10</cbc:PaymentDueDate>',
      );
      expect(p.xml).not.toContain('Contado');
      expect(lmt(p.xml, 'PayableAmount')).toBe('0.00');
      expect(cdr).toMatchObject(aceptado);
    });

    test("without cuotas it is refused with SUNAT's 3249, never written as Contado", () => {
      const r = rechazo(nota13(11));
      expect(r.mensaje).toBe(
        'SUNAT rechazaría el comprobante: 3249 - Si el tipo de transaccion es al Credito debe existir al menos información de una cuota de pago',
      );
    });

    test('a credit note never says Contado (3246)', () => {
      expect(rechazo(nota13(12, { tipo: 'Contado' })).codigos).toEqual([3246]);
    });
  });

  const guia = (numero: number, envio: Partial<GuiaRemision['envio']>): GuiaRemision => ({
    tipoDoc: '09',
    serie: 'T101',
    numero,
    fechaEmision: '2024-05-10',
    horaEmision: '08:00:00',
    destinatario: CLIENTE_RUC,
    envio: {
      motivoTraslado: '01',
      modalidad: '02',
      fechaTraslado: '2024-05-10',
      pesoTotal: '12.5',
      vehiculo: { placa: 'ABC123' },
      conductores: [{ tipoDoc: '1', numDoc: '46027896', nombres: 'JUAN', apellidos: 'PEREZ', licencia: 'Q46027896' }],
      partida: { ubigeo: '150122', direccion: 'Av. Larco 101' },
      llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200' },
      ...envio,
    },
    lineas: [{ descripcion: 'Producto', cantidad: 3 }],
  });

  describe("4. guide reason 04, between the company's own establishments (3365)", () => {
    test("writes both establishment codes as cbc:AddressTypeCode with the issuer's RUC; accepted", async () => {
      const { p, cdr } = await emitir({
        ...guia(1, {
          motivoTraslado: '04',
          descripcionMotivo: 'Traslado entre establecimientos',
          partida: { ubigeo: '150122', direccion: 'Av. Larco 101', codigoLocal: '0000' },
          llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200', codigoLocal: '0001' },
        }),
        destinatario: { tipoDoc: '6', numDoc: '20000000001', razonSocial: 'EMPRESA DEMO S.A.C.' },
      });
      const attrs = 'listID="20000000001" listAgencyName="PE:SUNAT" listName="Establecimientos anexos"';
      expect(p.xml).toContain(
        `<cac:DespatchAddress><cbc:ID schemeAgencyName="PE:INEI" schemeName="Ubigeos">150122</cbc:ID><cbc:AddressTypeCode ${attrs}>0000</cbc:AddressTypeCode>`,
      );
      expect(p.xml).toContain(
        `<cac:DeliveryAddress><cbc:ID schemeAgencyName="PE:INEI" schemeName="Ubigeos">150101</cbc:ID><cbc:AddressTypeCode ${attrs}>0001</cbc:AddressTypeCode>`,
      );
      expect(cdr).toMatchObject(aceptado);
    });

    test('without the establishment codes it is refused with 3365 and 3369', () => {
      expect(
        rechazo({
          ...guia(2, { motivoTraslado: '04' }),
          destinatario: { tipoDoc: '6', numDoc: '20000000001', razonSocial: 'EMPRESA DEMO S.A.C.' },
        }).codigos,
      ).toEqual([3365, 3369]);
    });
  });

  describe('5. IVAP sales (affectation 17) carry the legend 2007 (4264)', () => {
    test('accepted without observations', async () => {
      const { p, cdr } = await emitir(
        mil(3, {
          lineas: [
            { descripcion: 'Arroz pilado', unidad: 'KGM', cantidad: 100, valorUnitario: '3.20', tipoAfectacion: '17' },
          ],
        }),
      );
      expect(p.xml).toContain('<cbc:Note languageLocaleID="2007">Operación sujeta al IVAP</cbc:Note>');
      expect(cdr).toMatchObject(aceptado);
    });
  });

  describe('6. forms stricter validators refuse', () => {
    test('a boleta carries no PaymentTerms even when the caller gives a forma de pago (3128 in the desktop validator)', async () => {
      const { p, cdr } = await emitir({ ...boletaDe(5, 'B101'), formaPago: { tipo: 'Contado' } });
      expect(p.xml).not.toContain('PaymentTerms');
      expect(cdr).toMatchObject(aceptado);
    });

    test('a debit note of only free goods (0.00) is accepted, as SUNAT allows ("Se permite cero"); a negative one is not a format SUNAT takes (2062)', async () => {
      const nd = (numero: number, valor: string): Nota => ({
        tipoDoc: '08',
        serie: 'F101',
        numero,
        fechaEmision: '2024-05-11',
        cliente: CLIENTE_RUC,
        codigoMotivo: '02',
        descripcionMotivo: 'Aumento en el valor',
        documentoAfectado: { tipoDoc: '01', serie: 'F101', numero: 1 },
        lineas: [{ descripcion: 'Ajuste', unidad: 'ZZ', cantidad: 1, valorReferencial: valor, tipoAfectacion: '15' }],
      });
      const { p, cdr } = await emitir(nd(20, '10'));
      expect(p.xml).toContain('<cbc:PayableAmount currencyID="PEN">0.00</cbc:PayableAmount>');
      expect(cdr).toMatchObject(aceptado);
    });

    test('an order reference with hyphens is only observed (4233): issued, recorded with its observation, accepted with a note', async () => {
      const p = prepareDocument(settings, mil(4, { ordenCompra: 'OC-2024-15' }));
      expect(p.observaciones.map((o) => o.mensaje)).toEqual([
        '4233 - El dato ingresado en order de compra no cumple con el formato establecido.',
      ]);
      const cdr = readCdr(await soap.sendBill(`${p.built.nombre}.zip`, p.zip));
      expect(cdr.resultado).toBe('observado');
      expect(cdr.notes.map((n) => n.code)).toEqual([4233]);
      const ok = await emitir(mil(5, { ordenCompra: 'OC202415' }));
      expect(ok.p.xml).toContain('<cac:OrderReference><cbc:ID>OC202415</cbc:ID></cac:OrderReference>');
      expect(ok.cdr).toMatchObject(aceptado);
    });
  });

  describe('7. guides in an M1 or L category vehicle need no driver (private) nor carrier (public)', () => {
    test('private transport in a car, no driver: accepted', async () => {
      const { p, cdr } = await emitir(guia(3, { vehiculoM1L: true, vehiculo: undefined, conductores: undefined }));
      expect(p.xml).toContain(
        '<cbc:SpecialInstructions>SUNAT_Envio_IndicadorTrasladoVehiculoM1L</cbc:SpecialInstructions>',
      );
      expect(p.xml).not.toContain('DriverPerson');
      expect(cdr).toMatchObject(aceptado);
    });

    test('public transport on a motorcycle, no carrier: accepted', async () => {
      expect(
        (await emitir(guia(4, { modalidad: '01', vehiculoM1L: true, vehiculo: undefined, conductores: undefined })))
          .cdr,
      ).toMatchObject(aceptado);
    });

    test('without the indicator, the missing vehicle and driver are refused (2566, 3357) and the missing carrier too (2558, 2563)', () => {
      expect(rechazo(guia(5, { vehiculo: undefined, conductores: undefined })).codigos).toEqual([2566, 3357]);
      expect(rechazo(guia(6, { modalidad: '01', vehiculo: undefined, conductores: undefined })).codigos).toEqual([
        2558, 2563,
      ]);
    });
  });

  describe('identity by voucher type and amount', () => {
    test('a boleta over S/ 700 needs an identified buyer (2396); with a DNI it is accepted', async () => {
      const grande = (numero: number, cliente: Comprobante['cliente']): Comprobante => ({
        ...boletaDe(numero, 'B101'),
        cliente,
        lineas: [{ descripcion: 'Televisor', cantidad: 1, precioUnitario: '1499.00' }],
      });
      expect(rechazo(grande(6, { tipoDoc: '-', numDoc: '-', razonSocial: 'CLIENTES VARIOS' })).codigos).toEqual([2396]);
      expect((await emitir(grande(7, CLIENTE_DNI))).cdr).toMatchObject(aceptado);
      // Under S/ 700 the buyer may stay anonymous.
      expect(
        (
          await emitir({
            ...grande(8, { tipoDoc: '-', numDoc: '-', razonSocial: 'CLIENTES VARIOS' }),
            lineas: [{ descripcion: 'Radio', cantidad: 1, precioUnitario: '199.00' }],
          })
        ).cdr,
      ).toMatchObject(aceptado);
    });

    test('a factura to a customer without RUC is refused with 2800', () => {
      expect(rechazo({ ...facturaDe(1, 1, 'F102'), cliente: CLIENTE_DNI }).codigos).toEqual([2800]);
    });
  });
}
