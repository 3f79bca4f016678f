import { dec } from '@trade/money';
import type { OrderLineRow } from '@trade/contracts/billing-cpe';
import type { DocLine } from '@trade/ui';
import { pricedDocLine } from '../sales/priced-line';

/*
 * An order line on the document kit, and the pending part of it that a sale invoices: the sale
 * screen opened from an order (/sales?documento=nuevo&pedido=15) gets one line per pending order
 * line, at the order's price, its discount in proportion, its reserved serials, and the order line's
 * id (`extra.iddetalle_pedido`) so the sale records what it invoiced.
 */

export function orderLine(item: OrderLineRow, cantidad = item.cantidad, descuento = item.descuento): DocLine {
  return pricedDocLine(
    item,
    {
      series: item.series,
      control_serie: item.control_serie,
      iddetalle: item.iddetalle,
      facturada: item.facturada,
      pendiente: item.pendiente,
      nota: item.pedido_nota_consumo_maestro_id,
    },
    cantidad,
    descuento,
  );
}

/** The pending lines of an order as sale lines (each naming the order line it invoices). */
export function pendingSaleLines(lines: OrderLineRow[]): DocLine[] {
  return lines
    .filter((l) => dec(l.pendiente).gt(0))
    .map((l) => {
      const share = dec(l.pendiente).div(dec(l.cantidad));
      const line = orderLine(l, l.pendiente, dec(l.descuento).times(share).toFixed(2));
      // The sale takes the reserved serials when it invoices every pending unit of the line.
      const series = dec(l.pendiente).eq(dec(l.cantidad)) ? l.series : [];
      return { ...line, extra: { ...line.extra, series, iddetalle_pedido: l.iddetalle, iddetalle: undefined } };
    });
}
