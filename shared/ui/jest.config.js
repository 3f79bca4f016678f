import { jestBase } from '../../jest.base.mjs';

/**
 * Kit tests: pure helpers in Node (CSV, URL query, values, export, xlsx written and read back) and
 * the kit's screens in jsdom with Testing Library (`*.test.tsx`, `@jest-environment jsdom`).
 */
export default {
  ...jestBase,
  testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
  setupFilesAfterEnv: ['<rootDir>/test/dom/setup.ts'],
  testTimeout: 60_000,
  // The jsdom suites leave a handle open after their last test (not found yet: React's scheduler is
  // given setImmediate); without this jest waits forever once every test has passed or failed.
  forceExit: true,
};
