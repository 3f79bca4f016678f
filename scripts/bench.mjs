#!/usr/bin/env node
/**
 * `npm run bench`: prints the platform's figures (no thresholds; targets are shown beside them).
 *   - each remote's entry + manifest bytes on the wire (brotli, as served)
 *   - bytes on the wire of a first visit to /trade/login (cold cache), of the sign-in up to the menu,
 *     and of a second visit (immutable assets come from the browser's cache); JavaScript of the
 *     login page (target ≤ 200 KB)
 *   - how many times react, react-dom and antd are fetched while a user visits remote screens (target: once)
 *   - login → menu visible time in Chromium on localhost (target ≤ 1 s)
 *   - requests/s, p50 and p95 of /api/empleado?page=1, /api/validate-token, the menu and the login
 *     at 50 connections (autocannon), on the embedded database and, with DATABASE_URL set or
 *     --postgres, on PostgreSQL (a scratch database)
 * then the API's own benchmarks (CPE engine, PDF printing).
 *   --platform  only the first part     --api  only the API figures     BENCH_SECONDS=10 per call
 */
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ensureDependencies, pnpm, repoRoot } from './lib.mjs';
import { startProduct } from './server.mjs';
import { TARGETS, apiFigures, scratchDatabase } from './bench-api.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

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

/** Counts what a page costs on the wire (Chromium's encodedDataLength: compressed bodies plus headers). */
async function wireMeter(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const meter = { wire: 0, decoded: 0, requests: 0, fromCache: 0, scripts: 0 };
  const kinds = new Map();
  cdp.on('Network.responseReceived', (e) => {
    kinds.set(e.requestId, e.type);
    if (e.response.fromDiskCache) meter.fromCache += 1;
  });
  cdp.on('Network.requestServedFromCache', () => (meter.fromCache += 1));
  cdp.on('Network.dataReceived', (e) => (meter.decoded += e.dataLength));
  cdp.on('Network.loadingFinished', (e) => {
    meter.requests += 1;
    meter.wire += e.encodedDataLength;
    if (kinds.get(e.requestId) === 'Script') meter.scripts += e.encodedDataLength;
  });
  return meter;
}

/** First visit (cold cache), sign-in up to the menu, and a second visit in the same browser. */
async function wireFigures(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const first = await wireMeter(page);
  await page.goto(`${url}/trade/login`, { waitUntil: 'networkidle' });
  console.log(
    `Primera visita a /trade/login: ${kb(first.wire)} en la red (${kb(first.decoded)} sin comprimir) en ${first.requests} solicitudes; ` +
      `JavaScript ${kb(first.scripts)} en la red (meta ≤ 200 KB)`,
  );
  await page.fill('#login-username', 'admin');
  await page.fill('#login-password', 'Trade2026');
  await page.click('button[type=submit]');
  await page.getByRole('menu', { name: 'Menú principal' }).waitFor();
  await page.waitForLoadState('networkidle');
  console.log(
    `Hasta el menú tras iniciar sesión: ${kb(first.wire)} en la red (${kb(first.decoded)} sin comprimir) en ${first.requests} solicitudes`,
  );
  const again = await context.newPage();
  const second = await wireMeter(again);
  await again.goto(`${url}/trade/login`, { waitUntil: 'networkidle' });
  console.log(
    `Segunda visita a /trade/login: ${kb(second.wire)} en la red; ${second.fromCache} archivos desde la caché del navegador`,
  );
  await context.close();
}

/**
 * Clicks a screen of the side menu by its exact name (an item's accessible name starts with its
 * icon's: 'menu Control de menús'; 'Dashboard' alone would also match longer names), opening the
 * closed groups until it shows. A screen is a leaf item (`li`): a group may bear the same name
 * (the group Dashboard holds the screen Dashboard).
 */
async function clickMenuItem(page, name) {
  const menu = page.getByRole('menu', { name: 'Menú principal' });
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const item = menu.getByRole('menuitem', { name: new RegExp(`^(\\S+ )?${escaped}$`) }).and(menu.locator('li'));
  const closedGroups = menu.locator('.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title');
  while (!(await item.isVisible()) && (await closedGroups.count()) > 0) await closedGroups.first().click();
  await item.click();
}

