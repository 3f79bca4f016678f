import { eq, sql } from 'drizzle-orm';
import { Decimal, dec, fixed } from '@trade/money';
import { ORDER_ANNULLED, ORDER_INVOICED, ORDER_PARTIAL, type SaleBody } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { pedido, pedidoDetalle, pedidoVenta } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
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

export async function recordInvoice(tx: Executor, order: typeof pedido.$inferSelect, input: SaleBody, sale: { idventa: number; idpersona: number; idalmacen: number }) {
  const doc = orderNumber(order.idpedido);
  if (sale.idpersona !== order.idpersona) throw new BusinessError(`La venta debe emitirse al cliente del pedido ${doc}`);
  if (sale.idalmacen !== order.idalmacen) throw new BusinessError(`La venta debe salir del almacén del pedido ${doc}, donde está reservado su stock`);
  const orderLines = await tx.select().from(pedidoDetalle).where(eq(pedidoDetalle.idpedido, order.idpedido));
  const saleLines = await queryRows<{ iddetalle: number; item: number }>(tx, sql`select iddetalle, item from venta_detalle where idventa = ${sale.idventa}`);
  const invoiced = new Map<number, Decimal>();
  const links: (typeof pedidoVenta.$inferInsert)[] = [];
  for (const [i, d] of input.detalles.entries()) {
    if (!d.iddetalle_pedido) continue;
    const line = orderLines.find((l) => l.iddetalle === d.iddetalle_pedido);
    if (!line) throw new BusinessError(`Línea ${i + 1}: no es una línea del pedido ${doc}`);
    if (line.producto_id !== d.producto_id || line.unidad_medida_id !== d.unidad_medida_id) throw new BusinessError(`Línea ${i + 1}: debe ser ${line.descripcion} en la unidad del pedido`);
    const total = (invoiced.get(line.iddetalle) ?? dec(0)).plus(dec(d.cantidad));
    const pending = dec(line.cantidad).minus(dec(line.facturada));
    if (total.gt(pending)) throw new BusinessError(`Línea ${i + 1}: del pedido quedan ${pending.toString()} por facturar de ${line.descripcion}`);
    invoiced.set(line.iddetalle, total);
    links.push({ idpedido: order.idpedido, iddetalle: line.iddetalle, idventa: sale.idventa, iddetalle_venta: saleLines.find((s) => s.item === i + 1)!.iddetalle, cantidad: fixed(dec(d.cantidad), 4) });
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
    await tx.update(pedidoDetalle).set({ facturada: fixed(facturada, 4), reservado: fixed(reservado, 4) }).where(eq(pedidoDetalle.iddetalle, line.iddetalle));
  }
  // Serials the sale took are no longer reserved by the order.
  await tx.execute(
    sql`delete from producto_serie_relacion r using producto_serie ps
         where r.tipo = 'pedido' and r.iddocumento = ${order.idpedido} and ps.idserieproducto = r.idserieproducto and not ps.disponible`,
  );
  await tx.update(pedido).set({ estado: complete ? ORDER_INVOICED : ORDER_PARTIAL, actualizado: new Date() }).where(eq(pedido.idpedido, order.idpedido));
}
