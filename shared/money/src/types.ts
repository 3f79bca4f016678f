import type { DecimalInput } from './decimal.js';
import type { SISTEMAS_ISC, TipoAfectacion } from './catalogs.js';

/**
 * What a line and a document are made of, in SUNAT's Spanish terms. Amounts are decimal strings
 * ("118.00"); numbers are read by their shortest decimal text. The same objects feed the server's
 * XML builder and a screen's line table.
 */

/** A discount (descuento) or charge (cargo) of catálogo 53. Give the amount, or the factor over the base. */
export interface CargoDescuento {
  /** 00/01 line discount, 02/03 global discount, 47/48 line charge, 46/49/50 global charge. */
  codigo: string;
  /** Fraction of the base, e.g. "0.10" for 10 %. */
  factor?: DecimalInput;
  monto?: DecimalInput;
  /** Base the factor applies to; defaults to the line's gross value (lines) or the taxable base (global). */
  base?: DecimalInput;
}

export interface IscLinea {
  /** 01 al valor (rate over the value), 02 específico (amount per unit), 03 precio de venta al público. */
  sistema: (typeof SISTEMAS_ISC)[number];
  /** Rate in percent for 01 and 03 ("10" = 10 %), amount per unit for 02. */
  tasa: DecimalInput;
  /** For 03: suggested retail price per unit. */
  precioSugerido?: DecimalInput;
}

export interface LineaInput {
  codigo?: string;
  /** Código de producto SUNAT (UNSPSC). */
  codigoSunat?: string;
  descripcion: string;
  /** UN/ECE rec 20 unit: NIU (unidad), ZZ (servicio), KGM ... default NIU. */
  unidad?: string;
  cantidad: DecimalInput;
  /** Unit value without taxes. Give this or precioUnitario. */
  valorUnitario?: DecimalInput;
  /** Unit price with IGV (and ISC); the unit value is derived from it. */
  precioUnitario?: DecimalInput;
  /** Catálogo 07, default 10 (gravado). */
  tipoAfectacion?: TipoAfectacion | string;
  /** Free transfers (11-16, 21, 31-37): reference unit value without taxes. Defaults to valorUnitario. */
  valorReferencial?: DecimalInput;
  /** IGV rate in percent, default 18 (10 for the restaurant regime of Ley 31556). */
  porcentajeIgv?: DecimalInput;
  isc?: IscLinea;
  /** Plastic bags subject to ICBPER: the number of bags (usually the quantity); true = the quantity. */
  bolsasPlasticas?: boolean | DecimalInput;
  descuentos?: CargoDescuento[];
  cargos?: CargoDescuento[];
}

/** A document for the engine: lines plus global discounts (02, 03) and charges (46, 49, 50). */
export interface DocumentoInput {
  /** YYYY-MM-DD: picks the ICBPER rate of the year. */
  fechaEmision: string;
  lineas: LineaInput[];
  descuentos?: CargoDescuento[];
  cargos?: CargoDescuento[];
  /** Advance payments deducted (PrepaidAmount). */
  anticipos?: DecimalInput;
  /** PayableRoundingAmount, within ±1. */
  redondeo?: DecimalInput;
}
