import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..', '..');

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/**
 * Starts the product like `npm start` does, but on a free port, a fresh data folder and a copy of
 * the deployed front end (tests re-point remotes in it). Returns the teardown.
 */
export default async function globalSetup() {
  const work = mkdtempSync(join(tmpdir(), 'trade-e2e-'));
  const www = join(work, 'www');
  cpSync(join(repoRoot, 'deploy', 'www'), www, { recursive: true });
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: join(work, 'data'), WEB_DIR: www, TRADE_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (server.exitCode !== null) throw new Error(`el servidor terminó con código ${server.exitCode}`);
    if (i > 480) throw new Error('el servidor no respondió a tiempo');
    const ready = await fetch(`${baseURL}/trade/remotes.json`).then((r) => r.ok, () => false);
    if (ready) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_WWW = www;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(work, { recursive: true, force: true });
  };
}
