import type { FastifyInstance } from 'fastify';
import type { ProformaDetail } from '@trade/contracts/billing-cpe';
import { branchCompanyHeader, type CompanyHeader } from '../../print/index.js';
import type { ProformaData } from './proformas.templates.js';

/**
 * What the proforma prints (pproforma 80 mm, pproformaa4) are made of: the SAVED proforma (never
 * the screen's copy) with its branch's company header. A converted proforma says what it became; an
 * expired one says so, so a printed copy is never taken for a live offer.
 */
export function proformaPrints(app: FastifyInstance) {
  const company = (idsucursal: number) => branchCompanyHeader(app.db, app.config.dataDir, idsucursal);

  function proformaData(p: ProformaDetail, header: CompanyHeader): ProformaData {
    const notes = [
      ...(p.situacion === 'convertida'
        ? [p.venta_documento ? `CONVERTIDA EN LA VENTA ${p.venta_documento}` : `CONVERTIDA EN EL PEDIDO ${p.idpedido}`]
        : []),
      ...(p.situacion === 'vencida' ? ['PROFORMA VENCIDA'] : []),
      ...(p.observaciones ? [p.observaciones] : []),
    ];
    return {
      empresa: header,
      serie: p.serie,
      numero: p.numero,
      fechaEmision: p.fecha,
      validaHasta: p.fecha_validez,
      moneda: p.moneda === 'USD' ? 'USD' : 'PEN',
      cliente: {
        nombre: p.cliente,
        tipoDocumento: p.cliente_tipo_documento,
        numeroDocumento: p.cliente_documento,
        direccion: p.cliente_direccion,
        email: p.cliente_email,
      },
      items: p.detalles.map((l) => ({
        codigo: l.codigo_producto,
        descripcion: l.gratuito ? `${l.descripcion} (GRATUITO)` : l.descripcion,
        unidad: l.abreviatura,
        cantidad: l.cantidad,
        precioUnitario: l.gratuito ? '0.00' : l.precio_unitario,
        descuento: l.descuento,
        importe: l.gratuito ? '0.00' : l.importe,
      })),
      totales: {
        gravada: p.gravadas,
        exonerada: p.exoneradas,
        inafecta: p.inafectas,
        gratuita: p.gratuitas,
        descuento: p.descuentos,
        igv: p.igv,
        isc: p.isc,
        icbper: p.icbper,
        total: p.total,
      },
      formaPago: p.forma_pago,
      tiempoEntrega: p.tiempo_entrega,
      vendedor: p.usuario,
      condiciones: (p.condiciones ?? '')
        .split('\n')
        .map((c) => c.trim())
        .filter(Boolean),
      observaciones: notes,
    };
  }

  return {
    /** The data of pproforma / pproformaa4, or undefined when the proforma does not exist. */
    async proforma(idproforma: number): Promise<ProformaData | undefined> {
      const p = await app.billing.proformas.get(idproforma).catch(() => undefined);
      const header = p && (await company(p.idsucursal));
      return p && header ? proformaData(p, header) : undefined;
    },
  };
}
