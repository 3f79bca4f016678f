/**
 * API figures for `npm run bench`: authenticated calls under 50 concurrent keep-alive connections,
 * measured with autocannon (a maintained HTTP load tool), on the embedded database and, when asked,
 * on a PostgreSQL server (a fresh database created for the run and dropped afterwards).
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { repoRoot } from './lib.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;

/** Targets from issue 8 §6 (2-core machine), printed beside the figures. */
export const TARGETS = {
  pglite: { '/api/empleado?page=1': { rps: 800, p95: 100 } },
  postgres: { '/api/empleado?page=1': { rps: 2000, p95: 40 } },
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** One autocannon run; latencies are collected per response so p95 is exact (autocannon reports p90 and p97.5). */
function load(url, { headers, method = 'GET', body, seconds }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    let refused = 0;
    const started = performance.now();
    const instance = autocannon(
      { url, method, headers, body, connections: CONNECTIONS, duration: seconds },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = (performance.now() - started) / 1000;
        latencies.sort((a, b) => a - b);
        resolve({
          rps: latencies.length / elapsed,
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          refused,
          failed: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 400) refused += 1;
      latencies.push(responseTime);
    });
  });
}

async function signIn(base) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
  });
  const answer = await res.json();
  if (!answer.token) throw new Error(`no se pudo iniciar sesión para el benchmark: ${JSON.stringify(answer)}`);
  return answer;
}

function problems({ refused, failed, timeouts }) {
  const parts = [
    refused && `${refused} respuestas de error`,
    failed && `${failed} fallos de conexión (${timeouts} sin respuesta en 10 s)`,
  ].filter(Boolean);
  return parts.length ? `   ${parts.join(', ')}` : '';
}

function verdict(figures, target) {
  if (!target) return '';
  const ok = figures.rps >= target.rps && figures.p95 <= target.p95;
  return `   meta ≥ ${target.rps} sol/s y p95 ≤ ${target.p95} ms: ${ok ? 'cumple' : 'NO cumple'}`;
}

/** Prints requests/s, p50 and p95 of each call at 50 connections against the API at `base`. */
export async function apiFigures(base, { label, targets = {} }) {
  const { token, user } = await signIn(base);
  const auth = { authorization: `Bearer ${token}` };
  const calls = [
    ['/api/empleado?page=1', { headers: auth }],
    ['/api/validate-token', { headers: auth }],
    [`/api/gmenususuario/${user.idusuario}`, { headers: auth }],
    [
      '/api/login',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
      },
    ],
  ];
  console.log(
    `API en ${label}, ${CONNECTIONS} conexiones, ${SECONDS} s por llamada (carga media del equipo: ${loadavg()[0].toFixed(1)}):`,
  );
  for (const [path, options] of calls) {
    await load(`${base}${path}`, { ...options, seconds: WARMUP_SECONDS });
    const figures = await load(`${base}${path}`, { ...options, seconds: SECONDS });
    console.log(
      `  ${path.padEnd(24)} ${figures.rps.toFixed(0).padStart(6)} sol/s   p50 ${figures.p50.toFixed(1).padStart(6)} ms   p95 ${figures.p95.toFixed(1).padStart(6)} ms` +
        `${problems(figures)}${verdict(figures, targets[path])}`,
    );
  }
}

/** A fresh database on the PostgreSQL server of `serverUrl`; drop() removes it. */
export async function scratchDatabase(serverUrl) {
  const pg = createRequire(join(repoRoot, 'api', 'package.json'))('pg');
  const name = `trade_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
