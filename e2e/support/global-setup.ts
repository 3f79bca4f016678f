import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startProduct } from '../../scripts/server.mjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/**
 * Starts the product like `npm start` does, but on a free port, a fresh data folder and a copy of
 * the deployed front end (tests re-point remotes in it). Returns the teardown.
 */
export default async function globalSetup() {
  const www = join(mkdtempSync(join(tmpdir(), 'trade-e2e-')), 'www');
  cpSync(join(repoRoot, 'deploy', 'www'), www, { recursive: true });
  const product = await startProduct({ www, stdio: ['ignore', 'inherit', 'inherit'] });
  process.env.E2E_BASE_URL = product.url;
  process.env.E2E_WWW = www;
  return async () => {
    await product.stop();
    rmSync(resolve(www, '..'), { recursive: true, force: true });
  };
}
