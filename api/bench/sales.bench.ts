import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, pgliteDirIn, queryRows, type DatabaseHandle } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo/demo.js';
import { measure } from './measure.js';

/**
 * Sales figures (no thresholds): saving sales of 10 lines (`/api/rfacturacion`: number, lines,
 * stock, cash, CPE signed and queued; sales/s at 4 connections), the sales list
 * (`/api/facturacion?page=1`) p50/p95 over 100,000 sales at 20 connections, and on PostgreSQL the
 * 500-sales check: 500 sales on one series at once through 4 API instances with their own pools
 * (numbers 1..500 without duplicate or gap, stock out once per line, one CPE each).
 * Run: pnpm --filter @trade/api bench:sales (BENCH_SECONDS, default 10; BENCH_SALES, default 100000;
 * BENCH_PGLITE=0 skips the embedded database; BENCH_PART=list measures the list alone: 20 sales saved
 * to copy, no save figures, no 500-sales check; BENCH_PART=concurrent the 500-sales check alone; BENCH_KEEP=1 keeps the PostgreSQL list database for
 * EXPLAIN ANALYZE). Prints the load average before and after: figures on a shared machine vary with it.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
console.log(
  `(carga media al empezar: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
const LISTED = Number(process.env.BENCH_SALES ?? 100_000);
const listOnly = process.env.BENCH_PART === 'list';

async function startApp(handle: DatabaseHandle, dataDir: string, tokenSecret: string) {
  // The CPE worker stays off: the figure is the save (CPE signed and queued), not SUNAT's round trip.
  const config = loadConfig({ ...process.env, DATABASE_URL: '' }, { dataDir, tokenSecret, webDir: undefined });
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, base: `http://127.0.0.1:${(app.server.address() as { port: number }).port}` };
}

/** Products with plenty of stock for the saves: a purchase of 100,000 units of each of 40 products. */
async function stockUp(handle: DatabaseHandle, base: string, headers: Record<string, string>) {
  const products = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
    handle.db,
    sql`select producto_id, unidad_medida_id from producto where not servicio and not control_serie and control_stock order by producto_id limit 40`,
  );
  const [store] = await queryRows<{ idalmacen: number }>(
    handle.db,
    sql`select idalmacen from almacen where predeterminado order by idalmacen limit 1`,
  );
  const [provider] = await queryRows<{ idpersona: number }>(
    handle.db,
    sql`select idpersona from persona where ubica_persona in (2, 3) order by idpersona limit 1`,
  );
  const res = await fetch(`${base}/api/rcompra`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      idpersona: provider!.idpersona,
      tipo_documento: '01',
      serie: 'F990',
      numero: Date.now() % 90_000_000,
      fecha: new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10),
      idmoneda: 1,
      tipo_pago_id: 1,
      idalmacen: store!.idalmacen,
      items: products.map((p) => ({ ...p, cantidad: '100000', costo_unitario: '1.00' })),
    }),
  });
  if (!res.ok) throw new Error(`stock: ${await res.text()}`);
  const [b001] = await queryRows<{ idserie: number }>(handle.db, sql`select idserie from serie where serie = 'B001'`);
  let k = 0;
  const sale = () =>
    JSON.stringify({
      facturacion: { idserie: b001!.idserie, idmoneda: 1, tipo_pago_id: 1, idalmacen: store!.idalmacen },
      detalles: Array.from({ length: 10 }, () => ({
        ...products[k++ % products.length]!,
        cantidad: '1',
        precio_unitario: '5.90',
      })),
    });
  return { sale, idserie: b001!.idserie };
}

async function login(base: string) {
  const answer = await (
    await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
    })
  ).json();
  const headers = { authorization: `Bearer ${answer.token}`, 'content-type': 'application/json' };
  await fetch(`${base}/api/rapertura`, { method: 'POST', headers, body: JSON.stringify({ monto_apertura: '100.00' }) });
  return headers;
}

