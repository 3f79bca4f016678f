import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

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

/** The files that decide what a demo data folder holds: the API's code and migrations. */
function seedInputs(dir, files = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) seedInputs(path, files);
    else files.push(path);
  }
  return files;
}

/** A key for the demo data of this code on this day (the demo's dates follow today, in Lima). */
function seedKey() {
  const hash = createHash('sha256');
  for (const dir of ['src', 'drizzle'])
    for (const file of seedInputs(join(repoRoot, 'api', dir)).sort()) {
      hash.update(relative(repoRoot, file));
      hash.update(readFileSync(file));
    }
  hash.update(new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' }));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Runs the product once with `--prepare` on `dataDir`: migrated and demo-seeded, then it exits. */
function prepareDataDir(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts', '--prepare'], {
    cwd: join(repoRoot, 'api'),
    env: { ...process.env, DATA_DIR: dataDir, TRADE_DEMO: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), START_DEADLINE_MS);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`no se pudo preparar la carpeta de datos de demostración (${signal ?? `código ${code}`})`));
    });
  });
}

/**
 * A demo data folder seeded once per code, day and machine, for products that test something
 * other than the first start (browser journeys, the session suite, the shutdown test): each copies
 * it (~0.3 s) instead of seeding its own (~25 s of CPU, twice that with two at once). The first
 * caller seeds it under a lock (a directory, made atomically); the others wait for it. Folders of
 * other code are removed once they are a day old.
 */
async function seededDataDir() {
  const root = join(tmpdir(), `trade-seeded-${seedKey()}`);
  const ready = join(root, 'ready');
  const lock = `${root}.lock`;
  const deadline = Date.now() + START_DEADLINE_MS;
  while (!existsSync(ready)) {
    let mine = false;
    try {
      mkdirSync(lock);
      mine = true;
    } catch {
      // Another process is seeding it; one that died holding the lock for longer than a start lets go.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })?.mtimeMs > START_DEADLINE_MS)
        rmSync(lock, { recursive: true, force: true });
    }
    if (mine) {
      try {
        rmSync(root, { recursive: true, force: true });
        await prepareDataDir(join(root, 'data'));
        writeFileSync(ready, new Date().toISOString());
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
      for (const other of readdirSync(tmpdir()).filter((name) => /^trade-seeded-[0-9a-f]+$/.test(name))) {
        const stamp = statSync(join(tmpdir(), other, 'ready'), { throwIfNoEntry: false });
        if (stamp && Date.now() - stamp.mtimeMs > 24 * 3600_000)
          rmSync(join(tmpdir(), other), { recursive: true, force: true });
      }
    } else {
      if (Date.now() > deadline) throw new Error('la carpeta de datos de demostración no estuvo lista a tiempo');
      await sleep(250);
    }
  }
  return join(root, 'data');
}

/**
 * Starts the real product (API, and the front end in `www` when given) with a fresh data folder
 * and demo data, for tests and benchmarks; `seeded: true` starts it on a copy of the demo folder
 * seeded once (`seededDataDir`), for tests whose subject is not the first start. The server binds a free port itself (PORT=0) and tells
 * this process which one through the IPC channel once it listens; resolves then.
 * `stop()` sends SIGTERM, and SIGKILL if the process has not exited within 20 s; it resolves with
 * the exit code (null when it had to be killed).
 */
export async function startProduct({ www, env = {}, stdio = ['ignore', 'ignore', 'inherit'], seeded = false } = {}) {
  const work = mkdtempSync(join(tmpdir(), 'trade-run-'));
  if (seeded) cpSync(await seededDataDir(), join(work, 'data'), { recursive: true });
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
