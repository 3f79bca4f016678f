import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { createCpeService } from '../../src/cpe/service.js';
import { demoCpeSettings } from '../../src/cpe/settings.js';
import { startSunatSimulator, type RunningSimulator } from '../../src/cpe/simulator/plugin.js';
import { ESTADOS_FINALES } from '../../src/cpe/queue/repository.js';
import { boletaDe, facturaDe, here, notaCreditoDe } from './helpers.js';

/**
 * Kill the API while the queue holds documents: a real child process runs the worker, is killed
 * with SIGKILL right after SUNAT (the simulator) processed a document but before the answer
 * arrived, and is started again. Every document must reach a final state exactly once and the
 * simulator must have received each exactly once (the lost answer is recovered with getStatusCdr).
 * Runs on PostgreSQL when DATABASE_URL is set, otherwise on a PGlite data folder.
 */

const RUC = '20000000001';
const serverUrl = process.env.DATABASE_URL;
let sim: RunningSimulator;
let dbUrl: string | undefined;
let pgliteDir: string | undefined;
let dropDb = async () => {};

async function open(): Promise<DatabaseHandle> {
  return openDatabase({ databaseUrl: dbUrl, pgliteDir, poolSize: 3 });
}

beforeAll(async () => {
  if (serverUrl) {
    const name = `trade_cpe_crash_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    pgliteDir = join(mkdtempSync(join(tmpdir(), 'cpe-crash-')), 'pglite');
  }
  sim = await startSunatSimulator({ faults: { latencyMs: 120, ticketPending: 1 } });
});

afterAll(async () => {
  await sim?.close();
  await dropDb();
});

function startChild(): { child: ChildProcess; exited: Promise<number | null>; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'worker-child.ts')], {
    env: { ...process.env, CHILD_DATABASE_URL: dbUrl ?? '', PGLITE_DIR: pgliteDir ?? '', SIM_URL: sim.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

describe('crash safety', () => {
  test('kill -9 mid-way, restart: each document final exactly once, received exactly once', async () => {
    // Issue 18 documents (facturas, boletas and credit notes sent with sendBill).
    const setup = await open();
    await applyMigrations(setup);
    const settings = demoCpeSettings();
    const cpe = createCpeService({ db: setup.db, settings: async () => settings });
    const ids: number[] = [];
    for (let n = 1; n <= 10; n++) ids.push((await cpe.emitirComprobante(RUC, facturaDe(n, 3, 'F500'))).id);
    for (let n = 1; n <= 5; n++) ids.push((await cpe.emitirComprobante(RUC, boletaDe(n, 'B500'))).id);
    for (let n = 11; n <= 13; n++)
      ids.push(
        (
          await cpe.emitirNota(RUC, {
            ...notaCreditoDe(n, n - 10),
            serie: 'F500',
            documentoAfectado: { tipoDoc: '01', serie: 'F500', numero: n - 10 },
          })
        ).id,
      );
    await setup.close();

    // First run: killed right after the simulator processed the 6th document (its answer is still on the way).
    const first = startChild();
    let received = 0;
    const killedAt = new Promise<string>((resolve) => {
      const onReceived = (e: { nombre: string }) => {
        if (++received === 6) {
          first.child.kill('SIGKILL');
          sim.events.off('recibido', onReceived);
          resolve(e.nombre);
        }
      };
      sim.events.on('recibido', onReceived);
    });
    const lost = await killedAt;
    const firstExit = await first.exited;
    expect(firstExit).toBeNull(); // killed, not exited
    const before = await sim.store.listDocuments();
    expect(before.length).toBeGreaterThanOrEqual(6);
    expect(before.length).toBeLessThan(ids.length);

    // Second run: picks up where the first stopped and exits once everything is final.
    const second = startChild();
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([
      second.exited,
      // A hang guard, not a timing check: two child processes at load 16+ took 136 s in all.
      new Promise<string>((r) => (timer = setTimeout(() => r('timeout'), 120_000))),
    ]);
    clearTimeout(timer);
    if (code !== 0) second.child.kill('SIGKILL');
    expect({ code, output: code === 0 ? '' : second.output() }).toEqual({ code: 0, output: '' });

    const check = await open();
    try {
      const svc = createCpeService({ db: check.db, settings: async () => settings });
      for (const id of ids) {
        const info = await svc.obtener(id);
        expect([info.nombre, info.estado]).toEqual([info.nombre, 'aceptado']);
        const events = await svc.eventos(id);
        const finals = events.filter((e) => (ESTADOS_FINALES as string[]).includes(e.estado));
        expect([info.nombre, finals.length]).toEqual([info.nombre, 1]);
        const simDoc = await sim.store.getDocument(info.nombre);
        expect([info.nombre, simDoc?.recepciones]).toEqual([info.nombre, 1]);
        expect(info.envios).toBe(1);
      }
      // The document whose answer was lost with the process was recovered without a resend.
      const lostRow = (await svc.listar({ ruc: RUC })).find((r) => r.nombre === lost)!;
      const lostEvents = await svc.eventos(lostRow.id);
      expect(lostEvents.at(-1)!.detalle).toMatch(/^CDR recuperado con getStatusCdr \(sin reenviar\)/);
    } finally {
      await check.close();
    }
  }, 240_000);
});
