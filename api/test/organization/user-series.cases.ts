import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, SELLER, type TestApp } from '../helpers/app.js';
import { caller, expectGuarded, expectRefused } from './support.js';

export default function userSeriesCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let seller: { idusuario: number };
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    seller = (await api.get(admin, '/usuario?q=vendedor')).body.detalles[0];
  });
  afterAll(() => t.close());

  describe("users' series", () => {
    test('the demo users have the Lima series', async () => {
      const { body } = await api.get(admin, `/usuarioserie?idusuario=${seller.idusuario}&pageSize=4`);
      expect(body).toMatchObject({ status: 200, totalRegistros: 11, totalPaginas: 3 });
      expect(body.detalles[0]).toMatchObject({
        serie: 'F001',
        comprobante: 'Factura',
        codigo_comprobante: '01',
        sucursal: 'Lima - Miraflores',
        correlativo: expect.any(Number),
        estado: 1,
        estado_serie: 1,
      });
      expect(
        (await api.get(admin, `/usuarioserie?idusuario=${seller.idusuario}&q=boleta`)).body.detalles.map(
          (r: any) => r.serie,
        ),
      ).toEqual(['B001']);
      expect((await api.get(admin, '/usuarioserie')).body).toEqual({
        status: 400,
        mensaje: 'Datos no válidos: Usuario es obligatorio',
        detalles: expect.any(Array),
      });
    });

    test('assign, toggle and remove a series', async () => {
      const f002 = (await api.get(admin, '/serie/1?q=F002')).body.detalles[0];
      const assigned = await api.post(admin, '/rusuarioserie', { idusuario: seller.idusuario, idserie: f002.idserie });
      expect(assigned.body).toMatchObject({
        status: 200,
        mensaje: 'Serie asignada al usuario',
        detalles: { serie: 'F002', sucursal: 'Arequipa - Cercado', estado: 1 },
      });
      const id = assigned.body.detalles.idusuarioserie;
      await expectRefused(
        t,
        'usuario_serie',
        () => api.post(admin, '/rusuarioserie', { idusuario: seller.idusuario, idserie: f002.idserie }),
        'La serie ya está asignada al usuario',
      );
      await expectRefused(
        t,
        'usuario_serie',
        () => api.post(admin, '/rusuarioserie', { idusuario: 99999, idserie: f002.idserie }),
        'El usuario no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'usuario_serie',
        () => api.post(admin, '/rusuarioserie', { idusuario: seller.idusuario, idserie: 99999 }),
        'La serie no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'usuario_serie',
        () => api.post(admin, '/rusuarioserie', { idusuario: seller.idusuario }),
        'Datos no válidos: Serie es obligatorio',
      );

      expect((await api.post(admin, '/cusuarioserie', { idusuarioserie: id, estado: 0 })).body).toMatchObject({
        mensaje: 'Serie desactivada para el usuario',
        detalles: { estado: 0 },
      });
      expect((await api.post(admin, '/cusuarioserie', { idusuarioserie: id, estado: 1 })).body.mensaje).toBe(
        'Serie activada para el usuario',
      );
      expect((await api.post(admin, '/eusuarioserie', { idusuarioserie: id })).body).toEqual({
        status: 200,
        mensaje: 'Serie removida del usuario',
        detalles: null,
      });
      expect((await api.post(admin, '/eusuarioserie', { idusuarioserie: id })).body).toEqual({
        status: 400,
        mensaje: 'La asignación de serie no existe o fue eliminada',
        detalles: null,
      });
      expect((await api.post(admin, '/cusuarioserie', { idusuarioserie: id, estado: 1 })).body.mensaje).toBe(
        'La asignación de serie no existe o fue eliminada',
      );

      // A disabled series cannot be assigned.
      await api.post(admin, '/cserie', { idserie: f002.idserie, estado: 0 });
      await expectRefused(
        t,
        'usuario_serie',
        () => api.post(admin, '/rusuarioserie', { idusuario: seller.idusuario, idserie: f002.idserie }),
        'La serie está desactivada',
      );
      await api.post(admin, '/cserie', { idserie: f002.idserie, estado: 1 });
    });

    test('authorization: 401 without a token, 403 for a user without the organization area', async () => {
      await expectGuarded(t, [
        { method: 'GET', url: `/usuarioserie?idusuario=1` },
        { method: 'POST', url: '/rusuarioserie', payload: { idusuario: 1, idserie: 1 } },
        { method: 'POST', url: '/cusuarioserie', payload: { idusuarioserie: 1, estado: 0 } },
        { method: 'POST', url: '/eusuarioserie', payload: { idusuarioserie: 1 } },
      ]);
      expect(SELLER.usuario).toBe('vendedor');
      expect((await api.get(admin, `/usuarioserie?idusuario=1`)).body.detalles[0].estado).toBe(1);
    });
  });
}
