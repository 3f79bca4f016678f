import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

/**
 * Signature verification with xml-crypto (a DOM implementation independent of the signer).
 * The certificate is taken from KeyInfo, like SUNAT's beta does (any certificate is accepted there);
 * the caller decides whether to trust it.
 */

export interface VerifyResult {
  valid: boolean;
  error?: string;
  certificate?: X509Certificate;
  digestValue?: string;
}

const DS = 'http://www.w3.org/2000/09/xmldsig#';

export function verifyXmlSignature(xml: string): VerifyResult {
  let doc: Document;
  try {
    doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document;
  } catch (error) {
    return { valid: false, error: `XML mal formado: ${(error as Error).message}` };
  }
  const signatures = Array.from(doc.getElementsByTagNameNS(DS, 'Signature'));
  if (signatures.length !== 1)
    return {
      valid: false,
      error: signatures.length ? 'El documento tiene más de una firma' : 'El documento no está firmado',
    };
  const certText = signatures[0]!.getElementsByTagNameNS(DS, 'X509Certificate')[0]?.textContent?.replace(/\s+/g, '');
  if (!certText) return { valid: false, error: 'La firma no incluye el certificado X509' };
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(certText, 'base64'));
  } catch {
    return { valid: false, error: 'El certificado de la firma no es válido' };
  }
  const sig = new SignedXml({ publicCert: certificate.toString() });
  try {
    sig.loadSignature(signatures[0]!);
    const refs = (sig as unknown as { references: { uri: string }[] }).references ?? [];
    if (refs.length !== 1 || refs[0]!.uri !== '')
      return { valid: false, error: 'La firma debe referenciar todo el documento (URI vacío)' };
    const valid = sig.checkSignature(xml);
    const digestValue = signatures[0]!.getElementsByTagNameNS(DS, 'DigestValue')[0]?.textContent ?? undefined;
    return valid ? { valid, certificate, digestValue } : { valid, certificate, error: 'La firma digital no es válida' };
  } catch (error) {
    return { valid: false, certificate, error: `La firma digital no es válida: ${(error as Error).message}` };
  }
}
