import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../src/app.js';
import { sessionStore } from '../src/core/sessions.js';
import { printLinks, sessionTokens } from '../src/core/tokens.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.js';
import { LISTENER_NAME, type NotificationHandlers, type NotificationSource } from '../src/db/notifications.js';
import { usuario } from '../src/db/schema/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';
import { describePostgres } from './helpers/postgres.js';

/**
 * The session cache on PostgreSQL with several API processes on one database: instance A and
 * instance B (its own pool and its own LISTEN connection) share the database. While B listens, its
 * cache is exact without reading per call; a change made through A reaches B with the notification
 * (a moment after A's commit: `eventually` retries briefly). Without notifications every call reads.
 */
let a: TestApp;
let b: FastifyInstance;
let bHandle: DatabaseHandle;
let admin: string;
const PASSWORD = 'Cache2026x';
let counter = 0;

/** Retries `read` until it answers `expected` (at most ~5 s), then asserts it: no fixed sleep decides anything. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  let last = await read();
  for (let i = 0; i < 250 && JSON.stringify(last) !== JSON.stringify(expected); i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await read();
  }
  expect(last).toEqual(expected);
}

const urlOf = (t: TestApp) =>
  (t.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
const onB = async (token: string, url = '/api/empleado') => {
  const res = await b.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return [res.statusCode, res.json().status];
};

/** A fresh user with the Empleados menu, signed in (through A). */
async function newUser() {
  const name = `cache${++counter}`;
  const created = await a.call(admin, {
    method: 'POST',
    url: '/api/rusuario',
    payload: { usuario: name, nombres: `Caché ${counter}`, rol: 'seller', password: PASSWORD },
  });
  const id = created.body.detalles.idusuario as number;
  const [menu] = await queryRows<{ idmenu: number }>(a.db, sql`select idmenu from menu where ruta = '/employees'`);
  await a.call(admin, { method: 'POST', url: '/api/rmenuusuario', payload: { idusuario: id, idmenu: menu!.idmenu } });
  return { id, menu: menu!.idmenu, token: await a.login(name, PASSWORD) };
}

describePostgres('PostgreSQL session cache: two API instances on one database', () => {
  beforeAll(async () => {
    a = await createTestApp();
    admin = await a.login();
    bHandle = await openDatabase({ databaseUrl: urlOf(a), poolSize: 3 });
    b = await buildApp({ config: a.config, db: bHandle.db });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bHandle?.close();
    await a?.close();
  });

  test('both instances listen: their caches are exact', async () => {
    await eventually(async () => [a.app.sessions.exact, b.sessions.exact], [true, true]);
    const [listeners] = await queryRows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    expect(listeners!.n).toBe(2);
  });

  test('a logout through A is refused on B', async () => {
    const { token } = await newUser();
    expect(await onB(token)).toEqual([200, 200]); // B caches the user and the open session
    expect((await a.call(token, { method: 'POST', url: '/api/logout' })).res.statusCode).toBe(200);
    expect((await a.call(token, { method: 'GET', url: '/api/empleado' })).res.statusCode).toBe(401); // A: at once
    await eventually(() => onB(token), [401, 404]);
  });

  test('disabling the user through A is refused on B', async () => {
    const { id, token } = await newUser();
    expect(await onB(token)).toEqual([200, 200]);
    await a.call(admin, { method: 'POST', url: '/api/cusuario', payload: { idusuario: id, estado: 0 } });
    await eventually(() => onB(token), [401, 404]);
  });

  test('a menu taken away through A is refused on B; given back, it is reached again', async () => {
    const { id, menu, token } = await newUser();
    expect(await onB(token)).toEqual([200, 200]);
    await a.call(admin, { method: 'POST', url: '/api/emenuusuario', payload: { idusuario: id, idmenu: menu } });
    await eventually(async () => (await onB(token))[0], 403);
    await a.call(admin, { method: 'POST', url: '/api/rmenuusuario', payload: { idusuario: id, idmenu: menu } });
    await eventually(async () => (await onB(token))[0], 200);
  });

  test('B listens again after its LISTEN connection is ended, and drops what it cached', async () => {
    const { token } = await newUser();
    expect(await onB(token)).toEqual([200, 200]);
    const ended = await queryRows<{ ok: boolean }>(
      a.db,
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    expect(ended.length).toBe(2);
    await eventually(async () => [a.app.sessions.exact, b.sessions.exact], [true, true]);
    await a.call(token, { method: 'POST', url: '/api/logout' });
    await eventually(() => onB(token), [401, 404]);
  });

  test('without notifications every call reads its state; a resubscription drops what was cached', async () => {
    // A store of its own on B's pool, fed by a source the test drives; changes are made through A's pool
    // (another process's writes: nothing tells this store but the source).
    let handlers: NotificationHandlers | undefined;
    const source: NotificationSource = {
      start: async (_channel, h) => void (handlers = h),
      stop: async () => handlers?.lost(),
    };
    const store = sessionStore(
      bHandle.db,
      sessionTokens(a.config.tokenSecret, a.config.tokenTtlSeconds),
      printLinks(a.config.tokenSecret),
      { notifications: source },
    );
    await store.start();
    const who = async (token: string) => {
      const request = {
        headers: { authorization: `Bearer ${token}` },
        query: {},
        url: '/api/empleado',
        method: 'GET',
      } as unknown as FastifyRequest;
      return store.authenticate(request).then(
        (user) => user.nombres,
        (error: Error) => error.constructor.name,
      );
    };
    const { id, token } = await newUser();

    expect(store.exact).toBe(false); // not subscribed yet: one read per call
    expect(await who(token)).toBe(`Caché ${counter}`);
    await a.db.update(usuario).set({ nombres: 'Leído en cada llamada' }).where(eq(usuario.idusuario, id));
    expect(await who(token)).toBe('Leído en cada llamada');

    handlers!.subscribed();
    expect(store.exact).toBe(true);
    expect(await who(token)).toBe('Leído en cada llamada'); // cached now
    await a.db.update(usuario).set({ nombres: 'Aviso perdido' }).where(eq(usuario.idusuario, id)); // its notification never reaches this store
    expect(await who(token)).toBe('Leído en cada llamada');

    handlers!.lost();
    expect(store.exact).toBe(false);
    expect(await who(token)).toBe('Aviso perdido'); // read again at once
    await a.db.update(usuario).set({ estado: 0 }).where(eq(usuario.idusuario, id));
    expect(await who(token)).toBe('EndedSessionError');
    await a.db.update(usuario).set({ estado: 1 }).where(eq(usuario.idusuario, id));

    handlers!.subscribed();
    expect(await who(token)).toBe('Aviso perdido'); // cached again
    await a.db.update(usuario).set({ nombres: 'Tras reconectar' }).where(eq(usuario.idusuario, id)); // missed while the connection is down
    handlers!.lost();
    handlers!.subscribed(); // resubscribed: nothing cached before is trusted
    expect(await who(token)).toBe('Tras reconectar');
    await store.stop();
  });
});
