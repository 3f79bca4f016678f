import { and, asc, eq, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { dec } from '@trade/money';
import {
  ORDER_ANNULLED,
  ORDER_INVOICED,
  ORDER_OPEN,
  type OrderAddLineBody,
  type OrderAnnulBody,
  type OrderBody,
  type OrderDetail,
  type OrderLineBody,
  type OrderRemoveLineBody,
  type SaleLineBody,
} from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, pedido, pedidoDetalle, pedidoNotaConsumoMaestro } from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { checkDate, exchangeRateOf, type SerialWords } from '../../core/documents.js';
import { computeSale, pricedLineValues, resolveSaleLines, type ComputedLine, type SaleLine } from './sale-lines.js';
import { clientOf } from './sale-rules.js';
import type { SaleActor } from './sale-rules.js';
import { orderStock } from './order-stock.js';
import type { StockDoor } from './doors.js';
import { orderNumber, type OrdersRepository } from './orders.repository.js';
import { lockOpenProforma, markProformaConverted } from './proforma-conversion.js';

/**
 * Order writes, each ONE transaction: the lines priced by the shared tax engine (the sale's
 * `resolveSaleLines` and `computeSale`), the stock of their stocked lines reserved in the order's
 * warehouse (never more than the stock less what other orders hold), their serials reserved. An
 * annulment or a removed line releases what it held; what was invoiced stays with its sales.
 */
const ORDER_WORDS: SerialWords = { ask: 'elija', given: 'se eligieron', where: 'el pedido' };
const ORDER_RATE_WORDS = { currencies: 'Los pedidos se registran', document: 'el pedido' };
const CS = 'CS';

type Order = typeof pedido.$inferSelect;

