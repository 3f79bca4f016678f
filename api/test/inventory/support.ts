import { expect } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import type { TestApp } from '../helpers/app.js';
import { caller } from '../organization/support.js';

export { caller, countRows, expectGuarded, expectMissing, expectRefused, multipart } from '../organization/support.js';

/** Ids of the demo inventory (seed/inventory.ts) by product code, unit abbreviation and warehouse name. */
export async function demoIds(t: TestApp) {
  const products = await queryRows<{ codigo_producto: string; producto_id: number }>(
    t.db,
    sql`select codigo_producto, producto_id from producto`,
  );
  const units = await queryRows<{ abreviatura: string; unidad_medida_id: number }>(
    t.db,
    sql`select abreviatura, unidad_medida_id from unidad_medida`,
  );
  const stores = await queryRows<{ nombre: string; idalmacen: number }>(
    t.db,
    sql`select nombre, idalmacen from almacen`,
  );
  const reasons = await queryRows<{ tipo: number; codigo_sunat: string; idmotivo: number }>(
    t.db,
    sql`select tipo, codigo_sunat, idmotivo from motivo`,
  );
  return {
    product: (code: string) => products.find((p) => p.codigo_producto === code)!.producto_id,
    unit: (abbr: string) => units.find((u) => u.abreviatura === abbr)!.unidad_medida_id,
    store: (name: string) => stores.find((s) => s.nombre === name)!.idalmacen,
    reason: (tipo: number, code: string) => reasons.find((r) => r.tipo === tipo && r.codigo_sunat === code)!.idmotivo,
  };
}

/** Stock of a product in a warehouse, and the ledger's last balance there (they must agree). */
export async function stockAndLedger(t: TestApp, producto_id: number, idalmacen: number) {
  const [stock] = await queryRows<{ cantidad: string; valor: string }>(
    t.db,
    sql`select cantidad::text, valor::text from stock where producto_id = ${producto_id} and idalmacen = ${idalmacen}`,
  );
  const [ledger] = await queryRows<{ saldo_cantidad: string; saldo_valor: string; n: number }>(
    t.db,
    sql`select saldo_cantidad::text, saldo_valor::text, (select count(*)::int from kardex where producto_id = ${producto_id} and idalmacen = ${idalmacen}) as n
          from kardex where producto_id = ${producto_id} and idalmacen = ${idalmacen} order by idkardex desc limit 1`,
  );
  return {
    cantidad: stock?.cantidad ?? '0.0000',
    valor: stock?.valor ?? '0.00',
    ledgerCantidad: ledger?.saldo_cantidad ?? '0.0000',
    ledgerValor: ledger?.saldo_valor ?? '0.00',
    rows: ledger?.n ?? 0,
  };
}

export async function expectConsistent(t: TestApp, producto_id: number, idalmacen: number) {
  const s = await stockAndLedger(t, producto_id, idalmacen);
  expect([s.cantidad, s.valor]).toEqual([s.ledgerCantidad, s.ledgerValor]);
  return s;
}

/** A new product (admin), with its base unit and price; answers its id. */
export async function newProduct(t: TestApp, token: string, body: Record<string, unknown>) {
  const { body: answer } = await caller(t).post(token, '/rproducto', body);
  if (answer.status !== 200) throw new Error(JSON.stringify(answer));
  return answer.detalles.producto_id as number;
}

export const today = () => new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
