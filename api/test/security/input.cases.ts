import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import Fastify from 'fastify';
import * as T from 'typebox';
import { Done, PUBLIC, Text } from '@trade/contracts/kit';
import errors from '../../src/plugins/errors.js';
import { route } from '../../src/core/routes.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * Issue 10, defect 3: input that used to reach the database and answer 500 — Infinity or 1e300
 * in ids and paging, a NUL in any text (even at login, without a token), an impossible date —
 * answers 400 with a Spanish mensaje and the field in `detalles`. The guards are part of route(),
 * so every endpoint of every area has them; the bounds come from the contract kit (see
 * test/contracts/bounds.test.ts).
 */
export default function inputCases() {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
  });
  afterAll(() => t.close());

  const refused = (mensaje: string, campo: string, detalle: string) => ({
    status: 400,
    mensaje,
    detalles: [{ campo, mensaje: detalle }],
  });

  describe('the calls of the issue', () => {
    test('Infinity and 1e300 in ids and paging', async () => {
      expect((await t.call(admin, { method: 'GET', url: '/api/usuario?page=Infinity' })).body).toEqual(
        refused('Datos no válidos: Página debe ser un número', 'page', 'Página debe ser un número'),
      );
      expect((await t.call(admin, { method: 'GET', url: '/api/usuario?page=1e300' })).body).toEqual(
        refused(
          'Datos no válidos: Página debe ser menor o igual a 1000000',
          'page',
          'Página debe ser menor o igual a 1000000',
        ),
      );
      expect((await t.call(admin, { method: 'GET', url: '/api/gmenususuario/1e300' })).body).toEqual(
        refused(
          'Datos no válidos: Usuario debe ser menor o igual a 2147483647',
          'id',
          'Usuario debe ser menor o igual a 2147483647',
        ),
      );
      const big = await t.call(admin, {
        method: 'POST',
        url: '/api/rmenuusuario',
        payload: '{"idusuario":1e300,"idmenu":1}',
        headers: { 'content-type': 'application/json' },
      });
      expect([big.res.statusCode, big.body.detalles]).toEqual([
        400,
        [{ campo: 'idusuario', mensaje: 'Usuario debe ser menor o igual a 2147483647' }],
      ]);
      const infinite = await t.call(admin, {
        method: 'POST',
        url: '/api/rmenuusuario',
        payload: '{"idusuario":1e400,"idmenu":1}',
        headers: { 'content-type': 'application/json' },
      });
      expect([infinite.res.statusCode, infinite.body.status]).toEqual([400, 400]);
    });

    test('a NUL in any text, with or without a token', async () => {
      expect((await t.call(admin, { method: 'GET', url: '/api/usuario?q=%00' })).body).toEqual(
        refused(
          'Datos no válidos: Búsqueda no puede contener el carácter nulo',
          'q',
          'Búsqueda no puede contener el carácter nulo',
        ),
      );
      const login = await t.call(undefined, {
        method: 'POST',
        url: '/api/login',
        payload: { username: 'a\u0000', password: 'x' },
      });
      expect([login.res.statusCode, login.body.status, login.body.detalles[0].campo]).toEqual([400, 400, 'username']);
      expect(login.body.mensaje).toContain('no puede contener el carácter nulo');
    });

    test('impossible dates', async () => {
      for (const desde of ['2026-13-45', '2023-02-29', '2026-04-31']) {
        const { res, body } = await t.call(admin, { method: 'GET', url: `/api/empleado?desde=${desde}` });
        expect([desde, res.statusCode, body]).toEqual([
          desde,
          400,
          refused(
            'Datos no válidos: Desde debe ser una fecha válida (AAAA-MM-DD)',
            'desde',
            'Desde debe ser una fecha válida (AAAA-MM-DD)',
          ),
        ]);
      }
      expect((await t.call(admin, { method: 'GET', url: '/api/empleado?desde=2024-02-29' })).res.statusCode).toBe(200);
    });
  });

  describe('the guards of route(), anywhere in the request', () => {
    const app = Fastify({
      ajv: { customOptions: { verbose: true, coerceTypes: 'array', removeAdditional: true, useDefaults: true } },
    });
    const Line = T.Object({
      descripcion: Text('Descripción', 50),
      cantidad: T.Number({ minimum: 0, title: 'Cantidad' }),
    });
    beforeAll(async () => {
      await app.register(errors);
      route(
        app,
        {
          method: 'POST',
          path: '/lineas/:codigo',
          summary: 'Prueba',
          menus: PUBLIC,
          params: T.Object({ codigo: T.String({ maxLength: 10 }) }),
          body: T.Object({ lineas: T.Array(Line, { maxItems: 5 }) }),
          response: Done,
        },
        async () => ({
          status: 200,
          mensaje: 'ok',
          detalles: null,
        }),
      );
      await app.ready();
    });
    afterAll(() => app.close());
    const post = (payload: string, codigo = 'A1') =>
      app.inject({
        method: 'POST',
        url: `/lineas/${codigo}`,
        payload,
        headers: { 'content-type': 'application/json' },
      });

    test('a NUL deep in a body, or in a path parameter', async () => {
      const deep = await post(
        JSON.stringify({
          lineas: [
            { descripcion: 'ok', cantidad: 1 },
            { descripcion: 'a\u0000b', cantidad: 1 },
          ],
        }),
      );
      expect(deep.json()).toEqual(
        refused(
          'Datos no válidos: Descripción no puede contener el carácter nulo',
          'lineas/1/descripcion',
          'Descripción no puede contener el carácter nulo',
        ),
      );
      const param = await post(JSON.stringify({ lineas: [] }), 'A%00');
      expect(param.json()).toMatchObject({ status: 400, detalles: [{ campo: 'codigo' }] });
    });

    test('a number that is not finite deep in a body (JSON 1e400), even where a schema forgot its maximum', async () => {
      const answer = await post('{"lineas":[{"descripcion":"ok","cantidad":1e400}]}');
      expect(answer.json()).toEqual(
        refused('Datos no válidos: Cantidad debe ser un número', 'lineas/0/cantidad', 'Cantidad debe ser un número'),
      );
      expect((await post('{"lineas":[{"descripcion":"ok","cantidad":2}]}')).statusCode).toBe(200);
    });
  });
}
