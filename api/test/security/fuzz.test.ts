import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { allEndpoints, type Endpoint } from '@trade/contracts';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { sample, type Schema } from '../contracts/samples.js';

/**
 * Issue 10, "keep it fixed": a fuzz test generated from the contracts (every endpoint of the
 * OpenAPI document is one, checked below), so a new route is covered the day it is added. Each
 * endpoint gets a valid request from its schemas, then every field is broken one at a time —
 * missing, wrong types, huge strings, NUL, emoji, lone surrogates, SQL-like text, negative / NaN /
 * Infinity / huge numbers, impossible dates, non-numeric path ids — and the whole request too
 * (deep JSON, prototype pollution, a body of the wrong kind, repeated parameters).
 *
 * Asserted for every answer: never ≥ 500; every non-2xx is the Spanish envelope
 * `{ status, mensaje, detalles }`; and a refused request changed no table (row-level triggers log
 * every change into `fuzz_cambio`, which a rolled-back write leaves empty). The random texts and
 * which body field gets the 100,000-character text and which half of each field's bad values are sent
 * come from a seed that changes every run, so runs over a few commits cover what one run would not; the seed is printed (and shown with any
 * failure), `FUZZ_SEED=<n>` repeats that run. It runs on PGlite only (docs/testing.md): every
 * refusal happens before any SQL, the same on both databases.
 */
const ENDPOINTS = allEndpoints();
const name = (e: Endpoint) => `${e.method} ${e.path}`;
/** Tables a refused request may write by design: failed logins, attempt counters, sessions. */
const BOOKKEEPING = ['login_fallido', 'limite_intentos', 'sesion'];

/** mulberry32: a tiny seeded generator, so one seed always sends the same requests. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
/**
 * The share of each field's bad values one run sends (FUZZ_SHARE, 0 to 1). Which ones comes from the
 * seed, so the runs of a few commits send them all; a request that passes validation reaches the
 * handler and the database, and those are most of the file's time.
 */
const SHARE = Number(process.env.FUZZ_SHARE ?? 0.5);
console.info(`Fuzz: semilla ${SEED}, ${SHARE * 100} % de los valores por campo (repetir con FUZZ_SEED=${SEED})`);
const random = seeded(SEED);
/** The values of one field this run sends: the seed's share of them, at least one. */
function someOf<T>(values: T[]): T[] {
  const chosen = values.filter(() => random() < SHARE);
  return chosen.length ? chosen : [values[Math.floor(random() * values.length)]!];
}
const POOL = [
  'a',
  'Z',
  '9',
  ' ',
  'ñ',
  'É',
  '€',
  '😀',
  '\u202e',
  '\u0007',
  "'",
  '"',
  '\\',
  '%',
  '_',
  ';',
  '<',
  '>',
  '{',
  '}',
  '\u00a0',
  '\ufeff',
  '中',
  '\n',
];
const randomText = (length: number) => Array.from({ length }, () => POOL[Math.floor(random() * POOL.length)]).join('');

const SQLISH = "' OR '1'='1'; DROP TABLE usuario; --";
/** Texts for a field; 'huge' is 100,000 characters in a body (sent for one field per endpoint: it costs), 3,000 elsewhere. */
const texts = (where: 'body' | 'url' | 'huge') => [
  '   ',
  'a\u0000b',
  '😀🚚\ud800',
  SQLISH,
  'x'.repeat(where === 'huge' ? 100_000 : 3_000),
  randomText(40),
];
const NUMBERS = [-1, 0, 1.5, 1e300, -2147483649, 'NaN', 'Infinity', ' 1'];
const WRONG_TYPES = [null, true, {}, 'abc', [1, 2]];
const DATES = ['2026-13-45', '2023-02-29', '0000-00-00', '2026-1-5', '2026-02-30T00:00:00Z'];
/** Path parameters as they appear in the URL (already encoded). */
const PATH_VALUES = [
  'abc',
  '-1',
  '1.5',
  '1e300',
  'Infinity',
  '%00',
  '1%27%20OR%20%271%27%3D%271',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%98%80',
  '99999999999999999999',
];
const MISSING = Symbol('missing');

const firstType = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** Bad values for one field, by what the field is. */
function badValues(schema: Schema, where: 'body' | 'url' | 'huge'): unknown[] {
  const kind = firstType(schema);
  const values: unknown[] = [MISSING, ...WRONG_TYPES];
  if (kind === 'integer' || kind === 'number') values.push(...NUMBERS);
  if (kind === 'string' || schema.enum) values.push(...texts(where), -1);
  if (schema.format === 'date') values.push(...DATES);
  if (kind === 'array')
    values.push(
      Array.from({ length: 5_000 }, (_, i) => i),
      [null],
      [{}],
    );
  if (kind === 'object') values.push({ x: 'a\u0000b' });
  return values;
}

