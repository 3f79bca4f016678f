import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, expectGuarded, expectMissing, expectRefused } from '../organization/support.js';
import { EFECTIVO, TRANSFERENCIA, day, freshPeople } from './support.js';

export default function creditsCases() {
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
    // Cash payments post to the cashier's open cash (finance-loans' cash hook).
    await api.post(admin, '/rapertura', { monto_apertura: '0.00' });
  });
  afterAll(() => t.close());

  const credit = (over: Record<string, unknown> = {}) => ({
    idpersona: client,
    fecha: day(-5),
    documento: 'F001-00000777',
    concepto: 'Venta al crédito',
    idmoneda: 1,
    total: '900.00',
    ...over,
  });
  const payment = (idcredito: number, over: Record<string, unknown> = {}) => ({
    idcredito,
    fecha: day(0),
    importe: '100.00',
    idformapago: EFECTIVO,
    idcuentabancaria: null,
    referencia: null,
    idcuota: null,
    ...over,
  });

  describe('client credits (accounts receivable)', () => {
    test('rcredito: the instalments must add up to the total; without them, one for the whole total after the credit days', async () => {
      await expectRefused(
        t,
        'credito',
        () =>
          api.post(
            admin,
            '/rcredito',
            credit({
              cuotas: [
                { monto: '300.00', fecha_vencimiento: day(25) },
                { monto: '500.00', fecha_vencimiento: day(55) },
              ],
            }),
          ),
        'Las cuotas suman S/ 800.00 y el total del crédito es S/ 900.00: deben ser iguales',
      );
      await expectRefused(
        t,
        'credito',
        () => api.post(admin, '/rcredito', credit({ cuotas: [{ monto: '900.00', fecha_vencimiento: day(-10) }] })),
        'La cuota 1 no puede vencer antes de la fecha del crédito',
      );
      await expectRefused(
        t,
        'credito',
        () =>
          api.post(
            admin,
            '/rcredito',
            credit({
              cuotas: [
                { monto: '450.00', fecha_vencimiento: day(40) },
                { monto: '450.00', fecha_vencimiento: day(10) },
              ],
            }),
          ),
        'Las cuotas deben estar ordenadas por fecha de vencimiento',
      );
      await expectRefused(
        t,
        'credito',
        () => api.post(admin, '/rcredito', credit({ idpersona: provider })),
        `PROVEEDOR 20601030013 no está registrado como cliente`,
      );
      await expectRefused(
        t,
        'credito',
        () => api.post(admin, '/rcredito', credit({ total: '0.00' })),
        'El total del crédito debe ser mayor que cero',
      );
      await expectRefused(
        t,
        'credito',
        () => api.post(admin, '/rcredito', credit({ idpersona: 999999 })),
        'La persona no existe o fue eliminada',
      );

      const single = (await api.post(admin, '/rcredito', credit({ total: '120.50' }))).body;
      expect(single).toMatchObject({
        status: 200,
        mensaje: 'Crédito registrado correctamente',
        detalles: {
          tipo: 'cliente',
          total: '120.50',
          saldo: '120.50',
          pagado: '0.00',
          cuotas: 1,
          situacion: 'pendiente',
          moneda: 'PEN',
        },
      });
      expect(single.detalles.proximo_vencimiento).toBe(day(25));
      const cuotas = (await api.get(admin, `/gcuotascredito/${single.detalles.idcredito}`)).body.detalles;
      expect(cuotas).toEqual([
        expect.objectContaining({
          numero: 1,
          monto: '120.50',
          saldo: '120.50',
          situacion: 'pendiente',
          dias_vencida: 0,
        }),
      ]);
    });

    test('payments: never more than the balance, to the chosen instalment or the oldest first; cancel restores each instalment', async () => {
      const created = (
        await api.post(
          admin,
          '/rcredito',
          credit({
            fecha: day(-40),
            cuotas: [
              { monto: '300.00', fecha_vencimiento: day(-10) },
              { monto: '300.00', fecha_vencimiento: day(20) },
              { monto: '300.00', fecha_vencimiento: day(50) },
            ],
          }),
        )
      ).body.detalles;
      const id = created.idcredito;
      expect(created.situacion).toBe('vencido');
      await expectRefused(
        t,
        'credito_pago',
        () => api.post(admin, '/rcpago', payment(id, { importe: '900.01' })),
        'El importe (S/ 900.01) supera el saldo del crédito (S/ 900.00)',
      );
      await expectRefused(
        t,
        'credito_pago',
        () => api.post(admin, '/rcpago', payment(id, { importe: '0' })),
        'El importe debe ser mayor que cero',
      );
      await expectRefused(
        t,
        'credito_pago',
        () => api.post(admin, '/rcpago', payment(id, { fecha: day(-41) })),
        'La fecha de pago no puede ser anterior a la fecha del crédito',
      );
      await expectRefused(
        t,
        'credito_pago',
        () => api.post(admin, '/rcpago', payment(id, { idformapago: 9 })),
        'Elija una forma de pago al contado (efectivo, transferencia, tarjeta...)',
      );
      await expectMissing(
        t,
        'credito_pago',
        () => api.post(admin, '/rcpago', payment(999999)),
        'El crédito no existe o fue eliminado',
      );

      const first = (await api.post(admin, '/rcpago', payment(id, { importe: '450.00' }))).body;
      expect(first).toMatchObject({
        status: 200,
        mensaje: 'Pago registrado correctamente',
        detalles: { importe: '450.00', formapago: 'Efectivo', estado: 1, idcaja: expect.any(Number) },
      });
      let cuotas = (await api.get(admin, `/gcuotascredito/${id}`)).body.detalles;
      expect(cuotas.map((c: any) => [c.pagado, c.situacion])).toEqual([
        ['300.00', 'pagada'],
        ['150.00', 'pendiente'],
        ['0.00', 'pendiente'],
      ]);

      const third = cuotas[2].idcuota;
      await expectRefused(
        t,
        'credito_pago',
        () => api.post(admin, '/rcpago', payment(id, { importe: '300.01', idcuota: third })),
        'El importe supera lo pendiente de la cuota 3 (S/ 300.00)',
      );
      const chosen = (
        await api.post(
          admin,
          '/rcpago',
          payment(id, {
            importe: '100.00',
            idcuota: third,
            idformapago: TRANSFERENCIA,
            idcuentabancaria: 1,
            referencia: 'Op. 123',
          }),
        )
      ).body.detalles;
      expect(chosen).toMatchObject({ idcuota: third, cuenta: expect.any(String), referencia: 'Op. 123' });
      cuotas = (await api.get(admin, `/gcuotascredito/${id}`)).body.detalles;
      expect(cuotas.map((c: any) => c.pagado)).toEqual(['300.00', '150.00', '100.00']);

      const cancelled = (await api.get(admin, `/ccpago/${first.detalles.idpago}`)).body;
      expect(cancelled).toMatchObject({ status: 200, mensaje: 'Pago anulado correctamente', detalles: { estado: 0 } });
      cuotas = (await api.get(admin, `/gcuotascredito/${id}`)).body.detalles;
      expect(cuotas.map((c: any) => [c.pagado, c.situacion])).toEqual([
        ['0.00', 'vencida'],
        ['0.00', 'pendiente'],
        ['100.00', 'pendiente'],
      ]);
      expect(cuotas[0].dias_vencida).toBe(10);
      await expectRefused(
        t,
        'credito_pago',
        () => api.get(admin, `/ccpago/${first.detalles.idpago}`),
        'El pago ya está anulado',
      );
      const credits = (await api.get(admin, `/gcreditospersona?idpersona=${client}&idusuario=0`)).body.detalles;
      expect(credits.find((c: any) => c.idcredito === id)).toMatchObject({
        saldo: '800.00',
        pagado: '100.00',
        situacion: 'vencido',
      });
      const payments = (await api.get(admin, `/gcpagospersona?idpersona=${client}`)).body.detalles;
      expect(
        payments
          .filter((p: any) => p.idcredito === id)
          .map((p: any) => p.estado)
          .sort(),
      ).toEqual([0, 1]);

      // Paid in full: 'pagado'; then it cannot be cancelled while its payments stand.
      await api.post(admin, '/rcpago', payment(id, { importe: '800.00' }));
      expect(
        (await api.get(admin, `/gcreditospersona?idpersona=${client}`)).body.detalles.find(
          (c: any) => c.idcredito === id,
        ),
      ).toMatchObject({ saldo: '0.00', situacion: 'pagado' });
      await expectRefused(
        t,
        'credito_pago',
        () => api.post(admin, '/rcpago', payment(id, { importe: '1.00' })),
        'El crédito ya está pagado',
      );
      await expectRefused(
        t,
        'credito',
        () => api.get(admin, `/ccredito/${id}`),
        'El crédito tiene pagos registrados; anule primero los pagos',
      );
    });

    test('ccredito cancels a credit without payments; a cancelled one takes no payments', async () => {
      const id = (await api.post(admin, '/rcredito', credit({ total: '50.00' }))).body.detalles.idcredito;
      expect((await api.get(admin, `/ccredito/${id}`)).body).toMatchObject({
        status: 200,
        mensaje: 'Crédito anulado correctamente',
        detalles: { estado: 0, situacion: 'anulado' },
      });
      await expectRefused(t, 'credito_pago', () => api.post(admin, '/rcpago', payment(id)), 'El crédito está anulado');
      expect((await api.get(admin, `/ccredito/${id}`)).body.mensaje).toBe('El crédito ya está anulado');
    });

    test('the client credit limit counts the open balance', async () => {
      const { body } = await api.post(admin, '/rpersonaprovedor', {
        idtipodocumento: 1,
        numero_documento: '08765432',
        nombres: 'LIMITADO',
        ubica_persona: 1,
        limite_credito: '1000',
      });
      const id = body.detalles.idpersona;
      await api.post(admin, '/rcredito', credit({ idpersona: id, total: '700.00' }));
      await expectRefused(
        t,
        'credito',
        () => api.post(admin, '/rcredito', credit({ idpersona: id, total: '300.01' })),
        'El crédito supera el límite de LIMITADO: límite S/ 1000.00, saldo pendiente S/ 700.00',
      );
    });

    test('balances with ageing buckets and what falls due this week; the account statement has a running balance', async () => {
      const { client: c2 } = await freshPeople(t, admin, '41236988', '20512345698');
      const cuotas = [
        { monto: '10.00', fecha_vencimiento: day(-120) },
        { monto: '20.00', fecha_vencimiento: day(-75) },
        { monto: '30.00', fecha_vencimiento: day(-45) },
        { monto: '40.00', fecha_vencimiento: day(-15) },
        { monto: '50.00', fecha_vencimiento: day(3) },
        { monto: '60.00', fecha_vencimiento: day(40) },
      ];
      const created = (
        await api.post(admin, '/rcredito', credit({ idpersona: c2, fecha: day(-130), total: '210.00', cuotas }))
      ).body.detalles;
      await api.post(admin, '/rcpago', payment(created.idcredito, { importe: '5.00', fecha: day(-100) }));
      const rows = (await api.get(admin, '/gpersonascreditos/0')).body.detalles;
      const row = rows.find((r: any) => r.idpersona === c2);
      expect(row).toMatchObject({
        saldo: '205.00',
        por_vencer: '110.00',
        vencido_1_30: '40.00',
        vencido_31_60: '30.00',
        vencido_61_90: '20.00',
        vencido_90_mas: '5.00',
        vence_semana: '50.00',
        creditos: 1,
        moneda: 'PEN',
      });
      // The demo's receivables are there too, and another user's filter leaves them out.
      expect(rows.some((r: any) => r.numero_documento === '20456789120' && r.vencido_90_mas === '4250.00')).toBe(true);
      expect((await api.get(admin, '/gpersonascreditos/999')).body.detalles).toEqual([]);

      const statement = (await api.get(admin, `/estadocuenta/${c2}?tipo=cliente`)).body.detalles;
      expect(statement).toMatchObject({
        saldo_inicial: '0.00',
        cargos: '210.00',
        abonos: '5.00',
        saldo_final: '205.00',
        moneda: 'PEN',
      });
      expect(statement.movimientos.map((m: any) => [m.movimiento, m.cargo, m.abono, m.saldo])).toEqual([
        ['Crédito', '210.00', '0.00', '210.00'],
        ['Cobro', '0.00', '5.00', '205.00'],
      ]);
      const later = (await api.get(admin, `/estadocuenta/${c2}?tipo=cliente&desde=${day(-110)}`)).body.detalles;
      expect(later).toMatchObject({ saldo_inicial: '210.00', cargos: '0.00', abonos: '5.00', saldo_final: '205.00' });
      expect(
        (await api.get(admin, `/estadocuenta/${c2}?tipo=cliente&desde=${day(0)}&hasta=${day(-1)}`)).body.mensaje,
      ).toBe('La fecha Desde no puede ser posterior a la fecha Hasta');
    });

    test('printpdfcpago prints the payment note from the stored payment', async () => {
      const id = (await api.post(admin, '/rcredito', credit({ total: '300.00' }))).body.detalles.idcredito;
      const paid = (await api.post(admin, '/rcpago', payment(id, { importe: '120.00' }))).body.detalles;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/printpdfcpago/${paid.idpago}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toContain(`Nota de pago CP-`);
      expect((await api.get(admin, '/printpdfcpago/999999')).body).toMatchObject({
        status: 400,
        mensaje: 'El pago no existe o fue eliminado',
      });
    });

    test('who may call: no token 401, a user without the menus 403', async () => {
      await expectGuarded(t, [
        { method: 'GET', url: '/gpersonascreditos/0' },
        { method: 'POST', url: '/rcredito', payload: credit() },
        { method: 'POST', url: '/rcpago', payload: payment(1) },
        { method: 'GET', url: '/ccpago/1' },
        { method: 'GET', url: '/gproveedorescreditos' },
        { method: 'POST', url: '/rcpagoproveedor', payload: payment(1) },
      ]);
    });
  });

  describe('provider credits (accounts payable) and letras', () => {
    const providerCredit = (over: Record<string, unknown> = {}) =>
      credit({
        idpersona: provider,
        documento: 'F001-00004567',
        idmoneda: 2,
        total: '3000.00',
        fecha: day(-10),
        ...over,
      });

    test('rcreditoproveedor with letras; add a letra out of the last one, remove one back; they always add up', async () => {
      await expectRefused(
        t,
        'credito',
        () => api.post(admin, '/rcreditoproveedor', providerCredit({ idpersona: client })),
        'CLIENTE 72345618 no está registrado como proveedor',
      );
      const created = (
        await api.post(
          admin,
          '/rcreditoproveedor',
          providerCredit({
            cuotas: [
              { monto: '1500.00', fecha_vencimiento: day(20) },
              { monto: '1500.00', fecha_vencimiento: day(50) },
            ],
          }),
        )
      ).body.detalles;
      expect(created).toMatchObject({ tipo: 'proveedor', moneda: 'USD', total: '3000.00', cuotas: 2 });
      const id = created.idcredito;
      await expectRefused(
        t,
        'credito_cuota',
        () =>
          api.post(admin, '/rcreditoproveedorletra', { idcredito: id, monto: '1500.00', fecha_vencimiento: day(80) }),
        'El monto de la letra debe ser menor que lo pendiente de la letra 2 (US$ 1500.00)',
      );
      const letras = (
        await api.post(admin, '/rcreditoproveedorletra', { idcredito: id, monto: '500.00', fecha_vencimiento: day(80) })
      ).body;
      expect(letras.mensaje).toBe('Letra registrada correctamente');
      expect(letras.detalles.map((l: any) => [l.numero, l.monto])).toEqual([
        [1, '1500.00'],
        [2, '1000.00'],
        [3, '500.00'],
      ]);
      expect((await api.get(admin, `/gcreditoproveedorletras/${id}`)).body.detalles).toHaveLength(3);

      const removed = (await api.post(admin, '/ecreditoproveedorletra', { idcuota: letras.detalles[1].idcuota })).body;
      expect(removed.detalles.map((l: any) => [l.numero, l.monto])).toEqual([
        [1, '2500.00'],
        [2, '500.00'],
      ]);

      const paid = (
        await api.post(
          admin,
          '/rcpagoproveedor',
          payment(id, {
            importe: '2500.00',
            idformapago: TRANSFERENCIA,
            idcuentabancaria: 2,
            referencia: 'Swift 8871',
          }),
        )
      ).body.detalles;
      expect(paid.importe).toBe('2500.00');
      await expectRefused(
        t,
        'credito_cuota',
        () => api.post(admin, '/ecreditoproveedorletra', { idcuota: removed.detalles[0].idcuota }),
        'La letra 1 tiene pagos; no se puede eliminar',
      );
      const merged = (await api.post(admin, '/ecreditoproveedorletra', { idcuota: removed.detalles[1].idcuota })).body
        .detalles;
      expect(merged.map((l: any) => [l.numero, l.monto, l.pagado, l.situacion])).toEqual([
        [1, '3000.00', '2500.00', 'pendiente'],
      ]);
      await expectRefused(
        t,
        'credito_cuota',
        () => api.post(admin, '/ecreditoproveedorletra', { idcuota: merged[0].idcuota }),
        'El crédito debe tener al menos una letra',
      );
      expect((await api.get(admin, `/gcpagosproveedor/${id}`)).body.detalles).toHaveLength(1);
      const byProvider = (await api.get(admin, `/gletrascreditoproveedor/${provider}`)).body.detalles;
      expect(byProvider.map((l: any) => [l.saldo, l.situacion])).toEqual([['500.00', 'pendiente']]);
      await expectRefused(
        t,
        'credito',
        () => api.get(admin, `/ccreditoproveedor/${id}`),
        'El crédito tiene pagos registrados; anule primero los pagos',
      );
      expect((await api.get(admin, `/ccpagoproveedor/${paid.idpago}`)).body.detalles.estado).toBe(0);
      expect((await api.get(admin, `/gcreditosproveedor/${provider}`)).body.detalles[0]).toMatchObject({
        saldo: '3000.00',
      });
      expect((await api.get(admin, `/ccreditoproveedor/${id}`)).body.detalles.situacion).toBe('anulado');
      // A client's credit is not reachable through the provider calls.
      await expectRefused(
        t,
        'credito',
        () => api.get(admin, '/gcreditoproveedorletras/1'),
        'El crédito no existe o fue eliminado',
      );
    });

    test('gproveedorescreditos lists the demo providers with balance, by currency, with ageing', async () => {
      const rows = (await api.get(admin, '/gproveedorescreditos')).body.detalles;
      const andina = rows.find((r: any) => r.numero_documento === '20100047218');
      expect(andina).toMatchObject({ saldo: '10000.00', por_vencer: '10000.00', vence_semana: '5000.00' });
      const pacifico = rows.find((r: any) => r.numero_documento === '20512345671');
      expect(pacifico).toMatchObject({ moneda: 'USD', vencido_31_60: '2400.00' });
      expect(rows.find((r: any) => r.numero_documento === '20387654322').advertencia).toMatch(/NO HABIDO/);
    });
  });

  describe('people with credits', () => {
    test('a person with credits cannot be deleted, only disabled', async () => {
      const p = (await api.get(admin, '/persona/search?parametro=46027897')).body.detalles[0];
      const credit = await api.post(admin, '/rcredito', {
        idpersona: p.idpersona,
        fecha: '2026-11-02',
        idmoneda: 1,
        total: '100.00',
      });
      expect(credit.body.status).toBe(200);
      await expectRefused(
        t,
        'persona',
        () => api.post(admin, '/epersonaprovedor', { idpersona: p.idpersona }),
        'La persona tiene documentos registrados (créditos, ventas o compras); desactívela en su lugar',
      );
    });
  });
}
