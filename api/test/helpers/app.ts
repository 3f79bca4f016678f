import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { DEMO_USERS, seedDemo } from '../../src/demo/demo.js';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  config: Config;
  /** Signs in and returns the bearer token. */
  login(username?: string, password?: string): Promise<string>;
  /** inject() with a bearer token; parses the JSON body. */
  call(token: string | undefined, options: InjectOptions): Promise<{ res: LightMyRequestResponse; body: any }>;
  close(): Promise<void>;
}

export const ADMIN = DEMO_USERS[0]!;
export const SELLER = DEMO_USERS[1]!;

/** A fresh database for one test file: embedded PGlite, or a new database on DATABASE_URL's server. */
async function freshDatabase(poolSize = 5): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = process.env.TRADE_TEST_TEMPLATE;
    const handle = await openDatabase({ pgliteDump: template ? new Blob([readFileSync(template)]) : undefined });
    if (!template) {
      await applyMigrations(handle);
      await seedDemo(handle.db);
    }
    return { handle, drop: async () => {} };
  }
  const name = `trade_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize });
  await applyMigrations(handle);
  await seedDemo(handle.db);
  return {
    handle,
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
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
  const app = await buildApp({ config, db: handle.db, clock: options.clock, logger: options.logger });
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
      const { body } = await call(undefined, { method: 'POST', url: '/api/login', payload: { username, password } });
      if (!body?.token) throw new Error(`login failed for ${username}: ${JSON.stringify(body)}`);
      return body.token as string;
    },
    async close() {
      await app.close();
      await handle.close();
      await drop();
    },
  };
}
