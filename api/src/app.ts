import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { printLinks, sessionTokens, type PrintLinks, type SessionTokens } from './core/tokens.js';
import errors from './plugins/errors.js';
import openapi from './plugins/openapi.js';
import web from './plugins/web.js';
import { menusRepository, type MenusRepository } from './areas/organization/menus.repository.js';
import sessionArea from './areas/session/index.js';
import organizationArea from './areas/organization/index.js';
import referenceArea from './areas/reference/index.js';
import transportArea from './areas/transport/index.js';
import cpe from './cpe/plugin.js';
import { cpeSettingsProvider } from './areas/organization/settings-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    tokens: SessionTokens;
    printLinks: PrintLinks;
    menus: MenusRepository;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: boolean | object;
}

/** Builds the API: shared plugins first, then one plugin per business area under /api. */
export async function buildApp({ config, db, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
    ajv: { customOptions: { verbose: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true, allErrors: false } },
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('tokens', sessionTokens(config.tokenSecret, config.tokenTtlSeconds));
  app.decorate('printLinks', printLinks(config.tokenSecret));
  app.decorate('menus', menusRepository(db));

  await app.register(errors);
  await app.register(import('./plugins/security-headers.js'));
  await app.register(openapi);

  await app.register(cpe, { settings: cpeSettingsProvider(db, config.settingsKey) });

  const areas = [sessionArea, organizationArea, referenceArea, transportArea];
  for (const area of areas) await app.register(area, { prefix: '/api' });

  if (config.webDir) await app.register(web, { webDir: config.webDir });
  return app;
}
