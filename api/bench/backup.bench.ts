/**
 * Backup and restore times on the demo data, optionally grown by BENCH_ROWS extra rows (CPE events
 * of the demo documents, 200 bytes each): the embedded backup, the native restore, the portable
 * restore into PostgreSQL (DATABASE_URL's server, a database of its own), the server's backup
 * (pg_dump) and the portable restore back into PGlite. Prints figures; asserts nothing.
 */
import { loadConfig } from '../src/config.js';
import { openDatabase, pgliteDirIn, type DatabaseHandle } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo/demo.js';
import { createBackup } from '../src/backup/backup.js';
import { restoreBackup } from '../src/backup/restore.js';
import { sourceOf } from '../src/backup/snapshot.js';
import { emptyServerDatabase, tempDir } from '../test/backup/support.js';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';

const extra = Number(process.env.BENCH_ROWS ?? 0);
const timed = async <T>(label: string, work: () => Promise<T>, rows?: number) => {
  const start = performance.now();
  const result = await work();
  const s = (performance.now() - start) / 1000;
  console.log(
    `${label.padEnd(44)} ${s.toFixed(1).padStart(6)} s${rows ? `  ${Math.round(rows / s).toLocaleString('en')} rows/s` : ''}`,
  );
  return result;
};
const backupOf = (handle: DatabaseHandle, dataDir: string) => {
  const config = loadConfig({}, { dataDir });
  return createBackup({ source: sourceOf(handle.db), dataDir, settingsKey: config.settingsKey, backup: config.backup });
};

console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; extra rows ${extra}`,
);
const dataDir = tempDir('bench-respaldo-');
const handle = await openDatabase({ pgliteDir: pgliteDirIn(dataDir) });
await applyMigrations(handle);
await seedDemo(handle.db);
if (extra)
  await handle.db.execute(
    sql`insert into cpe_evento (documento_id, estado, detalle) select d.id, 'aceptado', repeat('x', 200) from generate_series(1, ${extra}) g cross join lateral (select id from cpe_documento order by id limit 1) d`,
  );
const first = await timed('backup, embedded (PGlite dump)', () => backupOf(handle, dataDir));
await handle.close();
const rows = Object.values(first.tables).reduce((a, b) => a + b, 0);
console.log(`${rows.toLocaleString('en')} rows, file ${(first.size / 1024 / 1024).toFixed(1)} MB`);
await timed(
  'restore embedded → embedded (native)',
  () => restoreBackup({ file: first.file, dataDir: tempDir('bench-a-') }),
  rows,
);
if (process.env.DATABASE_URL) {
  const server = await emptyServerDatabase('trade_bench');
  try {
    await timed(
      'restore embedded → PostgreSQL (portable)',
      () => restoreBackup({ file: first.file, dataDir: tempDir('bench-b-'), databaseUrl: server.url }),
      rows,
    );
    const pgHandle = await openDatabase({ databaseUrl: server.url, poolSize: 2 });
    const second = await timed('backup, PostgreSQL (pg_dump)', () => backupOf(pgHandle, tempDir('bench-c-')));
    await pgHandle.close();
    console.log(`file ${(second.size / 1024 / 1024).toFixed(1)} MB`);
    await timed(
      'restore PostgreSQL → embedded (portable)',
      () => restoreBackup({ file: second.file, dataDir: tempDir('bench-d-') }),
      rows,
    );
  } finally {
    await server.drop();
  }
}
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
