import { rmSync } from 'node:fs';
import pg from 'pg';

/**
 * Removes what the run left (global-setup.mjs): the PGlite dump's folder with the run's temporary
 * files; on the server, the test files' databases (named after the run) and the template database.
 */
export default async function globalTeardown() {
  const template = globalThis.tradeTestTemplate;
  if (!template) return;
  rmSync(template.folder, { recursive: true, force: true });
  if (!template.database) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  let names;
  try {
    const { rows } = await admin.query('select datname from pg_database where datname like $1', [
      `trade_test_${template.run}_%`,
    ]);
    names = rows.map((row) => row.datname);
  } finally {
    await admin.end();
  }
  // Several at a time: each drop waits for a checkpoint, and drops waiting together share one.
  const drop = async (name) => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  for (let i = 0; i < names.length; i += 8) await Promise.all(names.slice(i, i + 8).map(drop));
  await drop(template.database);
}
