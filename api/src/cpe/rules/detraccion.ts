import { OPERACIONES_DETRACCION, type Regla } from './regla.js';
import type { UblDocumento } from './ubl.js';

/** Detracción (SPOT): operation types 1001-1004 carry the goods/service code, the Banco de la Nación account and the amount. */

const sujeta = (d: UblDocumento) => OPERACIONES_DETRACCION.includes(d.tipoOperacion ?? '');
const termino = (d: UblDocumento) => d.pagos.find((p) => p.id === 'Detraccion');

export const reglasDetraccion: Regla[] = [
  {
    codigo: 3127,
    familia: 'detraccion',
    tipos: ['01'],
    descripcion: 'Una operación sujeta a detracción indica el código del bien o servicio',
    revisar: (d) => sujeta(d) && !termino(d)?.medio && '',
  },
  {
    codigo: 3034,
    familia: 'detraccion',
    tipos: ['01'],
    descripcion: 'Una operación sujeta a detracción indica la cuenta del Banco de la Nación',
    revisar: (d) => sujeta(d) && !d.mediosPago.some((m) => m.id === 'Detraccion' && m.cuenta) && '',
  },
  {
    codigo: 3035,
    familia: 'detraccion',
    tipos: ['01'],
    descripcion: 'Una operación sujeta a detracción indica el monto de la detracción',
    revisar: (d) => sujeta(d) && termino(d)?.monto === undefined && '',
  },
  {
    codigo: 3037,
    familia: 'detraccion',
    tipos: ['01'],
    descripcion: 'El monto de la detracción es mayor que cero',
    revisar: (d) => sujeta(d) && termino(d)?.monto !== undefined && !termino(d)!.monto!.gt(0) && '',
  },
  {
    codigo: 3062,
    familia: 'detraccion',
    tipos: ['01'],
    descripcion: 'El porcentaje de la detracción está entre 0 y 100',
    revisar: (d) =>
      sujeta(d) &&
      termino(d)?.porcentaje !== undefined &&
      (!termino(d)!.porcentaje!.gt(0) || termino(d)!.porcentaje!.gt(100)) &&
      '',
  },
  {
    codigo: 3128,
    familia: 'detraccion',
    tipos: ['01'],
    descripcion: 'Solo una operación sujeta a detracción lleva código de bien o servicio de detracción',
    revisar: (d) => !sujeta(d) && Boolean(termino(d)) && '',
  },
];
