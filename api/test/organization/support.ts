import { expect } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { SELLER, type TestApp } from '../helpers/app.js';

/** Short calls for the organization and reference tests. */
export function caller(t: TestApp) {
  return {
    get: (token: string | undefined, url: string) => t.call(token, { method: 'GET', url: `/api${url}` }),
    post: (token: string | undefined, url: string, payload: unknown = {}) =>
      t.call(token, { method: 'POST', url: `/api${url}`, payload: payload as object }),
  };
}

/** Rows in a table (to prove a refused write wrote nothing). */
export async function countRows(t: TestApp, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(t.db, sql.raw(`select count(*)::int as n from "${table}"`));
  return Number(row!.n);
}

/** Answers a 400 with a Spanish mensaje, and the table keeps its row count. */
export async function expectRefused(
  t: TestApp,
  table: string,
  call: () => Promise<{ res: { statusCode: number }; body: any }>,
  mensaje: string | RegExp,
) {
  const before = await countRows(t, table);
  const { res, body } = await call();
  expect(res.statusCode).toBe(400);
  expect(body.status).toBe(400);
  if (typeof mensaje === 'string') expect(body.mensaje).toBe(mensaje);
  else expect(body.mensaje).toMatch(mensaje);
  expect(await countRows(t, table)).toBe(before);
  return body;
}

/**
 * A record a call names that does not exist (or is out of the caller's scope): HTTP 404 with body
 * status 400 and the record's mensaje, and the table keeps its row count (docs/security.md).
 */
export async function expectMissing(
  t: TestApp,
  table: string,
  call: () => Promise<{ res: { statusCode: number }; body: any }>,
  mensaje: string,
) {
  const before = await countRows(t, table);
  const { res, body } = await call();
  expect([res.statusCode, body]).toEqual([404, { status: 400, mensaje, detalles: null }]);
  expect(await countRows(t, table)).toBe(before);
  return body;
}

/** No token: HTTP 401; the demo seller (no menus): 403. Both for every given call. */
export async function expectGuarded(t: TestApp, calls: { method: 'GET' | 'POST'; url: string; payload?: object }[]) {
  const sellerToken = await t.login(SELLER.usuario, SELLER.password);
  for (const c of calls) {
    const anonymous = await t.call(undefined, { method: c.method, url: `/api${c.url}`, payload: c.payload });
    expect([c.url, anonymous.res.statusCode]).toEqual([c.url, 401]);
    const seller = await t.call(sellerToken, { method: c.method, url: `/api${c.url}`, payload: c.payload });
    expect([c.url, seller.res.statusCode, seller.body.status]).toEqual([c.url, 403, 403]);
  }
}

/** A multipart/form-data body (as a browser would send it) for app.inject. */
export async function multipart(
  parts: [name: string, value: string | { filename: string; data: Buffer; type?: string }][],
) {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}
