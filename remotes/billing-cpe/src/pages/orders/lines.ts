import { dec } from '@trade/money';
import type { OrderLineRow } from '@trade/contracts/billing-cpe';
import { lineKey, type DocLine } from '@trade/ui';

/*
 * An order line on the document kit, and the pending part of it that a sale invoices: the sale
 * screen opened from an order (/sales?documento=nuevo&pedido=15) gets one line per pending order
 * line, at the order's price, its discount in proportion, its reserved serials, and the order line's
 * id (`extra.iddetalle_pedido`) so the sale records what it invoiced.
 */
const plain = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '' : dec(v).toString());

export function orderLine(item: OrderLineRow, cantidad = item.cantidad, descuento = item.descuento): DocLine {
  return {
    key: lineKey(),
    productId: item.producto_id,
    codigo: item.codigo_producto,
    descripcion: item.descripcion,
    tipoAfectacion: item.tipo_afectacion,
    controlaStock: true,
    units: [{ id: item.unidad_medida_id, nombre: item.abreviatura, factor: item.factor, codigoSunat: item.codigo_sunat }],
    unitId: item.unidad_medida_id,
    cantidad: plain(cantidad),
    precio: plain(item.precio_unitario),
    descuento: dec(descuento).isZero() ? '' : plain(descuento),
    // The stored discount is already without IGV (engine code 00).
    extra: {
      series: item.series,
      control_serie: item.control_serie,
      gratuito: item.gratuito,
      icbper: item.icbper,
      descuentoSinIgv: descuento,
      iddetalle: item.iddetalle,
      facturada: item.facturada,
      pendiente: item.pendiente,
      nota: item.pedido_nota_consumo_maestro_id,
    },
  };
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
