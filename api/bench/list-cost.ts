import { rmSync } from 'node:fs';
import { openDatabase } from '../src/db/client.js';
import { startProfile } from './cpu-profile.js';
import { seededApp } from './measure.js';

/**
 * The API's own CPU per paged-list call (`/api/empleado?page=1`), without HTTP and without
 * concurrency: calls through `inject`, `LIST_CONCURRENCY` (default 8) at a time, CPU of this
 * process (process.cpuUsage) over LIST_CALLS calls after a warm-up. Less sensitive to the machine's
 * load than requests per second (docs/architecture.md). On PGlite (default) or DATABASE_URL (an
 * existing database, migrated and seeded here). LIST_PROFILE=<file.cpuprofile> profiles the measured calls.
 * Run: pnpm --filter @trade/api exec tsx bench/list-cost.ts
 */
const calls = Number(process.env.LIST_CALLS ?? 3000);
const concurrency = Number(process.env.LIST_CONCURRENCY ?? 8);
const path = process.env.LIST_PATH ?? '/api/empleado?page=1';
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, poolSize: 10 });
const { app, headers, dataDir } = await seededApp(handle);
try {
  const run = async (n: number) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next++ < n) {
          const res = await app.inject({ method: 'GET', url: path, headers });
          if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
        }
      }),
    );
  };
  await run(Math.min(1000, calls));
  const profile = process.env.LIST_PROFILE ? await startProfile() : undefined;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await run(calls);
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  console.log(
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'} ${path}: CPU de la API ${((cpu.user + cpu.system) / 1000 / calls).toFixed(3)} ms por llamada ` +
      `(${(cpu.system / 1000 / calls).toFixed(3)} de sistema), ${(wall / calls).toFixed(3)} ms de reloj por llamada, ${calls} llamadas de ${concurrency} en ${concurrency}`,
  );
  await profile?.stop(process.env.LIST_PROFILE!, 40);
  await app.close();
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
