import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, queryRows } from '../src/db/client.js';
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
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  // A checkpoint first: each copy then starts without replaying the seed's WAL (~15 % of its open).
  await handle.db.execute(sql`checkpoint`);
  writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await handle.close();
  writeFileSync(out, JSON.stringify({ dump, seededHashes }));
}
process.exit(0);
