import { jestBase } from '../../jest.base.mjs';

/** Session tests run against the real API, started once as a process by the global setup. */
export default {
  ...jestBase,
  globalSetup: '<rootDir>/test/global-setup.mjs',
  globalTeardown: '<rootDir>/test/global-teardown.mjs',
  testTimeout: 60_000,
};
