import { ZERO } from '@trade/money';
import { OPERACIONES_DETRACCION, esCuota, formaPago, suma, type Regla } from './regla.js';
import type { UblDocumento } from './ubl.js';

/** Payment terms: FormaPago Contado / Credito with its pending amount and Cuota001... (facturas and credit notes). */

const credito = (d: UblDocumento) => formaPago(d).find((p) => p.medio === 'Credito');
const cuotas = (d: UblDocumento) => formaPago(d).filter((p) => esCuota(p.medio));

export const reglasPagos: Regla[] = [
  {
    codigo: 3244,
    familia: 'pagos',
    tipos: ['01'],
    descripcion: 'Una factura indica su forma de pago (Contado o Credito)',
    revisar: (d) => formaPago(d).length === 0 && '',
  },
  {
    codigo: 3246,
    familia: 'pagos',
    tipos: ['01'],
    descripcion: 'La forma de pago es Contado, Credito o CuotaNNN',
    revisar: (d) =>
      formaPago(d)
        .filter((p) => !/^(Contado|Credito|Cuota\d{3})$/.test(p.medio ?? ''))
        .map((p) => p.medio ?? 'sin forma de pago'),
  },
  {
    codigo: 3246,
    familia: 'pagos',
    tipos: ['07'],
    descripcion: 'Una nota de crédito solo informa pagos al crédito (Credito y CuotaNNN, nunca Contado)',
    revisar: (d) =>
      formaPago(d)
        .filter((p) => !/^(Credito|Cuota\d{3})$/.test(p.medio ?? ''))
        .map((p) => p.medio ?? 'sin forma de pago'),
  },
  {
    codigo: 3247,
    familia: 'pagos',
    tipos: ['01'],
    descripcion: 'No es a la vez al contado y al crédito',
    revisar: (d) => formaPago(d).some((p) => p.medio === 'Contado') && Boolean(credito(d)) && '',
  },
  {
    codigo: 3248,
    familia: 'pagos',
    tipos: ['01', '07'],
    descripcion: 'La forma de pago o el número de cuota no se repite',
    revisar(d) {
      const medios = formaPago(d).map((p) => p.medio);
      return new Set(medios).size !== medios.length && '';
    },
  },
  {
    codigo: 3249,
    familia: 'pagos',
    tipos: ['01', '07'],
    descripcion: 'Al crédito hay al menos una cuota',
    revisar: (d) => Boolean(credito(d)) && cuotas(d).length === 0 && '',
  },
  {
    codigo: 3251,
    familia: 'pagos',
    tipos: ['01', '07'],
    descripcion: 'Al crédito se indica el monto neto pendiente de pago',
    revisar: (d) => Boolean(credito(d)) && credito(d)!.monto === undefined && '',
  },
  {
    codigo: 3252,
    familia: 'pagos',
    tipos: ['01', '07'],
    descripcion: 'Las cuotas solo van con la forma de pago al crédito',
    revisar: (d) => cuotas(d).length > 0 && !credito(d) && '',
  },
  {
    codigo: 3254,
    familia: 'pagos',
    tipos: ['01', '07'],
    descripcion: 'Cada cuota indica su monto',
    revisar: (d) =>
      cuotas(d)
        .filter((c) => c.monto === undefined)
        .map((c) => c.medio!),
  },
  {
    codigo: 3256,
    familia: 'pagos',
    tipos: ['01', '07'],
    descripcion: 'Cada cuota indica su fecha de pago',
    revisar: (d) =>
      cuotas(d)
        .filter((c) => !c.vencimiento)
        .map((c) => c.medio!),
  },
  {
    codigo: 3267,
    familia: 'pagos',
    tipos: ['01', '07'],
    descripcion: 'Ninguna cuota vence antes de la fecha de emisión',
    revisar: (d) =>
      cuotas(d)
        .filter((c) => c.vencimiento && c.vencimiento < d.fechaEmision)
        .map((c) => c.medio!),
  },
  {
    codigo: 3265,
    familia: 'pagos',
    tipos: ['01'],
    descripcion: 'El monto pendiente de pago no supera el importe total',
    revisar: (d) => Boolean(credito(d)) && (credito(d)!.monto ?? ZERO).gt(d.totales.pagar) && '',
  },
  {
    codigo: 3266,
    familia: 'pagos',
    tipos: ['01'],
    descripcion: 'Ninguna cuota supera el importe total',
    revisar: (d) =>
      cuotas(d)
        .filter((c) => (c.monto ?? ZERO).gt(d.totales.pagar))
        .map((c) => c.medio!),
  },
  {
    codigo: 3319,
    familia: 'pagos',
    tipos: ['01'],
    descripcion: 'Con cliente con RUC, el monto pendiente es la suma de las cuotas',
    revisar: (d) =>
      d.cliente?.tipoDoc === '6' &&
      Boolean(credito(d)) &&
      cuotas(d).length > 0 &&
      !suma(cuotas(d).map((c) => c.monto ?? ZERO)).eq(credito(d)!.monto ?? ZERO) &&
      '',
  },
  {
    codigo: 3128,
    familia: 'pagos',
    tipos: ['03'],
    descripcion: 'Una boleta no lleva forma de pago: el validador lee su PaymentMeansID como un código de detracción',
    revisar: (d) => !OPERACIONES_DETRACCION.includes(d.tipoOperacion ?? '') && d.pagos.some((p) => p.medio) && '',
  },
  {
    codigo: 4233,
    familia: 'pagos',
    tipos: ['01', '03', '07', '08'],
    descripcion: 'La orden de compra tiene solo letras y dígitos (hasta 20)',
    revisar: (d) => d.ordenCompra !== undefined && !/^[0-9a-zA-Z]{1,20}$/.test(d.ordenCompra) && '',
  },
];
