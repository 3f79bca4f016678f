import { beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import {
  INVALID_TOKEN,
  ENDED_SESSION,
  TOKEN_START_ERROR,
  api,
  call,
  logout,
  login,
  logoutReasonAtom,
  menusAtom,
  sessionStatusAtom,
  sessionStore,
  setRuntimeConfig,
  startSession,
  storedToken,
  tokenAtom,
  userAtom,
  noStockItems,
  openPrintable,
  logoutNotice,
  SESSION_ENDED_NOTICE,
  EXPIRED_TOKEN,
  onTokenChangedElsewhere,
} from '../src/index.js';
import { menus } from '@trade/contracts/organization';
import { session } from '@trade/contracts/session';
import { tracking } from '@trade/contracts/transport';
import { removeStoredToken, storeToken } from '../src/storage.js';
import { apiUrl } from './api-server.js';

const server = { url: apiUrl() };
beforeAll(() => setRuntimeConfig({ apiBase: server.url }));
beforeEach(() => logout());

const state = () => ({
  status: sessionStore.get(sessionStatusAtom),
  token: sessionStore.get(tokenAtom),
  user: sessionStore.get(userAtom),
  reason: sessionStore.get(logoutReasonAtom),
});

/** A JWT-shaped token with the given expiry (not signed by the server). */
const fakeToken = (exp: number) => `x.${Buffer.from(JSON.stringify({ exp })).toString('base64url')}.y`;

describe('login', () => {
  test('good credentials open the session, store the token and load the menus', async () => {
    const answer = await login('admin', 'Trade2026');
    expect(answer.status).toBe(200);
    expect(state()).toMatchObject({ status: 'authenticated', user: { usuario: 'admin' } });
    expect(storedToken()).toBe(answer.token);
    const menus = sessionStore.get(menusAtom);
    expect(menus.map((m) => m.nombre)).toContain('Administración');
    // Groups come in menu order (every area adds its own); find Administración by name.
    const admin = menus.find((m) => m.nombre === 'Administración')!;
    expect(admin.hijos.map((h) => h.ruta)).toEqual(expect.arrayContaining(['/menu_control', '/access_control']));
  });

  test('bad credentials answer the server mensaje and keep the user out', async () => {
    const answer = await login('admin', 'wrong');
    expect(answer).toMatchObject({ status: 400, mensaje: 'Usuario y/o contraseña inválidos' });
    expect(state().status).toBe('anonymous');
    expect(storedToken()).toBeNull();
  });
});

describe('session start', () => {
  test('without a stored token the user stays signed out', async () => {
    await startSession('/dashboard');
    expect(state()).toMatchObject({ status: 'anonymous', token: null, reason: null });
  });

  test('an expired stored token is cleared', async () => {
    storeToken(fakeToken(Math.floor(Date.now() / 1000) - 10));
    await startSession('/dashboard');
    expect(state()).toMatchObject({ status: 'anonymous', reason: EXPIRED_TOKEN });
    expect(storedToken()).toBeNull();
  });

  test('a valid stored token is validated and the user fetched', async () => {
    const { token } = await login('admin', 'Trade2026');
    sessionStore.set(userAtom, null);
    sessionStore.set(sessionStatusAtom, 'checking');
    await startSession('/menu_control');
    expect(state()).toMatchObject({ status: 'authenticated', token, user: { usuario: 'admin' } });
  });

  test('a token the server refuses ends the session as refused (the one ended-session notice)', async () => {
    storeToken(fakeToken(Math.floor(Date.now() / 1000) + 3600));
    await startSession('/dashboard');
    expect(state()).toMatchObject({ status: 'anonymous', reason: INVALID_TOKEN });
    expect(logoutNotice(state().reason)).toBe(SESSION_ENDED_NOTICE);
    expect(storedToken()).toBeNull();
  });
});

describe('answers that end the session', () => {
  test('HTTP 401 logs out with Invalid access_token', async () => {
    await login('admin', 'Trade2026');
    const refused = fakeToken(Math.floor(Date.now() / 1000) + 3600);
    storeToken(refused);
    sessionStore.set(tokenAtom, refused);
    await expect(call(menus.endpoints.list)).rejects.toThrow();
    expect(state()).toMatchObject({ status: 'anonymous', reason: INVALID_TOKEN, token: null });
    expect(storedToken()).toBeNull();
  });

  test('a refusal of a token another tab already replaced is not this session ending', async () => {
    const revoke = (token: string) =>
      fetch(`${server.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    // a logout in another tab whose storage event has not arrived yet: signed out, without a notice
    const first = await login('admin', 'Trade2026');
    await revoke(first.token!);
    removeStoredToken();
    await expect(call(menus.endpoints.list)).rejects.toThrow();
    expect(state()).toMatchObject({ status: 'anonymous', reason: null, token: null });

    // a sign-in in another tab stored a new token: its storage event signs this tab in, no refusal ends it
    const second = await login('admin', 'Trade2026');
    await revoke(second.token!);
    storeToken(fakeToken(Math.floor(Date.now() / 1000) + 3600));
    await expect(call(menus.endpoints.list)).rejects.toThrow();
    expect(state()).toMatchObject({ status: 'authenticated', reason: null, token: second.token });
  });

  test('a body status 404 (user disabled meanwhile) removes the token, drops the header and goes to login', async () => {
    const admin = await (
      await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
      })
    ).json();
    const asAdmin = (url: string, body: unknown) =>
      fetch(`${server.url}/api${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
        body: JSON.stringify(body),
      });
    const seller = await login('vendedor', 'Vendedor2026');
    expect((await asAdmin('/cusuario', { idusuario: seller.user!.idusuario, estado: 0 })).ok).toBe(true);
    try {
      await expect(call(menus.endpoints.ofUser, { params: { id: seller.user!.idusuario } })).rejects.toThrow();
      expect(state()).toMatchObject({ status: 'anonymous', token: null, reason: ENDED_SESSION });
      expect(storedToken()).toBeNull();
      // the next call goes without the header
      const next = await call(session.endpoints.validateToken).catch(
        (e) => e.response?.config?.headers?.Authorization ?? 'sin cabecera',
      );
      expect(next).toBe('sin cabecera');
    } finally {
      await asAdmin('/cusuario', { idusuario: seller.user!.idusuario, estado: 1 });
    }
  });

  test('a route this server does not have is an error, not the end of the session', async () => {
    await login('admin', 'Trade2026');
    const answer = (await api.get('/recurso-inexistente')).data;
    expect(answer.status).toBe(404);
    expect(state().status).toBe('authenticated');
  });

  test('a 400 answer is returned to the caller with its mensaje, the session stays', async () => {
    await login('admin', 'Trade2026');
    const answer = await call(menus.endpoints.ofUser, { params: { id: 0 } });
    expect(answer.status).toBe(400);
    expect(answer.mensaje).toMatch(/^Datos no válidos/);
    expect(state().status).toBe('authenticated');
  });
});

describe('print links', () => {
  test('openPrintable asks for a signed link and opens it in the tab it opened first', async () => {
    await login('admin', 'Trade2026');
    const opened: { url: string; location: { href: string }; closed: boolean }[] = [];
    (globalThis as any).window = {
      open: (url: string) => {
        const tab = {
          url,
          location: { href: url },
          closed: false,
          close() {
            this.closed = true;
          },
        };
        opened.push(tab);
        return tab;
      },
    };
    try {
      await openPrintable(tracking.endpoints.print, { params: { id: 1 } });
      expect(opened).toHaveLength(1);
      expect(opened[0]!.url).toBe('about:blank');
      expect(opened[0]!.location.href).toMatch(new RegExp(`^${server.url}/api/pdfencomienda/1\\?firma=`));
    } finally {
      delete (globalThis as any).window;
    }
  });
});

describe('how a session ended, said once', () => {
  test('every ended session shows the same notice; a failed start-up check the spec text; a logout nothing', () => {
    for (const reason of [INVALID_TOKEN, EXPIRED_TOKEN, ENDED_SESSION])
      expect(logoutNotice(reason)).toBe(SESSION_ENDED_NOTICE);
    expect(logoutNotice(TOKEN_START_ERROR)).toBe(TOKEN_START_ERROR);
    expect(logoutNotice(null)).toBeNull();
  });

  test('an unreadable stored token ends the session as expired', async () => {
    storeToken('esto-no-es-un-token');
    await startSession('/employees');
    expect(state()).toMatchObject({ status: 'anonymous', reason: EXPIRED_TOKEN });
    expect(logoutNotice(state().reason)).toBe(SESSION_ENDED_NOTICE);
  });
});

describe('other tabs', () => {
  test('the token removed in another tab signs this one out, without a notice', async () => {
    await login('admin', 'Trade2026');
    await onTokenChangedElsewhere('otra.clave', null);
    expect(state().status).toBe('authenticated');
    await onTokenChangedElsewhere('trade.access_token', null);
    expect(state()).toMatchObject({ status: 'anonymous', reason: null, token: null });
  });

  test('a sign-in in another tab signs this one in with that token', async () => {
    const other = (await (
      await fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'admin', password: 'Trade2026' }),
      })
    ).json()) as { token: string };
    storeToken(other.token);
    await onTokenChangedElsewhere('trade.access_token', other.token, '/employees');
    expect(state()).toMatchObject({ status: 'authenticated', token: other.token, user: { usuario: 'admin' } });
  });
});

describe('logout', () => {
  test('signs out here at once and the server ends the token', async () => {
    const { token } = await login('admin', 'Trade2026');
    await logout();
    expect(state()).toMatchObject({ status: 'anonymous', reason: null, token: null });
    expect(storedToken()).toBeNull();
    const check = await fetch(`${server.url}/api/validate-token`, { headers: { authorization: `Bearer ${token}` } });
    expect(check.status).toBe(401);
  });
});

test('no_stock messages split on |', () => {
  expect(noStockItems('Arroz: 2 disponibles, 5 pedidos| Azúcar: 0 disponibles |')).toEqual([
    'Arroz: 2 disponibles, 5 pedidos',
    'Azúcar: 0 disponibles',
  ]);
});
