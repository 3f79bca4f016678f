import { dec, fixed, round, ZERO, type Decimal } from '@trade/money';
import type { ComunicacionBaja, Emisor, LineaResumen, Resumen } from '../types.js';
import { BusinessError } from '../../core/envelope.js';
import { NS, XML_DECLARATION, amount, el, signatureReference, ublExtensions, wrap } from './xml.js';
import { checkDate, checkEmisor, documentName, type BuiltDocument } from './common.js';

/** SUNAT UBL 2.0 summaries: SummaryDocuments (RC, resumen diario) and VoidedDocuments (RA, comunicación de baja). */

const compact = (date: string) => date.replaceAll('-', '');

function supplier(emisor: Emisor): string {
  return wrap(
    'cac:AccountingSupplierParty',
    el('cbc:CustomerAssignedAccountID', emisor.ruc),
    el('cbc:AdditionalAccountID', '6'),
    wrap('cac:Party', wrap('cac:PartyLegalEntity', el('cbc:RegistrationName', emisor.razonSocial))),
  );
}

function taxTotal(id: string, name: string, code: string, value: Decimal, currency: string): string {
  return wrap(
    'cac:TaxTotal',
    amount('cbc:TaxAmount', value, currency),
    wrap(
      'cac:TaxSubtotal',
      amount('cbc:TaxAmount', value, currency),
      wrap(
        'cac:TaxCategory',
        wrap('cac:TaxScheme', el('cbc:ID', id), el('cbc:Name', name), el('cbc:TaxTypeCode', code)),
      ),
    ),
  );
}

function summaryLine(n: number, l: LineaResumen): string {
  const currency = l.moneda ?? 'PEN';
  const m = (v: LineaResumen[keyof LineaResumen]) => round(dec(v as string | undefined));
  const payments: [string, Decimal][] = [
    ['01', m(l.gravadas)],
    ['02', m(l.exoneradas)],
    ['03', m(l.inafectas)],
    ['04', m(l.exportacion)],
    ['05', m(l.gratuitas)],
  ];
  const paid = payments.filter(([, v]) => !v.isZero());
  if (paid.length === 0) paid.push(['01', ZERO]);
  const taxes = [taxTotal('1000', 'IGV', 'VAT', m(l.igv), currency)];
  if (!m(l.isc).isZero()) taxes.unshift(taxTotal('2000', 'ISC', 'EXC', m(l.isc), currency));
  if (!m(l.ivap).isZero()) taxes.push(taxTotal('1016', 'IVAP', 'VAT', m(l.ivap), currency));
  if (!m(l.otrosTributos).isZero()) taxes.push(taxTotal('9999', 'OTROS', 'OTH', m(l.otrosTributos), currency));
  if (!m(l.icbper).isZero()) taxes.push(taxTotal('7152', 'ICBPER', 'OTH', m(l.icbper), currency));
  return wrap(
    'sac:SummaryDocumentsLine',
    el('cbc:LineID', n),
    el('cbc:DocumentTypeCode', l.tipoDoc),
    el('cbc:ID', `${l.serie}-${l.numero}`),
    wrap(
      'cac:AccountingCustomerParty',
      el('cbc:CustomerAssignedAccountID', l.cliente.numDoc),
      el('cbc:AdditionalAccountID', l.cliente.tipoDoc),
    ),
    l.documentoAfectado
      ? wrap(
          'cac:BillingReference',
          wrap(
            'cac:InvoiceDocumentReference',
            el('cbc:ID', `${l.documentoAfectado.serie}-${l.documentoAfectado.numero}`),
            el('cbc:DocumentTypeCode', l.documentoAfectado.tipoDoc),
          ),
        )
      : '',
    wrap('cac:Status', el('cbc:ConditionCode', l.estado)),
    amount('sac:TotalAmount', m(l.total), currency),
    ...paid.map(([code, v]) =>
      wrap('sac:BillingPayment', amount('cbc:PaidAmount', v, currency), el('cbc:InstructionID', code)),
    ),
    m(l.otrosCargos).isZero()
      ? ''
      : wrap(
          'cac:AllowanceCharge',
          el('cbc:ChargeIndicator', 'true'),
          amount('cbc:Amount', m(l.otrosCargos), currency),
        ),
    ...taxes,
  );
}

