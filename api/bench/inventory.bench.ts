import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, pgliteDirIn, queryRows, type Database } from '../src/db/client.js';
import { productSearchStatements } from '../src/areas/inventory/products.repository.js';
import { applyMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo/demo.js';
import { measure } from './measure.js';

/**
 * Inventory figures (no thresholds): the product search of the sale screens
 * (`/api/productospaginado?limit=20&filtro=<words>`) over 50,000 products at 20 connections and at one
 * (what one cashier sees; p50, p95, requests/s; own load loop of fetch calls) with the EXPLAIN ANALYZE of
 * a common and a selective search, and saving entries of 20 lines (`/api/rentrada`, documents/s at 4 connections),
 * on the embedded database and, with DATABASE_URL set, on PostgreSQL (a scratch database).
 * Run: pnpm --filter @trade/api bench:inventory (BENCH_SECONDS, default 10, per measure).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 50_000);

const NOUNS = [
  'Tornillo',
  'Perno',
  'Tuerca',
  'Arandela',
  'Clavo',
  'Bisagra',
  'Candado',
  'Cable',
  'Tubo',
  'Codo',
  'Llave',
  'Foco',
  'Pintura',
  'Brocha',
  'Lija',
  'Cinta',
  'Arroz',
  'Azúcar',
  'Aceite',
  'Fideo',
  'Galleta',
  'Gaseosa',
  'Jabón',
  'Detergente',
  'Café',
  'Atún',
  'Leche',
  'Chocolate',
  'Sillón',
  'Manguera',
];
const QUALIFIERS = [
  'galvanizado',
  'inoxidable',
  'de bronce',
  'de PVC',
  'cromado',
  'extra',
  'premium',
  'económico',
  'reforzado',
  'térmico',
  'clásico',
  'light',
  'integral',
  'artesanal',
  'para exteriores',
  'de acero',
];
const SIZES = [
  '1/4"',
  '3/8"',
  '1/2"',
  '3/4"',
  '1"',
  '2"',
  '250 g',
  '500 g',
  '1 kg',
  '5 kg',
  '1 L',
  '1.5 L',
  '4 L',
  'N° 8',
  'N° 10',
  '12 mm',
];
// The first letters a cashier types before a pause: too short for the trigram index (pg_trgm needs 3).
const SHORT_SEARCHES = ['a', 'ca', 'to', '12', 'de', 'tu', 'le', 'p'];
const SEARCHES = [
  'tornillo galvanizado',
  'cafe',
  'aceite 1 l',
  'llave bronce',
  'pintura exteriores',
  'jabon',
  'cable 12 mm',
  'ARROZ EXTRA 5',
  'azucar',
  '775000',
  'FER-0001',
  'perno inoxidable 1/2',
  'leche',
  'codo pvc',
  'chocolate clasico',
  'manguera reforzada',
];

/**
 * EXPLAIN ANALYZE of the server's own search statements (productSearchStatements) for a common word (1 in
 * 30 products), a selective phrase (a few dozen) and two letters (too short for the trigram index: the
 * first products in name order, then, when they do not fill the page, every product): the scans
 * chosen, rows removed and time, one line each.
 */
async function explainSearches(db: Database) {
  const cases = [
    ['común', 'cafe'],
    ['selectiva', 'perno inoxidable 1/2'],
    ['corta', 'ca'],
    ['corta, agrupada', 'tu'],
  ] as const;
  for (const [kind, filtro] of cases)
    for (const [step, statement] of Object.entries(productSearchStatements(db, { limit: 20, filtro }))) {
      const plan = (
        await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, costs off) ${statement.getSQL()}`)
      ).map((r) => r['QUERY PLAN'].trim());
      // The scans of producto (not those of the sub-selects of units, prices and stock), what they removed, the sort, the time.
      const shown: string[] = [];
      let onProducto = false;
      for (const line of plan) {
        const node = /^->|^[A-Z][\w ]*\(actual/.test(line);
        if (node) onProducto = /Scan (on|using) producto(\b|_busqueda_idx|_nombre_idx)/.test(line);
        // The sort that cuts the matches to the page (top-N when they are more than the page), not the units' json_agg order.
        const cut = /^Sort Method: top-N/.test(line);
        if (
          (node && onProducto) ||
          (onProducto && /^(Rows Removed by Filter|Heap Blocks)/.test(line)) ||
          cut ||
          /^Execution Time/.test(line)
        )
          shown.push(line);
      }
      console.log(
        `  plan ${kind} ('${filtro}', ${step}): ${shown.map((line) => line.replace(/^->\s*/, '').replace(/\s*\(actual time=\S+ rows=(\d+)(\.\d+)? loops=\d+\)/, ' ($1 filas)')).join(' · ')}`,
      );
    }
}

async function run(where: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trade-bench-inv-'));
  const handle = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? undefined : pgliteDirIn(dataDir),
    poolSize: 20,
  });
  try {
    await applyMigrations(handle, async (db) => void (await seedDemo(db)));
    const started = Date.now();
    // 50,000 products with realistic names, codes and barcodes, each with its base unit and a price.
    await handle.db.execute(sql`
      insert into producto (codigo_producto, codigo_barra, denominacion, unidad_medida_id, idmarca)
      select 'BEN-' || lpad(i::text, 6, '0'), '779' || lpad(i::text, 10, '0'),
             (${sql.raw(`ARRAY[${NOUNS.map((n) => `'${n}'`).join(',')}]`)})[1 + i % ${NOUNS.length}] || ' ' ||
             (${sql.raw(`ARRAY[${QUALIFIERS.map((n) => `'${n}'`).join(',')}]`)})[1 + (i / 7)::int % ${QUALIFIERS.length}] || ' ' ||
             (${sql.raw(`ARRAY[${SIZES.map((n) => `'${n.replace(/'/g, "''")}'`).join(',')}]`)})[1 + (i / 3)::int % ${SIZES.length}] || ' modelo ' || i,
             (select unidad_medida_id from unidad_medida where abreviatura = 'UND'), (select min(idmarca) from marca)
        from generate_series(1, ${PRODUCTS}) as i`);
    await handle.db.execute(sql`
      insert into producto_unidad (producto_id, unidad_medida_id, factor, base, precioventa)
      select producto_id, unidad_medida_id, 1, true, round((1 + producto_id % 200)::numeric * 1.37, 2) from producto where codigo_producto like 'BEN-%'`);
    await handle.db.execute(sql`analyze producto`);
    await handle.db.execute(sql`analyze producto_unidad`);
    console.log(
      `\n${where}: ${PRODUCTS.toLocaleString('es-PE')} productos cargados en ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    await explainSearches(handle.db);
    const config = loadConfig(
      { ...process.env, DATABASE_URL: '' },
      { dataDir, tokenSecret: randomBytes(16).toString('hex'), webDir: undefined },
    );
    const app = await buildApp({ config, db: handle.db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const base = `http://127.0.0.1:${address.port}`;
    try {
      const login = await (
        await fetch(`${base}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
        })
      ).json();
      const headers = { authorization: `Bearer ${login.token}`, 'content-type': 'application/json' };
      const probe = await fetch(`${base}/api/productospaginado?limit=20&filtro=tornillo%20galvanizado`, { headers });
      const probeBody = await probe.json();
      console.log(`  prueba: HTTP ${probe.status}, ${probeBody.detalles?.length ?? probeBody.mensaje} filas`);
      let n = 0;
      await measure(
        `${where} productospaginado (${PRODUCTS.toLocaleString('es-PE')} productos, 20 conexiones)`,
        20,
        seconds,
        () =>
          fetch(
            `${base}/api/productospaginado?limit=20&filtro=${encodeURIComponent(SEARCHES[n++ % SEARCHES.length]!)}`,
            { headers: { authorization: headers.authorization } },
          ),
      );
      // What one cashier typing sees: the same phrases, one call at a time (no queue behind 19 others).
      await measure(
        `${where} productospaginado (${PRODUCTS.toLocaleString('es-PE')} productos, 1 conexión)`,
        1,
        seconds,
        () =>
          fetch(
            `${base}/api/productospaginado?limit=20&filtro=${encodeURIComponent(SEARCHES[n++ % SEARCHES.length]!)}`,
            { headers: { authorization: headers.authorization } },
          ),
      );
      await measure(`${where} productospaginado de 1–2 letras (1 conexión)`, 1, seconds, () =>
        fetch(
          `${base}/api/productospaginado?limit=20&filtro=${encodeURIComponent(SHORT_SEARCHES[n++ % SHORT_SEARCHES.length]!)}`,
          { headers: { authorization: headers.authorization } },
        ),
      );

      const [store] = await queryRows<{ idalmacen: number }>(
        handle.db,
        sql`select idalmacen from almacen where predeterminado order by idalmacen limit 1`,
      );
      const [reason] = await queryRows<{ idmotivo: number }>(
        handle.db,
        sql`select idmotivo from motivo where tipo = 1 and codigo_sunat = '02'`,
      );
      const products = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
        handle.db,
        sql`select producto_id, unidad_medida_id from producto where codigo_producto like 'BEN-%' order by producto_id limit 400`,
      );
      let k = 0;
      const body = () =>
        JSON.stringify({
          fecha: todayLima(),
          idalmacen: store!.idalmacen,
          idmotivo: reason!.idmotivo,
          tercero_nombre: 'DISTRIBUIDORA DE PRUEBA S.A.C.',
          items: Array.from({ length: 20 }, () => {
            const p = products[k++ % products.length]!;
            return {
              producto_id: p.producto_id,
              unidad_medida_id: p.unidad_medida_id,
              cantidad: '12',
              costo_unitario: '3.25',
            };
          }),
        });
      await measure(`${where} rentrada de 20 líneas (4 conexiones; req/s = documentos/s)`, 4, seconds, () =>
        fetch(`${base}/api/rentrada`, { method: 'POST', headers, body: body() }),
      );
      const [check] = await queryRows<{ docs: number; rows: number }>(
        handle.db,
        sql`select count(*)::int as docs, (select count(*)::int from kardex) as rows from entrada`,
      );
      console.log(`  ${check!.docs} entradas guardadas, ${check!.rows} filas de kardex`);
    } finally {
      await app.close();
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite');
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const name = `trade_bench_inv_${randomBytes(5).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run('PostgreSQL', url.toString());
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
} else console.log('(PostgreSQL: defina DATABASE_URL para medir también contra un servidor)');
