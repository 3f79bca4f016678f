import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dataFile, megabytes, prepareImage, storeImage, uploadName } from '../../core/images.js';

export { megabytes };
export const LOGO_ERROR = 'Error al registrar el logo';

export type LogoType = 'image/png' | 'image/jpeg';
const EXTENSION: Record<LogoType, 'png' | 'jpg'> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** A voucher logo is kept at most this size: enough for an A4 header, cheap for every PDF that prints it. */
export const LOGO_BOX = { width: 800, height: 800 };
/** Pixels of an uploaded logo at most (read from the header, before decoding). */
export const LOGO_MAX_PIXELS = 16_000_000;

const owner = (idsucursal: number) => `sucursal-${idsucursal}`;

/**
 * Stores a branch's voucher logo as <dataDir>/logos/sucursal-<id>.png|jpg, where the print engine's
 * branchLogoPath finds it, through core/images.ts: type by content (PNG or JPEG, what PDFs embed),
 * dimensions checked from the header, resized once to LOGO_BOX off the event loop, written
 * atomically. Returns the sanitised original name (its extension the real type's).
 */
export async function saveBranchLogo(
  dataDir: string,
  idsucursal: number,
  bytes: Buffer,
  originalName: string,
  maxBytes: number,
) {
  const image = await prepareImage(bytes, {
    prefix: LOGO_ERROR,
    maxBytes,
    accept: ['image/png', 'image/jpeg'],
    maxPixels: LOGO_MAX_PIXELS,
    fit: LOGO_BOX,
  });
  storeImage(dataDir, 'logos', owner(idsucursal), image);
  return {
    logo: uploadName(originalName, image.tipo).slice(0, 200),
    tipo: image.tipo as LogoType,
    tamano: image.data.length,
  };
}

/** The branch's own logo file (no company fallback), or undefined. */
export function readBranchLogo(dataDir: string, idsucursal: number): { data: Buffer; tipo: LogoType } | undefined {
  for (const [tipo, ext] of Object.entries(EXTENSION) as [LogoType, string][]) {
    const file = dataFile(dataDir, 'logos', `${owner(idsucursal)}.${ext}`);
    if (existsSync(file)) return { data: readFileSync(file), tipo };
  }
  return undefined;
}

export function removeBranchLogo(dataDir: string, idsucursal: number): void {
  for (const ext of Object.values(EXTENSION))
    rmSync(dataFile(dataDir, 'logos', `${owner(idsucursal)}.${ext}`), { force: true });
}
