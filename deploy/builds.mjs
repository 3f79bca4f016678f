import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { AREAS } from '@trade/build/areas';
import { precompress } from './compress.mjs';

export { AREAS };

export const repoRoot = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
/** Files of the workspace root every build reads (resolved versions, compiler settings). */
const ROOT_INPUTS = ['pnpm-lock.yaml', 'tsconfig.base.json'];
const IGNORED = new Set(['node_modules', 'dist', 'test', '.build-input']);

export const appDir = (app, root = repoRoot) => join(root, app === 'host' ? 'host' : `remotes/${app}`);

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** Every workspace package by name → its folder (the globs of pnpm-workspace.yaml: 'dir' or 'dir/*'). */
function workspacePackages(root) {
  // The list under `packages:`, up to the next top-level key.
  const section = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').split(/^packages:\s*$/m)[1] ?? '';
  const globs = section
    .split(/^\S/m)[0]
    .split('\n')
    .map((line) => line.match(/^\s*-\s*['"]?([^'"#\s]+)['"]?\s*$/)?.[1])
    .filter(Boolean);
  const folders = globs.flatMap((glob) => {
    if (!glob.endsWith('/*')) return [join(root, glob)];
    const parent = join(root, glob.slice(0, -2));
    return existsSync(parent) ? readdirSync(parent).map((name) => join(parent, name)) : [];
  });
  const found = new Map();
  for (const folder of folders) {
    const manifest = join(folder, 'package.json');
    if (existsSync(manifest)) found.set(readJson(manifest).name, folder);
  }
  return found;
}

/**
 * The folders an app's build reads: the app itself and every workspace package it depends on,
 * directly or through another one (`workspace:` dependencies and devDependencies), plus the root
 * files. Derived from the package.json files, so a new shared package is an input as soon as an
 * app depends on it.
 */
export function buildInputs(app, root = repoRoot) {
  const packages = workspacePackages(root);
  const seen = new Set();
  const visit = (folder) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    const manifest = readJson(join(folder, 'package.json'));
    for (const [name, range] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }))
      if (String(range).startsWith('workspace:') && packages.has(name)) visit(packages.get(name));
  };
  visit(appDir(app, root));
  return [...[...seen].sort(), ...ROOT_INPUTS.map((file) => join(root, file))];
}

function hashTree(hash, path, root) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  if (stat.isFile()) {
    hash.update(relative(root, path));
    hash.update(readFileSync(path));
    return;
  }
  for (const name of readdirSync(path).sort()) if (!IGNORED.has(name)) hashTree(hash, join(path, name), root);
}

/** A hash of everything that goes into an app's build. */
export function inputHash(app, root = repoRoot) {
  const hash = createHash('sha256');
  for (const input of buildInputs(app, root)) hashTree(hash, input, root);
  return hash.digest('hex').slice(0, 16);
}

/** A hash of the built files: the version folder of a deployed remote. */
export function outputHash(dir) {
  const hash = createHash('sha256');
  hashTree(hash, dir, dir);
  return hash.digest('hex').slice(0, 10);
}

/** Rsbuild in the app's folder (its rsbuild.config.mjs). */
function rsbuild(dir) {
  const result = spawnSync(
    process.execPath,
    [join(dir, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build', '--log-level', 'warn'],
    { cwd: dir, stdio: 'inherit' },
  );
  return result.status === 0;
}

/**
 * Builds an app unless its inputs are unchanged since the last build (a second start reuses builds),
 * with .br and .gz copies of its text files (see compress.mjs). `compile` and `root` are for tests.
 */
export function build(app, { force = false, log = console.log, root = repoRoot, compile = rsbuild } = {}) {
  const dir = appDir(app, root);
  const marker = join(dir, 'dist', '.build-input');
  const hash = inputHash(app, root);
  if (!force && existsSync(marker) && readFileSync(marker, 'utf8') === hash) {
    log(`${app}: sin cambios, se reutiliza la compilación`);
    precompress(join(dir, 'dist')); // a build made before precompression existed gets its copies once
    return join(dir, 'dist');
  }
  log(`${app}: compilando...`);
  if (!compile(dir)) throw new Error(`La compilación de ${app} falló`);
  precompress(join(dir, 'dist'));
  writeFileSync(marker, hash);
  return join(dir, 'dist');
}
