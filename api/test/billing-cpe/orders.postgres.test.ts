import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { day as offsetDay } from '../purchasing-credits/support.js';

const today = () => offsetDay(0);

/**
 * On a PostgreSQL server (a database of its own): 40 orders of one unit each at once, through two
 * API instances with their own pools, when only 20 units are free. The stock row lock serializes the
 * reservations: exactly 20 are taken, 20 refused with no_stock, and what orders hold never exceeds
 * the stock.
 */
const serverUrl = process.env.DATABASE_URL;
const ORDERS = 40;
const FREE = 20;
let t: TestApp;
let second: { app: FastifyInstance; handle: DatabaseHandle } | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp({}, { poolSize: 20 });
  const [db] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${db!.name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '' },
    { dataDir: mkdtempSync(join(tmpdir(), 'trade-test-')), tokenSecret: 'test-secret', webDir: undefined },
  );
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  second = { app, handle };
});

afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
  await t?.close();
});

describePostgres('PostgreSQL concurrency: orders', () => {
  test(`${ORDERS} concurrent orders of one unit across two API instances with ${FREE} free: exactly ${FREE} reserved, never more than the stock`, async () => {
    const token = await t.login();
    const post = (app: FastifyInstance, url: string, payload: object) =>
      app
        .inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.json());
    const [p] = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
      t.db,
      sql`select producto_id, unidad_medida_id from producto where codigo_producto = 'ABA-0004'`,
    );
    const [store] = await queryRows<{ idalmacen: number; cantidad: string }>(
      t.db,
      sql`select s.idalmacen, s.cantidad::text from stock s join almacen a on a.idalmacen = s.idalmacen where s.producto_id = ${p!.producto_id} and a.predeterminado order by a.idalmacen limit 1`,
    );
    const [client] = await queryRows<{ idpersona: number }>(
      t.db,
      sql`select idpersona from persona where numero_documento = '20456789120'`,
    );
    const order = (app: FastifyInstance, cantidad: string) =>
      post(app, '/rcpedido', {
        pedido: { idpersona: client!.idpersona, idmoneda: 1, idalmacen: store!.idalmacen },
        detalles: [{ ...p, cantidad, precio_unitario: '4.30' }],
      });
    // Stock enough (a purchase of 100 units), then hold everything but FREE units in one order.
    const [provider] = await queryRows<{ idpersona: number }>(
      t.db,
      sql`select idpersona from persona where ubica_persona in (2, 3) order by idpersona limit 1`,
    );
    const bought = await post(t.app, '/rcompra', {
      idpersona: provider!.idpersona,
      tipo_documento: '01',
      serie: 'F901',
      numero: 1,
      fecha: today(),
      idmoneda: 1,
      tipo_pago_id: 1,
      idalmacen: store!.idalmacen,
      items: [{ ...p, cantidad: '100', costo_unitario: '3.00' }],
    });
    expect(bought.status).toBe(200);
    const [now] = await queryRows<{ cantidad: string }>(
      t.db,
      sql`select cantidad::text from stock where producto_id = ${p!.producto_id} and idalmacen = ${store!.idalmacen}`,
    );
    const stock = Number(now!.cantidad);
    expect(stock).toBeGreaterThan(FREE);
    expect((await order(t.app, String(stock - FREE))).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: ORDERS }, (_, i) => order(i % 2 ? second!.app : t.app, '1')),
    );
    const taken = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 400);
    expect([taken.length, refused.length]).toEqual([FREE, ORDERS - FREE]);
    expect(refused.every((a) => a.info === 'no_stock')).toBe(true);
    const [held] = await queryRows<{ reservado: string; stock: string }>(
      t.db,
      sql`select (select sum(d.reservado) from pedido_detalle d join pedido o on o.idpedido = d.idpedido where d.producto_id = ${p!.producto_id} and o.idalmacen = ${store!.idalmacen} and o.estado in (1, 2))::text as reservado,
                 (select cantidad from stock where producto_id = ${p!.producto_id} and idalmacen = ${store!.idalmacen})::text as stock`,
    );
    expect(Number(held!.reservado)).toBe(stock);
    expect(Number(held!.stock)).toBe(stock);
  }, 120_000);
});
