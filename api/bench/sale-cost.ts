/**
 * The cost of one sale save, robust to a shared machine's load: N rfacturacion of 10 lines one after
 * the other, answering wall time, the API process's CPU time per save (process.cpuUsage: waiting for
 * the database or for another process's CPU does not count) and statements per save (PostgreSQL).
 * Run: DATABASE_URL=postgres://…/<an empty database> pnpm --filter @trade/api exec tsx bench/sale-cost.ts
 * (without DATABASE_URL: the embedded database in memory). SALE_N: saves measured (30);
 * SALE_PROFILE=<file.cpuprofile>: the V8 CPU profile of the measured saves only, with its top
 * functions printed (self and inclusive time, see cpu-profile.ts).
 */
import { rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { startProfile } from './cpu-profile.js';
import { postgresCpuMs, seededApp } from './measure.js';
// Counted before the pool connects: each connection binds the query method it finds.
let queries = 0;
const pgmod = (await import('pg')).default;
const oq = pgmod.Client.prototype.query;
(pgmod.Client.prototype as any).query = function (this: unknown, ...a: any[]) {
  queries++;
  return (oq as any).apply(this, a);
};
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
const { app, headers, dataDir } = await seededApp(handle);
await app.inject({ method: 'POST', url: '/api/rapertura', headers, payload: { monto_apertura: '100.00' } });
const products = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
  handle.db,
  sql`select p.producto_id, p.unidad_medida_id from producto p join stock s on s.producto_id = p.producto_id where not p.servicio and not p.control_serie and p.control_stock and s.cantidad >= 50 group by p.producto_id order by p.producto_id limit 10`,
);
const [b001] = await queryRows<{ idserie: number }>(handle.db, sql`select idserie from serie where serie = 'B001'`);
const payload = {
  facturacion: { idserie: b001!.idserie, idmoneda: 1, tipo_pago_id: 1 },
  detalles: products.map((p) => ({ ...p, cantidad: '1', precio_unitario: '5.90' })),
};
for (let i = 0; i < 10; i++) await app.inject({ method: 'POST', url: '/api/rfacturacion', headers, payload });
const N = Number(process.env.SALE_N ?? 30);
queries = 0;
const profiling = process.env.SALE_PROFILE ? await startProfile() : undefined;
const pg0 = postgresCpuMs();
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < N; i++) {
  const r = await app.inject({ method: 'POST', url: '/api/rfacturacion', headers, payload });
  if (r.statusCode !== 200) throw new Error(r.body);
}
const cpu = process.cpuUsage(cpu0);
const pg1 = postgresCpuMs();
if (profiling) await profiling.stop(process.env.SALE_PROFILE!);
const apiMs = (cpu.user + cpu.system) / 1000 / N;
const serverMs = process.env.DATABASE_URL && pg0 !== undefined && pg1 !== undefined ? (pg1 - pg0) / N : undefined;
console.log(
  `serial rfacturacion (${products.length} lines): ${((performance.now() - t0) / N).toFixed(1)} ms/sale wall, API CPU ${apiMs.toFixed(1)} ms/sale, ${(queries / N).toFixed(1)} statements/sale` +
    (serverMs !== undefined ? `, PostgreSQL CPU ${serverMs.toFixed(1)} ms/sale` : ''),
);
if (serverMs !== undefined) {
  // However many API processes run, the machine's cores bound sales/s by the CPU one sale needs in all.
  const cores = availableParallelism();
  console.log(
    `CPU ceiling on this machine (${cores} cores): ${((cores * 1000) / (apiMs + serverMs)).toFixed(0)} sales/s with every core busy; one API process: ${(1000 / apiMs).toFixed(0)} sales/s`,
  );
}
await app.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
