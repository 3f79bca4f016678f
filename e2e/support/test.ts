import { test as base } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { START_DEADLINE_MS, startProduct } from '../../scripts/server.mjs';

const repoRoot = resolve(import.meta.dirname, '..', '..');

/** The product one Playwright worker tests: its address and its own copy of the deployed front end. */
export interface ProductServer {
  url: string;
  /** The copy of `deploy/www` the server serves (remotes.spec.ts re-points remotes in its manifest). */
  www: string;
}

/**
 * Each worker starts a product of its own, like `npm start` does but on a free port, a fresh data
 * folder with the demo data (a copy of the demo folder seeded once for the run, scripts/server.mjs)
 * and a copy of the deployed front end: spec files in different workers never see each other's
 * data, users, cash or manifest. Its pages and requests go to it (`baseURL`).
 */
export const test = base.extend<object, { server: ProductServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture uses from its first parameter
    async ({}, use) => {
      const www = join(mkdtempSync(join(tmpdir(), 'trade-e2e-')), 'www');
      cpSync(join(repoRoot, 'deploy', 'www'), www, { recursive: true });
      const product = await startProduct({ www, seeded: true, stdio: ['ignore', 'inherit', 'inherit'] });
      try {
        await use({ url: product.url, www });
      } finally {
        await product.stop();
        rmSync(resolve(www, '..'), { recursive: true, force: true });
      }
    },
    // The first worker seeds the demo folder (about half a minute on a quiet machine, minutes on a
    // loaded one): the product's own start deadline, plus up to 40 s to stop it.
    { scope: 'worker', timeout: START_DEADLINE_MS + 60_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
