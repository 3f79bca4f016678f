import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { EFECTIVO, day } from './support.js';

/**
 * On a PostgreSQL server (its own database, trade_people_<random>): payments on one credit race for
 * its balance. The credit row is locked before the balance is read, so whatever the interleaving the
 * balance never goes below zero and every accepted payment is accounted for. A pool of 8 connections
 * is enough for the race and stays within a server limit shared with other test runs.
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
  t = await createTestApp({}, { poolSize: 8 });
  token = await t.login();
  // Cash payments post to the cashier's open cash (finance-loans' cash hook).
  await t.call(token, { method: 'POST', url: '/api/rapertura', payload: { monto_apertura: '0.00' } });
});

afterAll(async () => {
  await t?.close();
});

describePostgres('PostgreSQL concurrency: credit payments', () => {
  test('100 concurrent payments on one credit never take the balance below zero; concurrent cancels restore it once', async () => {
    const person = (
      await call('POST', '/rpersonaprovedor', {
        idtipodocumento: 1,
        numero_documento: '72345618',
        nombres: 'CONCURRENCIA',
        ubica_persona: 1,
      })
    ).detalles;
    const cuotas = Array.from({ length: 4 }, (_, i) => ({ monto: '250.00', fecha_vencimiento: day(30 * (i + 1)) }));
    const credit = (
      await call('POST', '/rcredito', {
        idpersona: person.idpersona,
        fecha: day(0),
        idmoneda: 1,
        total: '1000.00',
        cuotas,
      })
    ).detalles;

    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call('POST', '/rcpago', {
          idcredito: credit.idcredito,
          fecha: day(0),
          importe: '15.00',
          idformapago: EFECTIVO,
        }),
      ),
    );
    const accepted = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status !== 200);
    expect(accepted).toHaveLength(66);
    for (const r of refused) expect(r.mensaje).toBe('El importe (S/ 15.00) supera el saldo del crédito (S/ 10.00)');

    const [row] = await queryRows<{ saldo: string; pagos: string; cuotas: string }>(
      t.db,
      sql`select c.saldo::text,
                 (select coalesce(sum(importe), 0) from credito_pago p where p.idcredito = c.idcredito and p.estado = 1)::numeric(12,2)::text as pagos,
                 (select sum(pagado) from credito_cuota q where q.idcredito = c.idcredito)::numeric(12,2)::text as cuotas
            from credito c where c.idcredito = ${credit.idcredito}`,
    );
    expect(row).toEqual({ saldo: '10.00', pagos: '990.00', cuotas: '990.00' });

    // Ten cancels of the same payment at once: one succeeds, the balance comes back once.
    const target = accepted[0]!.detalles.idpago;
    const cancels = await Promise.all(Array.from({ length: 10 }, () => call('GET', `/ccpago/${target}`)));
    expect(cancels.filter((c) => c.status === 200)).toHaveLength(1);
    for (const c of cancels.filter((c) => c.status !== 200)) expect(c.mensaje).toBe('El pago ya está anulado');
    // Payments and a cancel racing: the balance still matches the valid payments.
    const mixed = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        call('POST', '/rcpago', {
          idcredito: credit.idcredito,
          fecha: day(0),
          importe: '10.00',
          idformapago: EFECTIVO,
        }),
      ),
      call('GET', `/ccpago/${accepted[1]!.detalles.idpago}`),
    ]);
    expect(mixed.at(-1)!.status).toBe(200);
    const [after] = await queryRows<{ saldo: string; pagos: string }>(
      t.db,
      sql`select c.saldo::text, (select sum(importe) from credito_pago p where p.idcredito = c.idcredito and p.estado = 1)::numeric(12,2)::text as pagos from credito c where c.idcredito = ${credit.idcredito}`,
    );
    expect(Number(after!.saldo)).toBeGreaterThanOrEqual(0);
    expect(Number(after!.saldo) + Number(after!.pagos)).toBe(1000);
  });
});
