import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';

/**
 * The sheet's number is unique and sequential per establishment and year without gaps (issue 28):
 * concurrent filings, by the staff and on the public form, queue on the establishment's counter row.
 */
describePostgres('complaint numbers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ complaintsMaxPerAddress: 100 }, { poolSize: 12 });
  });
  afterAll(() => t.close());

  test('PostgreSQL concurrency: 20 filings at once in one establishment, and 10 in another, take 1…n without gaps or repeats', async () => {
    const places = await queryRows<{ id: number; nombre: string }>(
      t.db,
      sql`select idestablecimiento as id, nombre from establecimiento_reclamo order by nombre`,
    );
    const [a, b] = places.map((p) => p.id) as [number, number];
    const counted = async (id: number) =>
      (
        await queryRows<{ numero: number }>(
          t.db,
          sql`select numero from reclamacion where idestablecimiento = ${id}
               and anio = extract(year from now() at time zone 'America/Lima') order by numero`,
        )
      ).map((r) => Number(r.numero));
    const beforeA = (await counted(a)).length;
    const beforeB = (await counted(b)).length;
    const admin = await t.login();
    const sheet = (idestablecimiento: number, i: number) => ({
      idestablecimiento,
      nombres: `CONSUMIDOR ${i}`,
      idtipodocumento: 1,
      numero_documento: String(40000000 + i),
      direccion: 'Av. Brasil 100, Lima',
      telefono: '999999999',
      email: `c${i}@example.com`,
      tipo_bien: 'servicio',
      descripcion_bien: 'Atención',
      tipo: 'queja',
      detalle: 'Detalle',
      pedido: 'Pedido',
    });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        t.call(admin, { method: 'POST', url: '/api/reclamacion/guardar', payload: sheet(a, i) }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        t.call(undefined, {
          method: 'POST',
          url: '/api/libroreclamaciones',
          payload: sheet(a, 100 + i),
          remoteAddress: '10.20.0.1',
        }),
      ),
      ...Array.from({ length: 10 }, (_, i) =>
        t.call(admin, { method: 'POST', url: '/api/reclamacion/guardar', payload: sheet(b, 200 + i) }),
      ),
    ]);
    expect(answers.map((x) => x.body.status)).toEqual(Array(30).fill(200));
    expect(await counted(a)).toEqual(Array.from({ length: beforeA + 20 }, (_, i) => i + 1));
    expect(await counted(b)).toEqual(Array.from({ length: beforeB + 10 }, (_, i) => i + 1));
  });
});
