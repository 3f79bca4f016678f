import { XMLParser } from 'fast-xml-parser';
import { describeSunatCode } from '../codes.js';
import { Decimal, ZERO, dec, sum } from '../decimal.js';
import { verifyXmlSignature } from '../signer/verify.js';
import { validateXml } from '../xsd/validator.js';
import { decodeXml, unzipXml } from '../zip.js';

/**
 * What the simulator checks in a received zip, in SUNAT's order: file name, zip content, XML,
 * schema, signature, identity (ID, RUC), then the totals (±1 tolerance).
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

const NAME = /^(\d{11})-(01|03|07|08|09)-([A-Z0-9]{4})-(\d{1,8})\.zip$/;
const SUMMARY_NAME = /^(\d{11})-(RC|RA)-(\d{8})-(\d{1,5})\.zip$/;

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  htmlEntities: true,
  trimValues: true,
  isArray: (name) => ['InvoiceLine', 'CreditNoteLine', 'DebitNoteLine', 'TaxSubtotal', 'AllowanceCharge', 'SummaryDocumentsLine', 'VoidedDocumentsLine', 'TaxTotal', 'Note'].includes(name),
});

const txt = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : typeof v === 'object' ? txt((v as Record<string, unknown>)['#text']) : String(v).trim());
const num = (v: unknown): Decimal => {
  const t = txt(v);
  try {
    return t ? dec(t) : ZERO;
  } catch {
    return ZERO;
  }
};
const near = (a: Decimal, b: Decimal) => a.minus(b).abs().lte(1);

/** Which service accepts which types. */
export type Channel = 'bill' | 'summary' | 'gre';

export function parseName(fileName: string, channel: Channel): { ruc: string; tipoDoc: string; serie: string; numero: number; nombre: string } {
  const m = NAME.exec(fileName);
  const s = SUMMARY_NAME.exec(fileName);
  if (!m && !s) throw new SimFault(151);
  const [, ruc, tipoDoc, serie, numero] = (m ?? s)!;
  const allowed = channel === 'bill' ? ['01', '03', '07', '08'] : channel === 'summary' ? ['RC', 'RA'] : ['09'];
  if (!allowed.includes(tipoDoc!)) throw new SimFault(151, `el tipo ${tipoDoc} no se envía por este servicio`);
  return { ruc: ruc!, tipoDoc: tipoDoc!, serie: s ? `${tipoDoc}-${serie}` : serie!, numero: Number(numero), nombre: fileName.slice(0, -4) };
}

function lineChecks(lines: any[], root: any, notes: string[]): number {
  let code = 0;
  const reject = (c: number) => (code ||= c);
  const observe = (c: number) => {
    const n = `${c} - ${describeSunatCode(c)}`;
    if (!notes.includes(n)) notes.push(n);
  };
  const qtyTags = ['InvoicedQuantity', 'CreditedQuantity', 'DebitedQuantity'];
  const byScheme = new Map<string, { base: Decimal; tax: Decimal }>();
  let charged = ZERO;
  for (const l of lines) {
    const qty = num(qtyTags.map((t) => l[t]).find((v) => v !== undefined));
    const ext = num(l.LineExtensionAmount);
    const subs: any[] = l.TaxTotal?.[0]?.TaxSubtotal ?? [];
    const scheme = (s: any) => txt(s.TaxCategory?.TaxScheme?.ID) ?? '';
    const free = subs.some((s) => scheme(s) === '9996');
    const acs: any[] = l.AllowanceCharge ?? [];
    const acSum = (charge: boolean, code: string) => sum(acs.filter((a) => txt(a.ChargeIndicator) === String(charge) && txt(a.AllowanceChargeReasonCode) === code).map((a) => num(a.Amount)));
    if (!free) {
      const expected = qty.times(num(l.Price?.PriceAmount)).minus(acSum(false, '00')).plus(acSum(true, '47'));
      if (!near(ext, expected)) observe(4288);
      charged = charged.plus(ext);
    }
    let lineTax = ZERO;
    for (const s of subs) {
      const id = scheme(s);
      const base = num(s.TaxableAmount);
      const tax = num(s.TaxAmount);
      const pct = num(s.TaxCategory?.Percent);
      if (['9997', '9998', '9995'].includes(id) && !tax.isZero()) reject(3110);
      if ((id === '1000' || id === '1016') && !near(tax, base.times(pct).div(100))) reject(3103);
      if (id !== '9996') lineTax = lineTax.plus(tax);
      const key = id === '9996' ? '9996' : id;
      const acc = byScheme.get(key) ?? { base: ZERO, tax: ZERO };
      acc.base = acc.base.plus(id === '1000' || id === '1016' ? ext : id === '7152' ? ZERO : base);
      acc.tax = acc.tax.plus(tax);
      byScheme.set(key, acc);
    }
    if (!near(num(l.TaxTotal?.[0]?.TaxAmount), lineTax)) reject(3022);
  }

  // Document level.
  const docAcs: any[] = root.AllowanceCharge ?? [];
  const docAc = (charge: boolean, code: string) => sum(docAcs.filter((a) => txt(a.ChargeIndicator) === String(charge) && txt(a.AllowanceChargeReasonCode) === code).map((a) => num(a.Amount)));
  const desc02 = docAc(false, '02');
  const cargo49 = docAc(true, '49');
  const tt = root.TaxTotal?.[0];
  const docSubs: any[] = tt?.TaxSubtotal ?? [];
  let docTax = ZERO;
  const sumCodes: Record<string, [number, number]> = { '1000': [3039, 3038], '9997': [3042, 0], '9998': [3041, 0], '9995': [3040, 0], '9996': [3057, 3112], '2000': [3045, 3048] };
  for (const s of docSubs) {
    const id = txt(s.TaxCategory?.TaxScheme?.ID) ?? '';
    const base = num(s.TaxableAmount);
    const tax = num(s.TaxAmount);
    if (id !== '9996') docTax = docTax.plus(tax);
    const lines = byScheme.get(id) ?? { base: ZERO, tax: ZERO };
    const codes = sumCodes[id];
    if (id === '1000') {
      if (!near(base, lines.base.minus(desc02).plus(cargo49))) reject(3039);
      if (desc02.isZero() && cargo49.isZero() && !near(tax, lines.tax)) reject(3038);
      if (!near(tax, base.plus(byScheme.get('2000')?.tax ?? ZERO).times(18).div(100)) && !near(tax, base.plus(byScheme.get('2000')?.tax ?? ZERO).times(10).div(100))) observe(4290);
    } else if (codes) {
      if (id !== '2000' && !near(base, lines.base)) reject(codes[0]);
      if (codes[1] && !near(tax, lines.tax)) reject(codes[1]);
    }
  }
  if (tt && !near(num(tt.TaxAmount), docTax)) reject(3196);

  const lmt = root.LegalMonetaryTotal ?? root.RequestedMonetaryTotal;
  if (lmt) {
    const lineExt = num(lmt.LineExtensionAmount);
    if (!near(lineExt, charged)) observe(4309);
    const inclusive = lmt.TaxInclusiveAmount !== undefined ? num(lmt.TaxInclusiveAmount) : undefined;
    if (inclusive && !near(inclusive, lineExt.minus(desc02).plus(cargo49).plus(num(tt?.TaxAmount)))) observe(4310);
    const payable = num(lmt.PayableAmount);
    const expected = (inclusive ?? lineExt.plus(num(tt?.TaxAmount)))
      .minus(num(lmt.AllowanceTotalAmount))
      .plus(num(lmt.ChargeTotalAmount))
      .minus(num(lmt.PrepaidAmount))
      .plus(num(lmt.PayableRoundingAmount));
    if (!near(payable, expected)) observe(4312);
  }
  return code;
}