async function browserFigures(url, www) {
  const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await wireFigures(browser, url);

    // Login → menu visible, several fresh visits; where the time goes: the sign-in call (the
    // server's password check), the user's menus call, and when the page itself added the menu.
    const times = { total: [], login: [], menus: [], inPage: [] };
    for (let i = 0; i < 7; i++) {
      const context = await browser.newContext();
      const visit = await context.newPage();
      await visit.goto(`${url}/trade/login`, { waitUntil: 'networkidle' });
      await visit.fill('#login-username', 'admin');
      await visit.fill('#login-password', 'Trade2026');
      await visit.evaluate(() => {
        const from = performance.now();
        new MutationObserver((_changes, observer) => {
          if (!document.querySelector('[aria-label="Menú principal"]')) return;
          window.benchMenuAt = performance.now() - from;
          observer.disconnect();
        }).observe(document, { subtree: true, childList: true });
      });
      const call = (path) => visit.waitForResponse((r) => new URL(r.url()).pathname.startsWith(path));
      const [login, menus] = [call('/api/login'), call('/api/gmenususuario/')];
      const started = Date.now();
      await visit.click('button[type=submit]');
      await visit.getByRole('menu', { name: 'Menú principal' }).waitFor();
      times.total.push(Date.now() - started);
      for (const [key, answer] of [
        ['login', await login],
        ['menus', await menus],
      ]) {
        const timing = answer.request().timing();
        times[key].push(Math.round(timing.responseEnd - timing.requestStart));
      }
      times.inPage.push(Math.round(await visit.evaluate(() => window.benchMenuAt)));
      await context.close();
    }
    console.log(
      `Login → menú visible: mediana ${median(times.total)} ms, máx. ${Math.max(...times.total)} ms (meta ≤ 1 s); ` +
        `medianas: POST /api/login ${median(times.login)} ms, menús del usuario ${median(times.menus)} ms, ` +
        `menú en la página ${median(times.inPage)} ms después del clic`,
    );

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
      const answer = await fetch(`/api/gmenususuario/${me.sub}`, {
        headers: { Authorization: `Bearer ${token}` },
      }).then((r) => r.json());
      return answer.detalles.flatMap((group) => group.hijos.map((h) => h.nombre));
    });
    // Navigate inside the app (menu clicks), as a user does: one page load for the whole visit.
    for (const name of paths) {
      await clickMenuItem(visit, name);
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

/** What a file costs on the wire when the browser takes brotli: its .br copy when there is one. */
const wireSize = (file) => {
  try {
    return statSync(`${file}.br`).size;
  } catch {
    return statSync(file).size;
  }
};

function remoteSizes(www) {
  const remotes = JSON.parse(readFileSync(join(www, 'remotes.json'), 'utf8')).remotes;
  console.log('Entrada + manifiesto de cada remoto (bytes en la red, brotli):');
  for (const [area, url] of Object.entries(remotes)) {
    const dir = join(www, url.replace(/^\/trade\//, '').replace(/mf-manifest\.json$/, ''));
    const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
    const entry = join(dir, manifest.metaData.remoteEntry.path ?? '', manifest.metaData.remoteEntry.name);
    console.log(
      `  ${area.padEnd(20)} entrada ${kb(wireSize(entry)).padStart(9)}   manifiesto ${kb(wireSize(join(dir, 'mf-manifest.json'))).padStart(8)}`,
    );
  }
}

ensureDependencies();
const { deployAll, wwwDir } = await import('../deploy/deploy.mjs');
const www = wwwDir();
deployAll(www, { log: () => {} });

const apiOnly = process.argv.includes('--api');
const postgresUrl =
  process.env.DATABASE_URL ||
  (process.argv.includes('--postgres') ? 'postgres://postgres:postgres@127.0.0.1:5432/postgres' : undefined);
// The bench signs in thousands of times: no login throttling in its throwaway servers.
const benchEnv = {
  LOG_LEVEL: 'error',
  LOGIN_MAX_FAILURES: '1000000',
  LOGIN_ADDRESS_MAX_FAILURES: '1000000',
  TRACKING_MAX_PER_ADDRESS: '1000000',
};

console.log('▶ Plataforma');
if (!apiOnly) remoteSizes(www);
const product = await startProduct({ www, seeded: true, env: benchEnv });
try {
  if (!apiOnly) await browserFigures(product.url, www);
  await apiFigures(product.url, { label: 'la base embebida (PGlite)', targets: TARGETS.pglite });
} finally {
  await product.stop();
}
if (postgresUrl) {
  const scratch = await scratchDatabase(postgresUrl);
  const onPostgres = await startProduct({ env: { ...benchEnv, DATABASE_URL: scratch.url } });
  try {
    await apiFigures(onPostgres.url, { label: `PostgreSQL (${new URL(postgresUrl).host})`, targets: TARGETS.postgres });
  } finally {
    await onPostgres.stop();
    await scratch.drop();
  }
} else console.log('(PostgreSQL: defina DATABASE_URL o use --postgres para medir también contra un servidor)');

if (!process.argv.includes('--platform') && !apiOnly) {
  const scripts = JSON.parse(readFileSync(join(repoRoot, 'api', 'package.json'), 'utf8')).scripts;
  for (const name of Object.keys(scripts).filter((s) => s.startsWith('bench:'))) {
    console.log(`\n▶ ${name}`);
    pnpm(['--filter', '@trade/api', 'run', name]);
  }
}
