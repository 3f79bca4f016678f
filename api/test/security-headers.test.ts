import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { repoRoot } from '../src/config.js';
import { CONTENT_SECURITY_POLICY, STRICT_TRANSPORT_SECURITY } from '../src/plugins/security-headers.js';
import { createTestApp, type TestApp } from './helpers/app.js';

/** Security headers on every kind of API answer, and the nginx sample sending the same ones. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A CSP header as directive → sources, so the order and spacing of the text do not matter. */
const parseCsp = (header: string) =>
  Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );

const SECURITY_HEADERS = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

describe('API answers', () => {
  test.each([
    ['a refused call (401)', { method: 'GET', url: '/api/validate-token' }],
    ['a sign-in (200)', { method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'Trade2026' } }],
    ['a bad request (400)', { method: 'POST', url: '/api/login', payload: {} }],
    ['an unknown route (404)', { method: 'GET', url: '/api/no-existe' }],
    ['the OpenAPI document', { method: 'GET', url: '/api/openapi.json' }],
  ] as const)('%s carries CSP, frame, type, referrer and cross-origin headers', async (_label, request) => {
    const res = await t.app.inject(request as never);
    expect(res.headers).toMatchObject(SECURITY_HEADERS);
    expect(parseCsp(String(res.headers['content-security-policy']))).toEqual(CONTENT_SECURITY_POLICY);
  });

  test('HSTS only when the request came over HTTPS (directly or through a proxy that says so)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(tls.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
  });
});

describe('the nginx sample (deploy/nginx.conf)', () => {
  const conf = readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
  const webBlock = conf.slice(conf.indexOf('location /trade/ {'));
  const added = Object.fromEntries(
    [...webBlock.matchAll(/add_header\s+([\w-]+)\s+(?:"([^"]*)"|(\$\w+))\s+always;/g)].map((m) => [
      m[1]!.toLowerCase(),
      m[2] ?? m[3],
    ]),
  );

  test('sends the static files every security header the API sends, with the same values', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const fromHelmet = Object.keys(api.headers).filter(
      (name) => !['content-type', 'content-length', 'date', 'connection', 'cache-control'].includes(name),
    );
    expect(Object.keys(added).sort()).toEqual([...fromHelmet, 'cache-control', 'strict-transport-security'].sort());
    for (const name of fromHelmet) {
      if (name === 'content-security-policy') expect(parseCsp(added[name]!)).toEqual(CONTENT_SECURITY_POLICY);
      else expect([name, added[name]]).toEqual([name, api.headers[name]]);
    }
  });

  test('HSTS over TLS only, with the API’s value', () => {
    expect(added['strict-transport-security']).toBe('$trade_hsts');
    expect(conf).toMatch(
      new RegExp(`map \\$scheme \\$trade_hsts \\{\\s*https\\s+"${STRICT_TRANSPORT_SECURITY}";\\s*default\\s+"";`),
    );
  });
});
