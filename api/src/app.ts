import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import autoload from '@fastify/autoload';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { printLinks, sessionTokens, type PrintLinks } from './core/tokens.js';
import { sessionStore, type SessionStore } from './core/sessions.js';
import { auditingDatabase } from './core/audit.js';
import { notificationSource } from './db/notifications.js';
import { throttle, type Clock, type Throttle } from './core/throttle.js';
import errors, { clientError, frameworkError } from './plugins/errors.js';
import openapi from './plugins/openapi.js';
import web from './plugins/web.js';
import cpe from './cpe/plugin.js';
import type { SettingsProvider } from './cpe/settings.js';
import { cpeSettingsProvider } from './areas/organization/settings-provider.js';
import { lazySchemaCompilers } from './core/lazy-schemas.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    printLinks: PrintLinks;
    /** The time as the API sees it (tests move it forward: waits of the login and tracking limits). */
    clock: Clock;
    /** Growing delays per account, address or guide number (core/throttle.ts). */
    throttle: Throttle;
    /** Sessions: open at login, checked on every call (with the session-user cache), closed at logout. */
    sessions: SessionStore;
  }
}

export interface AppOptions {
  config: Config;
  db: Database;
  logger?: boolean | object;
  /** The API's clock (default: the real time); tests pass one they can move. */
  clock?: Clock;
  /**
   * Compile each route's schemas on its first call instead of at start (core/lazy-schemas.ts): the
   * tests build one app per file and call a few of its ~330 routes. The server compiles at start.
   */
  lazySchemas?: boolean;
  /** The CPE engine's company settings (default: the organization's encrypted store); the demo seed signs with the demo's. */
  cpeSettings?: SettingsProvider;
}

/** A print link's signature (`?firma=`) opens a document: never written to a log. */
export const redactUrl = (url: string) => url.replace(/([?&]firma=)[^&#]*/gi, '$1[oculto]');

/** The logger's options with the request serializer that redacts signed links (a logger given as `false` stays off). */
function withRedaction(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const options = logger === true ? {} : (logger as { serializers?: Record<string, unknown> });
  const req = (request: {
    method: string;
    url: string;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  });
  return { ...options, serializers: { ...options.serializers, req } };
}

/** Every business area is a folder here: `repositories.ts` (app-wide decorators) and `routes.ts` (its calls under /api). */
const areasDir = join(dirname(fileURLToPath(import.meta.url)), 'areas');
const areaFile = (name: string) => new RegExp(`^/[^/]+/${name}\\.[cm]?[jt]s$`);

/**
 * Builds the API: shared plugins first, then every area found in src/areas (adding an area edits
 * no list here): all areas' repositories, so any area can use another's, then all areas' routes.
 */
export async function buildApp({
  config,
  db,
  logger = false,
  clock = () => new Date(),
  lazySchemas = false,
  cpeSettings = cpeSettingsProvider(db, config.settingsKey),
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRedaction(logger),
    trustProxy: config.trustProxy as never,
    bodyLimit: 2 * 1024 * 1024,
    // What is refused before any route runs answers the Spanish envelope too (plugins/errors.ts).
    frameworkErrors: frameworkError,
    clientErrorHandler: clientError,
    ...(lazySchemas ? { schemaController: { compilersFactory: lazySchemaCompilers() } } : {}),
    ajv: {
      customOptions: {
        verbose: true,
        coerceTypes: 'array',
        removeAdditional: true,
        useDefaults: true,
        allErrors: false,
      },
    },
  });
  const tokens = sessionTokens(config.tokenSecret, config.tokenTtlSeconds);
  app.decorate('config', config);
  // Its transactions also write the audit trail row of the call they serve (core/audit.ts).
  app.decorate('db', auditingDatabase(db));
  app.decorate('printLinks', printLinks(config.tokenSecret));
  app.decorate('clock', clock);
  app.decorate('throttle', throttle(db, clock));
  app.decorate('sessions', sessionStore(db, tokens, app.printLinks, { notifications: notificationSource(db) }));
  await app.sessions.start();
  app.addHook('onClose', () => app.sessions.stop());

  // Every /api call is a contract endpoint registered with core/routes.ts (its access rule included).
  app.addHook('onRoute', (options) => {
    const hidden = (options.schema as { hide?: boolean } | undefined)?.hide;
    if (options.url.startsWith('/api/') && !hidden && !options.config?.endpoint) {
      throw new Error(
        `${options.method} ${options.url}: registre la ruta desde su contrato (route() de core/routes.ts)`,
      );
    }
  });

  await app.register(errors);
  await app.register(import('./plugins/security-headers.js'));
  await app.register(openapi);

  await registerDoors(app, cpeSettings);
  await app.register(autoload, { ...AREAS, matchFilter: areaFile('routes'), options: { prefix: '/api' } });

  if (config.webDir) await app.register(web, { webDir: config.webDir });
  return app;
}

const AREAS = { dir: areasDir, indexPattern: /^$/, maxDepth: 1, dirNameRoutePrefix: false, forceESM: true };

/** The CPE engine and every area's door (its repositories.ts): all areas' repositories, so any area can use another's. */
async function registerDoors(app: FastifyInstance, cpeSettings: SettingsProvider): Promise<void> {
  await app.register(cpe, { settings: cpeSettings });
  // Run from the TypeScript sources (tsx, jest): autoload only notices tsx when it is preloaded with --require.
  if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= 'true';
  await app.register(autoload, { ...AREAS, matchFilter: areaFile('repositories') });
}

/**
 * Every area's door on an app that serves nothing (no routes, sessions or /api plugins): for a
 * process that writes through the areas without answering calls, the demo seed (demo/app.ts).
 */
export async function buildDoors({
  config,
  db,
  clock = () => new Date(),
  cpeSettings = cpeSettingsProvider(db, config.settingsKey),
}: Omit<AppOptions, 'logger'>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('clock', clock);
  await registerDoors(app, cpeSettings);
  return app;
}