/** Everything up to (not including) the duplicate check and fault injection. Throws SimFault for exceptions. */
export function inspect(fileName: string, zip: Uint8Array, channel: Channel, userRuc: string | undefined): Received {
  const name = parseName(fileName, channel);
  if (userRuc && userRuc !== name.ruc) throw new SimFault(154);
  if (!zip.length) throw new SimFault(155);
  let entry;
  try {
    entry = unzipXml(zip);
  } catch (error) {
    const msg = (error as Error).message;
    throw new SimFault(msg.includes('más de un') ? 158 : msg.includes('no contiene') ? 157 : 156);
  }
  if (entry.fileName !== `${name.nombre}.xml`) throw new SimFault(161);
  const xml = decodeXml(entry.xml);
  const schema = validateXml(xml);
  if (!schema.valid) throw new SimFault(306, schema.errors.slice(0, 3).map((e) => `línea ${e.line}: ${e.message}`).join(' | '));

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
  const expectedId = name.tipoDoc === 'RC' || name.tipoDoc === 'RA' ? `${name.serie}-${name.numero}` : `${name.serie}-${name.numero}`;
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
    received.code = lineChecks(root[`${rootName}Line`] ?? [], root, received.notes);
  } else if (rootName === 'SummaryDocuments') {
    if (`RC-${txt(root.IssueDate)?.replaceAll('-', '')}` !== name.serie) received.code = 2346;
    for (const l of root.SummaryDocumentsLine ?? []) {
      if (txt(l.Status?.ConditionCode) === '3') received.voids.push(`${name.ruc}-${txt(l.DocumentTypeCode)}-${txt(l.ID)}`);
    }
  } else if (rootName === 'VoidedDocuments') {
    if (`RA-${txt(root.IssueDate)?.replaceAll('-', '')}` !== name.serie) received.code = 2330;
    for (const l of root.VoidedDocumentsLine ?? []) received.voids.push(`${name.ruc}-${txt(l.DocumentTypeCode)}-${txt(l.DocumentSerialID)}-${txt(l.DocumentNumberID)}`);
  } else if (rootName === 'DespatchAdvice') {
    const cust = root.DeliveryCustomerParty?.Party?.PartyIdentification?.ID;
    if (cust) received.recipient = `${cust['@schemeID'] ?? '-'}-${txt(cust)}`;
  } else throw new SimFault(151, `documento ${rootName} no esperado`);
  return received;
}

const NAMES: Record<string, string> = {
  '01': 'La Factura numero',
  '03': 'La Boleta de Venta numero',
  '07': 'La Nota de Credito numero',
  '08': 'La Nota de Debito numero',
  '09': 'La Guia de Remision Remitente numero',
  RC: 'El Resumen diario',
  RA: 'La Comunicacion de baja',
};

export function acceptedDescription(tipoDoc: string, id: string): string {
  const masc = tipoDoc === 'RC';
  return `${NAMES[tipoDoc] ?? 'El comprobante'} ${id}, ha sido ${masc ? 'aceptado' : 'aceptada'}`;
}
