import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import { expectGuarded, expectRefused } from '../inventory/support.js';
import { day } from '../purchasing-credits/support.js';
import { footprint, line, salesApp, type SalesApp } from './sales-support.js';

/**
 * Orders: amounts by the tax engine (checked by hand), stock reserved as "comprometido" (never a
 * ledger output) and released when invoiced or annulled, partial invoicing through rfacturacion with
 * idpedido, consumption notes (CS), serials, the print and the mail; refusals change nothing.
 */
export default function ordersCases() {
  let s: SalesApp;
  beforeAll(async () => {
    s = await salesApp({ worker: false });
  });
  afterAll(() => s.t.close());

  const RUC = '20456789120';
  const DNI = '46027897';
  const order = (pedido: Record<string, unknown>, detalles: object[]) =>
    s.api.post(s.admin, '/rcpedido', { pedido: { idmoneda: 1, ...pedido }, detalles });
  const held = async (codigo: string) => {
    const { body } = await s.api.get(
      s.admin,
      `/kardex?producto_id=${s.ids.product(codigo)}&idalmacen=${s.principal}&desde=${day(0)}&hasta=${day(0)}`,
    );
    return {
      comprometido: Number(body.detalles.comprometido),
      disponible: Number(body.detalles.disponible),
      stock: Number(body.detalles.stock_actual),
    };
  };
  const counts = async () => {
    const [row] = await queryRows<Record<string, number>>(
      s.t.db,
      sql`select (select count(*)::int from pedido) as pedidos, (select count(*)::int from pedido_detalle) as lineas, (select coalesce(sum(reservado), 0)::float from pedido_detalle) as reservado,
               (select count(*)::int from pedido_venta) as enlaces, (select count(*)::int from kardex) as kardex, (select count(*)::int from producto_serie_relacion where tipo = 'pedido') as series`,
    );
    return row!;
  };
  const sale = (idpedido: number, detalles: object[], facturacion: Record<string, unknown> = {}) =>
    s.api.post(s.admin, '/rfacturacion', {
      facturacion: {
        idserie: s.serie('NV01'),
        idmoneda: 1,
        tipo_pago_id: 1,
        idpersona: s.person(RUC),
        idpedido,
        ...facturacion,
      },
      detalles,
    });
  const pdfText = (pdf: Buffer) => {
    const dir = mkdtempSync(join(tmpdir(), 'order-pdf-'));
    writeFileSync(join(dir, 'p.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'p.pdf'), '-'], { encoding: 'utf8' });
  };

  describe('orders', () => {
    test('only /orders reaches the order calls (the sale screen may read one)', async () => {
      await expectGuarded(s.t, [
        { method: 'GET', url: '/pedidos/0?page=1' },
        { method: 'GET', url: '/cpedido/1' },
        { method: 'GET', url: '/productospedido/1' },
        { method: 'POST', url: '/rcpedido', payload: {} },
        { method: 'POST', url: '/rdpedido', payload: {} },
        { method: 'POST', url: '/eproductopedido', payload: {} },
        { method: 'POST', url: '/epedido', payload: {} },
        { method: 'POST', url: '/enviapedidocorreo', payload: {} },
        { method: 'POST', url: '/rpedidodeproforma', payload: {} },
      ]);
    });

    test('the demo seed has orders in every state, the partly delivered one with its sale', async () => {
      // The estado filter splits the list: each state's rows are only of that state, together all of them.
      const all = (await s.api.get(s.admin, '/pedidos/0?page=1&pageSize=500')).body.totalRegistros;
      let together = 0;
      for (const estado of [0, 1, 2, 3]) {
        const list = (await s.api.get(s.admin, `/pedidos/0?page=1&pageSize=500&estado=${estado}`)).body;
        expect(list.totalRegistros).toBeGreaterThan(0);
        expect(new Set(list.detalles.map((r: { estado: number }) => r.estado))).toEqual(new Set([estado]));
        together += list.totalRegistros;
      }
      expect(together).toBe(all);
      const [partial] = (await s.api.get(s.admin, '/pedidos/0?page=1&estado=2')).body.detalles;
      const read = (await s.api.get(s.admin, `/cpedido/${partial.idpedido}`)).body.detalles;
      expect(read.ventas.length).toBeGreaterThan(0);
      expect(Number(read.pendiente)).toBeLessThan(Number(read.total));
    });

    test('an order of a product with ISC carries it like a sale, and keeps it when a line is added', async () => {
      const bottle = { unidad_medida_id: s.ids.unit('BOT') };
      const { body } = await order({ idpersona: s.person(RUC) }, [line(s, 'ABA-0018', '1', '45.00', bottle)]);
      expect(body.detalles).toMatchObject({ total: '45.00', isc: '7.63', gravadas: '30.51', igv: '6.86' });
      expect(body.detalles.detalles[0]).toMatchObject({ isc_sistema: '01', monto_isc: '7.63' });
      const added = await s.api.post(s.admin, '/rdpedido', {
        idpedido: body.detalles.idpedido,
        detalle: line(s, 'ABA-0017', '2', '7.50', bottle),
      });
      // The beer adds its ISC 02 (2 × 1.39) and the stored pisco line keeps its own.
      expect(added.body.detalles).toMatchObject({ total: '60.00', isc: '10.41' });
    });

    test('rcpedido: amounts by the engine, stock reserved as comprometido (no ledger row), list and lines', async () => {
      const before = await held('FER-0016');
      const ledgerBefore = (await counts()).kardex;
      const { body } = await order(
        { idpersona: s.person(RUC), fecha_entrega: day(3), observaciones: 'Entregar en obra' },
        [line(s, 'FER-0016', '2', '35.40'), line(s, 'FER-0017', '1', '24.90', { descuento: '1.10' })],
      );
      expect(body.status).toBe(200);
      const p = body.detalles;
      // 2 × 35.40 = 70.80 (value 60.00) + 24.90 (value 21.10 − 1.10 = 20.00): gravadas 80.00, IGV 14.40, total 94.40.
      expect(p).toMatchObject({
        gravadas: '80.00',
        igv: '14.40',
        total: '94.40',
        pendiente: '94.40',
        estado: 1,
        estado_nombre: 'Abierto',
        documento: `PD-${String(p.idpedido).padStart(8, '0')}`,
      });
      expect(body.mensaje).toBe(`Pedido ${p.documento} registrado correctamente`);
      expect(p.monto_letras).toBe('NOVENTA Y CUATRO Y 40/100 SOLES');
      expect(p.detalles.map((l: any) => [l.item, l.valor_venta, l.igv, l.importe, l.reservado, l.pendiente])).toEqual([
        [1, '60.00', '10.80', '70.80', '2.0000', '2.0000'],
        [2, '20.00', '3.60', '23.60', '1.0000', '1.0000'],
      ]);
      const after = await held('FER-0016');
      expect(after.comprometido - before.comprometido).toBe(2);
      expect(after.stock).toBe(before.stock);
      expect((await counts()).kardex).toBe(ledgerBefore);

      const list = (await s.api.get(s.admin, `/pedidos/0?page=1&estado=1&idpersona=${s.person(RUC)}`)).body;
      expect(list.detalles.map((r: any) => r.idpedido)).toContain(p.idpedido);
      expect(list.detalles.every((r: any) => r.estado === 1)).toBe(true);
      const q = (await s.api.get(s.admin, `/pedidos/0?page=1&q=${p.documento}`)).body.detalles;
      expect(q.map((r: any) => r.idpedido)).toEqual([p.idpedido]);
      expect((await s.api.get(s.admin, '/pedidos/999999?page=1')).body).toMatchObject({
        detalles: [],
        totalRegistros: 0,
      });
      const lines = (await s.api.get(s.admin, `/productospedido/${p.idpedido}`)).body.detalles;
      expect(lines).toHaveLength(2);
      expect((await s.api.get(s.admin, '/cpedido/999999')).body).toMatchObject({
        status: 400,
        mensaje: 'El pedido no existe o fue eliminado',
      });
    });

    test('partial invoicing: the sale records which lines it invoiced, releases their reservation and moves the order', async () => {
      const p = (
        await order({ idpersona: s.person(RUC) }, [
          line(s, 'FER-0016', '3', '35.40'),
          line(s, 'FER-0017', '2', '24.90'),
        ])
      ).body.detalles;
      const [martillo, otro] = p.detalles;
      const start = await held('FER-0016');
      const first = await sale(p.idpedido, [
        line(s, 'FER-0016', '1', '35.40', { iddetalle_pedido: martillo.iddetalle }),
      ]);
      expect(first.body.status).toBe(200);
      let read = (await s.api.get(s.admin, `/cpedido/${p.idpedido}`)).body.detalles;
      expect(read).toMatchObject({ estado: 2, estado_nombre: 'Parcialmente entregado' });
      expect(read.detalles.map((l: any) => [l.facturada, l.pendiente, l.reservado])).toEqual([
        ['1.0000', '2.0000', '2.0000'],
        ['0.0000', '2.0000', '2.0000'],
      ]);
      expect(read.ventas).toEqual([
        expect.objectContaining({
          idventa: first.body.detalles.idventa,
          iddetalle: martillo.iddetalle,
          cantidad: '1.0000',
        }),
      ]);
      // 2 × 35.40 + 2 × 24.90 still to invoice.
      expect(read.pendiente).toBe('120.60');
      const mid = await held('FER-0016');
      expect([start.stock - mid.stock, start.comprometido - mid.comprometido]).toEqual([1, 1]);

      // More than pending: refused, nothing written (no sale, no number, no stock).
      const before = await footprint(s.t);
      const over = await sale(p.idpedido, [
        line(s, 'FER-0016', '3', '35.40', { iddetalle_pedido: martillo.iddetalle }),
      ]);
      expect(over.body.status).toBe(400);
      expect(over.body.mensaje).toMatch(/^Línea 1: del pedido quedan 2 por facturar de /);
      expect(await footprint(s.t)).toEqual(before);
      const otherClient = await sale(
        p.idpedido,
        [line(s, 'FER-0016', '1', '35.40', { iddetalle_pedido: martillo.iddetalle })],
        { idpersona: s.person(DNI) },
      );
      expect(otherClient.body.mensaje).toBe(`La venta debe emitirse al cliente del pedido ${p.documento}`);
      const wrongProduct = await sale(p.idpedido, [
        line(s, 'FER-0017', '1', '24.90', { iddetalle_pedido: martillo.iddetalle }),
      ]);
      expect(wrongProduct.body.mensaje).toMatch(/^Línea 1: debe ser .+ en la unidad del pedido$/);
      expect(await footprint(s.t)).toEqual(before);

      const rest = await sale(p.idpedido, [
        line(s, 'FER-0016', '2', '35.40', { iddetalle_pedido: martillo.iddetalle }),
        line(s, 'FER-0017', '2', '24.90', { iddetalle_pedido: otro.iddetalle }),
      ]);
      expect(rest.body.status).toBe(200);
      read = (await s.api.get(s.admin, `/cpedido/${p.idpedido}`)).body.detalles;
      expect(read).toMatchObject({ estado: 3, estado_nombre: 'Facturado', pendiente: '0.00' });
      expect(read.detalles.map((l: any) => l.reservado)).toEqual(['0.0000', '0.0000']);
      expect(read.ventas).toHaveLength(3);
      expect((await held('FER-0016')).comprometido).toBe(start.comprometido - 3);
      const again = await sale(p.idpedido, [
        line(s, 'FER-0016', '1', '35.40', { iddetalle_pedido: martillo.iddetalle }),
      ]);
      expect(again.body.mensaje).toBe(`El pedido ${p.documento} ya fue facturado por completo`);
      const annul = await s.api.post(s.admin, '/epedido', { idpedido: p.idpedido });
      expect(annul.body.mensaje).toBe(`El pedido ${p.documento} ya fue facturado por completo`);
    });

    test('a reservation never exceeds the stock less what other orders hold; refusals write nothing', async () => {
      const free = (await held('FER-0016')).disponible;
      const before = await counts();
      const refused = await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', String(free + 1), '35.40')]);
      expect(refused.body).toMatchObject({ status: 400, info: 'no_stock' });
      expect(refused.body.mensaje).toMatch(new RegExp(`: disponible ${free} UND, solicitado ${free + 1} UND$`));
      expect(await counts()).toEqual(before);
      await expectRefused(
        s.t,
        'pedido',
        () => order({ idpersona: 999999 }, [line(s, 'FER-0016', '1', '35.40')]),
        'El cliente no existe o fue eliminado',
      );
      await expectRefused(
        s.t,
        'pedido',
        () => order({ idpersona: s.person(RUC), fecha: day(1) }, [line(s, 'FER-0016', '1', '35.40')]),
        'La fecha no puede ser posterior a hoy',
      );
      await expectRefused(
        s.t,
        'pedido',
        () => order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', '1', '0')]),
        'Línea 1: el precio debe ser mayor que cero (o marque el ítem como gratuito)',
      );
      await expectRefused(
        s.t,
        'pedido',
        () => order({ idpersona: s.person(RUC) }, [line(s, 'FER-0014', '1', '289.90')]),
        /^Línea 1: .+ lleva control de series: elija 1 serie \(una por unidad\), se eligieron 0$/,
      );
      const noLines = await s.api.post(s.admin, '/rcpedido', {
        pedido: { idmoneda: 1, idpersona: s.person(RUC) },
        detalles: [],
      });
      expect(noLines.res.statusCode).toBe(400);
      expect(await counts()).toEqual(before);
      // The whole free stock may be reserved, and then nothing more.
      const all = await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', String(free), '35.40')]);
      expect(all.body.status).toBe(200);
      expect((await held('FER-0016')).disponible).toBe(0);
      const one = await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', '1', '35.40')]);
      expect(one.body).toMatchObject({ status: 400, info: 'no_stock' });
      await s.api.post(s.admin, '/epedido', { idpedido: all.body.detalles.idpedido, motivo: 'Cliente desistió' });
      expect((await held('FER-0016')).disponible).toBe(free);
    });

    test('a counter sale leaves what open orders reserve; the sale invoicing the order takes its own units, not more', async () => {
      const code = 'FER-0017';
      const id = s.ids.product(code);
      const free = (await held(code)).disponible;
      const p = (await order({ idpersona: s.person(RUC) }, [line(s, code, String(free), '24.90')])).body.detalles;
      const hint = async (query = '') =>
        (await s.api.get(s.admin, `/gstockalmacen/${s.principal}?productos=${id}${query}`)).body.detalles[0];
      const all = await hint();
      expect(Number(all.cantidad) - Number(all.comprometido)).toBe(0);
      // The order a sale invoices does not hold its units against that sale.
      expect(Number(all.comprometido) - Number((await hint(`&pedido=${p.idpedido}`)).comprometido)).toBe(free);

      const before = await footprint(s.t);
      const counter = await s.api.post(s.admin, '/rfacturacion', {
        facturacion: { idserie: s.serie('NV01'), idmoneda: 1, tipo_pago_id: 1, idpersona: s.person(DNI) },
        detalles: [line(s, code, '1', '24.90')],
      });
      expect(counter.body).toMatchObject({ status: 400, info: 'no_stock' });
      expect(counter.body.mensaje).toMatch(/: disponible 0 UND, solicitado 1 UND$/);
      // One more unit on top of the invoiced line is refused as well.
      const more = await sale(p.idpedido, [
        line(s, code, '1', '24.90', { iddetalle_pedido: p.detalles[0].iddetalle }),
        line(s, code, '1', '24.90'),
      ]);
      expect(more.body).toMatchObject({ status: 400, info: 'no_stock' });
      expect(await footprint(s.t)).toEqual(before);

      const invoiced = await sale(p.idpedido, [
        line(s, code, '1', '24.90', { iddetalle_pedido: p.detalles[0].iddetalle }),
      ]);
      expect(invoiced.body.status).toBe(200);
      expect(await held(code)).toMatchObject({ disponible: 0 });
      await s.api.post(s.admin, '/epedido', { idpedido: p.idpedido, motivo: 'Cliente desistió' });
      expect((await held(code)).disponible).toBe(free - 1);
    });

    test('rdpedido and eproductopedido: totals recomputed, reservation follows; annulment releases everything', async () => {
      const p = (await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', '1', '35.40')])).body.detalles;
      const start = await held('FER-0017');
      const added = await s.api.post(s.admin, '/rdpedido', {
        idpedido: p.idpedido,
        detalle: line(s, 'FER-0017', '2', '23.60'),
      });
      expect(added.body).toMatchObject({ status: 200, mensaje: 'Producto agregado al pedido' });
      // 35.40 + 2 × 23.60 = 82.60: gravadas 70.00, IGV 12.60.
      expect(added.body.detalles).toMatchObject({ gravadas: '70.00', igv: '12.60', total: '82.60' });
      expect((await held('FER-0017')).comprometido - start.comprometido).toBe(2);
      const second = added.body.detalles.detalles[1];
      const removed = await s.api.post(s.admin, '/eproductopedido', {
        idpedido: p.idpedido,
        iddetalle: second.iddetalle,
      });
      expect(removed.body.detalles).toMatchObject({ total: '35.40' });
      expect((await held('FER-0017')).comprometido).toBe(start.comprometido);
      const last = await s.api.post(s.admin, '/eproductopedido', {
        idpedido: p.idpedido,
        iddetalle: p.detalles[0].iddetalle,
      });
      expect(last.body.mensaje).toBe('El pedido debe tener al menos una línea; anúlelo en su lugar');
      expect(
        (await s.api.post(s.admin, '/eproductopedido', { idpedido: p.idpedido, iddetalle: 999999 })).body.mensaje,
      ).toBe('La línea del pedido no existe o fue eliminada');

      const startF16 = await held('FER-0016');
      const annulled = await s.api.post(s.admin, '/epedido', { idpedido: p.idpedido, motivo: 'Duplicado' });
      expect(annulled.body).toMatchObject({
        status: 200,
        mensaje: `Pedido ${p.documento} anulado: su stock reservado quedó libre`,
        detalles: { estado: 0, estado_nombre: 'Anulado', motivo_anulacion: 'Duplicado' },
      });
      expect((await held('FER-0016')).comprometido).toBe(startF16.comprometido - 1);
      const before = await counts();
      expect((await s.api.post(s.admin, '/epedido', { idpedido: p.idpedido })).body.mensaje).toBe(
        `El pedido ${p.documento} está anulado`,
      );
      expect(
        (await s.api.post(s.admin, '/rdpedido', { idpedido: p.idpedido, detalle: line(s, 'FER-0017', '1', '23.60') }))
          .body.mensaje,
      ).toBe(`El pedido ${p.documento} está anulado`);
      const invoiced = await sale(p.idpedido, [
        line(s, 'FER-0016', '1', '35.40', { iddetalle_pedido: p.detalles[0].iddetalle }),
      ]);
      expect(invoiced.body.mensaje).toBe(`El pedido ${p.documento} está anulado`);
      expect(await counts()).toEqual(before);
    });

    test("rdpedido counts the order's own reservation of the product: a second line never oversells", async () => {
      const free = (await held('FER-0017')).disponible;
      const p = (await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0017', String(free - 1), '24.90')])).body
        .detalles;
      const before = await counts();
      const more = await s.api.post(s.admin, '/rdpedido', {
        idpedido: p.idpedido,
        detalle: line(s, 'FER-0017', '2', '24.90'),
      });
      expect(more.body).toMatchObject({ status: 400, info: 'no_stock' });
      expect(more.body.mensaje).toMatch(/: disponible 1 UND, solicitado 2 UND$/);
      expect(await counts()).toEqual(before);
      expect(
        (await s.api.post(s.admin, '/rdpedido', { idpedido: p.idpedido, detalle: line(s, 'FER-0017', '1', '24.90') }))
          .body.status,
      ).toBe(200);
      expect((await held('FER-0017')).disponible).toBe(0);
      await s.api.post(s.admin, '/epedido', { idpedido: p.idpedido });
      expect((await held('FER-0017')).disponible).toBe(free);
    });

    test('annulling the nota de venta that invoiced an order gives the order back its pending units and reservation', async () => {
      const p = (await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', '2', '35.40')])).body.detalles;
      const start = await held('FER-0016');
      const nv = (
        await sale(p.idpedido, [line(s, 'FER-0016', '2', '35.40', { iddetalle_pedido: p.detalles[0].iddetalle })])
      ).body.detalles;
      let read = (await s.api.get(s.admin, `/cpedido/${p.idpedido}`)).body.detalles;
      expect([read.estado, read.detalles[0].reservado]).toEqual([3, '0.0000']);
      const annulled = await s.api.post(s.admin, '/cfacturacion', {
        idventa: nv.idventa,
        estado_venta: 0,
        motivo: 'Error de digitación',
      });
      expect(annulled.body.status).toBe(200);
      read = (await s.api.get(s.admin, `/cpedido/${p.idpedido}`)).body.detalles;
      expect(read).toMatchObject({ estado: 1, pendiente: '70.80' });
      expect(read.detalles[0]).toMatchObject({ facturada: '0.0000', pendiente: '2.0000', reservado: '2.0000' });
      expect(read.ventas).toEqual([expect.objectContaining({ idventa: nv.idventa, estado_venta: 0 })]);
      const end = await held('FER-0016');
      expect([end.stock, end.comprometido]).toEqual([start.stock, start.comprometido]);
    });

    test('rcpedido with idpedido replaces an open order; once invoiced in part it is refused', async () => {
      const p = (await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', '2', '35.40')])).body.detalles;
      const start = await held('FER-0016');
      const replaced = await order({ idpedido: p.idpedido, idpersona: s.person(DNI) }, [
        line(s, 'FER-0016', '1', '30.00'),
        line(s, 'FER-0017', '1', '24.90'),
      ]);
      expect(replaced.body).toMatchObject({
        status: 200,
        mensaje: `Pedido ${p.documento} actualizado correctamente`,
        detalles: { idpedido: p.idpedido, cliente_documento: DNI, total: '54.90' },
      });
      expect(start.comprometido - (await held('FER-0016')).comprometido).toBe(1);
      const r = replaced.body.detalles;
      expect(
        (
          await sale(p.idpedido, [line(s, 'FER-0016', '1', '30.00', { iddetalle_pedido: r.detalles[0].iddetalle })], {
            idpersona: s.person(DNI),
          })
        ).body.status,
      ).toBe(200);
      const refused = await order({ idpedido: p.idpedido, idpersona: s.person(DNI) }, [
        line(s, 'FER-0016', '1', '30.00'),
      ]);
      expect(refused.body.mensaje).toBe(
        `El pedido ${p.documento} ya tiene líneas facturadas: agregue o quite líneas pendientes una por una`,
      );
      const invoicedLine = await s.api.post(s.admin, '/eproductopedido', {
        idpedido: p.idpedido,
        iddetalle: r.detalles[0].iddetalle,
      });
      expect(invoicedLine.body.mensaje).toMatch(/ya fue facturado en parte: no se quita del pedido$/);
    });

    test('serials are reserved (they stay in stock) and released by the annulment', async () => {
      const [free] = await queryRows<{ serie: string }>(
        s.t.db,
        sql`select ps.serie from producto_serie ps where ps.producto_id = ${s.ids.product('FER-0014')} and ps.idalmacen = ${s.principal} and ps.disponible
           and not exists (select 1 from producto_serie_relacion r where r.idserieproducto = ps.idserieproducto and r.tipo = 'pedido') order by ps.serie limit 1`,
      );
      const p = (
        await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0014', '1', '289.90', { series: [free!.serie] })])
      ).body.detalles;
      expect(p.detalles[0]).toMatchObject({ series: [free!.serie], control_serie: true });
      const [kept] = await queryRows<{ disponible: boolean }>(
        s.t.db,
        sql`select disponible from producto_serie where serie = ${free!.serie}`,
      );
      expect(kept!.disponible).toBe(true);
      await s.api.post(s.admin, '/epedido', { idpedido: p.idpedido });
      expect((await s.api.get(s.admin, `/productospedido/${p.idpedido}`)).body.detalles[0].series).toEqual([]);
    });

    test('consumption notes (CS): a note opened on the order, its lines at the warehouse CS price', async () => {
      const agua = s.ids.product('FER-0017');
      const enabled = await s.api.post(s.admin, '/rpncm', {
        producto_id: agua,
        idalmacen: s.principal,
        categoria: 'CS',
        precio: '5.90',
      });
      expect(enabled.body.status).toBe(200);
      const p = (await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', '1', '35.40')])).body.detalles;
      const noted = await s.api.post(s.admin, '/rdpedido', {
        idpedido: p.idpedido,
        nota_consumo: true,
        referencia: 'Habitación 204',
        detalle: { producto_id: agua, unidad_medida_id: s.ids.unit('UND'), cantidad: '2' },
      });
      expect(noted.body.status).toBe(200);
      const d = noted.body.detalles;
      expect(d.notas_consumo).toEqual([
        expect.objectContaining({ categoria: 'CS', referencia: 'Habitación 204', lineas: 1, total: '11.80' }),
      ]);
      expect(d.detalles[1]).toMatchObject({
        precio_unitario: '5.900000',
        importe: '11.80',
        pedido_nota_consumo_maestro_id: d.notas_consumo[0].pedido_nota_consumo_maestro_id,
      });
      expect(d.total).toBe('47.20');
      const notEnabled = await s.api.post(s.admin, '/rdpedido', {
        idpedido: p.idpedido,
        nota_consumo: true,
        detalle: line(s, 'FER-0013', '1', '23.60'),
      });
      expect(notEnabled.body.mensaje).toBe(
        'Línea 3: el producto no está habilitado para notas de consumo (categoría CS) en el almacén del pedido',
      );
      expect((await s.api.get(s.admin, `/cpedido/${p.idpedido}`)).body.detalles.notas_consumo).toHaveLength(1);
    });

    test('rpedidodeproforma: the quote becomes an order (reserved), the proforma converted with it; a second conversion refused', async () => {
      const quoted = (
        await s.api.post(s.admin, '/rproformaform', {
          proforma: { idmoneda: 1, idpersona: s.person(RUC) },
          detalles: [line(s, 'FER-0016', '2', '35.40'), line(s, 'FER-0014', '1', '289.90')],
        })
      ).body;
      expect(quoted.status).toBe(200);
      const start = await held('FER-0016');
      const { body } = await s.api.post(s.admin, '/rpedidodeproforma', { idproforma: quoted.detalles.idproforma });
      expect(body).toMatchObject({
        status: 200,
        detalles: {
          idproforma: quoted.detalles.idproforma,
          total: quoted.detalles.total,
          estado: 1,
          cliente_documento: RUC,
        },
      });
      expect(body.mensaje).toBe(`Pedido ${body.detalles.documento} registrado desde la proforma`);
      // 2 × 35.40 + 289.90 = 360.70, as quoted; the serial product is reserved without serials (chosen when invoicing).
      expect(body.detalles.total).toBe('360.70');
      expect((await held('FER-0016')).comprometido - start.comprometido).toBe(2);
      const proforma = (await s.api.get(s.admin, `/cproforma/${quoted.detalles.idproforma}`)).body.detalles;
      expect(proforma).toMatchObject({ estado: 2, idpedido: body.detalles.idpedido });
      const before = await counts();
      const again = await s.api.post(s.admin, '/rpedidodeproforma', { idproforma: quoted.detalles.idproforma });
      expect(again.body).toMatchObject({
        status: 400,
        mensaje: expect.stringMatching(/ya fue convertida en un pedido$/),
      });
      expect((await s.api.post(s.admin, '/rpedidodeproforma', { idproforma: 999999 })).body.mensaje).toBe(
        'La proforma no existe o fue eliminada',
      );
      expect(await counts()).toEqual(before);
    });

    test('ppedido prints the saved order; enviapedidocorreo attaches its PDF (outbox without SMTP)', async () => {
      const p = (await order({ idpersona: s.person(RUC) }, [line(s, 'FER-0016', '2', '35.40')])).body.detalles;
      const pdf = await s.t.call(s.admin, { method: 'GET', url: `/api/ppedido/${p.idpedido}` });
      expect(pdf.res.headers['content-type']).toContain('application/pdf');
      const text = pdfText(pdf.res.rawPayload);
      expect(text).toContain(p.documento);
      expect(text).toContain('70.80');
      expect(text).toContain('Abierto');
      expect((await s.t.call(s.admin, { method: 'GET', url: '/api/ppedido/999999' })).body).toMatchObject({
        status: 400,
        mensaje: 'El pedido no existe o fue eliminado',
      });
      const mail = await s.api.post(s.admin, '/enviapedidocorreo', {
        idpedido: p.idpedido,
        correo: 'cliente@empresa.pe',
      });
      expect(mail.body.status).toBe(200);
      expect(mail.body.detalles).toMatchObject({
        para: 'cliente@empresa.pe',
        estado: 'bandeja',
        adjuntos: [`${p.documento}.pdf`],
      });
      const read = (await s.api.get(s.admin, `/cpedido/${p.idpedido}`)).body.detalles;
      expect(read.correos).toEqual([
        expect.objectContaining({ para: 'cliente@empresa.pe', estado: mail.body.detalles.estado }),
      ]);
    });
  });
}
