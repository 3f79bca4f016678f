import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { caller } from '../organization/support.js';
import { paymentForms, userWith } from './support.js';

/** Runs on a PostgreSQL server (DATABASE_URL): createTestApp makes its own database trade_test_<random>. */
describePostgres('PostgreSQL concurrency: petty cash numbering', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('100 concurrent receipts get consecutive numbers, no gaps, and one cash movement each', async () => {
    const api = caller(t);
    const forms = await paymentForms(t);
    const cashier = await userWith(t, 'concurrente', ['/manage_cash', '/income_receipt']);
    const { body } = await api.post(cashier.token, '/rapertura', { monto_apertura: '0' });
    const [start] = await queryRows<{ correlativo: number }>(
      t.db,
      sql`select correlativo from serie where serie = 'CI01'`,
    );
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api.post(cashier.token, '/rcajachica', {
          tipo: 'I',
          monto: '1.00',
          concepto: `Recibo ${i}`,
          persona_nombre: 'PRUEBA',
          idformapago: forms.efectivo,
        }),
      ),
    );
    expect(answers.map((a) => a.body.status)).toEqual(Array(100).fill(200));
    const numbers = answers.map((a) => a.body.detalles.recibo.numero as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => start!.correlativo + i));
    const [moves] = await queryRows<{ n: number; total: string }>(
      t.db,
      sql`select count(*)::int as n, sum(monto)::text as total from caja_movimiento where idapertura = ${body.detalles.idapertura}`,
    );
    expect(moves).toEqual({ n: 100, total: '100.00' });
  });
});
