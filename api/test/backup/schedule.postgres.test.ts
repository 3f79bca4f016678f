import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { backupService, type BackupService } from '../../src/backup/service.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { tempDir } from './support.js';

/**
 * Two API processes (two pools, two backup services, two data folders) on one PostgreSQL database,
 * both running the schedule: when a moment comes, exactly one of them backs up.
 */
let t: TestApp;
let other: DatabaseHandle;
let now = new Date('2026-11-27T12:00:00-05:00');
const clock = () => now;
let services: BackupService[];

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  t = await createTestApp({}, { clock });
  const [db] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${db!.name}`;
  other = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
  const configOf = () => loadConfig({}, { dataDir: tempDir('trade-proceso-'), tokenSecret: 'x' });
  services = [backupService(t.db, configOf(), clock), backupService(other.db, configOf(), clock)];
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describePostgres('PostgreSQL concurrency: scheduled backups', () => {
  test('two processes at the same moment: one backup, one row; nothing due afterwards', async () => {
    expect(await Promise.all(services.map((s) => s.runIfDue()))).toEqual([false, false]);
    now = new Date('2026-11-28T03:00:30-05:00'); // the daily 03:00 moment has passed
    const ran = await Promise.all(services.map((s) => s.runIfDue()));
    expect(ran.filter(Boolean)).toHaveLength(1);
    const rows = await queryRows<{ estado: string; origen: string }>(t.db, sql`select estado, origen from respaldo`);
    expect(rows).toEqual([{ estado: 'correcto', origen: 'programado' }]);
    expect(await Promise.all(services.map((s) => s.runIfDue()))).toEqual([false, false]);
    const status = await services[1]!.status();
    expect(status).toMatchObject({ atrasado: false, ultimoCorrecto: { estado: 'correcto' } });
  });
});
