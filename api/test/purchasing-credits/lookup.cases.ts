import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { startLookupStandIn } from '../../src/areas/purchasing-credits/lookup/stand-in.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectRefused } from '../organization/support.js';

export default function lookupCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let standIn: Awaited<ReturnType<typeof startLookupStandIn>>;
  beforeAll(async () => {
    standIn = await startLookupStandIn({ tokens: ['token-de-prueba'] });
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  const configure = (url: string | null, token?: string) => api.post(admin, '/aconfiguracionconsulta', { url, token });

  describe('DNI and RUC lookup (provider client, cache, stand-in)', () => {
    // First: the later tests re-point the provider.
    test('the demo points at the bundled stand-in on this server', async () => {
      const [row] = await queryRows<{ url: string; token: string | null }>(
        t.db,
        sql`select url, token from consulta_config`,
      );
      expect(row).toEqual({ url: '/consulta-simulador/v2', token: null });
      // The relative URL is resolved against this server once it listens: a lookup reaches its stand-in.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      expect((await api.get(admin, '/consultadni/10293847')).body.detalles).toMatchObject({
        success: true,
        dni: '10293847',
        apellidoPaterno: 'MENDOZA',
        origen: 'proveedor',
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/consulta-simulador/v2/reniec/dni?numero=46027897',
        headers: { authorization: 'Bearer demo' },
      });
      expect(res.json()).toMatchObject({ apellidoPaterno: 'QUISPE', numeroDocumento: '46027897' });
      expect(
        (await t.app.inject({ method: 'GET', url: '/consulta-simulador/v2/sunat/ruc?numero=20100047218' })).statusCode,
      ).toBe(401);
    });

    test('the settings keep the token secret; an empty token keeps the stored one', async () => {
      const saved = await configure(standIn.url, 'token-de-prueba');
      expect(saved.body).toMatchObject({
        status: 200,
        mensaje: 'Proveedor de consultas guardado correctamente',
        detalles: { url: standIn.url, tokenConfigurado: true },
      });
      expect(JSON.stringify(saved.body)).not.toContain('token-de-prueba');
      const [row] = await queryRows<{ token: string }>(t.db, sql`select token from consulta_config`);
      expect(row!.token).toMatch(/^v1\./);
      expect((await configure(standIn.url, '')).body.detalles.tokenConfigurado).toBe(true);
      expect((await api.get(admin, '/configuracionconsulta')).body.detalles).toMatchObject({
        url: standIn.url,
        tokenConfigurado: true,
      });
      await expectRefused(t, 'consulta_config', () => configure('ftp://x'), /URL del proveedor de consultas/);
    });

    test('consultadni answers the names from the provider and caches them', async () => {
      await configure(standIn.url, 'token-de-prueba');
      const { body } = await api.get(admin, '/consultadni/70214589');
      expect(body).toMatchObject({
        status: 200,
        detalles: {
          success: true,
          dni: '70214589',
          nombres: 'JORGE LUIS',
          apellidoPaterno: 'HUAMÁN',
          apellidoMaterno: 'TORRES',
          nombreCompleto: 'HUAMÁN TORRES JORGE LUIS',
          origen: 'proveedor',
        },
      });
      const [cached] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from consulta_documento where tipo = 'dni' and numero = '70214589'`,
      );
      expect(cached!.n).toBe(1);
    });

    test("a number the provider does not know: 'Datos no encontrados'", async () => {
      await configure(standIn.url, 'token-de-prueba');
      expect((await api.get(admin, '/consultadni/11111111')).body.detalles).toMatchObject({
        success: false,
        message: 'Datos no encontrados',
        apellidoPaterno: null,
      });
      expect((await api.get(admin, '/consultaruc/20601030013')).body.detalles).toMatchObject({
        code: 404,
        message: 'Datos no encontrados',
        data: null,
      });
    });

    test('consultaruc answers code and data; a RUC not ACTIVO or not HABIDO carries a warning, also kept on the person', async () => {
      await configure(standIn.url, 'token-de-prueba');
      const ok = (await api.get(admin, '/consultaruc/20100047218')).body;
      expect(ok.detalles).toMatchObject({
        code: 200,
        advertencia: null,
        data: {
          ruc: '20100047218',
          razonSocial: 'DISTRIBUIDORA ANDINA S.A.C.',
          estado: 'ACTIVO',
          condicion: 'HABIDO',
          ubigeo: '150101',
        },
      });
      const warned = (await api.get(admin, '/consultaruc/20498765433')).body;
      expect(warned).toMatchObject({ status: 200, type: 'warning' });
      expect(warned.detalles.advertencia).toBe(
        'SUNAT reporta este RUC como SUSPENSION TEMPORAL / HABIDO; verifique antes de emitir o aceptar una factura',
      );
      // The demo client with that RUC now shows SUNAT's state.
      const person = (await api.get(admin, '/persona/search?parametro=20498765433')).body.detalles[0];
      expect(person.advertencia).toMatch(/SUSPENSION TEMPORAL/);
      await expectRefused(
        t,
        'consulta_documento',
        () => api.get(admin, '/consultaruc/20100047219'),
        /^El RUC no es válido/,
      );
      expect((await api.get(admin, '/consultadni/1234567')).body.status).toBe(400);
    });

    test("provider down: the cache answers; nothing cached: 'Error al conectar con el servidor' as a warning", async () => {
      await configure(standIn.url, 'token-de-prueba');
      await api.get(admin, '/consultaruc/20512345671');
      standIn.faults.down = true;
      try {
        const before = standIn.stats.requests;
        const fromCache = (await api.get(admin, '/consultaruc/20512345671')).body;
        expect(fromCache.detalles).toMatchObject({
          code: 200,
          origen: 'cache',
          data: { razonSocial: 'IMPORTACIONES DEL PACÍFICO S.A.' },
        });
        expect(fromCache.detalles.consultado).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(standIn.stats.requests).toBe(before + 1);
        const none = (await api.get(admin, '/consultadni/46027897')).body;
        expect(none).toMatchObject({
          status: 200,
          type: 'warning',
          mensaje: 'Error al conectar con el servidor',
          detalles: { success: false, message: 'Error al conectar con el servidor' },
        });
        expect((await api.get(admin, '/consultaruc/20601234565')).body.detalles).toMatchObject({
          code: 503,
          message: 'Error al conectar con el servidor',
        });
      } finally {
        standIn.faults.down = false;
      }
    });

    test('a refused token, an unreachable address and no provider at all also fall back to the cache', async () => {
      await configure(standIn.url, 'token-equivocado');
      expect((await api.get(admin, '/consultadni/72345618')).body.detalles.message).toBe(
        'Error al conectar con el servidor',
      );
      expect((await api.get(admin, '/consultadni/70214589')).body.detalles).toMatchObject({
        success: true,
        origen: 'cache',
        nombres: 'JORGE LUIS',
      });
      await configure('http://127.0.0.1:9/v2', 'x');
      expect((await api.get(admin, '/consultadni/70214589')).body.detalles.origen).toBe('cache');
      await api.post(admin, '/aconfiguracionconsulta', { url: null, borrarToken: true });
      expect((await api.get(admin, '/configuracionconsulta')).body.detalles).toMatchObject({
        url: null,
        tokenConfigurado: false,
      });
      expect((await api.get(admin, '/consultadni/72345618')).body.detalles.message).toBe(
        'Error al conectar con el servidor',
      );
    });
  });
}
