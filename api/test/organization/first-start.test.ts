import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { applyMigrations } from '../../src/db/migrate.js';
import { ensureAdmin } from '../../src/demo/demo.js';
import { cpeSettingsProvider } from '../../src/areas/organization/settings-provider.js';
import { makeCertificate } from './certificates.js';
import { multipart } from './support.js';

/** A production start without demo data: the first admin sets the company up from nothing. */
let handle: DatabaseHandle;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  handle = await openDatabase({});
  await applyMigrations(handle);
  await ensureAdmin(handle.db, 'jefe', 'Inicio2026');
  const config = loadConfig(
    { ...process.env, DATABASE_URL: '' },
    { dataDir: mkdtempSync(join(tmpdir(), 'trade-first-')), tokenSecret: 'first-start', webDir: undefined },
  );
  app = await buildApp({ config, db: handle.db });
  await app.ready();
  token = (
    await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'jefe', password: 'Inicio2026' } })
  ).json().token;
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
  (await app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${token}` } })).json();

describe('first start without demo data', () => {
  test('the admin has the organization menus; nothing is configured yet', async () => {
    expect((await call('GET', '/autenticado/company_settings')).acceso).toBe(true);
    expect(await call('GET', '/establecimiento')).toEqual({ status: 200, mensaje: 'Establecimiento', detalles: null });
    expect(await call('GET', '/configuracionsunat')).toEqual({
      status: 400,
      mensaje: 'Registre primero los datos del establecimiento',
      detalles: null,
    });
    expect(
      await call('POST', '/resucursal', {
        nombre: 'Principal',
        direccion: 'JR. UNION 100',
        ubigeo: '150101',
        codigo_sunat: '0000',
      }),
    ).toEqual({
      status: 400,
      mensaje: 'Registre primero los datos del establecimiento',
      detalles: null,
    });
    expect(await call('GET', '/preciodollar')).toEqual({
      status: 400,
      mensaje: 'No hay tipo de cambio registrado',
      detalles: null,
    });
    // The voucher types come with the migrations (SUNAT's, the internal ones, each area's own).
    const [types] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from comprobante`);
    expect(types!.n).toBeGreaterThanOrEqual(8);
    expect((await call('GET', '/comprobante?pageSize=50')).totalRegistros).toBe(types!.n);
    expect((await call('GET', '/distritos?idprovincia=1501')).detalles.length).toBeGreaterThan(40);
  });

  test('company, branch, series, SUNAT settings and certificate: then the engine gets its settings', async () => {
    const company = await call('POST', '/raestablecimiento', {
      ruc: '20100047218',
      razon_social: 'COMERCIAL ANDINA S.A.C.',
      direccion: 'JR. UNION 100',
      ubigeo: '150101',
    });
    expect(company.detalles).toMatchObject({ ruc: '20100047218', distrito: 'LIMA' });
    const branch = await call('POST', '/resucursal', {
      nombre: 'Principal',
      direccion: 'JR. UNION 100',
      ubigeo: '150101',
      codigo_sunat: '0000',
    });
    expect(branch.status).toBe(200);
    expect(
      (await call('POST', '/rserie', { idcomprobante: 1, idsucursal: branch.detalles.idsucursal, serie: 'F001' }))
        .status,
    ).toBe(200);

    const provider = cpeSettingsProvider(handle.db, app.config.settingsKey);
    await expect(provider('20100047218')).rejects.toThrow(
      'La empresa con RUC 20100047218 no tiene configurada la facturación electrónica',
    );
    expect((await call('GET', '/configuracionsunat')).detalles).toMatchObject({
      ruc: '20100047218',
      destino: 'simulador',
      solClaveConfigurada: false,
      credencialesDemo: false,
      certificado: null,
    });
    expect(await call('POST', '/aconfiguracionsunat', { destino: 'beta', solUsuario: 'USUARIO1' })).toEqual({
      status: 400,
      mensaje: 'Registre la clave SOL',
      detalles: null,
    });
    expect(
      (await call('POST', '/aconfiguracionsunat', { destino: 'beta', solUsuario: 'USUARIO1', solClave: 'clave1' }))
        .status,
    ).toBe(200);
    await expect(provider('20100047218')).rejects.toThrow(
      'Falta el certificado digital en la configuración SUNAT de la empresa',
    );
    expect(await call('POST', '/aconfiguracionsunat', { destino: 'produccion', solUsuario: 'USUARIO1' })).toEqual({
      status: 400,
      mensaje: 'Suba el certificado digital de la empresa antes de enviar a producción',
      detalles: null,
    });

    const cert = makeCertificate();
    const { payload, headers } = await multipart([
      ['formato', 'pem'],
      ['clavePrivada', cert.keyPem],
      ['certificado', cert.certPem],
    ]);
    const uploaded = (
      await app.inject({
        method: 'POST',
        url: '/api/rcertificado',
        payload,
        headers: { ...headers, authorization: `Bearer ${token}` },
      })
    ).json();
    expect(uploaded.status).toBe(200);
    expect(await provider('20100047218')).toMatchObject({
      ruc: '20100047218',
      razonSocial: 'COMERCIAL ANDINA S.A.C.',
      destino: 'beta',
      solUsuario: 'USUARIO1',
      solClave: 'clave1',
      direccion: {
        ubigeo: '150101',
        departamento: 'LIMA',
        provincia: 'LIMA',
        distrito: 'LIMA',
        direccion: 'JR. UNION 100',
      },
      certificado: { pem: { certificate: cert.certPem.replace(/\r\n/g, '\n') } },
    });
  });
});
