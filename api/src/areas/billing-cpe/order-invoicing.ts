import { eq, sql } from 'drizzle-orm';
import { Decimal, dec, fixed } from '@trade/money';
import { ORDER_ANNULLED, ORDER_INVOICED, ORDER_OPEN, ORDER_PARTIAL, type SaleBody } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { pedido, pedidoDetalle, pedidoVenta } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import type { StockDoor } from './doors.js';
import { committedUnits } from './order-stock.js';
import { orderNumber } from './orders.repository.js';

/**
 * A sale that invoices an order (`facturacion.idpedido`, each invoicing line naming its order line in
 * `iddetalle_pedido`), inside the sale's transaction: `lockForInvoice` before the sale takes any stock
 * (the order row first, as every order write does), `recordInvoice` once the sale's lines exist —
 * which sale line invoiced which order line and how much, the reservation of those units released,
 * the serials the sale took no longer reserved, and the order moved to partly delivered or invoiced.
 * Any refusal rolls the whole sale back.
 */
export async function lockForInvoice(tx: Executor, input: SaleBody) {
  const idpedido = input.facturacion.idpedido;
  const linked = input.detalles.filter((d) => d.iddetalle_pedido);
  if (!idpedido) {
    if (linked.length) throw new BusinessError('Las líneas de pedido solo se facturan indicando el pedido');
    return null;
  }
  const [order] = await tx.select().from(pedido).where(eq(pedido.idpedido, idpedido)).for('update');
  if (!order) throw notFound('El pedido');
  const doc = orderNumber(order.idpedido);
  if (order.estado === ORDER_ANNULLED) throw new BusinessError(`El pedido ${doc} está anulado`);
  if (order.estado === ORDER_INVOICED) throw new BusinessError(`El pedido ${doc} ya fue facturado por completo`);
  if (!linked.length) throw new BusinessError(`Indique qué líneas del pedido ${doc} factura la venta`);
  return order;
}

export async function recordInvoice(
  tx: Executor,
  order: typeof pedido.$inferSelect,
  input: SaleBody,
  sale: { idventa: number; idpersona: number; idalmacen: number },
) {
  const doc = orderNumber(order.idpedido);
  if (sale.idpersona !== order.idpersona)
    throw new BusinessError(`La venta debe emitirse al cliente del pedido ${doc}`);
  if (sale.idalmacen !== order.idalmacen)
    throw new BusinessError(`La venta debe salir del almacén del pedido ${doc}, donde está reservado su stock`);
  const orderLines = await tx.select().from(pedidoDetalle).where(eq(pedidoDetalle.idpedido, order.idpedido));
  const saleLines = await queryRows<{ iddetalle: number; item: number }>(
    tx,
    sql`select iddetalle, item from venta_detalle where idventa = ${sale.idventa}`,
  );
  const invoiced = new Map<number, Decimal>();
  const links: (typeof pedidoVenta.$inferInsert)[] = [];
  for (const [i, d] of input.detalles.entries()) {
    if (!d.iddetalle_pedido) continue;
    const line = orderLines.find((l) => l.iddetalle === d.iddetalle_pedido);
    if (!line) throw new BusinessError(`Línea ${i + 1}: no es una línea del pedido ${doc}`);
    if (line.producto_id !== d.producto_id || line.unidad_medida_id !== d.unidad_medida_id)
      throw new BusinessError(`Línea ${i + 1}: debe ser ${line.descripcion} en la unidad del pedido`);
    const total = (invoiced.get(line.iddetalle) ?? dec(0)).plus(dec(d.cantidad));
    const pending = dec(line.cantidad).minus(dec(line.facturada));
    if (total.gt(pending))
      throw new BusinessError(
        `Línea ${i + 1}: del pedido quedan ${pending.toString()} por facturar de ${line.descripcion}`,
      );
    invoiced.set(line.iddetalle, total);
    links.push({
      idpedido: order.idpedido,
      iddetalle: line.iddetalle,
      idventa: sale.idventa,
      iddetalle_venta: saleLines.find((s) => s.item === i + 1)!.iddetalle,
      cantidad: fixed(dec(d.cantidad), 4),
    });
  }
  await tx.insert(pedidoVenta).values(links);
  let complete = true;
  for (const line of orderLines) {
    const facturada = dec(line.facturada).plus(invoiced.get(line.iddetalle) ?? 0);
    const left = dec(line.cantidad).minus(facturada);
    if (left.gt(0)) complete = false;
    if (!invoiced.has(line.iddetalle)) continue;
    // What is still pending stays reserved (only lines that held stock hold it).
    const reservado = dec(line.reservado).gt(0) ? Decimal.max(0, left.times(dec(line.factor))) : dec(0);
    await tx
      .update(pedidoDetalle)
      .set({ facturada: fixed(facturada, 4), reservado: fixed(reservado, 4) })
      .where(eq(pedidoDetalle.iddetalle, line.iddetalle));
  }
  // Serials the sale took are no longer reserved by the order.
  await tx.execute(
    sql`delete from producto_serie_relacion r using producto_serie ps
         where r.tipo = 'pedido' and r.iddocumento = ${order.idpedido} and ps.idserieproducto = r.idserieproducto and not ps.disponible`,
  );
  await tx
    .update(pedido)
    .set({ estado: complete ? ORDER_INVOICED : ORDER_PARTIAL, actualizado: new Date() })
    .where(eq(pedido.idpedido, order.idpedido));
}

