import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { applyMigrations } from '../src/db/migrate.js';
import { ensureAdmin } from '../src/demo/demo.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// A production start: no demo data, the first admin comes from settings.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
  await applyMigrations(handle);
});
afterAll(() => handle.close());

test('without users, the admin from settings is created once, with every menu', async () => {
  expect(await ensureAdmin(handle.db, 'jefe', 'Clave-Segura-2026')).toBe(true);
  expect(await ensureAdmin(handle.db, 'otro', 'Clave-Segura-2026')).toBe(false);
  const app = await buildApp({
    config: loadConfig({}, { dataDir: mkdtempSync(join(tmpdir(), 'trade-start-')), tokenSecret: 'x' }),
    db: handle.db,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'jefe', password: 'Clave-Segura-2026' },
  });
  expect(login.json()).toMatchObject({ status: 200, user: { rol: 'admin' } });
  const menus = await app.inject({
    method: 'GET',
    url: `/api/gmenususuario/${login.json().user.idusuario}`,
    headers: { authorization: `Bearer ${login.json().token}` },
  });
  expect(menus.json().detalles.flatMap((g: { hijos: { ruta: string }[] }) => g.hijos.map((h) => h.ruta))).toEqual(
    expect.arrayContaining(['/menu_control', '/access_control']),
  );
  await app.close();
});

test('a server start compiles every route schema (a broken one stops it); lazy test apps answer the same', async () => {
  const config = loadConfig({}, { dataDir: mkdtempSync(join(tmpdir(), 'trade-start-')), tokenSecret: 'x' });
  // The test apps (helpers/app.ts) compile each route's schemas on its first call: this start is
  // where every schema of every contract is compiled, so a schema that does not compile fails here.
  const eager = await buildApp({ config, db: handle.db });
  await expect(eager.ready()).resolves.toBeDefined();
  const lazy = await buildApp({ config, db: handle.db, lazySchemas: true });
  const refused = { method: 'POST' as const, url: '/api/login', payload: { username: 'jefe' } };
  const [fromEager, fromLazy] = [await eager.inject(refused), await lazy.inject(refused)];
  expect(fromLazy.statusCode).toBe(400);
  expect(fromLazy.json()).toEqual(fromEager.json());
  expect(fromLazy.json().detalles).toEqual([{ campo: 'password', mensaje: expect.stringMatching(/es obligatorio$/) }]);
  await Promise.all([eager.close(), lazy.close()]);
});
