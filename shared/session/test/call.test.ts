import { beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { fillPath } from '@trade/contracts/client';
import { branches, employees, series } from '@trade/contracts/organization';
import { session } from '@trade/contracts/session';
import { tracking } from '@trade/contracts/transport';
import {
  INVALID_TOKEN,
  call,
  login,
  logout,
  logoutReasonAtom,
  printRoute,
  sessionStatusAtom,
  sessionStore,
  setRuntimeConfig,
  tokenAtom,
} from '../src/index.js';
import { apiUrl } from './api-server.js';
import { storeToken } from '../src/storage.js';

const server = { url: apiUrl() };
beforeAll(() => setRuntimeConfig({ apiBase: server.url }));
beforeEach(async () => {
  logout();
  await login('admin', 'Trade2026');
});

describe('paths', () => {
  test('parameters are written into the Fastify path, URI-encoded; the wildcard keeps its slashes', () => {
    expect(fillPath('/serie/:id', { id: -1 })).toBe('/serie/-1');
    expect(fillPath('/rastreo/:numero/:codigo', { numero: 'A 1/2', codigo: 'ñ' })).toBe('/rastreo/A%201%2F2/%C3%B1');
    expect(fillPath('/autenticado/*', { '*': '/sales/nueva venta' })).toBe('/autenticado/sales/nueva%20venta');
    expect(fillPath('/autenticado/*', { '*': '' })).toBe('/autenticado/');
  });

  test('a missing parameter is refused before any request', () => {
    expect(() => fillPath('/serie/:id', {})).toThrow('Falta el parámetro «id» de /serie/:id');
    expect(() => fillPath('/serie/:id', { id: '' })).toThrow('Falta el parámetro «id»');
  });

  test('a print route carries the filled path and the query the signature covers', () => {
    expect(printRoute(tracking.endpoints.print, { params: { id: 7 }, query: { formato: 'a4' } })).toBe(
      '/api/pdfencomienda/7?formato=a4',
    );
    expect(printRoute(tracking.endpoints.print, { params: { id: 7 } })).toBe('/api/pdfencomienda/7');
  });
});

describe('call', () => {
  test('GET sends the path parameters and the query; the answer carries the list fields', async () => {
    const answer = await call(series.endpoints.list, {
      params: { id: -1 },
      query: { page: 1, pageSize: 2, q: 'F001' },
    });
    expect(answer.status).toBe(200);
    expect(answer.detalles?.length).toBeGreaterThan(0);
    expect(answer.detalles?.every((row) => row.serie.includes('F001'))).toBe(true);
    expect(answer.totalRegistros).toBeGreaterThanOrEqual(answer.detalles?.length ?? 0);
  });

  test('POST sends the body; a refusal resolves with the server mensaje', async () => {
    const body = {
      idtipodocumento: 1,
      numero_documento: '70123456',
      nombres: 'Rosa',
      apellidos: 'Quispe Call',
      cargo: null,
      telefono: null,
      email: null,
      direccion: null,
      fecha_ingreso: null,
      sueldo: '1500.00',
      idsucursal: null,
      idusuario: null,
    };
    const created = await call(employees.endpoints.create, { body });
    expect(created).toMatchObject({ status: 200, detalles: { nombres: 'Rosa', sueldo: '1500.00' } });
    const found = await call(employees.endpoints.list, { query: { q: 'Quispe Call' } });
    expect(found.detalles?.map((row) => row.idempleado)).toEqual([created.detalles?.idempleado]);

    const refused = await call(employees.endpoints.create, { body: { ...body, nombres: '' } });
    expect(refused.status).toBe(400);
    expect(refused.mensaje).toMatch(/Nombres/);
  });

  test('a file endpoint answers the file with the name the server gives, or the refusal envelope', async () => {
    const pdf = await call(tracking.endpoints.print, { params: { id: 1 } });
    expect(pdf.status).toBe(200);
    expect(pdf.detalles).toBeInstanceOf(Blob);
    expect(pdf.detalles?.type).toBe('application/pdf');
    expect(await pdf.detalles!.slice(0, 5).text()).toBe('%PDF-');

    const missing = await call(tracking.endpoints.print, { params: { id: 999999 } });
    expect(missing.status).toBe(400);
    expect(missing.detalles).not.toBeInstanceOf(Blob);
    expect(missing.mensaje).toBeTruthy();
  });

  test('a multipart endpoint sends form data', async () => {
    const form = new FormData();
    form.append('idsucursal', '1');
    // Not an image: the server reads the part and refuses it with its own Spanish mensaje.
    form.append('logo', new Blob(['no es una imagen'], { type: 'image/png' }), 'logo.png');
    const answer = await call(branches.endpoints.uploadLogo, { body: form });
    expect(answer.status).toBe(400);
    expect(answer.mensaje).toMatch(/imagen|PNG|JPEG/i);
  });

  test('the session rules hold: HTTP 401 ends the session', async () => {
    // a token this tab holds and the browser stores (the one shared by its tabs)
    const refused = 'x.eyJleHAiOjQxMDI0NDQ4MDB9.y';
    storeToken(refused);
    sessionStore.set(tokenAtom, refused);
    await expect(call(session.endpoints.validateToken)).rejects.toThrow();
    expect(sessionStore.get(sessionStatusAtom)).toBe('anonymous');
    expect(sessionStore.get(tokenAtom)).toBeNull();
    expect(sessionStore.get(logoutReasonAtom)).toBe(INVALID_TOKEN);
  });
});