/**
 * A sale that invoiced an order is annulled (a nota de venta, or a CPE voided): in its transaction,
 * after its stock came back, the order lines get back what it invoiced, their pending units are
 * reserved again as far as the stock not held by other orders allows, and the order's state follows
 * (open, partly delivered). The `pedido_venta` rows stay: the order shows the sale as annulled.
 */
export async function revertInvoice(stock: StockDoor, tx: Executor, idventa: number) {
  const links = await queryRows<{ idpedido: number; iddetalle: number; cantidad: string }>(
    tx,
    sql`select idpedido, iddetalle, cantidad::text as cantidad from pedido_venta where idventa = ${idventa} order by idpedido, iddetalle`,
  );
  for (const idpedido of [...new Set(links.map((l) => l.idpedido))]) {
    const [order] = await tx.select().from(pedido).where(eq(pedido.idpedido, idpedido)).for('update');
    if (!order) continue;
    for (const l of links.filter((x) => x.idpedido === idpedido)) {
      await tx.execute(
        sql`update pedido_detalle set facturada = greatest(facturada - ${l.cantidad}::numeric, 0) where iddetalle = ${l.iddetalle}`,
      );
    }
    if (order.estado === ORDER_ANNULLED) continue;
    const lines = await queryRows<{
      iddetalle: number;
      producto_id: number;
      pendiente: string;
      facturada: string;
      stocked: boolean;
    }>(
      tx,
      sql`select d.iddetalle, d.producto_id, ((d.cantidad - d.facturada) * d.factor)::text as pendiente, d.facturada::text as facturada, (not p.servicio and p.control_stock) as stocked
            from pedido_detalle d join producto p on p.producto_id = d.producto_id where d.idpedido = ${idpedido}`,
    );
    const touched = new Set(links.filter((x) => x.idpedido === idpedido).map((x) => x.iddetalle));
    const stocked = lines.filter((l) => l.stocked && touched.has(l.iddetalle));
    if (stocked.length) {
      const states = await stock.lock(
        tx,
        stocked.map((l) => ({ producto_id: l.producto_id, idalmacen: order.idalmacen })),
      );
      for (const l of stocked) {
        await tx.execute(sql`update pedido_detalle set reservado = 0 where iddetalle = ${l.iddetalle}`);
        const held = (await committedUnits(tx, order.idalmacen, [l.producto_id])).get(l.producto_id) ?? dec(0);
        const free = Decimal.max(
          0,
          (states.get(`${l.producto_id}:${order.idalmacen}`)?.cantidad ?? dec(0)).minus(held),
        );
        await tx
          .update(pedidoDetalle)
          .set({ reservado: fixed(Decimal.min(dec(l.pendiente), free), 4) })
          .where(eq(pedidoDetalle.iddetalle, l.iddetalle));
      }
    }
    const none = lines.every((l) => dec(l.facturada).isZero());
    const all = lines.every((l) => dec(l.pendiente).isZero());
    await tx
      .update(pedido)
      .set({ estado: none ? ORDER_OPEN : all ? ORDER_INVOICED : ORDER_PARTIAL, actualizado: new Date() })
      .where(eq(pedido.idpedido, idpedido));
  }
}
