import type { FastifyInstance } from 'fastify';
import {
  globalChargeName,
  type SaleDetail,
  type SalesReport,
  type SalesReportBody,
} from '@trade/contracts/billing-cpe';
import { empresa } from '../../db/schema/index.js';
import { branchCompanyHeader, renderDocument, type CompanyHeader, type PrintDocument } from '../../print/index.js';
import type { SaleData } from './sales.templates.js';

/**
 * What the sale prints are made of: the saved sale (never the screen's copy), its company and branch
 * header, and — once its CPE is signed — the hash the QR and the legend carry. An annulled sale
 * prints with its annulment noted; a sale whose CPE was reverted prints without QR until signed again.
 */
export function salePrints(app: FastifyInstance) {
  const company = (idsucursal: number) => branchCompanyHeader(app.db, app.config.dataDir, idsucursal);

  function saleData(sale: SaleDetail, header: CompanyHeader): SaleData {
    const notes = [
      ...(sale.estado_venta === 0 ? [`ANULADA${sale.motivo_anulacion ? `: ${sale.motivo_anulacion}` : ''}`] : []),
      ...(sale.observaciones ? [sale.observaciones] : []),
      ...(sale.detraccion
        ? [
            `Operación sujeta al Sistema de Pago de Obligaciones Tributarias con el Gobierno Central: detracción ${sale.detraccion_porcentaje}% (S/ ${sale.detraccion_monto}), cuenta del Banco de la Nación ${sale.detraccion_cuenta}`,
          ]
        : []),
      ...(sale.cpe && ['rechazado', 'invalido'].includes(sale.cpe.estado)
        ? [`Comprobante ${sale.cpe.estado} por SUNAT: ${sale.cpe.descripcion_respuesta ?? sale.cpe.ultimo_error ?? ''}`]
        : []),
    ];
    return {
      empresa: header,
      tipo: sale.codigo_comprobante as '01' | '03' | 'NV',
      serie: sale.serie,
      numero: sale.numero,
      fechaEmision: sale.fecha,
      fechaVencimiento: sale.fecha_vencimiento,
      moneda: sale.moneda === 'USD' ? 'USD' : 'PEN',
      cliente: {
        nombre: sale.cliente,
        tipoDocumento: sale.cliente_tipo_documento,
        numeroDocumento: sale.cliente_documento,
        direccion: sale.cliente_direccion,
        email: sale.cliente_email,
      },
      items: sale.detalles.map((l) => ({
        codigo: l.codigo_producto,
        descripcion: l.gratuito
          ? `${l.descripcion} (GRATUITO)`
          : l.series.length
            ? `${l.descripcion} - Series: ${l.series.join(', ')}`
            : l.descripcion,
        unidad: l.abreviatura,
        cantidad: l.cantidad,
        precioUnitario: l.gratuito ? '0.00' : l.precio_unitario,
        descuento: l.descuento,
        importe: l.gratuito ? '0.00' : l.importe,
      })),
      totales: {
        gravada: sale.gravadas,
        exonerada: sale.exoneradas,
        inafecta: sale.inafectas,
        gratuita: sale.gratuitas,
        exportacion: sale.exportacion,
        descuento: sale.descuentos,
        igv: sale.igv,
        isc: sale.isc,
        baseIvap: sale.base_ivap,
        ivap: sale.ivap,
        icbper: sale.icbper,
        cargo: { etiqueta: globalChargeName(sale.codigo_cargo), importe: sale.cargo },
        total: sale.total,
      },
      vendedor: sale.usuario,
      observaciones: notes,
      cpe: sale.cpe?.hash && !['invalido'].includes(sale.cpe.estado) ? { hash: sale.cpe.hash } : null,
      formaPago:
        sale.tipo_pago_id === 2
          ? {
              tipo: 'Crédito',
              cuotas: sale.cuotas.map((c) => ({
                numero: c.numero,
                fechaVencimiento: c.fecha_vencimiento,
                importe: c.monto,
              })),
            }
          : { tipo: 'Contado' },
      pagos: sale.pagos.map((p) => ({ forma: p.formapago, importe: p.monto })),
      vuelto: sale.vuelto,
    };
  }

  return {
    /** The data of ticketventa / pdfventaa4 for a sale, or undefined when it does not exist. */
    async sale(idventa: number): Promise<SaleData | undefined> {
      let sale = await app.billing.sales.get(idventa).catch(() => undefined);
      // Printed right after saving, the CPE may still wait in the queue: generate and sign it now so the print carries its hash and QR.
      if (sale?.cpe && !sale.cpe.hash && sale.cpe.estado === 'en_cola') {
        await app.cpe.firmarPendiente(sale.cpe.id);
        sale = await app.billing.sales.get(idventa);
      }
      const header = sale && (await company(sale.idsucursal));
      return sale && header ? saleData(sale, header) : undefined;
    },

    /** The register of sales on A4 (pdfreporteventas). */
    async report(input: SalesReportBody, report: SalesReport, idsucursal: number | null): Promise<Buffer> {
      const header = (await company(idsucursal ?? 0)) ?? (await firstCompany());
      const document: PrintDocument = {
        formato: 'a4',
        empresa: header!,
        titulo: { tipo: 'REGISTRO DE VENTAS', subtitulo: `Del ${input.desde} al ${input.hasta}` },
        bloques: [
          {
            tipo: 'tabla',
            columnas: [
              { clave: 'fecha', titulo: 'Fecha', ancho: 9, formato: 'fecha' },
              { clave: 'codigo_comprobante', titulo: 'Tipo', ancho: 4, alinear: 'center' },
              { clave: 'documento', titulo: 'Serie-Número', ancho: 15 },
              { clave: 'cliente_documento', titulo: 'Documento', ancho: 11 },
              { clave: 'cliente', titulo: 'Cliente', ancho: 16 },
              { clave: 'gravadas', titulo: 'Base', ancho: 8, alinear: 'right', formato: 'dinero' },
              { clave: 'igv', titulo: 'IGV', ancho: 7, alinear: 'right', formato: 'dinero' },
              { clave: 'isc', titulo: 'ISC', ancho: 6, alinear: 'right', formato: 'dinero' },
              { clave: 'icbper', titulo: 'ICBPER', ancho: 7, alinear: 'right', formato: 'dinero' },
              { clave: 'cargo', titulo: 'Cargos', ancho: 6, alinear: 'right', formato: 'dinero' },
              { clave: 'total', titulo: 'Total', ancho: 8, alinear: 'right', formato: 'dinero' },
              { clave: 'moneda', titulo: 'Mon.', ancho: 5, alinear: 'center' },
              { clave: 'tipo_cambio', titulo: 'T.C.', ancho: 7, alinear: 'right' },
              { clave: 'estado', titulo: 'Estado', ancho: 7 },
            ],
            filas: report.filas,
            vacio: 'No hay ventas en el rango elegido',
          },
          {
            tipo: 'tabla',
            titulo: 'Por forma de pago (S/)',
            columnas: [
              { clave: 'nombre', titulo: 'Forma de pago', ancho: 3 },
              { clave: 'monto', titulo: 'Importe', ancho: 2, alinear: 'right', formato: 'dinero' },
            ],
            filas: report.por_forma_pago,
          },
          {
            tipo: 'totales',
            filas: [
              { etiqueta: 'Op. gravadas', importe: report.totales.gravadas },
              { etiqueta: 'Op. exoneradas', importe: report.totales.exoneradas },
              { etiqueta: 'Op. inafectas', importe: report.totales.inafectas },
              { etiqueta: 'Op. gratuitas', importe: report.totales.gratuitas },
              { etiqueta: 'Op. exportación', importe: report.totales.exportacion },
              { etiqueta: 'ISC', importe: report.totales.isc },
              { etiqueta: 'IGV', importe: report.totales.igv },
              { etiqueta: 'Base IVAP', importe: report.totales.base_ivap },
              { etiqueta: 'IVAP', importe: report.totales.ivap },
              { etiqueta: 'ICBPER', importe: report.totales.icbper },
              { etiqueta: 'Cargos', importe: report.totales.cargo },
              { etiqueta: `Total (${report.totales.ventas} ventas)`, importe: report.totales.total, destacado: true },
            ],
            moneda: 'PEN',
          },
        ],
      };
      return renderDocument(document);
    },
  };

  async function firstCompany(): Promise<CompanyHeader | undefined> {
    const [row] = await app.db.select().from(empresa).limit(1);
    return (
      row && {
        ruc: row.ruc,
        razonSocial: row.razon_social,
        nombreComercial: row.nombre_comercial,
        direccion: row.direccion,
        telefono: row.telefono,
        email: row.email,
      }
    );
  }
}
