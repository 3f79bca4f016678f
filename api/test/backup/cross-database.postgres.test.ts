import { afterAll, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../src/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { seedDemo } from '../../src/demo/demo.js';
import { createBackup } from '../../src/backup/backup.js';
import { restoreBackup } from '../../src/backup/restore.js';
import { sourceOf } from '../../src/backup/snapshot.js';
import { describePostgres } from '../helpers/postgres.js';
import { emptyServerDatabase, openRestored, tempDir, totals } from './support.js';

/**
 * Embedded → PostgreSQL → embedded: the demo data backed up from PGlite (its own dump), restored into
 * an empty server database (the portable path), backed up there (pg_dump) and restored into an empty
 * embedded database (pg_restore's data, the portable path again). Every table's count and the
 * business's totals are the same at each step. Needs a server: CI's PostgreSQL pass.
 */
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

const backupOf = async (handle: DatabaseHandle, dataDir: string) => {
  const config = loadConfig({}, { dataDir });
  return createBackup({ source: sourceOf(handle.db), dataDir, settingsKey: config.settingsKey, backup: config.backup });
};

describePostgres('backups across databases', () => {
  test('embedded → PostgreSQL → embedded keeps every count and the totals', async () => {
    const template = process.env.TRADE_TEST_TEMPLATE;
    const embedded = await openDatabase({ pgliteDump: template ? new Blob([readFileSync(template)]) : undefined });
    if (!template) {
      await applyMigrations(embedded);
      await seedDemo(embedded.db);
    }
    const first = await backupOf(embedded, tempDir('trade-origen-'));
    const expected = await totals(embedded.db);
    await embedded.close();

    const server = await emptyServerDatabase();
    drops.push(server.drop);
    const onServer = await restoreBackup({ file: first.file, dataDir: tempDir('trade-pg-'), databaseUrl: server.url });
    expect(onServer.method).toBe('portable');
    expect(onServer.tables).toEqual(first.tables);
    const serverDb = await openRestored({ url: server.url });
    const second = await backupOf(serverDb, tempDir('trade-pg-'));
    try {
      expect(await totals(serverDb.db)).toEqual(expected);
    } finally {
      await serverDb.close();
    }
    expect(second.tables).toEqual(first.tables);

    const back = tempDir('trade-vuelta-');
    const embeddedAgain = await restoreBackup({ file: second.file, dataDir: back });
    expect(embeddedAgain.method).toBe('portable');
    expect(embeddedAgain.tables).toEqual(first.tables);
    const again = await openRestored({ dataDir: back });
    try {
      expect(await totals(again.db)).toEqual(expected);
    } finally {
      await again.close();
    }
  });
});
