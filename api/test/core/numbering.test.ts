import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { serie } from '../../src/db/schema/index.js';
import { formatDocumentNumber, takeNextNumber } from '../../src/core/numbering.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { caller } from '../organization/support.js';

/** core/numbering.ts: the next number of a series, taken inside the document's transaction. */
let t: TestApp;
let admin: string;
let api: ReturnType<typeof caller>;
let lima: number;
const FACTURA = 1;
const BOLETA = 2;

beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
  admin = await t.login();
  lima = (await api.get(admin, '/esucursal')).body.detalles.find((b: any) => b.codigo_sunat === '0000').idsucursal;
});
afterAll(() => t.close());

const take = (idserie: number) => t.db.transaction((tx) => takeNextNumber(tx, idserie));

describe('takeNextNumber', () => {
  test('takeNextNumber gives consecutive numbers, marks the series used and refuses inactive or missing series', async () => {
    const created = (
      await api.post(admin, '/rserie', { idcomprobante: BOLETA, idsucursal: lima, serie: 'B010', correlativo: 7 })
    ).body.detalles;
    expect(await take(created.idserie)).toEqual({
      idserie: created.idserie,
      serie: 'B010',
      numero: 7,
      codigo_comprobante: '03',
      idsucursal: lima,
    });
    expect((await take(created.idserie)).numero).toBe(8);
    expect(formatDocumentNumber('B010', 8)).toBe('B010-00000008');
    const row = (await api.get(admin, `/serie/${BOLETA}?q=B010`)).body.detalles[0];
    expect(row).toMatchObject({ correlativo: 9, ultimo_emitido: 8, usado: true });

    // A rolled-back save gives its number back.
    await expect(
      t.db.transaction(async (tx) => {
        expect((await takeNextNumber(tx, created.idserie)).numero).toBe(9);
        throw new Error('la venta falló');
      }),
    ).rejects.toThrow('la venta falló');
    expect((await take(created.idserie)).numero).toBe(9);

    await api.post(admin, '/cserie', { idserie: created.idserie, estado: 0 });
    await expect(take(created.idserie)).rejects.toThrow('La serie está desactivada');
    await expect(take(987654)).rejects.toThrow('La serie no existe o fue eliminada');
    await t.db.update(serie).set({ estado: 1, correlativo: 99_999_999 }).where(eq(serie.idserie, created.idserie));
    expect((await take(created.idserie)).numero).toBe(99_999_999);
    await expect(take(created.idserie)).rejects.toThrow('La serie llegó a su número máximo');
  });
});

describePostgres('PostgreSQL concurrency: series numbering', () => {
  test('concurrent sales and correlative edits never produce the same number', async () => {
    const created = (await api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: lima, serie: 'F050' })).body
      .detalles;
    const id = created.idserie;
    // Each "sale" takes its number inside its transaction and keeps the row locked a moment.
    const sale = () =>
      t.db.transaction(async (tx) => {
        const taken = await takeNextNumber(tx, id);
        await tx.execute(sql`select pg_sleep(0.01)`);
        return taken.numero;
      });
    // Two users editing the correlative at the same time (to 5 and to 30), amid the sales.
    const edit = (correlativo: number) =>
      api.post(admin, '/aserie', { idserie: id, idcomprobante: FACTURA, idsucursal: lima, serie: 'F050', correlativo });
    const results = await Promise.all([
      ...Array.from({ length: 12 }, sale),
      edit(5),
      edit(30),
      ...Array.from({ length: 12 }, sale),
      edit(5),
      edit(30),
      ...Array.from({ length: 6 }, sale),
    ]);
    const numbers = results.filter((r): r is number => typeof r === 'number');
    const edits = results.filter((r) => typeof r !== 'number') as { body: any }[];
    expect(numbers).toHaveLength(30);
    expect(new Set(numbers).size).toBe(30);
    for (const e of edits) {
      if (e.body.status !== 200)
        expect(e.body.mensaje).toMatch(/^El correlativo debe ser mayor que el último número emitido \(\d+\)$/);
    }
    const [row] = await t.db.select().from(serie).where(eq(serie.idserie, id));
    expect(row!.ultimo_emitido).toBe(Math.max(...numbers));
    expect(row!.correlativo).toBeGreaterThan(row!.ultimo_emitido);
    // Whatever happened, the next number is new.
    expect(numbers).not.toContain((await take(id)).numero);

    // Two edits alone at once: both succeed, the series ends at one of the two values.
    const [a, b] = await Promise.all([edit(row!.correlativo + 10), edit(row!.correlativo + 20)]);
    expect([a.body.status, b.body.status]).toEqual([200, 200]);
    const [after] = await t.db.select().from(serie).where(eq(serie.idserie, id));
    expect([row!.correlativo + 10, row!.correlativo + 20]).toContain(after!.correlativo);
  });
});
