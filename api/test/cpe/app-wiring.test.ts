import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startCpeWorker } from '../../src/cpe/plugin.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { facturaDe } from './helpers.js';

/** The product as shipped: simulator mounted on the API's own origin (state in the database), worker started like server.ts does. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  startCpeWorker(t.app, { simulatorBaseUrl: `${address}/sunat-simulator`, pollIntervalMs: 20 });
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
  expect(res.json()).toEqual(expect.arrayContaining([{ nombre: info.nombre, estado: 'aceptado', codigo: 0, recepciones: 1 }]));
  await expect(t.app.cpe.emitirComprobante('20999999999', facturaDe(1, 1, 'F778'))).rejects.toThrow('La empresa con RUC 20999999999 no tiene configurada la facturación electrónica');
});
