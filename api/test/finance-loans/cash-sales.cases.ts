import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import { queryRows } from '../../src/db/client.js';
import { line, salesApp, type SalesApp } from '../billing-cpe/sales-support.js';
import { paymentForms } from './support.js';

/**
 * Real sales (rfacturacion) into the cashier's open cash: a cash sale paid in cash and by card posts
 * one movement per payment form (the change is not income), a credit sale never touches the cash,
 * and the closing compares what was expected with what was counted.
 */
export default function cashSalesCases() {
  let s: SalesApp;
  let forms: Awaited<ReturnType<typeof paymentForms>>;
  let idapertura = 0;
  beforeAll(async () => {
    s = await salesApp({ worker: false });
    forms = await paymentForms(s.t);
    const [open] = await queryRows<{ idapertura: number }>(
      s.t.db,
      sql`select a.idapertura from caja_apertura a join usuario u on u.idusuario = a.idusuario where u.usuario = 'admin' and a.estado = 1`,
    );
    idapertura = open!.idapertura;
  });
  afterAll(() => s.t.close());

  const RUC_CLIENT = '20456789120';
  const sale = (facturacion: Record<string, unknown>, detalles: object[], extra: Record<string, unknown> = {}) => ({
    facturacion: { idmoneda: 1, tipo_pago_id: 1, ...facturacion },
    detalles,
    ...extra,
  });
  const totals = async () => {
    const { body } = await s.api.get(s.admin, `/gtotalesformaspagocaja/${idapertura}`);
    expect(body.status).toBe(200);
    const of = (id: number) =>
      body.detalles.find((r: any) => r.idformapago === id) ?? { ingresos: '0.00', esperado: '0.00' };
    return { cash: of(forms.efectivo), card: of(forms.debito) };
  };

  test('a sale paid in cash and by card, with change, and a credit sale: the cash expects exactly what came in, and closes short by what was missing', async () => {
    const before = await totals();
    // 2 × 35.40 = 70.80: 60.00 in cash (9.20 of change) and 20.00 by card.
    const paid = await s.api.post(
      s.admin,
      '/rfacturacion',
      sale({ idserie: s.serie('B001') }, [line(s, 'FER-0016', '2', '35.40')], {
        pagos: [
          { idformapago: forms.efectivo, monto: '60.00' },
          { idformapago: forms.debito, monto: '20.00' },
        ],
      }),
    );
    expect(paid.body).toMatchObject({ status: 200, detalles: { total: '70.80', pagado: '80.00', vuelto: '9.20' } });
    const credit = await s.api.post(
      s.admin,
      '/rfacturacion',
      sale(
        { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), tipo_pago_id: 2 },
        [line(s, 'FER-0017', '1', '35.40')],
        { cuotas: [{ monto: '35.40', fecha_vencimiento: '2099-01-31' }] },
      ),
    );
    expect(credit.body.status).toBe(200);

    const after = await totals();
    // Cash: 60.00 handed over − 9.20 change = 50.80; card: 20.00. The credit sale adds nothing.
    expect(fixed(dec(after.cash.ingresos).minus(dec(before.cash.ingresos)))).toBe('50.80');
    expect(fixed(dec(after.card.ingresos).minus(dec(before.card.ingresos)))).toBe('20.00');
    const movements = (await s.api.get(s.admin, `/gingresosyegresoscaja/${idapertura}`)).body.detalles;
    expect(
      movements.filter((m: any) => m.origen_tipo === 'venta' && m.origen_id === credit.body.detalles.idventa),
    ).toEqual([]);
    // One movement per payment form, in the order paid; the product lines ride on the first one only.
    const posted = await queryRows<{
      idformapago: number;
      monto: string;
      lineas: { descripcion: string; cantidad: string; importe: string }[] | null;
    }>(
      s.t.db,
      sql`select m.idformapago, m.monto::text as monto,
               (select json_agg(json_build_object('descripcion', l.descripcion, 'cantidad', l.cantidad::text, 'importe', l.importe::text))
                  from caja_movimiento_linea l where l.idmovimiento = m.idmovimiento) as lineas
          from caja_movimiento m where m.origen_tipo = 'venta' and m.origen_id = ${paid.body.detalles.idventa} order by m.idmovimiento`,
    );
    expect(posted).toEqual([
      {
        idformapago: forms.efectivo,
        monto: '50.80',
        lineas: [{ descripcion: expect.stringMatching(/Martillo de carpintero/), cantidad: '2.000', importe: '70.80' }],
      },
      { idformapago: forms.debito, monto: '20.00', lineas: null },
    ]);
    const products = (await s.api.get(s.admin, `/gproductosvendidoscaja/${idapertura}`)).body.detalles;
    expect(products.some((p: any) => /Martillo de carpintero/.test(p.descripcion))).toBe(true);

    // Counted: cash 0.50 short, card exact.
    const counted = fixed(dec(after.cash.esperado).minus(dec('0.50')));
    const closed = await s.api.post(s.admin, '/capertura', {
      idapertura,
      conteos: [
        { idformapago: forms.efectivo, contado: counted },
        { idformapago: forms.debito, contado: after.card.esperado },
      ],
    });
    expect(closed.body.status).toBe(200);
    const cash = closed.body.detalles.formas.find((f: any) => f.idformapago === forms.efectivo);
    const card = closed.body.detalles.formas.find((f: any) => f.idformapago === forms.debito);
    expect([cash.contado, cash.diferencia]).toEqual([counted, '-0.50']);
    expect(card.diferencia).toBe('0.00');
  });
}
