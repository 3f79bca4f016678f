import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import { usuario } from '../src/db/schema/index.js';
import { ADMIN, SELLER, createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3 }, { clock: () => frozenAt ?? new Date() });
});
afterAll(() => t.close());

/** Runs `check` with the demo seller disabled, and enables the seller again even when `check` fails. */
async function whileSellerDisabled(check: () => Promise<void>): Promise<void> {
  await t.db.update(usuario).set({ estado: 0 }).where(eq(usuario.usuario, SELLER.usuario));
  try {
    await check();
  } finally {
    await t.db.update(usuario).set({ estado: 1 }).where(eq(usuario.usuario, SELLER.usuario));
  }
}

/** The API's clock stands still while a test counts attempts (a slow machine must not let a wait run out). */
let frozenAt: Date | undefined;

describe('POST /api/login', () => {
  test('good credentials give the user and a signed token with an expiry', async () => {
    const { res, body } = await t.call(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ADMIN', password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe(200);
    expect(body.user).toMatchObject({ usuario: 'admin', rol: 'admin', sucursal: 'Lima - Miraflores' });
    expect(body.user).not.toHaveProperty('password_hash');
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(t.config.tokenTtlSeconds);
  });

  test('wrong password and unknown user get the same answer', async () => {
    const wrong = await t.call(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { username: SELLER.usuario, password: 'nope' },
    });
    const unknown = await t.call(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nadie', password: 'nope' },
    });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body).toEqual({ status: 400, mensaje: 'Usuario y/o contraseña inválidos', detalles: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  test('missing fields are refused with a Spanish message', async () => {
    const { res, body } = await t.call(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    expect(body.mensaje).toBe('Datos no válidos: Contraseña es obligatorio');
  });

  test('repeated failures are rate limited, even with the right password', async () => {
    frozenAt = new Date();
    try {
      for (let i = 0; i < 3; i++)
        await t.call(undefined, {
          method: 'POST',
          url: '/api/login',
          payload: { username: 'ratelimited', password: 'x' },
        });
      const { res, body } = await t.call(undefined, {
        method: 'POST',
        url: '/api/login',
        payload: { username: 'RateLimited', password: 'x' },
      });
      expect(res.statusCode).toBe(429);
      expect(body.mensaje).toMatch(/Demasiados intentos fallidos/);
    } finally {
      frozenAt = undefined;
    }
  });

  test('a disabled user cannot sign in', async () => {
    await whileSellerDisabled(async () => {
      const { body } = await t.call(undefined, {
        method: 'POST',
        url: '/api/login',
        payload: { username: SELLER.usuario, password: SELLER.password },
      });
      expect(body.mensaje).toBe('Usuario y/o contraseña inválidos');
    });
  });
});

describe('token checks', () => {
  test('validate-token and autenticado answer for a valid token', async () => {
    const token = await t.login();
    expect((await t.call(token, { method: 'GET', url: '/api/validate-token' })).body).toMatchObject({
      status: 200,
      valid: true,
    });
    const { body } = await t.call(token, { method: 'GET', url: '/api/autenticado/menu_control' });
    expect(body).toMatchObject({ status: 200, acceso: true, user: { usuario: 'admin' } });
  });

  test('autenticado says whether a non-admin has the route', async () => {
    const token = await t.login(SELLER.usuario, SELLER.password);
    const { body } = await t.call(token, { method: 'GET', url: '/api/autenticado/menu_control' });
    expect(body).toMatchObject({ status: 200, acceso: false, user: { usuario: 'vendedor' } });
  });

  test('no token, a forged token or an expired token answer HTTP 401', async () => {
    const forged = createSigner({ key: 'another-secret' })({ sub: 1, usr: 'admin', rol: 'admin', typ: 'session' });
    const expired = createSigner({ key: 'test-secret', expiresIn: 1 })({
      sub: 1,
      usr: 'admin',
      rol: 'admin',
      typ: 'session',
    });
    await new Promise((r) => setTimeout(r, 5));
    for (const token of [undefined, 'garbage', forged, expired]) {
      const { res, body } = await t.call(token, { method: 'GET', url: '/api/validate-token' });
      expect(res.statusCode).toBe(401);
      expect(body).toEqual({
        status: 401,
        mensaje: 'Sesión no válida o vencida. Inicie sesión nuevamente.',
        detalles: null,
      });
    }
  });

  test('a token of a user disabled later answers HTTP 401 with body status 404 (session ended)', async () => {
    const token = await t.login(SELLER.usuario, SELLER.password);
    await whileSellerDisabled(async () => {
      const { res, body } = await t.call(token, { method: 'GET', url: '/api/validate-token' });
      expect(res.statusCode).toBe(401);
      expect(body.status).toBe(404);
    });
  });
});

describe('errors', () => {
  test('unknown routes answer a JSON 404', async () => {
    const { res, body } = await t.call(undefined, { method: 'GET', url: '/api/no-existe' });
    expect(res.statusCode).toBe(404);
    expect(body).toEqual({ status: 404, mensaje: 'No existe el recurso GET /api/no-existe', detalles: null });
  });

  test('malformed JSON is refused without internals', async () => {
    const { res, body } = await t.call(undefined, {
      method: 'POST',
      url: '/api/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(body).toEqual({ status: 400, mensaje: 'La solicitud no tiene un formato válido', detalles: null });
  });

  test('the OpenAPI document lists the routes', async () => {
    const { body } = await t.call(undefined, { method: 'GET', url: '/api/openapi.json' });
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/rmenu', '/api/rastreo/{numero}/{codigo}']),
    );
  });
});
