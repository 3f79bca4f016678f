/**
 * Realistic data for billing's printed documents, shared by its template tests and bench/print.bench.ts.
 */
import Decimal from 'decimal.js';
import type { CompanyHeader } from '../../src/print/index.js';
import type { CreditNoteData, SaleData } from '../../src/areas/billing-cpe/sales.templates.js';
import type { GuideData } from '../../src/areas/billing-cpe/guides.templates.js';
import type { ProformaData } from '../../src/areas/billing-cpe/proformas.templates.js';
import type { OrderData } from '../../src/areas/billing-cpe/orders.templates.js';
import { company, customerDni, customerRuc, HASH, saleItems, totalsOf } from '../print/samples.js';

/** Realistic data for the billing-cpe area's templates. */
export function samples(logo?: CompanyHeader['logo']): {
  ticketventa: SaleData;
  pdfventaa4: SaleData;
  pdfnotacredito: CreditNoteData;
  pdfguiaa4: GuideData;
  pproforma: ProformaData;
  pproformaa4: ProformaData;
  ppedido: OrderData;
} {
  const empresa = company(logo);
  const items3 = saleItems(3);
  const items12 = saleItems(12);
  return {
    ticketventa: {
      empresa,
      tipo: '03',
      serie: 'B001',
      numero: 4521,
      fechaEmision: '2026-11-22T15:42:00-05:00',
      cliente: customerDni,
      items: items3,
      totales: totalsOf(items3),
      formaPago: { tipo: 'Contado' },
      pagos: [{ forma: 'Efectivo', importe: '200.00' }],
      vuelto: new Decimal(200).minus(totalsOf(items3).total).toFixed(2),
      vendedor: 'Rosa Huamán',
      caja: 'Caja 01',
      cpe: { hash: HASH, consultaUrl: 'https://elnandu.pe/consulta' },
    },
    pdfventaa4: {
      empresa,
      tipo: '01',
      serie: 'F001',
      numero: 123,
      fechaEmision: '2026-11-22',
      fechaVencimiento: '2026-12-22',
      cliente: customerRuc,
      items: items12,
      totales: totalsOf(items12),
      formaPago: {
        tipo: 'Crédito',
        cuotas: [
          {
            numero: 1,
            fechaVencimiento: '2026-12-07',
            importe: new Decimal(totalsOf(items12).total).dividedBy(2).toDecimalPlaces(2).toFixed(2),
          },
          {
            numero: 2,
            fechaVencimiento: '2026-12-22',
            importe: new Decimal(totalsOf(items12).total)
              .minus(new Decimal(totalsOf(items12).total).dividedBy(2).toDecimalPlaces(2))
              .toFixed(2),
          },
        ],
      },
      guiaRemision: 'T001-00000045',
      ordenCompra: 'OC-2026-0187',
      vendedor: 'Luis Ccori',
      observaciones: ['Entrega en almacén del cliente, de lunes a sábado de 8:00 a 17:00.'],
      cpe: { hash: HASH },
    },
    pdfnotacredito: {
      empresa,
      tipo: '07',
      serie: 'FC01',
      numero: 17,
      fechaEmision: '2026-11-25',
      cliente: customerRuc,
      items: items3.slice(0, 1),
      totales: totalsOf(items3.slice(0, 1)),
      documentoAfectado: { tipo: '01', serie: 'F001', numero: 123, fechaEmision: '2026-11-22' },
      motivo: {
        codigo: '07',
        descripcion: 'Devolución por ítem',
        sustento: 'El cliente devolvió una bolsa de cemento en mal estado (húmeda).',
      },
      cpe: { hash: HASH },
    },
    pdfguiaa4: {
      empresa,
      serie: 'T001',
      numero: 45,
      fechaEmision: '2026-11-22',
      fechaTraslado: '2026-11-23',
      destinatario: customerRuc,
      motivo: { codigo: '01', descripcion: 'Venta' },
      modalidad: '02',
      pesoBruto: { valor: '1250.5', unidad: 'KGM' },
      bultos: 42,
      partida: { direccion: 'Calle Mercaderes 212, Arequipa', ubigeo: '040101' },
      llegada: { direccion: 'Jr. Junín 455, Cercado de Lima, Lima', ubigeo: '150101' },
      vehiculos: [{ placa: 'V4K-892' }],
      conductores: [
        { nombre: 'JOSÉ LUIS CAHUANA MAMANI', tipoDocumento: '1', numeroDocumento: '29567812', licencia: 'Q29567812' },
      ],
      documentosRelacionados: [{ tipo: 'Factura', numero: 'F001-00000123' }],
      items: items12.map((i) => ({
        codigo: i.codigo,
        descripcion: i.descripcion,
        unidad: i.unidad!,
        cantidad: i.cantidad,
      })),
      cpe: {
        hash: HASH,
        qr: 'https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=ABC123',
      },
    },
    pproforma: {
      empresa,
      serie: 'PR01',
      numero: 77,
      fechaEmision: '2026-11-20',
      validaHasta: '2026-11-27',
      cliente: customerDni,
      items: items3,
      totales: totalsOf(items3),
      formaPago: 'Contado',
      vendedor: 'Rosa Huamán',
      condiciones: ['Precios incluyen IGV.', 'Válida por 7 días.'],
    },
    pproformaa4: {
      empresa,
      serie: 'PR01',
      numero: 78,
      fechaEmision: '2026-11-20',
      validaHasta: '2026-11-27',
      cliente: customerRuc,
      items: items12,
      totales: totalsOf(items12),
      formaPago: 'Crédito a 30 días',
      tiempoEntrega: '48 horas',
      vendedor: 'Luis Ccori',
      condiciones: ['Precios incluyen IGV.', 'Válida por 7 días.', 'Flete a cargo del cliente fuera de Arequipa.'],
    },
    ppedido: {
      empresa,
      numero: 1045,
      fecha: '2026-11-22T13:05:00',
      modalidad: 'En mesa',
      mesa: '12',
      mozo: 'Carlos Ñique',
      items: [
        {
          cantidad: 2,
          descripcion: 'Lomo saltado',
          nota: 'Uno sin cebolla',
          precioUnitario: '32.00',
          importe: '64.00',
        },
        { cantidad: 1, descripcion: 'Ají de gallina', precioUnitario: '26.50', importe: '26.50' },
        { cantidad: 3, descripcion: 'Chicha morada (vaso)', precioUnitario: '6.00', importe: '18.00' },
      ],
      observaciones: ['Cliente alérgico al maní.'],
    },
  };
}
