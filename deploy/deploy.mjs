#!/usr/bin/env node
/**
 * Static deploy of the front end (see docs/deploy.md):
 *
 *   node deploy/deploy.mjs all                      host + every remote (unchanged apps are not rebuilt)
 *   node deploy/deploy.mjs host                     the shell at <www>/
 *   node deploy/deploy.mjs remote <area> [--version <v>]
 *                                                   builds one area into <www>/remotes/<area>/<v>/ and points the manifest at it
 *   node deploy/deploy.mjs point <area> <version>   re-points the manifest (rollback = point to the previous version)
 *   node deploy/deploy.mjs list [area]              deployed versions, the current one marked
 *
 * <www> is deploy/www (or --www <dir>, or WEB_DIR); it is served at /trade. The runtime manifest
 * <www>/remotes.json is read by the host on every visit, so a remote changes without a host build.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { AREAS, build, outputHash, repoRoot } from './builds.mjs';

const BASE_PATH = '/trade';

export function wwwDir(explicit) {
  return resolve(explicit ?? process.env.WEB_DIR ?? join(repoRoot, 'deploy', 'www'));
}

const manifestFile = (www) => join(www, 'remotes.json');

export function readManifest(www) {
  if (!existsSync(manifestFile(www))) return { apiBase: process.env.API_BASE ?? '', remotes: {} };
  return JSON.parse(readFileSync(manifestFile(www), 'utf8'));
}

/** Written to a temporary file and renamed, so a visitor never reads half a manifest. */
export function writeManifest(www, manifest) {
  mkdirSync(www, { recursive: true });
  const temp = `${manifestFile(www)}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(temp, manifestFile(www));
}

export function versions(www, area) {
  const dir = join(www, 'remotes', area);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((v) => existsSync(join(dir, v, 'mf-manifest.json')))
    .sort((a, b) => statSync(join(dir, a)).mtimeMs - statSync(join(dir, b)).mtimeMs);
}

export function point(www, area, version) {
  if (!AREAS.includes(area)) throw new Error(`Área desconocida: ${area}. Áreas: ${AREAS.join(', ')}`);
  if (!existsSync(join(www, 'remotes', area, version, 'mf-manifest.json')))
    throw new Error(`No existe la versión ${version} de ${area} en ${www}`);
  const manifest = readManifest(www);
  manifest.remotes[area] = `${BASE_PATH}/remotes/${area}/${version}/mf-manifest.json`;
  writeManifest(www, manifest);
}

export function deployRemote(www, area, { version, force, log = console.log } = {}) {
  const dist = build(area, { force, log });
  const target = version ?? outputHash(dist);
  const dir = join(www, 'remotes', area, target);
  if (!existsSync(join(dir, 'mf-manifest.json'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(dist, dir, { recursive: true, filter: (src) => !src.endsWith('.build-input') });
  }
  point(www, area, target);
  log(`${area}: publicado ${target}`);
  return target;
}

export function deployHost(www, { force, log = console.log } = {}) {
  const dist = build('host', { force, log });
  mkdirSync(www, { recursive: true });
  // Hashed assets first, the page last (its compressed copies just before it): a visitor never
  // gets a page whose scripts are missing.
  const page = ['index.html.br', 'index.html.gz', 'index.html'];
  cpSync(join(dist, 'static'), join(www, 'static'), { recursive: true });
  for (const file of readdirSync(dist)) {
    if (['static', '.build-input', ...page].includes(file)) continue;
    cpSync(join(dist, file), join(www, file), { recursive: true });
  }
  for (const file of page) if (existsSync(join(dist, file))) cpSync(join(dist, file), join(www, file));
  if (!existsSync(manifestFile(www))) writeManifest(www, readManifest(www));
  log('host: publicado');
}

export function deployAll(www, options = {}) {
  deployHost(www, options);
  for (const area of AREAS) deployRemote(www, area, options);
}

function main(argv) {
  const args = [...argv];
  const flag = (name) => {
    const i = args.indexOf(name);
    if (i < 0) return undefined;
    const [, value] = args.splice(i, 2);
    return value;
  };
  const www = wwwDir(flag('--www'));
  const version = flag('--version');
  const force = args.includes('--force');
  const [command, area, target] = args.filter((a) => a !== '--force');
  switch (command) {
    case 'all':
      return deployAll(www, { force });
    case 'host':
      return deployHost(www, { force });
    case 'remote':
      return deployRemote(www, area, { version, force });
    case 'point':
      point(www, area, target);
      return console.log(`${area} → ${target}`);
    case 'list': {
      const current = readManifest(www).remotes;
      for (const a of area ? [area] : AREAS) {
        const list = versions(www, a).map((v) => (current[a]?.includes(`/${v}/`) ? `*${v}` : v));
        console.log(`${a}: ${list.join(' ') || '(sin versiones)'}`);
      }
      return;
    }
    default:
      console.log(
        readFileSync(new URL(import.meta.url), 'utf8')
          .split('\n')
          .slice(1, 15)
          .join('\n')
          .replace(/^ ?\/?\*+ ?/gm, ''),
      );
      process.exitCode = command ? 1 : 0;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
