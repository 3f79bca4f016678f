import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { openDatabase } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo/demo.js';

/**
 * The load loop every bench uses: `connections` workers call `next()` back to back for `seconds`
 * (after a warm-up), then one line with requests/s, p50, p95 and the slowest call. A call fails on an
 * HTTP error or an envelope whose status is not 200 (its first mensaje is printed).
 */
export async function measure(
  label: string,
  connections: number,
  seconds: number,
  next: () => Promise<Response>,
  warmUpMs = 2000,
) {
  let firstFailure = '';
  const load = async (ms: number, times: number[]) => {
    const until = Date.now() + ms;
    let failed = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const t0 = performance.now();
          const res = await next();
          const text = await res.text();
          times.push(performance.now() - t0);
          const envelope = res.headers.get('content-type')?.includes('json')
            ? (JSON.parse(text) as { status?: number; mensaje?: string })
            : undefined;
          if (!res.ok || (envelope?.status !== undefined && envelope.status !== 200)) {
            failed++;
            firstFailure ||= envelope?.mensaje ?? `HTTP ${res.status}`;
          }
        }
      }),
    );
    return failed;
  };
  await load(warmUpMs, []);
  const times: number[] = [];
  const started = Date.now();
  const failed = await load(seconds * 1000, times);
  const elapsed = (Date.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    times.length ? times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1) : '–';
  console.log(
    `${label}: ${(times.length / elapsed).toFixed(1)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, máx ${at(1)} ms (${times.length} llamadas${failed ? `, ${failed} fallidas: ${firstFailure}` : ''})`,
  );
}

/**
 * CPU time used so far by the PostgreSQL server on this machine (every `postgres` process, plus what
 * the postmaster collected from backends that already ended), in ms; undefined where /proc cannot tell.
 * Two readings around a measured stretch give the server's share of the work.
 */
const CLOCK_TICKS_PER_SECOND = 100; // Linux's USER_HZ

export function postgresCpuMs(): number | undefined {
  let ticks = 0;
  let found = false;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (name !== 'postgres') continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14–17 of stat(5), 12–15 after the name.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    found = true;
  }
  return found ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
}

/**
 * The app in this process on a migrated database with the demo data, signed in as admin: what the
 * cost benches call through `inject` (no HTTP). `dataDir` is a fresh temporary folder; remove it after.
 */
export async function seededApp(handle: Awaited<ReturnType<typeof openDatabase>>) {
  await applyMigrations(handle, async (db) => void (await seedDemo(db)));
  const dataDir = mkdtempSync(join(tmpdir(), 'trade-bench-'));
  const config = loadConfig({ ...process.env, DATABASE_URL: '' }, { dataDir, tokenSecret: 'bench', webDir: undefined });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.ready();
  const login = (
    await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'Trade2026' } })
  ).json();
  return { app, dataDir, headers: { authorization: `Bearer ${login.token as string}` } };
}
