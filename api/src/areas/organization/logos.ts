import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sanitizeFileName } from '@trade/formats';
import { BusinessError } from '../../core/envelope.js';
import { loadLogo, logoFile } from '../../print/logo.js';

export const LOGO_ERROR = 'Error al registrar el logo';

export type LogoType = 'image/png' | 'image/jpeg';
const EXTENSION: Record<LogoType, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** The image type by its first bytes (never by the name or the browser's word). */
export function logoType(bytes: Buffer): LogoType | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return undefined;
}

const logosDir = (dataDir: string) => join(dataDir, 'logos');

/**
 * Stores a branch's voucher logo as <dataDir>/logos/sucursal-<id>.png|jpg, where the print engine's
 * branchLogoPath finds it. The image is checked by content and decoded once (a broken file is
 * refused); the write is atomic (temporary file, then rename). Returns the sanitised original name.
 */
export function saveBranchLogo(dataDir: string, idsucursal: number, bytes: Buffer, originalName: string, maxBytes: number) {
  if (bytes.length === 0) throw new BusinessError(`${LOGO_ERROR}: seleccione una imagen`);
  if (bytes.length > maxBytes) throw new BusinessError(`${LOGO_ERROR}: la imagen supera ${megabytes(maxBytes)}`);
  const tipo = logoType(bytes);
  if (!tipo) throw new BusinessError(`${LOGO_ERROR}: solo se aceptan imágenes PNG o JPEG`);
  if (!loadLogo(Buffer.from(bytes))) throw new BusinessError(`${LOGO_ERROR}: la imagen está dañada`);
  const ext = EXTENSION[tipo];
  // Browsers send `"` as %22 and line breaks as %0A/%0D in the multipart file name.
  const decoded = originalName.replace(/%22/gi, '"').replace(/%0[ad]/gi, '');
  const name = sanitizeFileName(decoded.replace(/^.*[\\/]/, '')).slice(0, 200);
  mkdirSync(logosDir(dataDir), { recursive: true });
  const target = logoFile(dataDir, idsucursal, ext);
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, target);
  for (const other of Object.values(EXTENSION)) if (other !== ext) rmSync(logoFile(dataDir, idsucursal, other), { force: true });
  return { logo: name, tipo, tamano: bytes.length };
}

/** The branch's own logo file (no company fallback), or undefined. */
export function readBranchLogo(dataDir: string, idsucursal: number): { data: Buffer; tipo: LogoType } | undefined {
  for (const [tipo, ext] of Object.entries(EXTENSION) as [LogoType, string][]) {
    const file = logoFile(dataDir, idsucursal, ext);
    if (existsSync(file)) return { data: readFileSync(file), tipo };
  }
  return undefined;
}

export function removeBranchLogo(dataDir: string, idsucursal: number): void {
  for (const ext of Object.values(EXTENSION)) rmSync(logoFile(dataDir, idsucursal, ext), { force: true });
}

export const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`);
