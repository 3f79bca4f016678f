import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.js';

/**
 * Stopping an API process (SIGTERM from an orchestrator, Ctrl-C, a test's stop()) within a few
 * seconds, whatever its clients do:
 *  1. the CPE worker stops claiming documents at once; what it is sending gets the grace period,
 *     then its leases are released (those documents stay "por verificar", so the next worker asks
 *     SUNAT before sending again);
 *  2. the server stops accepting connections; idle keep-alive connections are closed at once and
 *     as soon as they become idle (Fastify answers requests that arrive meanwhile with 503 and
 *     `Connection: close`); after the grace period every remaining connection is closed, so a
 *     client that never reads its answer or never finishes its upload cannot hold the process;
 *  3. the database is closed last, with the same deadline.
 */

/** How long requests and documents in flight get before their connections are closed. */
export const SHUTDOWN_GRACE_MS = 3_000;

/** Resolves when `work` settles or after `ms`, whichever comes first (never rejects). */
async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      deadline,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the Fastify server: idle connections now and whenever they turn idle, all of them after graceMs. */
export async function closeServer(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  const server = app.server;
  const idle = setInterval(() => server.closeIdleConnections(), 100);
  const all = setTimeout(() => server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(idle);
    clearTimeout(all);
  }
}

/** Stops the worker, the server and the database; resolves within about twice graceMs. */
export async function stopApi(
  app: FastifyInstance,
  handle: DatabaseHandle,
  graceMs = SHUTDOWN_GRACE_MS,
): Promise<void> {
  // Worker and server stop together: releasing the simulator's held requests (preClose) is what
  // lets a send to this process's own simulator end.
  await Promise.all([app.cpeWorker?.stop({ graceMs }), closeServer(app, graceMs)]);
  if (!(await settledWithin(handle.close(), graceMs))) app.log.warn('la base de datos no se cerró a tiempo');
}
