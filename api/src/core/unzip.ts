import { setImmediate as nextTurn } from 'node:timers/promises';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';

/**
 * Every decompression of the product (SUNAT packages and CDRs, the bundled simulator, uploads)
 * goes through here, with limits: a 48 KB zip can declare 100 bytes and hold 50 MB of zeros, and
 * inflating it in one go froze an API process for a second (a 1.4 MB one for 15 s and 1.6 GB).
 *
 * - the central directory is read first (no inflating): too many entries, declared sizes over the
 *   total or a declared ratio over the limit are refused at once;
 * - the wanted entries are then inflated streamed, 1 KB of compressed input at a time (each slice
 *   inflates at most ~1 MB), counting what really comes out: past the total size or the ratio to
 *   the archive's size it stops and refuses — declared sizes may lie. `unzipLimited` gives the
 *   event loop a turn between slices (untrusted input); `unzipLimitedSync` does not, for the small
 *   limits of a CDR read in synchronous code.
 */
export interface UnzipLimits {
  /** Entries in the archive (folders included). */
  maxEntries: number;
  /** Bytes inflated in all, over every wanted entry. */
  maxTotalBytes: number;
  /** Inflated bytes per byte of the archive. */
  maxRatio: number;
}

/** SUNAT's packages hold one XML (and maybe a folder): generous for them, tiny for a bomb. */
export const ZIP_LIMITS: UnzipLimits = { maxEntries: 20, maxTotalBytes: 10 * 1024 * 1024, maxRatio: 200 };
/** A CDR is a few kilobytes of XML: 1 MB inflates in a few milliseconds. */
export const CDR_LIMITS: UnzipLimits = { maxEntries: 20, maxTotalBytes: 1024 * 1024, maxRatio: 200 };

const SLICE = 1024;

/** The archive is damaged or over a limit: `reason` says which, in Spanish. */
export class UnzipRefused extends Error {
  constructor(readonly reason: 'dañado' | 'límite') {
    super(reason === 'dañado' ? 'El archivo ZIP está dañado' : 'El archivo ZIP supera los límites permitidos');
  }
}

/** The entries of the central directory: name, compressed and declared size (nothing inflated). */
function directory(zip: Uint8Array): { name: string; size: number; originalSize: number }[] {
  const entries: { name: string; size: number; originalSize: number }[] = [];
  try {
    unzipSync(zip, {
      filter: (file) => {
        entries.push({ name: file.name, size: file.size, originalSize: file.originalSize });
        return false;
      },
    });
  } catch {
    throw new UnzipRefused('dañado');
  }
  return entries;
}

/**
 * Inflates the wanted entries slice by slice: a generator that pauses after each slice, so the
 * caller decides whether to give the event loop a turn (async) or not (sync, small limits only).
 */
function* inflate(zip: Uint8Array, wanted: (name: string) => boolean, limits: UnzipLimits) {
  const entries = directory(zip);
  if (entries.length > limits.maxEntries) throw new UnzipRefused('límite');
  const maxOut = Math.min(limits.maxTotalBytes, Math.max(zip.length, 1) * limits.maxRatio);
  const declared = entries.filter((e) => wanted(e.name)).reduce((total, e) => total + e.originalSize, 0);
  if (declared > maxOut) throw new UnzipRefused('límite');

  const found = new Map<string, Uint8Array>();
  let inflated = 0;
  let failure: UnzipRefused | undefined;
  const unzip = new Unzip();
  unzip.register(UnzipInflate);
  unzip.onfile = (file) => {
    if (!wanted(file.name)) return;
    const chunks: Uint8Array[] = [];
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = new UnzipRefused('dañado');
        return;
      }
      inflated += chunk.length;
      if (inflated > maxOut) {
        failure = new UnzipRefused('límite');
        file.terminate();
        return;
      }
      chunks.push(chunk);
      if (final) found.set(file.name, Buffer.concat(chunks));
    };
    file.start();
  };
  for (let at = 0; at < zip.length && !failure; at += SLICE) {
    try {
      unzip.push(zip.subarray(at, at + SLICE), at + SLICE >= zip.length);
    } catch {
      failure ??= new UnzipRefused('dañado');
    }
    yield;
  }
  if (failure) throw failure;
  return found;
}

/**
 * The entries `wanted` picks, inflated within `limits`, by name: refuses (UnzipRefused) a damaged
 * archive or one over a limit, giving the event loop a turn after every slice (untrusted input:
 * the simulator, uploads).
 */
export async function unzipLimited(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  limits: UnzipLimits = ZIP_LIMITS,
): Promise<Map<string, Uint8Array>> {
  const slices = inflate(zip, wanted, limits);
  for (let step = slices.next(); ; step = slices.next()) {
    if (step.done) return step.value;
    await nextTurn();
  }
}

/**
 * The same without turns, for small archives read inside synchronous code (a CDR): with
 * `CDR_LIMITS` it holds the event loop a few milliseconds at most, bomb or not.
 */
export function unzipLimitedSync(
  zip: Uint8Array,
  wanted: (name: string) => boolean,
  limits: UnzipLimits = CDR_LIMITS,
): Map<string, Uint8Array> {
  const slices = inflate(zip, wanted, limits);
  for (let step = slices.next(); ; step = slices.next()) if (step.done) return step.value;
}
