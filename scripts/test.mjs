#!/usr/bin/env node
/**
 * `npm test`: everything, on a fresh machine with Node and npm. Installs the workspace and the
 * Debian tools the tests need, type-checks every package, runs every package's jest suite (formats, session, ui, the API on
 * embedded PGlite), builds and deploys the front end and runs the Playwright tests in Chromium.
 *   --unit  only the jest suites      --e2e  only the browser tests
 * Set DATABASE_URL to run the API suite against a PostgreSQL server instead.
 */
import { ensureDependencies, ensureSystemTools, pnpm } from './lib.mjs';

const only = process.argv.includes('--unit') ? 'unit' : process.argv.includes('--e2e') ? 'e2e' : 'all';
const started = Date.now();
ensureDependencies();
ensureSystemTools();

if (only !== 'e2e') {
  console.log('\n▶ Formato, reglas y fronteras de importación (biome, dependency-cruiser)');
  pnpm(['run', 'lint']);
  console.log('\n▶ Tipos (tsc --noEmit en cada paquete)');
  pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck']);
  // Every workspace package with a `test` script (formats, session, ui, api ...), one at a time.
  console.log('\n▶ Pruebas unitarias y de la API');
  pnpm(['-r', '--workspace-concurrency=1', '--filter', '!@trade/e2e', 'run', 'test']);
}
if (only !== 'unit') {
  console.log('\n▶ Compilando y publicando el front end');
  const { deployAll, wwwDir } = await import('../deploy/deploy.mjs');
  deployAll(wwwDir());
  console.log('\n▶ Pruebas de extremo a extremo (Chromium)');
  pnpm(['--filter', '@trade/e2e', 'test']);
}
console.log(`\nPruebas terminadas en ${Math.round((Date.now() - started) / 1000)} s`);
