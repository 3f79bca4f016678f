import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { startTestWorker } from '../helpers/cpe-worker.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DEMO_WAREHOUSES } from '../../src/demo/inventory.js';
import { caller, demoIds } from '../inventory/support.js';

/**
 * A test app for sales: the bundled SUNAT simulator on the app's own origin and the CPE worker
 * started like server.ts does, the admin's cash opened, and the demo ids by code.
 */
export async function salesApp(options: { worker?: boolean } = {}) {
  const t = await createTestApp({ sunatSimulatorAdmin: true });
  if (options.worker !== false) {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    startTestWorker(t.app);
  }
  const admin = await t.login();
  const api = caller(t);
  const ids = await demoIds(t);
  const opened = await api.post(admin, '/rapertura', { monto_apertura: '100.00' });
  if (opened.body.status !== 200 && !/abierta/.test(opened.body.mensaje)) throw new Error(JSON.stringify(opened.body));
  const series = await queryRows<{ serie: string; idserie: number }>(t.db, sql`select serie, idserie from serie`);
  const people = await queryRows<{ numero_documento: string; idpersona: number }>(
    t.db,
    sql`select numero_documento, idpersona from persona`,
  );
  return {
    t,
    admin,
    api,
    ids,
    principal: ids.store(DEMO_WAREHOUSES.principal),
    serie: (text: string) => series.find((s) => s.serie === text)!.idserie,
    person: (doc: string) => people.find((p) => p.numero_documento === doc)!.idpersona,
  };
}
export type SalesApp = Awaited<ReturnType<typeof salesApp>>;

/** Waits (polling, never a fixed sleep) until the sale's CPE reaches one of the states. */
export const cpeState = (t: TestApp, idventa: number, states: string[], timeoutMs = 20_000) =>
  documentCpeState(t, 'venta', idventa, states, timeoutMs);

/** Waits until the CPE of a sale or a note reaches one of these states. */
export async function documentCpeState(
  t: TestApp,
  table: 'venta' | 'nota_credito',
  id: number,
  states: string[],
  timeoutMs = 20_000,
): Promise<string> {
  const until = Date.now() + timeoutMs;
  const key = sql.raw(table === 'venta' ? 'idventa' : 'idnota');
  for (;;) {
    const [row] = await queryRows<{ estado: string | null }>(
      t.db,
      sql`select c.estado from ${sql.raw(table)} d left join cpe_documento c on c.id = d.cpe_documento_id where d.${key} = ${id}`,
    );
    if (row?.estado && states.includes(row.estado)) return row.estado;
    if (Date.now() > until) throw new Error(`The CPE of ${table} ${id} stayed ${row?.estado}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The counts a refused sale must leave untouched. */
export async function footprint(t: TestApp) {
  const [row] = await queryRows<Record<string, number>>(
    t.db,
    sql`select (select count(*)::int from venta) as ventas, (select count(*)::int from venta_detalle) as lineas, (select count(*)::int from kardex) as kardex,
               (select coalesce(sum(cantidad), 0)::float from stock) as stock, (select count(*)::int from credito) as creditos, (select count(*)::int from caja_movimiento) as caja,
               (select count(*)::int from cpe_documento) as cpes, (select coalesce(sum(correlativo), 0)::int from serie) as correlativos,
               (select count(*)::int from producto_serie where disponible) as series`,
  );
  return row!;
}

export const line = (s: SalesApp, codigo: string, cantidad: string, precio_unitario: string, extra: object = {}) => ({
  producto_id: s.ids.product(codigo),
  unidad_medida_id: s.ids.unit('UND'),
  cantidad,
  precio_unitario,
  ...extra,
});
