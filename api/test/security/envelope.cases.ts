import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * Issue 10, defect 4: every non-2xx answer is the Spanish envelope `{ status, mensaje, detalles }`,
 * including what the framework, Node's HTTP parser and the static files answer by themselves;
 * `detalles` holds the field errors of a refused request. Checked over a real socket, as a browser
 * or a proxy would send them.
 */
export default function envelopeCases() {
  const www = mkdtempSync(join(tmpdir(), 'trade-web-'));
  writeFileSync(join(www, 'index.html'), '<!DOCTYPE html><html></html>');
  mkdirSync(join(www, 'static'));
  writeFileSync(join(www, 'static', 'app.js'), 'console.log(1)');

  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ webDir: www });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
    admin = await t.login();
  });
  afterAll(() => t.close());

  /** Sends raw bytes and answers the status and the parsed JSON body. */
  function raw(request: string): Promise<{ status: number; type: string; body: any }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head = '', ...rest] = text.split('\r\n\r\n');
        const status = Number(head.split(' ')[1]);
        const type = /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '';
        let body: unknown = rest.join('\r\n\r\n');
        try {
          body = JSON.parse(body as string);
        } catch {
          /* left as text: the assertion shows it */
        }
        resolve({ status, type, body });
      });
    });
  }
  const get = (path: string, headers = '') =>
    raw(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`);
  const envelope = (
    status: number,
    mensaje: string | RegExp = expect.any(String) as never,
    detalles: unknown = null,
  ) => ({
    status,
    type: expect.stringMatching(/^application\/json/),
    body: { status, mensaje: typeof mensaje === 'string' ? mensaje : expect.stringMatching(mensaje), detalles },
  });

  describe('answers before any route runs', () => {
    test('a URL that cannot be decoded: 400', async () => {
      expect(await get('/api/%zz')).toEqual(envelope(400, 'La dirección solicitada no es válida'));
    });

    test('a path parameter too long: 414', async () => {
      expect(await get(`/api/gmenususuario/${'1'.repeat(500)}`, `Authorization: Bearer ${admin}\r\n`)).toEqual(
        envelope(414, 'La dirección solicitada es demasiado larga'),
      );
    });

    test('a URL or headers over 16 KB: 431', async () => {
      expect(await get(`/api/usuario?q=${'a'.repeat(20_000)}`)).toEqual(
        envelope(431, 'La dirección o los encabezados de la solicitud son demasiado largos'),
      );
      expect(await get('/api/usuario', `X-Relleno: ${'a'.repeat(20_000)}\r\n`)).toEqual(
        envelope(431, 'La dirección o los encabezados de la solicitud son demasiado largos'),
      );
    });

    test('something that is not HTTP: 400', async () => {
      expect(await raw('HOLA\r\n\r\n')).toEqual(envelope(400, 'La solicitud no es válida'));
    });
  });

  describe('API answers', () => {
    test('401 without or with a bad token: the Spanish envelope (the client logs out with its own reason)', async () => {
      expect(await get('/api/usuario')).toEqual(envelope(401, 'Sesión no válida o vencida. Inicie sesión nuevamente.'));
      expect(await get('/api/usuario', 'Authorization: Bearer abc\r\n')).toEqual(
        envelope(401, 'Sesión no válida o vencida. Inicie sesión nuevamente.'),
      );
    });

    test('an unknown route or method: 404', async () => {
      expect(await get('/api/no-existe')).toEqual(envelope(404, 'No existe el recurso GET /api/no-existe'));
      expect(await raw('DELETE /api/usuario HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toEqual(
        envelope(404, 'No existe el recurso DELETE /api/usuario'),
      );
    });

    test('a refused field: 400 with the field errors in detalles', async () => {
      const body = JSON.stringify({ username: 'admin' });
      const answer = await raw(
        `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer).toEqual(
        envelope(400, /^Datos no válidos: /, [
          { campo: 'password', mensaje: expect.stringMatching(/es obligatorio$/) },
        ]),
      );

      const query = await get('/api/usuario?page=0&pageSize=5000', `Authorization: Bearer ${admin}\r\n`);
      expect(query).toEqual(
        envelope(400, 'Datos no válidos: Página debe ser mayor o igual a 1', [
          { campo: 'page', mensaje: 'Página debe ser mayor o igual a 1' },
        ]),
      );
    });

    test('a business refusal: 400 with detalles null', async () => {
      const body = JSON.stringify({ username: 'nadie', password: 'incorrecta1' });
      const answer = await raw(
        `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      );
      expect(answer).toEqual(envelope(400, 'Usuario y/o contraseña inválidos'));
    });

    test('bad JSON, a wrong content type, a body too large', async () => {
      expect(
        await raw(
          'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3\r\nConnection: close\r\n\r\n{x}',
        ),
      ).toEqual(envelope(400, 'La solicitud no tiene un formato válido'));
      expect(
        await raw(
          'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: text/csv\r\nContent-Length: 3\r\nConnection: close\r\n\r\na,b',
        ),
      ).toEqual(envelope(400, 'La solicitud no tiene un formato válido'));
      expect(
        await raw(
          `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 3000000\r\nConnection: close\r\n\r\n{"a":"`,
        ),
      ).toEqual(envelope(413, 'El archivo o los datos enviados superan el tamaño permitido'));
    });
  });

  describe('static files', () => {
    test('a path out of the web folder or a folder: 403 envelope, never a file', async () => {
      for (const path of ['/trade/%2e%2e/%2e%2e/etc/passwd', '/trade/static/', '/trade/a%00.js']) {
        expect([path, await get(path)]).toEqual([path, envelope(403, 'No tiene permiso para acceder a este recurso')]);
      }
    });

    test('a missing file: 404 envelope; a client route still gets the page', async () => {
      expect(await get('/trade/static/no-existe.js')).toEqual(envelope(404, 'No se encontró el archivo solicitado'));
      expect((await get('/trade/sales')).type).toMatch(/^text\/html/);
    });
  });
}
