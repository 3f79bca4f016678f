import { XMLParser } from 'fast-xml-parser';
import { BusinessError } from '../../core/envelope.js';
import { classifySunatCode, describeSunatCode, type ResultadoSunat } from '../codes.js';
import { decodeXml, unzipXml } from '../zip.js';

/** Reads a CDR (Constancia de Recepción, an ApplicationResponse) from its zip or XML. */

export interface CdrNote {
  code?: number;
  message: string;
}

export interface Cdr {
  /** ApplicationResponse ID. */
  id?: string;
  /** The document answered (F001-1, RC-20240101-1 ...). */
  referenceId?: string;
  responseCode: number;
  description: string;
  /** Observations (cbc:Note), usually "4xxx - text". */
  notes: CdrNote[];
  resultado: ResultadoSunat;
  issueDate?: string;
  /** Hash of the received document, when SUNAT includes it. */
  documentHash?: string;
  /** GRE: link to SUNAT's QR of the guía. */
  documentDescription?: string;
  /** Receiver (issuer of the document) RUC. */
  receiverId?: string;
  xml: string;
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  htmlEntities: true,
  trimValues: true,
  isArray: (name) => name === 'Note' || name === 'DocumentResponse',
});

const str = (v: unknown): string | undefined => {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'object') return str((v as Record<string, unknown>)['#text']);
  return String(v).trim();
};

function parseNote(text: string): CdrNote {
  const m = /^\s*(\d{3,4})\s*-\s*([\s\S]*)$/.exec(text);
  return m ? { code: Number(m[1]), message: m[2]!.trim() } : { message: text.trim() };
}

export function readCdrXml(xml: string): Cdr {
  let root: Record<string, any>;
  try {
    root = parser.parse(xml).ApplicationResponse;
  } catch {
    throw new BusinessError('El CDR no es un XML válido');
  }
  if (!root) throw new BusinessError('El CDR no es un ApplicationResponse');
  const dr = root.DocumentResponse?.[0];
  const response = dr?.Response;
  const codeText = str(response?.ResponseCode);
  if (codeText === undefined || !/^\d+$/.test(codeText)) throw new BusinessError('El CDR no tiene código de respuesta');
  const responseCode = Number(codeText);
  const notes = ((root.Note ?? []) as unknown[]).map((n) => parseNote(str(n) ?? '')).filter((n) => n.message);
  let resultado = classifySunatCode(responseCode);
  if (resultado === 'aceptado' && notes.length > 0) resultado = 'observado';
  const receiver = root.ReceiverParty?.PartyIdentification?.ID ?? root.ReceiverParty?.PartyLegalEntity?.CompanyID;
  return {
    id: str(root.ID),
    referenceId: str(response?.ReferenceID) ?? str(dr?.DocumentReference?.ID),
    responseCode,
    description: str(response?.Description) ?? describeSunatCode(responseCode) ?? '',
    notes,
    resultado,
    issueDate: str(root.ResponseDate) ?? str(root.IssueDate),
    documentHash: str(dr?.DocumentReference?.Attachment?.ExternalReference?.DocumentHash),
    documentDescription: str(dr?.DocumentReference?.DocumentDescription),
    receiverId: str(receiver),
    xml,
  };
}

/** From the zip SUNAT answers (R-<name>.zip) or the XML itself. */
export function readCdr(input: Uint8Array | string): Cdr {
  if (typeof input === 'string') return readCdrXml(input);
  const isZip = input[0] === 0x50 && input[1] === 0x4b;
  return readCdrXml(decodeXml(isZip ? unzipXml(input).xml : input));
}

/** One line for the user: "Aceptado: La Factura numero F001-1, ha sido aceptada" (+ observations). */
export function cdrSummary(cdr: Cdr): string {
  const label = {
    aceptado: 'Aceptado',
    observado: 'Aceptado con observaciones',
    rechazado: 'Rechazado',
    excepcion: 'Excepción',
  }[cdr.resultado];
  const obs = cdr.notes.map((n) => (n.code ? `${n.code} - ${n.message}` : n.message));
  return [`${label}: ${cdr.description}`, ...obs].join(' | ');
}