async function run(where: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trade-bench-sales-'));
  const handle = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? undefined : pgliteDirIn(dataDir),
    poolSize: 20,
  });
  const tokenSecret = randomBytes(16).toString('hex');
  let app: FastifyInstance | undefined;
  try {
    await applyMigrations(handle, async (db) => void (await seedDemo(db)));
    const started = await startApp(handle, dataDir, tokenSecret);
    app = started.app;
    const headers = await login(started.base);
    const { sale } = await stockUp(handle, started.base, headers);
    if (listOnly)
      for (let i = 0; i < 20; i++)
        await fetch(`${started.base}/api/rfacturacion`, { method: 'POST', headers, body: sale() });
    else
      await measure(`${where} rfacturacion de 10 líneas (4 conexiones; req/s = ventas/s)`, 4, seconds, () =>
        fetch(`${started.base}/api/rfacturacion`, { method: 'POST', headers, body: sale() }),
      );
    const [saved] = await queryRows<{ n: number; queued: number }>(
      handle.db,
      sql`select count(*)::int as n, (select count(*)::int from cpe_documento where estado = 'en_cola') as queued from venta`,
    );
    console.log(`  ${saved!.n} ventas guardadas, ${saved!.queued} CPE en cola`);

    // The list over LISTED sales: copies of the saved headers spread over a year (the list reads headers only).
    const t0 = Date.now();
    await handle.db.execute(sql`
      insert into venta (idsucursal, idalmacen, idusuario, idserie, idcomprobante, codigo_comprobante, serie, numero, fecha, idmoneda, tipo_cambio, idpersona, tipo_pago_id, gravadas, igv, total)
      select v.idsucursal, v.idalmacen, v.idusuario, v.idserie, v.idcomprobante, v.codigo_comprobante, v.serie, 10000000 + i, (current_date - (i % 365)), v.idmoneda, v.tipo_cambio, v.idpersona, v.tipo_pago_id, v.gravadas, v.igv, v.total
        from generate_series(1, ${LISTED}) as i cross join lateral (select * from venta order by idventa desc limit 1) v`);
    await handle.db.execute(sql`analyze venta`);
    console.log(`  ${LISTED.toLocaleString('es-PE')} ventas cargadas en ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const pages = [
      'page=1',
      'page=1&idusuario=0&idsucursal=0',
      'page=3&codigo_comprobante=03',
      'page=1&q=B001',
      `page=1&desde=${new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)}`,
    ];
    let n = 0;
    await measure(`${where} facturacion (${LISTED.toLocaleString('es-PE')} ventas, 20 conexiones)`, 20, seconds, () =>
      fetch(`${started.base}/api/facturacion?${pages[n++ % pages.length]}`, {
        headers: { authorization: headers.authorization },
      }),
    );
  } finally {
    await app?.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** PostgreSQL: 500 sales on one series at once through 4 API instances (own pools), then the checks. */
async function concurrentCheck(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trade-bench-sales-'));
  const tokenSecret = randomBytes(16).toString('hex');
  const handles = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl, poolSize: 10 })));
  const apps: FastifyInstance[] = [];
  try {
    await applyMigrations(handles[0]!, async (db) => void (await seedDemo(db)));
    const started: Awaited<ReturnType<typeof startApp>>[] = [];
    for (const handle of handles) started.push(await startApp(handle, dataDir, tokenSecret));
    apps.push(...started.map((s) => s.app));
    const headers = await login(started[0]!.base);
    const { sale, idserie } = await stockUp(handles[0]!, started[0]!.base, headers);
    const [before] = await queryRows<{ correlativo: number; salidas: string }>(
      handles[0]!.db,
      sql`select correlativo, (select coalesce(sum(cantidad_salida), 0)::text from kardex) as salidas from serie where idserie = ${idserie}`,
    );
    const t0 = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        fetch(`${started[i % 4]!.base}/api/rfacturacion`, { method: 'POST', headers, body: sale() }).then((r) =>
          r.json(),
        ),
      ),
    );
    const elapsed = (Date.now() - t0) / 1000;
    const numbers = answers
      .filter((a) => a.status === 200)
      .map((a) => a.detalles.numero as number)
      .sort((a, b) => a - b);
    const contiguous = numbers.every((x, i) => x === before!.correlativo + i);
    const [after] = await queryRows<{ salidas: string; cpes: number; distinct: number }>(
      handles[0]!.db,
      sql`select (select coalesce(sum(cantidad_salida), 0)::text from kardex) as salidas, count(*)::int as cpes, count(distinct numero)::int as distinct
            from cpe_documento where tipo_doc = '03' and serie = 'B001' and numero >= ${before!.correlativo}`,
    );
    console.log(
      `\nPostgreSQL 500 ventas a la vez en una serie con 4 instancias: ${numbers.length} guardadas en ${elapsed.toFixed(1)} s (${(numbers.length / elapsed).toFixed(1)}/s); números ${numbers[0]}..${numbers.at(-1)} ${contiguous ? 'sin duplicados ni huecos' : 'CON HUECOS O DUPLICADOS'}; ` +
        `unidades salidas ${Number(after!.salidas) - Number(before!.salidas)} (esperadas ${numbers.length * 10}); CPE ${after!.cpes} (${after!.distinct} números distintos)`,
    );
  } finally {
    await Promise.all(apps.map((a) => a.close()));
    await Promise.all(handles.map((h) => h.close()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// BENCH_PGLITE=0 measures PostgreSQL only (the embedded database's part takes minutes on a loaded machine).
const concurrentOnly = process.env.BENCH_PART === 'concurrent';
if (process.env.BENCH_PGLITE !== '0' && !concurrentOnly) await run('PGlite');
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  const list = (url: string) => run('PostgreSQL', url);
  for (const step of listOnly ? [list] : concurrentOnly ? [concurrentCheck] : [list, concurrentCheck]) {
    const name = `trade_bench_sales_${randomBytes(5).toString('hex')}`;
    await admin(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await step(url.toString());
    } finally {
      if (process.env.BENCH_KEEP === '1') console.log(`(base de datos conservada: ${name})`);
      else await admin(`drop database if exists ${name} with (force)`);
    }
  }
} else console.log('(PostgreSQL: defina DATABASE_URL para medir también contra un servidor)');
console.log(
  `(carga media al terminar: ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')})`,
);
