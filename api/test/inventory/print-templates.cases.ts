import Decimal from 'decimal.js';
import {
  pdfentradaa4,
  pdfsalidaa4,
  pdftransferenciaa4,
  type StockMovementData,
} from '../../src/areas/inventory/stock.templates.js';
import { describeTemplates, templateCase } from '../print/template-cases.js';
import { company, saleItems } from '../print/samples.js';

/** Realistic data for the inventory area's templates. */
export default function printTemplatesCases() {
  function samples(): {
    pdfentradaa4: StockMovementData;
    pdfsalidaa4: StockMovementData;
    pdftransferenciaa4: StockMovementData;
  } {
    const empresa = company();
    const items12 = saleItems(12);
    return {
      pdfentradaa4: {
        empresa,
        serie: 'NI01',
        numero: 230,
        fecha: '2026-11-21T11:00:00',
        almacen: 'Almacén principal Arequipa',
        motivo: 'Compra',
        tercero: { nombre: 'DISTRIBUIDORA DEL PACÍFICO S.A.', tipoDocumento: '6', numeroDocumento: '20100066603' },
        documentoReferencia: 'Factura E001-00009876',
        usuario: 'Pedro Apaza',
        items: items12.map((i, n) => ({
          codigo: i.codigo,
          descripcion: i.descripcion,
          unidad: i.unidad,
          cantidad: new Decimal(i.cantidad).times(10).toString(),
          costoUnitario: new Decimal(i.precioUnitario).times('0.8').toFixed(2),
          importe: new Decimal(i.precioUnitario).times('0.8').times(i.cantidad).times(10).toFixed(2),
          lote: n === 0 ? 'L2611-07' : null,
        })),
      },
      pdfsalidaa4: {
        empresa,
        serie: 'NS01',
        numero: 98,
        fecha: '2026-11-22T16:20:00',
        almacen: 'Almacén principal Arequipa',
        motivo: 'Traslado a la sucursal Lima',
        tercero: { nombre: 'Sucursal Lima - Miraflores' },
        documentoReferencia: 'Guía T001-00000046',
        usuario: 'Pedro Apaza',
        items: [
          {
            codigo: 'TAL-18V',
            descripcion: 'Taladro percutor 18 V inalámbrico',
            unidad: 'UND',
            cantidad: '3',
            series: ['DW18-00231', 'DW18-00232', 'DW18-00240'],
          },
          {
            codigo: 'CEM-042',
            descripcion: 'Cemento Portland tipo I, bolsa de 42.5 kg',
            unidad: 'BLS',
            cantidad: '120',
          },
        ],
        observaciones: ['Mercadería sale embalada y rotulada.'],
      },
      pdftransferenciaa4: {
        empresa,
        serie: 'NT01',
        numero: 15,
        fecha: '2026-11-22',
        almacen: 'Almacén principal Lima',
        almacenDestino: 'Almacén Arequipa',
        motivo: 'Transferencia entre almacenes',
        usuario: 'Pedro Apaza',
        items: [
          {
            codigo: 'TAL-18V',
            descripcion: 'Taladro percutor 18 V inalámbrico',
            unidad: 'UND',
            cantidad: '2',
            costoUnitario: '289.500000',
            importe: '579.00',
            series: ['DW18-00241', 'DW18-00242'],
          },
          {
            codigo: 'CEM-042',
            descripcion: 'Cemento Portland tipo I, bolsa de 42.5 kg',
            unidad: 'BLS',
            cantidad: '40',
            costoUnitario: '24.100000',
            importe: '964.00',
          },
        ],
        total: '1543.00',
      },
    };
  }

  /** The inventory area's printed documents, rendered from realistic data (the print engine knows none of them). */
  const data = samples();

  describeTemplates([
    templateCase(pdfentradaa4, data.pdfentradaa4, [
      'NOTA DE INGRESO A ALMACÉN',
      'NI01-00000230',
      'Almacén principal Arequipa',
      'DISTRIBUIDORA DEL PACÍFICO S.A. (RUC 20100066603)',
      'Lote: L2611-07',
      'S/ 27,680.80',
      'Entregado por',
      'Recibido por',
    ]),
    templateCase(pdfsalidaa4, data.pdfsalidaa4, [
      'NOTA DE SALIDA DE ALMACÉN',
      'NS01-00000098',
      'Traslado a la sucursal Lima',
      'Series: DW18-00231, DW18-00232, DW18-00240',
      'Despachado por',
    ]),
    templateCase(pdftransferenciaa4, data.pdftransferenciaa4, [
      'TRANSFERENCIA DE ALMACÉN',
      'NT01-00000015',
      'Almacén de origen',
      'Almacén Arequipa',
      'Series: DW18-00241, DW18-00242',
      'S/ 1,543.00',
    ]),
  ]);
}
