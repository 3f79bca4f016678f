import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';

const DAY = 24 * 60 * 60 * 1000;

/** A fresh self-signed signing certificate (RSA 2048) valid from `fromDays` to `toDays` around now. */
export function makeCertificate({
  fromDays = -1,
  toDays = 365,
  cn = 'EMPRESA DEMO TRADE S.A.C.',
  serial = '0a1b2c3d',
} = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forgeKey = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = serial;
  cert.validity.notBefore = new Date(Date.now() + fromDays * DAY);
  cert.validity.notAfter = new Date(Date.now() + toDays * DAY);
  const attrs = [
    { name: 'commonName', value: cn },
    { name: 'organizationName', value: 'EMPRESA DEMO TRADE S.A.C.' },
    { name: 'countryName', value: 'PE' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forgeKey, forge.md.sha256.create());
  const keyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certPem = forge.pki.certificateToPem(cert);
  const pfx = (password: string) =>
    Buffer.from(
      forge.asn1.toDer(forge.pkcs12.toPkcs12Asn1(forgeKey, [cert], password, { algorithm: '3des' })).getBytes(),
      'binary',
    );
  return { keyPem, certPem, pfx, base64: certPem.replace(/-----[^-]+-----|\s/g, '') };
}
