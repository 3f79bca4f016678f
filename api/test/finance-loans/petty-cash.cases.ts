import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { caller, countRows, expectRefused } from '../organization/support.js';
import { flat, pdfText } from '../print/pdf.js';
import { paymentForms, userWith } from './support.js';

export default function pettyCashCases() {
  let t: TestApp;
  let admin: string;
  let api: ReturnType<typeof caller>;
  let forms: Awaited<ReturnType<typeof paymentForms>>;
  let cashier: Awaited<ReturnType<typeof userWith>>;
  let idapertura: number;

  const receipt = (tipo: 'I' | 'E', monto: string, extra: Record<string, unknown> = {}) => ({
    tipo,
    monto,
    concepto: tipo === 'I' ? 'Devolución de adelanto' : 'Compra de bolsas',
    persona_nombre: 'LUIS QUISPE',
    persona_documento: '45781236',
    idformapago: forms.efectivo,
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login();
    api = caller(t);
    forms = await paymentForms(t);
    cashier = await userWith(t, 'chica1', ['/manage_cash', '/income_receipt', '/expenses_receipt']);
  });
  afterAll(() => t.close());

  describe('petty cash receipts', () => {
    test('without an open cash a receipt is refused and nothing is numbered', async () => {
      const before = await queryRows<{ correlativo: number }>(
        t.db,
        sql`select correlativo from serie where serie = 'CI01'`,
      );
      await expectRefused(
        t,
        'caja_chica',
        () => api.post(cashier.token, '/rcajachica', receipt('I', '10.00')),
        'No tiene una caja abierta en esta sucursal. Abra la caja en Caja antes de registrar la operación',
      );
      expect(await queryRows(t.db, sql`select correlativo from serie where serie = 'CI01'`)).toEqual(before);
    });

    test('income and expense receipts are numbered per type, answer detalles.id and post to the open cash', async () => {
      idapertura = (await api.post(cashier.token, '/rapertura', { monto_apertura: '50.00' })).body.detalles.idapertura;
      const first = await api.post(cashier.token, '/rcajachica', receipt('I', '30.00'));
      expect(first.body.mensaje).toMatch(/^Recibo CI01-\d{8} registrado correctamente$/);
      expect(first.body.detalles.id).toBe(first.body.detalles.recibo.idcajachica);
      const second = await api.post(cashier.token, '/rcajachica', receipt('I', '5.50'));
      expect(second.body.detalles.recibo.numero).toBe(first.body.detalles.recibo.numero + 1);
      const expense = await api.post(
        cashier.token,
        '/rcajachica',
        receipt('E', '12.00', { documento_sustento: 'Boleta B001-00000045' }),
      );
      expect(expense.body.detalles.recibo).toMatchObject({
        tipo: 'E',
        serie: 'CE01',
        monto: '12.00',
        estado: 1,
        documento_sustento: 'Boleta B001-00000045',
        formapago: 'Efectivo',
      });
      const moves = (await api.get(cashier.token, `/gingresosyegresoscaja/${idapertura}`)).body.detalles;
      expect(
        moves.map((m: { tipo: string; monto: string; concepto: string }) => [
          m.tipo,
          m.monto,
          m.concepto.split(':')[0],
        ]),
      ).toEqual([
        ['I', '30.00', `Recibo de ingreso ${first.body.detalles.recibo.documento}`],
        ['I', '5.50', `Recibo de ingreso ${second.body.detalles.recibo.documento}`],
        ['E', '12.00', `Recibo de egreso ${expense.body.detalles.recibo.documento}`],
      ]);
    });

    test('lists per type and branch (0 = all), with totals of the receipts in force', async () => {
      const incomes = await api.get(cashier.token, `/cajachica/I/${cashier.idsucursal}?page=1&pageSize=50`);
      expect(incomes.body.detalles.every((r: { tipo: string }) => r.tipo === 'I')).toBe(true);
      const expenses = await api.get(cashier.token, '/cajachica/E/0?page=1&pageSize=50&q=bolsas');
      expect(expenses.body.detalles).toHaveLength(1);
      expect(expenses.body.totales).toEqual({ monto: '12.00' });
      expect((await api.get(cashier.token, '/cajachica/E/99999?page=1&pageSize=10')).body.totalRegistros).toBe(0);
    });

    test('annulling is recorded, never a delete, and annuls the movement of the open cash', async () => {
      const [row] = await queryRows<{ idcajachica: number }>(
        t.db,
        sql`select idcajachica from caja_chica where tipo = 'E' and concepto = 'Compra de bolsas'`,
      );
      const before = await countRows(t, 'caja_chica');
      const { body } = await api.get(
        cashier.token,
        `/ecajachica/${row!.idcajachica}?motivo=${encodeURIComponent('Monto mal digitado')}`,
      );
      expect(body.mensaje).toMatch(/^Recibo CE01-\d{8} anulado correctamente$/);
      expect(body.detalles).toMatchObject({ estado: 0, motivo_anulacion: 'Monto mal digitado' });
      expect(await countRows(t, 'caja_chica')).toBe(before);
      const moves = (await api.get(cashier.token, `/gingresosyegresoscaja/${idapertura}`)).body.detalles;
      expect(moves.find((m: { tipo: string }) => m.tipo === 'E').estado).toBe(0);
      await expectRefused(
        t,
        'caja_movimiento',
        () => api.get(cashier.token, `/ecajachica/${row!.idcajachica}`),
        'Error al eliminar el recibo: el recibo ya está anulado',
      );
      expect(
        (await api.get(cashier.token, '/cajachica/E/0?page=1&pageSize=50&estado=1&q=bolsas')).body.totalRegistros,
      ).toBe(0);
    });

    test('annulling a receipt of a closed cash posts the opposite movement to the current cash', async () => {
      const [income] = await queryRows<{ idcajachica: number }>(
        t.db,
        sql`select idcajachica from caja_chica where tipo = 'I' and monto = 5.50 and idusuario = ${cashier.idusuario}`,
      );
      await api.post(cashier.token, '/capertura', {
        idapertura,
        conteos: [{ idformapago: forms.efectivo, contado: '85.50' }],
      });
      await expectRefused(
        t,
        'caja_movimiento',
        () => api.get(cashier.token, `/ecajachica/${income!.idcajachica}`),
        /No tiene una caja abierta/,
      );
      const next = (await api.post(cashier.token, '/rapertura', { monto_apertura: '0.00' })).body.detalles.idapertura;
      expect((await api.get(cashier.token, `/ecajachica/${income!.idcajachica}`)).body.detalles.estado).toBe(0);
      const moves = (await api.get(cashier.token, `/gingresosyegresoscaja/${next}`)).body.detalles;
      expect(moves).toEqual([
        expect.objectContaining({
          tipo: 'E',
          monto: '5.50',
          origen_tipo: 'caja_chica',
          origen_id: income!.idcajachica,
          estado: 1,
        }),
      ]);
      // The closed cash kept its figures.
      expect(
        (await api.get(admin, `/apertura?idusuario=${cashier.idusuario}&estado=2&page=1&pageSize=5`)).body.detalles[0],
      ).toMatchObject({ ingresos: '35.50', contado_total: '85.50' });
    });

    test('the voucher prints from the record', async () => {
      const [row] = await queryRows<{ idcajachica: number }>(
        t.db,
        sql`select idcajachica from caja_chica where monto = 30.00 and idusuario = ${cashier.idusuario}`,
      );
      const { res } = await api.get(cashier.token, `/vouchercajachica/${row!.idcajachica}`);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = flat(pdfText(res.rawPayload));
      for (const expected of [
        'VALE DE CAJA CHICA',
        'CI01-',
        'Ingreso',
        'LUIS QUISPE',
        'Devolución de adelanto',
        'Importe: S/ 30.00',
        'SON: TREINTA Y 00/100 SOLES',
      ])
        expect(text).toContain(expected);
      expect((await api.get(cashier.token, '/vouchercajachica/99999')).body.mensaje).toBe(
        'El recibo no existe o fue eliminado',
      );
    });

    test('bad input answers 400 and writes nothing', async () => {
      for (const [body, mensaje] of [
        [receipt('X' as 'I', '1.00'), /Tipo/],
        [receipt('I', '1.005'), /Monto/],
        [receipt('I', '0'), /mayor que cero/],
        [receipt('I', '1.00', { concepto: '   ' }), /Concepto/],
        [
          receipt('I', '1.00', { idformapago: forms.credito30 }),
          'Error al guardar el recibo: elija una forma de pago al contado activa',
        ],
        [receipt('I', '1.00', { idformapago: 99999 }), 'La forma de pago no existe o fue eliminada'],
        [
          receipt('I', '1.00', { fecha: '2999-01-01' }),
          'Error al guardar el recibo: la fecha no puede ser posterior a hoy',
        ],
      ] as const) {
        await expectRefused(
          t,
          'caja_chica',
          () => api.post(cashier.token, '/rcajachica', body),
          mensaje as string | RegExp,
        );
      }
      const { res, body } = await api.get(cashier.token, '/ecajachica/99999');
      expect([res.statusCode, body]).toEqual([
        404,
        { status: 400, mensaje: 'El recibo no existe o fue eliminado', detalles: null },
      ]);
    });

    test('each type needs its own screen: an income clerk cannot write or list expenses', async () => {
      const clerk = await userWith(t, 'ingresos1', ['/income_receipt']);
      expect((await api.post(clerk.token, '/rcajachica', receipt('E', '1.00'))).res.statusCode).toBe(403);
      expect((await api.get(clerk.token, '/cajachica/E/0?page=1&pageSize=10')).res.statusCode).toBe(403);
      const [expense] = await queryRows<{ idcajachica: number }>(
        t.db,
        sql`select idcajachica from caja_chica where tipo = 'E' limit 1`,
      );
      // Another cashier's receipt: out of the clerk's data scope (404) until he may see the branch's.
      expect((await api.get(clerk.token, `/ecajachica/${expense!.idcajachica}`)).res.statusCode).toBe(404);
      await t.db.execute(sql`update usuario set permisos = '{otros_usuarios}' where idusuario = ${clerk.idusuario}`);
      await expectRefused(
        t,
        'caja_movimiento',
        () => api.get(clerk.token, `/ecajachica/${expense!.idcajachica}`),
        /^Error al eliminar el recibo: CE01-\d{8} es un recibo de egreso; anúlelo en Recibos de egreso$/,
      );
      expect((await api.get(clerk.token, '/cajachica/I/0?page=1&pageSize=10')).res.statusCode).toBe(200);
    });
  });
}
