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
};
