import { BusinessError } from '../core/envelope.js';
import { buildInvoice, buildNote } from './builders/comprobante.js';
import type { BuiltDocument } from './builders/common.js';
import { buildDespatch } from './builders/guia.js';
import { buildCarrierDespatch } from './builders/guia-transportista.js';
import { buildSummary, buildVoided } from './builders/resumen.js';
import { assertReglasSunat, type Hallazgo } from './rules/index.js';
import { credentialsOf, emisorOf, type CpeSettings } from './settings.js';
import { signXml } from './signer/sign.js';
import type { ComunicacionBaja, DocumentoCpe, Emisor, Resumen } from './types.js';
import { assertValidXml } from './xsd/validator.js';
import { zipXml } from './zip.js';

/** build -> sign -> validate -> zip, without touching the database. */

export type DocumentoEntrada = DocumentoCpe | ({ tipoDoc: 'RC' } & Resumen) | ({ tipoDoc: 'RA' } & ComunicacionBaja);

export function buildDocument(emisor: Emisor, doc: DocumentoEntrada): BuiltDocument {
  switch (doc.tipoDoc) {
    case '01':
    case '03':
      return buildInvoice(emisor, doc);
    case '07':
    case '08':
      return buildNote(emisor, doc);
    case '09':
      return buildDespatch(emisor, doc);
    case '31':
      return buildCarrierDespatch(emisor, doc);
    case 'RC':
      return buildSummary(emisor, doc);
    case 'RA':
      return buildVoided(emisor, doc);
    default:
      throw new BusinessError(`Tipo de documento no soportado: ${(doc as { tipoDoc: string }).tipoDoc}`);
  }
}

export interface PreparedDocument {
  built: BuiltDocument;
  /** Signed XML. */
  xml: string;
  /** DigestValue: the printed hash. */
  hash: string;
  zip: Uint8Array;
  /** What SUNAT would observe (codes 4000 and up): accepted with a note, recorded on the document. */
  observaciones: Hallazgo[];
}

/**
 * Builds, checks SUNAT's business rules, signs and validates against the XSD. A document SUNAT would
 * reject throws a BusinessError (type "sunat", the codes in `detalles`); an XSD error too (type "xsd").
 * Neither is stored nor sent. What SUNAT would only observe is answered in `observaciones`.
 */
export function prepareDocument(settings: CpeSettings, doc: DocumentoEntrada): PreparedDocument {
  const built = buildDocument(emisorOf(settings), doc);
  const observaciones = assertReglasSunat(built.xml);
  const signed = signXml(built.xml, credentialsOf(settings), { algorithm: settings.algoritmoFirma });
  assertValidXml(signed.xml);
  return { built, xml: signed.xml, hash: signed.digestValue, zip: zipXml(built.nombre, signed.xml), observaciones };
}

/** Text of the QR printed on facturas, boletas and notas: RUC|TT|SERIE|NUMERO|IGV|TOTAL|FECHA|TIPODOC|NUMDOC|HASH. */
export function qrText(d: {
  ruc: string;
  tipoDoc: string;
  serie: string;
  numero: number;
  igv: string;
  total: string;
  fechaEmision: string;
  clienteTipoDoc: string;
  clienteNumDoc: string;
  hash: string;
}): string {
  return [
    d.ruc,
    d.tipoDoc,
    d.serie,
    d.numero,
    d.igv,
    d.total,
    d.fechaEmision,
    d.clienteTipoDoc,
    d.clienteNumDoc,
    d.hash,
  ].join('|');
}
