import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { tipoCambio, usuario } from '../../src/db/schema/index.js';
import { ADMIN, SELLER, createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectGuarded, expectRefused } from './support.js';

export default function usersCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let idsucursal: number;
  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    idsucursal = (await api.get(admin, '/esucursal?pageSize=1')).body.detalles[0].idsucursal;
  });
  afterAll(() => t.close());

  const newUser = (over: Record<string, unknown> = {}) => ({
    usuario: 'cajero1',
    nombres: 'Pedro Cajero',
    rol: 'atm',
    idsucursal,
    password: 'Caja2026x',
    ...over,
  });

  describe('users', () => {
    test('list is paged, filtered by words, state and role, and never shows hashes', async () => {
      const { res, body } = await api.get(admin, '/usuario?page=1&pageSize=1');
      expect(res.statusCode).toBe(200);
      // admin, vendedor and the workshop's technician (tecnico).
      expect(body).toMatchObject({ status: 200, totalRegistros: 3, totalPaginas: 3 });
      expect(body.detalles).toHaveLength(1);
      expect(JSON.stringify(body)).not.toMatch(/password|hash|\$argon/);
      const words = await api.get(admin, '/usuario?q=DEMO%20vended');
      expect(words.body.detalles.map((u: any) => u.usuario)).toEqual(['vendedor']);
      expect(words.body.detalles[0]).toMatchObject({
        rol: 'seller',
        rolNombre: 'Vendedor',
        sucursal: 'Lima - Miraflores',
        estado: 1,
      });
      const byRole = await api.get(admin, '/usuario?rol=admin');
      expect(byRole.body.detalles.map((u: any) => u.usuario)).toEqual(['admin']);
      const bad = await api.get(admin, '/usuario?rol=jefe');
      expect(bad.body).toEqual({
        status: 400,
        mensaje: 'Datos no válidos: Rol tiene un valor no permitido',
        detalles: expect.any(Array),
      });
    });

    test('roles are listed with their Spanish names', async () => {
      const { body } = await api.get(admin, '/roles');
      expect(body.detalles).toEqual([
        { rol: 'admin', nombre: 'Administrador' },
        { rol: 'atm', nombre: 'Cajero' },
        { rol: 'seller', nombre: 'Vendedor' },
        { rol: 'tech', nombre: 'Técnico' },
        { rol: 'claimer', nombre: 'Reclamos' },
        { rol: 'admin-complaints', nombre: 'Administrador de reclamos' },
      ]);
    });

    test('create stores a hashed password the new user can sign in with', async () => {
      const { body } = await api.post(admin, '/rusuario', newUser());
      expect(body).toMatchObject({
        status: 200,
        mensaje: 'Usuario registrado correctamente',
        detalles: { usuario: 'cajero1', rol: 'atm', rolNombre: 'Cajero', estado: 1, idsucursal },
      });
      expect(body.detalles).not.toHaveProperty('password_hash');
      const [row] = await t.db.select().from(usuario).where(eq(usuario.usuario, 'cajero1'));
      expect(row!.password_hash).toMatch(/^\$argon2id\$/);
      expect(row!.password_hash).not.toContain('Caja2026x');
      await expect(t.login('cajero1', 'Caja2026x')).resolves.toEqual(expect.any(String));
    });

    test('bad input is refused in Spanish and writes nothing', async () => {
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: undefined })),
        'Datos no válidos: Usuario es obligatorio',
      );
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: 'xy' })),
        'Datos no válidos: Usuario debe tener al menos 3 caracteres',
      );
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: 'con espacio' })),
        'Datos no válidos: Usuario no tiene un formato válido',
      );
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: 'nuevo1', rol: 'jefe' })),
        'Datos no válidos: Rol tiene un valor no permitido',
      );
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: 'nuevo1', password: 'corta1' })),
        'La contraseña debe tener al menos 8 caracteres',
      );
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: 'nuevo1', password: 'soloLetras' })),
        'La contraseña debe tener letras y números',
      );
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: 'nuevo1', password: undefined })),
        'Datos no válidos: Contraseña es obligatorio',
      );
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: 'nuevo1', idsucursal: 99999 })),
        'La sucursal no existe o fue eliminada',
      );
      await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/rusuario', newUser({ usuario: 'CAJERO1' })),
        'Ya existe un usuario con ese nombre de usuario',
      );
    });

    test('update changes data and, only when given, the password', async () => {
      const [row] = await t.db.select().from(usuario).where(eq(usuario.usuario, 'cajero1'));
      const hashBefore = row!.password_hash;
      const { body } = await api.post(admin, '/ausuario', {
        idusuario: row!.idusuario,
        usuario: 'cajero1',
        nombres: 'Pedro Cajero Ruiz',
        rol: 'seller',
        idsucursal: null,
      });
      expect(body).toMatchObject({
        status: 200,
        mensaje: 'Usuario actualizado correctamente',
        detalles: { nombres: 'Pedro Cajero Ruiz', rol: 'seller', idsucursal: null },
      });
      expect((await t.db.select().from(usuario).where(eq(usuario.idusuario, row!.idusuario)))[0]!.password_hash).toBe(
        hashBefore,
      );

      const reset = await api.post(admin, '/ausuario', {
        idusuario: row!.idusuario,
        usuario: 'cajero1',
        nombres: 'Pedro Cajero Ruiz',
        rol: 'seller',
        password: 'Nueva2026',
      });
      expect(reset.body.status).toBe(200);
      await expect(t.login('cajero1', 'Nueva2026')).resolves.toEqual(expect.any(String));
      await expect(t.login('cajero1', 'Caja2026x')).rejects.toThrow();

      const weak = await api.post(admin, '/ausuario', {
        idusuario: row!.idusuario,
        usuario: 'cajero1',
        nombres: 'X',
        rol: 'seller',
        password: 'abc',
      });
      expect(weak.body).toEqual({
        status: 400,
        mensaje: 'La contraseña debe tener al menos 8 caracteres',
        detalles: null,
      });
      const taken = await api.post(admin, '/ausuario', {
        idusuario: row!.idusuario,
        usuario: 'Vendedor',
        nombres: 'X',
        rol: 'seller',
      });
      expect(taken.body).toEqual({
        status: 400,
        mensaje: 'Ya existe un usuario con ese nombre de usuario',
        detalles: null,
      });
      const missing = await api.post(admin, '/ausuario', {
        idusuario: 999999,
        usuario: 'zzz',
        nombres: 'X',
        rol: 'seller',
      });
      expect(missing.body).toEqual({ status: 400, mensaje: 'El usuario no existe o fue eliminado', detalles: null });
      expect((await t.db.select().from(usuario).where(eq(usuario.idusuario, row!.idusuario)))[0]!.nombres).toBe(
        'Pedro Cajero Ruiz',
      );
    });

    test('an admin cannot remove their own admin role, deactivate or delete themselves', async () => {
      const me = (await api.get(admin, '/usuario?q=admin&rol=admin')).body.detalles[0];
      expect(
        (
          await api.post(admin, '/ausuario', {
            idusuario: me.idusuario,
            usuario: 'admin',
            nombres: 'Adm',
            rol: 'seller',
          })
        ).body.mensaje,
      ).toBe('No puede quitarse a sí mismo el rol de administrador');
      expect((await api.post(admin, '/cusuario', { idusuario: me.idusuario, estado: 0 })).body).toEqual({
        status: 400,
        mensaje: 'No puede desactivar su propio usuario',
        detalles: null,
      });
      expect((await api.post(admin, '/eusuario', { idusuario: me.idusuario })).body).toEqual({
        status: 400,
        mensaje: 'No puede eliminar su propio usuario',
        detalles: null,
      });
      const [row] = await t.db.select().from(usuario).where(eq(usuario.idusuario, me.idusuario));
      expect(row).toMatchObject({ rol: 'admin', estado: 1 });
    });

    test('an admin can deactivate another admin (their session ends); only admins touch admins', async () => {
      const created = (await api.post(admin, '/rusuario', newUser({ usuario: 'jefe2', rol: 'admin' }))).body.detalles;
      const other = await t.login('jefe2', 'Caja2026x');
      const me = (await api.get(admin, '/usuario?rol=admin')).body.detalles.find((u: any) => u.usuario === 'admin');
      expect((await api.post(other, '/cusuario', { idusuario: me.idusuario, estado: 0 })).body.mensaje).toBe(
        'Usuario desactivado',
      );
      expect((await api.get(admin, '/usuario')).body.status).toBe(404);
      expect((await api.post(other, '/cusuario', { idusuario: me.idusuario, estado: 1 })).body.mensaje).toBe(
        'Usuario activado',
      );
      admin = await t.login();
      expect((await api.post(admin, '/eusuario', { idusuario: created.idusuario })).body.mensaje).toBe(
        'Usuario eliminado correctamente',
      );

      // A seller given the users screen manages users but not admins (no privilege escalation).
      const seller = (await api.get(admin, '/usuario?q=vendedor')).body.detalles[0];
      const usersMenu = (await api.get(admin, '/menu')).body.detalles.find((m: any) => m.ruta === '/users');
      await api.post(admin, '/rmenuusuario', { idusuario: seller.idusuario, idmenu: usersMenu.idmenu });
      const sellerToken = await t.login(SELLER.usuario, SELLER.password);
      const onlyAdmins = 'Solo un administrador puede crear o modificar administradores';
      await expectRefused(
        t,
        'usuario',
        () => api.post(sellerToken, '/rusuario', newUser({ usuario: 'escalado', rol: 'admin' })),
        onlyAdmins,
      );
      expect((await api.post(sellerToken, '/cusuario', { idusuario: me.idusuario, estado: 0 })).body.mensaje).toBe(
        onlyAdmins,
      );
      expect((await api.post(sellerToken, '/eusuario', { idusuario: me.idusuario })).body.mensaje).toBe(onlyAdmins);
      expect(
        (
          await api.post(sellerToken, '/ausuario', {
            idusuario: seller.idusuario,
            usuario: 'vendedor',
            nombres: 'V',
            rol: 'admin',
          })
        ).body.mensaje,
      ).toBe(onlyAdmins);
      const plain = await api.post(sellerToken, '/rusuario', newUser({ usuario: 'ayudante', rol: 'tech' }));
      expect(plain.body).toMatchObject({ status: 200, detalles: { rol: 'tech' } });
      await api.post(admin, '/emenuusuario', { idusuario: seller.idusuario, idmenu: usersMenu.idmenu });
      await api.post(admin, '/eusuario', { idusuario: plain.body.detalles.idusuario });
      expect((await t.db.select().from(usuario).where(eq(usuario.idusuario, me.idusuario)))[0]).toMatchObject({
        rol: 'admin',
        estado: 1,
      });
    });

    test('deactivating a user ends their sessions at once; once active again they sign in anew', async () => {
      const seller = await t.login(SELLER.usuario, SELLER.password);
      const id = (await api.get(admin, '/usuario?q=vendedor')).body.detalles[0].idusuario;
      const off = await api.post(admin, '/cusuario', { idusuario: id, estado: 0 });
      expect(off.body).toMatchObject({ status: 200, mensaje: 'Usuario desactivado', detalles: { estado: 0 } });
      expect((await api.get(seller, '/tipomoneda')).body.status).toBe(404);
      expect((await api.post(admin, '/cusuario', { idusuario: id, estado: 2 })).body).toEqual({
        status: 400,
        mensaje: 'Datos no válidos: Estado debe ser menor o igual a 1',
        detalles: expect.any(Array),
      });
      const on = await api.post(admin, '/cusuario', { idusuario: id, estado: 1 });
      expect(on.body).toMatchObject({ status: 200, mensaje: 'Usuario activado', detalles: { estado: 1 } });
      expect((await api.get(seller, '/tipomoneda')).body.status).toBe(404);
      expect((await api.get(await t.login(SELLER.usuario, SELLER.password), '/tipomoneda')).body.status).toBe(200);
      expect((await api.post(admin, '/cusuario', { idusuario: 424242, estado: 1 })).body).toEqual({
        status: 400,
        mensaje: 'El usuario no existe o fue eliminado',
        detalles: null,
      });
    });

    test('delete removes a user without history, with their menus and series; a user with history is kept', async () => {
      const created = (await api.post(admin, '/rusuario', newUser({ usuario: 'temporal' }))).body.detalles;
      const serie = (await api.get(admin, '/serie/-1?pageSize=1')).body.detalles[0];
      await api.post(admin, '/rusuarioserie', { idusuario: created.idusuario, idserie: serie.idserie });
      const menus = (await api.get(admin, '/menu')).body.detalles.filter((m: any) => m.idpadre);
      await api.post(admin, '/rmenuusuario', { idusuario: created.idusuario, idmenu: menus[0].idmenu });
      const { body } = await api.post(admin, '/eusuario', { idusuario: created.idusuario });
      expect(body).toEqual({ status: 200, mensaje: 'Usuario eliminado correctamente', detalles: null });
      expect(await t.db.select().from(usuario).where(eq(usuario.idusuario, created.idusuario))).toHaveLength(0);
      expect((await api.post(admin, '/eusuario', { idusuario: created.idusuario })).body).toEqual({
        status: 400,
        mensaje: 'El usuario no existe o fue eliminado',
        detalles: null,
      });

      // History: an exchange rate entered by the user.
      const withHistory = (await api.post(admin, '/rusuario', newUser({ usuario: 'historico', rol: 'admin' }))).body
        .detalles;
      const token = await t.login('historico', 'Caja2026x');
      expect(
        (await api.post(token, '/rpreciodollar', { fecha: '2024-01-02', compra: '3.70', venta: '3.72' })).body.status,
      ).toBe(200);
      const refused = await expectRefused(
        t,
        'usuario',
        () => api.post(admin, '/eusuario', { idusuario: withHistory.idusuario }),
        'El usuario tiene historial (documentos u operaciones registradas); desactívelo en su lugar',
      );
      expect(refused.status).toBe(400);
      expect(await t.db.select().from(tipoCambio).where(eq(tipoCambio.idusuario, withHistory.idusuario))).toHaveLength(
        1,
      );
    });

    test('authorization: 401 without a token, 403 for a user without the organization area', async () => {
      await expectGuarded(t, [
        { method: 'GET', url: '/usuario' },
        { method: 'GET', url: '/roles' },
        { method: 'POST', url: '/rusuario', payload: newUser({ usuario: 'intruso' }) },
        { method: 'POST', url: '/ausuario', payload: { idusuario: 1 } },
        { method: 'POST', url: '/cusuario', payload: { idusuario: 1, estado: 0 } },
        { method: 'POST', url: '/eusuario', payload: { idusuario: 1 } },
      ]);
      expect(await t.db.select().from(usuario).where(eq(usuario.usuario, 'intruso'))).toHaveLength(0);
      expect((await t.db.select().from(usuario).where(eq(usuario.usuario, ADMIN.usuario)))[0]!.estado).toBe(1);
    });
  });
}
