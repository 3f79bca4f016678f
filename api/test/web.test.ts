import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { precompress } from '../../deploy/compress.mjs';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * The front end served by the API (WEB_DIR): files compressed at build time are sent in the best
 * encoding the browser accepts; names that never change are cached a year, the rest revalidated.
 */
const www = mkdtempSync(join(tmpdir(), 'trade-web-'));
const page = `<!DOCTYPE html><html><head><script defer src="/trade/static/js/index.1a2b3c4d.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const files: Record<string, string> = {
  'index.html': page,
  'mf-manifest.json': JSON.stringify({ name: 'host', pad: 'y'.repeat(2000) }),
  'static/js/index.1a2b3c4d.js': script,
  'remotes/organization/9472902f7b/remoteEntry.js': script,
  'remotes/organization/9472902f7b/mf-manifest.json': JSON.stringify({ name: 'organization', pad: 'z'.repeat(2000) }),
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(www, path, '..'), { recursive: true });
  writeFileSync(join(www, path), text);
}
precompress(www);
// Written after the build step, as deploy.mjs does: the live manifest is never precompressed.
writeFileSync(
  join(www, 'remotes.json'),
  JSON.stringify({
    apiBase: '',
    remotes: { organization: '/trade/remotes/organization/9472902f7b/mf-manifest.json' },
    pad: 'w'.repeat(2000),
  }),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDir: www });
});
afterAll(() => t.close());

const get = (url: string, encodings = 'gzip, deflate, br') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encodings } });
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('compressed at build time', () => {
  test('brotli when the browser takes it, else gzip, else the plain file', async () => {
    const br = await get('/trade/static/js/index.1a2b3c4d.js');
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      vary: expect.stringMatching(/accept-encoding/i),
      'content-type': expect.stringMatching(/javascript/),
    });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('/trade/static/js/index.1a2b3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/trade/static/js/index.1a2b3c4d.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  test('the shell (also for client routes) comes compressed and is never kept without asking', async () => {
    for (const url of ['/trade/', '/trade/login', '/trade/organization/employees']) {
      const res = await get(url);
      expect([url, res.statusCode, res.headers['content-encoding'], res.headers['cache-control']]).toEqual([
        url,
        200,
        'br',
        'no-cache',
      ]);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
  });
});

describe('caching by name', () => {
  test.each([
    ['/trade/static/js/index.1a2b3c4d.js', IMMUTABLE],
    ['/trade/remotes/organization/9472902f7b/remoteEntry.js', IMMUTABLE],
    ['/trade/remotes/organization/9472902f7b/mf-manifest.json', IMMUTABLE],
    ['/trade/remotes.json', 'no-cache'],
    ['/trade/mf-manifest.json', 'no-cache'],
    ['/trade/index.html', 'no-cache'],
  ])('%s → %s', async (url, cacheControl) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControl);
  });

  test('the live manifest is sent as it is on disk (re-pointing a remote takes effect at once)', async () => {
    const res = await get('/trade/remotes.json');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().remotes.organization).toBe('/trade/remotes/organization/9472902f7b/mf-manifest.json');
  });

  test('a missing file is a 404, not the shell', async () => {
    const res = await get('/trade/static/js/missing.0000.js');
    expect(res.statusCode).toBe(404);
  });
});
