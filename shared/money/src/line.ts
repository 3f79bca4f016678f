import {
  IGV_PORCENTAJE,
  IVAP_PORCENTAJE,
  SISTEMAS_ISC,
  TRIBUTOS,
  VALOR_REFERENCIAL_BOLSA,
  afectacion,
  afectacionGratuita,
  tasaIcbper,
  tributoDeAfectacion,
  type Tributo,
} from './catalogs.js';
import { type Decimal, HUNDRED, ZERO, dec, round, sum } from './decimal.js';
import { fail } from './errors.js';
import type { CargoDescuento, LineaInput } from './types.js';

/**
 * One line's amounts. Rounding rules (each amount written to the XML is rounded half up to 2 decimals):
 * - the unit value is kept exact (derived from a price with taxes it is not rounded; the XML shows up to 10 decimals);
 * - valor de venta = round(cantidad × valor unitario − descuentos 00 + cargos 47);
 * - ISC = round(rate × valor de venta) (01), round(cantidad × monto) (02), round(rate × cantidad × precio sugerido) (03);
 * - IGV / IVAP = round((valor de venta + ISC) × tasa), per line; ICBPER = round(bolsas × tasa del año).
 */

export interface CargoCalculado {
  codigo: string;
  esCargo: boolean;
  factor: Decimal;
  monto: Decimal;
  base: Decimal;
}

export interface SubtotalImpuesto {
  tributo: Tributo;
  base: Decimal;
  monto: Decimal;
  /** Percent of the subtotal (IGV, IVAP, ISC; for ISC 02 the effective rate amount ÷ base). */
  porcentaje?: Decimal;
  /** ISC system (TierRange). */
  sistemaIsc?: string;
  /** ICBPER: number of bags and amount per bag. */
  cantidad?: Decimal;
  montoUnitario?: Decimal;
  /** Catálogo 07 of the IGV subtotal. */
  tipoAfectacion?: string;
}

export interface LineaCalculada {
  input: LineaInput;
  cantidad: Decimal;
  unidad: string;
  /** The affectation written (a free plastic bag becomes a free transfer: 15, 21 or 31). */
  tipoAfectacion: string;
  gratuito: boolean;
  /** Unit value without taxes written in cac:Price (0 for free lines). */
  valorUnitario: Decimal;
  /** PricingReference: 01 unit price with every tax (importe ÷ cantidad), or 02 reference value for free lines. */
  precioReferencia: Decimal;
  tipoPrecio: '01' | '02';
  /** LineExtensionAmount: quantity × unit value − discounts that reduce the base + charges that raise it. */
  valorVenta: Decimal;
  descuentos: CargoCalculado[];
  cargos: CargoCalculado[];
  isc: Decimal;
  baseIsc: Decimal;
  igv: Decimal;
  baseIgv: Decimal;
  porcentajeIgv: Decimal;
  icbper: Decimal;
  /** TaxTotal/TaxAmount of the line (free lines do not charge their IGV). */
  totalImpuestos: Decimal;
  /** What the customer pays for the line: value + charged taxes − line discounts 01 + line charges 48 (0 for free lines). */
  importe: Decimal;
  /** The line's tax subtotals in XML order: ISC, IGV/EXO/INA/EXP/GRA/IVAP, ICBPER. */
  subtotales: SubtotalImpuesto[];
  /**
   * A charged line given by its price with IGV (or IVAP), ISC included: what the customer pays for it
   * before ICBPER and discounts 01 / charges 48 (round(cantidad × precio) less discounts 00 with their tax).
   * The document splits the IGV base and the tax of these lines together (see split.ts).
   */
  pagoConImpuesto?: Decimal;
}

