import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { type Database, openDatabase, queryRows } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo/demo.js';
import { sql } from 'drizzle-orm';

/**
 * The database every test file starts from, migrated and demo-seeded once per run (global-setup.mjs):
 * on DATABASE_URL's server a template database (`create database … template` copies it in ~0.1 s),
 * else a PGlite dump. Writes to the JSON file given as argument where it is and the seeded users'
 * password hashes (helpers/app.ts signs those users in without hashing their password again).
 */
const out = process.argv[2]!;
const serverUrl = process.env.DATABASE_URL;

async function seeded(url?: string) {
  const handle = await openDatabase(url ? { databaseUrl: url } : {});
  await applyMigrations(handle);
  await seedDemo(handle.db);
  const users = await queryRows<{ usuario: string; password_hash: string }>(
    handle.db,
    sql`select usuario, password_hash from usuario`,
  );
  return { handle, seededHashes: Object.fromEntries(users.map((u) => [u.usuario, u.password_hash])) };
}

/**
 * Every test file loads the dump into memory (69 MB, 37 MB after this), so what a copy never reads is
 * left out: the two template databases (PGlite opens `postgres`, and no test creates a database)
 * and the WAL segments PostgreSQL preallocated after the checkpoint's own (it makes new ones when it
 * needs them). The checkpoint itself spares each copy replaying the seed's WAL.
 */
async function leaveOutWhatCopiesNeverRead(db: Database, client: PGlite) {
  await db.execute(sql`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await db.execute(sql`drop database template0`);
  await db.execute(sql`drop database template1`);
  await db.execute(sql`checkpoint`);
  const [checkpoint] = await queryRows<{ redo: string }>(
    db,
    sql`select redo_wal_file as redo from pg_control_checkpoint()`,
  );
  const wal = '/pglite/data/pg_wal';
  const preallocated = (name: string) => /^[0-9A-F]{24}$/.test(name) && name > checkpoint!.redo;
  for (const segment of client.Module.FS.readdir(wal).filter(preallocated))
    client.Module.FS.unlink(`${wal}/${segment}`);
}

if (serverUrl) {
  const database = `trade_test_template_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const { handle, seededHashes } = await seeded(url.toString());
  await handle.close();
  writeFileSync(out, JSON.stringify({ database, seededHashes }));
} else {
  const dump = out.replace(/\.json$/, '.tar');
  const { handle, seededHashes } = await seeded();
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  await leaveOutWhatCopiesNeverRead(handle.db, client);
  writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  writeFileSync(out, JSON.stringify({ dump, seededHashes }));
}
process.exit(0);
