import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { caller } from '../organization/support.js';

/** Runs on a PostgreSQL server (DATABASE_URL): createTestApp makes its own database. */
describePostgres('PostgreSQL concurrency: workshop vehicles and requirements', () => {
  let t: TestApp;
  let api: ReturnType<typeof caller>;
  let admin = '';
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
  });
  afterAll(() => t.close());

  const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(t.db, query))[0]!;

  test('one plate registered ten times at once, written ten ways: one vehicle, nine Spanish refusals', async () => {
    const { id: idmodelovehiculo } = await one<{ id: number }>(
      sql`select idmodelovehiculo as id from modelo_vehiculo where nombre = 'Hilux'`,
    );
    const spellings = ['K9Q-314', 'k9q314', 'K9Q 314', ' k9q-314 ', 'K9Q314'];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.post(admin, '/rvehiculo', { placa: spellings[i % spellings.length], idmodelovehiculo }),
      ),
    );
    const statuses = answers.map((a) => a.body.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(400)]);
    for (const refused of answers.filter((a) => a.body.status === 400))
      expect(refused.body.mensaje).toBe('Ya existe un vehículo con esa placa o ese VIN');
    expect(await one<{ n: number }>(sql`select count(*)::int as n from vehiculo where placa = 'K9Q-314'`)).toEqual({
      n: 1,
    });
  });

  test('twenty requirements of one vehicle at once: accepted in mileage order, the vehicle keeps the highest', async () => {
    const { idvehiculo, idpersona } = await one<{ idvehiculo: number; idpersona: number }>(
      sql`select v.idvehiculo, p.idpersona from vehiculo v, persona p where v.placa = 'BXR-908' and p.numero_documento = '20456789120'`,
    );
    const { km: start } = await one<{ km: number }>(
      sql`select kilometraje as km from vehiculo where idvehiculo = ${idvehiculo}`,
    );
    // Mileages shuffled: a lower one arriving after a higher one committed is refused.
    const mileages = Array.from({ length: 20 }, (_, i) => start + 10 * ((i * 7) % 20) + 10);
    const answers = await Promise.all(
      mileages.map((kilometraje, i) =>
        api.post(admin, '/rrequerimiento', { idvehiculo, idpersona, descripcion: `Visita ${i}`, kilometraje }),
      ),
    );
    for (const refused of answers.filter((a) => a.body.status !== 200))
      expect(refused.body.mensaje).toMatch(/^El kilometraje no puede ser menor al último registrado del vehículo/);
    const accepted = await queryRows<{ km: number }>(
      t.db,
      sql`select kilometraje as km from requerimiento where idvehiculo = ${idvehiculo} and descripcion like 'Visita %' order by idrequerimiento`,
    );
    expect(accepted.length).toBe(answers.filter((a) => a.body.status === 200).length);
    // Each accepted one saw every earlier one committed: never below the one before it.
    const kms = accepted.map((r) => r.km);
    expect(kms).toEqual([...kms].sort((a, b) => a - b));
    const { km: end } = await one<{ km: number }>(
      sql`select kilometraje as km from vehiculo where idvehiculo = ${idvehiculo}`,
    );
    expect(end).toBe(Math.max(...kms));
  });
});
