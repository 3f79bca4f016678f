import { existsSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { dataFile } from '../../core/images.js';
import { notFound } from '../../core/envelope.js';
import { sendFile } from '../../print/reply.js';

/**
 * Where product files live in the data folder, and how they are served: as API calls of the
 * products contract (`/api/fotoproducto/:id`, `/api/fichaproducto/:id`), with the session or a
 * signed link like the prints (an <img> or a new tab cannot send the bearer header), never as
 * public paths. The stored names are ours (images) or sanitised with the extension of the type
 * found in the content (sheets), so the stored extension gives the served type.
 *   images:  <dataDir>/productos/imagenes/producto-<id>.<png|jpg|webp>
 *   sheets:  <dataDir>/productos/fichas/<id>/<sanitised name>.<pdf|png|jpg>
 */
export const IMAGE_FOLDER = ['productos', 'imagenes'] as const;
export const SHEET_FOLDER = ['productos', 'fichas'] as const;
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/** Removes a product's older technical sheets (one per product). */
export function clearSheets(dataDir: string, producto_id: number, keep: string) {
  const folder = dataFile(dataDir, ...SHEET_FOLDER, String(producto_id));
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder))
    if (name !== keep) rmSync(dataFile(dataDir, ...SHEET_FOLDER, String(producto_id), name), { force: true });
}

/** The handler of fotoproducto / fichaproducto: the stored file of a product, as what it is, never cached. */
export function serveProductFile(app: FastifyInstance, kind: 'imagen' | 'ficha_tecnica') {
  return async (request: { params: { id: number } }, reply: FastifyReply) => {
    const name = await app.inventory.products.fileName(request.params.id, kind);
    const file = name && dataFile(app.config.dataDir, ...(kind === 'imagen' ? IMAGE_FOLDER : SHEET_FOLDER), name);
    if (!file || !existsSync(file))
      throw notFound(kind === 'imagen' ? 'La imagen del producto' : 'La ficha técnica del producto');
    const base = name.split('/').pop()!;
    const type = TYPES[base.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
    return sendFile(reply, readFileSync(file), base, type, 'inline');
  };
}
