#!/usr/bin/env node
/**
 * `npm run bench`: prints the platform's figures (no thresholds; targets are shown beside them).
 *   - gzip bytes of the JavaScript /trade/login loads (target ≤ 200 KB)
 *   - each remote's entry + manifest bytes
 *   - how many times react, react-dom and antd are fetched while a user visits remote screens (target: once)
 *   - login → menu visible time in Chromium on localhost (target ≤ 1 s)
 *   - /api/login and /api/gmenususuario/{id} latency with 50 concurrent connections (p50 / p95)
 * then the API's own benchmarks (CPE engine, PDF printing). `--platform` runs only the first part.
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ensureDependencies, pnpm, repoRoot } from './lib.mjs';
import { startProduct } from './server.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/**
 * For react, react-dom and antd in the host's and every remote's MF manifest, the asset that holds
 * the package's code (its largest file; smaller ones are helpers shared with other modules).
 */
function sharedAssetOwners(www) {
  const owners = new Map();
  const add = (manifestPath, dir, base) => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
    for (const shared of manifest.shared ?? []) {
      if (!['react', 'react-dom', 'antd'].includes(shared.name)) continue;
      const assets = [...shared.assets.js.sync, ...shared.assets.js.async];
      const largest = assets.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0];
      if (largest) owners.set(`${base}${largest}`, [...(owners.get(`${base}${largest}`) ?? []), shared.name]);
    }
  };
  add(join(www, 'mf-manifest.json'), www, '/trade/');
  const remotes = JSON.parse(readFileSync(join(www, 'remotes.json'), 'utf8')).remotes;
  for (const url of Object.values(remotes)) {
    const dir = join(www, url.replace(/^\/trade\//, '').replace(/mf-manifest\.json$/, ''));
    add(join(dir, 'mf-manifest.json'), dir, url.replace(/mf-manifest\.json$/, ''));
  }
  return owners;
}

async function browserFigures(url, www) {
  const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    // JavaScript of the login page, gzip-compressed as a server would send it.
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.body().then((b) => gzipSync(b).length, () => 0));
    });
    await page.goto(`${url}/trade/login`, { waitUntil: 'networkidle' });
    const loginJs = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    console.log(`JavaScript de /trade/login: ${kb(loginJs)} gzip en ${scripts.length} archivos (meta ≤ 200 KB)`);
    await page.close();

    // Login → menu visible, several fresh visits.
    const times = [];
    for (let i = 0; i < 5; i++) {
      const context = await browser.newContext();
      const visit = await context.newPage();
      await visit.goto(`${url}/trade/login`, { waitUntil: 'networkidle' });
      await visit.fill('#login-username', 'admin');
      await visit.fill('#login-password', 'Trade2026');
      const started = Date.now();
      await visit.click('button[type=submit]');
      await visit.getByRole('menu', { name: 'Menú principal' }).waitFor();
      times.push(Date.now() - started);
      await context.close();
    }
    console.log(`Login → menú visible: mediana ${median(times)} ms, máx. ${Math.max(...times)} ms (meta ≤ 1 s)`);

    // Shared singletons fetched while visiting every screen of every remote in the admin's menu.
    const owners = sharedAssetOwners(www);
    const context = await browser.newContext();
    const visit = await context.newPage();
    const fetched = { react: 0, 'react-dom': 0, antd: 0 };
    const remotesVisited = new Set();
    visit.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      for (const owner of owners.get(path) ?? []) fetched[owner] += 1;
      const remote = path.match(/^\/trade\/remotes\/([^/]+)\//);
      if (remote) remotesVisited.add(remote[1]);
    });
    await visit.goto(`${url}/trade/login`);
    await visit.fill('#login-username', 'admin');
    await visit.fill('#login-password', 'Trade2026');
    await visit.click('button[type=submit]');
    await visit.getByRole('menu', { name: 'Menú principal' }).waitFor();
    const paths = await visit.evaluate(async () => {
      const token = localStorage.getItem('trade.access_token');
      const me = JSON.parse(atob(token.split('.')[1]));
      const answer = await fetch(`/api/gmenususuario/${me.sub}`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.json());
      return answer.detalles.flatMap((group) => group.hijos.map((h) => h.nombre));
    });
    // Navigate inside the app (menu clicks), as a user does: one page load for the whole visit.
    for (const name of paths) {
      await visit.getByRole('menuitem', { name }).click();
      await visit.waitForLoadState('networkidle');
      await visit.waitForTimeout(300);
    }
    console.log(
      `Descargas al visitar ${paths.length} pantallas de ${remotesVisited.size} remoto(s) [${[...remotesVisited].join(', ')}]: ` +
        `react ${fetched.react}, react-dom ${fetched['react-dom']}, antd ${fetched.antd} (meta: 1 cada uno)`,
    );
    await context.close();
  } finally {
    await browser.close();
  }
}

function remoteSizes(www) {
  const remotes = JSON.parse(readFileSync(join(www, 'remotes.json'), 'utf8')).remotes;
  console.log('Entrada + manifiesto de cada remoto (bytes gzip):');
  for (const [area, url] of Object.entries(remotes)) {
    const dir = join(www, url.replace(/^\/trade\//, '').replace(/mf-manifest\.json$/, ''));
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
    const entry = join(dir, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
    const entryBytes = gzipSync(readFileSync(entry)).length;
    const manifestBytes = gzipSync(readFileSync(join(dir, 'mf-manifest.json'))).length;
    console.log(`  ${area.padEnd(20)} entrada ${kb(entryBytes).padStart(9)}   manifiesto ${kb(manifestBytes).padStart(8)}`);
  }
}

async function apiLatency(url) {
  const login = () => fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'Trade2026' }) });
  const { token, user } = await (await login()).json();
  const menus = () => fetch(`${url}/api/gmenususuario/${user.idusuario}`, { headers: { authorization: `Bearer ${token}` } });
  for (const [name, call, seconds] of [
    ['/api/login', login, 10],
    [`/api/gmenususuario/${user.idusuario}`, menus, 10],
  ]) {
    const latencies = [];
    let errors = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          const response = await call().catch(() => null);
          if (!response?.ok) errors += 1;
          await response?.arrayBuffer();
          latencies.push(performance.now() - started);
        }
      }),
    );
    console.log(
      `${name} con 50 conexiones: p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
        `${(latencies.length / seconds).toFixed(0)} solicitudes/s${errors ? `, ${errors} errores` : ''}`,
    );
  }
}

ensureDependencies();
const { deployAll, wwwDir } = await import('../deploy/deploy.mjs');
const www = wwwDir();
deployAll(www, { log: () => {} });

console.log('▶ Plataforma');
remoteSizes(www);
const product = await startProduct({ www, env: { LOG_LEVEL: 'error', LOGIN_MAX_FAILURES: '1000000' } });
try {
  await browserFigures(product.url, www);
  await apiLatency(product.url);
} finally {
  await product.stop();
}

if (!process.argv.includes('--platform')) {
  const scripts = JSON.parse(readFileSync(join(repoRoot, 'api', 'package.json'), 'utf8')).scripts;
  for (const name of Object.keys(scripts).filter((s) => s.startsWith('bench:'))) {
    console.log(`\n▶ ${name}`);
    pnpm(['--filter', '@trade/api', 'run', name]);
  }
}
