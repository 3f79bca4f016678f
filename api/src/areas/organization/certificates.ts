import { X509Certificate } from 'node:crypto';
import { BusinessError } from '../../core/envelope.js';
import { loadCredentials, type CertificateSource } from '../../cpe/signer/credentials.js';

/** Days before expiry when the settings screen warns. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface CertificateInfo {
  subject: string;
  issuer: string;
  serial: string;
  validoDesde: Date;
  validoHasta: Date;
}

export interface CertificateAnswer {
  origen: 'demo' | 'archivo';
  formato: 'pfx' | 'pem';
  subject: string;
  issuer: string;
  serial: string;
  validoDesde: string;
  validoHasta: string;
  diasParaVencer: number;
  porVencer: boolean;
  vencido: boolean;
}

/** "CN=..., O=..., C=PE": X.509 names on one line. */
const oneLine = (name: string) => name.split('\n').filter(Boolean).join(', ');

/**
 * Opens an uploaded certificate (PFX + password through node-forge, or PEM key + certificate),
 * checks that the key belongs to the certificate, and gives the normalised PEM pair that is stored
 * (encrypted) and its details. An expired certificate is refused.
 */
export function openCertificate(
  source: CertificateSource,
  now = new Date(),
): { pem: { privateKey: string; certificate: string }; info: CertificateInfo } {
  const credentials = loadCredentials(source);
  const cert = new X509Certificate(credentials.certificatePem);
  const info = describeX509(cert);
  if (info.validoHasta.getTime() < now.getTime())
    throw new BusinessError(`El certificado está vencido (venció el ${info.validoHasta.toISOString().slice(0, 10)})`);
  const privateKey = credentials.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { pem: { privateKey, certificate: credentials.certificatePem }, info };
}

export function describeX509(cert: X509Certificate): CertificateInfo {
  return {
    subject: oneLine(cert.subject),
    issuer: oneLine(cert.issuer),
    serial: cert.serialNumber.toUpperCase(),
    validoDesde: new Date(cert.validFrom),
    validoHasta: new Date(cert.validTo),
  };
}

export function certificateAnswer(
  origen: 'demo' | 'archivo',
  formato: 'pfx' | 'pem',
  info: CertificateInfo,
  now = new Date(),
): CertificateAnswer {
  const remaining = info.validoHasta.getTime() - now.getTime();
  const diasParaVencer = Math.floor(remaining / DAY_MS);
  const vencido = remaining < 0;
  return {
    origen,
    formato,
    subject: info.subject,
    issuer: info.issuer,
    serial: info.serial,
    validoDesde: info.validoDesde.toISOString(),
    validoHasta: info.validoHasta.toISOString(),
    diasParaVencer,
    porVencer: !vencido && diasParaVencer <= EXPIRY_WARNING_DAYS,
    vencido,
  };
}
