import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { encomienda } from '../../src/db/schema/index.js';
import { printLinks } from '../../src/core/tokens.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { pdfInfo } from '../print/pdf.js';

/**
 * Issue 10, defect 9: print links could be made for any GET path (/api/usuario opened as JSON)
 * and their query string was not signed (&pageSize=500 was honoured). Now only printable routes
 * (GET calls answering a PDF or an image, registered by route()) get links, a link is accepted on
 * nothing else, and the signature covers the path and the query.
 */
export default function printLinksCases() {
  let t: TestApp;
  let admin: string;
  let id: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    id = (await t.db.select().from(encomienda).orderBy(encomienda.id_encomienda))[0]!.id_encomienda;
  });
  afterAll(() => t.close());

  const link = (ruta: string) => t.call(admin, { method: 'POST', url: '/api/enlace-impresion', payload: { ruta } });
  const open = (url: string) => t.app.inject({ method: 'GET', url });
  const A4_WIDTH = 595.28;

  describe('only printable routes', () => {
    test('no link for a JSON call', async () => {
      for (const ruta of ['/api/usuario', '/api/gmenususuario/1', '/api/validate-token', '/api/no-existe/1']) {
        const { res, body } = await link(ruta);
        expect([ruta, res.statusCode, body]).toEqual([
          ruta,
          400,
          { status: 400, mensaje: 'Solo se pueden generar enlaces para documentos imprimibles', detalles: null },
        ]);
      }
    });

    test('a link signed with the server key for a JSON call is not accepted there', async () => {
      const firma = printLinks(t.config.tokenSecret).sign(1, '/api/usuario');
      expect((await open(`/api/usuario?firma=${encodeURIComponent(firma)}`)).statusCode).toBe(401);
    });

    test('PDFs and images get links', async () => {
      expect((await link(`/api/pdfencomienda/${id}`)).res.statusCode).toBe(200);
      expect((await link('/api/sucursallogo/1')).res.statusCode).toBe(200);
    });
  });

  describe('the signature covers the query', () => {
    test('a link with ?formato=a4 opens the A4 document; any change of the query is refused', async () => {
      const { body } = await link(`/api/pdfencomienda/${id}?formato=a4`);
      const url = body.detalles.url as string;
      expect(url).toMatch(new RegExp(`^/api/pdfencomienda/${id}\\?formato=a4&firma=`));
      const answer = await open(url);
      expect(answer.statusCode).toBe(200);
      expect(pdfInfo(answer.rawPayload).width).toBeCloseTo(A4_WIDTH, 0);

      const firma = new URL(url, 'http://x').searchParams.get('firma')!;
      const signed = `firma=${encodeURIComponent(firma)}`;
      expect((await open(`/api/pdfencomienda/${id}?${signed}&formato=a4`)).statusCode).toBe(200); // order does not matter
      for (const tampered of [
        `/api/pdfencomienda/${id}?formato=ticket80&${signed}`,
        `/api/pdfencomienda/${id}?formato=a4&${signed}&pageSize=500`,
        `/api/pdfencomienda/${id}?${signed}`,
      ]) {
        expect([tampered, (await open(tampered)).statusCode]).toEqual([tampered, 401]);
      }
    });

    test('a link without a query accepts none', async () => {
      const url = (await link(`/api/pdfencomienda/${id}`)).body.detalles.url as string;
      expect((await open(url)).statusCode).toBe(200);
      expect((await open(`${url}&formato=a4`)).statusCode).toBe(401);
    });
  });
}
