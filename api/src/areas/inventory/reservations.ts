import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Base units that open orders (open or partly delivered) reserve of a product in a warehouse, as
 * an SQL number: the kardex's "comprometido" and the line hints' free stock. `exceptOrder`'s own
 * reservations are left out (the order a sale invoices). Orders write them: billing-cpe/order-stock.ts.
 */
export const reservedUnits = (producto_id: AnyColumn | SQL | number, idalmacen: number, exceptOrder?: number) =>
  sql<string>`coalesce((select sum(d.reservado) from pedido_detalle d join pedido o on o.idpedido = d.idpedido
                         where d.producto_id = ${producto_id} and d.reservado > 0 and o.idalmacen = ${idalmacen} and o.estado in (1, 2)
                           ${exceptOrder ? sql`and o.idpedido <> ${exceptOrder}` : sql``}), 0)`;
