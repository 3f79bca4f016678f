import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
export const PNPM_VERSION = '10.34.9';

/** pnpm of the pinned version: the one on PATH when it matches, else through npx (only Node and npm needed). */
function pnpmCommand() {
  const onPath = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (onPath.status === 0 && onPath.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: repoRoot, ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} terminó con código ${result.status}`);
}

export function pnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  run(command, [...prefix, ...args], options);
}

/** Installs the workspace's dependencies when they are missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = join(repoRoot, 'node_modules', '.modules.yaml');
  const lock = join(repoRoot, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Instalando dependencias (pnpm install)...');
  pnpm(['install', '--frozen-lockfile']);
}

/** Debian packages the tests need (Chromium for Playwright, xmlsec1/xmllint for signatures and schemas, pdftotext). */
const SYSTEM_TOOLS = [
  { binary: '/usr/bin/chromium', pkg: 'chromium' },
  { binary: '/usr/bin/xmlsec1', pkg: 'xmlsec1' },
  { binary: '/usr/bin/xmllint', pkg: 'libxml2-utils' },
  { binary: '/usr/bin/pdftotext', pkg: 'poppler-utils' },
];

export function ensureSystemTools() {
  const missing = SYSTEM_TOOLS.filter((t) => !existsSync(t.binary)).map((t) => t.pkg);
  if (missing.length === 0) return;
  const root = process.getuid?.() === 0;
  const sudo = root ? [] : ['sudo', '-n'];
  console.log(`Instalando paquetes de Debian para las pruebas: ${missing.join(' ')}`);
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
  } catch (error) {
    throw new Error(
      `No se pudieron instalar ${missing.join(', ')} (${error.message}). Instálelos con: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
}

/** Runs the API server as a child process; resolves when it exits. */
export function startApi(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(repoRoot, 'api'),
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 0)));
}

/** Where npm was run from: relative paths the user typed are relative to it, not to api/. */
export const userPath = (path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** Runs a TypeScript script of the API (tsx) with the folders of its environment made absolute; resolves to its exit code. */
export function runApiScript(script, args) {
  const env = {
    ...process.env,
    DATA_DIR: process.env.DATA_DIR ? userPath(process.env.DATA_DIR) : join(repoRoot, 'data'),
  };
  for (const name of ['BACKUP_DIR', 'BACKUP_COPY_DIR']) if (env[name]) env[name] = userPath(env[name]);
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: join(repoRoot, 'api'),
    stdio: 'inherit',
    env,
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}
