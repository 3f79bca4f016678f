import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { startCpeWorker } from '../../src/cpe/plugin.js';
import type { WorkerOptions } from '../../src/cpe/index.js';

/**
 * The CPE worker of a listening test app, sending to the app's own SUNAT simulator at a test's
 * pace: the queue looked at every 20 ms and SUNAT's tickets (guides, resúmenes, bajas) asked every
 * 50 ms instead of the product's 3 s, which a test would only sit out.
 */
export function startTestWorker(app: FastifyInstance, options: Partial<WorkerOptions> = {}) {
  const { port } = app.server.address() as AddressInfo;
  return startCpeWorker(app, {
    simulatorBaseUrl: `http://127.0.0.1:${port}/sunat-simulator`,
    pollIntervalMs: 20,
    ticketPollMs: 50,
    ...options,
  });
}
