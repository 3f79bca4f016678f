import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { cpeRepository } from '../../src/cpe/queue/repository.js';
import { createCpeWorker } from '../../src/cpe/queue/worker.js';
import { comprobanteOf, type SaleSource } from '../../src/areas/billing-cpe/sale-cpe.js';
import { line, salesApp, type SalesApp } from './sales-support.js';

/**
 * rfacturacion registers the sale's CPE queued and unsigned (docs/sales.md "The CPE of a sale"): the
 * signature is not paid while the series is locked. Without a worker running: the row is `en_cola`
 * with the engine's input and no XML; that input is the document rebuilt from the saved rows; the
 * first print generates and signs it (hash and QR on the ticket); the worker then sends that same
 * signed XML; a document the queue cannot generate is stored `invalido` and never sent.
 */
export default function salesQueueCases() {
  let s: SalesApp;
  beforeAll(async () => {
    s = await salesApp({ worker: false });
  });
  afterAll(() => s.t.close());

  const RUC_CLIENT = '20456789120';
  let origin: string | undefined;
  /** A worker of this app (started by the test itself, so the queue is only processed when the test says). */
  async function worker() {
    origin ??= await s.t.app.listen({ port: 0, host: '127.0.0.1' });
    return createCpeWorker({
      db: s.t.db,
      settings: s.t.app.cpeSettings,
      simulatorBaseUrl: `${origin}/sunat-simulator`,
    });
  }

  async function savedSale(serie: string, extra: Record<string, unknown> = {}) {
    const { body } = await s.api.post(s.admin, '/rfacturacion', {
      facturacion: {
        idserie: s.serie(serie),
        idmoneda: 1,
        tipo_pago_id: 1,
        ...(serie.startsWith('F') ? { idpersona: s.person(RUC_CLIENT) } : {}),
        ...extra,
      },
      detalles: [line(s, 'FER-0016', '2', '35.40'), line(s, 'FER-0017', '1', '24.90', { descuento: '1.10' })],
    });
    expect(body).toMatchObject({ status: 200 });
    return body.detalles;
  }

  test('the sale commits with its CPE queued: no XML yet, its input equals the document rebuilt from the saved sale', async () => {
    const v = await savedSale('F001', { observaciones: 'Entrega en tienda' });
    expect(v.cpe).toMatchObject({ estado: 'en_cola', hash: null });
    const row = await cpeRepository(s.t.db).get(v.cpe.id);
    expect(row).toMatchObject({
      estado: 'en_cola',
      xml: null,
      hash: null,
      serie: 'F001',
      numero: v.numero,
      total: '94.40',
      igv: '14.40',
    });

    // The same function over the saved rows (what generaventa uses after a revert) gives the same input.
    const [source] = await queryRows<SaleSource>(
      s.t.db,
      sql`select v.idventa, v.codigo_comprobante, v.serie, v.numero, v.fecha::text as fecha, v.fecha_vencimiento::text as fecha_vencimiento, m.codigo as moneda,
               v.tipo_pago_id, v.descuento_global::text as descuento_global, v.total::text as total, v.observaciones,
               v.detraccion, v.detraccion_codigo, v.detraccion_porcentaje::text as detraccion_porcentaje, v.detraccion_monto::text as detraccion_monto, v.detraccion_cuenta,
               v.idcredito, td.codigo as cliente_tipo, p.numero_documento as cliente_documento, p.nombres as cliente_nombre, p.direccion as cliente_direccion, p.ubigeo as cliente_ubigeo, '' as ruc
          from venta v join moneda m on m.idmoneda = v.idmoneda join persona p on p.idpersona = v.idpersona join tipo_documento td on td.idtipodocumento = p.idtipodocumento
         where v.idventa = ${v.idventa}`,
    );
    const lines = await queryRows<any>(
      s.t.db,
      sql`select d.producto_id, p.codigo_producto, d.descripcion, um.codigo_sunat, d.cantidad::text as cantidad, d.precio_unitario::text as precio_unitario, d.descuento::text as descuento, d.tipo_afectacion, d.gratuito, d.icbper
          from venta_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id where d.idventa = ${v.idventa} order by d.item`,
    );
    expect(row.entrada).toEqual(JSON.parse(JSON.stringify(comprobanteOf(source!, lines, []))));
  });

  test('the first print generates and signs it (hash and QR), once; the worker then sends that same XML and SUNAT accepts it', async () => {
    const v = await savedSale('B001');
    const ticket = await s.t.call(s.admin, { method: 'GET', url: `/api/ticketventa/${v.idventa}` });
    expect(ticket.res.statusCode).toBe(200);
    const signed = await cpeRepository(s.t.db).get(v.cpe.id);
    expect(signed.estado).toBe('en_cola');
    expect(signed.hash).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(signed.xml).toContain(`<cbc:ID>B001-${v.numero}</cbc:ID>`);
    // A second request does not sign again (same XML, events generado and firmado once).
    await s.t.app.cpe.firmarPendiente(v.cpe.id);
    expect((await cpeRepository(s.t.db).get(v.cpe.id)).xml).toBe(signed.xml);
    const events = (await s.t.app.cpe.eventos(v.cpe.id)).map((e) => e.estado);
    expect(events).toEqual(['en_cola', 'generado', 'firmado']);
    expect(await s.t.app.cpe.qr(v.cpe.id)).toContain(`|03|B001|${v.numero}|`);

    const queue = await worker();
    for (let i = 0; i < 5 && (await cpeRepository(s.t.db).get(v.cpe.id)).estado === 'en_cola'; i++)
      await queue.runOnce();
    const sent = await cpeRepository(s.t.db).get(v.cpe.id);
    expect(sent).toMatchObject({ estado: 'aceptado', hash: signed.hash, xml: signed.xml, envios: 1 });
  });

  test('the worker generates a queued document nobody printed; one it cannot generate is stored invalido with the reason and never sent', async () => {
    const v = await savedSale('F001');
    const other = await savedSale('F001');
    // Break the second one's stored input (a line without quantity): the queue cannot build it.
    await s.t.db.execute(
      sql`update cpe_documento set entrada = jsonb_set(entrada, '{lineas,0,cantidad}', '"-1"') where id = ${other.cpe.id}`,
    );
    const queue = await worker();
    for (let i = 0; i < 5; i++) {
      const states = await queryRows<{ estado: string }>(
        s.t.db,
        sql`select estado from cpe_documento where id in (${v.cpe.id}, ${other.cpe.id}) order by id`,
      );
      if (states.every((r) => !['en_cola', 'enviando'].includes(r.estado))) break;
      await queue.runOnce();
    }
    const good = await cpeRepository(s.t.db).get(v.cpe.id);
    expect(good.estado).toBe('aceptado');
    const bad = await cpeRepository(s.t.db).get(other.cpe.id);
    expect(bad).toMatchObject({ estado: 'invalido', envios: 0, hash: null });
    expect(bad.errores?.[0]?.message).toBeTruthy();
  });
}
