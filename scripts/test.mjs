#!/usr/bin/env node
/**
 * `npm test`: everything, on a fresh machine with Node and npm. Installs the workspace and the
 * Debian tools the tests need, lints, type-checks every package, runs the jest suites (formats,
 * money, session, ui, the API on embedded PGlite), builds and deploys the front end and runs the
 * Playwright journeys in Chromium. Prints each phase's time, the slowest test files and the load.
 *   --unit  only lint, types and the jest suites      --e2e  only the front end build and the browser tests
 *   --postgres <url>  also the API's PostgreSQL pass on that server (what differs there, docs/testing.md)
 *   --budget  CI: a warning past 25 minutes naming the phases over their share, a failure past 45
 * Set DATABASE_URL to run the whole API suite against a PostgreSQL server instead of PGlite.
 * What runs where and why: docs/testing.md.
 */
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDependencies, ensureSystemTools, pnpm, repoRoot, run } from './lib.mjs';

const args = process.argv.slice(2);
const only = args.includes('--unit') ? 'unit' : args.includes('--e2e') ? 'e2e' : 'all';
const postgresUrl = args.includes('--postgres') ? args[args.indexOf('--postgres') + 1] : undefined;
const budget = args.includes('--budget');

/**
 * The budget of a clean-clone CI run on the 2-core machine, in minutes per phase (25 in all):
 * past 25 the run warns naming the phases over their share, past 45 it fails (docs/testing.md).
 */
const WARN_MINUTES = 25;
const FAIL_MINUTES = 45;
const SHARES = {
  dependencies: 1,
  lint: 1,
  types: 2.5,
  shared: 1,
  'api-pglite': 6,
  'api-postgres': 3.5,
  build: 2.5,
  e2e: 7.5,
};

const started = Number(process.env.CI_STARTED_AT ?? Date.now());
const loadAtStart = loadavg();
const reports = mkdtempSync(join(tmpdir(), 'trade-test-reports-'));
const phases = [];

/**
 * The machine's busy CPU time so far in ms (Linux: /proc/stat, all cores, niced processes left out);
 * a phase's share beside its wall time tells whether it keeps both cores busy or waits.
 */
function busyCpuMs() {
  try {
    const [user, , system, , , irq, softirq] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    // In hundredths of a second (USER_HZ).
    return (user + system + irq + softirq) * 10;
  } catch {
    return undefined;
  }
}

async function phase(key, title, work) {
  console.log(`\n▶ ${title}`);
  const from = Date.now();
  const cpuFrom = busyCpuMs();
  try {
    await work();
  } finally {
    const cpu = cpuFrom === undefined ? undefined : busyCpuMs() - cpuFrom;
    phases.push({ key, title, ms: Date.now() - from, cpu });
  }
}

const jest = ['--experimental-vm-modules', '--no-warnings', 'node_modules/jest/bin/jest.js'];
/** One package's jest suite, its per-file times kept in a JSON report for the summary. */
function runJest(dir, name, extra = [], env = {}) {
  run(process.execPath, [...jest, '--json', `--outputFile=${join(reports, `jest-${name}.json`)}`, ...extra], {
    cwd: join(repoRoot, dir),
    env: { ...process.env, ...env },
  });
}

/** The workspace packages with a jest suite of their own, besides the API and the browser tests. */
function packagesWithTests() {
  const dirs = [
    'host',
    ...['shared', 'remotes'].flatMap((top) => readdirSync(join(repoRoot, top)).map((d) => `${top}/${d}`)),
  ];
  return dirs.filter((dir) => {
    const file = join(repoRoot, dir, 'package.json');
    return existsSync(file) && Boolean(JSON.parse(readFileSync(file, 'utf8')).scripts?.test);
  });
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Per test file: [name, ms] from the jest and Playwright JSON reports of this run. */
function fileTimes() {
  const files = [];
  for (const report of readdirSync(reports)) {
    const data = JSON.parse(readFileSync(join(reports, report), 'utf8'));
    const pass = report.replace(/^(jest|playwright)-|\.json$/g, '');
    for (const result of data.testResults ?? [])
      files.push([`${pass}: ${result.name.replace(`${repoRoot}/`, '')}`, result.endTime - result.startTime]);
    const collect = (suite, file) => {
      let ms = 0;
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? []) for (const result of test.results ?? []) ms += result.duration;
      for (const child of suite.suites ?? []) ms += collect(child, file);
      return ms;
    };
    for (const suite of data.suites ?? []) files.push([`${pass}: e2e/tests/${suite.file}`, collect(suite)]);
  }
  return files.sort((a, b) => b[1] - a[1]);
}

