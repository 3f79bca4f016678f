import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import { firstDayOfMonthLima, todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import { SELLER } from '../helpers/app.js';
import { line, salesApp, type SalesApp } from './sales-support.js';

/**
 * The dashboard's three calls against sales saved in this test through rfacturacion (the demo data
 * holds sales too, so every figure is compared before and after, by hand-computed sums).
 */
export default function dashboardCases() {
  let s: SalesApp;
  let adminId = 0;
  let sellerId = 0;
  let seller = '';
  beforeAll(async () => {
    s = await salesApp({ worker: false });
    const users = await queryRows<{ usuario: string; idusuario: number }>(
      s.t.db,
      sql`select usuario, idusuario from usuario`,
    );
    adminId = users.find((u) => u.usuario === 'admin')!.idusuario;
    sellerId = users.find((u) => u.usuario === SELLER.usuario)!.idusuario;
    // The demo seller starts without menus (users created after 0022 get the dashboard like any menu).
    // The seller also sells here (B001 is theirs in the demo): the sales screen and their own cash.
    const menus = (await s.api.get(s.admin, '/menu')).body.detalles;
    for (const ruta of ['/dashboard', '/sales', '/manage_cash']) {
      const idmenu = menus.find((m: any) => m.ruta === ruta).idmenu;
      expect((await s.api.post(s.admin, '/rmenuusuario', { idusuario: sellerId, idmenu })).body.status).toBe(200);
    }
    seller = await s.t.login(SELLER.usuario, SELLER.password);
    expect((await s.api.post(seller, '/rapertura', { monto_apertura: '50.00' })).body.status).toBe(200);
  });
  afterAll(() => s.t.close());

  const RUC_CLIENT = '20456789120';
  const today = todayLima();
  const day = (offset: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  const sale = (facturacion: Record<string, unknown>, detalles: object[], extra: Record<string, unknown> = {}) => ({
    facturacion: { idmoneda: 1, tipo_pago_id: 1, ...facturacion },
    detalles,
    ...extra,
  });
  const d = (a: string | number, b: string | number) => fixed(dec(a).minus(dec(b)));
  const summary = async (token: string, query: string) => (await s.api.get(token, `/resumenusuario?${query}`)).body;
  const voucher = (r: any, codigo: string) => r.detalles.por_comprobante.find((v: any) => v.codigo === codigo);
  const form = (r: any, nombre: string) =>
    r.detalles.por_forma_pago.find((f: any) => f.nombre === nombre) ?? { total: '0.00' };

  describe('resumenusuario', () => {
    test("defaults: the admin's own figures, first of the month to today, against the previous period of equal length", async () => {
      const { status, detalles } = await summary(s.admin, '');
      expect(status).toBe(200);
      expect(detalles.alcance).toMatchObject({ rol: 'seller', idusuario: adminId, idsucursal: 0 });
      expect([detalles.actual.inicio, detalles.actual.fin]).toEqual([firstDayOfMonthLima(), today]);
      const days = (Date.parse(today) - Date.parse(firstDayOfMonthLima())) / 86_400_000 + 1;
      expect((Date.parse(detalles.anterior.fin) - Date.parse(detalles.anterior.inicio)) / 86_400_000 + 1).toBe(days);
      expect(Date.parse(detalles.actual.inicio) - Date.parse(detalles.anterior.fin)).toBe(86_400_000);
    });

    test('sales made here move every figure by the hand-computed amounts; an annulled nota de venta counts nowhere', async () => {
      const q = `idusuario=${adminId}&inicio=${today}&fin=${today}`;
      const before = await summary(s.admin, q);
      // Factura cash 2 × 35.40 = 70.80 (60.00 without IGV), paid 100.00 in Efectivo: 29.20 change.
      const factura = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT) }, [line(s, 'FER-0016', '2', '35.40')], {
          pagos: [{ idformapago: 1, monto: '100.00' }],
        }),
      );
      expect(factura.body.status).toBe(200);
      // Boleta cash 1 × 47.20 (40.00 without IGV).
      const boleta = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('B001') }, [line(s, 'FER-0018', '1', '47.20')]),
      );
      expect(boleta.body.status).toBe(200);
      // Factura on credit 10 × 23.60 = 236.00 (200.00 without IGV), one cuota.
      const credit = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale(
          { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), tipo_pago_id: 2 },
          [line(s, 'FER-0013', '10', '23.60')],
          { cuotas: [{ monto: '236.00', fecha_vencimiento: day(30) }] },
        ),
      );
      expect(credit.body.status).toBe(200);
      // A nota de venta, then annulled: nowhere.
      const nota = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('NV01') }, [line(s, 'FER-0016', '1', '35.40')]),
      );
      expect(
        (
          await s.api.post(s.admin, '/cfacturacion', {
            idventa: nota.body.detalles.idventa,
            estado_venta: 0,
            motivo: 'Prueba del tablero',
          })
        ).body.status,
      ).toBe(200);

      const after = await summary(s.admin, q);
      expect(after.status).toBe(200);
      const [a, b] = [after.detalles, before.detalles];
      expect(a.actual.cantidad - b.actual.cantidad).toBe(3);
      expect(d(a.actual.total, b.actual.total)).toBe('354.00'); // 70.80 + 47.20 + 236.00
      expect(voucher(after, '01').cantidad - voucher(before, '01').cantidad).toBe(2);
      expect(d(voucher(after, '01').total, voucher(before, '01').total)).toBe('306.80');
      expect(d(voucher(after, '03').total, voucher(before, '03').total)).toBe('47.20');
      expect(d(voucher(after, 'NV').total, voucher(before, 'NV').total)).toBe('0.00');
      expect(d(a.contado.total, b.contado.total)).toBe('118.00');
      expect(d(a.credito.total, b.credito.total)).toBe('236.00');
      expect(a.credito.cantidad - b.credito.cantidad).toBe(1);
      // Efectivo: 100.00 handed over − 29.20 change + 47.20 of the boleta (no pagos: all in cash).
      expect(d(form(after, 'Efectivo').total, form(before, 'Efectivo').total)).toBe('118.00');
      // Gross profit: 300.00 without IGV against the cost the ledger took for these sales.
      const ids = [factura, boleta, credit].map((r) => r.body.detalles.idventa);
      const [cost] = await queryRows<{ costo: string }>(
        s.t.db,
        sql`select round(sum(cantidad_base * costo_unitario), 2)::text as costo from venta_detalle where idventa in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      expect(d(a.utilidad.ventas, b.utilidad.ventas)).toBe('300.00');
      expect(d(a.utilidad.costo, b.utilidad.costo)).toBe(fixed(dec(cost!.costo)));
      expect(a.utilidad.utilidad_bruta).toBe(d(a.utilidad.ventas, a.utilidad.costo));
      // The same figures as the finance utility over the same user and day.
      const utility = (
        await s.api.get(s.admin, `/gutilidadproductos?inicio=${today}&fin=${today}&idusuario=${adminId}`)
      ).body.detalles;
      expect([a.utilidad.ventas, a.utilidad.costo]).toEqual([utility.ventas, utility.costo]);
      // Top products and clients.
      const martillo = a.top_productos.find((p: any) => p.codigo_producto === 'FER-0013');
      expect(dec(martillo.ventas).gte(200)).toBe(true);
      const client = a.top_clientes.find((c: any) => c.documento === RUC_CLIENT);
      const clientBefore = b.top_clientes.find((c: any) => c.documento === RUC_CLIENT) ?? { total: '0', cantidad: 0 };
      expect(d(client.total, clientBefore.total)).toBe('306.80');
      expect(client.cantidad - clientBefore.cantidad).toBe(2);
      // Variation against the previous period is the percent change of the totals.
      const expected = dec(a.anterior.total).isZero()
        ? ''
        : fixed(dec(a.actual.total).minus(dec(a.anterior.total)).div(dec(a.anterior.total)).times(100));
      expect(a.variacion_total).toBe(expected);
    });

    test('the business (rol admin) adds every user; a seller sees only their own figures whatever they send', async () => {
      const q = `inicio=${today}&fin=${today}`;
      const everyone = await summary(s.admin, `rol=admin&${q}`);
      const sellerBefore = await summary(seller, `idusuario=${adminId}&rol=admin&${q}`);
      expect(sellerBefore.detalles.alcance).toMatchObject({ rol: 'seller', idusuario: sellerId });
      // The seller's own sale moves the seller's figures and the business's, not the admin's.
      const adminBefore = await summary(s.admin, `idusuario=${adminId}&${q}`);
      const sold = await s.api.post(
        seller,
        '/rfacturacion',
        sale({ idserie: s.serie('B001') }, [line(s, 'FER-0018', '1', '47.20')]),
      );
      expect(sold.body.status).toBe(200);
      const sellerAfter = await summary(seller, `idusuario=${adminId}&rol=admin&${q}`);
      expect(d(sellerAfter.detalles.actual.total, sellerBefore.detalles.actual.total)).toBe('47.20');
      expect(
        d(
          (await summary(s.admin, `idusuario=${adminId}&${q}`)).detalles.actual.total,
          adminBefore.detalles.actual.total,
        ),
      ).toBe('0.00');
      expect(d((await summary(s.admin, `rol=admin&${q}`)).detalles.actual.total, everyone.detalles.actual.total)).toBe(
        '47.20',
      );
      // The admin may look at the seller; the branch filter narrows it.
      expect((await summary(s.admin, `idusuario=${sellerId}&${q}`)).detalles.actual.total).toBe(
        sellerAfter.detalles.actual.total,
      );
      const [other] = await queryRows<{ idsucursal: number }>(
        s.t.db,
        sql`select idsucursal from sucursal where idsucursal <> (select idsucursal from venta where idventa = ${sold.body.detalles.idventa}) limit 1`,
      );
      expect(
        (await summary(s.admin, `idusuario=${sellerId}&idsucursal=${other!.idsucursal}&${q}`)).detalles.actual.cantidad,
      ).toBe(0);
    });

    test('bad parameters are refused with the spec text and a reason', async () => {
      const refused = async (token: string, url: string, mensaje?: string) => {
        const { res, body } = await s.api.get(token, url);
        expect([res.statusCode, body.status]).toEqual([400, 400]);
        if (mensaje) expect(body.mensaje).toBe(mensaje);
      };
      await refused(
        s.admin,
        `/resumenusuario?inicio=${today}&fin=${day(-1)}`,
        'Error al obtener registros: la fecha de fin no puede ser anterior a la de inicio',
      );
      await refused(
        s.admin,
        `/resumenusuario?inicio=2024-01-01&fin=2025-06-01`,
        'Error al obtener registros: el rango no puede pasar de un año',
      );
      await refused(s.admin, `/resumenusuario?idusuario=99999`, 'Error al obtener registros: el usuario no existe');
      await refused(s.admin, `/resumenusuario?idsucursal=99999`, 'Error al obtener registros: la sucursal no existe');
      await refused(s.admin, `/resumenusuario?rol=jefe`);
      await refused(s.admin, `/resumenusuario?inicio=2026-02-30`);
      await refused(s.admin, `/histogramaventasusuario?mes=2026-13`);
      await refused(
        s.admin,
        `/resumencobranzas?inicio=${today}&fin=${day(-3)}`,
        'Error al obtener registros: la fecha de fin no puede ser anterior a la de inicio',
      );
    });
  });

  describe('histogramaventasusuario', () => {
    test('every day of the month, today holding the sales made now', async () => {
      const mes = today.slice(0, 7);
      const before = (await s.api.get(s.admin, `/histogramaventasusuario?rol=admin&mes=${mes}`)).body.detalles;
      const sold = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('B001') }, [line(s, 'FER-0018', '2', '47.20')]),
      );
      expect(sold.body.status).toBe(200);
      const { body } = await s.api.get(s.admin, `/histogramaventasusuario?rol=admin&mes=${mes}`);
      expect(body.status).toBe(200);
      const [y, m] = mes.split('-').map(Number) as [number, number];
      expect(body.detalles.dias).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
      const n = Number(today.slice(8, 10));
      expect(d(body.detalles.dias[n - 1].total, before.dias[n - 1].total)).toBe('94.40');
      expect(body.detalles.dias[n - 1].cantidad - before.dias[n - 1].cantidad).toBe(1);
      expect(d(body.detalles.total, before.total)).toBe('94.40');
      // The month's total is the sum of its days, and the same as the summary over the month.
      expect(body.detalles.total).toBe(
        fixed(body.detalles.dias.reduce((acc: any, x: any) => acc.plus(dec(x.total)), dec(0))),
      );
      const month = await summary(s.admin, `rol=admin&inicio=${mes}-01&fin=${today}`);
      expect(month.detalles.actual.total).toBe(
        fixed(
          body.detalles.dias
            .filter((x: any) => x.fecha <= today)
            .reduce((acc: any, x: any) => acc.plus(dec(x.total)), dec(0)),
        ),
      );
    });
  });

  describe('resumencobranzas', () => {
    test('instalments not yet due, overdue, and payments collected in the range', async () => {
      const q = `idusuario=${adminId}&inicio=${day(-10)}&fin=${today}`;
      const before = (await s.api.get(s.admin, `/resumencobranzas?${q}`)).body.detalles;
      // A credit factura dated 10 days ago: 100.00 due 5 days ago (overdue), 136.00 due in 20 days.
      const credit = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale(
          { idserie: s.serie('F001'), idpersona: s.person(RUC_CLIENT), tipo_pago_id: 2, fecha: day(-10) },
          [line(s, 'FER-0013', '10', '23.60')],
          {
            cuotas: [
              { monto: '100.00', fecha_vencimiento: day(-5) },
              { monto: '136.00', fecha_vencimiento: day(20) },
            ],
          },
        ),
      );
      expect(credit.body.status).toBe(200);
      const mid = (await s.api.get(s.admin, `/resumencobranzas?${q}`)).body.detalles;
      expect(d(mid.vencido.total, before.vencido.total)).toBe('100.00');
      expect(d(mid.por_vencer.total, before.por_vencer.total)).toBe('136.00');
      const overdue = mid.vencidas.find((v: any) => v.idcredito === credit.body.detalles.idcredito);
      expect(overdue).toMatchObject({ cuota: 1, fecha_vencimiento: day(-5), dias_atraso: 5, saldo: '100.00' });

      // A payment of 60.00 today goes to the oldest instalment.
      const paid = await s.api.post(s.admin, '/rcpago', {
        idcredito: credit.body.detalles.idcredito,
        fecha: today,
        importe: '60.00',
        idformapago: 1,
      });
      expect(paid.body.status).toBe(200);
      const after = (await s.api.get(s.admin, `/resumencobranzas?${q}`)).body.detalles;
      expect(d(after.vencido.total, before.vencido.total)).toBe('40.00');
      expect(d(after.por_vencer.total, before.por_vencer.total)).toBe('136.00');
      expect(d(after.cobrado.total, before.cobrado.total)).toBe('60.00');
      expect(after.cobrado.cantidad - before.cobrado.cantidad).toBe(1);
      // A seller sees only the credits of their own sales.
      const mine = (await s.api.get(seller, `/resumencobranzas?idusuario=${adminId}&rol=admin`)).body.detalles;
      expect(mine.alcance.idusuario).toBe(sellerId);
      expect(mine.vencidas.find((v: any) => v.idcredito === credit.body.detalles.idcredito)).toBeUndefined();
    });
  });

  describe('alerts', () => {
    test('a rejected or unsent document near its deadline is listed; low stock against the minimum', async () => {
      const before = (await summary(s.admin, 'rol=admin')).detalles;
      // A boleta dated 3 days ago, signed and never sent (worker off): its last day is today → por vencer.
      const late = await s.api.post(
        s.admin,
        '/rfacturacion',
        sale({ idserie: s.serie('B001'), fecha: day(-3) }, [line(s, 'FER-0018', '1', '47.20')]),
      );
      expect(late.body.status).toBe(200);
      // A product whose stock falls to its minimum.
      const idproducto = s.ids.product('FER-0018');
      const [stock] = await queryRows<{ cantidad: string }>(
        s.t.db,
        sql`select coalesce(sum(cantidad), 0)::text as cantidad from stock where producto_id = ${idproducto}`,
      );
      await s.t.db.execute(
        sql`update producto set stock_minimo = ${stock!.cantidad} where producto_id = ${idproducto}`,
      );
      const after = (await summary(s.admin, 'rol=admin')).detalles;
      expect(after.cpe.por_vencer - before.cpe.por_vencer).toBe(1);
      expect(after.cpe.documentos.map((x: any) => x.documento)).toContain(
        `${late.body.detalles.serie}-${String(late.body.detalles.numero).padStart(8, '0')}`,
      );
      expect(after.stock_bajo.cantidad - before.stock_bajo.cantidad).toBe(
        before.stock_bajo.productos.some((p: any) => p.producto_id === idproducto) ? 0 : 1,
      );
      expect(after.stock_bajo.productos.find((p: any) => p.producto_id === idproducto)).toMatchObject({
        stock: String(Number(stock!.cantidad)),
        stock_minimo: String(Number(stock!.cantidad)),
      });
    });
  });
}
