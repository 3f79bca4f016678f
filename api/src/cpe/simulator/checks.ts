import { XMLParser } from 'fast-xml-parser';
import { describeSunatCode } from '../codes.js';
import { revisarReglas } from '../rules/index.js';
import { verifyXmlSignature } from '../signer/verify.js';
import { validateXml } from '../xsd/validator.js';
import { decodeXml, unzipXml, unzipXmlAsync, type UnzippedXml } from '../zip.js';

/**
 * What the simulator checks in a received zip, in SUNAT's order: file name, zip content, XML,
 * schema, signature, identity (ID, RUC), then SUNAT's business rules (rules/, the same functions
 * the engine runs before sending).
 */

export class SimFault extends Error {
  constructor(
    readonly code: number,
    detail?: string,
  ) {
    super(`${describeSunatCode(code) ?? 'Error'}${detail ? ` - Detalle: ${detail}` : ''}`);
  }
}

export interface Received {
  nombre: string;
  ruc: string;
  tipoDoc: string;
  serie: string;
  numero: number;
  /** Document ID inside the XML (F001-1, RC-20240101-1). */
  id: string;
  xml: string;
  hash?: string;
  /** 0 or the rejection code. */
  code: number;
  /** Observations "4xxx - text". */
  notes: string[];
  recipient?: string;
  /** Documents voided (RA, RC status 3) as RUC-TT-SERIE-NUMERO. */
  voids: string[];
}

const NAME = /^(\d{11})-(01|03|07|08|09|31)-([A-Z0-9]{4})-(\d{1,8})\.zip$/;
const SUMMARY_NAME = /^(\d{11})-(RC|RA)-(\d{8})-(\d{1,5})\.zip$/;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  htmlEntities: true,
  trimValues: true,
  isArray: (name) =>
    [
      'InvoiceLine',
      'CreditNoteLine',
      'DebitNoteLine',
      'TaxSubtotal',
      'AllowanceCharge',
      'SummaryDocumentsLine',
      'VoidedDocumentsLine',
      'TaxTotal',
      'Note',
    ].includes(name),
});

const txt = (v: unknown): string | undefined =>
  v === undefined || v === null
    ? undefined
    : typeof v === 'object'
      ? txt((v as Record<string, unknown>)['#text'])
      : String(v).trim();

/** Which service accepts which types. */
export type Channel = 'bill' | 'summary' | 'gre';

export function parseName(
  fileName: string,
  channel: Channel,
): { ruc: string; tipoDoc: string; serie: string; numero: number; nombre: string } {
  const m = NAME.exec(fileName);
  const s = SUMMARY_NAME.exec(fileName);
  if (!m && !s) throw new SimFault(151);
  const [, ruc, tipoDoc, serie, numero] = (m ?? s)!;
  const allowed = channel === 'bill' ? ['01', '03', '07', '08'] : channel === 'summary' ? ['RC', 'RA'] : ['09', '31'];
  if (!allowed.includes(tipoDoc!)) throw new SimFault(151, `el tipo ${tipoDoc} no se envía por este servicio`);
  return {
    ruc: ruc!,
    tipoDoc: tipoDoc!,
    serie: s ? `${tipoDoc}-${serie}` : serie!,
    numero: Number(numero),
    nombre: fileName.slice(0, -4),
  };
}

/** SUNAT's business rules (rules/): the first rejection becomes the CDR's code, observations its notes. */
function businessRules(xml: string, received: Received): void {
  const { rechazos, observaciones } = revisarReglas(xml);
  received.code = rechazos[0]?.codigo ?? 0;
  received.notes = observaciones.map((o) => o.mensaje);
}

/** SUNAT's codes for a package it cannot open: 156 damaged (or over the limits), 157 no XML, 158 several. */
export function zipFault(error: unknown): SimFault {
  const msg = (error as Error).message;
  return new SimFault(msg.includes('más de un') ? 158 : msg.includes('no contiene') ? 157 : 156);
}

/**
 * A package from the network, inflated within ZIP_LIMITS without holding the event loop (a zip
 * bomb posted to billService froze the process): pass the result (or its fault) to `inspect`,
 * which answers the checks in SUNAT's order.
 */
export async function unzipPackage(zip: Uint8Array): Promise<UnzippedXml | SimFault | undefined> {
  if (!zip.length) return undefined;
  try {
    return await unzipXmlAsync(zip);
  } catch (error) {
    return zipFault(error);
  }
}