/** The phase table, the slowest files, the total and the load; in --budget mode the warning and the failure. */
function summary(failed) {
  const total = Date.now() - started;
  console.log('\n▶ Resumen');
  console.log('fase'.padEnd(34), 'tiempo'.padStart(7), 'parte'.padStart(7), 'CPU (núcleos)'.padStart(16));
  const cores = (p) => (p.cpu === undefined ? '' : `${Math.round(p.cpu / 1000)} s (${(p.cpu / p.ms).toFixed(1)})`);
  for (const p of phases)
    console.log(
      p.title.padEnd(34),
      minutes(p.ms).padStart(7),
      minutes(SHARES[p.key] * 60_000).padStart(7),
      cores(p).padStart(16),
    );
  console.log('Total'.padEnd(34), minutes(total).padStart(7), minutes(WARN_MINUTES * 60_000).padStart(7));
  const slowest = fileTimes().slice(0, 10);
  if (slowest.length) {
    console.log('\nLos 10 archivos de prueba más lentos:');
    for (const [name, ms] of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
  }
  const load = (l) => l.map((v) => v.toFixed(2)).join(' ');
  console.log(`\nCarga media (1, 5, 15 min): al empezar ${load(loadAtStart)}, al terminar ${load(loadavg())}`);
  rmSync(reports, { recursive: true, force: true });
  if (failed || !budget) return failed ? 1 : 0;
  if (total > WARN_MINUTES * 60_000) {
    const over = phases.filter((p) => p.ms > SHARES[p.key] * 60_000).map((p) => `${p.title} (${minutes(p.ms)})`);
    console.log(
      `\nAVISO: la integración continua tardó ${minutes(total)}, más de ${WARN_MINUTES} min. ` +
        `Fases sobre su parte: ${over.join(', ') || 'ninguna por sí sola'}. Vea docs/testing.md.`,
    );
  }
  if (total > FAIL_MINUTES * 60_000) {
    console.log(`ERROR: la integración continua tardó más de ${FAIL_MINUTES} min (límite de docs/testing.md).`);
    return 1;
  }
  return 0;
}

let failed = false;
try {
  await phase('dependencies', 'Dependencias (pnpm, paquetes de Debian)', () => {
    ensureDependencies();
    ensureSystemTools();
  });
  if (only !== 'e2e') {
    await phase('lint', 'Formato, reglas y fronteras de importación', () => pnpm(['run', 'lint']));
    await phase('types', 'Tipos (tsc --noEmit: la API, las pantallas, los paquetes compartidos)', () =>
      run(process.execPath, [join(repoRoot, 'scripts', 'typecheck.mjs')]),
    );
    await phase('shared', 'Pruebas de los paquetes compartidos', () => {
      for (const dir of packagesWithTests()) runJest(dir, dir.split('/').pop());
    });
    const apiTitle = process.env.DATABASE_URL ? 'API en PostgreSQL (toda la suite)' : 'API en PGlite';
    // With a PostgreSQL pass to follow, the access walk runs there only (api/jest.config.js).
    await phase('api-pglite', apiTitle, () =>
      runJest('api', 'api', [], postgresUrl ? { TRADE_TEST_PASS: 'pglite' } : {}),
    );
    if (postgresUrl)
      await phase('api-postgres', 'API en PostgreSQL (lo que difiere allí)', () =>
        runJest('api', 'api-postgres', [], { DATABASE_URL: postgresUrl, TRADE_TEST_PASS: 'postgres' }),
      );
  }
  if (only !== 'unit') {
    await phase('build', 'Compilando y publicando el front end', async () => {
      const { deployAll, wwwDir } = await import('../deploy/deploy.mjs');
      deployAll(wwwDir());
    });
    await phase('e2e', 'Recorridos en el navegador (Chromium)', () =>
      pnpm(['--filter', '@trade/e2e', 'test'], {
        env: { ...process.env, E2E_JSON_REPORT: join(reports, 'playwright-e2e.json') },
      }),
    );
  }
} catch (error) {
  console.error(`\n${error.message}`);
  failed = true;
}
if (!existsSync(reports)) process.exit(failed ? 1 : 0);
process.exit(summary(failed));