/** Resumen diario (RC) of boletas and their notes: status 1 add, 2 modify, 3 void. */
export function buildSummary(emisor: Emisor, doc: Resumen): BuiltDocument {
  checkEmisor(emisor);
  checkDate(doc.fechaEmisionDocumentos, 'La fecha de los comprobantes');
  checkDate(doc.fechaGeneracion, 'La fecha de generación');
  if (!doc.lineas?.length) throw new BusinessError('El resumen diario debe tener al menos un comprobante');
  if (doc.lineas.length > 500) throw new BusinessError('El resumen diario admite hasta 500 comprobantes');
  for (const l of doc.lineas) {
    if (!/^B[A-Z0-9]{3}$/.test(l.serie))
      throw new BusinessError(`El comprobante ${l.serie}-${l.numero} no es una boleta ni una nota de boleta`);
    if (l.tipoDoc !== '03' && !l.documentoAfectado)
      throw new BusinessError(`La nota ${l.serie}-${l.numero} necesita la boleta que modifica`);
  }
  const serie = `RC-${compact(doc.fechaGeneracion)}`;
  const xml =
    XML_DECLARATION +
    `<SummaryDocuments xmlns="urn:sunat:names:specification:ubl:peru:schema:xsd:SummaryDocuments-1" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ext="${NS.ext}" xmlns:sac="${NS.sac}">` +
    ublExtensions() +
    el('cbc:UBLVersionID', '2.0') +
    el('cbc:CustomizationID', '1.1') +
    el('cbc:ID', `${serie}-${doc.correlativo}`) +
    el('cbc:ReferenceDate', doc.fechaEmisionDocumentos) +
    el('cbc:IssueDate', doc.fechaGeneracion) +
    signatureReference(emisor) +
    supplier(emisor) +
    doc.lineas.map((l, i) => summaryLine(i + 1, l)).join('') +
    '</SummaryDocuments>';
  return {
    xml,
    tipoDoc: 'RC',
    serie,
    numero: doc.correlativo,
    nombre: documentName(emisor.ruc, 'RC', serie, doc.correlativo),
    fecha: doc.fechaGeneracion,
  };
}

/** Comunicación de baja (RA) of facturas, their notes (and guías). */
export function buildVoided(emisor: Emisor, doc: ComunicacionBaja): BuiltDocument {
  checkEmisor(emisor);
  checkDate(doc.fechaEmisionDocumentos, 'La fecha de los comprobantes');
  checkDate(doc.fechaGeneracion, 'La fecha de generación');
  if (!doc.lineas?.length) throw new BusinessError('La comunicación de baja debe tener al menos un comprobante');
  for (const l of doc.lineas)
    if (!l.motivo?.trim()) throw new BusinessError(`Indique el motivo de baja de ${l.serie}-${l.numero}`);
  const serie = `RA-${compact(doc.fechaGeneracion)}`;
  const xml =
    XML_DECLARATION +
    `<VoidedDocuments xmlns="urn:sunat:names:specification:ubl:peru:schema:xsd:VoidedDocuments-1" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ext="${NS.ext}" xmlns:sac="${NS.sac}">` +
    ublExtensions() +
    el('cbc:UBLVersionID', '2.0') +
    el('cbc:CustomizationID', '1.0') +
    el('cbc:ID', `${serie}-${doc.correlativo}`) +
    el('cbc:ReferenceDate', doc.fechaEmisionDocumentos) +
    el('cbc:IssueDate', doc.fechaGeneracion) +
    signatureReference(emisor) +
    supplier(emisor) +
    doc.lineas
      .map((l, i) =>
        wrap(
          'sac:VoidedDocumentsLine',
          el('cbc:LineID', i + 1),
          el('cbc:DocumentTypeCode', l.tipoDoc),
          el('sac:DocumentSerialID', l.serie),
          el('sac:DocumentNumberID', l.numero),
          el('sac:VoidReasonDescription', l.motivo),
        ),
      )
      .join('') +
    '</VoidedDocuments>';
  return {
    xml,
    tipoDoc: 'RA',
    serie,
    numero: doc.correlativo,
    nombre: documentName(emisor.ruc, 'RA', serie, doc.correlativo),
    fecha: doc.fechaGeneracion,
  };
}

export { fixed };
