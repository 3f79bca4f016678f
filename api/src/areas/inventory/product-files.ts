import { createReadStream, existsSync, readdirSync, rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { dataFile } from '../../core/images.js';
import { IMAGE_ROUTE, SHEET_ROUTE } from './products.repository.js';

/**
 * Where product files live in the data folder, and how they are served (outside /api: an <img> or a
 * link cannot send the bearer header; the names are ours or sanitised, never a path).
 *   images:  <dataDir>/productos/imagenes/producto-<id>.<png|jpg|webp>   → /foto-producto/producto-<id>.<ext>
 *   sheets:  <dataDir>/productos/fichas/<id>/<sanitised name>            → /archivo-producto/<id>/<name>
 */
export const IMAGE_FOLDER = ['productos', 'imagenes'] as const;
export const SHEET_FOLDER = ['productos', 'fichas'] as const;
const IMAGE_NAME = /^producto-[0-9]{1,10}\.(png|jpg|webp)$/;
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

export function serveProductFiles(app: FastifyInstance) {
  const dataDir = app.config.dataDir;
  const send = (file: string, reply: import('fastify').FastifyReply, inline: boolean, name: string) => {
    if (!existsSync(file)) return reply.status(404).send({ status: 404, mensaje: 'El archivo no existe' });
    const ext = name.split('.').pop()!.toLowerCase();
    return reply
      .header('content-type', TYPES[ext] ?? 'application/octet-stream')
      .header('cache-control', 'no-cache')
      .header('x-content-type-options', 'nosniff')
      .header(
        'content-disposition',
        `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .send(createReadStream(file));
  };
  app.get<{ Params: { name: string } }>(`${IMAGE_ROUTE}/:name`, { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    if (!IMAGE_NAME.test(name)) return reply.status(404).send({ status: 404, mensaje: 'El archivo no existe' });
    return send(dataFile(dataDir, ...IMAGE_FOLDER, name), reply, true, name);
  });
  app.get<{ Params: { id: string; name: string } }>(
    `${SHEET_ROUTE}/:id/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const { id, name } = request.params;
      if (!/^[0-9]{1,10}$/.test(id) || !name || name.includes('/') || name.includes('\\') || name.startsWith('.'))
        return reply.status(404).send({ status: 404, mensaje: 'El archivo no existe' });
      return send(
        dataFile(dataDir, ...SHEET_FOLDER, id, name),
        reply,
        name.toLowerCase().endsWith('.pdf') || /\.(png|jpg)$/i.test(name),
        name,
      );
    },
  );
}
