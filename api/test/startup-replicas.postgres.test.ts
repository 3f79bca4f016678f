import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { startProduct } from '../../scripts/server.mjs';
import { DEMO_PARCELS } from '../src/demo/demo.js';

/**
 * PostgreSQL only (several processes cannot share the embedded database): a deployment with three
 * replicas starts three API processes at once on an empty database. All three must come up, the
 * first-start data must exist exactly once, and a session opened on one replica works on the others.
 * Before the seed ran under the migrations' lock, 2 of 3 crashed with demo data and 1 of 3 in
 * production mode (duplicate key on usuario).
 */
const serverUrl = process.env.DATABASE_URL;
const describeOnPostgres = serverUrl ? describe : describe.skip;

const created: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `trade_replicas_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  created.push(name);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  if (!created.length) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

async function count(url: string, query: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query(query)).rows[0].n);
  } finally {
    await client.end();
  }
}

/** Starts three replicas at once (as an orchestrator does); each settles as started or failed. */
async function threeReplicas(env: Record<string, string>) {
  // Replicas share the database and the secrets (docs/deploy.md), each has its own data folder.
  const shared = {
    TOKEN_SECRET: randomBytes(24).toString('hex'),
    SETTINGS_KEY: randomBytes(32).toString('base64'),
    CPE_WORKER: 'false',
    LOG_LEVEL: 'error',
    ...env,
  };
  const started = await Promise.allSettled([1, 2, 3].map(() => startProduct({ env: shared })));
  const replicas = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  return {
    replicas,
    failures: started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : [])),
    stop: () => Promise.all(replicas.map((r) => r.stop())),
  };
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (!body.token) throw new Error(`login ${username}: ${JSON.stringify(body)}`);
  return body.token;
}

async function validOn(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/validate-token`, { headers: { authorization: `Bearer ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

describeOnPostgres('PostgreSQL only: three API processes started at once on an empty database', () => {
  test('with demo data: all three come up, the demo company and users exist once, a session works on every replica', async () => {
    const url = await emptyDatabase();
    const run = await threeReplicas({ DATABASE_URL: url, TRADE_DEMO: 'true' });
    try {
      expect(run.failures).toEqual([]);
      expect(await count(url, 'select count(*) as n from empresa')).toBe(1);
      expect(await count(url, "select count(*) as n from usuario where usuario in ('admin', 'vendedor')")).toBe(2);
      // The parcels the tracking page documents, each once (seeded by one replica only).
      const guides = DEMO_PARCELS.map((p) => `'${p.numero_guia}'`).join(', ');
      expect(await count(url, `select count(*) as n from encomienda where numero_guia in (${guides})`)).toBe(
        DEMO_PARCELS.length,
      );
      const token = await signIn(run.replicas[0]!.url, 'admin', 'Trade2026');
      expect(await Promise.all(run.replicas.map((r) => validOn(r.url, token)))).toEqual([200, 200, 200]);
    } finally {
      await run.stop();
    }
  }, 240_000);

  test('in production mode (TRADE_DEMO=false, ADMIN_USER): all three come up and the admin is created once', async () => {
    const url = await emptyDatabase();
    const run = await threeReplicas({
      DATABASE_URL: url,
      TRADE_DEMO: 'false',
      ADMIN_USER: 'jefe',
      ADMIN_PASSWORD: 'Arranque-2026',
    });
    try {
      expect(run.failures).toEqual([]);
      expect(await count(url, 'select count(*) as n from usuario')).toBe(1);
      expect(await count(url, 'select count(*) as n from empresa')).toBe(0);
      const token = await signIn(run.replicas[2]!.url, 'jefe', 'Arranque-2026');
      expect(await Promise.all(run.replicas.map((r) => validOn(r.url, token)))).toEqual([200, 200, 200]);
    } finally {
      await run.stop();
    }
  }, 240_000);
});
