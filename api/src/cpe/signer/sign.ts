import { createHash, sign as rsaSign } from 'node:crypto';
import { XmlDocument, type XmlElement } from 'libxml2-wasm';
import { BusinessError } from '../../core/envelope.js';
import { NS, SIGNATURE_ID } from '../builders/xml.js';
import type { SigningCredentials } from './credentials.js';

/**
 * Enveloped XML-DSig placed in ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent, Reference URI="",
 * RSA-SHA256 (or SHA1), X509 certificate in KeyInfo.
 *
 * The document is canonicalized (C14N 1.0, no comments) by libxml2 (WebAssembly) and signed with
 * Node's crypto; the SignedInfo is written directly in canonical form, with the namespaces in
 * scope at the signature's place. This is ~10x faster than a DOM-based signer; tests check every
 * signature with xmlsec1 and with xml-crypto.
 */

export type SignatureAlgorithm = 'sha256' | 'sha1';

const ALGORITHMS = {
  sha256: {
    signature: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
    digest: 'http://www.w3.org/2001/04/xmlenc#sha256',
  },
  sha1: { signature: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1', digest: 'http://www.w3.org/2000/09/xmldsig#sha1' },
} as const;

const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';

export interface SignedDocument {
  xml: string;
  /** Base64 DigestValue: the "hash" printed on the document and in its QR. */
  digestValue: string;
  signatureValue: string;
}

export interface SignOptions {
  algorithm?: SignatureAlgorithm;
  /** Id of ds:Signature (the UBL cac:Signature/cbc:URI points to it). */
  signatureId?: string;
}

const escAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

function signedInfoBody(alg: SignatureAlgorithm, digest: string): string {
  const a = ALGORITHMS[alg];
  return (
    `<ds:CanonicalizationMethod Algorithm="${C14N}"></ds:CanonicalizationMethod>` +
    `<ds:SignatureMethod Algorithm="${a.signature}"></ds:SignatureMethod>` +
    `<ds:Reference URI=""><ds:Transforms><ds:Transform Algorithm="${ENVELOPED}"></ds:Transform></ds:Transforms>` +
    `<ds:DigestMethod Algorithm="${a.digest}"></ds:DigestMethod><ds:DigestValue>${digest}</ds:DigestValue></ds:Reference>`
  );
}

/** Namespace declarations rendered on the SignedInfo apex by inclusive C14N: all in scope, sorted, default first. */
function canonicalNamespaces(scope: Record<string, string>): string {
  const all: Record<string, string> = { ...scope, ds: NS.ds };
  return Object.keys(all)
    .filter((p) => !(p === '' && all[p] === ''))
    .sort((x, y) => (x === y ? 0 : x < y ? -1 : 1))
    .map((p) => (p === '' ? ` xmlns="${escAttr(all[p]!)}"` : ` xmlns:${p}="${escAttr(all[p]!)}"`))
    .join('');
}

export function signXml(xml: string, credentials: SigningCredentials, options: SignOptions = {}): SignedDocument {
  const alg = options.algorithm ?? 'sha256';
  const id = options.signatureId ?? SIGNATURE_ID;
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (error) {
    throw new BusinessError(`No se puede firmar un XML mal formado: ${(error as Error).message.trim()}`);
  }
  let canonical: string;
  let scope: Record<string, string>;
  let qname: string;
  try {
    const slot = doc.get('/*/ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent[not(*)]', {
      ext: NS.ext,
    }) as XmlElement | null;
    if (!slot) throw new BusinessError('El XML no tiene un ext:ExtensionContent libre para la firma');
    qname = slot.prefix ? `${slot.prefix}:ExtensionContent` : 'ExtensionContent';
    scope = slot.namespaces;
    canonical = doc.canonicalizeToString();
  } finally {
    doc.dispose();
  }
  const digestValue = createHash(alg).update(canonical, 'utf8').digest('base64');
  const body = signedInfoBody(alg, digestValue);
  const canonicalSignedInfo = `<ds:SignedInfo${canonicalNamespaces(scope)}>${body}</ds:SignedInfo>`;
  const signatureValue = rsaSign(alg, Buffer.from(canonicalSignedInfo, 'utf8'), credentials.privateKey).toString(
    'base64',
  );
  const signature =
    `<ds:Signature xmlns:ds="${NS.ds}" Id="${escAttr(id)}"><ds:SignedInfo>${body}</ds:SignedInfo>` +
    `<ds:SignatureValue>${signatureValue}</ds:SignatureValue>` +
    `<ds:KeyInfo><ds:X509Data><ds:X509Certificate>${credentials.certificateBase64}</ds:X509Certificate></ds:X509Data></ds:KeyInfo></ds:Signature>`;

  const q = qname.replace(':', '\\:');
  const slotPattern = new RegExp(`<${q}\\s*/>|<${q}\\s*>(\\s*)</${q}\\s*>`);
  let placed = false;
  const signed = xml.replace(slotPattern, (_m, ws: string | undefined) => {
    placed = true;
    return `<${qname}>${ws ?? ''}${signature}</${qname}>`;
  });
  if (!placed) throw new BusinessError('No se encontró el lugar de la firma en el XML');
  return { xml: signed, digestValue, signatureValue };
}

/** DigestValue of a signed document (the printed hash). */
export function digestValueOf(signedXml: string): string | undefined {
  return /<(?:\w+:)?DigestValue>([^<]+)<\/(?:\w+:)?DigestValue>/.exec(signedXml)?.[1];
}
