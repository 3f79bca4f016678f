import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { empleado } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, expectGuarded, expectRefused } from './support.js';

export default function employeesCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  const DNI = 1;
  const RUC = 2;
  const CE = 3;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
  });
  afterAll(() => t.close());

  const employee = (over: Record<string, unknown> = {}) => ({
    idtipodocumento: DNI,
    numero_documento: '10293847',
    nombres: 'Luis Alberto',
    apellidos: 'Mendoza Ríos',
    cargo: 'Técnico',
    telefono: '987111222',
    email: 'luis@trade-demo.pe',
    direccion: 'Jr. Cusco 123',
    fecha_ingreso: '2024-02-29',
    sueldo: '2500.5',
    idsucursal: 1,
    idusuario: null,
    ...over,
  });

  describe('employees', () => {
    test('the demo employees are listed, paged and filtered; uempleado lists active ones for selects', async () => {
      const { body } = await api.get(admin, '/empleado?pageSize=2');
      // The demo's three and the workshop's technician (user tecnico) and his helper.
      expect(body).toMatchObject({ status: 200, totalRegistros: 5, totalPaginas: 3 });
      expect(body.detalles.map((e: { apellidos: string }) => e.apellidos)).toEqual(['CCAMA HUAMÁN', 'HUAMÁN ROJAS']);
      expect(body.detalles[1]).toMatchObject({
        apellidos: 'HUAMÁN ROJAS',
        tipodocumento: 'DNI',
        sueldo: '1600.00',
        fecha_ingreso: '2022-08-15',
        sucursal: 'Lima - Miraflores',
      });
      const words = await api.get(admin, '/empleado?q=vendedora%20torres');
      expect(words.body.detalles).toHaveLength(1);
      expect(words.body.detalles[0]).toMatchObject({ usuario: 'vendedor', idusuario: expect.any(Number) });
      expect((await api.get(admin, '/uempleado')).body.detalles).toHaveLength(5);
      expect((await api.get(admin, '/uempleado?sinUsuario=true')).body.detalles.map((e: any) => e.apellidos)).toEqual([
        'CCAMA HUAMÁN',
        'HUAMÁN ROJAS',
        'PAREDES LAZO',
      ]);
    });

    test('create, update, toggle and delete an employee', async () => {
      const created = await api.post(admin, '/rempleado', employee());
      expect(created.body).toMatchObject({
        status: 200,
        mensaje: 'Empleado registrado correctamente',
        detalles: { numero_documento: '10293847', sueldo: '2500.50', fecha_ingreso: '2024-02-29', estado: 1 },
      });
      const id = created.body.detalles.idempleado;
      const admins = (await api.get(admin, '/usuario?rol=admin')).body.detalles;
      const updated = await api.post(admin, '/aempleado', {
        idempleado: id,
        ...employee({
          idtipodocumento: CE,
          numero_documento: 'x12345',
          sueldo: null,
          email: '',
          idusuario: admins[0].idusuario,
        }),
      });
      expect(updated.body).toMatchObject({
        mensaje: 'Empleado actualizado correctamente',
        detalles: {
          tipodocumento: 'CARNÉ EXT.',
          numero_documento: 'X12345',
          sueldo: null,
          email: null,
          usuario: 'admin',
        },
      });
      expect((await api.post(admin, '/cempleado', { idempleado: id, estado: 0 })).body).toMatchObject({
        mensaje: 'Empleado desactivado',
        detalles: { estado: 0 },
      });
      expect((await api.get(admin, '/uempleado')).body.detalles.map((e: any) => e.idempleado)).not.toContain(id);
      expect((await api.post(admin, '/cempleado', { idempleado: id, estado: 1 })).body.mensaje).toBe(
        'Empleado activado',
      );
      expect((await api.post(admin, '/eempleado', { idempleado: id })).body).toEqual({
        status: 200,
        mensaje: 'Empleado eliminado correctamente',
        detalles: null,
      });
      expect((await api.post(admin, '/eempleado', { idempleado: id })).body).toEqual({
        status: 400,
        mensaje: 'El empleado no existe o fue eliminado',
        detalles: null,
      });
      expect((await api.post(admin, '/cempleado', { idempleado: id, estado: 1 })).body.mensaje).toBe(
        'El empleado no existe o fue eliminado',
      );
      expect((await api.post(admin, '/aempleado', { idempleado: id, ...employee() })).body.mensaje).toBe(
        'El empleado no existe o fue eliminado',
      );
    });

    test('bad input is refused in Spanish and writes nothing', async () => {
      const seller = (await api.get(admin, '/usuario?q=vendedor')).body.detalles[0];
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ numero_documento: '1234' })),
        'El número de documento no es válido para DNI',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ idtipodocumento: RUC, numero_documento: '20000000002' })),
        'El número de documento no es válido para RUC',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ numero_documento: '45781230' })),
        'Ya existe un empleado con DNI 45781230',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ idusuario: seller.idusuario })),
        'El usuario ya está vinculado a otro empleado',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ idusuario: 9999 })),
        'El usuario no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ idsucursal: 9999 })),
        'La sucursal no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ idtipodocumento: 99 })),
        'El tipo de documento no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ fecha_ingreso: '2023-02-29' })),
        'Datos no válidos: Fecha de ingreso debe ser una fecha válida (AAAA-MM-DD)',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ fecha_ingreso: '29/02/2024' })),
        'Datos no válidos: Fecha de ingreso no tiene un formato válido',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ sueldo: '-5' })),
        'Datos no válidos: Sueldo no tiene un formato válido',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ sueldo: '12.345' })),
        'Datos no válidos: Sueldo no tiene un formato válido',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ email: 'x@' })),
        'Datos no válidos: Correo no tiene un formato válido',
      );
      await expectRefused(
        t,
        'empleado',
        () => api.post(admin, '/rempleado', employee({ apellidos: undefined })),
        'Datos no válidos: Apellidos es obligatorio',
      );
      // A number sent as JSON number keeps its exact value.
      const numeric = await api.post(admin, '/rempleado', employee({ numero_documento: '55667788', sueldo: 1999.99 }));
      expect(numeric.body.detalles.sueldo).toBe('1999.99');
      const [row] = await t.db.select().from(empleado).where(eq(empleado.numero_documento, '55667788'));
      expect(row!.sueldo).toBe('1999.99');
    });

    test('authorization: 401 without a token, 403 for a user without the organization area', async () => {
      const before = await countRows(t, 'empleado');
      await expectGuarded(t, [
        { method: 'GET', url: '/empleado' },
        { method: 'GET', url: '/uempleado' },
        { method: 'POST', url: '/rempleado', payload: employee({ numero_documento: '11223344' }) },
        { method: 'POST', url: '/aempleado', payload: { idempleado: 1, ...employee() } },
        { method: 'POST', url: '/cempleado', payload: { idempleado: 1, estado: 0 } },
        { method: 'POST', url: '/eempleado', payload: { idempleado: 1 } },
      ]);
      expect(await countRows(t, 'empleado')).toBe(before);
    });
  });
}
