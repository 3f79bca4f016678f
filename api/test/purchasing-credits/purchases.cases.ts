import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { DEMO_WAREHOUSES } from '../../src/demo/inventory.js';
import {
  countRows,
  demoIds,
  expectConsistent,
  expectGuarded,
  expectRefused,
  stockAndLedger,
} from '../inventory/support.js';
import { caller, expectMissing } from '../organization/support.js';
import { TRANSFERENCIA, day, freshPeople } from './support.js';

export default function purchasesCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  let principal: number;
  let provider: number;
  let client: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
    ids = await demoIds(t);
    principal = ids.store(DEMO_WAREHOUSES.principal);
    ({ client, provider } = await freshPeople(t, admin, '72345618', '20601030013'));
  });
  afterAll(() => t.close());

  let numero = 1000;
  const purchase = (items: object[], extra: Record<string, unknown> = {}) => ({
    idpersona: provider,
    tipo_documento: '01',
    serie: 'F001',
    numero: ++numero,
    fecha: day(0),
    idmoneda: 1,
    tipo_pago_id: 1,
    idalmacen: principal,
    observacion: null,
    items,
    ...extra,
  });
  const line = (codigo: string, cantidad: string, costo_unitario: string, extra: object = {}) => ({
    producto_id: ids.product(codigo),
    unidad_medida_id: ids.unit('UND'),
    cantidad,
    costo_unitario,
    ...extra,
  });
  const kardexRows = (idcompra: number) =>
    queryRows<{
      producto_id: number;
      cantidad_entrada: string;
      cantidad_salida: string;
      costo_unitario: string;
      anulacion: boolean;
      tipo_documento_sunat: string;
    }>(
      t.db,
      sql`select producto_id, cantidad_entrada::text, cantidad_salida::text, costo_unitario::text, anulacion, tipo_documento_sunat from kardex where documento_tipo = 'COMPRA' and iddocumento = ${idcompra} order by idkardex`,
    );

  describe('rcompra', () => {
    test('a cash purchase in soles: totals by the tax engine, stock entered at cost without IGV, last cost and average updated', async () => {
      const martillo = ids.product('FER-0016');
      const before = await stockAndLedger(t, martillo, principal);
      const { body } = await api.post(
        admin,
        '/rcompra',
        purchase([line('FER-0016', '10', '23.60', { descuento: '6.00' })], { incluye_igv: true }),
      );
      expect(body).toMatchObject({ status: 200, mensaje: 'Compra registrada correctamente' });
      const c = body.detalles;
      // 10 × 23.60 with IGV = 236.00 → value 200.00 − 6.00 discount = 194.00; IGV 34.92; total 228.92.
      expect(c).toMatchObject({
        tipo_pago: 'Contado',
        moneda: 'PEN',
        tipo_cambio: '1.0000',
        gravadas: '194.00',
        igv: '34.92',
        total: '228.92',
        descuentos: '6.00',
        idcredito: null,
        estado: 1,
        letras: [],
      });
      expect(c.documento).toBe(`F001-${String(numero).padStart(8, '0')}`);
      expect(c.items[0]).toMatchObject({
        cantidad: '10.0000',
        valor_compra: '194.00',
        igv: '34.92',
        importe: '228.92',
        costo_soles: '19.400000',
      });
      expect(await kardexRows(c.idcompra)).toEqual([
        expect.objectContaining({
          producto_id: martillo,
          cantidad_entrada: '10.0000',
          costo_unitario: '19.400000',
          anulacion: false,
          tipo_documento_sunat: '01',
        }),
      ]);
      const after = await expectConsistent(t, martillo, principal);
      expect(Number(after.cantidad) - Number(before.cantidad)).toBe(10);
      const last = (await api.get(admin, `/ultimocosto/${martillo}/${principal}`)).body.detalles;
      expect(JSON.stringify(last)).toContain('19.4');
      // The same provider's document cannot be registered twice.
      const taken = c.numero;
      await expectRefused(
        t,
        'compra',
        () => api.post(admin, '/rcompra', { ...purchase([line('FER-0016', '1', '20')]), serie: 'f001', numero: taken }),
        `El documento F001-${String(taken).padStart(8, '0')} de este proveedor ya está registrado`,
      );
    });

    test('a credit purchase in USD: ledger in soles at the rate, serials in stock, provider credit with three letras, all in one go', async () => {
      const taladro = ids.product('FER-0014');
      const before = await stockAndLedger(t, taladro, principal);
      const cuotas = [
        { monto: '118.18', fecha_vencimiento: day(30) },
        { monto: '118.18', fecha_vencimiento: day(60) },
        { monto: '118.19', fecha_vencimiento: day(90) },
      ];
      const { body } = await api.post(
        admin,
        '/rcompra',
        purchase([line('FER-0014', '2', '127.12', { series: ['TST-A1', 'TST-A2'] }), line('FER-0017', '3', '15.41')], {
          idmoneda: 2,
          tipo_cambio: '3.7500',
          tipo_pago_id: 2,
          cuotas,
        }),
      );
      expect(body.status).toBe(200);
      const c = body.detalles;
      // 2 × 127.12 = 254.24 + 3 × 15.41 = 46.23 → 300.47 + IGV 54.08 = 354.55: the letras must match.
      expect(c.total).toBe('354.55');
      expect(body.mensaje).toBe('Compra registrada correctamente');
      expect(c).toMatchObject({ moneda: 'USD', tipo_cambio: '3.7500', tipo_pago: 'Crédito', saldo_credito: '354.55' });
      expect(c.letras.map((l: any) => [l.numero, l.monto, l.fecha_vencimiento])).toEqual(
        cuotas.map((q, i) => [i + 1, q.monto, q.fecha_vencimiento]),
      );
      expect(c.items[0].series).toEqual(['TST-A1', 'TST-A2']);
      // In soles: 127.12 × 3.75 = 476.70 per drill; 46.23 × 3.75 / 3 = 57.7875 per tape.
      expect((await kardexRows(c.idcompra)).map((r) => r.costo_unitario)).toEqual(['476.700000', '57.787500']);
      const after = await expectConsistent(t, taladro, principal);
      expect(Number(after.cantidad) - Number(before.cantidad)).toBe(2);
      const serials = await queryRows<{ serie: string; disponible: boolean; idalmacen: number }>(
        t.db,
        sql`select serie, disponible, idalmacen from producto_serie where serie like 'TST-A%' order by serie`,
      );
      expect(serials).toEqual([
        { serie: 'TST-A1', disponible: true, idalmacen: principal },
        { serie: 'TST-A2', disponible: true, idalmacen: principal },
      ]);
      const [credit] = await queryRows<{ idmoneda: number; total: string; idcompra: number }>(
        t.db,
        sql`select idmoneda, total::text, idcompra from credito where idcredito = ${c.idcredito}`,
      );
      expect(credit).toEqual({ idmoneda: 2, total: '354.55', idcompra: c.idcompra });
      // Without a typed rate, the stored rate of the day (the demo's venta 3.7450).
      const byDay = (await api.post(admin, '/rcompra', purchase([line('FER-0017', '1', '10')], { idmoneda: 2 }))).body
        .detalles;
      expect(byDay.tipo_cambio).toBe('3.7450');
    }, 60_000);
  });

  describe('rcompra: refusals write nothing', () => {
    test('bad input answers 400 in Spanish; a credit whose letras do not add up writes neither purchase, stock nor credit', async () => {
      await expectRefused(t, 'compra', () => api.post(admin, '/rcompra', purchase([])), /Items/);
      await expectRefused(
        t,
        'compra',
        () => api.post(admin, '/rcompra', purchase([line('FER-0016', '1', '10')], { idpersona: 999999 })),
        'El proveedor no existe o fue eliminado',
      );
      await expectRefused(
        t,
        'compra',
        () => api.post(admin, '/rcompra', purchase([line('FER-0016', '1', '10')], { idpersona: client })),
        'CLIENTE 72345618 no está registrado como proveedor',
      );
      await expectRefused(
        t,
        'compra',
        () => api.post(admin, '/rcompra', purchase([line('FER-0016', '1', '10')], { fecha: day(2) })),
        'La fecha no puede ser posterior a hoy',
      );
      await expectRefused(
        t,
        'compra',
        () => api.post(admin, '/rcompra', purchase([line('FER-0016', '1', '0')])),
        'Línea 1: el costo unitario debe ser mayor que cero',
      );
      await expectRefused(
        t,
        'compra',
        () => api.post(admin, '/rcompra', purchase([line('FER-0016', '1', '10', { descuento: '10.00' })])),
        'Línea 1: el descuento no puede ser igual o mayor que el valor de la línea',
      );
      await expectRefused(
        t,
        'compra',
        () =>
          api.post(
            admin,
            '/rcompra',
            purchase([line('FER-0016', '1', '10')], { cuotas: [{ monto: '11.80', fecha_vencimiento: day(10) }] }),
          ),
        'Las letras solo se indican en una compra al crédito',
      );
      await expectRefused(
        t,
        'compra',
        () => api.post(admin, '/rcompra', purchase([line('FER-0016', '1', '10')], { idmoneda: 3 })),
        'Las compras se registran en soles o en dólares',
      );
      await expectRefused(
        t,
        'compra',
        () =>
          api.post(admin, '/rcompra', purchase([line('FER-0016', '1', '10')], { idmoneda: 2, fecha: '2001-01-02' })),
        'No hay tipo de cambio registrado hasta el 2001-01-02; regístrelo o indíquelo en la compra',
      );
      await expectRefused(
        t,
        'compra',
        () => api.post(admin, '/rcompra', purchase([line('FER-0014', '1', '10')])),
        'Línea 1: Taladro percutor 13 mm 650 W Bosch lleva control de series: indique 1 serie (una por unidad), se indicaron 0',
      );

      const martillo = ids.product('FER-0016');
      const before = await stockAndLedger(t, martillo, principal);
      const credits = await countRows(t, 'credito');
      await expectRefused(
        t,
        'compra',
        () =>
          api.post(
            admin,
            '/rcompra',
            purchase([line('FER-0016', '5', '10')], {
              tipo_pago_id: 2,
              cuotas: [{ monto: '50.00', fecha_vencimiento: day(30) }],
            }),
          ),
        'Las cuotas suman S/ 50.00 y el total del crédito es S/ 59.00: deben ser iguales',
      );
      expect(await stockAndLedger(t, martillo, principal)).toEqual(before);
      expect(await countRows(t, 'credito')).toBe(credits);
    });

    test('a failure in the middle (a serial already in stock on the last line) leaves neither the purchase nor any stock', async () => {
      const cemento = ids.product('FER-0001');
      const taladro = ids.product('FER-0014');
      const first = (
        await api.post(admin, '/rcompra', purchase([line('FER-0014', '1', '200', { series: ['TST-DUP-1'] })]))
      ).body;
      expect(first.status).toBe(200);
      const beforeCement = await stockAndLedger(t, cemento, principal);
      const beforeDrill = await stockAndLedger(t, taladro, principal);
      const kardex = await countRows(t, 'kardex');
      const detail = await countRows(t, 'compra_detalle');
      await expectRefused(
        t,
        'compra',
        () =>
          api.post(
            admin,
            '/rcompra',
            purchase([
              { ...line('FER-0001', '20', '25'), unidad_medida_id: ids.unit('BOLSA') },
              line('FER-0014', '1', '200', { series: ['TST-DUP-1'] }),
            ]),
          ),
        /La serie TST-DUP-1 de Taladro percutor 13 mm 650 W Bosch ya está en stock/,
      );
      expect(await stockAndLedger(t, cemento, principal)).toEqual(beforeCement);
      expect(await stockAndLedger(t, taladro, principal)).toEqual(beforeDrill);
      expect(await countRows(t, 'kardex')).toBe(kardex);
      expect(await countRows(t, 'compra_detalle')).toBe(detail);
    });
  });

  describe('gcompra, compra', () => {
    test('gcompra answers lines, serials and letras; a missing purchase is a 400', async () => {
      const cuotas = [
        { monto: '118.00', fecha_vencimiento: day(15) },
        { monto: '118.00', fecha_vencimiento: day(45) },
      ];
      const created = (
        await api.post(
          admin,
          '/rcompra',
          purchase([line('FER-0015', '2', '100', { series: ['TST-G1', 'TST-G2'] })], { tipo_pago_id: 2, cuotas }),
        )
      ).body.detalles;
      const { body } = await api.get(admin, `/gcompra/${created.idcompra}`);
      expect(body).toMatchObject({
        status: 200,
        detalles: { idcompra: created.idcompra, total: '236.00', saldo_credito: '236.00' },
      });
      expect(body.detalles.items[0].series).toEqual(['TST-G1', 'TST-G2']);
      expect(body.detalles.letras.map((l: any) => [l.numero, l.monto, l.situacion])).toEqual([
        [1, '118.00', 'pendiente'],
        [2, '118.00', 'pendiente'],
      ]);
      const credit = (await api.get(admin, `/gcreditosproveedor/${provider}`)).body.detalles.find(
        (c: any) => c.idcompra === created.idcompra,
      );
      expect(credit).toMatchObject({ total: '236.00', documento: created.documento });
      const missing = (await api.get(admin, '/gcompra/999999')).body;
      expect(missing).toMatchObject({ status: 400, mensaje: 'La compra no existe o fue eliminada' });
    });

    test('compra: paged, by date range, provider and payment type, with the total of the filter', async () => {
      const all = (await api.get(admin, `/compra?page=1&pageSize=100&idpersona=${provider}`)).body;
      expect(all.status).toBe(200);
      expect(all.detalles.length).toBeGreaterThan(2);
      expect(all.detalles.every((r: any) => r.idpersona === provider)).toBe(true);
      const credit = (await api.get(admin, `/compra?page=1&pageSize=100&idpersona=${provider}&tipo_pago_id=2`)).body;
      expect(credit.detalles.length).toBeGreaterThan(0);
      expect(credit.detalles.every((r: any) => r.tipo_pago_id === 2)).toBe(true);
      const sum = credit.detalles.reduce((s: number, r: any) => s + Number(r.total), 0);
      expect(credit.totales.total).toBe(sum.toFixed(2));
      const paged = (await api.get(admin, `/compra?page=1&pageSize=1&idpersona=${provider}`)).body;
      expect(paged.detalles).toHaveLength(1);
      expect(paged.totalRegistros).toBe(all.totalRegistros);
      const old = (await api.get(admin, `/compra?page=1&pageSize=10&desde=2001-01-01&hasta=2001-12-31`)).body;
      expect(old.detalles).toEqual([]);
      const demo = (await api.get(admin, `/compra?page=1&pageSize=10&q=importaciones`)).body;
      expect(demo.detalles[0]).toMatchObject({ moneda: 'USD', tipo_pago: 'Crédito' });
      const bad = (await api.get(admin, '/compra?page=1&pageSize=10&desde=2026-02-01&hasta=2026-01-01')).body;
      expect(bad).toMatchObject({ status: 400, mensaje: 'La fecha Desde no puede ser posterior a la fecha Hasta' });
    });
  });

  describe('acompra, ecompra', () => {
    test('acompra applies the difference to stock (old lines reversed, new ones entered) and remakes the credit', async () => {
      const cinta = ids.product('FER-0012');
      const before = await stockAndLedger(t, cinta, principal);
      const body = purchase([line('FER-0012', '10', '1.00')], { tipo_pago_id: 2 });
      const created = (await api.post(admin, '/rcompra', body)).body.detalles;
      const updated = (
        await api.post(admin, '/acompra', {
          ...body,
          idcompra: created.idcompra,
          items: [line('FER-0012', '4', '1.50')],
          tipo_pago_id: 1,
        })
      ).body;
      expect(updated).toMatchObject({
        status: 200,
        mensaje: 'Compra actualizada correctamente',
        detalles: { total: '7.08', tipo_pago: 'Contado', idcredito: null },
      });
      const after = await expectConsistent(t, cinta, principal);
      expect(Number(after.cantidad) - Number(before.cantidad)).toBe(4);
      expect(
        (await kardexRows(created.idcompra)).map((r) => [r.cantidad_entrada, r.cantidad_salida, r.anulacion]),
      ).toEqual([
        ['10.0000', '0.0000', false],
        ['0.0000', '10.0000', true],
        ['4.0000', '0.0000', false],
      ]);
      const [credit] = await queryRows<{ estado: number }>(
        t.db,
        sql`select estado from credito where idcompra = ${created.idcompra}`,
      );
      expect(credit!.estado).toBe(0);
      await expectMissing(
        t,
        'compra',
        () => api.post(admin, '/acompra', { ...body, idcompra: 999999 }),
        'La compra no existe o fue eliminada',
      );
    });

    test('ecompra reverses stock and cancels the credit; refused with payments or when the units already left', async () => {
      const wincha = ids.product('FER-0017');
      const before = await stockAndLedger(t, wincha, principal);
      const created = (await api.post(admin, '/rcompra', purchase([line('FER-0017', '3', '10')], { tipo_pago_id: 2 })))
        .body.detalles;
      // A bank transfer: a cash payment would need an open cash register (finance's rule).
      const pay = (
        await api.post(admin, '/rcpagoproveedor', {
          idcredito: created.idcredito,
          fecha: day(0),
          importe: '5.00',
          idformapago: TRANSFERENCIA,
          idcuentabancaria: 1,
          referencia: 'Op. 77',
        })
      ).body;
      expect(pay.status).toBe(200);
      expect((await api.get(admin, `/ecompra/${created.idcompra}`)).body).toMatchObject({
        status: 400,
        mensaje: 'La compra tiene pagos registrados en su crédito; anule primero los pagos para anularla',
      });
      expect(
        (await api.post(admin, '/acompra', { ...purchase([line('FER-0017', '1', '10')]), idcompra: created.idcompra }))
          .body.mensaje,
      ).toBe('La compra tiene pagos registrados en su crédito; anule primero los pagos para modificarla');
      await api.get(admin, `/ccpagoproveedor/${pay.detalles.idpago}`);
      const annulled = (await api.get(admin, `/ecompra/${created.idcompra}`)).body;
      expect(annulled).toMatchObject({
        status: 200,
        mensaje: 'Compra anulada correctamente',
        detalles: { estado: 0, saldo_credito: null },
      });
      expect(await expectConsistent(t, wincha, principal)).toMatchObject({ cantidad: before.cantidad });
      expect((await api.get(admin, `/ecompra/${created.idcompra}`)).body).toMatchObject({
        status: 400,
        mensaje: 'La compra está anulada',
      });
      expect((await api.get(admin, '/ecompra/999999')).body).toMatchObject({
        status: 400,
        mensaje: 'La compra no existe o fue eliminada',
      });

      // Units sold after the purchase: annulling it would leave negative stock.
      const interruptor = ids.product('FER-0020');
      const stock = await stockAndLedger(t, interruptor, principal);
      const bought = (await api.post(admin, '/rcompra', purchase([line('FER-0020', '2', '4')]))).body.detalles;
      const out = (
        await api.post(admin, '/rsalida', {
          fecha: day(0),
          idalmacen: principal,
          idmotivo: ids.reason(2, '01'),
          items: [
            {
              producto_id: interruptor,
              unidad_medida_id: ids.unit('UND'),
              cantidad: String(Number(stock.cantidad) + 2),
            },
          ],
        })
      ).body;
      expect(out.status).toBe(200);
      const refused = (await api.get(admin, `/ecompra/${bought.idcompra}`)).body;
      expect(refused).toMatchObject({ status: 400, info: 'no_stock' });
      expect(refused.mensaje).toMatch(/^Interruptor simple empotrable: disponible 0 UND, solicitado 2 UND$/);
      expect((await api.get(admin, `/gcompra/${bought.idcompra}`)).body.detalles.estado).toBe(1);
      await expectConsistent(t, interruptor, principal);
    });
  });

  describe('acompradesdeopciones', () => {
    test('sale prices from the new cost and a margin (with IGV), only for the purchased units', async () => {
      const created = (
        await api.post(admin, '/rcompra', purchase([line('FER-0023', '10', '10.00'), line('FER-0022', '1', '40.00')]))
      ).body.detalles;
      const { body } = await api.post(admin, '/acompradesdeopciones', {
        idcompra: created.idcompra,
        margen: '25',
        productos: [ids.product('FER-0023')],
      });
      // 10.00 × 1.25 × 1.18 = 14.75
      expect(body).toMatchObject({
        status: 200,
        mensaje: '1 precio actualizado correctamente',
        detalles: [
          { producto_id: ids.product('FER-0023'), costo: '10.000000', precio_anterior: '22.00', precio_nuevo: '14.75' },
        ],
      });
      const [unit] = await queryRows<{ precioventa: string }>(
        t.db,
        sql`select precioventa::text from producto_unidad where producto_id = ${ids.product('FER-0023')} and base`,
      );
      expect(unit!.precioventa).toBe('14.75');
      const plain = (
        await api.post(admin, '/acompradesdeopciones', { idcompra: created.idcompra, margen: '50', con_igv: false })
      ).body;
      expect(plain.detalles.map((r: any) => r.precio_nuevo).sort()).toEqual(['15.00', '60.00']);
      expect(
        (
          await api.post(admin, '/acompradesdeopciones', {
            idcompra: created.idcompra,
            margen: '10',
            productos: [ids.product('FER-0001')],
          })
        ).body,
      ).toMatchObject({ status: 400, mensaje: 'Uno de los productos elegidos no está en la compra' });
      expect((await api.post(admin, '/acompradesdeopciones', { idcompra: 999999, margen: '10' })).body).toMatchObject({
        status: 400,
        mensaje: 'La compra no existe o fue eliminada',
      });
      expect(
        (await api.post(admin, '/acompradesdeopciones', { idcompra: created.idcompra, margen: 'diez' })).body.status,
      ).toBe(400);
    });
  });

  describe('sale prices saved with the purchase', () => {
    test("rcompra with precios sets the units' sale prices in its transaction; a refused purchase leaves them as they were", async () => {
      const priceOf = async (code: string) =>
        (
          await queryRows<{ precioventa: string }>(
            t.db,
            sql`select precioventa::text from producto_unidad where producto_id = ${ids.product(code)} and base`,
          )
        )[0]!.precioventa;
      const before = await priceOf('FER-0022');
      const stockRows = async () =>
        (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from kardex`))[0]!.n;
      const kardexBefore = await stockRows();
      // Ten units worth S/ 0.01 in all give a price under a cent: the prices refuse after the stock
      // entered, and the whole purchase goes with them.
      const free = purchase([line('FER-0022', '10', '0.001')], { precios: { margen: '20' } });
      const refused = (await api.post(admin, '/rcompra', free)).body;
      expect(refused).toMatchObject({
        status: 400,
        mensaje: expect.stringMatching(/el precio calculado debe ser mayor que cero$/),
      });
      expect(await priceOf('FER-0022')).toBe(before);
      expect(await stockRows()).toBe(kardexBefore);
      expect(
        (await api.get(admin, `/compra?page=1&q=F001-${String(free.numero).padStart(8, '0')}`)).body.detalles,
      ).toEqual([]);

      const saved = (
        await api.post(admin, '/rcompra', { ...purchase([line('FER-0022', '2', '40.00')]), precios: { margen: '20' } })
      ).body;
      // 40.00 × 1.20 × 1.18 = 56.64
      expect(saved).toMatchObject({
        status: 200,
        mensaje: 'Compra registrada correctamente; precios de venta actualizados',
      });
      expect(await priceOf('FER-0022')).toBe('56.64');
    });
  });

  describe('access', () => {
    test('no token 401, a user without menus 403; the /buys menu reaches purchases, /products does not', async () => {
      await expectGuarded(t, [
        { method: 'POST', url: '/rcompra', payload: {} },
        { method: 'POST', url: '/acompra', payload: {} },
        { method: 'GET', url: '/ecompra/1' },
        { method: 'GET', url: '/gcompra/1' },
        { method: 'GET', url: '/compra?page=1&pageSize=10' },
        { method: 'POST', url: '/acompradesdeopciones', payload: {} },
      ]);
      const user = async (name: string, ruta: string) => {
        const [row] = await queryRows<{ idusuario: number }>(
          t.db,
          sql`insert into usuario (usuario, nombres, rol, password_hash) values (${name}, ${name}, 'seller', 'x') returning idusuario`,
        );
        await t.db.execute(
          sql`insert into menu_usuario (idusuario, idmenu) select ${row!.idusuario}, idmenu from menu where ruta = ${ruta}`,
        );
        return t.app.sessions.open({ idusuario: row!.idusuario, usuario: name, rol: 'seller' }, '127.0.0.1');
      };
      const buyer = await user('comprador', '/buys');
      const stocker = await user('productos', '/products');
      expect((await api.get(buyer, '/compra?page=1&pageSize=10')).res.statusCode).toBe(200);
      expect((await api.post(buyer, '/rcompra', purchase([line('FER-0016', '1', '10')]))).body.status).toBe(200);
      expect((await api.get(stocker, '/compra?page=1&pageSize=10')).res.statusCode).toBe(403);
      expect((await api.post(stocker, '/rcompra', purchase([line('FER-0016', '1', '10')]))).res.statusCode).toBe(403);
    });
  });
}
