import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { BusinessError } from '../../src/core/envelope.js';
import { NO_CASH, type CreditPaymentEvent } from '../../src/areas/purchasing-credits/cash-hook.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows } from '../organization/support.js';
import { EFECTIVO, day, freshPeople } from './support.js';

export default function creditServiceCases() {
  let t: TestApp;
  let admin: string;
  let client: number;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    ({ client } = await freshPeople(t, admin, '72345618', '20601030013'));
  });
  afterAll(() => t.close());

  const actor = { idusuario: 1, idsucursal: 1 };

  describe('the credits service other areas call', () => {
    test("a sale opens its client's credit inside its own transaction: if the sale fails, no credit is left", async () => {
      const before = await countRows(t, 'credito');
      const cuotasBefore = await countRows(t, 'credito_cuota');
      await expect(
        t.db.transaction(async (tx) => {
          const opened = await t.app.purchasingCredits.credits.open(
            'cliente',
            {
              idpersona: client,
              fecha: day(0),
              idmoneda: 1,
              total: '500.00',
              documento: 'F001-00000999',
              cuotas: [
                { monto: '250.00', fecha_vencimiento: day(30) },
                { monto: '250.00', fecha_vencimiento: day(60) },
              ],
            },
            tx,
            actor,
            { idventa: 4242 },
          );
          expect(opened).toMatchObject({ idventa: 4242, cuotas: 2, saldo: '500.00' });
          throw new BusinessError('No hay stock suficiente'); // the sale fails after the credit was written
        }),
      ).rejects.toThrow('No hay stock suficiente');
      expect(await countRows(t, 'credito')).toBe(before);
      expect(await countRows(t, 'credito_cuota')).toBe(cuotasBefore);

      const kept = await t.db.transaction((tx) =>
        t.app.purchasingCredits.credits.open(
          'cliente',
          { idpersona: client, fecha: day(0), idmoneda: 1, total: '80.00' },
          tx,
          actor,
          { idventa: 4243 },
        ),
      );
      // A credit opened by a sale is cancelled with the sale, not by hand.
      const refused = await caller(t).get(admin, `/ccredito/${kept.idcredito}`);
      expect(refused.body).toMatchObject({
        status: 400,
        mensaje: 'El crédito pertenece a una venta; anúlelo anulando ese documento',
      });
    });

    test('the cash hook is called inside the payment transaction; it records the cash register, and a refusal writes nothing', async () => {
      const credits = t.app.purchasingCredits.credits;
      const api = caller(t);
      const id = (
        await api.post(admin, '/rcredito', { idpersona: client, fecha: day(0), idmoneda: 1, total: '300.00' })
      ).body.detalles.idcredito;
      const events: (CreditPaymentEvent & { idcaja?: number | null })[] = [];
      credits.useCashHook({
        paymentRegistered: async (event) => {
          events.push(event);
          return { idcaja: 77 };
        },
        paymentCancelled: async (event) => {
          events.push(event);
        },
      });
      try {
        const paid = (
          await api.post(admin, '/rcpago', { idcredito: id, fecha: day(0), importe: '100.00', idformapago: EFECTIVO })
        ).body.detalles;
        expect(paid.idcaja).toBe(77);
        expect(events[0]).toMatchObject({
          tipo: 'cobro',
          idpago: paid.idpago,
          importe: '100.00',
          formapago: 'Efectivo',
          idmoneda: 1,
        });
        await api.get(admin, `/ccpago/${paid.idpago}`);
        expect(events[1]).toMatchObject({ tipo: 'cobro', idpago: paid.idpago, idcaja: 77 });

        credits.useCashHook({
          ...NO_CASH,
          paymentRegistered: async () => {
            throw new BusinessError('Abra una caja antes de registrar cobros en efectivo');
          },
        });
        const pagos = await countRows(t, 'credito_pago');
        const refused = await api.post(admin, '/rcpago', {
          idcredito: id,
          fecha: day(0),
          importe: '50.00',
          idformapago: EFECTIVO,
        });
        expect(refused.body).toMatchObject({
          status: 400,
          mensaje: 'Abra una caja antes de registrar cobros en efectivo',
        });
        expect(await countRows(t, 'credito_pago')).toBe(pagos);
        expect(
          (await api.get(admin, `/gcreditospersona?idpersona=${client}`)).body.detalles.find(
            (c: any) => c.idcredito === id,
          ).saldo,
        ).toBe('300.00');
      } finally {
        credits.useCashHook(NO_CASH);
      }
    });
  });
}
