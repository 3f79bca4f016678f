import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { readCdr } from '../../src/cpe/cdr/reader.js';
import { prepareDocument, type DocumentoEntrada } from '../../src/cpe/pipeline.js';
import { SunatFault, SunatUnavailable } from '../../src/cpe/sender/errors.js';
import { clearGreTokens, SunatGreClient } from '../../src/cpe/sender/gre.js';
import { parseSoapResponse, SunatSoapClient } from '../../src/cpe/sender/soap.js';
import { demoCpeSettings, endpointsFor, solUsername } from '../../src/cpe/settings.js';
import { startSunatSimulator, type RunningSimulator } from '../../src/cpe/simulator/plugin.js';
import { signXml } from '../../src/cpe/signer/sign.js';
import { credentialsOf } from '../../src/cpe/settings.js';
import { validateXml } from '../../src/cpe/xsd/validator.js';
import { unzipXml, decodeXml, zipXml } from '../../src/cpe/zip.js';
import { buildInvoice, buildNote } from '../../src/cpe/builders/comprobante.js';
import { buildCarrierDespatch } from '../../src/cpe/builders/guia-transportista.js';
import type { GuiaTransportista } from '../../src/cpe/types.js';
import {
  CLIENTE_RUC,
  boletaDe,
  facturaDe,
  fixtures,
  notaCreditoDe,
  notaDebitoDe,
  xmllintValidate,
  xmlsecVerify,
} from './helpers.js';

