import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DEMO_PARCELS } from '../src/demo/demo.js';
import { SELLER, createTestApp, type TestApp } from './helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('public parcel tracking', () => {
  test.each(DEMO_PARCELS)(
    'guide $numero_guia answers the parcel in stage $estado without a session',
    async (parcel) => {
      const { res, body } = await t.call(undefined, {
        method: 'GET',
        url: `/api/rastreo/${parcel.numero_guia}/${parcel.codigo_guia.toLowerCase()}`,
      });
      expect(res.statusCode).toBe(200);
      expect(body.detalles).toMatchObject({
        codigo: `EN01-${parcel.numero_guia}`,
        estado: parcel.estado,
        remitente_documento: '20100047218',
        sucursalinicio: 'Lima - Miraflores',
        sucursalfin: 'Arequipa - Cercado',
      });
      const dates = [
        body.detalles.fecharegistro,
        body.detalles.fechatransporte,
        body.detalles.fecharecepcion,
        body.detalles.fechaentrega,
      ];
      expect(dates.map((d: string | null) => d !== null)).toEqual([
        true,
        parcel.estado >= 1,
        parcel.estado >= 2,
        parcel.estado >= 3,
      ]);
      expect(body.detalles.fecharegistro).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    },
  );

  test('a wrong code finds nothing and says so (400, not 404)', async () => {
    const { res, body } = await t.call(undefined, { method: 'GET', url: '/api/rastreo/0000101/ZZZZ' });
    expect(res.statusCode).toBe(400);
    expect(body.mensaje).toMatch(/^No se encontró ninguna encomienda/);
  });

  test('a guide number that is not 7 characters or a code that is not 4 is refused', async () => {
    expect((await t.call(undefined, { method: 'GET', url: '/api/rastreo/123/A1B2' })).body.mensaje).toBe(
      'Datos no válidos: Número de guía debe tener al menos 7 caracteres',
    );
    expect((await t.call(undefined, { method: 'GET', url: '/api/rastreo/0000101/A1B2C' })).body.mensaje).toBe(
      'Datos no válidos: Código de guía debe tener como máximo 4 caracteres',
    );
  });

  test('the staff search needs a session and the transport area', async () => {
    expect(
      (
        await t.call(undefined, {
          method: 'POST',
          url: '/api/rastrearencomienda',
          payload: { numero: '0000101', codigo: 'A1B2' },
        })
      ).res.statusCode,
    ).toBe(401);
    const seller = await t.login(SELLER.usuario, SELLER.password);
    expect(
      (
        await t.call(seller, {
          method: 'POST',
          url: '/api/rastrearencomienda',
          payload: { numero: '0000101', codigo: 'A1B2' },
        })
      ).res.statusCode,
    ).toBe(403);
    const admin = await t.login();
    const { body } = await t.call(admin, {
      method: 'POST',
      url: '/api/rastrearencomienda',
      payload: { numero: '0000102', codigo: 'C3D4' },
    });
    expect(body.detalles).toMatchObject({ codigo: 'EN01-0000102', estado: 1 });
  });
});
