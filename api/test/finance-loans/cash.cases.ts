import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { NO_OPEN_CASH, postToOpenCash } from '../../src/areas/finance-loans/cash-posting.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, expectRefused } from '../organization/support.js';
import { flat, pdfText } from '../print/pdf.js';
import { paymentForms, userWith } from './support.js';

export default function cashCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let forms: Awaited<ReturnType<typeof paymentForms>>;
  let cashier: Awaited<ReturnType<typeof userWith>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
    forms = await paymentForms(t);
    cashier = await userWith(t, 'cajera1', ['/manage_cash', '/income_receipt', '/expenses_receipt']);
  });
  afterAll(() => t.close());

  /** What another area does inside its own transaction: a sale or a collection posted to the cashier's cash. */
  const post = (
    tipo: 'venta' | 'cobro',
    id: number,
    idformapago: number,
    monto: string,
    lineas?: { descripcion: string; cantidad: string; importe: string }[],
  ) =>
    t.db.transaction((tx) =>
      postToOpenCash(tx, {
        idusuario: cashier.idusuario,
        idsucursal: cashier.idsucursal,
        tipo: 'I',
        idformapago,
        monto,
        concepto: `${tipo} ${id}`,
        origen: { tipo, id },
        lineas,
        exigir: tipo === 'venta' ? 'venta' : 'siempre',
      }),
    );

  describe('a day of sales, collections and petty cash closes with the figures computed by hand', () => {
    let idapertura: number;

    test('opening: a cashier opens one cash in the branch; a second is refused', async () => {
      const before = await countRows(t, 'caja_apertura');
      const { body } = await api.post(cashier.token, '/rapertura', {
        monto_apertura: '100.00',
        observacion: 'Turno mañana',
      });
      expect(body.mensaje).toBe('Caja abierta correctamente');
      expect(body.detalles).toMatchObject({
        monto_apertura: '100.00',
        estado: 1,
        ingresos: '0.00',
        egresos: '0.00',
        esperado_total: '100.00',
        usuario: 'Cajero cajera1',
      });
      idapertura = body.detalles.idapertura;
      expect(await countRows(t, 'caja_apertura')).toBe(before + 1);
      await expectRefused(
        t,
        'caja_apertura',
        () => api.post(cashier.token, '/rapertura', { monto_apertura: '50.00' }),
        'Error al registrar apertura: ya tiene una caja abierta en esta sucursal',
      );
    });

    test('movements: cash and card sales with their products, a credit sale that never touches the cash, a collection, petty cash', async () => {
      expect(
        await post('venta', 1, forms.efectivo, '59.90', [
          { descripcion: 'Cemento Sol 42.5 kg', cantidad: '2', importe: '59.90' },
        ]),
      ).toEqual({ idmovimiento: expect.any(Number), idapertura });
      expect(
        await post('venta', 2, forms.debito, '120.00', [
          { descripcion: 'Pintura látex 4 L', cantidad: '1', importe: '120.00' },
        ]),
      ).toEqual({ idmovimiento: expect.any(Number), idapertura });
      expect(await post('venta', 3, forms.credito30, '300.00')).toBeNull();
      await post('cobro', 7, forms.efectivo, '45.50');
      const income = await api.post(cashier.token, '/rcajachica', {
        tipo: 'I',
        monto: '20.00',
        concepto: 'Reposición de sencillo',
        persona_nombre: 'ANA TORRES',
        idformapago: forms.efectivo,
      });
      expect(income.body.status).toBe(200);
      const expense = await api.post(cashier.token, '/rcajachica', {
        tipo: 'E',
        monto: '12.40',
        concepto: 'Movilidad',
        persona_nombre: 'TAXI SEGURO',
        idformapago: forms.efectivo,
      });
      expect(expense.body.status).toBe(200);

      const { body: moves } = await api.get(cashier.token, `/gingresosyegresoscaja/${idapertura}`);
      expect(
        moves.detalles.map((m: { tipo: string; monto: string; origen_tipo: string }) => [
          m.tipo,
          m.monto,
          m.origen_tipo,
        ]),
      ).toEqual([
        ['I', '59.90', 'venta'],
        ['I', '120.00', 'venta'],
        ['I', '45.50', 'cobro'],
        ['I', '20.00', 'caja_chica'],
        ['E', '12.40', 'caja_chica'],
      ]);
      const { body: products } = await api.get(cashier.token, `/gproductosvendidoscaja/${idapertura}`);
      expect(products.detalles).toEqual([
        { idproducto: null, descripcion: 'Pintura látex 4 L', unidad: null, cantidad: '1.000', importe: '120.00' },
        { idproducto: null, descripcion: 'Cemento Sol 42.5 kg', unidad: null, cantidad: '2.000', importe: '59.90' },
      ]);
    });

    test('expected per payment form: cash 100 + 59.90 + 45.50 + 20.00 − 12.40 = 213.00; card 120.00', async () => {
      const { body } = await api.get(cashier.token, `/gtotalesformaspagocaja/${idapertura}`);
      expect(body.detalles).toEqual([
        {
          idformapago: forms.efectivo,
          formapago: 'Efectivo',
          apertura: '100.00',
          ingresos: '125.40',
          egresos: '12.40',
          esperado: '213.00',
          contado: null,
          diferencia: null,
        },
        {
          idformapago: forms.debito,
          formapago: 'Tarjeta de débito',
          apertura: '0.00',
          ingresos: '120.00',
          egresos: '0.00',
          esperado: '120.00',
          contado: null,
          diferencia: null,
        },
      ]);
    });

    test('closing: counted by denomination (212.50) against 213.00 is a 0.50 shortage; card counted exactly', async () => {
      await expectRefused(
        t,
        'caja_cierre',
        () =>
          api.post(cashier.token, '/capertura', {
            idapertura,
            conteos: [{ idformapago: forms.efectivo, contado: '213.00' }],
            denominaciones: [{ valor: '100.00', cantidad: 2 }],
          }),
        'Error al registrar el cierre de caja: el efectivo contado (213.00) no coincide con la suma de las denominaciones (200.00)',
      );
      await expectRefused(
        t,
        'caja_cierre',
        () =>
          api.post(cashier.token, '/capertura', {
            idapertura,
            conteos: [{ idformapago: forms.credito30, contado: '1.00' }],
          }),
        'Error al registrar el cierre de caja: una forma de pago al crédito no se cuenta en caja',
      );
      await expectRefused(
        t,
        'caja_cierre',
        () =>
          api.post(cashier.token, '/capertura', {
            idapertura,
            conteos: [{ idformapago: forms.debito, contado: '-1' }],
          }),
        /Monto contado/,
      );

      const { body } = await api.post(cashier.token, '/capertura', {
        idapertura,
        conteos: [{ idformapago: forms.debito, contado: '120.00' }],
        denominaciones: [
          { valor: '100.00', cantidad: 2 },
          { valor: '10.00', cantidad: 1 },
          { valor: '2.00', cantidad: 1 },
          { valor: '0.50', cantidad: 1 },
          { valor: '0.20', cantidad: 0 },
        ],
        observacion: 'Faltan 50 céntimos',
      });
      expect(body.mensaje).toBe('Caja cerrada correctamente');
      expect(body.detalles.apertura).toMatchObject({
        estado: 2,
        esperado_total: '333.00',
        contado_total: '332.50',
        diferencia_total: '-0.50',
        usuario_cierre: 'Cajero cajera1',
      });
      expect(body.detalles.formas).toEqual([
        expect.objectContaining({ formapago: 'Efectivo', esperado: '213.00', contado: '212.50', diferencia: '-0.50' }),
        expect.objectContaining({
          formapago: 'Tarjeta de débito',
          esperado: '120.00',
          contado: '120.00',
          diferencia: '0.00',
        }),
      ]);
      // A closed cash takes no more movements: the next sale is refused (the company requires an open cash).
      await expect(post('venta', 4, forms.efectivo, '10.00')).rejects.toThrow(NO_OPEN_CASH);
      await expectRefused(
        t,
        'caja_cierre',
        () => api.post(cashier.token, '/capertura', { idapertura, conteos: [] }),
        'Error al registrar el cierre de caja: la caja ya está cerrada',
      );
    });

    test('the closing report prints from the records (ticket and A4)', async () => {
      const ticket = await api.get(cashier.token, `/pdfcierrecaja/${idapertura}`);
      expect(ticket.res.headers['content-type']).toBe('application/pdf');
      const text = flat(pdfText(ticket.res.rawPayload));
      for (const expected of [
        'CIERRE DE CAJA',
        'Cajero cajera1',
        'Efectivo',
        '213.00',
        '212.50',
        'Pintura látex 4 L',
        'Cobranzas de clientes',
        'Caja chica',
        'Faltante: S/ -0.50',
        'ARQUEO DE EFECTIVO',
      ])
        expect(text).toContain(expected);
      const a4 = await api.get(admin, `/pdfcierrecaja/${idapertura}?formato=a4`);
      expect(flat(pdfText(a4.res.rawPayload))).toContain('Página 1 de 1');
    });

    test('reverting a closing needs a reason, records it and reopens the cash', async () => {
      await expectRefused(t, 'caja_reversion', () => api.get(admin, `/rcapertura/${idapertura}?motivo=x`), /Motivo/);
      const { body } = await api.get(
        admin,
        `/rcapertura/${idapertura}?motivo=${encodeURIComponent('Conteo de tarjeta equivocado')}`,
      );
      expect(body.mensaje).toBe('Cierre de caja revertido correctamente');
      expect(body.detalles).toMatchObject({ estado: 1, contado_total: null, reversiones: 1, fecha_cierre: null });
      const [kept] = await queryRows<{ motivo: string; cierre: { formas: unknown[] } }>(
        t.db,
        sql`select motivo, cierre from caja_reversion where idapertura = ${idapertura}`,
      );
      expect(kept!.motivo).toBe('Conteo de tarjeta equivocado');
      expect(kept!.cierre.formas).toHaveLength(2);
      // The closing rows of this cash are gone (kept in caja_reversion).
      const [left] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from caja_cierre where idapertura = ${idapertura}`,
      );
      expect(left!.n).toBe(0);
      await expectRefused(
        t,
        'caja_reversion',
        () => api.get(admin, `/rcapertura/${idapertura}?motivo=${encodeURIComponent('Otra vez por error')}`),
        'Error al revertir cierre de caja: la caja no está cerrada',
      );
    });

    test('a cash with movements cannot be deleted', async () => {
      await expectRefused(
        t,
        'caja_apertura',
        () => api.post(admin, '/eapertura', { idapertura }),
        'Error al eliminar caja: la caja tiene movimientos',
      );
    });
  });

  describe('blind close, delete, lists, missing records', () => {
    test('a blind cash hides the expected amounts from its cashier, never from an administrator', async () => {
      const blind = await userWith(t, 'cajera2', ['/manage_cash']);
      const { body } = await api.post(blind.token, '/rapertura', { monto_apertura: '80.00', cierre_ciego: true });
      const id = body.detalles.idapertura;
      expect(body.detalles).toMatchObject({ cierre_ciego: true, esperado_total: null });
      // While it is open, none of the figures that add up to the expected amount either.
      expect((await api.get(blind.token, `/gtotalesformaspagocaja/${id}`)).body.detalles[0]).toMatchObject({
        esperado: null,
        apertura: null,
      });
      expect((await api.get(admin, `/gtotalesformaspagocaja/${id}`)).body.detalles[0]).toMatchObject({
        esperado: '80.00',
      });
      const closed = await api.post(blind.token, '/capertura', {
        idapertura: id,
        conteos: [{ idformapago: forms.efectivo, contado: '75.00' }],
      });
      expect(closed.body.detalles.apertura).toMatchObject({
        contado_total: '75.00',
        esperado_total: null,
        diferencia_total: null,
      });
      expect(closed.body.detalles.formas[0]).toMatchObject({ contado: '75.00', esperado: null, diferencia: null });
      const seen = await api.get(admin, `/apertura?idusuario=${blind.idusuario}&idsucursal=0&page=1&pageSize=10`);
      expect(seen.body.detalles[0]).toMatchObject({
        esperado_total: '80.00',
        contado_total: '75.00',
        diferencia_total: '-5.00',
      });
      // Only its cashier or an administrator closes a cash: another cashier does not even see it (data scope).
      const other = await api.post(blind.token, '/rapertura', { monto_apertura: '0' });
      const closings = await countRows(t, 'caja_cierre');
      const foreign = await api.post(cashier.token, '/capertura', {
        idapertura: other.body.detalles.idapertura,
        conteos: [],
      });
      expect([foreign.res.statusCode, foreign.body.mensaje]).toEqual([404, 'La caja no existe o fue eliminada']);
      expect(await countRows(t, 'caja_cierre')).toBe(closings);
      // An opening without movements can be deleted.
      const removed = await api.post(admin, '/eapertura', { idapertura: other.body.detalles.idapertura });
      expect(removed.body).toMatchObject({ status: 200, mensaje: 'Caja eliminada correctamente', detalles: null });
    });

    test('the list filters by user, branch and state (0 = all) and pages', async () => {
      const all = await api.get(admin, '/apertura?idusuario=0&idsucursal=0&page=1&pageSize=2');
      expect(all.body.totalRegistros).toBeGreaterThanOrEqual(3);
      expect(all.body.detalles).toHaveLength(2);
      const mine = await api.get(cashier.token, `/apertura?idusuario=${cashier.idusuario}&estado=1&page=1&pageSize=10`);
      expect(mine.body.detalles.map((r: { usuario: string }) => r.usuario)).toEqual(['Cajero cajera1']);
      expect((await api.get(admin, '/apertura?estado=3&page=1&pageSize=10')).res.statusCode).toBe(400);
    });

    test('bad input answers 400, a missing cash 404, and neither writes anything', async () => {
      await expectRefused(
        t,
        'caja_apertura',
        () => api.post(admin, '/rapertura', { monto_apertura: '12.345' }),
        /Monto de apertura/,
      );
      await expectRefused(
        t,
        'caja_apertura',
        () => api.post(admin, '/rapertura', { monto_apertura: '10', idsucursal: 99999 }),
        'La sucursal no existe o fue eliminada',
      );
      // A missing cash answers as one out of the caller's scope: HTTP 404, body status 400 (docs/security.md).
      const missing = { status: 400, mensaje: 'La caja no existe o fue eliminada', detalles: null };
      for (const [table, call] of [
        ['caja_cierre', () => api.post(admin, '/capertura', { idapertura: 99999, conteos: [] })],
        ['caja_apertura', () => api.post(admin, '/eapertura', { idapertura: 99999 })],
      ] as const) {
        const before = await countRows(t, table);
        const { res, body } = await call();
        expect([res.statusCode, body]).toEqual([404, missing]);
        expect(await countRows(t, table)).toBe(before);
      }
      for (const url of [
        '/gtotalesformaspagocaja/99999',
        '/gingresosyegresoscaja/99999',
        '/gproductosvendidoscaja/99999',
        '/rcapertura/99999?motivo=porque%20si',
        '/pdfcierrecaja/99999',
      ]) {
        const { res, body } = await api.get(admin, url);
        expect([url, res.statusCode, body]).toEqual([url, 404, missing]);
      }
    });

    test('per-menu authorization: petty cash or expense screens do not reach the cash', async () => {
      const clerk = await userWith(t, 'recibos1', ['/income_receipt', '/operating_expenses']);
      for (const [method, url] of [
        ['GET', '/apertura?page=1&pageSize=10'],
        ['POST', '/rapertura'],
        ['POST', '/capertura'],
        ['GET', '/rcapertura/1?motivo=abcdef'],
        ['GET', '/gtotalesformaspagocaja/1'],
        ['GET', '/pdfcierrecaja/1'],
      ] as const) {
        const { res } =
          method === 'GET'
            ? await api.get(clerk.token, url)
            : await api.post(clerk.token, url, { monto_apertura: '1.00' });
        expect([url, res.statusCode]).toEqual([url, 403]);
      }
      expect((await api.get(undefined, '/apertura?page=1&pageSize=10')).res.statusCode).toBe(401);
    });
  });

  describe('the cash posting service and the company setting "la venta requiere caja abierta"', () => {
    test('a sale without an open cash is refused while the setting is on, and posts nothing when it is off', async () => {
      const seller = await userWith(t, 'vendedor9', ['/manage_cash']);
      const sale = () =>
        t.db.transaction((tx) =>
          postToOpenCash(tx, {
            idusuario: seller.idusuario,
            idsucursal: seller.idsucursal,
            tipo: 'I',
            idformapago: forms.efectivo,
            monto: '10.00',
            concepto: 'Venta',
            origen: { tipo: 'venta', id: 99 },
            exigir: 'venta',
          }),
        );
      await expect(sale()).rejects.toThrow(NO_OPEN_CASH);
      expect((await api.get(admin, '/configuracioncaja')).body.detalles).toEqual({ venta_requiere_caja: true });
      const saved = await api.post(admin, '/aconfiguracioncaja', { venta_requiere_caja: false });
      expect(saved.body).toMatchObject({
        status: 200,
        mensaje: 'Reglas de caja guardadas correctamente',
        detalles: { venta_requiere_caja: false },
      });
      expect(await sale()).toBeNull();
      expect((await api.post(admin, '/aconfiguracioncaja', { venta_requiere_caja: 'no' })).res.statusCode).toBe(400);
      expect((await api.post(seller.token, '/aconfiguracioncaja', { venta_requiere_caja: true })).res.statusCode).toBe(
        403,
      );
      // Petty cash, loans and payments always need the cash.
      await expect(
        t.db.transaction((tx) =>
          postToOpenCash(tx, {
            idusuario: seller.idusuario,
            idsucursal: seller.idsucursal,
            tipo: 'E',
            idformapago: forms.efectivo,
            monto: '5',
            concepto: 'Pago',
            origen: { tipo: 'pago_proveedor', id: 1 },
          }),
        ),
      ).rejects.toThrow(NO_OPEN_CASH);
      await api.post(admin, '/aconfiguracioncaja', { venta_requiere_caja: true });
      await expect(
        t.db.transaction((tx) =>
          postToOpenCash(tx, {
            idusuario: seller.idusuario,
            idsucursal: seller.idsucursal,
            tipo: 'I',
            idformapago: forms.efectivo,
            monto: '0',
            concepto: 'x',
            origen: { tipo: 'venta', id: 1 },
          }),
        ),
      ).rejects.toThrow('El monto del movimiento de caja debe ser mayor que cero');
    });

    test('a refused document rolls back with its movement (one transaction)', async () => {
      const before = await countRows(t, 'caja_movimiento');
      await expect(
        t.db.transaction(async (tx) => {
          await postToOpenCash(tx, {
            idusuario: cashier.idusuario,
            idsucursal: cashier.idsucursal,
            tipo: 'I',
            idformapago: forms.efectivo,
            monto: '15.00',
            concepto: 'Venta',
            origen: { tipo: 'venta', id: 50 },
          });
          throw new Error('the sale failed after posting');
        }),
      ).rejects.toThrow('the sale failed after posting');
      expect(await countRows(t, 'caja_movimiento')).toBe(before);
    });
  });
}
