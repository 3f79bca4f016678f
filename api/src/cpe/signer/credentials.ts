import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { BusinessError } from '../../core/envelope.js';

/** A private key and its X.509 certificate, loaded once and reused for every signature. */
export interface SigningCredentials {
  privateKey: KeyObject;
  certificatePem: string;
  /** Base64 DER, as written in ds:X509Certificate. */
  certificateBase64: string;
  subject: string;
  validTo: Date;
}

export type CertificateSource =
  | { pem: { privateKey: string; certificate: string } }
  | { pfx: Uint8Array; password: string };

function fromPem(privateKeyPem: string, certificatePem: string): SigningCredentials {
  let privateKey: KeyObject;
  let cert: X509Certificate;
  try {
    privateKey = createPrivateKey(privateKeyPem);
  } catch {
    throw new BusinessError('La clave privada del certificado no es válida');
  }
  try {
    cert = new X509Certificate(certificatePem);
  } catch {
    throw new BusinessError('El certificado digital no es válido');
  }
  if (!cert.checkPrivateKey(privateKey))
    throw new BusinessError('La clave privada no corresponde al certificado digital');
  return {
    privateKey,
    certificatePem: cert.toString(),
    certificateBase64: cert.raw.toString('base64'),
    subject: cert.subject,
    validTo: new Date(cert.validTo),
  };
}

/** Reads a PFX/P12 (node-forge handles the legacy RC2/3DES encryption OpenSSL 3 no longer loads by default). */
function fromPfx(pfx: Uint8Array, password: string): SigningCredentials {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(Buffer.from(pfx).toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, password);
  } catch {
    throw new BusinessError(
      'No se pudo abrir el certificado PFX: la contraseña es incorrecta o el archivo está dañado',
    );
  }
  const oids = forge.pki.oids as Record<string, string>;
  const bags = (type: string): forge.pkcs12.Bag[] => p12.getBags({ bagType: type })[type] ?? [];
  const keyBag = bags(oids.pkcs8ShroudedKeyBag!)[0] ?? bags(oids.keyBag!)[0];
  const certBags = bags(oids.certBag!);
  if (!keyBag?.key || certBags.length === 0)
    throw new BusinessError('El PFX no contiene una clave privada y su certificado');
  const keyPem = forge.pki.privateKeyToPem(keyBag.key);
  // The signing certificate is the one whose public key matches the private key.
  const key = keyBag.key as forge.pki.rsa.PrivateKey;
  const match = certBags.find((b: forge.pkcs12.Bag) => {
    const pub = b.cert?.publicKey as forge.pki.rsa.PublicKey | undefined;
    return pub && pub.n.equals(key.n);
  });
  const certPem = forge.pki.certificateToPem((match ?? certBags[0]!).cert!);
  return fromPem(keyPem, certPem);
}

export function loadCredentials(source: CertificateSource): SigningCredentials {
  if ('pem' in source) return fromPem(source.pem.privateKey, source.pem.certificate);
  return fromPfx(source.pfx, source.password);
}
