import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { DEMO_WAREHOUSES } from '../../src/demo/inventory.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { caller, demoIds, newProduct, today } from './support.js';

/**
 * The stock ledger under load, on a PostgreSQL server: concurrent outputs of the same product queue
 * on its stock row, so stock never goes negative, no ledger row is lost, and the ledger's balance
 * equals the stock afterwards.
 */
describePostgres('stock ledger on PostgreSQL', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());

  test('PostgreSQL concurrency: 200 concurrent outputs of one product never leave negative stock nor lose a ledger row', async () => {
    const api = caller(t);
    const ids = await demoIds(t);
    const store = ids.store(DEMO_WAREHOUSES.principal);
    const product = await newProduct(t, admin, {
      denominacion: 'Tornillo autorroscante 8 x 1" (prueba de carga)',
      unidad_medida_id: ids.unit('UND'),
      precioventa: '0.20',
    });
    const entered = await api.post(admin, '/rentrada', {
      fecha: today(),
      idalmacen: store,
      idmotivo: ids.reason(1, '16'),
      items: [{ producto_id: product, unidad_medida_id: ids.unit('UND'), cantidad: '150', costo_unitario: '0.13' }],
    });
    expect(entered.body.status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        api.post(admin, '/rsalida', {
          fecha: today(),
          idalmacen: store,
          idmotivo: ids.reason(2, '01'),
          items: [{ producto_id: product, unidad_medida_id: ids.unit('UND'), cantidad: '1' }],
        }),
      ),
    );
    const saved = answers.filter((a) => a.body.status === 200);
    const refused = answers.filter((a) => a.body.status === 400);
    expect([saved.length, refused.length]).toEqual([150, 50]);
    for (const r of refused)
      expect([r.body.info, r.body.mensaje]).toEqual([
        'no_stock',
        'Tornillo autorroscante 8 x 1" (prueba de carga): disponible 0 UND, solicitado 1 UND',
      ]);
    // Every saved output has its own number.
    expect(new Set(saved.map((a) => a.body.detalles.documento)).size).toBe(150);

    const [stock] = await queryRows<{ cantidad: string; valor: string }>(
      t.db,
      sql`select cantidad::text, valor::text from stock where producto_id = ${product} and idalmacen = ${store}`,
    );
    expect(stock).toEqual({ cantidad: '0.0000', valor: '0.00' });
    const ledger = await queryRows<{ cantidad_salida: string; saldo_cantidad: string; saldo_valor: string }>(
      t.db,
      sql`select cantidad_salida::text, saldo_cantidad::text, saldo_valor::text from kardex where producto_id = ${product} and idalmacen = ${store} order by idkardex`,
    );
    expect(ledger.length).toBe(151);
    // The running balance steps down by one on every row: no two outputs saw the same balance.
    expect(ledger.map((r) => Number(r.saldo_cantidad))).toEqual(Array.from({ length: 151 }, (_, i) => 150 - i));
    expect(ledger.at(-1)).toMatchObject({ saldo_cantidad: stock!.cantidad, saldo_valor: stock!.valor });
  });

  test('PostgreSQL concurrency: opposite transfers of the same products never deadlock and keep both warehouses consistent', async () => {
    const api = caller(t);
    const ids = await demoIds(t);
    const a = ids.store(DEMO_WAREHOUSES.principal);
    const b = ids.store(DEMO_WAREHOUSES.deposito);
    const cement = ids.product('FER-0001');
    const rebar = ids.product('FER-0003');
    const line = (producto_id: number, unit: string) => ({
      producto_id,
      unidad_medida_id: ids.unit(unit),
      cantidad: '1',
    });
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        api.post(admin, '/rtransferencia', {
          fecha: today(),
          idalmacen_origen: i % 2 ? a : b,
          idalmacen_destino: i % 2 ? b : a,
          items: i % 2 ? [line(cement, 'BOLSA'), line(rebar, 'UND')] : [line(rebar, 'UND'), line(cement, 'BOLSA')],
        }),
      ),
    );
    expect(answers.every((r) => r.body.status === 200)).toBe(true);
    for (const producto_id of [cement, rebar]) {
      for (const store of [a, b]) {
        const [row] = await queryRows<{ stock: string; saldo: string }>(
          t.db,
          sql`select s.cantidad::text as stock, (select saldo_cantidad::text from kardex k where k.producto_id = s.producto_id and k.idalmacen = s.idalmacen order by idkardex desc limit 1) as saldo
                from stock s where s.producto_id = ${producto_id} and s.idalmacen = ${store}`,
        );
        expect(row!.stock).toBe(row!.saldo);
      }
    }
  });
});
