import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * Serves the deployed front end under /trade: the host shell, the versioned remote folders and
 * the runtime manifest (never cached, so re-pointing a remote takes effect at once). Any other
 * /trade path is a client route and gets the shell's index.html.
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
        setHeaders(res, path) {
          const revalidate = path.endsWith('.html') || path.endsWith('remotes.json') || path.endsWith('mf-manifest.json');
          res.header('Cache-Control', revalidate ? 'no-cache' : 'public, max-age=31536000, immutable');
        },
      });
      const shell = (_request: unknown, reply: import('fastify').FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      site.get('/', { schema: { hide: true } }, shell);
      site.setNotFoundHandler((request, reply) => {
        const wantsPage = request.method === 'GET' && !/\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!);
        if (!wantsPage) return reply.status(404).type('text/plain').send('No encontrado');
        return shell(request, reply);
      });
    },
    { prefix: '/trade' },
  );
}
