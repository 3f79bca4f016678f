import { afterAll, beforeAll, expect, test } from '@jest/globals';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';

/**
 * On a PostgreSQL server: a client renamed while one of its sales is being saved (migration 0026).
 * The sale's trigger reads the client FOR SHARE, so whichever commits first, the sale ends with the
 * client's new name in `venta.busqueda` (the list's `q`), never the former one.
 */
const serverUrl = process.env.DATABASE_URL;
let t: TestApp;
let url: string;
const clients: pg.Client[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp();
  const [db] = await queryRows<{ name: string }>(t.db, sql`select current_database() as name`);
  const u = new URL(serverUrl);
  u.pathname = `/${db!.name}`;
  url = u.toString();
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
  await t?.close();
});

async function connect() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  clients.push(client);
  return client;
}

/** A copy of the newest sale's header for the client, numbered apart (the list reads headers only). */
const insertSale = (client: pg.Client, idpersona: number, numero: number) =>
  client.query<{ idventa: number }>(
    `insert into venta (idsucursal, idalmacen, idusuario, idserie, idcomprobante, codigo_comprobante, serie, numero, fecha, idmoneda, tipo_cambio, idpersona, tipo_pago_id, gravadas, igv, total)
     select idsucursal, idalmacen, idusuario, idserie, idcomprobante, codigo_comprobante, serie, $2, fecha, idmoneda, tipo_cambio, $1, tipo_pago_id, gravadas, igv, total
       from venta order by idventa desc limit 1 returning idventa`,
    [idpersona, numero],
  );

/** Waits (polling, never a fixed sleep) until some session of this database waits on a lock. */
async function someoneWaits(watcher: pg.Client) {
  const until = Date.now() + 10_000;
  for (;;) {
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (rows[0]!.n > 0) return;
    if (Date.now() > until) throw new Error('No session waited on the other one');
    await new Promise((r) => setTimeout(r, 20));
  }
}

const searchText = async (idventa: number) =>
  (await queryRows<{ busqueda: string }>(t.db, sql`select busqueda from venta where idventa = ${idventa}`))[0]!
    .busqueda;

describePostgres('PostgreSQL concurrency: the sales search text and a client renamed meanwhile', () => {
  test('a sale saved while its client is renamed ends with the new name, whichever commits first', async () => {
    const [renamer, saver, watcher] = [await connect(), await connect(), await connect()];
    const [{ idpersona }] = (await queryRows<{ idpersona: number }>(
      t.db,
      sql`select idpersona from persona order by idpersona desc limit 1`,
    )) as [{ idpersona: number }];

    // The rename first: the sale waits for it and reads the new name.
    await renamer.query('begin');
    await renamer.query(`update persona set nombres = 'RENOMBRADA PRIMERO' where idpersona = $1`, [idpersona]);
    const saved = insertSale(saver, idpersona, 90_000_001);
    await someoneWaits(watcher);
    await renamer.query('commit');
    expect(await searchText((await saved).rows[0]!.idventa)).toMatch(/ renombrada primero$/);

    // The sale first (not committed): the rename waits for it, then rewrites it too.
    await saver.query('begin');
    const second = (await insertSale(saver, idpersona, 90_000_002)).rows[0]!.idventa;
    const renamed = renamer.query(`update persona set nombres = 'RENOMBRADA DESPUES' where idpersona = $1`, [
      idpersona,
    ]);
    await someoneWaits(watcher);
    await saver.query('commit');
    await renamed;
    expect(await searchText(second)).toMatch(/ renombrada despues$/);
  });
});
