import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { todayLima } from '@trade/formats';
import { tipoCambio } from '../../src/db/schema/index.js';
import { SELLER, createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows } from '../organization/support.js';

/** A local stand-in for the exchange-rate API (apis.net.pe-like), driven by the tests. */
export default function exchangeRateCases() {
  interface StandIn {
    mode: 'v1' | 'v2' | 'error' | 'slow' | 'html' | 'negative';
    requests: { url: string; authorization?: string }[];
  }
  const standIn: StandIn = { mode: 'v1', requests: [] };
  let server: Server;

  function answer(req: IncomingMessage, res: import('node:http').ServerResponse) {
    standIn.requests.push({ url: req.url!, authorization: req.headers.authorization });
    const fecha = new URL(req.url!, 'http://x').searchParams.get('fecha');
    const json = (status: number, body: unknown) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    switch (standIn.mode) {
      case 'v1':
        return json(200, { compra: 3.712, venta: 3.72, origen: 'SUNAT', moneda: 'USD', fecha });
      case 'v2':
        return json(200, { precioCompra: 3.738, precioVenta: 3.746, moneda: 'USD', fecha });
      case 'negative':
        return json(200, { compra: -1, venta: 3.7, fecha });
      case 'error':
        return json(500, { message: 'error interno' });
      case 'html':
        return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>mantenimiento</html>');
      case 'slow':
        setTimeout(() => json(200, { compra: 3.7, venta: 3.71, fecha }), 1500).unref();
    }
  }

  let t: TestApp;
  let noProvider: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  const today = todayLima();

  beforeAll(async () => {
    server = createServer(answer);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    t = await createTestApp({
      exchangeRateUrl: `http://127.0.0.1:${port}/v1/tipo-cambio-sunat?fecha={fecha}`,
      exchangeRateToken: 'token-de-prueba',
      exchangeRateTimeoutMs: 400,
    });
    api = caller(t);
    admin = await t.login();
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    standIn.requests = [];
  });

  const deleteAllRates = () => t.db.delete(tipoCambio);

  describe('exchange rate with a provider', () => {
    test("today's demo rate is answered without asking the provider", async () => {
      const { body } = await api.get(admin, '/preciodollar');
      expect(body).toEqual({
        status: 200,
        mensaje: 'Tipo de cambio',
        detalles: { fecha: today, compra: '3.7350', venta: '3.7450', fuente: 'manual', esHoy: true },
      });
      expect(standIn.requests).toHaveLength(0);
    });

    test("without today's rate it is fetched once from the provider, stored and reused", async () => {
      await deleteAllRates();
      standIn.mode = 'v1';
      const [a, b] = await Promise.all([api.get(admin, '/preciodollar'), api.get(admin, '/preciodollar')]);
      expect(a.body.detalles).toEqual({
        fecha: today,
        compra: '3.7120',
        venta: '3.7200',
        fuente: 'proveedor',
        esHoy: true,
      });
      expect(b.body.detalles).toEqual(a.body.detalles);
      expect(standIn.requests).toEqual([
        { url: `/v1/tipo-cambio-sunat?fecha=${today}`, authorization: 'Bearer token-de-prueba' },
      ]);
      expect((await api.get(admin, '/preciodollar')).body.detalles.fuente).toBe('proveedor');
      expect(standIn.requests).toHaveLength(1);
      expect(await countRows(t, 'tipo_cambio')).toBe(1);
    });

    test('when the provider fails the last known rate answers, and reads do not insist', async () => {
      await deleteAllRates();
      await api.post(admin, '/rpreciodollar', { fecha: '2025-03-14', compra: '3.6500', venta: '3.6600' });
      standIn.mode = 'error';
      const first = await api.get(admin, '/preciodollar');
      expect(first.body.detalles).toEqual({
        fecha: '2025-03-14',
        compra: '3.6500',
        venta: '3.6600',
        fuente: 'manual',
        esHoy: false,
      });
      const second = await api.get(admin, '/preciodollar');
      expect(second.body.detalles.fecha).toBe('2025-03-14');
      expect(standIn.requests).toHaveLength(1);
    });

    test('POST apreciodollar asks the provider now and explains its failures', async () => {
      for (const [mode, reason] of [
        ['error', 'el proveedor respondió 500'],
        ['html', 'el proveedor no respondió JSON'],
        ['negative', 'el proveedor envió un valor de compra no válido'],
        ['slow', 'el proveedor no respondió a tiempo'],
      ] as const) {
        standIn.mode = mode;
        const before = await countRows(t, 'tipo_cambio');
        const { body } = await api.post(admin, '/apreciodollar');
        expect(body).toEqual({
          status: 400,
          mensaje: `No se pudo obtener el tipo de cambio del proveedor: ${reason}`,
          detalles: null,
        });
        expect(await countRows(t, 'tipo_cambio')).toBe(before);
      }
      standIn.mode = 'v2';
      const { body } = await api.post(admin, '/apreciodollar');
      expect(body).toEqual({
        status: 200,
        mensaje: 'Tipo de cambio actualizado desde el proveedor',
        detalles: { fecha: today, compra: '3.7380', venta: '3.7460', fuente: 'proveedor', esHoy: true },
      });
      expect((await api.get(admin, '/preciodollar')).body.detalles.compra).toBe('3.7380');
    });
  });

  describe('exchange rate entered by hand', () => {
    test("replaces a day's rate; validates amounts and dates", async () => {
      const { body } = await api.post(admin, '/rpreciodollar', { compra: '3.7', venta: 3.71 });
      expect(body).toEqual({
        status: 200,
        mensaje: 'Tipo de cambio registrado',
        detalles: { fecha: today, compra: '3.7000', venta: '3.7100', fuente: 'manual', esHoy: true },
      });
      const refused = async (payload: object, mensaje: string) => {
        const before = await api.get(admin, '/tipocambio?pageSize=50');
        expect((await api.post(admin, '/rpreciodollar', payload)).body).toEqual({
          status: 400,
          mensaje,
          detalles: mensaje.startsWith('Datos no válidos') ? expect.any(Array) : null,
        });
        expect((await api.get(admin, '/tipocambio?pageSize=50')).body).toEqual(before.body);
      };
      await refused({ compra: '3.75', venta: '3.70' }, 'El precio de venta no puede ser menor que el de compra');
      await refused({ compra: '0', venta: '3.70' }, 'El tipo de cambio debe ser mayor que cero');
      await refused({ compra: '3.12345', venta: '3.7' }, 'Datos no válidos: Compra no tiene un formato válido');
      await refused({ compra: 'abc', venta: '3.7' }, 'Datos no válidos: Compra no tiene un formato válido');
      await refused({ venta: '3.7' }, 'Datos no válidos: Compra es obligatorio');
      await refused(
        { fecha: '2999-01-01', compra: '3.7', venta: '3.7' },
        'La fecha del tipo de cambio no puede ser futura',
      );
      await refused(
        { fecha: '2025-02-30', compra: '3.7', venta: '3.7' },
        'Datos no válidos: Fecha debe ser una fecha válida (AAAA-MM-DD)',
      );
    });

    test('history is paged, newest first, and filtered by dates', async () => {
      await api.post(admin, '/rpreciodollar', { fecha: '2025-03-13', compra: '3.64', venta: '3.65' });
      const { body } = await api.get(admin, '/tipocambio?pageSize=2');
      expect(body).toMatchObject({ status: 200, totalRegistros: 3, totalPaginas: 2 });
      expect(body.detalles.map((r: any) => r.fecha)).toEqual([today, '2025-03-14']);
      const range = await api.get(admin, '/tipocambio?desde=2025-03-01&hasta=2025-03-13');
      expect(range.body.detalles.map((r: any) => r.fecha)).toEqual(['2025-03-13']);
    });

    test('reads for any signed-in user; writes need the organization area', async () => {
      const seller = await t.login(SELLER.usuario, SELLER.password);
      expect((await api.get(seller, '/preciodollar')).body.status).toBe(200);
      expect((await api.get(seller, '/tipocambio')).body.status).toBe(200);
      const before = await countRows(t, 'tipo_cambio');
      for (const url of ['/rpreciodollar', '/apreciodollar']) {
        expect((await api.post(seller, url, { compra: '9', venta: '9' })).res.statusCode).toBe(403);
        expect((await api.post(undefined, url, { compra: '9', venta: '9' })).res.statusCode).toBe(401);
      }
      expect(await countRows(t, 'tipo_cambio')).toBe(before);
    });
  });

  describe('exchange rate without a provider', () => {
    beforeAll(async () => {
      noProvider = await createTestApp();
    });
    afterAll(() => noProvider.close());

    test('answers the stored rate, refuses to fetch, and says when there is none', async () => {
      const other = caller(noProvider);
      const token = await noProvider.login();
      expect((await other.get(token, '/preciodollar')).body.detalles).toMatchObject({ fecha: today, fuente: 'manual' });
      expect((await other.post(token, '/apreciodollar')).body).toEqual({
        status: 400,
        mensaje: 'No hay un proveedor de tipo de cambio configurado (EXCHANGE_RATE_URL)',
        detalles: null,
      });
      await noProvider.db.delete(tipoCambio);
      expect((await other.get(token, '/preciodollar')).body).toEqual({
        status: 400,
        mensaje: 'No hay tipo de cambio registrado',
        detalles: null,
      });
    });
  });
}
