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
  // Two workers, one per core, as the API's suite: the screens' files are each one busy thread
  // (jest's default on two cores is one worker, the files then run one after another).
  maxWorkers: Number(process.env.JEST_WORKERS ?? 2),
};
