import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { hashPassword } from '../../src/core/passwords.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * Issue 10, defect 1: user and menu management cannot be used to widen one's own access.
 * Managing users needs Usuarios (/users), assigning menus Control de accesos (/access_control);
 * nobody grants a menu they lack unless admin; nobody changes their own menus or role; a non-admin
 * manages only users who reach no more than they do, and points menus only at screens they hold;
 * a password reset and a user disabled end that user's sessions.
 */
export default function privilegesCases() {
  let t: TestApp;
  let n = 0;
  const PASSWORD = 'Clave1234';
  let hashed: string;

  beforeAll(async () => {
    t = await createTestApp();
    hashed = await hashPassword(PASSWORD);
  });
  afterAll(() => t.close());

  const menuId = async (ruta: string) =>
    (await queryRows<{ idmenu: number }>(t.db, sql`select idmenu from menu where ruta = ${ruta}`))[0]!.idmenu;

  /** A user holding exactly these menus (by route), signed in. */
  async function user(routes: string[], rol = 'seller') {
    const usuario = `priv${++n}`;
    const [row] = await queryRows<{ idusuario: number }>(
      t.db,
      sql`insert into usuario (usuario, nombres, rol, password_hash) values (${usuario}, ${`Usuario ${n}`}, ${rol}, ${hashed}) returning idusuario`,
    );
    for (const ruta of routes)
      await t.db.execute(
        sql`insert into menu_usuario (idusuario, idmenu) select ${row!.idusuario}, idmenu from menu where ruta = ${ruta}`,
      );
    return { idusuario: row!.idusuario, usuario, rol, token: await t.login(usuario, PASSWORD) };
  }
  const routesOf = async (idusuario: number) =>
    (
      await queryRows<{ ruta: string }>(
        t.db,
        sql`select m.ruta from menu_usuario mu join menu m on m.idmenu = mu.idmenu where mu.idusuario = ${idusuario} order by m.ruta`,
      )
    ).map((r) => r.ruta);
  const post = (token: string, url: string, payload: object) =>
    t.call(token, { method: 'POST', url: `/api${url}`, payload });
  const userBody = (u: { idusuario: number; usuario: string; rol: string }, extra: object = {}) => ({
    idusuario: u.idusuario,
    usuario: u.usuario,
    nombres: 'Cambiado',
    rol: u.rol,
    idsucursal: null,
    ...extra,
  });
  const stillSignedIn = async (token: string) =>
    (await t.call(token, { method: 'GET', url: '/api/validate-token' })).res.statusCode === 200;

  describe('the calls of the issue', () => {
    test('a user holding only /employees can neither reset a password nor grant himself a menu', async () => {
      const clerk = await user(['/employees']);
      const other = await user([]);
      const reset = await post(clerk.token, '/ausuario', userBody(other, { password: 'Nueva12345' }));
      expect([reset.res.statusCode, reset.body.status]).toEqual([403, 403]);
      await expect(t.login(other.usuario, 'Nueva12345')).rejects.toThrow();
      const grant = await post(clerk.token, '/rmenuusuario', { idusuario: clerk.idusuario, idmenu: 1 });
      expect([grant.res.statusCode, grant.body.status]).toEqual([403, 403]);
      expect(await routesOf(clerk.idusuario)).toEqual(['/employees']);
    });
  });

  describe('Usuarios (/users)', () => {
    test('a password reset ends the sessions of the user at once', async () => {
      const manager = await user(['/users', '/employees']);
      const target = await user(['/employees']);
      const { body } = await post(manager.token, '/ausuario', userBody(target, { password: 'Nueva12345' }));
      expect(body.status).toBe(200);
      expect(await stillSignedIn(target.token)).toBe(false);
      expect(await t.login(target.usuario, 'Nueva12345')).toEqual(expect.any(String));
    });

    test('disabling a user ends their sessions at once', async () => {
      const manager = await user(['/users']);
      const target = await user([]);
      expect((await post(manager.token, '/cusuario', { idusuario: target.idusuario, estado: 0 })).body.status).toBe(
        200,
      );
      expect(await stillSignedIn(target.token)).toBe(false);
    });

    test('a non-admin cannot take over a user who reaches more than he does', async () => {
      const manager = await user(['/users']);
      const keeper = await user(['/access_control']);
      for (const [url, payload] of [
        ['/ausuario', userBody(keeper, { password: 'Nueva12345' })],
        ['/cusuario', { idusuario: keeper.idusuario, estado: 0 }],
        ['/eusuario', { idusuario: keeper.idusuario }],
      ] as const) {
        const { body } = await post(manager.token, url, payload);
        expect([url, body]).toEqual([
          url,
          {
            status: 400,
            mensaje: 'Solo puede modificar usuarios cuyos menús usted también tiene asignados',
            detalles: null,
          },
        ]);
      }
      expect(await stillSignedIn(keeper.token)).toBe(true);
      expect(await t.login(keeper.usuario, PASSWORD)).toEqual(expect.any(String));
    });

    test('nobody makes an admin but an admin, nor changes their own role', async () => {
      const manager = await user(['/users']);
      const target = await user([]);
      expect((await post(manager.token, '/ausuario', userBody(target, { rol: 'admin' }))).body.mensaje).toBe(
        'Solo un administrador puede crear o modificar administradores',
      );
      expect(
        (
          await post(manager.token, '/rusuario', {
            usuario: `nuevo${n}`,
            nombres: 'Nuevo',
            rol: 'admin',
            idsucursal: null,
            password: 'Clave12345',
          })
        ).body.mensaje,
      ).toBe('Solo un administrador puede crear o modificar administradores');
      expect((await post(manager.token, '/ausuario', userBody(manager, { rol: 'tech' }))).body).toEqual({
        status: 400,
        mensaje: 'No puede cambiar su propio rol',
        detalles: null,
      });
      expect(
        (
          await queryRows<{ rol: string }>(t.db, sql`select rol from usuario where idusuario = ${manager.idusuario}`)
        )[0]!.rol,
      ).toBe('seller');
    });
  });

  describe('Control de accesos (/access_control)', () => {
    test('nobody changes their own menus, nor grants a menu they lack', async () => {
      const keeper = await user(['/access_control', '/series']);
      const target = await user([]);
      const self = await post(keeper.token, '/rmenuusuario', {
        idusuario: keeper.idusuario,
        idmenu: await menuId('/users'),
      });
      expect(self.body).toEqual({
        status: 400,
        mensaje: 'No puede cambiar sus propios menús; pídaselo a otro usuario con Control de accesos',
        detalles: null,
      });
      const selfRemove = await post(keeper.token, '/emenuusuario', {
        idusuario: keeper.idusuario,
        idmenu: await menuId('/series'),
      });
      expect(selfRemove.body.status).toBe(400);
      const foreign = await post(keeper.token, '/rmenuusuario', {
        idusuario: target.idusuario,
        idmenu: await menuId('/users'),
      });
      expect(foreign.body).toEqual({
        status: 400,
        mensaje: 'Solo puede asignar menús que usted tiene asignados (/users)',
        detalles: null,
      });
      expect(await routesOf(target.idusuario)).toEqual([]);
      expect(
        (await post(keeper.token, '/rmenuusuario', { idusuario: target.idusuario, idmenu: await menuId('/series') }))
          .body.status,
      ).toBe(200);
      expect(await routesOf(target.idusuario)).toEqual(['/series']);
      expect(await routesOf(keeper.idusuario)).toEqual(['/access_control', '/series']);
    });

    test('an admin grants any menu', async () => {
      const admin = await t.login();
      const target = await user([]);
      expect(
        (await post(admin, '/rmenuusuario', { idusuario: target.idusuario, idmenu: await menuId('/users') })).body
          .status,
      ).toBe(200);
      expect(await routesOf(target.idusuario)).toEqual(['/users']);
    });
  });

  describe('Control de menús (/menu_control)', () => {
    test('a non-admin cannot point a menu he holds at a screen he lacks', async () => {
      const editor = await user(['/menu_control', '/series']);
      const series = (
        await queryRows<{ idmenu: number; nombre: string; idpadre: number; orden: number }>(
          t.db,
          sql`select idmenu, nombre, idpadre, orden from menu where ruta = '/series'`,
        )
      )[0]!;
      const repoint = await post(editor.token, '/amenu', {
        idmenu: series.idmenu,
        nombre: series.nombre,
        ruta: '/access_control',
        idpadre: series.idpadre,
        orden: series.orden,
      });
      expect(repoint.body.status).toBe(400);
      expect(repoint.body.mensaje).toMatch(/^Solo puede usar en un menú pantallas que usted tiene asignadas/);
      expect(
        (await queryRows<{ ruta: string }>(t.db, sql`select ruta from menu where idmenu = ${series.idmenu}`))[0]!.ruta,
      ).toBe('/series');
      expect(await routesOf(editor.idusuario)).toEqual(['/menu_control', '/series']);
      // Renaming is fine.
      expect(
        (
          await post(editor.token, '/amenu', {
            idmenu: series.idmenu,
            nombre: 'Series y correlativos',
            ruta: '/series',
            idpadre: series.idpadre,
            orden: series.orden,
          })
        ).body.status,
      ).toBe(200);
    });
  });
}
