// One product for the whole suite: starting it (a fresh PGlite database, every migration and the demo
// data) is ~20 CPU-s, paid once instead of per file. The workers read its address from the environment.
import { startProduct } from '../../../scripts/server.mjs';

export default async function startSuiteApi() {
  const server = await startProduct({ seeded: true });
  process.env.TRADE_SESSION_TEST_API = server.url;
  globalThis.sessionSuiteApi = server;
}
