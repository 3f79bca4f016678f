import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import { todayLima } from '@trade/formats';
import { queryRows } from '../../src/db/client.js';
import { CONCEPTOS } from '../../src/areas/finance-loans/utility.repository.js';
import { cpeState, line, salesApp, type SalesApp } from '../billing-cpe/sales-support.js';

/**
 * Utility and monthly sales net of notes (issue 16): a credit note takes its value off in its own
 * month and the units it returned bring their cost back; a debit note adds its value. Figures by
 * hand, compared before and after this test's own documents (the demo data has sales today too).
 */
export default function utilityNotesCases() {
  let s: SalesApp;
  let adminId = 0;
  beforeAll(async () => {
    s = await salesApp();
    adminId = (
      await queryRows<{ idusuario: number }>(s.t.db, sql`select idusuario from usuario where usuario = 'admin'`)
    )[0]!.idusuario;
  });
  afterAll(() => s.t.close());

  const today = todayLima();
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const utility = async () =>
    (await s.api.get(s.admin, `/gutilidadproductos?inicio=${today}&fin=${today}&idusuario=${adminId}`)).body.detalles;
  const row = (report: any, denominacionOrCode: string) =>
    report.productos.find(
      (p: any) => p.codigo_producto === denominacionOrCode || p.denominacion === denominacionOrCode,
    ) ?? { cantidad: '0', ventas: '0.00', costo: '0.00' };
  const delta = (after: any, before: any, field: string) => fixed(dec(after[field]).minus(dec(before[field])));
  const monthTotal = async () =>
    (await s.api.get(s.admin, `/gventasmensualhistograma?anio=${year}`)).body.detalles[month - 1];

  async function noteAccepted(idnota: number) {
    for (let i = 0; i < 800; i++) {
      const [r] = await queryRows<{ estado: string }>(
        s.t.db,
        sql`select c.estado from nota_credito n join cpe_documento c on c.id = n.cpe_documento_id where n.idnota = ${idnota}`,
      );
      if (r && ['aceptado', 'rechazado', 'error'].includes(r.estado)) return r.estado;
      await new Promise((res) => setTimeout(res, 25));
    }
    return 'timeout';
  }

  describe('utility net of credit and debit notes', () => {
    test('a return of 1 of 3 units takes 30.00 and its cost off; a debit note of 11.80 adds 10.00 on the concepts row; the month moves by 106.20 − 35.40 + 11.80', async () => {
      const before = await utility();
      const monthBefore = await monthTotal();

      // A factura: 3 hammers at 35.40 with IGV = 90.00 without IGV, total 106.20.
      const sold = await s.api.post(s.admin, '/rfacturacion', {
        facturacion: { idserie: s.serie('F001'), idpersona: s.person('20456789120'), idmoneda: 1, tipo_pago_id: 1 },
        detalles: [line(s, 'FER-0016', '3', '35.40')],
      });
      expect(sold.body.status).toBe(200);
      const v = sold.body.detalles;
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const [saleLine] = await queryRows<{ iddetalle: number; costo: string }>(
        s.t.db,
        sql`select iddetalle, costo_unitario::text as costo from venta_detalle where idventa = ${v.idventa}`,
      );
      const unitCost = dec(saleLine!.costo);

      const afterSale = await utility();
      expect(delta(row(afterSale, 'FER-0016'), row(before, 'FER-0016'), 'ventas')).toBe('90.00');
      expect(delta(row(afterSale, 'FER-0016'), row(before, 'FER-0016'), 'costo')).toBe(fixed(unitCost.times(3)));

      // Credit note 07 (devolución por ítem) of 1 hammer: 35.40 with IGV, 30.00 without; the unit and its cost come back.
      const credit = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '07',
        idventa: v.idventa,
        codigo_motivo: '07',
        sustento: 'Devuelve un martillo',
        detalles: [{ iddetalle: saleLine!.iddetalle, cantidad: '1' }],
      });
      expect(credit.body).toMatchObject({ status: 200, detalles: { total: '35.40' } });
      expect(await noteAccepted(credit.body.detalles.idnota)).toBe('aceptado');
      // Debit note 08 (03 penalidades) on a concept: 11.80 with IGV, 10.00 without, no product, no cost.
      const debit = await s.api.post(s.admin, '/rnotacredito', {
        tipo: '08',
        idventa: v.idventa,
        codigo_motivo: '03',
        sustento: 'Penalidad por demora',
        detalles: [{ descripcion: 'Penalidad', cantidad: '1', precio_unitario: '11.80' }],
      });
      expect(debit.body).toMatchObject({ status: 200, detalles: { total: '11.80' } });

      const after = await utility();
      const hammer = [row(after, 'FER-0016'), row(afterSale, 'FER-0016')];
      expect(delta(hammer[0], hammer[1], 'cantidad')).toBe('-1.00');
      expect(delta(hammer[0], hammer[1], 'ventas')).toBe('-30.00');
      expect(delta(hammer[0], hammer[1], 'costo')).toBe(fixed(unitCost.negated()));
      const concepts = [row(after, CONCEPTOS), row(afterSale, CONCEPTOS)];
      expect(delta(concepts[0], concepts[1], 'ventas')).toBe('10.00');
      expect(delta(concepts[0], concepts[1], 'costo')).toBe('0.00');
      // Net of this test: 90.00 − 30.00 + 10.00 = 70.00 sold, 2 units of cost.
      expect(fixed(dec(after.ventas).minus(dec(before.ventas)))).toBe('70.00');
      expect(fixed(dec(after.costo).minus(dec(before.costo)))).toBe(fixed(unitCost.times(2)));
      expect(after.utilidad_bruta).toBe(fixed(dec(after.ventas).minus(dec(after.costo))));

      // The month: +106.20 − 35.40 + 11.80 = +82.60; the count of sales only grows by the factura.
      const monthAfter = await monthTotal();
      expect(fixed(dec(monthAfter.total).minus(dec(monthBefore.total)))).toBe('82.60');
      expect(monthAfter.cantidad - monthBefore.cantidad).toBe(1);
    });
  });
}
