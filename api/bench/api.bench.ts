import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { postgresCpuMs } from './measure.js';

/**
 * Authenticated-call throughput of the API in its own process: a paged list (`/api/empleado?page=1`),
 * `/api/validate-token` and `/api/gmenususuario/{id}` at 50 connections. Prints figures only.
 * Run: pnpm bench:api (embedded database), or with DATABASE_URL for a PostgreSQL server.
 * BENCH_SECONDS (default 10) per call; BENCH_PATHS=list measures the paged list only;
 * BENCH_CPU_PROF=<folder> runs the API with `--cpu-prof` (a .cpuprofile written when it stops:
 * `tsx bench/cpu-profile.ts <file>` summarises it; the start-up is in it too, the load dominates).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** CPU time (user + system) of one process so far, in ms (Linux /proc; 100 ticks per second). */
const processCpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'trade-bench-'));
const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
const server = spawn(
  process.execPath,
  [...profile, '--import', 'tsx', fileURLToPath(new URL('../src/server.ts', import.meta.url))],
  {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CPE_WORKER: 'false',
      LOG_LEVEL: 'warn',
      TRADE_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
const base = `http://127.0.0.1:${port}`;
try {
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('escuchando') && resolve());
    server.once('exit', (code) => reject(new Error(`la API terminó (${code})`)));
  });
  const login = await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
    })
  ).json();
  const headers = { authorization: `Bearer ${login.token}` };
  const where = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const paths = ['/api/empleado?page=1', '/api/validate-token', `/api/gmenususuario/${login.user.idusuario}`];
  for (const path of process.env.BENCH_PATHS === 'list' ? paths.slice(0, 1) : paths) {
    await autocannon({ url: `${base}${path}`, headers, connections, duration: 2 }); // warm-up
    const times: number[] = [];
    const cpu0 = processCpuMs(server.pid!);
    const pg0 = process.env.DATABASE_URL ? postgresCpuMs() : undefined;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const run = autocannon({ url: `${base}${path}`, headers, connections, duration: seconds }, (error, done) =>
        error ? reject(error) : resolve(done),
      );
      run.on('response', (_client, _status, _bytes, time) => times.push(time));
    });
    const apiCpu = (processCpuMs(server.pid!) - cpu0) / times.length;
    const pgCpu = pg0 === undefined ? undefined : (postgresCpuMs()! - pg0) / times.length;
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    const errors = result.errors + result.non2xx;
    console.log(
      `${where} ${path.padEnd(28)} ${connections} conexiones: ${Math.round(result.requests.average)} req/s, p50 ${at(0.5)} ms, p95 ${at(0.95)} ms` +
        `; CPU por llamada: API ${apiCpu.toFixed(2)} ms` +
        (pgCpu === undefined ? '' : `, PostgreSQL ${pgCpu.toFixed(2)} ms`) +
        (errors ? `, ${errors} errores` : ''),
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
