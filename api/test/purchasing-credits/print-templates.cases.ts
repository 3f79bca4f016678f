import { type PaymentNoteData, printpdfcpago } from '../../src/areas/purchasing-credits/payments.templates.js';
import { describeTemplates, templateCase } from '../print/template-cases.js';
import { company, customerRuc } from '../print/samples.js';

/** Realistic data for the purchasing-credits area's templates. */
export default function printTemplatesCases() {
  function samples(): { printpdfcpago: PaymentNoteData } {
    const empresa = company();
    return {
      printpdfcpago: {
        empresa,
        serie: 'NP01',
        numero: 389,
        fecha: '2026-11-28T10:15:00',
        tipo: 'cobro',
        persona: customerRuc,
        documento: 'F001-00000123',
        concepto: 'Pago de la cuota 1 de 2',
        formaPago: 'Transferencia BCP',
        referencia: 'Operación 00458712',
        importe: '1500.00',
        saldoAnterior: '3245.60',
        saldoActual: '1745.60',
        usuario: 'Rosa Huamán',
      },
    };
  }

  /** The purchasing-credits area's printed documents, rendered from realistic data (the print engine knows none of them). */
  const data = samples();

  describeTemplates([
    templateCase(printpdfcpago, data.printpdfcpago, [
      'NOTA DE PAGO',
      'NP01-00000389',
      'Cobro de crédito',
      'F001-00000123',
      'Transferencia BCP',
      'Saldo anterior: S/ 3,245.60',
      'Importe pagado: S/ 1,500.00',
      'Saldo pendiente: S/ 1,745.60',
      'SON: MIL QUINIENTOS Y 00/100 SOLES',
    ]),
  ]);
}
