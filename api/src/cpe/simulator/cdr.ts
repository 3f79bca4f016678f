import { randomInt } from 'node:crypto';
import { NS, XML_DECLARATION, el, opt, wrap } from '../builders/xml.js';
import { signXml } from '../signer/sign.js';
import { limaDate, limaTime, zipXml } from '../zip.js';
import { simulatorCredentials } from './keys.js';

/** The simulator's CDR: an ApplicationResponse signed with the simulator's own key, zipped as R-<name>.zip. */

export const SUNAT_RUC = '20131312955';

export interface CdrInput {
  /** RUC-TT-SERIE-NUMERO of the answered document. */
  nombre: string;
  referenceId: string;
  code: number;
  description: string;
  notes?: string[];
  receiverRuc: string;
  /** "6-20100070970" */
  recipient?: string;
  documentTypeCode?: string;
  documentHash?: string;
  /** GRE: link to the QR. */
  documentDescription?: string;
}

export function buildCdrXml(c: CdrInput, now = new Date()): string {
  const date = limaDate(now);
  const time = limaTime(now);
  const xml =
    XML_DECLARATION +
    `<ApplicationResponse xmlns="urn:oasis:names:specification:ubl:schema:xsd:ApplicationResponse-2" xmlns:cac="${NS.cac}" xmlns:cbc="${NS.cbc}" xmlns:ext="${NS.ext}">` +
    '<ext:UBLExtensions><ext:UBLExtension><ext:ExtensionContent></ext:ExtensionContent></ext:UBLExtension></ext:UBLExtensions>' +
    el('cbc:UBLVersionID', '2.0') +
    el('cbc:CustomizationID', '1.0') +
    el('cbc:ID', `${Date.now()}${randomInt(1000, 9999)}`) +
    el('cbc:IssueDate', date) +
    el('cbc:IssueTime', time) +
    el('cbc:ResponseDate', date) +
    el('cbc:ResponseTime', time) +
    (c.notes ?? []).map((n) => el('cbc:Note', n)).join('') +
    wrap(
      'cac:Signature',
      el('cbc:ID', 'SignSUNAT'),
      wrap(
        'cac:SignatoryParty',
        wrap('cac:PartyIdentification', el('cbc:ID', SUNAT_RUC)),
        wrap('cac:PartyName', el('cbc:Name', 'SUNAT')),
      ),
      wrap('cac:DigitalSignatureAttachment', wrap('cac:ExternalReference', el('cbc:URI', '#SignSUNAT'))),
    ) +
    wrap('cac:SenderParty', wrap('cac:PartyIdentification', el('cbc:ID', SUNAT_RUC))) +
    wrap('cac:ReceiverParty', wrap('cac:PartyIdentification', el('cbc:ID', c.receiverRuc))) +
    wrap(
      'cac:DocumentResponse',
      wrap(
        'cac:Response',
        el('cbc:ReferenceID', c.referenceId),
        el('cbc:ResponseCode', String(c.code)),
        el('cbc:Description', c.description),
      ),
      wrap(
        'cac:DocumentReference',
        el('cbc:ID', c.referenceId),
        opt('cbc:DocumentTypeCode', c.documentTypeCode),
        opt('cbc:DocumentDescription', c.documentDescription),
        c.documentHash
          ? wrap('cac:Attachment', wrap('cac:ExternalReference', el('cbc:DocumentHash', c.documentHash)))
          : '',
      ),
      c.recipient ? wrap('cac:RecipientParty', wrap('cac:PartyIdentification', el('cbc:ID', c.recipient))) : '',
    ) +
    '</ApplicationResponse>';
  return signXml(xml, simulatorCredentials(), { signatureId: 'SignSUNAT' }).xml;
}

export function buildCdrZip(c: CdrInput): Buffer {
  return Buffer.from(zipXml(`R-${c.nombre}`, buildCdrXml(c)));
}
