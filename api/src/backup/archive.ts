import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { BackupError } from './errors.js';
import type { ManifestEntry } from './manifest.js';

/** Passes bytes through while counting them and summing them with SHA-256. */
function summing(): Transform & { sum: () => { size: number; sha256: string } } {
  const hash = createHash('sha256');
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return Object.assign(transform, { sum: () => ({ size, sha256: hash.digest('hex') }) });
}

/**
 * A backup file being written: a gzip-compressed tar, one entry at a time, each summed as it is
 * written (the sums go into the manifest, the last entry).
 */
export function archiveWriter(path: string) {
  const tar = pack();
  const whole = summing();
  const written = pipeline(tar, createGzip({ level: 6 }), whole, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
  // A failure of the output (disk full) surfaces at the next entry or at finish.
  written.catch(() => {});
  const entries: ManifestEntry[] = [];

  async function addStream(name: string, size: number, source: Readable, mtime = new Date()) {
    const sum = summing();
    await pipeline(source, sum, tar.entry({ name, size, mode: 0o600, mtime }));
    entries.push({ name, ...sum.sum() });
  }

  return {
    entries,
    /** An entry from memory (the manifest, PGlite's dump). */
    async addBuffer(name: string, data: Buffer | Uint8Array) {
      const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      const sum = createHash('sha256').update(buffer).digest('hex');
      await new Promise<void>((done, fail) =>
        tar.entry({ name, size: buffer.length, mode: 0o600 }, buffer, (e) => (e ? fail(e) : done())),
      );
      entries.push({ name, size: buffer.length, sha256: sum });
    },
    /**
     * An entry from a file, read through one descriptor: a file replaced meanwhile (uploads are
     * written to a temporary name and renamed) is read whole, old or new, never half of each.
     */
    async addFile(name: string, path: string) {
      const handle = await open(path, 'r');
      try {
        const stat = await handle.stat();
        await addStream(name, stat.size, handle.createReadStream({ autoClose: false }), stat.mtime);
      } finally {
        await handle.close();
      }
    },
    /** Ends the file; answers its size and SHA-256 (the screen shows them, a copy is checked against them). */
    async finish(): Promise<{ size: number; sha256: string }> {
      tar.finalize();
      await written;
      return whole.sum();
    },
    /** Stops writing (the caller removes the partial file). */
    async abort() {
      tar.destroy();
      await written.catch(() => {});
    },
  };
}

/** Entry names a backup may hold: no absolute path, no `..`, no empty or hidden segment. */
function safeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 1000 || name.includes('\0') || name.includes('\\')) return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export const DAMAGED = 'El archivo de respaldo está dañado o incompleto';

/**
 * Unpacks a backup file into `folder`, summing every entry as it is written. Any damage (a broken
 * gzip stream, a tar header that does not add up, a truncated file, a strange entry) is a BackupError
 * with a Spanish message; the caller has changed nothing yet.
 */
export async function extractArchive(file: string, folder: string): Promise<Map<string, ManifestEntry>> {
  const found = new Map<string, ManifestEntry>();
  const root = resolve(folder);
  const reader = extract();
  reader.on('entry', (header, stream, next) => {
    const name = header.name;
    const target = resolve(root, ...name.split('/'));
    if (header.type !== 'file' || !safeEntryName(name) || !target.startsWith(root + sep) || found.has(name)) {
      stream.resume();
      next(new BackupError(`${DAMAGED}: contiene una entrada no válida (${name.slice(0, 100)}).`));
      return;
    }
    const sum = summing();
    mkdir(dirname(target), { recursive: true })
      .then(() => pipeline(stream, sum, createWriteStream(target, { flags: 'wx', mode: 0o600 })))
      .then(() => {
        found.set(name, { name, ...sum.sum() });
        next();
      }, next);
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), reader);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupError(`No se encontró el archivo de respaldo ${file}.`);
    if (code === 'ENOSPC') throw new BackupError('No hay espacio en disco para leer el respaldo.');
    if (typeof code === 'string' && code.startsWith('Z_'))
      throw new BackupError(`${DAMAGED}: su compresión no es válida.`);
    throw new BackupError(`${DAMAGED}: su contenido no se puede leer.`);
  }
  return found;
}

/** Path of an extracted entry inside the unpacking folder. */
export const entryPath = (folder: string, name: string) => join(folder, ...name.split('/'));
