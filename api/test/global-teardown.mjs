import { rmSync } from 'node:fs';
import pg from 'pg';

/**
 * Removes what the run left (global-setup.mjs): the PGlite dump's folder; on the server, the test
 * files' databases (named after the run) and the template database.
 */
export default async function globalTeardown() {
  const template = globalThis.tradeTestTemplate;
  if (!template) return;
  rmSync(template.folder, { recursive: true, force: true });
  if (!template.database) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query('select datname from pg_database where datname like $1', [
      `trade_test_${template.run}_%`,
    ]);
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
    await admin.query(`drop database if exists ${template.database} with (force)`);
  } finally {
    await admin.end();
  }
}
