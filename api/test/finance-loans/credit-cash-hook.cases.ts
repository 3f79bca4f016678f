import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectRefused } from '../organization/support.js';
import { EFECTIVO, TRANSFERENCIA, day, freshPeople } from '../purchasing-credits/support.js';
import { NO_OPEN_CASH } from '../../src/areas/finance-loans/cash-posting.js';

export default function creditCashHookCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let client: number;
  let provider: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    ({ client, provider } = await freshPeople(t, admin, '72345618', '20601030013'));
  });
  afterAll(() => t.close());

  const credit = (idpersona: number, total: string) => ({
    idpersona,
    fecha: day(-5),
    documento: 'F001-00000901',
    concepto: 'Crédito',
    idmoneda: 1,
    total,
  });
  const payment = (idcredito: number, importe: string, over: Record<string, unknown> = {}) => ({
    idcredito,
    fecha: day(0),
    importe,
    idformapago: EFECTIVO,
    idcuentabancaria: null,
    referencia: null,
    idcuota: null,
    ...over,
  });

  describe('client and provider payments go through the cash (purchasing-credits cash hook)', () => {
    test('without an open cash a cash payment is refused and nothing is written', async () => {
      const id = (await api.post(admin, '/rcredito', credit(client, '500.00'))).body.detalles.idcredito;
      await expectRefused(t, 'credito_pago', () => api.post(admin, '/rcpago', payment(id, '100.00')), NO_OPEN_CASH);
    });

    test("a client payment is income of the cashier's cash, a provider payment in cash an expense; a bank deposit stays out; a cancel annuls the movement", async () => {
      const cash = (await api.post(admin, '/rapertura', { monto_apertura: '50.00' })).body.detalles.idapertura;
      const receivable = (await api.post(admin, '/rcredito', credit(client, '300.00'))).body.detalles.idcredito;
      const payable = (
        await api.post(admin, '/rcreditoproveedor', { ...credit(provider, '200.00'), documento: 'F010-00000031' })
      ).body.detalles.idcredito;
      const collected = (await api.post(admin, '/rcpago', payment(receivable, '120.00'))).body;
      expect(collected.status).toBe(200);
      const deposited = await api.post(
        admin,
        '/rcpago',
        payment(receivable, '30.00', { idformapago: TRANSFERENCIA, idcuentabancaria: 1, referencia: 'Op. 55' }),
      );
      expect(deposited.body.status).toBe(200);
      const paid = (await api.post(admin, '/rcpagoproveedor', payment(payable, '80.00'))).body;
      expect(paid.status).toBe(200);

      const moves = (await api.get(admin, `/gingresosyegresoscaja/${cash}`)).body.detalles;
      expect(
        moves.map((m: { tipo: string; monto: string; origen_tipo: string; estado: number }) => [
          m.tipo,
          m.monto,
          m.origen_tipo,
          m.estado,
        ]),
      ).toEqual([
        ['I', '120.00', 'cobro', 1],
        ['E', '80.00', 'pago_proveedor', 1],
      ]);
      // 50 + 120 − 80
      expect((await api.get(admin, `/gtotalesformaspagocaja/${cash}`)).body.detalles[0]).toMatchObject({
        formapago: 'Efectivo',
        esperado: '90.00',
      });

      const idpago = collected.detalles.idpago;
      expect((await api.get(admin, `/ccpago/${idpago}`)).body.status).toBe(200);
      const after = (await api.get(admin, `/gingresosyegresoscaja/${cash}`)).body.detalles;
      expect(after.find((m: { origen_tipo: string }) => m.origen_tipo === 'cobro').estado).toBe(0);
    });
  });
}