export function ordersService(db: Database, reads: OrdersRepository, stock: StockDoor) {
  const { reserve, reserveSerials, release } = orderStock(stock);
  /** The chosen warehouse, or the default one of the user's branch. */
  async function warehouseOf(tx: Executor, idalmacen: number | null | undefined, actor: SaleActor) {
    if (!idalmacen && !actor.idsucursal) throw new BusinessError('Elija el almacén del pedido');
    const [row] = idalmacen
      ? await tx.select().from(almacen).where(eq(almacen.idalmacen, idalmacen))
      : await tx
          .select()
          .from(almacen)
          .where(and(eq(almacen.idsucursal, actor.idsucursal!), eq(almacen.estado, 1)))
          .orderBy(sql`${almacen.predeterminado} desc`, asc(almacen.idalmacen))
          .limit(1);
    if (!row)
      throw new BusinessError(
        idalmacen ? 'El almacén no existe o fue eliminado' : 'Su sucursal no tiene un almacén activo',
      );
    if (row.estado !== 1) throw new BusinessError(`El almacén ${row.nombre} está desactivado`);
    return row;
  }

  async function lockOrder(tx: Executor, idpedido: number): Promise<Order> {
    const [row] = await tx.select().from(pedido).where(eq(pedido.idpedido, idpedido)).for('update');
    if (!row) throw notFound('El pedido');
    return row;
  }

  function checkWritable(order: Order) {
    const doc = orderNumber(order.idpedido);
    if (order.estado === ORDER_ANNULLED) throw new BusinessError(`El pedido ${doc} está anulado`);
    if (order.estado === ORDER_INVOICED) throw new BusinessError(`El pedido ${doc} ya fue facturado por completo`);
  }

  /** A consumption-note line takes the CS price of the warehouse when none is typed; any other line needs its price. */
  async function pricedLine(
    tx: Executor,
    line: OrderLineBody,
    idalmacen: number,
    consumption: boolean,
    n: number,
  ): Promise<SaleLineBody> {
    let precio = line.precio_unitario;
    if (consumption) {
      const [cs] = await queryRows<{ precio: string }>(
        tx,
        sql`select precio::text from producto_nota_consumo where producto_id = ${line.producto_id} and idalmacen = ${idalmacen} and categoria = ${CS}`,
      );
      if (!cs)
        throw new BusinessError(
          `Línea ${n}: el producto no está habilitado para notas de consumo (categoría ${CS}) en el almacén del pedido`,
        );
      precio ??= cs.precio;
    }
    if (precio === undefined) throw new BusinessError(`Línea ${n}: indique el precio unitario`);
    return { ...line, precio_unitario: precio };
  }

  /** The stored lines as the engine's input (their totals are recomputed with a new or removed line). */
  async function storedLines(tx: Executor, idpedido: number): Promise<(SaleLine & { iddetalle: number })[]> {
    const rows = await queryRows<SaleLine & { iddetalle: number }>(
      tx,
      sql`select d.iddetalle, d.item, d.producto_id, p.codigo_producto, d.descripcion, d.unidad_medida_id, um.abreviatura, um.codigo_sunat, d.factor::text as factor,
                 d.cantidad::text as cantidad, d.cantidad_base::text as cantidad_base, d.precio_unitario::text as precio_unitario, d.descuento::text as descuento,
                 d.tipo_afectacion, d.gratuito, d.icbper, d.isc_sistema, d.isc_tasa::text as isc_tasa, d.isc_precio_sugerido::text as isc_precio_sugerido,
                 (not p.servicio and p.control_stock) as stocked, (p.control_serie and not p.servicio and p.control_stock) as control_serie
            from pedido_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idpedido = ${idpedido} order by d.item`,
    );
    return rows.map((r) => ({ ...r, series: [] }));
  }

  const lineValues = (idpedido: number, l: ComputedLine, noteId: number | null = null) => ({
    idpedido,
    ...pricedLineValues(l),
    pedido_nota_consumo_maestro_id: noteId,
  });

  /** Inserts lines, then reserves their stocked units and serials. */
  async function insertLines(
    tx: Executor,
    order: { idpedido: number; idalmacen: number },
    lines: ComputedLine[],
    noteId: number | null = null,
  ) {
    const inserted = await tx
      .insert(pedidoDetalle)
      .values(lines.map((l) => lineValues(order.idpedido, l, noteId)))
      .returning({ id: pedidoDetalle.iddetalle });
    const stocked = lines.map((l, i) => ({ l, id: inserted[i]!.id })).filter((x) => x.l.stocked);
    await reserve(
      tx,
      order.idalmacen,
      stocked.map(({ l, id }) => ({
        iddetalle: id,
        producto_id: l.producto_id,
        denominacion: l.descripcion,
        abreviatura: l.abreviatura,
        cantidad: dec(l.cantidad_base),
      })),
    );
    for (const { l, id } of stocked)
      await reserveSerials(tx, order.idpedido, order.idalmacen, {
        iddetalle: id,
        producto_id: l.producto_id,
        descripcion: l.descripcion,
        series: l.series,
      });
  }

  async function retotal(tx: Executor, order: Order) {
    const lines = await storedLines(tx, order.idpedido);
    if (!lines.length) throw new BusinessError('El pedido debe tener al menos una línea; anúlelo en su lugar');
    const computed = computeSale(order.fecha, lines, order.descuento_global);
    const { descuento_global: _g, ...totals } = computed.totals;
    await tx
      .update(pedido)
      .set({ ...totals, actualizado: new Date() })
      .where(eq(pedido.idpedido, order.idpedido));
  }

  const service = {
    lockOrder,

    /** rcpedido: a new order, or the replacement of an open one nothing of which was invoiced. */
    async save(
      input: OrderBody,
      tx: Executor,
      actor: SaleActor,
      from: { idproforma?: number } = {},
    ): Promise<OrderDetail> {
      const h = input.pedido;
      const fecha = h.fecha ?? todayLima();
      checkDate(fecha);
      if (h.fecha_entrega && h.fecha_entrega < fecha)
        throw new BusinessError('La fecha de entrega no puede ser anterior a la fecha del pedido');
      const previous = h.idpedido ? await lockOrder(tx, h.idpedido) : null;
      if (previous) {
        checkWritable(previous);
        if (previous.estado !== ORDER_OPEN)
          throw new BusinessError(
            `El pedido ${orderNumber(previous.idpedido)} ya tiene líneas facturadas: agregue o quite líneas pendientes una por una`,
          );
      }
      const store = await warehouseOf(tx, h.idalmacen, actor);
      const client = await clientOf(tx, h.idpersona);
      const rate = await exchangeRateOf(tx, h.idmoneda, h.tipo_cambio, fecha, ORDER_RATE_WORDS);
      const priced: SaleLineBody[] = [];
      for (const [i, l] of input.detalles.entries())
        priced.push(await pricedLine(tx, l, store.idalmacen, false, i + 1));
      // An order made from a proforma names no serials yet (a quote has none): they are chosen when invoicing.
      const computed = computeSale(
        fecha,
        await resolveSaleLines(tx, priced, { words: ORDER_WORDS, serials: !from.idproforma }),
        h.descuento_global ?? '0',
      );
      const header = {
        idsucursal: store.idsucursal,
        idalmacen: store.idalmacen,
        idpersona: client.idpersona,
        fecha,
        fecha_entrega: h.fecha_entrega ?? null,
        idmoneda: h.idmoneda,
        tipo_cambio: rate,
        ...computed.totals,
        observaciones: blankToNull(h.observaciones),
        actualizado: new Date(),
      };
      let idpedido: number;
      if (previous) {
        idpedido = previous.idpedido;
        await release(tx, idpedido);
        await tx.delete(pedidoDetalle).where(eq(pedidoDetalle.idpedido, idpedido));
        await tx.update(pedido).set(header).where(eq(pedido.idpedido, idpedido));
      } else {
        const [created] = await tx
          .insert(pedido)
          .values({ ...header, idusuario: actor.idusuario, idproforma: from.idproforma ?? null })
          .returning({ id: pedido.idpedido });
        idpedido = created!.id;
      }
      await insertLines(tx, { idpedido, idalmacen: store.idalmacen }, computed.lines);
      return reads.get(idpedido, tx);
    },

    /**
     * rpedidodeproforma: an open, unexpired proforma (locked first, so it converts once) becomes an order
     * with its client, currency, rate, global discount and lines as quoted; the stock is reserved as on
     * rcpedido and the proforma is marked converted with this order, all in one transaction.
     */
    async fromProforma(idproforma: number, tx: Executor, actor: SaleActor): Promise<OrderDetail> {
      const quote = await lockOpenProforma(tx, idproforma);
      const lines = await queryRows<OrderLineBody & { descuento: string }>(
        tx,
        sql`select producto_id, unidad_medida_id, cantidad::text as cantidad, precio_unitario::text as precio_unitario, descuento::text as descuento,
                   tipo_afectacion, gratuito, icbper, descripcion
              from proforma_detalle where idproforma = ${idproforma} order by item`,
      );
      const documento = `${quote.serie}-${String(quote.numero).padStart(8, '0')}`;
      const order = await service.save(
        {
          pedido: {
            idpersona: quote.idpersona,
            idmoneda: quote.idmoneda,
            tipo_cambio: quote.tipo_cambio,
            descuento_global: quote.descuento_global,
            observaciones: [`Desde la proforma ${documento}`, quote.observaciones]
              .filter(Boolean)
              .join('. ')
              .slice(0, 500),
          },
          detalles: lines,
        },
        tx,
        actor,
        { idproforma },
      );
      await markProformaConverted(tx, idproforma, { idpedido: order.idpedido });
      return order;
    },

    /** rdpedido: one line more (reserved), on a consumption note of the order when asked. */
    async addLine(input: OrderAddLineBody, tx: Executor, actor: SaleActor): Promise<OrderDetail> {
      const order = await lockOrder(tx, input.idpedido);
      checkWritable(order);
      let noteId: number | null = null;
      if (input.pedido_nota_consumo_maestro_id) {
        const [note] = await tx
          .select()
          .from(pedidoNotaConsumoMaestro)
          .where(eq(pedidoNotaConsumoMaestro.pedido_nota_consumo_maestro_id, input.pedido_nota_consumo_maestro_id));
        if (!note || note.idpedido !== order.idpedido)
          throw new BusinessError('La nota de consumo no es de este pedido');
        noteId = note.pedido_nota_consumo_maestro_id;
      } else if (input.nota_consumo) {
        const [note] = await tx
          .insert(pedidoNotaConsumoMaestro)
          .values({
            idpedido: order.idpedido,
            idalmacen: order.idalmacen,
            categoria: CS,
            referencia: blankToNull(input.referencia),
            idusuario: actor.idusuario,
          })
          .returning({ id: pedidoNotaConsumoMaestro.pedido_nota_consumo_maestro_id });
        noteId = note!.id;
      }
      const stored = await storedLines(tx, order.idpedido);
      const [typed] = await resolveSaleLines(
        tx,
        [await pricedLine(tx, input.detalle, order.idalmacen, noteId !== null, stored.length + 1)],
        { words: ORDER_WORDS },
      );
      const line = { ...typed!, item: Math.max(0, ...stored.map((l) => l.item)) + 1 };
      const computed = computeSale(order.fecha, [...stored, line], order.descuento_global);
      await insertLines(tx, order, [computed.lines[computed.lines.length - 1]!], noteId);
      await retotal(tx, order);
      return reads.get(order.idpedido, tx);
    },

    /** eproductopedido: a line nothing of which was invoiced leaves the order, with its reservation. */
    async removeLine(input: OrderRemoveLineBody, tx: Executor): Promise<OrderDetail> {
      const order = await lockOrder(tx, input.idpedido);
      checkWritable(order);
      const [line] = await tx.select().from(pedidoDetalle).where(eq(pedidoDetalle.iddetalle, input.iddetalle));
      if (!line || line.idpedido !== order.idpedido) throw notFound('La línea del pedido');
      if (dec(line.facturada).gt(0))
        throw new BusinessError(`${line.descripcion} ya fue facturado en parte: no se quita del pedido`);
      await release(tx, order.idpedido, line.iddetalle);
      await tx.delete(pedidoDetalle).where(eq(pedidoDetalle.iddetalle, line.iddetalle));
      await retotal(tx, order);
      return reads.get(order.idpedido, tx);
    },

    /** epedido: annuls the order; its reservations and serials are released, what was invoiced stays with its sales. */
    async annul(input: OrderAnnulBody, tx: Executor, actor: SaleActor): Promise<OrderDetail> {
      const order = await lockOrder(tx, input.idpedido);
      checkWritable(order);
      await release(tx, order.idpedido);
      await tx
        .update(pedido)
        .set({
          estado: ORDER_ANNULLED,
          motivo_anulacion: blankToNull(input.motivo),
          anulado: new Date(),
          idusuario_anula: actor.idusuario,
          actualizado: new Date(),
        })
        .where(eq(pedido.idpedido, order.idpedido));
      return reads.get(order.idpedido, tx);
    },
  };
  return service;
}
export type OrdersService = ReturnType<typeof ordersService>;
