import { jestBase } from '../jest.base.mjs';

/**
 * A few dependencies are ESM-only but required from CommonJS packages (light-my-request -> cookie,
 * @fastify/static -> content-disposition); jest cannot require ESM on Node 20, so those are
 * compiled to CommonJS too.
 */
const esmOnlyRequiredFromCjs = ['cookie', 'content-disposition'];

export default {
  ...jestBase,
  transform: { ...jestBase.transform, '^.+\\.js$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/|(${esmOnlyRequiredFromCjs.join('|')})/)`],
  globalSetup: '<rootDir>/test/global-setup.mjs',
  // Opening a fresh database (PGlite initdb + migrations) takes seconds on a loaded 2-core machine.
  testTimeout: 60_000,
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
};
