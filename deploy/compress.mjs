import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Precompressed copies of a build (`file.js.br`, `file.js.gz` beside `file.js`), made once when an
 * app is built, so neither the API (@fastify/static preCompressed) nor nginx (brotli_static,
 * gzip_static) compresses on every request and both send the smallest encoding the browser takes.
 * Brotli at its best quality: slower to make (seconds, once per build), smaller and as fast to read.
 */

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|wasm)$/;
/** Smaller files gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function compressFile(file) {
  const source = readFileSync(file);
  const mtime = statSync(file).mtimeMs;
  const fresh = (variant) => existsSync(variant) && statSync(variant).mtimeMs >= mtime;
  if (!fresh(`${file}.br`)) {
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    writeFileSync(`${file}.br`, brotli);
  }
  if (!fresh(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION }));
}

/** Writes (or refreshes) the .br and .gz copies of every compressible file under `dir`. */
export function precompress(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) precompress(path);
    else if (COMPRESSIBLE.test(entry.name) && statSync(path).size >= MIN_BYTES) compressFile(path);
  }
}
