import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { refusal } from './errors.js';

/**
 * Files that never change under their name: the host's hashed assets (static/) and everything in a
 * remote's version folder (remotes/<area>/<version>/). Browsers keep them a year without asking.
 * Everything else (index.html, remotes.json, the host's mf-manifest.json, favicon) is revalidated
 * on every visit, so a deploy or a re-pointed remote takes effect at once.
 */
const IMMUTABLE_PATH = /^\/?(static|remotes\/[^/]+\/[^/]+)\//;

/**
 * Serves the deployed front end under /trade: the host shell, the versioned remote folders and
 * the runtime manifest. Text files are sent from the .br / .gz copies made at build time
 * (deploy/compress.mjs) when the browser accepts them. Any other /trade path is a client route
 * and gets the shell's index.html.
 */
export default async function web(app: FastifyInstance, { webDir }: { webDir: string }) {
  if (!existsSync(join(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'no front end deployed in WEB_DIR; only the API is served');
  }
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/trade/'));

  await app.register(
    async (site) => {
      await site.register(fastifyStatic, {
        root: webDir,
        prefix: '/',
        index: false,
        wildcard: true,
        cacheControl: false,
        preCompressed: true,
        setHeaders(res, path) {
          const immutable = IMMUTABLE_PATH.test(relative(webDir, path));
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      const shell = (_request: unknown, reply: import('fastify').FastifyReply) =>
        reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      site.get('/', { schema: { hide: true } }, shell);
      site.setNotFoundHandler((request, reply) => {
        const wantsPage = request.method === 'GET' && !/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!);
        if (!wantsPage) return reply.status(404).send(refusal(404, 'No se encontró el archivo solicitado'));
        return shell(request, reply);
      });
    },
    { prefix: '/trade' },
  );
}
