import {
  type LoanData,
  type LoanPaymentData,
  type PettyCashData,
  ticketpagocuotaprestamo,
  ticketprestamo,
  vouchercajachica,
} from '../../src/areas/finance-loans/finance.templates.js';
import { type CashClosingData, pdfcierrecaja } from '../../src/areas/finance-loans/cash.templates.js';
import { describeTemplates, templateCase } from '../print/template-cases.js';
import { company, customerDni } from '../print/samples.js';

/** Realistic data for the finance-loans area's templates. */
export default function printTemplatesCases() {
  function samples(): {
    vouchercajachica: PettyCashData;
    ticketprestamo: LoanData;
    ticketpagocuotaprestamo: LoanPaymentData;
    pdfcierrecaja: CashClosingData;
  } {
    const empresa = company();
    return {
      vouchercajachica: {
        empresa,
        numero: 56,
        fecha: '2026-11-22T09:30:00',
        tipo: 'egreso',
        concepto: 'Compra de útiles de limpieza para la tienda (escobas, detergente y bolsas)',
        importe: '48.70',
        responsable: 'Rosa Huamán',
        beneficiario: { nombre: 'BODEGA SAN JOSÉ E.I.R.L.', tipoDocumento: '6', numeroDocumento: '20100066603' },
        documentoSustento: 'Boleta B002-00004567',
        caja: 'Caja chica Arequipa',
      },
      ticketprestamo: {
        empresa,
        numero: 87,
        fecha: '2026-11-22',
        cliente: customerDni,
        monto: '1500.00',
        tasaInteres: '5',
        frecuencia: 'Mensual',
        interes: '225.00',
        total: '1725.00',
        cuotas: [
          { numero: 1, fechaVencimiento: '2026-12-22', capital: '500.00', interes: '75.00', importe: '575.00' },
          { numero: 2, fechaVencimiento: '2027-01-22', capital: '500.00', interes: '75.00', importe: '575.00' },
          { numero: 3, fechaVencimiento: '2027-02-22', capital: '500.00', interes: '75.00', importe: '575.00' },
        ],
        usuario: 'Rosa Huamán',
      },
      ticketpagocuotaprestamo: {
        empresa,
        numero: 301,
        fecha: '2026-12-23T10:05:00',
        cliente: customerDni,
        prestamo: { numero: 87, total: '1725.00' },
        cuotas: [{ numero: 1, fechaVencimiento: '2026-12-22', importe: '575.00', mora: '5.00' }],
        mora: '5.00',
        importePagado: '580.00',
        formaPago: 'Yape',
        saldoAnterior: '1725.00',
        saldoPendiente: '1150.00',
        usuario: 'Rosa Huamán',
      },
      pdfcierrecaja: {
        empresa,
        idapertura: 41,
        cajero: 'Rosa Huamán',
        apertura: '2026-11-22T08:00:00',
        cierre: '2026-11-22T20:05:00',
        estado: 'Cerrada',
        montoApertura: '200.00',
        formas: [
          {
            formapago: 'Efectivo',
            ingresos: '850.50',
            egresos: '48.70',
            esperado: '1001.80',
            contado: '991.80',
            diferencia: '-10.00',
          },
          {
            formapago: 'Tarjeta de débito',
            ingresos: '320.00',
            egresos: '0.00',
            esperado: '320.00',
            contado: '320.00',
            diferencia: '0.00',
          },
        ],
        porOrigen: [
          { concepto: 'Ventas', ingresos: '1120.50', egresos: '0.00' },
          { concepto: 'Caja chica', ingresos: '50.00', egresos: '48.70' },
        ],
        productos: [{ descripcion: 'Cemento Sol 42.5 kg', cantidad: '20', importe: '590.00' }],
        denominaciones: [
          { valor: '100.00', cantidad: 9, importe: '900.00' },
          { valor: '0.10', cantidad: 18, importe: '1.80' },
        ],
        totales: { esperado: '1321.80', contado: '1311.80', diferencia: '-10.00' },
      },
    };
  }

  /** The finance-loans area's printed documents, rendered from realistic data (the print engine knows none of them). */
  const data = samples();

  describeTemplates([
    templateCase(vouchercajachica, data.vouchercajachica, [
      'VALE DE CAJA CHICA',
      '00000056',
      'Egreso',
      'BODEGA SAN JOSÉ E.I.R.L.',
      'Boleta B002-00004567',
      'Importe: S/ 48.70',
      'SON: CUARENTA Y OCHO Y 70/100 SOLES',
      'Recibí conforme',
      'Responsable de caja',
    ]),
    templateCase(ticketprestamo, data.ticketprestamo, [
      'PRÉSTAMO',
      '00000087',
      'Tasa de interés: 5 % mensual',
      'Total a pagar: S/ 1,725.00',
      'SON: MIL SETECIENTOS VEINTICINCO Y 00/100 SOLES',
      'CRONOGRAMA DE PAGOS',
      '22/02/2027',
      '575.00',
      'Firma del cliente',
    ]),
    templateCase(ticketpagocuotaprestamo, data.ticketpagocuotaprestamo, [
      'PAGO DE CUOTA',
      '00000301',
      'Préstamo N° 00000087',
      'Yape',
      'Mora: S/ 5.00',
      'Importe pagado: S/ 580.00',
      'Saldo pendiente: S/ 1,150.00',
      'SON: QUINIENTOS OCHENTA Y 00/100 SOLES',
    ]),
    templateCase(pdfcierrecaja, data.pdfcierrecaja, [
      'CIERRE DE CAJA',
      '00000041',
      'Rosa Huamán',
      'Efectivo',
      '991.80',
      'Cemento Sol 42.5 kg',
      'Caja chica',
      'Faltante: S/ -10.00',
      'Total contado: S/ 1,311.80',
    ]),
  ]);
}
