import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { sanitizeFileName } from '@trade/formats';
import { BusinessError } from './envelope.js';

/**
 * Every uploaded image (branch logos, product images, workshop photos) goes through here:
 *
 * 1. size: empty or over `maxBytes` is refused;
 * 2. type by content: the first bytes must be PNG, JPEG or WebP (the name and the browser's
 *    content type are never trusted);
 * 3. dimensions from the header only (sharp's `metadata()` decodes no pixel): more than
 *    `maxPixels` is refused before any decoding, so a 31 KB PNG of 16000 × 16000 costs nothing;
 * 4. decoded and resized ONCE to fit `fit`, re-encoded (metadata, appended bytes and anything that
 *    is not the picture are dropped: a polyglot loses its script), by libvips in libuv's thread
 *    pool, never on the event loop; at most IMAGE_JOBS images are worked at once, with a timeout.
 *
 * The stored file's name is ours (`<folder>/<owner>.<ext>` via `dataFile`); the user's name is kept
 * only as a label, sanitised by `uploadName`.
 */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

export const IMAGE_EXTENSION: Record<ImageType, 'png' | 'jpg' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};
const SHARP_FORMAT: Record<ImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp' };
const TYPE_NAMES: Record<ImageType, string> = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'image/webp': 'WebP' };

/** Pixels of a picture the API accepts at most (about 24 megapixels: a 6000 × 4000 photo). */
export const DEFAULT_MAX_PIXELS = 24_000_000;
/** Images decoded at the same time; the rest wait their turn (the machine keeps serving other calls). */
export const IMAGE_JOBS = 2;
const JOB_TIMEOUT_SECONDS = 20;

// A server decodes each image once: libvips' operation cache only holds memory; one thread per
// image leaves the other cores to the rest of the API.
sharp.cache(false);
sharp.concurrency(1);

/** The image type by its first bytes (never by the name or the browser's word). */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, 16));
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return undefined;
}

export interface ImageRules {
  /** Start of every refusal: 'Error al registrar el logo' → 'Error al registrar el logo: la imagen está dañada'. */
  prefix: string;
  maxBytes: number;
  /** Types accepted (by content). */
  accept: readonly ImageType[];
  /** Largest width × height read from the header (default DEFAULT_MAX_PIXELS). */
  maxPixels?: number;
  /** The stored image fits inside this box (never enlarged). */
  fit: { width: number; height: number };
  /** Stored type (default: the uploaded one). */
  output?: ImageType;
}

export interface PreparedImage {
  data: Buffer;
  tipo: ImageType;
  ext: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

export const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${+(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;

let running = 0;
const waiting: (() => void)[] = [];
async function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resume) => waiting.push(resume));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const typeList = (types: readonly ImageType[]) => {
  const names = types.map((t) => TYPE_NAMES[t]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} o ${names.at(-1)}` : names[0]!;
};

/** Checks an uploaded image and makes the one copy the API keeps (see the rules above). Refusals are 400 business errors. */
export async function prepareImage(bytes: Buffer, rules: ImageRules): Promise<PreparedImage> {
  const refuse = (why: string) => new BusinessError(`${rules.prefix}: ${why}`);
  if (bytes.length === 0) throw refuse('seleccione una imagen');
  if (bytes.length > rules.maxBytes) throw refuse(`la imagen supera ${megabytes(rules.maxBytes)}`);
  const sniffed = sniffImageType(bytes);
  if (!sniffed || !rules.accept.includes(sniffed)) throw refuse(`solo se aceptan imágenes ${typeList(rules.accept)}`);
  const maxPixels = rules.maxPixels ?? DEFAULT_MAX_PIXELS;

  return oneAtATime(async () => {
    const input = (limitInputPixels: number | false) =>
      sharp(bytes, { limitInputPixels, sequentialRead: true, animated: false });
    let header: Metadata;
    try {
      // Only the header is read here: the pixel limit is ours to check, with a clear message.
      header = await input(false).metadata();
    } catch {
      throw refuse('la imagen está dañada');
    }
    if (header.format !== SHARP_FORMAT[sniffed] || !header.width || !header.height)
      throw refuse('la imagen está dañada');
    if (header.width * header.height > maxPixels) {
      throw refuse(
        `la imagen es demasiado grande (${header.width} × ${header.height} píxeles; máximo ${+(maxPixels / 1_000_000).toFixed(1)} megapíxeles)`,
      );
    }
    const tipo = rules.output ?? sniffed;
    const pipeline = input(maxPixels)
      .timeout({ seconds: JOB_TIMEOUT_SECONDS })
      .rotate()
      .resize({ width: rules.fit.width, height: rules.fit.height, fit: 'inside', withoutEnlargement: true });
    const encoded =
      tipo === 'image/png'
        ? pipeline.png({ compressionLevel: 9 })
        : tipo === 'image/jpeg'
          ? pipeline.jpeg({ quality: 85 })
          : pipeline.webp({ quality: 85 });
    try {
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      return { data, tipo, ext: IMAGE_EXTENSION[tipo], width: info.width, height: info.height };
    } catch {
      throw refuse('la imagen está dañada');
    }
  });
}

/**
 * The user's file name as a label: browsers' escapes undone, any folder part dropped, the characters
 * < > : " / \ | ? * ! and control characters removed (sanitizeFileName), and the extension made the
 * one of the real content ('foto.html' holding a PNG becomes 'foto.png').
 */
export function uploadName(original: string, tipo?: ImageType): string {
  // Browsers send `"` as %22 and line breaks as %0A/%0D in the multipart file name.
  const decoded = String(original ?? '')
    .replace(/%22/gi, '"')
    .replace(/%0[ad]/gi, '');
  let name = sanitizeFileName(decoded.replace(/^.*[\\/]/, ''));
  if (tipo) {
    const ext = IMAGE_EXTENSION[tipo];
    const same = tipo === 'image/jpeg' ? /\.(jpe?g)$/i : new RegExp(`\\.${ext}$`, 'i');
    if (!same.test(name)) name = `${name.replace(/\.[\p{L}\p{N}]{1,10}$/u, '')}.${ext}`;
  }
  return name;
}

/**
 * A path inside the data folder from fixed parts ('logos', 'sucursal-3.png'); throws when the result
 * would leave it (a '..' or an absolute part), so no user-given text can ever point elsewhere.
 */
export function dataFile(dataDir: string, ...parts: string[]): string {
  const root = resolve(dataDir);
  const file = resolve(root, ...parts);
  const inside = relative(root, file);
  if (!inside || inside.startsWith('..') || isAbsolute(inside))
    throw new Error(`Ruta fuera de la carpeta de datos: ${parts.join('/')}`);
  return file;
}

/** Writes a file whole or not at all: a temporary file beside it, then a rename. */
export function writeAtomically(file: string, data: Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * Stores a prepared image as `<dataDir>/<folder>/<owner>.<ext>` and removes the owner's image of any
 * other type, so one owner has one file. Returns the stored path.
 */
export function storeImage(dataDir: string, folder: string, owner: string, image: PreparedImage): string {
  const target = dataFile(dataDir, folder, `${owner}.${image.ext}`);
  writeAtomically(target, image.data);
  for (const ext of new Set(Object.values(IMAGE_EXTENSION)))
    if (ext !== image.ext) rmSync(dataFile(dataDir, folder, `${owner}.${ext}`), { force: true });
  return target;
}
