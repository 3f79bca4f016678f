import { sql } from 'drizzle-orm';
import { Decimal, dec, fixed } from '@trade/money';
import { ORDER_ANNULLED, ORDER_INVOICED, ORDER_PARTIAL } from '@trade/contracts/billing-cpe';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import { orderNumber } from './orders.repository.js';

/** A consumption note's line still to invoice, priced as the order took it (its discount in proportion). */
export interface PendingNoteLine {
  iddetalle: number;
  producto_id: number;
  unidad_medida_id: number;
  descripcion: string;
  cantidad: string;
  precio_unitario: string;
  descuento: string | null;
  tipo_afectacion: string;
  gratuito: boolean;
  icbper: boolean;
  importe: string;
}
export interface ConsumptionNote {
  pedido_nota_consumo_maestro_id: number;
  idpedido: number;
  pedido: string;
  idsucursal: number;
  idalmacen: number;
  estado_pedido: number;
  referencia: string | null;
  fecha: string;
  lineas: PendingNoteLine[];
  detalle: string;
  importe: string;
}

/**
 * Consumption notes of orders (`pedido_nota_consumo_maestro`, docs/orders.md) invoiced by a sale that
 * another area makes (a stay's check-out: the restaurant's notes charged to the room), of any client.
 * In the seller's transaction: `take` locks the notes' orders (before any stock, as every order
 * write), answers their pending lines and releases their reservation, since the sale that follows
 * takes those units out of the ledger; `record` then says which sale line invoiced which order line
 * (`pedido_venta`), raises `facturada` and moves each order to partly delivered or invoiced. A sale
 * annulled later gives the order its units back through `revertInvoice`, as any order's sale.
 */
export function consumptionNotes(db: Database) {
  async function read(ex: Executor, where: ReturnType<typeof sql>): Promise<ConsumptionNote[]> {
    const rows = await queryRows<
      Omit<ConsumptionNote, 'pedido' | 'lineas' | 'detalle' | 'importe'> & { lineas: PendingNoteLine[] | null }
    >(
      ex,
      sql`select n.pedido_nota_consumo_maestro_id, n.idpedido, p.idsucursal, n.idalmacen, p.estado as estado_pedido, n.referencia,
                 to_char(n.creado at time zone 'America/Lima', 'YYYY-MM-DD HH24:MI') as fecha,
                 (select json_agg(json_build_object(
                           'iddetalle', d.iddetalle, 'producto_id', d.producto_id, 'unidad_medida_id', d.unidad_medida_id,
                           'descripcion', d.descripcion, 'cantidad', (d.cantidad - d.facturada)::numeric(14,4)::text,
                           'precio_unitario', d.precio_unitario::text,
                           'descuento', case when d.descuento > 0 then round(d.descuento * (d.cantidad - d.facturada) / d.cantidad, 2)::text end,
                           'tipo_afectacion', d.tipo_afectacion, 'gratuito', d.gratuito, 'icbper', d.icbper,
                           'importe', round(d.importe * (d.cantidad - d.facturada) / d.cantidad, 2)::text) order by d.item)
                    from pedido_detalle d
                   where d.pedido_nota_consumo_maestro_id = n.pedido_nota_consumo_maestro_id and d.facturada < d.cantidad) as lineas
            from pedido_nota_consumo_maestro n join pedido p on p.idpedido = n.idpedido
           where ${where}
           order by n.pedido_nota_consumo_maestro_id`,
    );
    return rows.map((r) => {
      const lineas = r.lineas ?? [];
      return {
        ...r,
        pedido: orderNumber(r.idpedido),
        lineas,
        detalle: lineas.map((l) => `${dec(l.cantidad).toString()} × ${l.descripcion}`).join(', '),
        importe: fixed(
          lineas.reduce((sum, l) => sum.plus(dec(l.importe)), dec(0)),
          2,
        ),
      };
    });
  }

  /** The notes with these ids, with what each still has to invoice. */
  const byIds = (ids: number[], ex: Executor = db) =>
    ids.length
      ? read(
          ex,
          sql`n.pedido_nota_consumo_maestro_id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        )
      : Promise.resolve([]);

  return {
    byIds,

    /** A branch's notes of open or partly delivered orders with something left to invoice, but those in `except`. */
    async open(idsucursal: number, except: number[], ex: Executor = db) {
      const notes = await read(ex, sql`p.idsucursal = ${idsucursal} and p.estado in (1, 2)`);
      return notes.filter((n) => n.lineas.length && !except.includes(n.pedido_nota_consumo_maestro_id));
    },

    /** Locks the notes' orders (in id order) and answers their pending lines; their reservation is released for the sale. */
    async take(ids: number[], tx: Executor): Promise<ConsumptionNote[]> {
      if (!ids.length) return [];
      const orders = await queryRows<{ idpedido: number; estado: number }>(
        tx,
        sql`select idpedido, estado from pedido
             where idpedido in (select idpedido from pedido_nota_consumo_maestro where pedido_nota_consumo_maestro_id in (${sql.join(
               ids.map((id) => sql`${id}`),
               sql`, `,
             )}))
             order by idpedido for update`,
      );
      for (const o of orders)
        if (o.estado === ORDER_ANNULLED)
          throw new BusinessError(
            `El pedido ${orderNumber(o.idpedido)} de una nota de consumo está anulado; quite la nota de la estancia`,
          );
      const notes = await byIds(ids, tx);
      const lines = notes.flatMap((n) => n.lineas.map((l) => l.iddetalle));
      if (lines.length)
        await tx.execute(
          sql`update pedido_detalle set reservado = 0 where iddetalle in (${sql.join(
            lines.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      return notes;
    },

    /** After the sale: sale line `item` invoiced order line `iddetalle` (all its pending quantity); the orders' states follow. */
    async record(idventa: number, links: { iddetalle: number; item: number; cantidad: string }[], tx: Executor) {
      if (!links.length) return;
      const saleLines = await queryRows<{ iddetalle: number; item: number }>(
        tx,
        sql`select iddetalle, item from venta_detalle where idventa = ${idventa}`,
      );
      const orderOf = await queryRows<{ iddetalle: number; idpedido: number }>(
        tx,
        sql`select iddetalle, idpedido from pedido_detalle where iddetalle in (${sql.join(
          links.map((l) => sql`${l.iddetalle}`),
          sql`, `,
        )})`,
      );
      for (const l of links) {
        const idpedido = orderOf.find((o) => o.iddetalle === l.iddetalle)!.idpedido;
        await tx.execute(
          sql`insert into pedido_venta (idpedido, iddetalle, idventa, iddetalle_venta, cantidad)
              values (${idpedido}, ${l.iddetalle}, ${idventa}, ${saleLines.find((s) => s.item === l.item)!.iddetalle}, ${fixed(dec(l.cantidad), 4)})`,
        );
        await tx.execute(
          sql`update pedido_detalle set facturada = facturada + ${l.cantidad}::numeric, reservado = 0 where iddetalle = ${l.iddetalle}`,
        );
      }
      for (const idpedido of [...new Set(orderOf.map((o) => o.idpedido))]) {
        const [left] = await queryRows<{ pendiente: string }>(
          tx,
          sql`select coalesce(sum(cantidad - facturada), 0)::text as pendiente from pedido_detalle where idpedido = ${idpedido}`,
        );
        await tx.execute(
          sql`update pedido set estado = ${Decimal.max(0, dec(left!.pendiente)).isZero() ? ORDER_INVOICED : ORDER_PARTIAL}, actualizado = now() where idpedido = ${idpedido}`,
        );
      }
    },
  };
}