export function cargoDescuento(item: CargoDescuento, esCargo: boolean, defaultBase: Decimal): CargoCalculado {
  const what = esCargo ? 'cargo' : 'descuento';
  const base = item.base !== undefined ? dec(item.base) : defaultBase;
  let factor: Decimal;
  let monto: Decimal;
  if (item.monto !== undefined && item.monto !== '') {
    monto = round(dec(item.monto));
    factor =
      item.factor !== undefined && item.factor !== ''
        ? dec(item.factor)
        : base.isZero()
          ? ZERO
          : round(monto.div(base), 5);
  } else if (item.factor !== undefined && item.factor !== '') {
    factor = dec(item.factor);
    monto = round(base.times(factor));
  } else fail(`El ${what} ${item.codigo} necesita un monto o un factor`);
  if (monto.isNegative() || factor.isNegative()) fail(`El ${what} ${item.codigo} no puede ser negativo`);
  return { codigo: item.codigo, esCargo, factor, monto, base: round(base) };
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

const positive = (v: unknown): boolean => given(v) && dec(v as string).gt(0);

/** A plastic bag handed out at no charge is written as a free transfer valued at a reference value (see VALOR_REFERENCIAL_BOLSA). */
function bolsaGratuita(input: LineaInput): LineaInput {
  if (!input.bolsasPlasticas) return input;
  const afe = afectacion(input.tipoAfectacion ?? '10');
  if (afe.gratuito) {
    if (positive(input.valorReferencial) || positive(input.valorUnitario)) return input;
    return { ...input, valorReferencial: VALOR_REFERENCIAL_BOLSA };
  }
  if (positive(input.valorUnitario) || (!given(input.valorUnitario) && positive(input.precioUnitario))) return input;
  const valorReferencial = positive(input.valorReferencial) ? input.valorReferencial : VALOR_REFERENCIAL_BOLSA;
  return {
    ...input,
    tipoAfectacion: afectacionGratuita(afe.grupo),
    valorUnitario: undefined,
    precioUnitario: undefined,
    valorReferencial,
  };
}

/** Unit value without taxes from a price with them: price = (value + ISC per unit) × (1 + IGV). */
function valorDesdePrecio(precio: Decimal, tasaIgv: Decimal, chargesIgv: boolean, input: LineaInput): Decimal {
  let v = chargesIgv ? precio.div(tasaIgv.plus(1)) : precio;
  const isc = input.isc;
  if (isc?.sistema === '01') v = v.div(dec(isc.tasa).div(HUNDRED).plus(1));
  else if (isc?.sistema === '02') v = v.minus(dec(isc.tasa));
  else if (isc?.sistema === '03') v = v.minus(dec(isc.precioSugerido).times(dec(isc.tasa)).div(HUNDRED));
  return v;
}

/** Computes one line. `fechaEmision` (YYYY-MM-DD) picks the ICBPER rate of the year. */
export function calcularLinea(original: LineaInput, fechaEmision: string): LineaCalculada {
  const input = bolsaGratuita(original);
  const cantidad = dec(input.cantidad);
  if (!cantidad.isPositive() || cantidad.isZero())
    fail(`La cantidad del ítem "${input.descripcion}" debe ser mayor que cero`);
  const tipoAfectacion = input.tipoAfectacion ?? '10';
  const afe = afectacion(tipoAfectacion);
  const porcentajeIgv = dec(input.porcentajeIgv ?? (afe.grupo === 'ivap' ? IVAP_PORCENTAJE : IGV_PORCENTAJE));
  const tasa = porcentajeIgv.div(HUNDRED);
  const chargesIgv = afe.grupo === 'gravado' || afe.grupo === 'ivap';
  const isc = input.isc;
  if (isc && !(SISTEMAS_ISC as readonly string[]).includes(isc.sistema))
    fail(`Sistema de ISC no válido: ${isc.sistema}`);

  let valorUnitario: Decimal;
  if (given(input.valorUnitario)) valorUnitario = dec(input.valorUnitario);
  else if (given(input.precioUnitario))
    valorUnitario = valorDesdePrecio(dec(input.precioUnitario), tasa, chargesIgv && !afe.gratuito, input);
  else if (afe.gratuito && given(input.valorReferencial)) valorUnitario = dec(input.valorReferencial);
  else fail(`El ítem "${input.descripcion}" necesita el valor unitario o el precio unitario`);
  if (valorUnitario.isNegative()) fail(`El valor unitario del ítem "${input.descripcion}" no puede ser negativo`);

  const unitValue = afe.gratuito && given(input.valorReferencial) ? dec(input.valorReferencial) : valorUnitario;
  const bruto = cantidad.times(unitValue);
  const descuentos = (input.descuentos ?? []).map((d) => cargoDescuento(d, false, bruto));
  const cargos = (input.cargos ?? []).map((c) => cargoDescuento(c, true, bruto));
  for (const d of descuentos)
    if (d.codigo !== '00' && d.codigo !== '01') fail(`Código de descuento por ítem no válido: ${d.codigo}`);
  for (const c of cargos)
    if (c.codigo !== '47' && c.codigo !== '48') fail(`Código de cargo por ítem no válido: ${c.codigo}`);
  const of = (list: CargoCalculado[], codigo: string) =>
    sum(list.filter((x) => x.codigo === codigo).map((x) => x.monto));
  const valorVenta = round(bruto.minus(of(descuentos, '00')).plus(of(cargos, '47')));
  if (valorVenta.isNegative()) fail(`Los descuentos del ítem "${input.descripcion}" superan su valor`);

  // ISC goes into the IGV base.
  let iscMonto = ZERO;
  let baseIsc = ZERO;
  let porcentajeIsc: Decimal | undefined;
  if (isc) {
    const rate = dec(isc.tasa);
    if (isc.sistema === '01') {
      baseIsc = valorVenta;
      iscMonto = round(baseIsc.times(rate).div(HUNDRED));
      porcentajeIsc = rate;
    } else if (isc.sistema === '02') {
      baseIsc = valorVenta;
      iscMonto = round(cantidad.times(rate));
      // SUNAT checks every ISC subtotal as base × percent (3108) and wants a percent (2992): the effective rate.
      porcentajeIsc = baseIsc.isZero() ? ZERO : round(iscMonto.div(baseIsc).times(HUNDRED), 5);
    } else {
      baseIsc = round(cantidad.times(dec(isc.precioSugerido ?? unitValue)));
      iscMonto = round(baseIsc.times(rate).div(HUNDRED));
      porcentajeIsc = rate;
    }
  }
  // A price typed with taxes is what the customer pays: the line's payable amount is quantity × price
  // rounded to cents (less its discounts 00 with their tax), and its IGV (or IVAP) is what is left once its
  // value and ISC are rounded. SUNAT checks each line's tax against base × rate within ±1 (3103).
  const porPrecio = !given(input.valorUnitario) && given(input.precioUnitario) && chargesIgv && !afe.gratuito;
  const exacto = bruto.minus(of(descuentos, '00')).plus(of(cargos, '47'));
  // From the typed price itself (its value ÷ (1 + rate) is not exact in any number of digits).
  const ajuste = of(descuentos, '00').minus(of(cargos, '47'));
  const pagoConImpuesto = !porPrecio
    ? undefined
    : !isc
      ? round(cantidad.times(dec(input.precioUnitario)).minus(ajuste.times(tasa.plus(1))))
      : ajuste.isZero()
        ? round(cantidad.times(dec(input.precioUnitario)))
        : round(exacto.plus(iscExacto(isc, exacto, cantidad, unitValue)).times(tasa.plus(1)));
  const baseIgv = round(valorVenta.plus(iscMonto));
  const igv = pagoConImpuesto
    ? pagoConImpuesto.minus(valorVenta).minus(iscMonto)
    : chargesIgv
      ? round(baseIgv.times(tasa))
      : ZERO;

  let icbper = ZERO;
  let bolsas = ZERO;
  let porBolsa = ZERO;
  if (input.bolsasPlasticas) {
    bolsas = input.bolsasPlasticas === true ? cantidad : dec(input.bolsasPlasticas);
    porBolsa = dec(tasaIcbper(Number(fechaEmision.slice(0, 4))));
    icbper = round(bolsas.times(porBolsa));
  }

  const cobrado = afe.gratuito ? ZERO : igv;
  const totalImpuestos = iscMonto.plus(cobrado).plus(icbper);
  const importe = afe.gratuito
    ? icbper
    : valorVenta.plus(totalImpuestos).minus(of(descuentos, '01')).plus(of(cargos, '48'));
  // SUNAT's unit price (3270): (value + the line's taxes − discounts 01 + charges 48) ÷ quantity, ICBPER included.
  const precioReferencia = afe.gratuito ? unitValue : importe.div(cantidad);

  const subtotales: SubtotalImpuesto[] = [];
  if (isc)
    subtotales.push({
      tributo: TRIBUTOS.ISC,
      base: baseIsc,
      monto: iscMonto,
      porcentaje: porcentajeIsc,
      sistemaIsc: isc.sistema,
    });
  subtotales.push({
    tributo: tributoDeAfectacion(tipoAfectacion),
    base: baseIgv,
    monto: igv,
    porcentaje: chargesIgv ? porcentajeIgv : ZERO,
    tipoAfectacion,
  });
  if (input.bolsasPlasticas)
    subtotales.push({ tributo: TRIBUTOS.ICBPER, base: ZERO, monto: icbper, cantidad: bolsas, montoUnitario: porBolsa });

  return {
    input,
    cantidad,
    unidad: input.unidad ?? 'NIU',
    tipoAfectacion,
    gratuito: afe.gratuito,
    valorUnitario: afe.gratuito ? ZERO : valorUnitario,
    precioReferencia,
    tipoPrecio: afe.gratuito ? '02' : '01',
    valorVenta,
    descuentos,
    cargos,
    isc: iscMonto,
    baseIsc,
    igv,
    baseIgv,
    porcentajeIgv: chargesIgv ? porcentajeIgv : ZERO,
    icbper,
    totalImpuestos,
    importe,
    subtotales,
    ...(pagoConImpuesto ? { pagoConImpuesto } : {}),
  };
}

/** The ISC of a line before rounding (to derive the payable amount of a price with taxes). */
function iscExacto(isc: LineaInput['isc'], valor: Decimal, cantidad: Decimal, unitValue: Decimal): Decimal {
  if (!isc) return ZERO;
  const rate = dec(isc.tasa);
  if (isc.sistema === '01') return valor.times(rate).div(HUNDRED);
  if (isc.sistema === '02') return cantidad.times(rate);
  return cantidad
    .times(dec(isc.precioSugerido ?? unitValue))
    .times(rate)
    .div(HUNDRED);
}
