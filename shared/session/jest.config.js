import { jestBase } from '../../jest.base.mjs';

/** Session tests run against the real API, started as a process. */
export default { ...jestBase, testTimeout: 60_000 };
