import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import { loadCredentials, type SigningCredentials } from '../signer/credentials.js';

/**
 * The simulator signs its CDRs with its own demo key: a self-signed "SUNAT SIMULADOR" certificate
 * made once per process, on the first CDR (an RSA key takes ~0.3 s of CPU, which an app that never
 * sends a document, like most test files, need not pay).
 */
let credentials: SigningCredentials | undefined;

export function simulatorCredentials(): SigningCredentials {
  if (credentials) return credentials;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const keyPem = privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: 'commonName', value: 'SUNAT SIMULADOR (DEMO)' },
    { name: 'organizationName', value: 'Trade - simulador local de SUNAT' },
    { name: 'countryName', value: 'PE' },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.sign(forge.pki.privateKeyFromPem(keyPem), forge.md.sha256.create());
  credentials = loadCredentials({ pem: { privateKey: keyPem, certificate: forge.pki.certificateToPem(cert) } });
  return credentials;
}
