import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { comprobante } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, expectGuarded, expectRefused } from './support.js';

export default function vouchersCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
  });
  afterAll(() => t.close());

  describe('voucher types', () => {
    test("SUNAT's types and the internal ones are seeded", async () => {
      // Other areas seed their own internal types after these (stock notes, receipts): count, don't hard-code.
      const total = await countRows(t, 'comprobante');
      const { body } = await api.get(admin, '/comprobante?pageSize=50');
      expect(body).toMatchObject({ status: 200, totalRegistros: total, totalPaginas: 1 });
      expect(body.detalles.slice(0, 9).map((c: any) => [c.idcomprobante, c.codigo, c.nombre, c.sunat])).toEqual([
        [1, '01', 'Factura', true],
        [2, '03', 'Boleta de venta', true],
        [3, '07', 'Nota de crédito', true],
        [4, '08', 'Nota de débito', true],
        [5, '09', 'Guía de remisión remitente', true],
        [expect.any(Number), '31', 'Guía de remisión transportista', true],
        [6, 'NV', 'Nota de venta', false],
        [7, 'PR', 'Proforma', false],
        [8, 'PD', 'Pedido', false],
      ]);
      expect(body.detalles[0]).toMatchObject({ prefijo: 'F', series: 2, estado: 1 });
      const internal = body.detalles.filter((c: any) => !c.sunat).length;
      expect((await api.get(admin, '/comprobante?sunat=false&pageSize=50')).body.totalRegistros).toBe(internal);
      const words = (await api.get(admin, '/comprobante?q=nota%20DE&pageSize=50')).body.detalles;
      expect(words.map((c: any) => c.codigo)).toEqual(expect.arrayContaining(['07', '08', 'NV']));
      for (const c of words) expect(c.nombre.toLowerCase()).toMatch(/nota.*de|de.*nota/);
      expect(
        (await api.get(admin, '/comprobante?page=2&pageSize=5')).body.detalles.map((c: any) => c.codigo).slice(0, 3),
      ).toEqual(['31', 'NV', 'PR']);
    });

    test('create, update, toggle and delete an internal type', async () => {
      const created = await api.post(admin, '/rcomprobante', {
        codigo: 'rc',
        nombre: ' Recibo de caja ',
        abreviatura: 'rc',
      });
      expect(created.body).toMatchObject({
        status: 200,
        mensaje: 'Comprobante registrado correctamente',
        detalles: { codigo: 'RC', nombre: 'Recibo de caja', abreviatura: 'RC', sunat: false, series: 0 },
      });
      const id = created.body.detalles.idcomprobante;
      expect(
        (
          await api.post(admin, '/acomprobante', {
            idcomprobante: id,
            codigo: 'RCJ',
            nombre: 'Recibo de caja chica',
            abreviatura: null,
          })
        ).body.detalles,
      ).toMatchObject({
        codigo: 'RCJ',
        abreviatura: null,
      });
      expect((await api.post(admin, '/ccomprobante', { idcomprobante: id, estado: 0 })).body).toMatchObject({
        mensaje: 'Comprobante desactivado',
        detalles: { estado: 0 },
      });
      expect((await api.post(admin, '/ccomprobante', { idcomprobante: id, estado: 1 })).body.mensaje).toBe(
        'Comprobante activado',
      );
      // With a series it cannot be deleted.
      const s = await api.post(admin, '/rserie', { idcomprobante: id, idsucursal: 1, serie: 'RC01' });
      await expectRefused(
        t,
        'comprobante',
        () => api.post(admin, '/ecomprobante', { idcomprobante: id }),
        'El comprobante tiene series; elimínelas o desactive el comprobante',
      );
      await api.post(admin, '/eserie', { idserie: s.body.detalles.idserie });
      expect((await api.post(admin, '/ecomprobante', { idcomprobante: id })).body).toEqual({
        status: 200,
        mensaje: 'Comprobante eliminado correctamente',
        detalles: null,
      });
      expect((await api.post(admin, '/ecomprobante', { idcomprobante: id })).body).toEqual({
        status: 400,
        mensaje: 'El comprobante no existe o fue eliminado',
        detalles: null,
      });
    });

    test("bad input is refused and SUNAT's types are protected", async () => {
      await expectRefused(
        t,
        'comprobante',
        () => api.post(admin, '/rcomprobante', { nombre: 'X' }),
        'Datos no válidos: Código es obligatorio',
      );
      await expectRefused(
        t,
        'comprobante',
        () => api.post(admin, '/rcomprobante', { codigo: 'ABCDE', nombre: 'X' }),
        'Datos no válidos: Código debe tener como máximo 4 caracteres',
      );
      await expectRefused(
        t,
        'comprobante',
        () => api.post(admin, '/rcomprobante', { codigo: 'A-1', nombre: 'X' }),
        'Datos no válidos: Código no tiene un formato válido',
      );
      await expectRefused(
        t,
        'comprobante',
        () => api.post(admin, '/rcomprobante', { codigo: 'X1', nombre: '   ' }),
        'Datos no válidos: Nombre no tiene un formato válido',
      );
      await expectRefused(
        t,
        'comprobante',
        () => api.post(admin, '/rcomprobante', { codigo: '12', nombre: 'Recibo' }),
        'Los códigos de dos dígitos están reservados para SUNAT',
      );
      await expectRefused(
        t,
        'comprobante',
        () => api.post(admin, '/rcomprobante', { codigo: 'nv', nombre: 'Otra nota' }),
        'Ya existe un comprobante con el código NV',
      );
      await expectRefused(
        t,
        'comprobante',
        () => api.post(admin, '/ecomprobante', { idcomprobante: 1 }),
        'Los comprobantes de SUNAT no se pueden eliminar; desactívelos',
      );
      expect(
        (await api.post(admin, '/acomprobante', { idcomprobante: 1, codigo: '02', nombre: 'Factura' })).body.mensaje,
      ).toBe('No se puede cambiar el código de un comprobante de SUNAT');
      const renamed = await api.post(admin, '/acomprobante', {
        idcomprobante: 1,
        codigo: '01',
        nombre: 'Factura electrónica',
        abreviatura: 'FE',
      });
      expect(renamed.body.detalles).toMatchObject({ codigo: '01', nombre: 'Factura electrónica' });
      expect(
        (await api.post(admin, '/acomprobante', { idcomprobante: 6, codigo: 'PR', nombre: 'X' })).body.mensaje,
      ).toBe('Ya existe un comprobante con el código PR');
      expect(
        (await api.post(admin, '/acomprobante', { idcomprobante: 777, codigo: 'ZZ', nombre: 'X' })).body.mensaje,
      ).toBe('El comprobante no existe o fue eliminado');
      const [nv] = await t.db.select().from(comprobante).where(eq(comprobante.idcomprobante, 6));
      expect(nv!.codigo).toBe('NV');
    });

    test('authorization: 401 without a token, 403 for a user without the organization area', async () => {
      await expectGuarded(t, [
        { method: 'GET', url: '/comprobante' },
        { method: 'POST', url: '/rcomprobante', payload: { codigo: 'ZZ', nombre: 'Z' } },
        { method: 'POST', url: '/acomprobante', payload: { idcomprobante: 6, codigo: 'NV', nombre: 'Z' } },
        { method: 'POST', url: '/ccomprobante', payload: { idcomprobante: 6, estado: 0 } },
        { method: 'POST', url: '/ecomprobante', payload: { idcomprobante: 6 } },
      ]);
      expect((await t.db.select().from(comprobante).where(eq(comprobante.idcomprobante, 6)))[0]).toMatchObject({
        nombre: 'Nota de venta',
        estado: 1,
      });
    });
  });
}
