import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** How long stop() waits after SIGTERM before SIGKILL (the API itself stops in a few seconds). */
const STOP_DEADLINE_MS = 20_000;
// The demo seed makes sales, notes, guides, proformas and orders through the services: minutes on a loaded machine.
export const START_DEADLINE_MS = Number(process.env.TRADE_START_DEADLINE_MS ?? 240_000);

/** Resolves with the child's exit code, or undefined if it is still running after `ms`. */
function exitWithin(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/**
 * Starts the real product (API, and the front end in `www` when given) with a fresh data folder
 * and demo data, for tests and benchmarks. The server binds a free port itself (PORT=0) and tells
 * this process which one through the IPC channel once it listens; resolves then.
 * `stop()` sends SIGTERM, and SIGKILL if the process has not exited within 20 s; it resolves with
 * the exit code (null when it had to be killed).
 */
export async function startProduct({ www, env = {}, stdio = ['ignore', 'ignore', 'inherit'] } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'trade-run-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: join(work, 'data'),
      TRADE_DEMO: 'true',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...(www ? { WEB_DIR: www } : {}),
      ...env,
    },
    stdio: [...stdio.slice(0, 3), 'ipc'],
  });
  const stop = async () => {
    if ((await exitWithin(child, 0)) === undefined) {
      child.kill('SIGTERM');
      if ((await exitWithin(child, STOP_DEADLINE_MS)) === undefined) {
        console.error(`el servidor no terminó ${STOP_DEADLINE_MS / 1000} s después de SIGTERM; se envía SIGKILL`);
        child.kill('SIGKILL');
        await exitWithin(child, STOP_DEADLINE_MS);
      }
    }
    rmSync(work, { recursive: true, force: true });
    return child.exitCode;
  };
  try {
    const port = await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`el servidor no respondió en ${START_DEADLINE_MS / 1000} s`)),
        START_DEADLINE_MS,
      );
      child.on('message', (message) => {
        if (message?.listening) {
          clearTimeout(timer);
          resolve(message.listening);
        }
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`el servidor terminó con ${signal ?? `código ${code}`} antes de escuchar`));
      });
    });
    child.disconnect();
    return { url: `http://127.0.0.1:${port}`, dataDir: join(work, 'data'), pid: child.pid, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
