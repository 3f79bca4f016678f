import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { day } from './support.js';

/**
 * On a PostgreSQL server (its own database, trade_purchases_<random>): purchases of the same products
 * race with each other and with an annulment. Each locks its stock rows in one ordered statement, so
 * whatever the interleaving the last kardex row of every product and warehouse equals its stock, and
 * the same provider document is never registered twice.
 */
const serverUrl = process.env.DATABASE_URL;
let t: TestApp;
let token = '';

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return (await t.call(token, { method, url: `/api${url}`, payload })).body as {
    status: number;
    mensaje: string;
    detalles: any;
  };
}

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp({}, { poolSize: 20 });
  token = await t.login();
});

afterAll(async () => {
  await t?.close();
});

async function ids() {
  const products = await queryRows<{ codigo_producto: string; producto_id: number; unidad_medida_id: number }>(
    t.db,
    sql`select codigo_producto, producto_id, unidad_medida_id from producto`,
  );
  const [store] = await queryRows<{ idalmacen: number }>(
    t.db,
    sql`select idalmacen from almacen order by idalmacen limit 1`,
  );
  const item = (codigo: string, cantidad: string, costo_unitario: string) => {
    const p = products.find((x) => x.codigo_producto === codigo)!;
    return { producto_id: p.producto_id, unidad_medida_id: p.unidad_medida_id, cantidad, costo_unitario };
  };
  return {
    item,
    idalmacen: store!.idalmacen,
    product: (codigo: string) => products.find((x) => x.codigo_producto === codigo)!.producto_id,
  };
}

describePostgres('PostgreSQL concurrency: purchases', () => {
  test('30 concurrent purchases of the same products and an annulment keep ledger = stock; a repeated document is taken once', async () => {
    const { item, idalmacen, product } = await ids();
    const provider = (
      await call('POST', '/rpersonaprovedor', {
        idtipodocumento: 2,
        numero_documento: '20601030013',
        nombres: 'PROVEEDOR CONCURRENTE',
        ubica_persona: 2,
      })
    ).detalles.idpersona;
    const base = {
      idpersona: provider,
      tipo_documento: '01',
      serie: 'F777',
      fecha: day(0),
      idmoneda: 1,
      tipo_pago_id: 1,
      idalmacen,
    };
    const first = await call('POST', '/rcompra', {
      ...base,
      numero: 1,
      items: [item('FER-0010', '5', '7.00'), item('FER-0020', '5', '4.00')],
    });
    expect(first.status).toBe(200);

    const answers = await Promise.all([
      // Products in both orders across purchases: ordered locking means no deadlock.
      ...Array.from({ length: 30 }, (_, i) =>
        call('POST', '/rcompra', {
          ...base,
          numero: 100 + i,
          tipo_pago_id: i % 2 ? 2 : 1,
          items:
            i % 2
              ? [item('FER-0020', '2', '4.10'), item('FER-0010', '3', '7.10')]
              : [item('FER-0010', '3', '7.20'), item('FER-0020', '2', '4.20')],
        }),
      ),
      call('GET', `/ecompra/${first.detalles.idcompra}`),
      // The same provider document sent five times at once: one purchase.
      ...Array.from({ length: 5 }, () =>
        call('POST', '/rcompra', { ...base, numero: 999, items: [item('FER-0010', '1', '7.00')] }),
      ),
    ]);
    expect(answers.slice(0, 31).map((a) => a.status)).toEqual(Array(31).fill(200));
    const duplicates = answers.slice(31);
    expect(duplicates.filter((a) => a.status === 200)).toHaveLength(1);
    for (const d of duplicates.filter((a) => a.status !== 200))
      expect(d.mensaje).toBe('El documento F777-00000999 de este proveedor ya está registrado');

    for (const codigo of ['FER-0010', 'FER-0020']) {
      const [row] = await queryRows<{
        cantidad: string;
        valor: string;
        saldo_cantidad: string;
        saldo_valor: string;
        entradas: string;
        salidas: string;
      }>(
        t.db,
        sql`select s.cantidad::text, s.valor::text, k.saldo_cantidad::text, k.saldo_valor::text,
                   (select sum(cantidad_entrada) from kardex where producto_id = s.producto_id and idalmacen = s.idalmacen)::numeric(14,4)::text as entradas,
                   (select sum(cantidad_salida) from kardex where producto_id = s.producto_id and idalmacen = s.idalmacen)::numeric(14,4)::text as salidas
              from stock s join lateral (select saldo_cantidad, saldo_valor from kardex where producto_id = s.producto_id and idalmacen = s.idalmacen order by idkardex desc limit 1) k on true
             where s.producto_id = ${product(codigo)} and s.idalmacen = ${idalmacen}`,
      );
      expect([row!.cantidad, row!.valor]).toEqual([row!.saldo_cantidad, row!.saldo_valor]);
      expect(Number(row!.entradas) - Number(row!.salidas)).toBe(Number(row!.cantidad));
    }
    const [credits] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from credito where idcompra in (select idcompra from compra where idpersona = ${provider})`,
    );
    expect(credits!.n).toBe(15);
  }, 180_000);
});
