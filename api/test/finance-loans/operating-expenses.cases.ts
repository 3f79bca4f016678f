import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectRefused } from '../organization/support.js';
import { userWith } from './support.js';

export default function operatingExpensesCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let categories: { idcategoria: number; nombre: string }[];
  const category = (start: string) => categories.find((c) => c.nombre.startsWith(start))!.idcategoria;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
    categories = (await api.get(admin, '/categoriasgasto')).body.detalles;
  });
  afterAll(() => t.close());

  describe('operating expenses by category and month', () => {
    test('registers, lists by month and category with totals, summarises a year and deletes', async () => {
      const rent = await api.post(admin, '/rgastosoperativos', {
        idcategoria: category('Alquiler'),
        descripcion: 'Alquiler de marzo',
        monto: '2500.00',
        fecha: '2025-03-01',
        documento: 'Recibo 15',
      });
      expect(rent.body).toMatchObject({
        status: 200,
        mensaje: 'Gasto registrado correctamente',
        detalles: { categoria: 'Alquiler', periodo: '2025-03', monto: '2500.00', sucursal: 'Lima - Miraflores' },
      });
      await api.post(admin, '/rgastosoperativos', {
        idcategoria: category('Servicios'),
        descripcion: 'Luz de marzo',
        monto: '310.45',
        fecha: '2025-03-20',
      });
      await api.post(admin, '/rgastosoperativos', {
        idcategoria: category('Servicios'),
        descripcion: 'Agua de marzo',
        monto: '89.55',
        fecha: '2025-03-21',
      });
      await api.post(admin, '/rgastosoperativos', {
        idcategoria: category('Servicios'),
        descripcion: 'Luz de abril',
        monto: '300.00',
        fecha: '2025-04-20',
      });

      const march = await api.get(admin, '/gastosoperativos?periodo=2025-03&page=1&pageSize=10');
      expect(march.body.totalRegistros).toBe(3);
      expect(march.body.totales).toEqual({ monto: '2900.00' });
      const services = await api.get(
        admin,
        `/gastosoperativos?periodo=2025-03&idcategoria=${category('Servicios')}&page=1&pageSize=10&sort=monto&order=desc`,
      );
      expect(services.body.detalles.map((r: { monto: string }) => r.monto)).toEqual(['310.45', '89.55']);
      expect(services.body.totales).toEqual({ monto: '400.00' });

      const year = await api.get(admin, '/resumengastosoperativos?anio=2025');
      expect(year.body.detalles).toEqual([
        { periodo: '2025-03', idcategoria: category('Alquiler'), categoria: 'Alquiler', monto: '2500.00' },
        {
          periodo: '2025-03',
          idcategoria: category('Servicios'),
          categoria: 'Servicios (luz, agua, internet, teléfono)',
          monto: '400.00',
        },
        {
          periodo: '2025-04',
          idcategoria: category('Servicios'),
          categoria: 'Servicios (luz, agua, internet, teléfono)',
          monto: '300.00',
        },
      ]);

      const removed = await api.get(admin, `/egastosoperativos/${rent.body.detalles.idgasto}`);
      expect(removed.body).toMatchObject({ status: 200, mensaje: 'Gasto eliminado correctamente' });
      expect((await api.get(admin, '/gastosoperativos?periodo=2025-03&page=1&pageSize=10')).body.totales).toEqual({
        monto: '400.00',
      });
      const again = await api.get(admin, `/egastosoperativos/${rent.body.detalles.idgasto}`);
      expect([again.res.statusCode, again.body.mensaje]).toEqual([404, 'El gasto no existe o fue eliminado']);
    });

    test('bad input answers 400 and writes nothing', async () => {
      const good = { idcategoria: category('Otros'), descripcion: 'Varios', monto: '10.00', fecha: '2025-05-05' };
      await expectRefused(
        t,
        'gasto_operativo',
        () => api.post(admin, '/rgastosoperativos', { ...good, monto: '0.00' }),
        'Error al registrar gasto: el monto debe ser mayor que cero',
      );
      await expectRefused(
        t,
        'gasto_operativo',
        () => api.post(admin, '/rgastosoperativos', { ...good, monto: '-3' }),
        /Monto/,
      );
      await expectRefused(
        t,
        'gasto_operativo',
        () => api.post(admin, '/rgastosoperativos', { ...good, fecha: '2025-02-30' }),
        /Fecha/,
      );
      await expectRefused(
        t,
        'gasto_operativo',
        () => api.post(admin, '/rgastosoperativos', { ...good, idcategoria: 99999 }),
        'La categoría no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'gasto_operativo',
        () => api.post(admin, '/rgastosoperativos', { ...good, idsucursal: 99999 }),
        'La sucursal no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'gasto_operativo',
        () => api.post(admin, '/rgastosoperativos', { ...good, descripcion: ' ' }),
        /Descripción/,
      );
      expect((await api.get(admin, '/gastosoperativos?periodo=2025-13&page=1&pageSize=10')).res.statusCode).toBe(400);
    });

    test('only the operating expenses screen reaches them', async () => {
      const cashier = await userWith(t, 'gastos1', ['/manage_cash']);
      for (const url of [
        '/gastosoperativos?page=1&pageSize=10',
        '/categoriasgasto',
        '/egastosoperativos/1',
        '/resumengastosoperativos?anio=2025',
      ]) {
        expect([url, (await api.get(cashier.token, url)).res.statusCode]).toEqual([url, 403]);
      }
      expect((await api.post(cashier.token, '/rgastosoperativos', {})).res.statusCode).toBe(403);
      const owner = await userWith(t, 'gastos2', ['/operating_expenses']);
      expect((await api.get(owner.token, '/categoriasgasto')).body.detalles.length).toBeGreaterThan(5);
    });
  });
}
