import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import type { LogoSource } from './model.js';

/** A logo ready to embed: PNG (8-bit RGB, flattened on white) or JPEG, with its size in pixels. */
export interface Logo {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Checks and normalises a logo once, so a broken file can never break a document:
 * - PNG is fully decoded (CRC and compressed data checked) and re-encoded as 8-bit RGB on white,
 *   which pdfkit embeds as it is, without decoding it again for every document;
 * - JPEG must have its start, a frame header with the size, and its end marker.
 * Anything else (missing file, SVG, truncated or corrupt data) gives null: the document prints without it.
 */
function normalise(bytes: Buffer): Logo | null {
  try {
    if (bytes.length > 8 && bytes.readUInt32BE(0) === 0x89504e47) {
      const png = PNG.sync.read(bytes);
      if (!png.width || !png.height) return null;
      const flat = PNG.sync.write(png, {
        colorType: 2,
        inputColorType: 6,
        bgColor: { red: 255, green: 255, blue: 255 },
      });
      return { data: flat, width: png.width, height: png.height };
    }
    if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) return jpeg(bytes);
  } catch {
    return null;
  }
  return null;
}

const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpeg(bytes: Buffer): Logo | null {
  let end = bytes.length;
  while (end > 2 && bytes[end - 1] === 0x00) end--; // some writers pad after the end marker
  if (bytes[end - 2] !== 0xff || bytes[end - 1] !== 0xd9) return null;
  let pos = 2;
  while (pos + 4 <= end) {
    if (bytes[pos] !== 0xff) return null;
    const marker = bytes[pos + 1]!;
    if (marker === 0xff) {
      pos++;
      continue;
    }
    const length = bytes.readUInt16BE(pos + 2);
    if (SOF.has(marker)) {
      if (pos + 9 > end) return null;
      const height = bytes.readUInt16BE(pos + 5);
      const width = bytes.readUInt16BE(pos + 7);
      return width && height ? { data: bytes, width, height } : null;
    }
    if (marker === 0xda || length < 2) return null; // image data before any frame header
    pos += 2 + length;
  }
  return null;
}

const byBuffer = new WeakMap<object, Logo | null>();
const byPath = new Map<string, { stamp: string; logo: Logo | null }>();
const MAX_CACHED_PATHS = 64;

/** The logo to print, or null when there is none or it cannot be used. Results are cached. */
export function loadLogo(source: LogoSource | null | undefined): Logo | null {
  if (!source) return null;
  if (typeof source !== 'string') {
    if (byBuffer.has(source)) return byBuffer.get(source)!;
    const logo = normalise(
      Buffer.isBuffer(source) ? source : Buffer.from(source.buffer, source.byteOffset, source.byteLength),
    );
    byBuffer.set(source, logo);
    return logo;
  }
  let stamp: string;
  try {
    const stat = statSync(source);
    if (!stat.isFile()) return null;
    stamp = `${stat.mtimeMs}:${stat.size}`;
  } catch {
    return null;
  }
  const cached = byPath.get(source);
  if (cached?.stamp === stamp) return cached.logo;
  let logo: Logo | null;
  try {
    logo = normalise(readFileSync(source));
  } catch {
    logo = null;
  }
  if (byPath.size >= MAX_CACHED_PATHS) byPath.delete(byPath.keys().next().value!);
  byPath.set(source, { stamp, logo });
  return logo;
}

const EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** A logo file in the data folder: `<dataDir>/logos/<sucursal-<id>|empresa>.<ext>`. */
export const logoFile = (dataDir: string, idsucursal: number | null, ext: string) =>
  join(dataDir, 'logos', `${idsucursal ? `sucursal-${idsucursal}` : 'empresa'}.${ext}`);

/**
 * Where the organization area keeps logos: `<dataDir>/logos/sucursal-<id>.png|jpg` (a branch's own
 * logo, written by POST /api/ropcioneslogo after checking it, printed on its documents), else
 * `<dataDir>/logos/empresa.png|jpg`. Returns the path of the first that exists, or null.
 */
export function branchLogoPath(dataDir: string, idsucursal?: number | null): string | null {
  const owners = [...(idsucursal ? [idsucursal] : []), null];
  for (const owner of owners)
    for (const ext of EXTENSIONS) {
      const file = logoFile(dataDir, owner, ext);
      if (existsSync(file)) return file;
    }
  return null;
}
