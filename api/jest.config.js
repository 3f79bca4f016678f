import { jestBase } from '../jest.base.mjs';

/**
 * A few dependencies are ESM-only but required from CommonJS packages (light-my-request -> cookie,
 * @fastify/static -> content-disposition); jest cannot require ESM on Node 20, so those are
 * compiled to CommonJS too.
 */
const esmOnlyRequiredFromCjs = ['cookie', 'content-disposition'];

/**
 * CI's PostgreSQL pass (TRADE_TEST_PASS=postgres, with DATABASE_URL): what differs on a server.
 * Every file also runs on PGlite; docs/testing.md says why each of these runs here too.
 */
export const POSTGRES_PASS = [
  // Concurrency and locks (numbers, stock, balances), LISTEN/NOTIFY, replicas migrating together.
  '<rootDir>/test/**/*.postgres.test.ts',
  '<rootDir>/test/core/numbering.test.ts',
  '<rootDir>/test/cpe/transactions.test.ts',
  '<rootDir>/test/cpe/queue-crash.test.ts',
  // The generated access walk: every endpoint's session and menu check through the server's session cache.
  '<rootDir>/test/contracts/access.test.ts',
  // Sessions ended by logout, password, role or state: told to the cache by the server's notifications.
  '<rootDir>/test/session.test.ts',
  '<rootDir>/test/session-ends.test.ts',
];

export default {
  ...jestBase,
  transform: { ...jestBase.transform, '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${esmOnlyRequiredFromCjs.join('|')})/)`],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  testSequencer: '<rootDir>/test/sequencer.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  // A hang guard, never a timing check: a fresh database (PGlite initdb + every area's migrations and
  // demo data) takes tens of seconds on a loaded 2-core machine.
  testTimeout: 180_000,
  // Two workers, one per core: a test file is mostly one busy thread (the app and, on PGlite, the
  // database in the same process). A worker is replaced once it holds more than this after a file:
  // the whole suite in one process grew past Node's 4 GB heap (each file's ESM module graph and
  // embedded database stay reachable). JEST_WORKERS=1 for a machine busy with other work.
  maxWorkers: Number(process.env.JEST_WORKERS ?? 2),
  workerIdleMemoryLimit: '1GB',
  testMatch:
    process.env.TRADE_TEST_PASS === 'postgres'
      ? POSTGRES_PASS
      : ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
  // CI's PGlite pass when a PostgreSQL pass follows (TRADE_TEST_PASS=pglite): the generated access
  // walk runs once, there (a tenth of the suite's time, the same checks on both databases).
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.TRADE_TEST_PASS === 'pglite' ? ['/test/contracts/access\\.test\\.ts$'] : []),
  ],
};
