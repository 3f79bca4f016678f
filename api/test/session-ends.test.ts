import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { queryRows } from '../src/db/client.js';
import { usuario } from '../src/db/schema/index.js';
import { ADMIN, createTestApp, type TestApp } from './helpers/app.js';

/** Token version per session: what ends a session, at once, and what a token must carry. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const PASSWORD = 'Sesion2026x';
let counter = 0;
/** A fresh user with the Empleados menu (so a list call proves the session works). */
async function newUser(rol = 'seller') {
  const name = `sesion${++counter}`;
  const created = await t.call(admin, {
    method: 'POST',
    url: '/api/rusuario',
    payload: { usuario: name, nombres: `Sesión ${counter}`, rol, password: PASSWORD },
  });
  const id = created.body.detalles.idusuario as number;
  const [menu] = await queryRows<{ idmenu: number }>(t.db, sql`select idmenu from menu where ruta = '/employees'`);
  await t.call(admin, { method: 'POST', url: '/api/rmenuusuario', payload: { idusuario: id, idmenu: menu!.idmenu } });
  return { id, name };
}
const works = async (token: string) => (await t.call(token, { method: 'GET', url: '/api/empleado' })).res.statusCode;
const ended = async (token: string) => {
  const { res, body } = await t.call(token, { method: 'GET', url: '/api/empleado' });
  return [res.statusCode, body.status];
};

describe('sessions end at once', () => {
  test('POST /api/logout ends that token only; the user signs in again', async () => {
    const { name } = await newUser();
    const first = await t.login(name, PASSWORD);
    const other = await t.login(name, PASSWORD);
    const out = await t.call(first, { method: 'POST', url: '/api/logout' });
    expect(out.body).toEqual({ status: 200, mensaje: 'Sesión cerrada', detalles: null });
    expect(await ended(first)).toEqual([401, 404]);
    expect(await works(other)).toBe(200);
    expect(await works(await t.login(name, PASSWORD))).toBe(200);
    expect((await t.call(undefined, { method: 'POST', url: '/api/logout' })).res.statusCode).toBe(401);
  });

  test('a password reset ends every session of the user', async () => {
    const { id, name } = await newUser();
    const token = await t.login(name, PASSWORD);
    expect(await works(token)).toBe(200);
    await t.call(admin, {
      method: 'POST',
      url: '/api/ausuario',
      payload: { idusuario: id, usuario: name, nombres: 'Sesión', rol: 'seller', password: 'Nueva2026x' },
    });
    expect(await ended(token)).toEqual([401, 404]);
    expect(await works(await t.login(name, 'Nueva2026x'))).toBe(200);
  });

  test('a change of role ends the sessions; other changes keep them', async () => {
    const { id, name } = await newUser();
    const token = await t.login(name, PASSWORD);
    await t.call(admin, {
      method: 'POST',
      url: '/api/ausuario',
      payload: { idusuario: id, usuario: name, nombres: 'Otro nombre', rol: 'seller' },
    });
    expect(await works(token)).toBe(200);
    await t.call(admin, {
      method: 'POST',
      url: '/api/ausuario',
      payload: { idusuario: id, usuario: name, nombres: 'Otro nombre', rol: 'atm' },
    });
    expect(await ended(token)).toEqual([401, 404]);
  });

  test('disabling the user ends the sessions, even when done outside the API', async () => {
    const { id, name } = await newUser();
    const token = await t.login(name, PASSWORD);
    await t.call(admin, { method: 'POST', url: '/api/cusuario', payload: { idusuario: id, estado: 0 } });
    expect(await ended(token)).toEqual([401, 404]);
    await t.call(admin, { method: 'POST', url: '/api/cusuario', payload: { idusuario: id, estado: 1 } });
    const again = await t.login(name, PASSWORD);
    await t.db.update(usuario).set({ estado: 0 }).where(eq(usuario.idusuario, id));
    expect(await ended(again)).toEqual([401, 404]);
  });

  test('menus taken away apply to the next call (cached session user, version bumped by the database)', async () => {
    const { id, name } = await newUser();
    const token = await t.login(name, PASSWORD);
    expect(await works(token)).toBe(200);
    // Outside the API, as another process or a person in psql would.
    await t.db.execute(sql`delete from menu_usuario where idusuario = ${id}`);
    expect((await t.call(token, { method: 'GET', url: '/api/empleado' })).res.statusCode).toBe(403);
    await t.db.execute(
      sql`insert into menu_usuario (idusuario, idmenu) select ${id}, idmenu from menu where ruta = '/employees'`,
    );
    expect(await works(token)).toBe(200);
  });
});

describe('what a token must carry', () => {
  test('tokens without expiry, without a session, or of a session that does not exist are refused', async () => {
    const sign = createSigner({ key: 'test-secret' });
    const [me] = await queryRows<{ idusuario: number }>(
      t.db,
      sql`select idusuario from usuario where usuario = ${ADMIN.usuario}`,
    );
    const claims = { sub: me!.idusuario, usr: 'admin', rol: 'admin', typ: 'session' };
    const noExpiry = sign({ ...claims, sid: '00000000-0000-4000-8000-000000000000' });
    const noSession = createSigner({ key: 'test-secret', expiresIn: 60_000 })(claims);
    const unknownSession = createSigner({ key: 'test-secret', expiresIn: 60_000 })({
      ...claims,
      sid: '00000000-0000-4000-8000-000000000000',
    });
    for (const token of [noExpiry, noSession]) {
      const { res, body } = await t.call(token, { method: 'GET', url: '/api/validate-token' });
      expect([res.statusCode, body]).toEqual([
        401,
        { status: 401, mensaje: 'Sesión no válida o vencida. Inicie sesión nuevamente.', detalles: null },
      ]);
    }
    const { res, body } = await t.call(unknownSession, { method: 'GET', url: '/api/validate-token' });
    expect([res.statusCode, body.status]).toEqual([401, 404]);
  });

  test('a print link dies with the session it was made in', async () => {
    const { name } = await newUser();
    const [menu] = await queryRows<{ idmenu: number }>(
      t.db,
      sql`select idmenu from menu where ruta = '/establishments'`,
    );
    const [user] = await queryRows<{ idusuario: number }>(
      t.db,
      sql`select idusuario from usuario where usuario = ${name}`,
    );
    await t.call(admin, {
      method: 'POST',
      url: '/api/rmenuusuario',
      payload: { idusuario: user!.idusuario, idmenu: menu!.idmenu },
    });
    const token = await t.login(name, PASSWORD);
    const link = (
      await t.call(token, { method: 'POST', url: '/api/enlace-impresion', payload: { ruta: '/api/sucursallogo/1' } })
    ).body.detalles.url as string;
    expect((await t.call(undefined, { method: 'GET', url: link })).res.statusCode).toBe(400); // reached: the branch has no logo
    await t.call(token, { method: 'POST', url: '/api/logout' });
    expect((await t.call(undefined, { method: 'GET', url: link })).res.statusCode).toBe(401);
  });
});
