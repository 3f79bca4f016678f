import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { describePostgres } from '../helpers/postgres.js';
import { day } from '../purchasing-credits/support.js';

/**
 * On a PostgreSQL server: guides saved at once on one series take consecutive numbers, each once,
 * each with its own CPE document; refused ones in the middle (an ubigeo that does not exist) leave no
 * gap, and the same transfer sent several times at once gets one guide.
 */
const serverUrl = process.env.DATABASE_URL;
let t: TestApp;
let token = '';

const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (await t.call(token, { method, url: `/api${url}`, payload })).body as {
    status: number;
    mensaje: string;
    detalles: any;
  };

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp({}, { poolSize: 20 });
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
});

describePostgres('PostgreSQL concurrency: guides', () => {
  test('30 guides at once on T001 (5 refused among them) are numbered without duplicates or gaps; a transfer gets one guide', async () => {
    const [ids] = await queryRows<{
      producto_id: number;
      unidad_medida_id: number;
      idpersona: number;
      origen: number;
      destino: number;
    }>(
      t.db,
      sql`select (select producto_id from producto where codigo_producto = 'FER-0016') as producto_id, (select unidad_medida_id from unidad_medida where abreviatura = 'UND') as unidad_medida_id,
                 (select idpersona from persona where numero_documento = '20456789120') as idpersona,
                 (select idalmacen from almacen where nombre = 'Almacén principal Miraflores') as origen, (select idalmacen from almacen where nombre = 'Almacén Arequipa Cercado') as destino`,
    );
    const [before] = await queryRows<{ correlativo: number }>(
      t.db,
      sql`select correlativo from serie where serie = 'T001'`,
    );
    const guide = (i: number) => ({
      fecha_emision: day(0),
      fecha_traslado: day(0),
      motivo: '01',
      modalidad: '02',
      placas: ['ABC123'],
      conductores: [
        {
          tipo_documento: '1',
          numero_documento: '41234567',
          nombres: 'JUAN',
          apellidos: 'PÉREZ',
          licencia: 'Q41234567',
        },
      ],
      partida_ubigeo: '150122',
      partida_direccion: 'AV. LARCO 1150',
      llegada_ubigeo: i % 6 === 5 ? '159999' : '150101',
      llegada_direccion: `JR. JUNÍN ${i}`,
      peso_bruto: '10',
      idpersona: ids!.idpersona,
      items: [{ producto_id: ids!.producto_id, unidad_medida_id: ids!.unidad_medida_id, cantidad: '1' }],
    });
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => call('POST', '/gguia', guide(i))));
    const saved = answers.filter((a) => a.status === 200);
    expect(saved).toHaveLength(25);
    expect(answers.filter((a) => a.status === 400).map((a) => a.mensaje)).toEqual(
      Array(5).fill('El ubigeo de llegada 159999 no existe'),
    );
    const numbers = saved.map((a) => a.detalles.numero as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 25 }, (_, i) => before!.correlativo + i));
    expect(new Set(saved.map((a) => a.detalles.cpe.id)).size).toBe(25);

    const transfer = await call('POST', '/rtransferencia', {
      fecha: day(0),
      idalmacen_origen: ids!.origen,
      idalmacen_destino: ids!.destino,
      items: [{ producto_id: ids!.producto_id, unidad_medida_id: ids!.unidad_medida_id, cantidad: '1' }],
    });
    const draft = (await call('GET', `/guiatransferencia/${transfer.detalles.idtransferencia}`)).detalles;
    const body = {
      ...draft,
      peso_bruto: '2',
      placas: ['XYZ987'],
      conductores: guide(0).conductores,
      items: draft.items.map(({ producto_id, unidad_medida_id, cantidad }: any) => ({
        producto_id,
        unidad_medida_id,
        cantidad,
      })),
    };
    const racing = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/gguia', body)));
    expect(racing.filter((a) => a.status === 200)).toHaveLength(1);
    const [count] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from guia where idtransferencia = ${transfer.detalles.idtransferencia}`,
    );
    expect(count!.n).toBe(1);
  });
});
