import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Embedded runs: migrate and seed one PGlite database once and let every test file start from
 * a copy of it (loading a dump is ~4x faster than initdb plus migrations in each file).
 */
export default function globalSetup() {
  if (process.env.DATABASE_URL) return;
  const file = join(tmpdir(), `trade-test-template-${process.pid}.tar`);
  const script = fileURLToPath(new URL('./make-template.ts', import.meta.url));
  execFileSync(process.execPath, ['--import', 'tsx', script, file], { stdio: 'inherit' });
  process.env.TRADE_TEST_TEMPLATE = file;
}
