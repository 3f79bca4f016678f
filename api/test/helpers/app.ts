import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database, type DatabaseHandle } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { DEMO_USERS, seedDemo } from '../../src/demo/demo.js';
import { stopApi } from '../../src/shutdown.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  /** Signs in and returns the bearer token (a seeded user with the seeded password: without hashing it again). */
  login(username?: string, password?: string): Promise<string>;
  /** inject() with a bearer token; parses the JSON body. */
  call(token: string | undefined, options: InjectOptions): Promise<{ res: LightMyRequestResponse; body: any }>;
  close(): Promise<void>;
}

export const ADMIN = DEMO_USERS[0]!;
export const SELLER = DEMO_USERS[1]!;

const serverDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * The dump's bytes as the Blob PGlite reads them from (it asks only for `arrayBuffer()`), without a
 * Blob's copy and chunked read of 50 MB: a sixth of each test file's database start.
 */
class BytesBlob extends Blob {
  readonly #bytes: ArrayBuffer;
  constructor(file: Buffer) {
    super([]);
    const whole = file.byteOffset === 0 && file.byteLength === file.buffer.byteLength;
    this.#bytes = (
      whole ? file.buffer : file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength)
    ) as ArrayBuffer;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/**
 * A fresh database for one test file, copied from the run's migrated and seeded template
 * (global-setup.mjs): a PGlite database loaded from its dump, or a new database on DATABASE_URL's
 * server made from its template database. Without a template (a run that skipped the global
 * setup) it migrates and seeds its own.
 */
async function freshDatabase(poolSize = 5): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = process.env.TRADE_TEST_TEMPLATE;
    const handle = await openDatabase({ pgliteDump: template ? new BytesBlob(readFileSync(template)) : undefined });
    if (!template) {
      await applyMigrations(handle);
      await seedDemo(handle.db);
    }
    return { handle, drop: async () => {} };
  }
  // Named after the run (global-setup.mjs), whose teardown drops them all: a drop waits for a
  // checkpoint, seconds on a busy server, better paid once at the end than by every file.
  const run = process.env.TRADE_TEST_RUN;
  const name = `trade_test_${run ? `${run}_` : ''}${randomBytes(6).toString('hex')}`;
  const template = process.env.TRADE_TEST_PG_TEMPLATE;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const handle = await openDatabase({ databaseUrl: serverDatabase(serverUrl, name), poolSize });
  if (!template) {
    await applyMigrations(handle);
    await seedDemo(handle.db);
  }
  return {
    handle,
    drop: async () => (run ? undefined : onServer(serverUrl, `drop database if exists ${name} with (force)`)),
  };
}

/** The seeded users' password hashes in the template (global-setup.mjs), by user name. */
const seededHashes: Record<string, string> = JSON.parse(process.env.TRADE_TEST_SEEDED_HASHES ?? '{}');

/**
 * A seeded user whose password is still the seeded one gets a session without the argon2 check
 * (~0.3 s each, paid by almost every file): the same `sessions.open` the login route ends with.
 * Any other name or password goes through POST /api/login (tests of passwords keep the real check).
 */
async function seededSession(app: FastifyInstance, db: Database, username: string, password: string) {
  const demo = DEMO_USERS.find((user) => user.usuario === username);
  if (!demo || demo.password !== password || !seededHashes[username]) return undefined;
  const [user] = await queryRows<{ idusuario: number; usuario: string; rol: string; estado: number; hash: string }>(
    db,
    sql`select idusuario, usuario, rol, estado, password_hash as hash from usuario where usuario = ${username}`,
  );
  if (!user || user.estado !== 1 || user.hash !== seededHashes[username]) return undefined;
  return app.sessions.open(user, '127.0.0.1');
}

/**
 * A test app on a fresh database; `options.clock` replaces the API's clock (login and tracking waits),
 * `options.logger` is Fastify's, `options.poolSize` the PostgreSQL connections (concurrency tests).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { clock?: () => Date; logger?: object; poolSize?: number } = {},
): Promise<TestApp> {
  const { handle, drop } = await freshDatabase(options.poolSize);
  const dataDir = mkdtempSync(join(tmpdir(), 'trade-test-'));
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '' },
    { dataDir, tokenSecret: 'test-secret', webDir: undefined, ...overrides },
  );
  const app = await buildApp({
    config,
    db: handle.db,
    clock: options.clock,
    logger: options.logger,
    lazySchemas: true,
  });
  await app.ready();

  const call: TestApp['call'] = async (token, options) => {
    const res = await app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = res.body;
    }
    return { res, body };
  };
  return {
    app,
    db: handle.db,
    handle,
    config,
    call,
    async login(username = ADMIN.usuario, password = ADMIN.password) {
      const seeded = await seededSession(app, handle.db, username, password);
      if (seeded) return seeded;
      const { body } = await call(undefined, { method: 'POST', url: '/api/login', payload: { username, password } });
      if (!body?.token) throw new Error(`login failed for ${username}: ${JSON.stringify(body)}`);
      return body.token as string;
    },
    // The product's own shutdown: a bare app.close() waited for keep-alive connections the CPE
    // worker keeps to the app's simulator, up to Fastify's 72 s keep-alive timeout.
    async close() {
      await stopApi(app, handle);
      await drop();
    },
  };
}
