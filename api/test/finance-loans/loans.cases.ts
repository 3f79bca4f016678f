import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectMissing, expectRefused } from '../organization/support.js';
import { flat, pdfText } from '../print/pdf.js';
import { day, freshPeople } from '../purchasing-credits/support.js';
import { NO_OPEN_CASH } from '../../src/areas/finance-loans/cash-posting.js';
import { paymentForms, userWith } from './support.js';

export default function loansCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let client: number;
  let provider: number;
  let forms: Awaited<ReturnType<typeof paymentForms>>;
  let cash: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = caller(t);
    admin = await t.login();
    forms = await paymentForms(t);
    ({ client, provider } = await freshPeople(t, admin, '72345618', '20601030013'));
    cash = (await api.post(admin, '/rapertura', { monto_apertura: '2000.00' })).body.detalles.idapertura;
  });
  afterAll(() => t.close());

  /** S/ 1,000 at 5 % monthly, French, 3 monthly instalments: 367.21, 367.21, 367.21 (loan-schedule.cases.ts). */
  const terms = {
    monto: '1000.00',
    tasa: '5',
    periodo_tasa: 'mensual',
    metodo: 'frances',
    cuotas: 3,
    frecuencia: 'mensual',
  } as const;
  const loan = (over: Record<string, unknown> = {}) => ({
    idpersona: client,
    ...terms,
    primer_vencimiento: day(-30),
    fecha: day(-60),
    idformapago: forms.efectivo,
    observacion: 'Capital de trabajo',
    ...over,
  });

  describe('loans to clients', () => {
    let id: number;
    let firstPayment: number;

    test('the schedule preview is the hand-computed table', async () => {
      const { body } = await api.post(admin, '/cronogramaprestamo', { ...terms, primer_vencimiento: '2026-01-31' });
      expect(body.detalles.cuotas.map((c: { importe: string; interes: string }) => [c.importe, c.interes])).toEqual([
        ['367.21', '50.00'],
        ['367.21', '34.14'],
        ['367.21', '17.49'],
      ]);
      expect(body.detalles.total).toBe('1101.63');
    });

    test('a loan is registered with its schedule, answers detalles.id and is disbursed from the open cash', async () => {
      const { body } = await api.post(admin, '/rprestamo', loan());
      expect(body.mensaje).toMatch(/^Préstamo N° \d+ registrado correctamente$/);
      id = body.detalles.id;
      expect(body.detalles.prestamo).toMatchObject({
        idprestamo: id,
        cliente: 'CLIENTE 72345618',
        monto: '1000.00',
        interes: '101.63',
        total: '1101.63',
        saldo: '1101.63',
        estado: 1,
        tasa: '5',
        metodo: 'frances',
      });
      // The first instalment fell due 30 days ago: it is overdue.
      expect(body.detalles.prestamo).toMatchObject({
        cuotas_vencidas: 1,
        dias_atraso: 30,
        proximo_vencimiento: day(-30),
      });
      expect(
        body.detalles.prestamo.cronograma.map((c: { numero: number; situacion: string; dias_atraso: number }) => [
          c.numero,
          c.situacion,
          c.dias_atraso,
        ]),
      ).toEqual([
        [1, 'vencida', 30],
        [2, 'pendiente', 0],
        [3, 'pendiente', 0],
      ]);
      const moves = (await api.get(admin, `/gingresosyegresoscaja/${cash}`)).body.detalles;
      expect(moves).toEqual([
        expect.objectContaining({ tipo: 'E', monto: '1000.00', origen_tipo: 'prestamo', origen_id: id }),
      ]);
    });

    test('payments go to the oldest instalment first, partial allowed, never above the balance, into the cash', async () => {
      await expectRefused(
        t,
        'prestamo_pago',
        () =>
          api.post(admin, '/rpagocuotaprestamo', { idprestamo: id, importe: '1101.64', idformapago: forms.efectivo }),
        'El importe (S/ 1101.64) supera el saldo del préstamo (S/ 1101.63)',
      );
      await expectRefused(
        t,
        'prestamo_pago',
        () => api.post(admin, '/rpagocuotaprestamo', { idprestamo: id, importe: '0', idformapago: forms.efectivo }),
        'El importe debe ser mayor que cero',
      );
      await expectRefused(
        t,
        'prestamo_pago',
        () => api.post(admin, '/rpagocuotaprestamo', { idprestamo: id, importe: '10', idformapago: forms.credito30 }),
        'Elija una forma de pago al contado activa: el dinero pasa por la caja',
      );
      const first = await api.post(admin, '/rpagocuotaprestamo', {
        idprestamo: id,
        importe: '400.00',
        idformapago: forms.efectivo,
      });
      expect(first.body).toMatchObject({
        status: 200,
        mensaje: 'Pago registrado correctamente',
        detalles: {
          pago: {
            importe: '400.00',
            saldo_anterior: '1101.63',
            saldo_posterior: '701.63',
            cuotas: '1, 2 (parcial)',
            estado: 1,
          },
        },
      });
      firstPayment = first.body.detalles.id;
      const second = await api.post(admin, '/rpagocuotaprestamo', {
        idprestamo: id,
        importe: '334.42',
        idformapago: forms.yape,
      });
      expect(second.body.detalles.pago).toMatchObject({ cuotas: '2', saldo_posterior: '367.21' });
      const [loanRow] = (await api.get(admin, `/prestamoscliente?idpersona=${client}`)).body.detalles;
      expect(loanRow).toMatchObject({ saldo: '367.21', cuotas_vencidas: 0, dias_atraso: 0 });
      expect(loanRow.cronograma.map((c: { pagado: string; situacion: string }) => [c.pagado, c.situacion])).toEqual([
        ['367.21', 'pagada'],
        ['367.21', 'pagada'],
        ['0.00', 'pendiente'],
      ]);
      const totals = (await api.get(admin, `/gtotalesformaspagocaja/${cash}`)).body.detalles;
      expect(totals.map((f: { formapago: string; esperado: string }) => [f.formapago, f.esperado])).toEqual([
        ['Efectivo', '1400.00'],
        ['Yape', '334.42'],
      ]);
    });

    test('a loan with payments cannot be annulled; annulling a payment restores each instalment and the cash', async () => {
      await expectRefused(
        t,
        'prestamo_pago',
        () => api.post(admin, `/eprestamo?idprestamo=${id}`),
        'El préstamo tiene pagos: anule primero sus pagos',
      );
      const payments = (await api.get(admin, `/gpagoscuotasprestamos?idpersona=${client}`)).body.detalles;
      expect(payments.map((p: { importe: string }) => p.importe)).toEqual(['334.42', '400.00']);
      const annulled = await api.post(admin, `/epagocuotaprestamo?idpago=${firstPayment}`);
      expect(annulled.body).toMatchObject({
        status: 200,
        mensaje: 'Pago anulado correctamente',
        detalles: { estado: 0 },
      });
      const [loanRow] = (await api.get(admin, `/prestamoscliente?idpersona=${client}`)).body.detalles;
      expect(loanRow.saldo).toBe('767.21');
      expect(loanRow.cronograma.map((c: { pagado: string }) => c.pagado)).toEqual(['0.00', '334.42', '0.00']);
      expect((await api.post(admin, `/epagocuotaprestamo?idpago=${firstPayment}`)).body.mensaje).toBe(
        'El pago ya está anulado',
      );
    });

    test('tickets print the loan and the payment from the records', async () => {
      const ticket = await api.get(admin, `/ticketprestamo/${id}`);
      expect(ticket.res.headers['content-type']).toBe('application/pdf');
      const text = flat(pdfText(ticket.res.rawPayload));
      for (const expected of [
        'PRÉSTAMO',
        'CLIENTE 72345618',
        'Tasa de interés: 5 % mensual',
        'Total a pagar: S/ 1,101.63',
        'CRONOGRAMA DE PAGOS',
        '367.21',
        'amortización francesa',
      ])
        expect(text).toContain(expected);
      const paymentTicket = flat(
        pdfText((await api.get(admin, `/ticketpagocuotaprestamo/${firstPayment}`)).res.rawPayload),
      );
      for (const expected of [
        'PAGO DE CUOTA',
        'Importe pagado: S/ 400.00',
        'Saldo anterior: S/ 1,101.63',
        'Efectivo (ANULADO)',
      ])
        expect(paymentTicket).toContain(expected);
      for (const url of ['/ticketprestamo/99999', '/ticketpagocuotaprestamo/99999'])
        expect((await api.get(admin, url)).res.statusCode).toBe(404);
    });

    test("the list of every client's loans pages, searches and totals; a fully paid loan is marked paid; annul without payments", async () => {
      const other = (
        await api.post(
          admin,
          '/rprestamo',
          loan({
            monto: '300.00',
            tasa: '10',
            metodo: 'flat',
            cuotas: 2,
            frecuencia: 'semanal',
            primer_vencimiento: day(7),
            fecha: day(0),
          }),
        )
      ).body.detalles.prestamo;
      // flat: 300 × 0.10 × 7 / 30 × 2 = 14.00 of interest
      expect([other.interes, other.total, other.cronograma.map((c: { importe: string }) => c.importe)]).toEqual([
        '14.00',
        '314.00',
        ['157.00', '157.00'],
      ]);
      const paid = await api.post(admin, '/rpagocuotaprestamo', {
        idprestamo: other.idprestamo,
        importe: '314.00',
        idformapago: forms.efectivo,
      });
      expect(paid.body.detalles.pago.saldo_posterior).toBe('0.00');
      const list = await api.get(admin, '/prestamosclientes?page=1&pageSize=10&q=72345618');
      expect(list.body.totalRegistros).toBe(2);
      expect(list.body.totales).toEqual({ monto: '1300.00', saldo: '767.21' });
      expect(list.body.detalles.find((r: { idprestamo: number }) => r.idprestamo === other.idprestamo).estado).toBe(2);

      const third = (await api.post(admin, '/rprestamo', loan({ primer_vencimiento: day(30), fecha: day(0) }))).body
        .detalles.id;
      const annulled = await api.post(admin, `/eprestamo?idprestamo=${third}`);
      expect(annulled.body).toMatchObject({
        status: 200,
        mensaje: 'Préstamo anulado correctamente',
        detalles: { estado: 0 },
      });
      const moves = (await api.get(admin, `/gingresosyegresoscaja/${cash}`)).body.detalles;
      expect(
        moves.find(
          (m: { origen_tipo: string; origen_id: number }) => m.origen_tipo === 'prestamo' && m.origen_id === third,
        ).estado,
      ).toBe(0);
      expect((await api.post(admin, `/eprestamo?idprestamo=${third}`)).body.mensaje).toBe(
        'El préstamo ya está anulado',
      );
    });

    test('bad input answers 400 and writes nothing; missing records; no open cash', async () => {
      for (const [body, mensaje] of [
        [loan({ tasa: '101' }), 'La tasa de interés no puede ser mayor que 100 %'],
        [loan({ tasa: '5.12345' }), /Tasa de interés/],
        [loan({ cuotas: 0 }), /Número de cuotas/],
        [loan({ metodo: 'aleman' }), /Método de cálculo/],
        [loan({ frecuencia: 'anual' }), /Frecuencia de pago/],
        [loan({ monto: '0' }), 'El monto del préstamo debe ser mayor que cero'],
        [loan({ idpersona: provider }), 'PROVEEDOR 20601030013 no está registrado como cliente'],
        [loan({ idpersona: 999999 }), 'El cliente no existe o fue eliminado'],
        [loan({ primer_vencimiento: day(-60) }), 'El primer vencimiento debe ser posterior a la fecha del préstamo'],
        [loan({ fecha: day(1), primer_vencimiento: day(30) }), 'La fecha del préstamo no puede ser posterior a hoy'],
      ] as const) {
        await expectRefused(t, 'prestamo', () => api.post(admin, '/rprestamo', body), mensaje as string | RegExp);
      }
      await expectMissing(
        t,
        'prestamo_pago',
        () =>
          api.post(admin, '/rpagocuotaprestamo', { idprestamo: 999999, importe: '1.00', idformapago: forms.efectivo }),
        'El préstamo no existe o fue eliminado',
      );
      expect((await api.post(admin, '/eprestamo?idprestamo=999999')).body.mensaje).toBe(
        'El préstamo no existe o fue eliminado',
      );
      expect((await api.post(admin, '/epagocuotaprestamo?idpago=999999')).body.mensaje).toBe(
        'El pago no existe o fue eliminado',
      );
      const lender = await userWith(t, 'prestamista', ['/loans']);
      await expectRefused(
        t,
        'prestamo',
        () => api.post(lender.token, '/rprestamo', loan({ fecha: day(0), primer_vencimiento: day(30) })),
        NO_OPEN_CASH,
      );
    });

    test('only the loans screen reaches them', async () => {
      const cashier = await userWith(t, 'cajero-prestamos', ['/manage_cash']);
      for (const url of [
        '/prestamosclientes?page=1&pageSize=10',
        `/prestamoscliente?idpersona=${client}`,
        `/gpagoscuotasprestamos?idpersona=${client}`,
        '/ticketprestamo/1',
      ]) {
        expect([url, (await api.get(cashier.token, url)).res.statusCode]).toEqual([url, 403]);
      }
      expect((await api.post(cashier.token, '/rprestamo', loan())).res.statusCode).toBe(403);
      const lender = await userWith(t, 'prestamista2', ['/loans']);
      expect((await api.get(lender.token, `/persona/search?parametro=72345618`)).res.statusCode).toBe(200);
    });
  });
}
