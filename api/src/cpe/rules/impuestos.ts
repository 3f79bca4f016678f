import { ZERO } from '@trade/money';
import {
  COMPROBANTES,
  FACTURA_BOLETA,
  IGV_FAMILIA,
  NOTAS,
  cerca,
  centimos,
  conBase,
  lineasQue,
  type Regla,
} from './regla.js';
import type { SubtotalUbl } from './ubl.js';

/** Catálogo 51: export operations. */
const EXPORTACION = ['0200', '0201', '0202', '0203', '0204', '0205', '0206', '0207', '0208'];

/** Taxes per affectation (catálogo 07) on each line. */

const GRAVADAS = ['10', '11', '12', '13', '14', '15', '16', '17'];
const GRATUITAS_SIN_IGV = ['21', '31', '32', '33', '34', '35', '36', '37', '40'];
const tieneGratuita = (subs: SubtotalUbl[]) => subs.some((s) => s.tributo === '9996' && conBase(s));

export const reglasImpuestos: Regla[] = [
  {
    codigo: 3105,
    familia: 'impuestos',
    tipos: FACTURA_BOLETA,
    descripcion:
      'Cada línea tiene un tributo de afectación del IGV (1000, 1016, 9995-9998) con base imponible mayor que cero',
    revisar: (d) => lineasQue(d, (l) => !l.subtotales.some((s) => IGV_FAMILIA.includes(s.tributo) && conBase(s))),
  },
  {
    codigo: 3105,
    familia: 'impuestos',
    tipos: NOTAS,
    descripcion: 'Notas: cada línea tiene un tributo de afectación del IGV',
    revisar: (d) => lineasQue(d, (l) => !l.subtotales.some((s) => IGV_FAMILIA.includes(s.tributo))),
  },
  {
    codigo: 3103,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'IGV/IVAP de la línea (afectación 10 a 17) = base × tasa',
    revisar: (d) =>
      lineasQue(d, (l) =>
        l.subtotales.some(
          (s) =>
            GRAVADAS.includes(s.afectacion ?? '') &&
            !cerca(s.monto, (s.base ?? ZERO).times(s.porcentaje ?? ZERO).div(100)),
        ),
      ),
  },
  {
    codigo: 3110,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'Exonerado, inafecto, exportación y sus gratuitas no llevan IGV',
    revisar: (d) =>
      lineasQue(d, (l) =>
        l.subtotales.some(
          (s) =>
            (['9995', '9997', '9998'].includes(s.tributo) && !s.monto.isZero()) ||
            (s.tributo === '9996' && conBase(s) && GRATUITAS_SIN_IGV.includes(s.afectacion ?? '') && !s.monto.isZero()),
        ),
      ),
  },
  {
    codigo: 3111,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'Una base gravada mayor que 0.06 lleva IGV distinto de cero',
    revisar: (d) =>
      lineasQue(d, (l) =>
        l.subtotales.some(
          (s) =>
            (['1000', '1016'].includes(s.tributo) || (s.tributo === '9996' && GRAVADAS.includes(s.afectacion ?? ''))) &&
            (s.base ?? ZERO).gt('0.06') &&
            s.monto.isZero(),
        ),
      ),
  },
  {
    codigo: 2642,
    familia: 'impuestos',
    tipos: FACTURA_BOLETA,
    descripcion: 'Una operación de exportación (catálogo 51: 0200 a 0208) solo tiene ítems con afectación 40',
    revisar: (d) =>
      EXPORTACION.includes(d.tipoOperacion ?? '')
        ? lineasQue(d, (l) => l.subtotales.some((s) => s.afectacion && conBase(s) && s.afectacion !== '40'))
        : [],
  },
  {
    codigo: 3100,
    familia: 'impuestos',
    tipos: FACTURA_BOLETA,
    descripcion: 'Un ítem de exportación (40, tributo 9995) solo va en una operación de exportación',
    revisar: (d) =>
      EXPORTACION.includes(d.tipoOperacion ?? '')
        ? []
        : lineasQue(d, (l) => l.subtotales.some((s) => s.tributo === '9995' && conBase(s))),
  },
  {
    codigo: 2644,
    familia: 'impuestos',
    tipos: FACTURA_BOLETA,
    descripcion: 'Un comprobante con IVAP solo tiene ítems con afectación 17',
    revisar(d) {
      const subs = d.lineas.flatMap((l) => l.subtotales.filter((s) => s.afectacion && conBase(s)));
      return subs.some((s) => s.afectacion === '17') && subs.some((s) => s.afectacion !== '17') && '';
    },
  },
  {
    codigo: 3224,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'Un valor referencial (precio 02) solo en líneas gratuitas (9996)',
    revisar: (d) =>
      lineasQue(d, (l) => l.precios.some((p) => p.tipo === '02' && p.monto.gt(0)) && !tieneGratuita(l.subtotales)),
  },
  {
    codigo: 3234,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'Una línea gratuita no lleva precio de venta (01) mayor que cero',
    revisar: (d) =>
      lineasQue(d, (l) => l.precios.some((p) => p.tipo !== '02' && p.monto.gt(0)) && tieneGratuita(l.subtotales)),
  },
  {
    codigo: 2640,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'Una línea gratuita tiene valor unitario cero (solo el referencial)',
    revisar: (d) => lineasQue(d, (l) => tieneGratuita(l.subtotales) && l.precio.gt(0)),
  },
  {
    codigo: 2993,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'La tasa del IGV/IVAP no es cero cuando hay base imponible',
    revisar: (d) =>
      lineasQue(d, (l) =>
        l.subtotales.some(
          (s) =>
            (['1000', '1016'].includes(s.tributo) || (s.tributo === '9996' && GRAVADAS.includes(s.afectacion ?? ''))) &&
            conBase(s) &&
            (s.porcentaje ?? ZERO).isZero(),
        ),
      ),
  },
  {
    codigo: 2992,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'Cada tributo de la línea (salvo ICBPER) indica su tasa (cbc:Percent)',
    revisar: (d) => lineasQue(d, (l) => l.subtotales.some((s) => s.tributo !== '7152' && s.porcentaje === undefined)),
  },
  {
    codigo: 3104,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'La tasa del ISC no es cero cuando hay base',
    revisar: (d) =>
      lineasQue(d, (l) =>
        l.subtotales.some((s) => s.tributo === '2000' && conBase(s) && (s.porcentaje ?? ZERO).isZero()),
      ),
  },
  {
    codigo: 2373,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'El ISC indica su sistema de cálculo (cbc:TierRange)',
    revisar: (d) => lineasQue(d, (l) => l.subtotales.some((s) => s.tributo === '2000' && conBase(s) && !s.sistemaIsc)),
  },
  {
    codigo: 3067,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'Un tributo no se repite en la misma línea',
    revisar: (d) => lineasQue(d, (l) => new Set(l.subtotales.map((s) => s.tributo)).size !== l.subtotales.length),
  },
  {
    codigo: 3236,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'ICBPER: el número de bolsas es la cantidad de la línea',
    revisar: (d) =>
      lineasQue(d, (l) =>
        l.subtotales.some(
          (s) => s.tributo === '7152' && (s.bolsas ?? ZERO).gt(0) && !s.bolsas!.eq(l.cantidad.toDecimalPlaces(0)),
        ),
      ),
  },
  {
    codigo: 4318,
    familia: 'impuestos',
    tipos: COMPROBANTES,
    descripcion: 'ICBPER = bolsas × monto por bolsa',
    revisar: (d) =>
      lineasQue(d, (l) =>
        l.subtotales.some(
          (s) =>
            s.tributo === '7152' &&
            (s.bolsas ?? ZERO).gt(0) &&
            !centimos(s.bolsas!.times(s.porBolsa ?? ZERO)).eq(centimos(s.monto)),
        ),
      ),
  },
];
