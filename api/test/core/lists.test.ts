import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { wordForms } from '../../src/core/lists.js';

/** The one paged-list convention (core/lists.ts), seen through the employees list. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const list = async (query: string) => (await t.call(admin, { method: 'GET', url: `/api/empleado?${query}` })).body;
const surnames = (body: { detalles: { apellidos: string }[] }) => body.detalles.map((e) => e.apellidos);

describe('q: words, case- and accent-insensitive', () => {
  test('"huaman" and "jose" find HUAMÁN ROJAS, JOSÉ LUIS; so do upper case and accents', async () => {
    for (const q of ['jose', 'Jose Huaman', 'josé rojas', 'HUAMÁN rojas'])
      expect([q, surnames(await list(`q=${encodeURIComponent(q)}`))]).toEqual([q, ['HUAMÁN ROJAS']]);
    // The workshop's helper, CCAMA HUAMÁN, is found by the same word in either case, with or without accents.
    for (const q of ['huaman', 'HUAMÁN'])
      expect([q, surnames(await list(`q=${encodeURIComponent(q)}`))]).toEqual([q, ['CCAMA HUAMÁN', 'HUAMÁN ROJAS']]);
    expect(surnames(await list('q=maria'))).toEqual(['TORRES QUISPE']);
    expect((await list('q=huaman%20zzz')).totalRegistros).toBe(0);
    // LIKE wildcards are plain text
    expect((await list('q=%25')).totalRegistros).toBe(0);
  });
});

test('a document number is looked for with and without its zeros; other words as typed', () => {
  expect(wordForms('f001-17')).toEqual(['f001-17', 'f001-00000017']);
  expect(wordForms('f001-00000017')).toEqual(['f001-00000017', 'f001-17']);
  expect(wordForms('b001-017')).toEqual(['b001-017', 'b001-00000017', 'b001-17']);
  expect(wordForms('huaman')).toEqual(['huaman']);
  expect(wordForms('41234577')).toEqual(['41234577']);
});

describe('sort and order', () => {
  test('sort by a whitelisted field, asc or desc; anything else is refused', async () => {
    // The demo's three and the workshop's two, who have no salary nor start date (PostgreSQL's order of nulls).
    expect(surnames(await list('sort=sueldo&order=desc'))).toEqual([
      'CCAMA HUAMÁN',
      'RAMOS PAREDES',
      'PAREDES LAZO',
      'TORRES QUISPE',
      'HUAMÁN ROJAS',
    ]);
    expect(surnames(await list('sort=fecha_ingreso')).slice(0, 3)).toEqual([
      'PAREDES LAZO',
      'HUAMÁN ROJAS',
      'TORRES QUISPE',
    ]);
    expect(surnames(await list(''))).toEqual([
      'CCAMA HUAMÁN',
      'HUAMÁN ROJAS',
      'PAREDES LAZO',
      'RAMOS PAREDES',
      'TORRES QUISPE',
    ]);
    expect(await list('sort=password_hash')).toEqual({
      status: 400,
      mensaje: 'Datos no válidos: Ordenar por tiene un valor no permitido',
      detalles: expect.any(Array),
    });
    expect(await list('sort=nombres&order=up')).toEqual({
      status: 400,
      mensaje: 'Datos no válidos: Orden tiene un valor no permitido',
      detalles: expect.any(Array),
    });
  });
});

describe('desde / hasta and totales', () => {
  test('a range of days on fecha_ingreso, both ends included; totales sum the whole filter, not the page', async () => {
    const all = await list('pageSize=1');
    expect(all).toMatchObject({ totalRegistros: 5, totalPaginas: 5, totales: { sueldo: '6600.00' } });
    expect(all.detalles).toHaveLength(1);
    const range = await list('desde=2022-08-15&hasta=2023-03-01');
    expect(surnames(range)).toEqual(['HUAMÁN ROJAS', 'TORRES QUISPE']);
    expect(range.totales).toEqual({ sueldo: '3400.00' });
    expect((await list('desde=2023-03-02')).totales).toEqual({ sueldo: '0.00' });
    // A page past the end still counts the filter.
    expect(await list('page=9&desde=2022-01-01')).toMatchObject({
      detalles: [],
      totalRegistros: 2,
      totales: { sueldo: '3400.00' },
    });
  });

  test('impossible dates and a reversed range are refused in Spanish', async () => {
    expect(await list('desde=2026-13-45')).toEqual({
      status: 400,
      mensaje: 'Datos no válidos: Desde debe ser una fecha válida (AAAA-MM-DD)',
      detalles: expect.any(Array),
    });
    expect(await list('hasta=2023-02-29')).toEqual({
      status: 400,
      mensaje: 'Datos no válidos: Hasta debe ser una fecha válida (AAAA-MM-DD)',
      detalles: expect.any(Array),
    });
    expect(await list('desde=2024-02-01&hasta=2024-01-01')).toEqual({
      status: 400,
      mensaje: 'La fecha Desde no puede ser posterior a la fecha Hasta',
      detalles: null,
    });
  });
});
