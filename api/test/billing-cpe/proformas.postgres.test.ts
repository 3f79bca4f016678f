import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { describePostgres } from '../helpers/postgres.js';
import { line, salesApp, type SalesApp } from './sales-support.js';

/**
 * On a PostgreSQL server: proformas saved at once take consecutive PR numbers, each once; the same
 * proforma sold by several cashiers at once becomes ONE sale (the proforma row is locked by the
 * first sale's transaction; the others are refused and consume no number, stock or cash).
 */
let s: SalesApp;
beforeAll(async () => {
  if (process.env.DATABASE_URL) s = await salesApp({ worker: false });
});
afterAll(async () => {
  if (s) await s.t.close();
});

describePostgres('PostgreSQL concurrency: proformas', () => {
  test('20 proformas at once are numbered without duplicates or gaps', async () => {
    const [before] = await queryRows<{ correlativo: number }>(
      s.t.db,
      sql`select correlativo from serie where serie = 'PR01'`,
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        s.api.post(s.admin, '/rproformaform', {
          proforma: { idmoneda: 1 },
          detalles: [line(s, 'FER-0016', '1', '35.00')],
        }),
      ),
    );
    expect(answers.every((a) => a.body.status === 200)).toBe(true);
    const numbers = answers.map((a) => a.body.detalles.numero).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_v, i) => before!.correlativo + i));
  });

  test('one proforma sold 6 times at once: one sale converts it, the rest are refused and leave nothing', async () => {
    const p = (
      await s.api.post(s.admin, '/rproformaform', {
        proforma: { idmoneda: 1 },
        detalles: [line(s, 'FER-0016', '1', '35.00')],
      })
    ).body.detalles;
    const [before] = await queryRows<{ ventas: number; correlativo: number }>(
      s.t.db,
      sql`select (select count(*)::int from venta) as ventas, (select correlativo from serie where serie = 'NV01') as correlativo`,
    );
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        s.api.post(s.admin, '/rfacturacion', {
          facturacion: { idserie: s.serie('NV01'), idmoneda: 1, tipo_pago_id: 1, idproforma: p.idproforma },
          detalles: [line(s, 'FER-0016', '1', '35.00')],
        }),
      ),
    );
    const ok = answers.filter((a) => a.body.status === 200);
    expect(ok).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.body.status === 400)
        .every((a) => a.body.mensaje === `La proforma ${p.documento} ya fue convertida en una venta`),
    ).toBe(true);
    const [after] = await queryRows<{ ventas: number; correlativo: number }>(
      s.t.db,
      sql`select (select count(*)::int from venta) as ventas, (select correlativo from serie where serie = 'NV01') as correlativo`,
    );
    expect(after).toEqual({ ventas: before!.ventas + 1, correlativo: before!.correlativo + 1 });
    const read = (await s.api.get(s.admin, `/cproforma/${p.idproforma}`)).body.detalles;
    expect(read).toMatchObject({ situacion: 'convertida', idventa: ok[0]!.body.detalles.idventa });
  });
});
