import type { FastifyInstance } from 'fastify';
import type { OrderDetail } from '@trade/contracts/billing-cpe';
import { branchCompanyHeader } from '../../print/index.js';
import type { OrderData } from './orders.templates.js';

/**
 * The order print (ppedido) from the saved order, never the screen's copy: its branch's company
 * header, every line with what was invoiced of it, the state and the annulment when there is one.
 */
export function orderPrints(app: FastifyInstance) {
  const company = (idsucursal: number) => branchCompanyHeader(app.db, app.config.dataDir, idsucursal);

  function orderData(order: OrderDetail, header: NonNullable<Awaited<ReturnType<typeof company>>>): OrderData {
    const symbol = order.moneda === 'USD' ? 'US$' : 'S/';
    return {
      empresa: header,
      numero: order.documento,
      fecha: order.fecha,
      cliente: {
        nombre: order.cliente,
        tipoDocumento: order.cliente_tipo_documento,
        numeroDocumento: order.cliente_documento,
        email: order.cliente_email,
        direccion: order.cliente_direccion,
      },
      items: order.detalles.map((l) => ({
        cantidad: l.cantidad,
        descripcion: `${l.descripcion} (${l.abreviatura})${l.series.length ? ` - Series: ${l.series.join(', ')}` : ''}`,
        nota: Number(l.facturada) > 0 ? `Facturado ${Number(l.facturada)} de ${Number(l.cantidad)}` : null,
        precioUnitario: l.gratuito ? '0.00' : l.precio_unitario,
        importe: l.gratuito ? '0.00' : l.importe,
      })),
      total: order.total,
      observaciones: [
        `Estado: ${order.estado_nombre}${order.estado === 0 && order.motivo_anulacion ? ` (${order.motivo_anulacion})` : ''}`,
        ...(order.fecha_entrega ? [`Entrega: ${order.fecha_entrega}`] : []),
        `Moneda: ${order.moneda}${Number(order.isc) ? ` · ISC ${symbol} ${order.isc}` : ''} · IGV ${symbol} ${order.igv} · Total ${symbol} ${order.total}`,
        `Vendedor: ${order.usuario}`,
        ...(order.observaciones ? [order.observaciones] : []),
      ],
    };
  }

  return {
    /** The data of ppedido for an order, or undefined when it does not exist. */
    async order(idpedido: number): Promise<OrderData | undefined> {
      const order = await app.billing.orders.get(idpedido).catch(() => undefined);
      const header = order && (await company(order.idsucursal));
      return order && header ? orderData(order, header) : undefined;
    },
  };
}
