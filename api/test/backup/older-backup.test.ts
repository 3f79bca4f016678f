import { expect, test } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createBackup } from '../../src/backup/backup.js';
import { localMigrations, migrateWithin } from '../../src/backup/migrations.js';
import { restoreBackup } from '../../src/backup/restore.js';
import { pgliteConnection } from '../../src/backup/sql.js';
import { loadConfig } from '../../src/config.js';
import { tempDir } from './support.js';

/** A backup of an older version (its database lacks the newest migration) is restored and migrated on. */
test("the restore runs the migrations the backup lacks and tells that the installation's key is the backup's", async () => {
  const migrations = localMigrations();
  const folder = tempDir('trade-antiguo-');
  const client = new PGlite({ dataDir: join(folder, 'pglite'), extensions: { pg_trgm } });
  await migrateWithin(pgliteConnection(client), migrations.at(-2)!.createdAt);
  const key = randomBytes(32);
  const backup = await createBackup({
    source: { kind: 'pglite', client },
    dataDir: folder,
    settingsKey: key,
    backup: loadConfig({}, { dataDir: folder, settingsKey: key }).backup,
  });
  // What the restore must end with: the same database taken through the migration it lacked (which
  // may seed rows: menus, a service product), counted table by table.
  await migrateWithin(pgliteConnection(client), migrations.at(-1)!.createdAt);
  const expected: Record<string, number> = {};
  for (const table of Object.keys(backup.tables)) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
    expected[table] = rows[0]!.n;
  }
  await client.close();

  const restored = await restoreBackup({ file: backup.file, dataDir: tempDir('trade-nuevo-'), settingsKey: key });
  expect(restored.manifest.migrations).toHaveLength(migrations.length - 1);
  expect(restored.migrationsApplied).toBe(1);
  expect(restored.method).toBe('nativo');
  expect(restored.keyMatches).toBe(true);
  for (const table of Object.keys(backup.tables))
    expect([table, restored.tables[table]]).toEqual([table, expected[table]]);
});