/** Everything up to (not including) the duplicate check and fault injection. Throws SimFault for exceptions. */
export function inspect(
  fileName: string,
  zip: Uint8Array,
  channel: Channel,
  userRuc: string | undefined,
  unzipped?: UnzippedXml | SimFault,
): Received {
  const name = parseName(fileName, channel);
  if (userRuc && userRuc !== name.ruc) throw new SimFault(154);
  if (!zip.length) throw new SimFault(155);
  let entry: UnzippedXml;
  if (unzipped instanceof SimFault) throw unzipped;
  try {
    entry = unzipped ?? unzipXml(zip);
  } catch (error) {
    throw zipFault(error);
  }
  if (entry.fileName !== `${name.nombre}.xml`) throw new SimFault(161);
  const xml = decodeXml(entry.xml);
  const schema = validateXml(xml);
  if (!schema.valid)
    throw new SimFault(
      306,
      schema.errors
        .slice(0, 3)
        .map((e) => `línea ${e.line}: ${e.message}`)
        .join(' | '),
    );

  const parsed = parser.parse(xml);
  const rootName = Object.keys(parsed).find((k) => k !== '?xml')!;
  const root = parsed[rootName];
  const id = txt(root.ID) ?? '';
  const received: Received = { ...name, id, xml, code: 0, notes: [], voids: [] };

  const sig = verifyXmlSignature(xml);
  if (!sig.valid && sig.error === 'El documento no está firmado') throw new SimFault(1059);
  received.hash = sig.digestValue;

  const issuer =
    txt(root.AccountingSupplierParty?.Party?.PartyIdentification?.ID) ??
    txt(root.AccountingSupplierParty?.CustomerAssignedAccountID) ??
    txt(root.DespatchSupplierParty?.Party?.PartyIdentification?.ID);
  if (issuer !== name.ruc) throw new SimFault(1034);
  const expectedId =
    name.tipoDoc === 'RC' || name.tipoDoc === 'RA' ? `${name.serie}-${name.numero}` : `${name.serie}-${name.numero}`;
  if (id !== expectedId) {
    received.code = 2220;
    return received;
  }
  if (!sig.valid) {
    received.code = 2335;
    return received;
  }

  if (rootName === 'Invoice' || rootName === 'CreditNote' || rootName === 'DebitNote') {
    const typeCode = rootName === 'Invoice' ? txt(root.InvoiceTypeCode) : rootName === 'CreditNote' ? '07' : '08';
    if (typeCode !== name.tipoDoc) throw new SimFault(1003);
    const cust = root.AccountingCustomerParty?.Party?.PartyIdentification?.ID;
    if (cust) received.recipient = `${cust['@schemeID'] ?? '-'}-${txt(cust)}`;
    businessRules(xml, received);
  } else if (rootName === 'SummaryDocuments') {
    if (`RC-${txt(root.IssueDate)?.replaceAll('-', '')}` !== name.serie) received.code = 2346;
    for (const l of root.SummaryDocumentsLine ?? []) {
      if (txt(l.Status?.ConditionCode) === '3')
        received.voids.push(`${name.ruc}-${txt(l.DocumentTypeCode)}-${txt(l.ID)}`);
    }
  } else if (rootName === 'VoidedDocuments') {
    if (`RA-${txt(root.IssueDate)?.replaceAll('-', '')}` !== name.serie) received.code = 2330;
    for (const l of root.VoidedDocumentsLine ?? [])
      received.voids.push(
        `${name.ruc}-${txt(l.DocumentTypeCode)}-${txt(l.DocumentSerialID)}-${txt(l.DocumentNumberID)}`,
      );
  } else if (rootName === 'DespatchAdvice') {
    const cust = root.DeliveryCustomerParty?.Party?.PartyIdentification?.ID;
    if (cust) received.recipient = `${cust['@schemeID'] ?? '-'}-${txt(cust)}`;
    businessRules(xml, received);
  } else throw new SimFault(151, `documento ${rootName} no esperado`);
  return received;
}

const NAMES: Record<string, string> = {
  '01': 'La Factura numero',
  '03': 'La Boleta de Venta numero',
  '07': 'La Nota de Credito numero',
  '08': 'La Nota de Debito numero',
  '09': 'La Guia de Remision Remitente numero',
  '31': 'La Guia de Remision Transportista numero',
  RC: 'El Resumen diario',
  RA: 'La Comunicacion de baja',
};

export function acceptedDescription(tipoDoc: string, id: string): string {
  const masc = tipoDoc === 'RC';
  return `${NAMES[tipoDoc] ?? 'El comprobante'} ${id}, ha sido ${masc ? 'aceptado' : 'aceptada'}`;
}
