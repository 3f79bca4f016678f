import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestWorker } from '../helpers/cpe-worker.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { facturaDe } from './helpers.js';

/** The product as shipped: simulator mounted on the API's own origin (state in the database), worker started like server.ts does. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sunatSimulatorAdmin: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  startTestWorker(t.app);
});
afterAll(() => t.close());

test('app.cpe issues a factura that the mounted simulator accepts; the simulator remembers it in the database', async () => {
  const info = await t.app.cpe.emitirComprobante('20000000001', facturaDe(1, 5, 'F777'));
  let state = info;
  for (let i = 0; i < 200 && !state.final; i++) {
    await new Promise((r) => setTimeout(r, 25));
    state = await t.app.cpe.obtener(info.id);
  }
  expect(state).toMatchObject({ estado: 'aceptado', codigoRespuesta: 0 });
  expect((await t.app.sunatSimulator!.store.getDocument(info.nombre))?.recepciones).toBe(1);
  const res = await t.app.inject({ method: 'GET', url: '/sunat-simulator/admin/documentos' });
  expect(res.json()).toEqual(
    expect.arrayContaining([{ nombre: info.nombre, estado: 'aceptado', codigo: 0, recepciones: 1 }]),
  );
  await expect(t.app.cpe.emitirComprobante('20999999999', facturaDe(1, 1, 'F778'))).rejects.toThrow(
    'La empresa con RUC 20999999999 no tiene configurada la facturación electrónica',
  );
});

describe("the simulator's admin calls (issue 10 #7)", () => {
  const calls = [
    { method: 'PUT' as const, url: '/sunat-simulator/admin/faults', payload: { down: true } },
    { method: 'POST' as const, url: '/sunat-simulator/admin/reset' },
    { method: 'GET' as const, url: '/sunat-simulator/admin/documentos' },
  ];

  test('are mounted only when the tests turn them on', async () => {
    const res = await t.app.inject(calls[0]!);
    expect(res.statusCode).toBe(200);
    expect(t.app.sunatSimulator!.faults).toEqual({ down: true });
    await t.app.inject({ method: 'PUT', url: '/sunat-simulator/admin/faults', payload: {} });
  });

  test.each([
    ['by default (demo start, setting off)', {}],
    ['in production mode, even with the setting on (TRADE_DEMO=false)', { demo: false, sunatSimulatorAdmin: true }],
  ])('are not there %s: nobody can reset the simulator or make it fail', async (_label, overrides) => {
    const other = await createTestApp(overrides);
    try {
      for (const call of calls) {
        const res = await other.app.inject(call);
        expect([res.statusCode, res.json().mensaje]).toEqual([404, `No existe el recurso ${call.method} ${call.url}`]);
      }
      expect(other.app.sunatSimulator!.faults).toEqual({});
      // The SOAP service itself is still there.
      expect(
        (
          await other.app.inject({
            method: 'POST',
            url: '/sunat-simulator/ol-ti-itcpfegem/billService',
            payload: '<x/>',
            headers: { 'content-type': 'text/xml' },
          })
        ).statusCode,
      ).toBe(500);
    } finally {
      await other.close();
    }
  });
});
