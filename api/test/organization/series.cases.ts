import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { cpeDocumento, serie } from '../../src/db/schema/index.js';
import { takeNextNumber } from '../../src/core/numbering.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, expectGuarded, expectRefused } from './support.js';

export default function seriesCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let lima: number;
  let arequipa: number;
  const FACTURA = 1;
  const BOLETA = 2;
  const NOTA_CREDITO = 3;
  const GUIA = 5;
  const NOTA_VENTA = 6;

  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    const branches = (await api.get(admin, '/esucursal')).body.detalles;
    lima = branches.find((b: any) => b.codigo_sunat === '0000').idsucursal;
    arequipa = branches.find((b: any) => b.codigo_sunat === '0001').idsucursal;
  });
  afterAll(() => t.close());

  const take = (idserie: number) => t.db.transaction((tx) => takeNextNumber(tx, idserie));

  describe('series', () => {
    test('the demo series are listed, paged, by voucher type (-1 = all), branch, state and words', async () => {
      // Every area seeds its own series (petty-cash receipts, stock notes…): count them, don't hard-code.
      const total = await countRows(t, 'serie');
      const all = await api.get(admin, '/serie/-1?pageSize=5');
      expect(all.body).toMatchObject({ status: 200, totalRegistros: total, totalPaginas: Math.ceil(total / 5) });
      // The demo's own sales may have used F001 already: its numbers are whatever the demo left.
      const [demoF001] = await t.db.select().from(serie).where(eq(serie.serie, 'F001'));
      expect(all.body.detalles[0]).toMatchObject({
        serie: 'F001',
        comprobante: 'Factura',
        codigo_comprobante: '01',
        sucursal: 'Lima - Miraflores',
        correlativo: demoF001!.correlativo,
        ultimo_emitido: demoF001!.ultimo_emitido,
        usado: demoF001!.usado,
        estado: 1,
      });
      const facturas = await api.get(admin, `/serie/${FACTURA}`);
      expect(facturas.body.detalles.map((s: any) => s.serie)).toEqual(['F001', 'F002']);
      const arequipaOnly = await api.get(admin, `/serie/-1?idsucursal=${arequipa}`);
      expect(arequipaOnly.body.detalles.map((s: any) => s.serie)).toEqual(
        expect.arrayContaining(['B002', 'F002', 'NV02', 'T002']),
      );
      expect(arequipaOnly.body.detalles.every((s: any) => s.idsucursal === arequipa)).toBe(true);
      const words = await api.get(admin, '/serie/-1?q=nota%20cr%C3%A9dito');
      expect(words.body.detalles.map((s: any) => s.serie).sort()).toEqual(['BC01', 'BC02', 'FC01', 'FC02']);
      expect((await api.get(admin, '/serie/0')).body).toEqual({
        status: 400,
        mensaje: 'Indique el tipo de comprobante o -1 para todos',
        detalles: null,
      });
      expect((await api.get(admin, '/serie/abc')).body.status).toBe(400);
    });

    test('voucher_serie_comprobante lists the series of one voucher type', async () => {
      const { body } = await api.post(admin, '/voucher_serie_comprobante', { idcomprobante: BOLETA, idsucursal: lima });
      expect(body.detalles.map((s: any) => s.serie)).toEqual(['B001']);
      expect((await api.post(admin, '/voucher_serie_comprobante', {})).body).toEqual({
        status: 400,
        mensaje: 'Datos no válidos: Tipo de comprobante es obligatorio',
        detalles: expect.any(Array),
      });
    });

    test('create checks the letters of SUNAT types, references and duplicates', async () => {
      const created = await api.post(admin, '/rserie', {
        idcomprobante: FACTURA,
        idsucursal: lima,
        serie: 'f003',
        correlativo: 120,
      });
      expect(created.body).toMatchObject({
        status: 200,
        mensaje: 'Serie registrada correctamente',
        detalles: { serie: 'F003', correlativo: 120, ultimo_emitido: 0, usado: false },
      });
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: lima, serie: 'F003' }),
        'Ya existe la serie F003 para Factura',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: lima, serie: 'B009' }),
        'La serie de Factura debe empezar con F',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: NOTA_CREDITO, idsucursal: lima, serie: 'T001' }),
        'La serie de Nota de crédito debe empezar con F o B',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: GUIA, idsucursal: lima, serie: 'F010' }),
        'La serie de Guía de remisión remitente debe empezar con T',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: lima, serie: 'F01' }),
        'Datos no válidos: Serie debe tener al menos 4 caracteres',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: lima, serie: 'F-01' }),
        'Datos no válidos: Serie no tiene un formato válido',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: lima, serie: 'F009', correlativo: 0 }),
        'Datos no válidos: Correlativo debe ser mayor que 0',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: 999, idsucursal: lima, serie: 'F009' }),
        'El tipo de comprobante no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: 999, serie: 'F009' }),
        'La sucursal no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/rserie', { idsucursal: lima, serie: 'F009' }),
        'Datos no válidos: Tipo de comprobante es obligatorio',
      );
      // Internal types take any four characters.
      expect(
        (await api.post(admin, '/rserie', { idcomprobante: NOTA_VENTA, idsucursal: arequipa, serie: '0001' })).body
          .status,
      ).toBe(200);
    });

    test('aserie never sets the correlative at or below an issued number; a used series keeps its type, branch and letters', async () => {
      const created = (await api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: lima, serie: 'F020' }))
        .body.detalles;
      const edit = (over: Record<string, unknown>) =>
        api.post(admin, '/aserie', {
          idserie: created.idserie,
          idcomprobante: FACTURA,
          idsucursal: lima,
          serie: 'F020',
          correlativo: 1,
          ...over,
        });
      // Before use everything may change.
      const moved = await edit({ idsucursal: arequipa, serie: 'F021', correlativo: 50 });
      expect(moved.body).toMatchObject({
        status: 200,
        mensaje: 'Serie actualizada correctamente',
        detalles: { serie: 'F021', idsucursal: arequipa, correlativo: 50 },
      });
      await take(created.idserie);
      await take(created.idserie); // 50, 51 issued
      const base = { idsucursal: arequipa, serie: 'F021' };
      expect((await edit({ ...base, correlativo: 51 })).body).toEqual({
        status: 400,
        mensaje: 'El correlativo debe ser mayor que el último número emitido (51)',
        detalles: null,
      });
      expect((await edit({ ...base, correlativo: 10 })).body.mensaje).toBe(
        'El correlativo debe ser mayor que el último número emitido (51)',
      );
      expect((await edit({ ...base, correlativo: 52 })).body.status).toBe(200);
      expect((await edit({ ...base, correlativo: 200 })).body.detalles.correlativo).toBe(200);
      expect((await edit({ ...base, correlativo: 60 })).body.detalles.correlativo).toBe(60); // back down, still above 51
      const used = 'La serie ya tiene documentos emitidos: solo puede cambiar su correlativo o desactivarla';
      expect((await edit({ serie: 'F022', idsucursal: arequipa, correlativo: 60 })).body.mensaje).toBe(used);
      expect((await edit({ idsucursal: lima, serie: 'F021', correlativo: 60 })).body.mensaje).toBe(used);
      const [row] = await t.db.select().from(serie).where(eq(serie.idserie, created.idserie));
      expect(row).toMatchObject({ serie: 'F021', idsucursal: arequipa, correlativo: 60, ultimo_emitido: 51 });
      expect(
        (
          await api.post(admin, '/aserie', {
            idserie: 999999,
            idcomprobante: FACTURA,
            idsucursal: lima,
            serie: 'F099',
            correlativo: 1,
          })
        ).body,
      ).toEqual({
        status: 400,
        mensaje: 'La serie no existe o fue eliminada',
        detalles: null,
      });
      expect(
        (
          await api.post(admin, '/aserie', {
            idserie: created.idserie,
            idcomprobante: FACTURA,
            idsucursal: lima,
            serie: 'F021',
          })
        ).body.mensaje,
      ).toBe('Datos no válidos: Correlativo es obligatorio');
    });

    test('state toggle and delete: a used series can only be disabled', async () => {
      const fresh = (await api.post(admin, '/rserie', { idcomprobante: NOTA_VENTA, idsucursal: lima, serie: 'NV09' }))
        .body.detalles;
      const off = await api.post(admin, '/cserie', { idserie: fresh.idserie, estado: 0 });
      expect(off.body).toMatchObject({ status: 200, mensaje: 'Serie desactivada', detalles: { estado: 0 } });
      expect((await api.post(admin, '/cserie', { idserie: fresh.idserie, estado: 1 })).body.mensaje).toBe(
        'Serie activada',
      );
      expect((await api.post(admin, '/eserie', { idserie: fresh.idserie })).body).toEqual({
        status: 200,
        mensaje: 'Serie eliminada correctamente',
        detalles: null,
      });
      expect((await api.post(admin, '/eserie', { idserie: fresh.idserie })).body).toEqual({
        status: 400,
        mensaje: 'La serie no existe o fue eliminada',
        detalles: null,
      });

      const used = (await api.post(admin, '/rserie', { idcomprobante: NOTA_VENTA, idsucursal: lima, serie: 'NV08' }))
        .body.detalles;
      await take(used.idserie);
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/eserie', { idserie: used.idserie }),
        'La serie ya tiene documentos emitidos; no se puede eliminar, solo desactivar',
      );

      // A series already carried by an electronic document counts as used even if never taken here.
      const f030 = (await api.post(admin, '/rserie', { idcomprobante: FACTURA, idsucursal: lima, serie: 'F030' })).body
        .detalles;
      await t.db.insert(cpeDocumento).values({
        ruc: '20000000001',
        tipoDoc: '01',
        serie: 'F030',
        numero: 1,
        nombre: '20000000001-01-F030-1',
        fechaEmision: '2025-01-02',
        estado: 'aceptado',
      });
      await expectRefused(
        t,
        'serie',
        () => api.post(admin, '/eserie', { idserie: f030.idserie }),
        'La serie ya tiene documentos emitidos; no se puede eliminar, solo desactivar',
      );
    });

    test('authorization: 401 without a token, 403 for a user without the organization area', async () => {
      const [before] = await t.db.select().from(serie).where(eq(serie.serie, 'F001'));
      await expectGuarded(t, [
        { method: 'GET', url: '/serie/-1' },
        { method: 'POST', url: '/voucher_serie_comprobante', payload: { idcomprobante: 1 } },
        { method: 'POST', url: '/rserie', payload: { idcomprobante: FACTURA, idsucursal: 1, serie: 'F077' } },
        {
          method: 'POST',
          url: '/aserie',
          payload: { idserie: 1, idcomprobante: FACTURA, idsucursal: 1, serie: 'F001', correlativo: 500 },
        },
        { method: 'POST', url: '/cserie', payload: { idserie: 1, estado: 0 } },
        { method: 'POST', url: '/eserie', payload: { idserie: 1 } },
      ]);
      const [f001] = await t.db.select().from(serie).where(eq(serie.serie, 'F001'));
      expect(f001).toMatchObject({ correlativo: before!.correlativo, estado: 1 });
    });
  });
}
