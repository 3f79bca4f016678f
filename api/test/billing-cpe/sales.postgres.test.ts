import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { startTestWorker } from '../helpers/cpe-worker.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { day } from '../purchasing-credits/support.js';

/**
 * On a PostgreSQL server (a database of its own): 100 sales on ONE series at once, through two API
 * instances with their own connection pools and their own CPE workers. The series row lock hands
 * out numbers N+1 … N+100 with no duplicate and no gap, the stock goes down exactly once per line,
 * and every CPE is stored once and accepted by the simulator once.
 */
const serverUrl = process.env.DATABASE_URL;
const SALES = 100;
let t: TestApp;
let second: { app: FastifyInstance; handle: DatabaseHandle } | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp({ sunatSimulatorAdmin: true }, { poolSize: 20 });
  const [db] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${db!.name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '' },
    {
      dataDir: mkdtempSync(join(tmpdir(), 'trade-test-')),
      tokenSecret: 'test-secret',
      webDir: undefined,
      sunatSimulatorAdmin: true,
    },
  );
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  second = { app, handle };
  for (const instance of [t.app, app]) {
    await instance.listen({ port: 0, host: '127.0.0.1' });
    startTestWorker(instance);
  }
});

afterAll(async () => {
  await second?.app.close();
  await second?.handle.close();
  await t?.close();
});

describePostgres('PostgreSQL concurrency: sales', () => {
  test(`${SALES} concurrent sales on one series across two API instances: numbers without duplicate or gap, stock out once, each CPE accepted once`, async () => {
    const token = await t.login();
    const post = (app: FastifyInstance, url: string, payload: object) =>
      app
        .inject({ method: 'POST', url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } })
        .then((r) => r.json());
    await post(t.app, '/rapertura', { monto_apertura: '50.00' });
    const [p] = await queryRows<{ producto_id: number; unidad_medida_id: number }>(
      t.db,
      sql`select producto_id, unidad_medida_id from producto where codigo_producto = 'ABA-0004'`,
    );
    const [b001] = await queryRows<{ idserie: number; correlativo: number }>(
      t.db,
      sql`select idserie, correlativo from serie where serie = 'B001'`,
    );
    const [store] = await queryRows<{ idalmacen: number; cantidad: string }>(
      t.db,
      sql`select s.idalmacen, s.cantidad::text from stock s join almacen a on a.idalmacen = s.idalmacen where s.producto_id = ${p!.producto_id} and a.predeterminado order by a.idalmacen limit 1`,
    );
    // Enough stock for every sale (an entry of 200 units first).
    const [provider] = await queryRows<{ idpersona: number }>(
      t.db,
      sql`select idpersona from persona where ubica_persona in (2, 3) order by idpersona limit 1`,
    );
    const bought = await post(t.app, '/rcompra', {
      idpersona: provider!.idpersona,
      tipo_documento: '01',
      serie: 'F900',
      numero: 1,
      fecha: day(0),
      idmoneda: 1,
      tipo_pago_id: 1,
      idalmacen: store!.idalmacen,
      items: [{ ...p, cantidad: '200', costo_unitario: '3.00' }],
    });
    expect(bought.status).toBe(200);
    const [before] = await queryRows<{ cantidad: string }>(
      t.db,
      sql`select cantidad::text from stock where producto_id = ${p!.producto_id} and idalmacen = ${store!.idalmacen}`,
    );

    const answers = await Promise.all(
      Array.from({ length: SALES }, (_, i) =>
        post(i % 2 ? second!.app : t.app, '/rfacturacion', {
          facturacion: { idserie: b001!.idserie, idmoneda: 1, tipo_pago_id: 1, idalmacen: store!.idalmacen },
          detalles: [{ ...p, cantidad: '1', precio_unitario: '4.30' }],
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(SALES).fill(200));
    const numbers = answers.map((a) => a.detalles.numero as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: SALES }, (_, i) => b001!.correlativo + i));

    const [after] = await queryRows<{ cantidad: string }>(
      t.db,
      sql`select cantidad::text from stock where producto_id = ${p!.producto_id} and idalmacen = ${store!.idalmacen}`,
    );
    expect(Number(before!.cantidad) - Number(after!.cantidad)).toBe(SALES);
    const ids = answers.map((a) => a.detalles.idventa as number);
    const [ledger] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from kardex where documento_tipo = 'VENTA' and iddocumento in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    expect(ledger!.n).toBe(SALES);

    // Every CPE accepted, each stored once and received by the simulators once.
    const until = Date.now() + 120_000;
    let states: { estado: string; n: number }[] = [];
    while (Date.now() < until) {
      states = await queryRows<{ estado: string; n: number }>(
        t.db,
        sql`select c.estado, count(*)::int as n from venta v join cpe_documento c on c.id = v.cpe_documento_id where v.idventa in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) group by c.estado`,
      );
      if (states.length === 1 && states[0]!.estado === 'aceptado') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(states).toEqual([{ estado: 'aceptado', n: SALES }]);
    const [cpes] = await queryRows<{ n: number; distinct: number; envios: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct numero)::int as distinct, sum(envios)::int as envios from cpe_documento where tipo_doc = '03' and serie = 'B001' and numero >= ${b001!.correlativo}`,
    );
    expect(cpes).toEqual({ n: SALES, distinct: SALES, envios: SALES });
    const [received] = await queryRows<{ n: number; recepciones: number }>(
      t.db,
      sql`select count(*)::int as n, sum(recepciones)::int as recepciones from sunat_sim_documento where nombre like '%-03-B001-%'`,
    );
    expect(received).toEqual({ n: SALES, recepciones: SALES });
  }, 300_000);
});
