import { inArray, sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client.js';
import { cpeDocumento } from '../../src/db/schema/index.js';
import { createCpeWorker } from '../../src/cpe/queue/worker.js';
import { demoCpeSettings } from '../../src/cpe/settings.js';

/**
 * An API process reduced to its CPE worker, for the crash test: runs the queue against
 * DATABASE_URL or the PGlite folder PGLITE_DIR, sends to SIM_URL, and exits 0 once every
 * document is final. The test kills it with SIGKILL in the middle.
 */
const handle = await openDatabase({
  databaseUrl: process.env.CHILD_DATABASE_URL || undefined,
  pgliteDir: process.env.PGLITE_DIR || undefined,
  poolSize: 4,
});
const settings = demoCpeSettings({ timeoutMs: 10_000 });
const worker = createCpeWorker({
  db: handle.db,
  settings: async () => settings,
  simulatorBaseUrl: process.env.SIM_URL!,
  concurrency: 3,
  leaseMs: 1_500,
  backoffBaseMs: 100,
  backoffMaxMs: 400,
  pollIntervalMs: 50,
  ticketPollMs: 50,
});
worker.start();
console.log(`ready ${process.pid}`);

const pending = ['generado', 'firmado', 'en_cola', 'enviando', 'enviado'];
for (;;) {
  await new Promise((r) => setTimeout(r, 200));
  const [row] = await handle.db
    .select({ n: sql<number>`count(*)` })
    .from(cpeDocumento)
    .where(inArray(cpeDocumento.estado, pending));
  if (Number(row?.n) === 0) break;
}
await worker.stop();
await handle.close();
console.log('done');
process.exit(0);
