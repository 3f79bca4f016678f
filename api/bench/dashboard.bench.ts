import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { todayLima } from '@trade/formats';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { seedDemo } from '../src/demo/demo.js';
import { measure } from './measure.js';

/**
 * Dashboard figures (no thresholds; the issue's target is p95 ≤ 100 ms): the three calls
 * (resumenusuario, histogramaventasusuario, resumencobranzas) over BENCH_SALES sales (default
 * 100,000) on PostgreSQL, in a scratch database. The sales are copies of the demo's issued sales
 * (headers, lines, payments) spread over the last year and over the demo users and branches; the
 * credit ones open a client credit with one instalment (a third half paid), and each factura or
 * boleta has its CPE row (1 in 500 rejected, 1 in 700 signed and never sent).
 * Run: DATABASE_URL=postgres://… pnpm --filter @trade/api bench:dashboard (BENCH_SECONDS, default 10; BENCH_KEEP=<db> keeps the database).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const SALES = Number(process.env.BENCH_SALES ?? 100_000);
const FIRST = 10_000_000;

/** Copies of the demo's issued sales: headers, lines, payments, credits with one instalment, CPE rows. */
async function seedSales(handle: DatabaseHandle) {
  const ex = (q: ReturnType<typeof sql>) => handle.db.execute(q);
  await ex(
    sql`create temp table plantilla as select row_number() over (order by idventa) - 1 as k, v.* from venta v where v.estado_venta = 1`,
  );
  const [{ n }] = (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from plantilla`)) as [
    { n: number },
  ];
  const users = await queryRows<{ idusuario: number }>(
    handle.db,
    sql`select idusuario from usuario order by idusuario`,
  );
  const userList = sql.raw(`array[${users.map((u) => u.idusuario).join(',')}]`);
  await ex(sql`
    insert into venta (idsucursal, idalmacen, idusuario, idserie, idcomprobante, codigo_comprobante, serie, numero, fecha, idmoneda, tipo_cambio, idpersona, tipo_pago_id,
                       gravadas, exoneradas, inafectas, exportacion, gratuitas, descuento_global, descuentos, igv, icbper, total, pagado, vuelto)
    select p.idsucursal, p.idalmacen, (${userList})[1 + i % ${users.length}], p.idserie, p.idcomprobante, p.codigo_comprobante, p.serie, ${FIRST} + i,
           current_date - (i % 365), p.idmoneda, p.tipo_cambio, p.idpersona, p.tipo_pago_id,
           p.gravadas, p.exoneradas, p.inafectas, p.exportacion, p.gratuitas, p.descuento_global, p.descuentos, p.igv, p.icbper, p.total, p.pagado, p.vuelto
      from generate_series(1, ${SALES}) as i join plantilla p on p.k = i % ${n}`);
  const copy = sql.raw(`venta v join plantilla p on p.k = (v.numero - ${FIRST}) % ${n} and v.numero > ${FIRST}`);
  await ex(sql`
    insert into venta_detalle (idventa, item, producto_id, descripcion, unidad_medida_id, factor, cantidad, cantidad_base, precio_unitario, valor_unitario, descuento,
                               tipo_afectacion, gratuito, icbper, monto_icbper, valor_venta, igv, importe, costo_unitario)
    select v.idventa, d.item, d.producto_id, d.descripcion, d.unidad_medida_id, d.factor, d.cantidad, d.cantidad_base, d.precio_unitario, d.valor_unitario, d.descuento,
           d.tipo_afectacion, d.gratuito, d.icbper, d.monto_icbper, d.valor_venta, d.igv, d.importe, d.costo_unitario
      from ${copy} join venta_detalle d on d.idventa = p.idventa`);
  await ex(
    sql`insert into venta_pago (idventa, idformapago, monto, referencia) select v.idventa, vp.idformapago, vp.monto, vp.referencia from ${copy} join venta_pago vp on vp.idventa = p.idventa`,
  );
  // Credit copies: a client credit each, one instalment 30 days after the sale; every third half paid today.
  await ex(sql`
    insert into credito (tipo, idpersona, fecha, documento, idmoneda, total, saldo, idventa, idusuario, idsucursal)
    select 'cliente', v.idpersona, v.fecha, v.serie || '-' || v.numero, v.idmoneda, v.total, v.total, v.idventa, v.idusuario, v.idsucursal
      from venta v where v.numero > ${FIRST} and v.tipo_pago_id = 2`);
  await ex(
    sql`update venta v set idcredito = c.idcredito from credito c where c.idventa = v.idventa and v.numero > ${FIRST}`,
  );
  await ex(
    sql`insert into credito_cuota (idcredito, numero, monto, fecha_vencimiento) select c.idcredito, 1, c.total, c.fecha + 30 from credito c join venta v on v.idventa = c.idventa where v.numero > ${FIRST}`,
  );
  await ex(sql`
    insert into credito_pago (idcredito, fecha, importe, idformapago, idusuario)
    select c.idcredito, current_date - (c.idcredito % 30), round(c.total / 2, 2), 1, c.idusuario from credito c join venta v on v.idventa = c.idventa where v.numero > ${FIRST} and c.idcredito % 3 = 0`);
  await ex(
    sql`update credito_cuota q set pagado = pg.importe from credito_pago pg where pg.idcredito = q.idcredito and q.idcredito in (select c.idcredito from credito c join venta v on v.idventa = c.idventa where v.numero > ${FIRST})`,
  );
  await ex(
    sql`update credito c set saldo = c.total - pg.importe from credito_pago pg where pg.idcredito = c.idcredito and c.idventa in (select idventa from venta where numero > ${FIRST})`,
  );
  // Their CPE rows.
  await ex(sql`
    insert into cpe_documento (ruc, tipo_doc, serie, numero, nombre, fecha_emision, moneda, total, estado)
    select '20000000001', v.codigo_comprobante, v.serie, v.numero, '20000000001-' || v.codigo_comprobante || '-' || v.serie || '-' || v.numero, v.fecha::text, 'PEN', v.total,
           case when v.numero % 500 = 0 then 'rechazado' when v.numero % 700 = 0 then 'firmado' else 'aceptado' end
      from venta v where v.numero > ${FIRST} and v.codigo_comprobante in ('01', '03')`);
  await ex(
    sql`update venta v set cpe_documento_id = d.id from cpe_documento d where d.nombre = '20000000001-' || v.codigo_comprobante || '-' || v.serie || '-' || v.numero and v.numero > ${FIRST}`,
  );
  await ex(sql`analyze`);
  const [counts] = await queryRows<Record<string, number>>(
    handle.db,
    sql`select (select count(*)::int from venta) as ventas, (select count(*)::int from venta_detalle) as lineas, (select count(*)::int from credito) as creditos,
               (select count(*)::int from credito_pago) as pagos, (select count(*)::int from cpe_documento) as cpe`,
  );
  return counts!;
}

async function run(databaseUrl: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'trade-bench-dashboard-'));
  const handle = await openDatabase({ databaseUrl, poolSize: 20 });
  let app: FastifyInstance | undefined;
  try {
    await applyMigrations(handle, async (db) => void (await seedDemo(db)));
    const t0 = Date.now();
    const [seeded] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from venta where numero > ${FIRST}`,
    );
    const counts = seeded!.n ? { ventas: seeded!.n } : await seedSales(handle);
    console.log(
      `PostgreSQL: ${Object.entries(counts)
        .map(([k, v]) => `${v.toLocaleString('es-PE')} ${k}`)
        .join(', ')} (cargado en ${((Date.now() - t0) / 1000).toFixed(1)} s)`,
    );
    const config = loadConfig(
      { ...process.env, DATABASE_URL: '' },
      { dataDir, tokenSecret: randomBytes(16).toString('hex'), webDir: undefined },
    );
    app = await buildApp({ config, db: handle.db, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await (
      await fetch(`${base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
      })
    ).json();
    const headers = { authorization: `Bearer ${login.token}` };
    const users = await queryRows<{ idusuario: number }>(
      handle.db,
      sql`select idusuario from usuario order by idusuario`,
    );
    const branches = await queryRows<{ idsucursal: number }>(
      handle.db,
      sql`select idsucursal from sucursal order by idsucursal`,
    );
    const today = todayLima();
    const month = today.slice(0, 7);
    const back = (days: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    const scopes = [
      'rol=admin',
      `rol=admin&idsucursal=${branches[0]!.idsucursal}`,
      ...users.map((u) => `idusuario=${u.idusuario}`),
      `rol=admin&idusuario=${users[0]!.idusuario}&idsucursal=${branches.at(-1)!.idsucursal}`,
    ];
    const ranges = ['', `inicio=${back(89)}&fin=${today}`, `inicio=${back(6)}&fin=${today}`];
    const calls: Record<string, string[]> = {
      'resumenusuario (mes en curso)': scopes.map((s) => `/api/resumenusuario?${s}`),
      'resumenusuario (7 y 90 días)': scopes.flatMap((s) =>
        ranges.slice(1).map((r) => `/api/resumenusuario?${s}&${r}`),
      ),
      histogramaventasusuario: scopes.flatMap((s) =>
        [month, back(40).slice(0, 7)].map((m) => `/api/histogramaventasusuario?${s}&mes=${m}`),
      ),
      resumencobranzas: scopes.flatMap((s) => ranges.map((r) => `/api/resumencobranzas?${s}&${r}`)),
    };
    for (const connections of [1, 4]) {
      for (const [name, urls] of Object.entries(calls)) {
        let k = 0;
        await measure(
          `PostgreSQL ${name} (${SALES.toLocaleString('es-PE')} ventas, ${connections} ${connections === 1 ? 'conexión' : 'conexiones'})`,
          connections,
          seconds,
          () => fetch(`${base}${urls[k++ % urls.length]}`, { headers }),
          1500,
        );
      }
    }
    console.log(
      `(objetivo del issue: p95 ≤ 100 ms; carga de la máquina al terminar: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} en ${(await import('node:os')).cpus().length} núcleos)`,
    );
  } finally {
    await app?.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.log(
    'Defina DATABASE_URL (PostgreSQL): el benchmark del tablero crea una base de datos temporal en ese servidor.',
  );
} else {
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  // BENCH_KEEP=<name>: keep (and reuse) that database, to look at the plans between runs.
  const keep = process.env.BENCH_KEEP;
  const name = keep ?? `trade_bench_dashboard_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`).catch((e: Error) => {
    if (!keep) throw e;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await run(url.toString());
  } finally {
    if (!keep) await admin(`drop database if exists ${name} with (force)`);
  }
}