export default function simulatorCases() {
  let sim: RunningSimulator;
  const settings = demoCpeSettings();
  let soap: SunatSoapClient;
  let gre: SunatGreClient;

  beforeAll(async () => {
    sim = await startSunatSimulator();
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
  beforeEach(() => sim.setFaults({}));

  const guia: DocumentoEntrada = {
    tipoDoc: '09',
    serie: 'T001',
    numero: 1,
    fechaEmision: '2024-05-10',
    horaEmision: '08:00:00',
    destinatario: CLIENTE_RUC,
    envio: {
      motivoTraslado: '01',
      descripcionMotivo: 'Venta',
      modalidad: '01',
      fechaTraslado: '2024-05-10',
      pesoTotal: '25.5',
      numeroBultos: 2,
      transportista: { tipoDoc: '6', numDoc: '20600000001', razonSocial: 'TRANSPORTES SAC', registroMtc: 'MTC123' },
      partida: { ubigeo: '150122', direccion: 'Av. Larco 101' },
      llegada: { ubigeo: '150101', direccion: 'Jr. de la Unión 200' },
    },
    lineas: [
      { codigo: 'P1', descripcion: 'Producto 1', cantidad: 3 },
      { descripcion: 'Producto 2', unidad: 'KGM', cantidad: '2.5' },
    ],
  };
  const resumen: DocumentoEntrada = {
    tipoDoc: 'RC',
    fechaEmisionDocumentos: '2024-05-10',
    fechaGeneracion: '2024-05-11',
    correlativo: 1,
    lineas: [
      {
        tipoDoc: '03',
        serie: 'B001',
        numero: 1,
        estado: '1',
        cliente: { tipoDoc: '1', numDoc: '46027896' },
        total: '7.50',
        gravadas: '5.93',
        igv: '1.07',
        icbper: '0.50',
      },
      {
        tipoDoc: '03',
        serie: 'B001',
        numero: 2,
        estado: '3',
        cliente: { tipoDoc: '1', numDoc: '46027896' },
        total: '7.50',
        gravadas: '5.93',
        igv: '1.07',
        icbper: '0.50',
      },
      {
        tipoDoc: '07',
        serie: 'B001',
        numero: 3,
        estado: '1',
        cliente: { tipoDoc: '1', numDoc: '46027896' },
        documentoAfectado: { tipoDoc: '03', serie: 'B001', numero: 1 },
        total: '1.18',
        gravadas: '1.00',
        igv: '0.18',
      },
    ],
  };
  const baja: DocumentoEntrada = {
    tipoDoc: 'RA',
    fechaEmisionDocumentos: '2024-05-10',
    fechaGeneracion: '2024-05-11',
    correlativo: 1,
    lineas: [{ tipoDoc: '01', serie: 'F001', numero: 2, motivo: 'Error en el precio' }],
  };

  /** A carrier's guide (31): the simulator's company carries a shipper's goods in its own vehicle. */
  const guiaTransportista: DocumentoEntrada = {
    tipoDoc: '31',
    serie: 'V001',
    numero: 1,
    fechaEmision: '2024-05-10',
    horaEmision: '08:00:00',
    registroMtc: '0153220AB',
    remitente: { tipoDoc: '1', numDoc: '46027896', razonSocial: 'JUAN PEREZ' },
    destinatario: CLIENTE_RUC,
    pagadorFlete: { tipo: 'Remitente' },
    envio: {
      fechaTraslado: '2024-05-10',
      pesoTotal: '25.5',
      vehiculo: { placa: 'ABC123', tuc: '15M22024281E' },
      conductores: [{ tipoDoc: '1', numDoc: '41234567', nombres: 'LUIS', apellidos: 'QUISPE', licencia: 'Q41234567' }],
      partida: { ubigeo: '150122', direccion: 'Av. Larco 101' },
      llegada: { ubigeo: '040101', direccion: 'Calle Mercaderes 300' },
    },
    lineas: [{ descripcion: 'Encomienda: caja de repuestos', cantidad: 2 }],
  };

  const SCHEMAS: Record<string, string> = {
    '01': '2.1/maindoc/UBL-Invoice-2.1.xsd',
    '03': '2.1/maindoc/UBL-Invoice-2.1.xsd',
    '07': '2.1/maindoc/UBL-CreditNote-2.1.xsd',
    '08': '2.1/maindoc/UBL-DebitNote-2.1.xsd',
    '09': '2.1/maindoc/UBL-DespatchAdvice-2.1.xsd',
    '31': '2.1/maindoc/UBL-DespatchAdvice-2.1.xsd',
    RC: '2.0/maindoc/UBLPE-SummaryDocuments-1.0.xsd',
    RA: '2.0/maindoc/UBLPE-VoidedDocuments-1.0.xsd',
  };

  async function pollTicket(ticket: string) {
    for (let i = 0; i < 10; i++) {
      const s = await soap.getStatus(ticket);
      if (s.statusCode !== '98') return s;
    }
    throw new Error('ticket never finished');
  }

  describe('every document type: build -> XSD-valid -> sign -> xmlsec1 verifies -> simulator accepts', () => {
    const cases: [string, DocumentoEntrada][] = [
      ['factura 01', facturaDe(1)],
      ['boleta 03', boletaDe(1)],
      ['nota de crédito 07', notaCreditoDe(3, 1)],
      ['nota de débito 08', notaDebitoDe(4, 1)],
      ['guía de remisión 09', guia],
      ['guía de remisión transportista 31', guiaTransportista],
      [
        "guía transportista 31 covering the shipper's own guides (goods as line 0)",
        {
          ...(guiaTransportista as GuiaTransportista),
          numero: 2,
          remitente: { tipoDoc: '6', numDoc: '20600000002', razonSocial: 'PROVEEDORA SAC' },
          guiasRemitente: ['T001-45', 'EG01-7'],
        },
      ],
      ['resumen diario RC', resumen],
      ['comunicación de baja RA', baja],
    ];
    test.each(cases)('%s', async (_label, doc) => {
      const p = prepareDocument(settings, doc);
      expect(validateXml(p.xml)).toEqual({ valid: true, root: expect.any(String), errors: [] });
      expect(xmllintValidate(p.xml, SCHEMAS[p.built.tipoDoc]!).ok).toBe(true);
      const verified = xmlsecVerify(p.xml);
      expect(verified.output).toContain('OK');
      expect(verified.ok).toBe(true);
      expect(p.xml).toContain(`<ds:DigestValue>${p.hash}</ds:DigestValue>`);
      expect(unzipXml(p.zip).fileName).toBe(`${p.built.nombre}.xml`);

      let cdrZip: Uint8Array;
      if (p.built.tipoDoc === '09' || p.built.tipoDoc === '31') {
        const ticket = await gre.send(p.built.nombre, p.zip);
        let st = await gre.status(ticket);
        expect(st.codRespuesta).toBe('98');
        st = await gre.status(ticket);
        expect(st.codRespuesta).toBe('0');
        cdrZip = st.cdrZip!;
      } else if (p.built.tipoDoc === 'RC' || p.built.tipoDoc === 'RA') {
        const ticket = await soap.sendSummary(`${p.built.nombre}.zip`, p.zip);
        const st = await pollTicket(ticket);
        expect(st.statusCode).toBe('0');
        cdrZip = st.content!;
      } else cdrZip = await soap.sendBill(`${p.built.nombre}.zip`, p.zip);

      const cdr = readCdr(cdrZip);
      expect(cdr).toMatchObject({ responseCode: 0, resultado: 'aceptado', notes: [] });
      expect(cdr.description).toMatch(/ha sido aceptad[oa]$/);
      expect(cdr.documentHash).toBe(p.hash);
      // The CDR is a real ApplicationResponse signed by the simulator's own key.
      expect(unzipXml(cdrZip).fileName).toBe(`R-${p.built.nombre}.xml`);
      expect(validateXml(cdr.xml).valid).toBe(true);
      expect(xmlsecVerify(cdr.xml).ok).toBe(true);
    });

    test('a factura voided by a communication (RA) is marked voided; getStatusCdr still answers its CDR', async () => {
      // Its own factura and RA (numbers no other test uses), so the test passes alone and in any order.
      const factura = prepareDocument(settings, facturaDe(40));
      expect(readCdr(await soap.sendBill(`${factura.built.nombre}.zip`, factura.zip)).resultado).toBe('aceptado');
      const voided = prepareDocument(settings, {
        ...baja,
        correlativo: 2,
        lineas: [{ tipoDoc: '01', serie: 'F001', numero: 40, motivo: 'Error en el precio' }],
      });
      const st = await pollTicket(await soap.sendSummary(`${voided.built.nombre}.zip`, voided.zip));
      expect(st.statusCode).toBe('0');
      const docs = await sim.store.listDocuments();
      expect(docs.find((d) => d.nombre === '20000000001-RA-20240511-2')?.estado).toBe('aceptado');
      expect(docs.find((d) => d.nombre === '20000000001-01-F001-40')?.estado).toBe('anulado');
      const status = await soap.getStatusCdr('20000000001', '01', 'F001', 40);
      expect(status.statusCode).toBe('0004');
      expect(readCdr(status.content!).documentHash).toBe(factura.hash);
    });
  });

  describe('the simulator refuses what SUNAT refuses', () => {
    test('a document changed after signing fails xmlsec1 and is rejected with 2335', async () => {
      const p = prepareDocument(settings, facturaDe(20));
      const tampered = p.xml.replace('<cbc:PayableAmount currencyID="PEN">', '<cbc:PayableAmount currencyID="PEN">1');
      expect(tampered).not.toBe(p.xml);
      expect(xmlsecVerify(tampered).ok).toBe(false);
      const cdr = readCdr(await soap.sendBill(`${p.built.nombre}.zip`, zipXml(p.built.nombre, tampered)));
      expect(cdr).toMatchObject({
        responseCode: 2335,
        resultado: 'rechazado',
        description: 'El documento electrónico ingresado ha sido alterado',
      });
    });

    test('a duplicate is refused with 1033 and counted as a second receipt', async () => {
      const p = prepareDocument(settings, facturaDe(21));
      await soap.sendBill(`${p.built.nombre}.zip`, p.zip);
      const second = await soap.sendBill(`${p.built.nombre}.zip`, p.zip).catch((e) => e);
      expect(second).toBeInstanceOf(SunatFault);
      expect(second).toMatchObject({
        code: 1033,
        message: '1033 - El comprobante fue registrado previamente con otros datos',
      });
      expect((await sim.store.getDocument(p.built.nombre))?.recepciones).toBe(2);
    });

    test('wrong zip name, wrong RUC and a non-XML zip are exceptions', async () => {
      const p = prepareDocument(settings, facturaDe(22));
      await expect(soap.sendBill('factura.zip', p.zip)).rejects.toMatchObject({
        code: 151,
        message: '0151 - El nombre del archivo ZIP es incorrecto',
      });
      await expect(soap.sendBill('20999999999-01-F001-22.zip', p.zip)).rejects.toMatchObject({ code: 154 });
      await expect(soap.sendBill(`${p.built.nombre}.zip`, zipXml('otro-nombre', p.xml))).rejects.toMatchObject({
        code: 161,
      });
      await expect(soap.sendBill(`${p.built.nombre}.zip`, new Uint8Array([1, 2, 3]))).rejects.toMatchObject({
        code: 156,
      });
    });

    test('an XML that breaks the schema is refused with its errors', async () => {
      const p = prepareDocument(settings, facturaDe(23));
      const broken = p.xml.replace('<cbc:IssueDate>', '<cbc:Inventado>1</cbc:Inventado><cbc:IssueDate>');
      const err = await soap.sendBill(`${p.built.nombre}.zip`, zipXml(p.built.nombre, broken)).catch((e) => e);
      expect(err).toMatchObject({ code: 306 });
      expect(err.message).toContain('Inventado');
    });

    test('totals that do not add up are rejected or observed (±1 tolerance)', async () => {
      // Re-sign documents whose amounts were edited before signing, as a buggy issuer would.
      const built = buildInvoice(settings as never, facturaDe(24, 2));
      const wrongIgv = built.xml.replace(/(<cac:TaxTotal><cbc:TaxAmount currencyID="PEN">)[\d.]+/, '$110.00');
      const signed = signXml(wrongIgv, credentialsOf(settings));
      const cdr = readCdr(await soap.sendBill(`${built.nombre}.zip`, zipXml(built.nombre, signed.xml)));
      expect(cdr).toMatchObject({ responseCode: 3196, resultado: 'rechazado' });

      const built2 = buildInvoice(settings as never, facturaDe(25, 2));
      const payable = /<cbc:PayableAmount currencyID="PEN">([\d.]+)</.exec(built2.xml)![1]!;
      const off = built2.xml.replace(
        `<cbc:PayableAmount currencyID="PEN">${payable}<`,
        `<cbc:PayableAmount currencyID="PEN">${(Number(payable) + 5).toFixed(2)}<`,
      );
      const cdr2 = readCdr(
        await soap.sendBill(`${built2.nombre}.zip`, zipXml(built2.nombre, signXml(off, credentialsOf(settings)).xml)),
      );
      // Since 2021 SUNAT rejects this in facturas (3280, the former observation 4312) ...
      expect(cdr2).toMatchObject({
        responseCode: 3280,
        resultado: 'rechazado',
        description: 'El importe total del comprobante no coincide con el valor calculado',
      });
      // ... and in the notes of facturas too (SUNAT's NC rules; a boleta's notes only get observation 4312).
      const nota = buildNote(settings as never, notaCreditoDe(27, 1));
      const notaPayable = /<cbc:PayableAmount currencyID="PEN">([\d.]+)</.exec(nota.xml)![1]!;
      const notaOff = nota.xml.replace(
        `<cbc:PayableAmount currencyID="PEN">${notaPayable}<`,
        `<cbc:PayableAmount currencyID="PEN">${(Number(notaPayable) + 5).toFixed(2)}<`,
      );
      const cdrNota = readCdr(
        await soap.sendBill(`${nota.nombre}.zip`, zipXml(nota.nombre, signXml(notaOff, credentialsOf(settings)).xml)),
      );
      expect(cdrNota).toMatchObject({
        responseCode: 3280,
        resultado: 'rechazado',
        description: 'El importe total del comprobante no coincide con el valor calculado',
      });

      const within = built2.xml
        .replace('F001-25', 'F001-26')
        .replace(
          `<cbc:PayableAmount currencyID="PEN">${payable}<`,
          `<cbc:PayableAmount currencyID="PEN">${(Number(payable) + 0.5).toFixed(2)}<`,
        );
      const cdr3 = readCdr(
        await soap.sendBill(
          '20000000001-01-F001-26.zip',
          zipXml('20000000001-01-F001-26', signXml(within, credentialsOf(settings)).xml),
        ),
      );
      expect(cdr3).toMatchObject({ responseCode: 0, resultado: 'aceptado' });
    });

    test('a rejection code for a chosen series', async () => {
      sim.setFaults({ rejectSeries: { F999: 2800 } });
      const p = prepareDocument(settings, facturaDe(1, 1, 'F999'));
      const cdr = readCdr(await soap.sendBill(`${p.built.nombre}.zip`, p.zip));
      expect(cdr).toMatchObject({
        responseCode: 2800,
        resultado: 'rechazado',
        description: 'El dato ingresado en el tipo de documento de identidad del receptor no esta permitido.',
      });
    });
  });

  describe('fault injection and client errors', () => {
    test('an exception code answers a SOAP fault the client reads as SunatFault', async () => {
      sim.setFaults({ exception: { code: 109, count: 1 } });
      const p = prepareDocument(settings, facturaDe(30));
      await expect(soap.sendBill(`${p.built.nombre}.zip`, p.zip)).rejects.toMatchObject({
        code: 109,
        message: '0109 - El sistema no puede responder su solicitud. (El servicio de autenticación no está disponible)',
      });
      // Nothing was processed: the next send is accepted.
      expect(readCdr(await soap.sendBill(`${p.built.nombre}.zip`, p.zip)).resultado).toBe('aceptado');
    });

    test('a time-out is reported as SUNAT unavailable (timeout)', async () => {
      sim.setFaults({ timeouts: 1, hangMs: 5000 });
      const quick = new SunatSoapClient({
        ...endpointsFor(settings, sim.url),
        username: solUsername(settings),
        password: 'x',
        timeoutMs: 300,
      });
      const err = await quick
        .sendBill('20000000001-01-F001-31.zip', prepareDocument(settings, facturaDe(31)).zip)
        .catch((e) => e);
      expect(err).toBeInstanceOf(SunatUnavailable);
      expect(err).toMatchObject({ timeout: true, message: 'SUNAT no respondió en 0 s' });
    });

    test('going down and coming back', async () => {
      sim.setFaults({ down: true });
      const p = prepareDocument(settings, facturaDe(32));
      await expect(soap.sendBill(`${p.built.nombre}.zip`, p.zip)).rejects.toBeInstanceOf(SunatUnavailable);
      sim.setFaults({});
      expect(readCdr(await soap.sendBill(`${p.built.nombre}.zip`, p.zip)).resultado).toBe('aceptado');
    });

    test('a lost answer: processed, then getStatusCdr returns the CDR', async () => {
      sim.setFaults({ lostAnswers: 1 });
      const p = prepareDocument(settings, facturaDe(33));
      await expect(soap.sendBill(`${p.built.nombre}.zip`, p.zip)).rejects.toBeInstanceOf(SunatUnavailable);
      const status = await soap.getStatusCdr('20000000001', '01', 'F001', 33);
      expect(status.statusCode).toBe('0004');
      expect(readCdr(status.content!).resultado).toBe('aceptado');
      expect((await soap.getStatusCdr('20000000001', '01', 'F001', 99999)).statusCode).toBe('0011');
    });

    test('bad credentials are refused', async () => {
      const bad = new SunatSoapClient({ ...endpointsFor(settings, sim.url), username: '', password: '' });
      await expect(bad.getStatus('1')).rejects.toMatchObject({ code: 101 });
    });
  });

  describe('GRE REST client', () => {
    test('the OAuth2 token is cached until 10 minutes before it expires', async () => {
      clearGreTokens();
      let now = Date.now();
      const ep = endpointsFor(settings, sim.url);
      const client = new SunatGreClient({
        tokenUrl: ep.greToken!,
        apiUrl: ep.greApi!,
        clientId: 'c',
        clientSecret: 's',
        username: solUsername(settings),
        password: 'p',
        now: () => now,
      });
      const before = sim.stats.tokens;
      const t1 = await client.token();
      now += 49 * 60 * 1000;
      expect(await client.token()).toBe(t1);
      expect(sim.stats.tokens).toBe(before + 1);
      now += 2 * 60 * 1000; // 51 minutes: within the last 10 minutes of a 60-minute token
      expect(await client.token()).not.toBe(t1);
      expect(sim.stats.tokens).toBe(before + 2);
    });

    test('a rejected guía answers 99 with the error and a CDR', async () => {
      sim.setFaults({ rejectSeries: { T999: 2800 }, ticketPending: 0 });
      const p = prepareDocument(settings, { ...(guia as object), serie: 'T999' } as DocumentoEntrada);
      const st = await gre.status(await gre.send(p.built.nombre, p.zip));
      expect(st).toMatchObject({ codRespuesta: '99', error: { code: 2800 } });
      expect(readCdr(st.cdrZip!).resultado).toBe('rechazado');
    });

    test("a carrier's guide (31) whose shipper is the carrier itself is rejected with SUNAT's 2560", async () => {
      sim.setFaults({ ticketPending: 0 });
      const built = buildCarrierDespatch(settings as never, { ...(guiaTransportista as GuiaTransportista), numero: 9 });
      // The shipper's RUC edited to the carrier's after the pre-send check, as a hand-made XML would have it.
      const xml = built.xml.replace(
        '<cbc:ID schemeID="1" schemeName="Documento de Identidad" schemeAgencyName="PE:SUNAT" schemeURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06">46027896</cbc:ID>',
        `<cbc:ID schemeID="6" schemeName="Documento de Identidad" schemeAgencyName="PE:SUNAT" schemeURI="urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo06">${settings.ruc}</cbc:ID>`,
      );
      expect(xml).not.toBe(built.xml);
      const st = await gre.send(built.nombre, zipXml(built.nombre, signXml(xml, credentialsOf(settings)).xml));
      const answer = await gre.status(st);
      expect(answer).toMatchObject({ codRespuesta: '99', error: { code: 2560 } });
      const cdr = readCdr(answer.cdrZip!);
      expect(cdr).toMatchObject({ responseCode: 2560, resultado: 'rechazado' });
      expect(cdr.description).toBe('Transportista  no debe ser igual al remitente o destinatario.');
    });
  });

  describe('CDR reader and SOAP samples', () => {
    const cdr = join(fixtures, 'cdr');
    const soapDir = join(fixtures, 'soap');

    test('accepted CDR', () => {
      const r = readCdr(readFileSync(join(cdr, 'R-20600995805-01-F001-1.xml')));
      expect(r).toMatchObject({ responseCode: 0, resultado: 'aceptado', referenceId: 'F001-1' });
    });

    test('accepted with observations keeps Description and Notes', () => {
      const r = readCdr(readFileSync(join(cdr, 'R-20600995805-01-F001-3.xml')));
      expect(r.resultado).toBe('observado');
      expect(r.description).toBe('La Factura numero F001-00000001, ha sido aceptada');
      expect(r.notes).toEqual([
        { code: 4031, message: 'Debe indicar el nombre comercial' },
        { code: 4001, message: 'El numero de RUC del receptor no existe.' },
      ]);
    });

    test('exception (zip with a dummy folder), voided and GRE CDRs', () => {
      expect(readCdr(readFileSync(join(cdr, 'cdr-rechazo.zip')))).toMatchObject({
        responseCode: 109,
        resultado: 'excepcion',
        description: 'El sistema no pudo procesar su solicitud',
      });
      expect(readCdr(readFileSync(join(cdr, 'cdrBaja.zip')))).toMatchObject({ responseCode: 0 });
      const g = readCdr(readFileSync(join(cdr, 'cdrGRE.zip')));
      expect(g).toMatchObject({ responseCode: 0, resultado: 'observado', referenceId: 'T001-1' });
      expect(g.notes[0]).toEqual({
        code: 4398,
        message: 'El Número de placa no se encuentra en las bases consultadas, placa: F2E836',
      });
      expect(g.documentDescription).toMatch(/^https:\/\/e-factura\.sunat\.gob\.pe\/.*descargaqr/);
    });

    test('a CDR with default namespaces (OSE style)', () => {
      const r = readCdr(readFileSync(join(cdr, 'efact_cdr1.xml')));
      expect(r).toMatchObject({ responseCode: 0, resultado: 'aceptado', documentHash: 'RwNDwdsWs4XMKM4BoTAf5MKh3T8=' });
    });

    test('SOAP answers: CDR, ticket, status and fault', () => {
      const ok = parseSoapResponse(readFileSync(join(soapDir, 'bill_service_response_ok.xml'), 'utf8'));
      const cdrZip = Buffer.from(ok.sendBillResponse.applicationResponse, 'base64');
      expect(readCdr(cdrZip)).toMatchObject({ responseCode: 0, referenceId: 'F001-1' });
      expect(decodeXml(unzipXml(cdrZip).xml)).toContain('ApplicationResponse');
      expect(
        parseSoapResponse(readFileSync(join(soapDir, 'bill_service_response_ticket.xml'), 'utf8')).sendSummaryResponse
          .ticket,
      ).toBe('1703154974517');
      const status = parseSoapResponse(readFileSync(join(soapDir, 'get_status_response_ok.xml'), 'utf8'))
        .getStatusResponse.status;
      expect(status.statusCode).toBe('0');
      expect(readCdr(Buffer.from(status.content, 'base64')).referenceId).toBe('RA-20200328-1');
      let fault: unknown;
      try {
        parseSoapResponse(readFileSync(join(soapDir, 'bill_service_response_fault.xml'), 'utf8'));
      } catch (e) {
        fault = e;
      }
      expect(fault).toMatchObject({
        code: 111,
        message: '0111 - No tiene el perfil para enviar comprobantes electronicos - Detalle: Rejected by policy.',
      });
    });
  });
}
