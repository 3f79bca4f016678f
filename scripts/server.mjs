import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

export async function freePort() {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the real product (API, and the front end in `www` when given) on a free port with a
 * fresh data folder and demo data, for tests and benchmarks. Resolves once it answers.
 */
export async function startProduct({ www, env = {}, stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'trade-run-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      TRADE_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(www ? { WEB_DIR: www } : {}),
      ...env,
    },
    stdio,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`el servidor terminó con código ${child.exitCode}`);
    if (i > 480) throw new Error('el servidor no respondió en 2 minutos');
    if (await fetch(`${url}/api/openapi.json`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    dataDir: join(work, 'data'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(work, { recursive: true, force: true });
    },
  };
}