interface Probe {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  contentType?: string;
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Every request the fuzz sends to one endpoint. */
function probes(e: Endpoint): Probe[] {
  const params = (sample((e.params as Schema | undefined) ?? { type: 'object' }) ?? {}) as Record<string, unknown>;
  const query = (e.querystring ? sample(e.querystring as Schema) : {}) as Record<string, unknown>;
  const body = (e.body ? sample(e.body as Schema) : undefined) as Record<string, unknown> | undefined;

  const path = (values: Record<string, string>) =>
    `/api${e.path}`
      .replace(/:(\w+)/g, (_, key: string) => values[key] ?? encodeURIComponent(String(params[key] ?? '1')))
      .replace('*', values['*'] ?? encodeURIComponent(String(params['*'] ?? 'sales')));
  const search = (values: Record<string, unknown>) => {
    const pairs: [string, string][] = [];
    for (const [key, value] of Object.entries(values)) {
      if (value === MISSING || value === undefined) continue;
      if (Array.isArray(value)) for (const item of value.slice(0, 3)) pairs.push([key, String(item)]);
      else pairs.push([key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)]);
    }
    const text = new URLSearchParams(pairs).toString();
    return text ? `?${text}` : '';
  };
  const json = (value: unknown) => JSON.stringify(value, (_key, v) => (v === MISSING ? undefined : v));
  const make = (
    label: string,
    url: string,
    payload = body === undefined ? undefined : json(body),
    contentType = 'application/json',
  ): Probe => ({
    label,
    method: e.method,
    url,
    ...(e.method === 'POST' ? { payload: payload ?? '{}', contentType } : {}),
  });
  const base = path({}) + search(query);
  const list: Probe[] = [make('valid request', base)];

  for (const key of Object.keys(params)) {
    for (const raw of PATH_VALUES)
      list.push(make(`params.${key} = ${raw.slice(0, 40)}`, path({ [key]: raw }) + search(query)));
  }
  for (const [key, schema] of Object.entries((e.querystring as Schema | undefined)?.properties ?? {})) {
    for (const bad of someOf(badValues(schema, 'url')))
      list.push(make(`query.${key} = ${describeValue(bad)}`, path({}) + search({ ...query, [key]: bad })));
  }
  if (body) {
    const fields = Object.entries((e.body as Schema).properties ?? {});
    const huge = Math.floor(random() * fields.length);
    fields.forEach(([key, schema], i) => {
      const values = badValues(schema, i === huge ? 'huge' : 'body');
      const hugeText = values.find((v) => typeof v === 'string' && v.length === 100_000);
      // The one 100,000-character text of the endpoint is always sent.
      for (const bad of new Set([...someOf(values), ...(hugeText ? [hugeText] : [])]))
        list.push(make(`body.${key} = ${describeValue(bad)}`, base, json({ ...body, [key]: bad })));
    });
  }
  // The whole request.
  list.push(
    make('unknown and repeated query parameters', `${base}${base.includes('?') ? '&' : '?'}zzz=1&page=1&page=2`),
  );
  if (e.method === 'POST') {
    for (const [label, payload] of [
      ['body null', 'null'],
      ['body an array', '[]'],
      ['body a string', '"texto"'],
      ['body empty object', '{}'],
      ['body deep array (100000 levels)', deepArray(100_000)],
      ['body deep object (20000 levels)', deepObject(20_000)],
      [
        'body 1e400 everywhere',
        body
          ? JSON.stringify(Object.fromEntries(Object.keys(body).map((k) => [k, 1]))).replace(/:1/g, ':1e400')
          : '{"a":1e400}',
      ],
      [
        '__proto__ pollution',
        `{"__proto__":{"contaminado":1},"constructor":{"prototype":{"contaminado":1}}${body ? `,${json(body).slice(1)}` : '}'}`,
      ],
      ['invalid JSON', '{"a":'],
    ] as const)
      list.push(make(label, base, payload));
    list.push(make('text/plain body', base, 'hola', 'text/plain'));
  }
  return list;
}

function describeValue(value: unknown): string {
  if (value === MISSING) return '(falta)';
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
}

let t: TestApp;
let adminId: number;
let token: string;
const newSession = async () =>
  (token = await t.app.sessions.open({ idusuario: adminId, usuario: 'admin', rol: 'admin' }, '127.0.0.1'));
/**
 * Tables changed by committed writes: the triggers log each changed row in `fuzz_cambio` and
 * notify it. The embedded database delivers a notification before the writing call returns (and
 * only on commit), so on PGlite no query is needed; on PostgreSQL the log is read after each call.
 */
const notified = new Set<string>();
let embedded = false;
async function changedTables(): Promise<string | undefined> {
  if (embedded) {
    const tables = [...notified].join(', ');
    notified.clear();
    return tables || undefined;
  }
  const [row] = await queryRows<{ tablas: string | null }>(
    t.db,
    sql`select string_agg(distinct tabla, ', ') as tablas from fuzz_cambio`,
  );
  if (row?.tablas) await t.db.execute(sql`delete from fuzz_cambio`);
  return row?.tablas ?? undefined;
}

