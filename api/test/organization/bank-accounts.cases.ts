import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, expectGuarded, expectRefused } from './support.js';

export default function bankAccountsCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let bcp: number;
  let interbank: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    const banks = (await api.get(admin, '/bancos')).body.detalles;
    bcp = banks.find((b: any) => b.abreviatura === 'BCP').idbanco;
    interbank = banks.find((b: any) => b.abreviatura === 'Interbank').idbanco;
  });
  afterAll(() => t.close());

  const account = () => ({
    idbanco: interbank,
    idmoneda: 1,
    tipo: 'Ahorros',
    numero: '200-3001234567',
    cci: '00320000300123456735',
    titular: 'EMPRESA DEMO TRADE S.A.C.',
  });

  describe('bank accounts', () => {
    test('the demo accounts are listed, paged and filtered', async () => {
      const { body } = await api.get(admin, '/gcuentasbancarias?pageSize=2');
      expect(body).toMatchObject({ status: 200, totalRegistros: 3, totalPaginas: 2 });
      expect(body.detalles[0]).toMatchObject({
        banco: 'Banco de Crédito del Perú',
        moneda: 'PEN',
        simbolo: 'S/',
        tipo: 'Corriente',
        numero: '191-2345678-0-12',
        estado: 1,
      });
      expect((await api.get(admin, '/gcuentasbancarias?idmoneda=2')).body.detalles.map((a: any) => a.simbolo)).toEqual([
        'US$',
      ]);
      expect((await api.get(admin, `/gcuentasbancarias?idbanco=${bcp}`)).body.totalRegistros).toBe(1);
      expect((await api.get(admin, '/gcuentasbancarias?q=naci%C3%B3n')).body.detalles.map((a: any) => a.tipo)).toEqual([
        'Detracciones',
      ]);
    });

    test('create, update, toggle and delete an account', async () => {
      const created = await api.post(admin, '/rcuentabancaria', account());
      expect(created.body).toMatchObject({
        status: 200,
        mensaje: 'Cuenta bancaria registrada correctamente',
        detalles: { ...account(), banco: 'Interbank', moneda: 'PEN', estado: 1 },
      });
      const id = created.body.detalles.idcuentabancaria;
      const updated = await api.post(admin, '/acuentabancaria', {
        idcuentabancaria: id,
        ...account(),
        idmoneda: 2,
        cci: '',
      });
      expect(updated.body).toMatchObject({
        mensaje: 'Cuenta bancaria actualizada correctamente',
        detalles: { moneda: 'USD', cci: null },
      });
      expect((await api.post(admin, '/ccuentabancaria', { idcuentabancaria: id, estado: 0 })).body).toMatchObject({
        mensaje: 'Cuenta bancaria desactivada',
        detalles: { estado: 0 },
      });
      expect((await api.post(admin, '/ecuentabancaria', { idcuentabancaria: id })).body).toEqual({
        status: 200,
        mensaje: 'Cuenta bancaria eliminada correctamente',
        detalles: null,
      });
      expect((await api.post(admin, '/ecuentabancaria', { idcuentabancaria: id })).body).toEqual({
        status: 400,
        mensaje: 'La cuenta bancaria no existe o fue eliminada',
        detalles: null,
      });
      expect((await api.post(admin, '/acuentabancaria', { idcuentabancaria: id, ...account() })).body.mensaje).toBe(
        'La cuenta bancaria no existe o fue eliminada',
      );
    });

    test('bad input is refused and writes nothing', async () => {
      await expectRefused(
        t,
        'cuenta_bancaria',
        () => api.post(admin, '/rcuentabancaria', { ...account(), numero: '191-2345678-0-12', idbanco: bcp }),
        'Ya existe la cuenta 191-2345678-0-12 en ese banco',
      );
      await expectRefused(
        t,
        'cuenta_bancaria',
        () => api.post(admin, '/rcuentabancaria', { ...account(), cci: '123' }),
        'Datos no válidos: CCI no tiene un formato válido',
      );
      await expectRefused(
        t,
        'cuenta_bancaria',
        () => api.post(admin, '/rcuentabancaria', { ...account(), tipo: 'Plazo fijo' }),
        'Datos no válidos: Tipo de cuenta tiene un valor no permitido',
      );
      await expectRefused(
        t,
        'cuenta_bancaria',
        () => api.post(admin, '/rcuentabancaria', { ...account(), numero: 'ABC-123' }),
        'Datos no válidos: Número de cuenta no tiene un formato válido',
      );
      await expectRefused(
        t,
        'cuenta_bancaria',
        () => api.post(admin, '/rcuentabancaria', { ...account(), idbanco: 9999 }),
        'El banco no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'cuenta_bancaria',
        () => api.post(admin, '/rcuentabancaria', { ...account(), idmoneda: 9 }),
        'La moneda no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'cuenta_bancaria',
        () => api.post(admin, '/rcuentabancaria', { ...account(), titular: undefined }),
        'Datos no válidos: Titular es obligatorio',
      );
    });

    test('authorization: 401 without a token, 403 for a user without the organization area', async () => {
      const before = await countRows(t, 'cuenta_bancaria');
      await expectGuarded(t, [
        { method: 'GET', url: '/gcuentasbancarias' },
        { method: 'POST', url: '/rcuentabancaria', payload: account() },
        { method: 'POST', url: '/acuentabancaria', payload: { idcuentabancaria: 1, ...account() } },
        { method: 'POST', url: '/ccuentabancaria', payload: { idcuentabancaria: 1, estado: 0 } },
        { method: 'POST', url: '/ecuentabancaria', payload: { idcuentabancaria: 1 } },
      ]);
      expect(await countRows(t, 'cuenta_bancaria')).toBe(before);
    });
  });
}
