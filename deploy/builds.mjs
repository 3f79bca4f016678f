import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { AREAS } from '@trade/build/areas';
import { precompress } from './compress.mjs';

export { AREAS };

export const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
/** Workspace packages bundled into every app: a change in them rebuilds every app. */
const SHARED_INPUTS = [
  'shared/session',
  'shared/formats',
  'shared/build',
  'shared/ui',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];
const IGNORED = new Set(['node_modules', 'dist', 'test', '.build-input']);

export const appDir = (app) => join(repoRoot, app === 'host' ? 'host' : `remotes/${app}`);

function hashTree(hash, path) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    hash.update(relative(repoRoot, path));
    hash.update(readFileSync(path));
    return;
  }
  for (const name of readdirSync(path).sort()) if (!IGNORED.has(name)) hashTree(hash, join(path, name));
}

/** A hash of everything that goes into an app's build. */
export function inputHash(app) {
  const hash = createHash('sha256');
  for (const input of [appDir(app), ...SHARED_INPUTS.map((p) => join(repoRoot, p))]) hashTree(hash, input);
  return hash.digest('hex').slice(0, 16);
}

/** A hash of the built files: the version folder of a deployed remote. */
export function outputHash(dir) {
  const hash = createHash('sha256');
  hashTree(hash, dir);
  return hash.digest('hex').slice(0, 10);
}

/**
 * Builds an app unless its inputs are unchanged since the last build (a second start reuses builds),
 * with .br and .gz copies of its text files (see compress.mjs).
 */
export function build(app, { force = false, log = console.log } = {}) {
  const dir = appDir(app);
  const marker = join(dir, 'dist', '.build-input');
  const hash = inputHash(app);
  if (!force && existsSync(marker) && readFileSync(marker, 'utf8') === hash) {
    log(`${app}: sin cambios, se reutiliza la compilación`);
    precompress(join(dir, 'dist')); // a build made before precompression existed gets its copies once
    return join(dir, 'dist');
  }
  log(`${app}: compilando...`);
  const result = spawnSync(
    process.execPath,
    [join(dir, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build', '--log-level', 'warn'],
    { cwd: dir, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error(`La compilación de ${app} falló`);
  precompress(join(dir, 'dist'));
  writeFileSync(marker, hash);
  return join(dir, 'dist');
}
