import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { printLinks } from '../../src/core/tokens.js';
import { encomienda } from '../../src/db/schema/index.js';
import { SELLER, createTestApp, type TestApp } from '../helpers/app.js';
import { decodeQr, flat, pdfImages, pdfInfo, pdfText } from '../print/pdf.js';

export default function parcelPrintCases() {
  let t: TestApp;
  let token: string;
  let parcel: { id: number; numero: string; codigo: string };
  let other: number;

  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
    const rows = await t.db
      .select()
      .from(encomienda)
      .where(inArray(encomienda.numero_guia, ['0000101', '0000102']))
      .orderBy(encomienda.numero_guia);
    // The documented guides 0000101 and 0000102 (demo/transport.ts).
    parcel = { id: rows[0]!.id_encomienda, numero: rows[0]!.numero_guia, codigo: rows[0]!.codigo_guia };
    other = rows[1]!.id_encomienda;
  });
  afterAll(() => t.close());

  /** Asks for a signed link with the session token, as the client's openPrintable(ruta) does. */
  async function signedLink(ruta: string, bearer = token): Promise<string> {
    const { res, body } = await t.call(bearer, { method: 'POST', url: '/api/enlace-impresion', payload: { ruta } });
    expect(res.statusCode).toBe(200);
    return body.detalles.url as string;
  }

  /** Opens a URL as a new browser tab would: no bearer header. */
  const open = (url: string) => t.app.inject({ method: 'GET', url });

  describe('GET /api/pdfencomienda/:id through a signed link', () => {
    test('login, link, open in a new tab without the bearer: the parcel guide as PDF', async () => {
      const url = await signedLink(`/api/pdfencomienda/${parcel.id}`);
      expect(url).toMatch(new RegExp(`^/api/pdfencomienda/${parcel.id}\\?firma=`));
      const res = await open(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="Encomienda ${parcel.numero}.pdf"; filename*=UTF-8''Encomienda%20${parcel.numero}.pdf`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const pdf = res.rawPayload;
      const text = flat(pdfText(pdf));
      for (const expected of [
        'GUÍA DE ENCOMIENDA',
        `N° ${parcel.numero}`,
        parcel.codigo,
        'RUC 20000000001',
        'TRADE DEMO',
        'EMPRESA DEMO TRADE S.A.C.',
        'Origen: Lima - Miraflores - AV. LARCO 1150, MIRAFLORES',
        'Destino: Arequipa - Cercado',
        'DISTRIBUIDORA ANDINA S.A.C.',
        'RUC: 20100047218',
        'ROSA QUISPE MAMANI',
        'DNI: 45781236',
        'Caja de repuestos',
      ])
        expect(text).toContain(expected);
      expect(pdfInfo(pdf).width).toBeCloseTo(80 * (72 / 25.4), 1);
      // The QR leads to the public tracking page of this installation.
      expect(decodeQr(pdf)).toBe('http://localhost/trade/tracking');
    });

    test('the same link for another parcel is refused', async () => {
      const url = await signedLink(`/api/pdfencomienda/${parcel.id}`);
      const res = await open(url.replace(`/pdfencomienda/${parcel.id}?`, `/pdfencomienda/${other}?`));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 401,
        mensaje: 'Sesión no válida o vencida. Inicie sesión nuevamente.',
        detalles: null,
      });
    });

    test('a link signed for another printable document is refused', async () => {
      const url = await signedLink('/api/sucursallogo/1');
      const firma = new URL(url, 'http://x').searchParams.get('firma')!;
      expect((await open(`/api/pdfencomienda/${parcel.id}?firma=${encodeURIComponent(firma)}`)).statusCode).toBe(401);
    });

    test('an expired link is refused', async () => {
      // A link of the server's own lifetime; then the clock moves past it (no sleeping, so no race
      // with the expiry being rounded down to the second).
      const url = await signedLink(`/api/pdfencomienda/${parcel.id}`);
      expect((await open(url)).statusCode).toBe(200);
      const later = Date.now() + (t.app.printLinks.ttlSeconds + 1) * 1000;
      const clock = jest.spyOn(Date, 'now').mockImplementation(() => later);
      try {
        const res = await open(url);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          status: 401,
          mensaje: 'Sesión no válida o vencida. Inicie sesión nuevamente.',
          detalles: null,
        });
      } finally {
        clock.mockRestore();
      }
    });

    test('no link, a forged or a tampered one is refused', async () => {
      const url = await signedLink(`/api/pdfencomienda/${parcel.id}`);
      const forged = printLinks('another-secret').sign(1, `/api/pdfencomienda/${parcel.id}`);
      for (const bad of [
        `/api/pdfencomienda/${parcel.id}`,
        `/api/pdfencomienda/${parcel.id}?firma=${forged}`,
        `${url.slice(0, -3)}abc`,
      ]) {
        const res = await open(bad);
        expect(res.statusCode).toBe(401);
      }
    });

    test('a link gives no more access than its user has', async () => {
      const sellerToken = await t.login(SELLER.usuario, SELLER.password);
      const url = await signedLink(`/api/pdfencomienda/${parcel.id}`, sellerToken);
      expect((await open(url)).statusCode).toBe(403);
    });

    test('with the bearer header it prints too; ?formato=a4 prints on A4', async () => {
      const { res } = await t.call(token, { method: 'GET', url: `/api/pdfencomienda/${parcel.id}?formato=a4` });
      expect(res.statusCode).toBe(200);
      const info = pdfInfo(res.rawPayload);
      expect([info.width, info.height]).toEqual([595.28, 841.89]);
      const viaLink = await open(await signedLink(`/api/pdfencomienda/${parcel.id}?formato=ticket58`));
      expect(pdfInfo(viaLink.rawPayload).width).toBeCloseTo(58 * (72 / 25.4), 1);
    });

    test('a parcel that does not exist answers the envelope of a missing record (HTTP 404, body 400)', async () => {
      const { res, body } = await t.call(token, { method: 'GET', url: '/api/pdfencomienda/999999' });
      expect(res.statusCode).toBe(404);
      expect(body).toEqual({ status: 400, mensaje: 'La encomienda no existe o fue eliminada', detalles: null });
    });
  });

  describe('branch logo', () => {
    const logos = () => join(t.config.dataDir, 'logos');
    afterAll(() => rmSync(logos(), { recursive: true, force: true }));

    test('the origin branch logo prints when there is one; a broken one is left out', async () => {
      const [row] = await t.db
        .select({ idsucursal: encomienda.idsucursal_origen })
        .from(encomienda)
        .where(eq(encomienda.id_encomienda, parcel.id));
      mkdirSync(logos(), { recursive: true });
      const image = new PNG({ width: 120, height: 60 });
      image.data.fill(90);
      const file = join(logos(), `sucursal-${row!.idsucursal}.png`);
      writeFileSync(file, PNG.sync.write(image));
      const withLogo = await open(await signedLink(`/api/pdfencomienda/${parcel.id}`));
      expect(withLogo.statusCode).toBe(200);
      expect(pdfImages(withLogo.rawPayload)).toBe(1);

      writeFileSync(file, 'esto no es un PNG');
      const broken = await open(await signedLink(`/api/pdfencomienda/${parcel.id}`));
      expect(broken.statusCode).toBe(200);
      expect(pdfImages(broken.rawPayload)).toBe(0);
      expect(pdfText(broken.rawPayload)).toContain('GUÍA DE ENCOMIENDA');
    });
  });
}
