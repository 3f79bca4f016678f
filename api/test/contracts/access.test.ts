import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { PUBLIC, SIGNED_IN, allEndpoints, grantedMenus, type Endpoint } from '@trade/contracts';
import { SCREENS } from '@trade/build/areas';
import { queryRows } from '../../src/db/client.js';
import { FORBIDDEN } from '../../src/core/access.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { badValues, fieldsOf, request } from './samples.js';

/**
 * Generated from the contracts: every endpoint, its access rule and its input bounds. A new
 * endpoint is covered as soon as it is in a contract; loosening canReach (any menu opens any call)
 * fails the "unrelated menu" checks.
 */
const ENDPOINTS = allEndpoints();
const ROUTES = Object.keys(SCREENS);
const name = (e: Endpoint) => `${e.method} ${e.path}`;

let t: TestApp;
let adminId: number;
/** A user holding exactly one menu, by menu route. */
const holders = new Map<string, { idusuario: number; usuario: string; rol: string }>();

beforeAll(async () => {
  t = await createTestApp();
  const [first] = await queryRows<{ idusuario: number }>(
    t.db,
    sql`select idusuario from usuario where rol = 'admin' order by idusuario limit 1`,
  );
  adminId = first!.idusuario;
  // A menu for every screen (the demo only has organization's), and one user per screen holding only it.
  const [group] = await queryRows<{ idmenu: number }>(
    t.db,
    sql`insert into menu (nombre, orden) values ('Pruebas de acceso', 900) returning idmenu`,
  );
  for (const [i, ruta] of ROUTES.entries()) {
    await t.db.execute(
      sql`insert into menu (nombre, ruta, area, idpadre) values (${`Pantalla ${ruta}`}, ${ruta}, ${SCREENS[ruta]!}, ${group!.idmenu}) on conflict do nothing`,
    );
    const [user] = await queryRows<{ idusuario: number; usuario: string; rol: string }>(
      t.db,
      sql`insert into usuario (usuario, nombres, rol, password_hash) values (${`acceso${i}`}, ${`Acceso ${ruta}`}, 'seller', 'x') returning idusuario, usuario, rol`,
    );
    await t.db.execute(
      sql`insert into menu_usuario (idusuario, idmenu) select ${user!.idusuario}, idmenu from menu where ruta = ${ruta}`,
    );
    holders.set(ruta, user!);
  }
});
afterAll(() => t.close());

/** A fresh session of the user holding `ruta` (a fresh one per call: a logout ends only itself). */
const tokenOf = (ruta: string) => t.app.sessions.open(holders.get(ruta)!, '127.0.0.1');
const adminToken = () => t.app.sessions.open({ idusuario: adminId, usuario: 'admin', rol: 'admin' }, '127.0.0.1');
/** A route that grants nothing of this endpoint. */
const unrelated = (e: Endpoint) => ROUTES.find((ruta) => !grantedMenus(e).includes(ruta))!;

/** An envelope request that cannot change anything once authorized: a body of the wrong type. */
function probe(e: Endpoint, params: Record<string, unknown> = {}) {
  const base = request(e, { params });
  return e.body ? { ...base, payload: [] as unknown as object } : base;
}

test('every contract endpoint is a route of the API (and app.ts refuses an /api route without one)', () => {
  expect(ENDPOINTS.length).toBeGreaterThan(50);
  for (const e of ENDPOINTS)
    expect([name(e), t.app.hasRoute({ method: e.method, url: `/api${e.path}` })]).toEqual([name(e), true]);
  for (const e of ENDPOINTS)
    for (const menu of grantedMenus(e)) expect([name(e), menu in SCREENS]).toEqual([name(e), true]);
});

test('the OpenAPI document lists every endpoint with its answer', async () => {
  const { body } = await t.call(undefined, { method: 'GET', url: '/api/openapi.json' });
  for (const e of ENDPOINTS) {
    const path = `/api${e.path}`.replace(/:(\w+)/g, '{$1}').replace('*', '{*}');
    const operation = body.paths[path]?.[e.method.toLowerCase()];
    expect([name(e), Boolean(operation?.responses?.['200'])]).toEqual([name(e), true]);
  }
});

describe.each(ENDPOINTS.map((e) => [name(e), e] as const))('%s', (_label, e) => {
  if (e.menus !== PUBLIC) {
    test('no token: 401', async () => {
      const { res, body } = await t.call(undefined, probe(e));
      expect([res.statusCode, body.status, body.mensaje]).toEqual([
        401,
        401,
        'Sesión no válida o vencida. Inicie sesión nuevamente.',
      ]);
    });
  }

  if (e.menus !== PUBLIC && e.menus !== SIGNED_IN) {
    test('a signed-in user with an unrelated menu: 403 with the Spanish mensaje', async () => {
      // For a call on one's own id (`self`), another user's id.
      const { res, body } = await t.call(await tokenOf(unrelated(e)), probe(e, e.self ? { [e.self]: adminId } : {}));
      expect([res.statusCode, body]).toEqual([403, { status: 403, mensaje: FORBIDDEN, detalles: null }]);
    });

    // An administrators-only call (ADMINS_ONLY) has no menu: the 403 above holds for every non-admin.
    if (grantedMenus(e).length > 0)
      test.each(grantedMenus(e).map((menu) => [menu]))('a user with %s: neither 401 nor 403', async (menu) => {
        const { res } = await t.call(await tokenOf(menu), probe(e));
        expect([401, 403]).not.toContain(res.statusCode);
      });
  }

  if (e.self) {
    test('any signed-in user on their own id: neither 401 nor 403', async () => {
      const ruta = unrelated(e);
      const { res } = await t.call(await tokenOf(ruta), probe(e, { [e.self!]: holders.get(ruta)!.idusuario }));
      expect([401, 403]).not.toContain(res.statusCode);
    });
  }

  if (e.menus === SIGNED_IN) {
    test('any signed-in user: neither 401 nor 403', async () => {
      const { res } = await t.call(await tokenOf(unrelated(e)), probe(e));
      expect([401, 403]).not.toContain(res.statusCode);
    });
  }

  test('the admin: neither 401 nor 403', async () => {
    const { res } = await t.call(e.menus === PUBLIC ? undefined : await adminToken(), probe(e));
    expect([401, 403]).not.toContain(res.statusCode);
  });

  const fields = fieldsOf(e).flatMap((field) => badValues(field.schema).map((bad) => [field, bad] as const));
  if (fields.length) {
    test.each(
      fields.map(([field, bad]) => [`${field.place}.${field.name} = ${JSON.stringify(bad)}`, field, bad] as const),
    )('refused with a Spanish 400: %s', async (_label, field, bad) => {
      const { res, body } = await t.call(
        e.menus === PUBLIC ? undefined : await adminToken(),
        request(e, { [field.place]: { [field.name]: bad } }),
      );
      expect([res.statusCode, body.status]).toEqual([400, 400]);
      expect(body.mensaje).toMatch(/^Datos no válidos: /);
      if (typeof bad === 'string' && bad.includes('\u0000')) expect(body.mensaje).toContain('carácter nulo');
      else expect(body.mensaje).toContain(field.schema.title ?? field.name);
    });
  }
});
