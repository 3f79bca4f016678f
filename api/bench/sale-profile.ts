import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../src/db/client.js';
import { buildDocument } from '../src/cpe/pipeline.js';
import { assertReglasSunat } from '../src/cpe/rules/index.js';
import { credentialsOf, demoCpeSettings, emisorOf } from '../src/cpe/settings.js';
import { signXml } from '../src/cpe/signer/sign.js';
import { assertValidXml } from '../src/cpe/xsd/validator.js';
import type { Comprobante } from '../src/cpe/types.js';
import { seededApp } from './measure.js';

/**
 * Where a sale save spends its time (no thresholds): the SQL statements one rfacturacion of 10
 * lines sends (counted on the pg driver, PostgreSQL only: DATABASE_URL), and the CPE pipeline's
 * parts (build, SUNAT's rules, sign, XSD) timed alone on a 10-line boleta.
 * Run: pnpm --filter @trade/api exec tsx bench/sale-profile.ts
 */
const serverUrl = process.env.DATABASE_URL;

function timeIt(label: string, n: number, fn: () => unknown) {
  for (let i = 0; i < 20; i++) fn();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) fn();
  console.log(`  ${label}: ${((performance.now() - t0) / n).toFixed(2)} ms`);
}

function pipelineParts() {
  const settings = demoCpeSettings();
  const doc: Comprobante = {
    tipoDoc: '03',
    serie: 'B001',
    numero: 1,
    fechaEmision: '2026-01-10',
    moneda: 'PEN',
    cliente: { tipoDoc: '1', numDoc: '12345678', razonSocial: 'CLIENTE DE PRUEBA' },
    formaPago: { tipo: 'Contado' },
    lineas: Array.from({ length: 10 }, (_, i) => ({
      codigo: `P${i}`,
      descripcion: `Producto ${i}`,
      cantidad: 1,
      precioUnitario: '5.90',
    })),
  };
  const built = buildDocument(emisorOf(settings), doc);
  const signed = signXml(built.xml, credentialsOf(settings), {});
  console.log('CPE de 10 líneas (boleta), por documento:');
  timeIt('construir UBL', 200, () => buildDocument(emisorOf(settings), doc));
  timeIt('reglas de SUNAT', 200, () => assertReglasSunat(built.xml));
  timeIt('firmar', 200, () => signXml(built.xml, credentialsOf(settings), {}));
  timeIt('validar XSD', 100, () => assertValidXml(signed.xml));
}

async function statementsPerSale(url: string) {
  const name = `trade_profile_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 5 });
  const { app, headers, dataDir } = await seededApp(handle);
  try {
    await app.inject({ method: 'POST', url: '/api/rapertura', headers, payload: { monto_apertura: '100.00' } });
    const products = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
      handle.db,
      sql`select p.producto_id, p.unidad_medida_id from producto p join stock s on s.producto_id = p.producto_id
           where not p.servicio and not p.control_serie and p.control_stock and s.cantidad >= 50 group by p.producto_id order by p.producto_id limit 10`,
    );
    const [b001] = await queryRows<{ idserie: number }>(handle.db, sql`select idserie from serie where serie = 'B001'`);
    const payload = {
      facturacion: { idserie: b001!.idserie, idmoneda: 1, tipo_pago_id: 1 },
      detalles: products.map((p) => ({ ...p, cantidad: '1', precio_unitario: '5.90' })),
    };
    const seen: { at: number; ms: number; text: string }[] = [];
    let started = 0;
    const original = pg.Client.prototype.query;
    (pg.Client.prototype as any).query = function (this: unknown, ...args: any[]) {
      const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
      const t = performance.now();
      const result = (original as any).apply(this, args);
      if (text) {
        const entry = { at: t - started, ms: 0, text: String(text).replace(/\s+/g, ' ').slice(0, 100) };
        seen.push(entry);
        if (result && typeof result.then === 'function')
          result.then(
            () => (entry.ms = performance.now() - t),
            () => (entry.ms = performance.now() - t),
          );
      }
      return result;
    };
    for (let round = 0; round < 3; round++) {
      seen.length = 0;
      const t0 = performance.now();
      started = t0;
      const res = await app.inject({ method: 'POST', url: '/api/rfacturacion', headers, payload });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(res.body);
      console.log(
        `\nrfacturacion de ${products.length} líneas (vuelta ${round + 1}): ${seen.length} sentencias SQL, ${ms.toFixed(1)} ms`,
      );
    }
    const inQueries = seen.reduce((a, s) => a + s.ms, 0);
    console.log(`  (en espera de la base: ${inQueries.toFixed(1)} ms; cada línea: inicio, duración, sentencia)`);
    for (const s of seen) console.log(`  ${s.at.toFixed(1).padStart(6)} ${s.ms.toFixed(1).padStart(5)}  ${s.text}`);
    (pg.Client.prototype as any).query = original;
    await app.close();
  } finally {
    await handle.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

pipelineParts();
if (serverUrl) await statementsPerSale(serverUrl);
else console.log('(defina DATABASE_URL para contar las sentencias de una venta)');
