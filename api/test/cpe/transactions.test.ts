import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { takeNextNumber } from '../../src/core/numbering.js';
import { createCpeWorker, type CpeWorker } from '../../src/cpe/queue/worker.js';
import { startSunatSimulator, type RunningSimulator } from '../../src/cpe/simulator/plugin.js';
import { cpeDocumento, serie } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { facturaDe } from './helpers.js';

/**
 * app.cpe.emitir* inside the caller's transaction (issue 8 §3): a sale's number, its rows and its CPE
 * record commit together or not at all, and the send-queue worker never sees an uncommitted document.
 */

const RUC = '20000000001';
let t: TestApp;
let sim: RunningSimulator;
let worker: CpeWorker;
let idserie: number;

beforeAll(async () => {
  t = await createTestApp();
  sim = await startSunatSimulator();
  worker = createCpeWorker({
    db: t.db,
    settings: t.app.cpeSettings,
    simulatorBaseUrl: sim.url,
    backoffBaseMs: 20,
    ticketPollMs: 10,
  });
  const [row] = await t.db
    .select({ idserie: serie.idserie })
    .from(serie)
    .where(and(eq(serie.serie, 'F001'), eq(serie.estado, 1)));
  idserie = row!.idserie;
});
afterAll(async () => {
  await sim.close();
  await t.close();
});

const documentos = async () => (await t.db.select({ id: cpeDocumento.id }).from(cpeDocumento)).length;

/** Runs the worker until it finds nothing more to do. */
async function drain(): Promise<void> {
  for (let i = 0; i < 50 && (await worker.runOnce()) > 0; i++);
}

test('an error after the CPE record is written rolls everything back; the next save reuses the number (no gap)', async () => {
  const before = await documentos();
  let taken = 0;
  const failed = t.db.transaction(async (tx) => {
    const n = await takeNextNumber(tx, idserie);
    taken = n.numero;
    const info = await t.app.cpe.emitirComprobante(RUC, facturaDe(n.numero, 2, n.serie), { tx });
    // Inside the transaction the record exists, signed and queued.
    expect(await t.app.cpe.obtener(info.id, { tx })).toMatchObject({ estado: 'en_cola', numero: n.numero });
    throw new Error('Falló el registro de la venta');
  });
  await expect(failed).rejects.toThrow('Falló el registro de la venta');

  expect(await documentos()).toBe(before);
  expect(await t.app.cpe.buscar(RUC, '01', 'F001', taken)).toBeUndefined();
  // The worker has nothing to send: the rolled-back document never reached the queue.
  expect(await worker.runOnce()).toBe(0);
  expect(sim.stats.requests).toBe(0);

  const saved = await t.db.transaction(async (tx) => {
    const n = await takeNextNumber(tx, idserie);
    return { numero: n.numero, info: await t.app.cpe.emitirComprobante(RUC, facturaDe(n.numero, 2, n.serie), { tx }) };
  });
  expect(saved.numero).toBe(taken);
  expect(await t.app.cpe.buscar(RUC, '01', 'F001', taken)).toMatchObject({ id: saved.info.id, estado: 'en_cola' });
  expect((await t.app.cpe.eventos(saved.info.id)).map((e) => e.estado)).toEqual(['generado', 'firmado', 'en_cola']);

  // Once committed, the worker sends it.
  await drain();
  expect(await t.app.cpe.obtener(saved.info.id)).toMatchObject({ estado: 'aceptado' });
});

test('a repeated number inside a transaction is refused and leaves the transaction usable (savepoint)', async () => {
  const number = await t.db.transaction(async (tx) => {
    const n = await takeNextNumber(tx, idserie);
    await t.app.cpe.emitirComprobante(RUC, facturaDe(n.numero, 1, n.serie), { tx, enviar: false });
    await expect(
      t.app.cpe.emitirComprobante(RUC, facturaDe(n.numero, 1, n.serie), { tx, enviar: false }),
    ).rejects.toThrow(`El comprobante F001-${n.numero} ya fue registrado`);
    return n.numero;
  });
  expect(await t.app.cpe.buscar(RUC, '01', 'F001', number)).toMatchObject({ estado: 'firmado' });
});

const onPostgres = process.env.DATABASE_URL ? test : test.skip;
onPostgres(
  'PostgreSQL concurrency: a document queued in an open transaction is invisible to the worker until the transaction commits',
  async () => {
    await drain();
    let id = 0;
    await t.db.transaction(async (tx) => {
      const n = await takeNextNumber(tx, idserie);
      id = (await t.app.cpe.emitirComprobante(RUC, facturaDe(n.numero, 1, n.serie), { tx })).id;
      // Another connection (the worker's) claims nothing while the sale is still open.
      expect(await worker.runOnce()).toBe(0);
    });
    expect(await worker.runOnce()).toBe(1);
    expect((await t.app.cpe.obtener(id)).estado).toMatch(/aceptado|enviando/);
  },
);
