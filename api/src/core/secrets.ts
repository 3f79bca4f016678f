import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { BusinessError } from './envelope.js';

/**
 * Secrets at rest (SOL password, certificate, GRE client secret): AES-256-GCM with the settings key.
 * Text form: `v1.<base64 of iv(12) | tag(16) | ciphertext>`. `purpose` is authenticated data, so a
 * ciphertext copied into another column does not decrypt.
 */
const VERSION = 'v1';

export function encryptSecret(key: Buffer, purpose: string, plaintext: string | Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const data = Buffer.concat([
    cipher.update(typeof plaintext === 'string' ? Buffer.from(plaintext, 'utf8') : plaintext),
    cipher.final(),
  ]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64')}`;
}

export function decryptSecret(key: Buffer, purpose: string, stored: string): Buffer {
  const [version, body] = stored.split('.', 2);
  try {
    if (version !== VERSION || !body) throw new Error('format');
    const bytes = Buffer.from(body, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(purpose));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
  } catch {
    throw new BusinessError(
      'No se pudo descifrar la configuración de la empresa: la clave SETTINGS_KEY no es la que se usó al guardarla. Vuelva a registrar las credenciales.',
    );
  }
}

export const decryptText = (key: Buffer, purpose: string, stored: string) =>
  decryptSecret(key, purpose, stored).toString('utf8');
