import { Decimal } from '@trade/money';
import { describeSunatCode } from '../codes.js';
import type { LineaUbl, SubtotalUbl, UblDocumento } from './ubl.js';

/**
 * One SUNAT business rule ("regla de validación"): its code, the document types it applies to and a
 * small function that answers where the document breaks it (nothing when it complies). Codes below
 * 4000 are rejections; 4000 and above are observations (SUNAT accepts with a note). The Spanish text
 * is SUNAT's, from CodeErrors.xml (codes.ts).
 */

export type Familia =
  | 'totales'
  | 'impuestos'
  | 'leyendas'
  | 'identidad'
  | 'pagos'
  | 'detraccion'
  | 'notas'
  | 'guias'
  | 'hospedaje';

export type TipoCpe = '01' | '03' | '07' | '08' | '09' | '31';

export interface Regla {
  codigo: number;
  familia: Familia;
  tipos: readonly TipoCpe[];
  /** What the rule checks, in our words (docs and test names). */
  descripcion: string;
  /** Where the document breaks the rule ('' = the document as a whole), or nothing. */
  revisar(doc: UblDocumento): string[] | string | undefined | false;
}

export interface Hallazgo {
  codigo: number;
  /** "3278 - La sumatoria de valor de venta no corresponde a los importes consignados" (+ " (línea 2)"). */
  mensaje: string;
  detalle?: string;
  observacion: boolean;
}

export const esObservacion = (codigo: number) => codigo >= 4000;

export function hallazgo(codigo: number, detalle?: string): Hallazgo {
  const texto = `${String(codigo).padStart(4, '0')} - ${describeSunatCode(codigo) ?? 'Regla de SUNAT'}`;
  return {
    codigo,
    mensaje: detalle ? `${texto} (${detalle})` : texto,
    ...(detalle ? { detalle } : {}),
    observacion: esObservacion(codigo),
  };
}

export const FACTURA_BOLETA = ['01', '03'] as const;
export const NOTAS = ['07', '08'] as const;
export const COMPROBANTES = ['01', '03', '07', '08'] as const;

/** SUNAT compares recomputed amounts with a tolerance of one unit. */
export const cerca = (a: Decimal, b: Decimal, tolerancia = 1) => a.minus(b).abs().lte(tolerancia);

/** Rounded to cents, as SUNAT's XSL does (round(x * 100) div 100). */
export const centimos = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

export const suma = (values: Decimal[]) => values.reduce((a, b) => a.plus(b), new Decimal(0));

/** Lines that break a per-line condition, as "línea N". */
export function lineasQue(doc: UblDocumento, roto: (l: LineaUbl) => boolean): string[] {
  return doc.lineas.filter(roto).map((l) => `línea ${l.numero}`);
}

export const subtotal = (subs: SubtotalUbl[], tributo: string) => subs.find((s) => s.tributo === tributo);

/** The IGV-family subtotal of a line (1000, 1016, 9995-9998) whose taxable amount is above zero. */
export const IGV_FAMILIA = ['1000', '1016', '9995', '9996', '9997', '9998'];
export const conBase = (s: SubtotalUbl) => Boolean(s.base && s.base.gt(0));

export const cargosDoc = (doc: UblDocumento, esCargo: boolean, codigos: string[]) =>
  suma(doc.cargos.filter((c) => c.esCargo === esCargo && codigos.includes(c.codigo)).map((c) => c.monto));
export const cargosLineas = (doc: UblDocumento, esCargo: boolean, codigos: string[]) =>
  suma(
    doc.lineas.flatMap((l) =>
      l.cargos.filter((c) => c.esCargo === esCargo && codigos.includes(c.codigo)).map((c) => c.monto),
    ),
  );

/** The payment terms of the FormaPago (cac:PaymentTerms with ID FormaPago). */
export const formaPago = (doc: UblDocumento) => doc.pagos.filter((p) => p.id === 'FormaPago');
export const esCuota = (medio: string | undefined) => /^Cuota/.test(medio ?? '');

/** A note that modifies a factura: SUNAT rejects there what it only observes on a boleta's notes. */
export const refFactura = (doc: UblDocumento) => doc.afectados.some((a) => a.tipoDoc === '01');

/** Operations subject to detracción (catálogo 51). */
export const OPERACIONES_DETRACCION = ['1001', '1002', '1003', '1004'];
