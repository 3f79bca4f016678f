import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { caller } from '../organization/support.js';
import { demoRooms, inDays } from './support.js';

/** Two stays never share a night of one room, also when saved at the same time (the exclusion constraint, not a read-then-write). */
describePostgres('bookings on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('PostgreSQL concurrency: 50 concurrent bookings of one room and night save exactly one', async () => {
    const token = await t.login();
    const api = caller(t);
    const rooms = await demoRooms(t);
    const idhabitacion = rooms.room('304');
    // The room's stays before (the demo's history has a past block on it): the race adds one, no more.
    const staysOf = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from reserva_estancia where idhabitacion = ${idhabitacion}`,
        )
      )[0]!.n;
    const before = await staysOf();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.post(token, '/reserva', {
          idsucursal: rooms.idsucursal,
          titular: `Huésped ${i + 1}`,
          estancias: [{ idhabitacion, idclasehabitacion: null, f1: inDays(60), f2: inDays(61) }],
        }),
      ),
    );
    const saved = answers.filter((a) => a.body.status === 200);
    expect(saved).toHaveLength(1);
    const winner = saved[0]!.body.detalles[0];
    for (const lost of answers.filter((a) => a.body.status !== 200)) {
      expect(lost.res.statusCode).toBe(400);
      expect(lost.body.mensaje).toBe(
        `La habitación 304 ya está tomada del ${inDays(60).split('-').reverse().join('/')} al ${inDays(61).split('-').reverse().join('/')} por la reserva N° ${winner.idreserva} de ${winner.titular}`,
      );
    }
    const [empty] = await queryRows<{ bookings: number }>(
      t.db,
      sql`select count(*)::int as bookings from reserva r
           where not exists (select 1 from reserva_estancia e where e.idreserva = r.idreserva)`,
    );
    // The losers' bookings rolled back with their stays.
    expect({ stays: (await staysOf()) - before, bookings: empty!.bookings }).toEqual({ stays: 1, bookings: 0 });
  });
});
