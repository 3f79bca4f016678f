import { request, Agent } from 'node:http';
import { connect } from 'node:net';
import { afterAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { startProduct } from '../../scripts/server.mjs';
import { startTestWorker } from './helpers/cpe-worker.js';
import { queryRows } from '../src/db/client.js';
import { stopApi } from '../src/shutdown.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { facturaDe } from './cpe/helpers.js';

/**
 * Stopping the API under load. Before these fixes a stop waited for Fastify's 72 s keep-alive
 * timeout, for a client's unfinished upload (up to Node's 300 s request timeout) or for the
 * simulator's held request (120 s). The bound below is generous for a loaded 2-core machine and
 * still far under any of those.
 */
const STOPS_WITHIN_MS = 20_000;

/** Keeps `connections` keep-alive connections busy with `path` until `until()` says stop. */
function keepAliveLoad(
  base: string,
  path: string,
  headers: Record<string, string>,
  connections: number,
  until: () => boolean,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  let answered = 0;
  const one = () =>
    new Promise<void>((resolve) => {
      const req = request(`${base}${path}`, { agent, headers }, (res) => {
        res.resume();
        res.on('end', () => {
          answered += 1;
          resolve();
        });
        res.on('error', () => resolve());
      });
      req.on('error', () => resolve());
      req.end();
    });
  const loops = Array.from({ length: connections }, async () => {
    while (!until()) await one();
  });
  return {
    answered: () => answered,
    done: Promise.all(loops).then(() => agent.destroy()),
  };
}

/** A client that starts an upload and never finishes it: its connection stays busy. */
function unfinishedUpload(base: string): Promise<() => void> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST /api/login HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"username":"adm`,
      );
      resolve(() => socket.destroy());
    });
    socket.on('error', () => {});
    socket.once('error', reject);
  });
}

const waitFor = async (what: string, check: () => Promise<boolean> | boolean) => {
  for (let i = 0; i < 400; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ocurrió: ${what}`);
};

const login = async (base: string) =>
  (
    await (
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
      })
    ).json()
  ).token as string;

describe('stopping the API under load', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  test('in process: the worker is mid-send to a hanging SUNAT, keep-alive clients and an unfinished upload; stopApi ends in time and releases the lease', async () => {
    t = await createTestApp();
    const app = t.app;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    startTestWorker(app);
    // SUNAT (the mounted simulator) holds every request for two minutes.
    app.sunatSimulator!.setFaults({ timeouts: 1000, hangMs: 120_000 });
    const info = await app.cpe.emitirComprobante('20000000001', facturaDe(1, 3, 'F950'));
    await waitFor(
      'el envío en curso',
      async () => (await app.cpe.obtener(info.id)).estado === 'enviando' && app.sunatSimulator!.stats.requests > 0,
    );

    const token = await login(base);
    let stopped = false;
    const load = keepAliveLoad(base, '/api/validate-token', { authorization: `Bearer ${token}` }, 8, () => stopped);
    const dropUpload = await unfinishedUpload(base);
    await waitFor('respuestas de la carga', () => load.answered() > 20);

    const started = Date.now();
    // The test keeps its database (closed by t.close()); everything else stops as on SIGTERM.
    await stopApi(app, { ...t.handle, close: async () => {} }, 1_000);
    const took = Date.now() - started;
    stopped = true;
    dropUpload();
    await load.done;

    expect(took).toBeLessThan(STOPS_WITHIN_MS);
    // The document is no longer reserved by the stopped worker; it stays "por verificar", so the
    // next worker asks SUNAT before sending it again.
    const row = await t.app.cpe.obtener(info.id);
    expect(row.estado).toBe('enviando');
    const [lease] = await queryRows<{ bloqueado_por: string | null; por_verificar: boolean }>(
      t.handle.db,
      sql`select bloqueado_por, por_verificar from cpe_documento where id = ${info.id}`,
    );
    expect(lease).toEqual({ bloqueado_por: null, por_verificar: true });
  }, 180_000); // a worker, keep-alive clients and an upload at once: slow on a busy machine

  test('a real process: SIGTERM with keep-alive clients, an unread answer and an unfinished upload exits by itself in time', async () => {
    const product = await startProduct({ seeded: true, env: { LOG_LEVEL: 'error' } });
    let stopped = false;
    try {
      const token = await login(product.url);
      const load = keepAliveLoad(
        product.url,
        '/api/validate-token',
        { authorization: `Bearer ${token}` },
        16,
        () => stopped,
      );
      // The old start-up probe's mistake: an answer whose body is never read nor cancelled.
      const unread = await fetch(`${product.url}/api/openapi.json`);
      expect(unread.ok).toBe(true);
      const dropUpload = await unfinishedUpload(product.url);
      await waitFor('respuestas de la carga', () => load.answered() > 50);

      const started = Date.now();
      const exitCode = await product.stop();
      const took = Date.now() - started;
      stopped = true;
      dropUpload();
      await load.done;
      expect({ exitCode, inTime: took < STOPS_WITHIN_MS }).toEqual({ exitCode: 0, inTime: true });
    } finally {
      stopped = true;
      await product.stop();
    }
  }, 180_000); // starts a real API process (a build-free tsx start): slow on a busy machine
});
