import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Migrates and seeds one database for the whole run (make-template.ts) and lets every test file
 * start from a copy of it: on DATABASE_URL's server a template database (a copy takes ~0.1 s
 * against ~5 s of migrations and demo data), on PGlite a dump. The workers inherit where it is
 * through the environment; global-teardown.mjs removes it. The run's temporary files (data folders,
 * PDFs, backups) go to a folder inside it too (TMPDIR, which the workers inherit), so a run leaves
 * nothing behind in the system's temporary folder.
 */
export default function globalSetup() {
  const folder = mkdtempSync(join(tmpdir(), 'trade-test-template-'));
  const scratch = join(folder, 'tmp');
  mkdirSync(scratch);
  process.env.TMPDIR = scratch;
  const out = join(folder, 'template.json');
  const script = fileURLToPath(new URL('./make-template.ts', import.meta.url));
  execFileSync(process.execPath, ['--import', 'tsx', script, out], { stdio: 'inherit' });
  const { dump, database, seededHashes } = JSON.parse(readFileSync(out, 'utf8'));
  if (dump) process.env.TRADE_TEST_TEMPLATE = dump;
  if (database) process.env.TRADE_TEST_PG_TEMPLATE = database;
  process.env.TRADE_TEST_SEEDED_HASHES = JSON.stringify(seededHashes);
  // The test files' databases on the server are named after the run; the teardown drops them.
  const run = randomBytes(4).toString('hex');
  if (database) process.env.TRADE_TEST_RUN = run;
  globalThis.tradeTestTemplate = { folder, database, run };
}