beforeAll(async () => {
  t = await createTestApp({
    loginMaxFailures: 1_000_000,
    loginAddressMaxFailures: 1_000_000,
    trackingMaxPerAddress: 1_000_000,
    trackingMaxFailuresPerGuide: 1_000_000,
  });
  adminId = (
    await queryRows<{ idusuario: number }>(
      t.db,
      sql`select idusuario from usuario where rol = 'admin' order by idusuario limit 1`,
    )
  )[0]!.idusuario;
  await newSession();
  // Every change of a row of a business table is logged; a rolled-back write leaves no row here.
  await t.db.execute(sql`create table fuzz_cambio (tabla text not null)`);
  await t.db.execute(
    sql.raw(
      `create function fuzz_registra() returns trigger language plpgsql as $$ begin insert into fuzz_cambio values (TG_TABLE_NAME); perform pg_notify('fuzz_cambio', TG_TABLE_NAME); return null; end $$`,
    ),
  );
  const client = (
    t.db as unknown as {
      $client?: {
        listen?: (channel: string, callback: (payload: string) => void) => Promise<unknown>;
        waitReady?: unknown;
      };
    }
  ).$client;
  if (client?.listen && 'waitReady' in client) {
    await client.listen('fuzz_cambio', (table) => notified.add(table));
    embedded = true;
  }
  const tables = await queryRows<{ table_name: string }>(
    t.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_cambio'`,
  );
  for (const { table_name } of tables.filter((row) => !BOOKKEEPING.includes(row.table_name))) {
    await t.db.execute(
      sql.raw(
        `create trigger fuzz_${table_name} after insert or update or delete on "${table_name}" for each row execute function fuzz_registra()`,
      ),
    );
  }
});
afterAll(() => t.close());

test('the change log sees committed writes, not rolled-back ones', async () => {
  await changedTables();
  await t.db
    .transaction(async (tx) => {
      await tx.execute(sql`update empresa set telefono = telefono`);
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  expect(await changedTables()).toBeUndefined();
  await t.db.execute(sql`update empresa set telefono = telefono`);
  expect(await changedTables()).toBe('empresa');
});

test('every /api route of the OpenAPI document is a contract endpoint, so the fuzz reaches it', async () => {
  const { body } = await t.call(undefined, { method: 'GET', url: '/api/openapi.json' });
  const known = new Set(
    ENDPOINTS.map((e) => `${e.method} /api${e.path}`.replace(/:(\w+)/g, '{$1}').replace('*', '{*}')),
  );
  const documented = Object.entries(body.paths as Record<string, Record<string, unknown>>)
    .filter(([path]) => path.startsWith('/api/') && path !== '/api/openapi.json')
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
  expect(documented.filter((route) => !known.has(route))).toEqual([]);
});

describe.each(ENDPOINTS.map((e) => [name(e), e] as const))('%s', (_label, e) => {
  test('no answer ≥ 500; every refusal is the Spanish envelope and changes no table', async () => {
    const problems: string[] = [];
    await changedTables();
    for (const probe of probes(e)) {
      const res = await t.app.inject({
        method: probe.method,
        url: probe.url,
        headers: {
          authorization: `Bearer ${token}`,
          ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
        },
        ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
      });
      const where = `${probe.label} → ${res.statusCode}`;
      let body: any;
      try {
        body = res.json();
      } catch {
        body = undefined;
      }
      if (res.statusCode >= 500) problems.push(`${where}: ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) {
        const envelope =
          body &&
          typeof body === 'object' &&
          typeof body.status === 'number' &&
          typeof body.mensaje === 'string' &&
          body.mensaje.length > 0 &&
          'detalles' in body;
        if (!envelope) problems.push(`${where}: no es el sobre {status, mensaje, detalles}: ${res.body.slice(0, 200)}`);
        // The two documented exceptions: an ended session (HTTP 401, body 404) and a record missing or
        // out of scope (HTTP 404, body 400: a body 404 would end the session in the browser).
        else if (
          body.status !== res.statusCode &&
          !(res.statusCode === 401 && body.status === 404) &&
          !(res.statusCode === 404 && body.status === 400)
        )
          problems.push(`${where}: status ${body.status} en el cuerpo`);
        else if (
          /[A-Za-z]+ (is|must|should|not|invalid|expected)\b/.test(body.mensaje) &&
          !/^[A-ZÁÉÍÓÚÑ¿]/.test(body.mensaje)
        )
          problems.push(`${where}: mensaje en inglés: ${body.mensaje}`);
      }
      const changed = await changedTables();
      if (res.statusCode >= 400 && changed)
        problems.push(`${where}: una solicitud rechazada cambió tablas (${changed})`);
      // A call that ended the admin's session (logout, a password reset of the admin): go on with a new one.
      if (res.statusCode === 401 || (res.statusCode === 200 && probe.url.startsWith('/api/logout'))) await newSession();
    }
    expect({ seed: SEED, problems }).toEqual({ seed: SEED, problems: [] });
    expect(({} as Record<string, unknown>).contaminado).toBeUndefined();
  });
});
