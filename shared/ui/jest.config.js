import { jestBase } from '../../jest.base.mjs';

/** Kit tests: pure helpers (CSV, URL query, values, export table, xlsx written and read back). */
export default { ...jestBase, testTimeout: 60_000 };
