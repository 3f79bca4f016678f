import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { startTestWorker } from '../helpers/cpe-worker.js';
import { cpeState, documentCpeState, line, salesApp, type SalesApp } from './sales-support.js';

/** The CPE of a sale: rejection and revercecpe, the engine steps, voiding by RA and by resumen diario. */
export default function salesCpeCases() {
  let s: SalesApp;
  beforeAll(async () => {
    s = await salesApp({ worker: false });
    await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    startTestWorker(s.t.app);
  });
  afterAll(() => s.t.close());

  const RUC = '20000000001';
  const factura = (serie: string, extra: Record<string, unknown> = {}) => ({
    facturacion: {
      idserie: s.serie(serie),
      idpersona: s.person('20456789120'),
      idmoneda: 1,
      tipo_pago_id: 1,
      ...extra,
    },
    detalles: [line(s, 'FER-0016', '1', '35.00')],
  });
  const boleta = () => ({
    facturacion: { idserie: s.serie('B001'), idmoneda: 1, tipo_pago_id: 1 },
    detalles: [line(s, 'FER-0017', '1', '24.90')],
  });
  const saleOf = async (idventa: number) => (await s.api.get(s.admin, `/consultaventa/${idventa}`)).body.detalles;
  const stockOf = async (codigo: string) => {
    const [row] = await queryRows<{ cantidad: string }>(
      s.t.db,
      sql`select coalesce(sum(cantidad), 0)::text as cantidad from stock where producto_id = ${s.ids.product(codigo)}`,
    );
    return Number(row!.cantidad);
  };

  describe('a rejection and revercecpe', () => {
    test("SUNAT rejects: the sale is kept and shows SUNAT's text; revercecpe gives it the next number; the corrected CPE is accepted", async () => {
      s.t.app.sunatSimulator!.setFaults({ rejectSeries: { F001: 2800 } });
      const { body } = await s.api.post(s.admin, '/rfacturacion', factura('F001'));
      expect(body.status).toBe(200);
      const v = body.detalles;
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('rechazado');
      const rejected = await saleOf(v.idventa);
      expect(rejected).toMatchObject({
        estado_venta: 1,
        total: '35.00',
        cpe: { estado: 'rechazado', codigo_respuesta: 2800 },
      });
      expect(rejected.cpe.descripcion_respuesta).toMatch(/tipo de documento de identidad/i);
      const list = (await s.api.get(s.admin, '/facturacion?page=1&cpe_estado=rechazado')).body.detalles;
      expect(list[0]).toMatchObject({ idventa: v.idventa, cpe_estado: 'rechazado', cpe_codigo: 2800 });

      // The engine steps are idempotent on a final document.
      for (const step of ['/generaventa', '/firmaventa', '/enviaventa']) {
        const answer = await s.api.post(s.admin, step, { idventa: v.idventa });
        expect(answer.body).toMatchObject({
          status: 200,
          mensaje: 'Comprobante rechazado por SUNAT',
          detalles: { estado: 'rechazado' },
        });
      }
      s.t.app.sunatSimulator!.setFaults({});
      const reverted = await s.api.post(s.admin, '/revercecpe', {
        id: v.idventa,
        tipo_documento: 1,
        motivo: 'Cliente corregido',
      });
      expect(reverted.body).toMatchObject({ status: 200, detalles: { estado: 'rechazado' } });
      const corrected = await saleOf(v.idventa);
      expect(corrected.cpe).toBeNull();
      expect(corrected.numero).toBeGreaterThan(v.numero);
      const generated = await s.api.post(s.admin, '/generaventa', { idventa: v.idventa });
      expect(generated.body).toMatchObject({
        mensaje: 'Comprobante generado y firmado',
        detalles: { estado: 'firmado' },
      });
      const signed = await s.api.post(s.admin, '/firmaventa', { idventa: v.idventa });
      expect(signed.body.detalles.id).toBe(generated.body.detalles.id);
      const sent = await s.api.post(s.admin, '/enviaventa', { idventa: v.idventa });
      expect(sent.body.detalles.estado).toMatch(/en_cola|enviando|aceptado/);
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const history = await queryRows<{ n: number }>(
        s.t.db,
        sql`select count(*)::int as n from venta_cpe where idventa = ${v.idventa}`,
      );
      expect(history[0]!.n).toBe(2);
      // An accepted document is never reverted.
      const refused = await s.api.post(s.admin, '/revercecpe', { id: v.idventa, tipo_documento: 1 });
      expect(refused.body.mensaje).toMatch(/fue aceptado por SUNAT: no se revierte/);
      // tipo_documento 2 reads the id as a credit note's (served by the notes part).
      const notes = await s.api.post(s.admin, '/revercecpe', { id: 999999, tipo_documento: 2 });
      expect(notes.body.mensaje).toBe('La nota no existe o fue eliminada');
    });

    test('a document SUNAT never received is reverted keeping its number, then generated and sent again', async () => {
      await s.t.app.cpeWorker!.stop();
      const { body } = await s.api.post(s.admin, '/rfacturacion', factura('F001', { observaciones: 'Con error' }));
      const v = body.detalles;
      expect(v.cpe.estado).toBe('en_cola');
      const reverted = await s.api.post(s.admin, '/revercecpe', { id: v.idventa, tipo_documento: 1 });
      expect(reverted.body.detalles.estado).toBe('invalido');
      const updated = await s.api.post(s.admin, '/afacturacion', { idventa: v.idventa, observaciones: 'Corregida' });
      expect(updated.body).toMatchObject({
        status: 200,
        detalles: { observaciones: 'Corregida', numero: v.numero, cpe: null },
      });
      const sent = await s.api.post(s.admin, '/enviaventa', { idventa: v.idventa });
      expect(sent.body.detalles).toMatchObject({ estado: 'en_cola', nombre: `${RUC}-01-F001-${v.numero}` });
      startTestWorker(s.t.app);
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      expect(await s.t.app.cpe.xml((await saleOf(v.idventa)).cpe.id)).toContain('Corregida');
    });

    test('a nota de venta has no CPE', async () => {
      const { body } = await s.api.post(s.admin, '/rfacturacion', {
        ...boleta(),
        facturacion: { ...boleta().facturacion, idserie: s.serie('NV01') },
      });
      const answer = await s.api.post(s.admin, '/generaventa', { idventa: body.detalles.idventa });
      expect(answer.body.mensaje).toBe('Una nota de venta es un documento interno: no tiene comprobante electrónico');
    });
  });

  describe('voiding through SUNAT', () => {
    test('a factura voided from Gestión CPE (cpeanular → RA): the sale is annulled in the same transaction, its stock back', async () => {
      const v = (await s.api.post(s.admin, '/rfacturacion', factura('F001'))).body.detalles;
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const id = (await saleOf(v.idventa)).cpe.id;
      const before = await stockOf('FER-0016');
      const { body } = await s.api.post(s.admin, '/cpeanular', { id, motivo: 'Error en el precio' });
      expect(body.detalles.baja.tipo_doc).toBe('RA');
      expect(await saleOf(v.idventa)).toMatchObject({
        estado_venta: 0,
        motivo_anulacion: 'Baja ante SUNAT: Error en el precio',
      });
      expect(await stockOf('FER-0016')).toBe(before + 1);
      expect(await cpeState(s.t, v.idventa, ['anulado'])).toBe('anulado');
    });

    test('a credit note voided from Gestión CPE no longer counts: estado 0, the units it returned leave again', async () => {
      const v = (await s.api.post(s.admin, '/rfacturacion', factura('F001'))).body.detalles;
      expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
      const note = (
        await s.api.post(s.admin, '/rnotacredito', {
          tipo: '07',
          idventa: v.idventa,
          codigo_motivo: '01',
          sustento: 'El cliente desistió de la compra',
        })
      ).body.detalles;
      const noteCpe = async () => (await s.api.get(s.admin, `/consultanota/${note.idnota}`)).body.detalles;
      expect(await documentCpeState(s.t, 'nota_credito', note.idnota, ['aceptado', 'rechazado', 'error'])).toBe(
        'aceptado',
      );
      const before = await stockOf('FER-0016');
      await s.api.post(s.admin, '/cpeanular', { id: (await noteCpe()).cpe.id, motivo: 'Nota emitida por error' });
      expect(await noteCpe()).toMatchObject({ estado: 0 });
      expect(await stockOf('FER-0016')).toBe(before - 1);
      // The sale is whole again: a new note may take its full amount.
      expect((await saleOf(v.idventa)).estado_venta).toBe(1);
    });

    test('boletas sent one by one; one voided by a resumen diario with status 3 (RC), the other stays accepted', async () => {
      const ids: number[] = [];
      for (let i = 0; i < 2; i++) {
        const v = (await s.api.post(s.admin, '/rfacturacion', boleta())).body.detalles;
        expect(await cpeState(s.t, v.idventa, ['aceptado', 'rechazado', 'error'])).toBe('aceptado');
        ids.push(v.idventa);
      }
      const cpeId = (await saleOf(ids[0]!)).cpe.id;
      const [rc] = await s.t.app.cpe.anular(RUC, [{ id: cpeId, motivo: 'Anulación de la operación' }]);
      expect(rc!.tipoDoc).toBe('RC');
      expect(await cpeState(s.t, ids[0]!, ['anulado'])).toBe('anulado');
      expect((await saleOf(ids[1]!)).cpe.estado).toBe('aceptado');
    });
  });
}
