import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { PUBLIC, SIGNED_IN, allEndpoints, grantedMenus, type Endpoint } from '@trade/contracts';
import { SCREENS } from '@trade/build/areas';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { request } from '../contracts/samples.js';

/**
 * Issue 10, the privilege test, generated from the contracts (a new write call is covered the day
 * it is added): for every write call,
 * - a user holding every screen EXCEPT the call's menus is refused (403) with a valid request;
 * - a user holding one of its menus, aiming the call at himself (every user id of the request is
 *   his own), ends up with no menu and no role he did not have: nobody widens his own access.
 */
export default function privilegesGeneratedCases() {
  const WRITES = allEndpoints().filter((e) => e.method === 'POST' && e.menus !== PUBLIC && e.menus !== SIGNED_IN);
  const ROUTES = Object.keys(SCREENS);
  const name = (e: Endpoint) => `${e.method} ${e.path}`;

  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp();
    const [group] = await queryRows<{ idmenu: number }>(
      t.db,
      sql`insert into menu (nombre, orden) values ('Pruebas de privilegios', 900) returning idmenu`,
    );
    for (const ruta of ROUTES) {
      await t.db.execute(
        sql`insert into menu (nombre, ruta, area, idpadre) values (${`Pantalla ${ruta}`}, ${ruta}, ${SCREENS[ruta]!}, ${group!.idmenu}) on conflict do nothing`,
      );
    }
  });
  afterAll(() => t.close());

  /** A signed-in user holding exactly these screens. */
  async function holder(routes: string[]) {
    const [user] = await queryRows<{ idusuario: number; usuario: string; rol: string }>(
      t.db,
      sql`insert into usuario (usuario, nombres, rol, password_hash) values (${`privgen${++n}`}, ${`Privilegios ${n}`}, 'seller', 'x') returning idusuario, usuario, rol`,
    );
    const granted = await queryRows<{ ruta: string }>(
      t.db,
      sql`insert into menu_usuario (idusuario, idmenu) select ${user!.idusuario}, idmenu from menu where ruta = any(${sql.param(routes)}::text[]) returning (select ruta from menu m where m.idmenu = menu_usuario.idmenu)`,
    );
    // Every screen asked for is held: a refusal below must come from the missing menus, not from none.
    expect(new Set(granted.map((g) => g.ruta)).size).toBe(routes.length);
    return { ...user!, token: await t.app.sessions.open(user!, '127.0.0.1') };
  }
  async function accessOf(idusuario: number) {
    const routes = await queryRows<{ ruta: string }>(
      t.db,
      sql`select distinct m.ruta from menu_usuario mu join menu m on m.idmenu = mu.idmenu where mu.idusuario = ${idusuario} and m.ruta is not null`,
    );
    const [user] = await queryRows<{ rol: string }>(t.db, sql`select rol from usuario where idusuario = ${idusuario}`);
    return { routes: routes.map((r) => r.ruta).sort(), rol: user?.rol };
  }
  /** The call's sample request, with every user id (body `idusuario`, the `self` parameter) set to `idusuario`. */
  function aimedAt(e: Endpoint, idusuario: number) {
    const body = (e.body as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    return request(e, {
      ...(e.self ? { params: { [e.self]: idusuario } } : {}),
      ...('idusuario' in body ? { body: { idusuario } } : {}),
    });
  }

  test('there are write calls to check', () => {
    expect(WRITES.length).toBeGreaterThan(20);
  });

  describe.each(WRITES.map((e) => [name(e), e] as const))('%s', (_label, e) => {
    test('a user with every other screen but none of its menus is refused', async () => {
      const user = await holder(ROUTES.filter((ruta) => !grantedMenus(e).includes(ruta)));
      const { res, body } = await t.call(user.token, aimedAt(e, user.idusuario));
      expect([res.statusCode, body.status]).toEqual([403, 403]);
    });

    // An administrators-only call (ADMINS_ONLY) has no menu to hold: the refusal above covers it.
    if (grantedMenus(e).length > 0)
      test.each(grantedMenus(e).map((menu) => [menu]))(
        'a user holding %s cannot widen his own access with it',
        async (menu) => {
          const user = await holder([menu]);
          const before = await accessOf(user.idusuario);
          await t.call(user.token, aimedAt(e, user.idusuario));
          const after = await accessOf(user.idusuario);
          expect(after.routes.filter((ruta) => !before.routes.includes(ruta))).toEqual([]);
          expect(after.rol === 'admin' && before.rol !== 'admin').toBe(false);
        },
      );
  });
}
