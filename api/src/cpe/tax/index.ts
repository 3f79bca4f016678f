import { afectacion, tasaIcbper, tributoDeAfectacion, TRIBUTOS, type Tributo } from '../catalogs.js';
import { Decimal, HUNDRED, ZERO, dec, round, sum, type DecimalInput } from '../decimal.js';
import type { CargoDescuento, LineaInput } from '../types.js';
import { BusinessError } from '../../core/envelope.js';

/**
 * The tax engine: pure decimal functions. A line gives its amounts (value, IGV, ISC, ICBPER), a
 * document gives its tax subtotals and LegalMonetaryTotal. Every amount written to the XML is
 * rounded half-up to 2 decimals; document totals are sums of the rounded line amounts, so the
 * document always agrees with its lines and stays within SUNAT's ±1 tolerance.
 */

export const IGV_PORCENTAJE = '18';
export const IVAP_PORCENTAJE = '4';

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
  /** Percent of the line subtotal (IGV, ISC). */
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
  tipoAfectacion: string;
  gratuito: boolean;
  /** Unit value without taxes written in cac:Price (0 for free lines). */
  valorUnitario: Decimal;
  /** PricingReference: 01 unit price with taxes, or 02 reference value for free lines. */
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
  /** The line's tax subtotals in XML order: ISC, IGV/EXO/INA/EXP/GRA/IVAP, ICBPER. */
  subtotales: SubtotalImpuesto[];
}

export interface Totales {
  gravadas: Decimal;
  exoneradas: Decimal;
  inafectas: Decimal;
  exportacion: Decimal;
  gratuitas: Decimal;
  igvGratuitas: Decimal;
  baseIvap: Decimal;
  ivap: Decimal;
  baseIsc: Decimal;
  isc: Decimal;
  igv: Decimal;
  icbper: Decimal;
  totalImpuestos: Decimal;
  /** LegalMonetaryTotal/LineExtensionAmount: sum of the charged lines' values. */
  valorVenta: Decimal;
  /** TaxInclusiveAmount. */
  subtotal: Decimal;
  /** AllowanceTotalAmount: global discounts that do not reduce the base (and line ones of the same kind). */
  descuentos: Decimal;
  /** ChargeTotalAmount: charges that do not raise the base. */
  cargos: Decimal;
  anticipos: Decimal;
  redondeo: Decimal;
  /** PayableAmount. */
  total: Decimal;
  /** Document-level tax subtotals in XML order. */
  subtotales: SubtotalImpuesto[];
  /** Global allowances and charges, computed. */
  descuentosGlobales: CargoCalculado[];
  cargosGlobales: CargoCalculado[];
}

function fail(message: string): never {
  throw new BusinessError(message);
}

function cargoDescuento(item: CargoDescuento, esCargo: boolean, defaultBase: Decimal): CargoCalculado {
  const base = item.base !== undefined ? dec(item.base) : defaultBase;
  let factor: Decimal;
  let monto: Decimal;
  if (item.monto !== undefined) {
    monto = round(dec(item.monto));
    factor = item.factor !== undefined ? dec(item.factor) : base.isZero() ? ZERO : round(monto.div(base), 5);
  } else if (item.factor !== undefined) {
    factor = dec(item.factor);
    monto = round(base.times(factor));
  } else {
    fail(`El ${esCargo ? 'cargo' : 'descuento'} ${item.codigo} necesita un monto o un factor`);
  }
  if (monto.isNegative()) fail(`El ${esCargo ? 'cargo' : 'descuento'} ${item.codigo} no puede ser negativo`);
  return { codigo: item.codigo, esCargo, factor, monto, base: round(base) };
}

/** Computes one line. `fechaEmision` picks the ICBPER rate of the year. */
export function calcularLinea(input: LineaInput, fechaEmision: string): LineaCalculada {
  const cantidad = dec(input.cantidad);
  if (!cantidad.isPositive() || cantidad.isZero()) fail(`La cantidad del ítem "${input.descripcion}" debe ser mayor que cero`);
  const tipoAfectacion = input.tipoAfectacion ?? '10';
  const afe = afectacion(tipoAfectacion);
  const porcentajeIgv = dec(input.porcentajeIgv ?? (afe.grupo === 'ivap' ? IVAP_PORCENTAJE : IGV_PORCENTAJE));
  const tasa = porcentajeIgv.div(HUNDRED);
  const chargesIgv = afe.grupo === 'gravado' || afe.grupo === 'ivap';
  const isc = input.isc;
  const iscRate = isc && isc.sistema !== '02' ? dec(isc.tasa).div(HUNDRED) : ZERO;

  // Unit value: given, or derived from the price with taxes (value × (1 + ISC) × (1 + IGV) = price).
  let valorUnitario: Decimal;
  if (input.valorUnitario !== undefined) valorUnitario = dec(input.valorUnitario);
  else if (input.precioUnitario !== undefined) {
    let v = dec(input.precioUnitario);
    if (chargesIgv && !afe.gratuito) v = v.div(tasa.plus(1));
    if (isc?.sistema === '02') v = v.minus(dec(isc.tasa));
    else if (isc) v = v.div(iscRate.plus(1));
    valorUnitario = v;
  } else if (afe.gratuito && input.valorReferencial !== undefined) valorUnitario = dec(input.valorReferencial);
  else fail(`El ítem "${input.descripcion}" necesita el valor unitario o el precio unitario`);
  if (valorUnitario.isNegative()) fail(`El valor unitario del ítem "${input.descripcion}" no puede ser negativo`);

  const unitValue = afe.gratuito ? dec(input.valorReferencial ?? valorUnitario) : valorUnitario;
  const bruto = cantidad.times(unitValue);
  const descuentos = (input.descuentos ?? []).map((d) => cargoDescuento(d, false, bruto));
  const cargos = (input.cargos ?? []).map((c) => cargoDescuento(c, true, bruto));
  for (const d of descuentos) if (d.codigo !== '00' && d.codigo !== '01') fail(`Código de descuento por ítem no válido: ${d.codigo}`);
  for (const c of cargos) if (c.codigo !== '47' && c.codigo !== '48') fail(`Código de cargo por ítem no válido: ${c.codigo}`);
  const valorVenta = round(
    bruto
      .minus(sum(descuentos.filter((d) => d.codigo === '00').map((d) => d.monto)))
      .plus(sum(cargos.filter((c) => c.codigo === '47').map((c) => c.monto))),
  );
  if (valorVenta.isNegative()) fail(`Los descuentos del ítem "${input.descripcion}" superan su valor`);

  // ISC goes into the IGV base.
  let iscMonto = ZERO;
  let baseIsc = ZERO;
  if (isc) {
    if (isc.sistema === '01') {
      baseIsc = valorVenta;
      iscMonto = round(baseIsc.times(iscRate));
    } else if (isc.sistema === '02') {
      baseIsc = valorVenta;
      iscMonto = round(cantidad.times(dec(isc.tasa)));
    } else {
      baseIsc = round(cantidad.times(dec(isc.precioSugerido ?? unitValue)));
      iscMonto = round(baseIsc.times(iscRate));
    }
  }
  const baseIgv = round(valorVenta.plus(iscMonto));
  const igv = chargesIgv ? round(baseIgv.times(tasa)) : ZERO;

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
  const precioReferencia = afe.gratuito
    ? unitValue
    : valorVenta.plus(iscMonto).plus(igv).div(cantidad);

  const subtotales: SubtotalImpuesto[] = [];
  if (isc) subtotales.push({ tributo: TRIBUTOS.ISC, base: baseIsc, monto: iscMonto, porcentaje: isc.sistema === '02' ? undefined : dec(isc.tasa), sistemaIsc: isc.sistema });
  subtotales.push({
    tributo: tributoDeAfectacion(tipoAfectacion),
    base: baseIgv,
    monto: igv,
    porcentaje: chargesIgv ? porcentajeIgv : ZERO,
    tipoAfectacion,
  });
  if (input.bolsasPlasticas) subtotales.push({ tributo: TRIBUTOS.ICBPER, base: ZERO, monto: icbper, cantidad: bolsas, montoUnitario: porBolsa });

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
    subtotales,
  };
}

export interface OpcionesTotales {
  descuentos?: CargoDescuento[];
  cargos?: CargoDescuento[];
  anticipos?: DecimalInput;
  redondeo?: DecimalInput;
}

/** Document totals from computed lines and global allowances/charges. */
export function calcularTotales(lineas: LineaCalculada[], opciones: OpcionesTotales = {}): Totales {
  const by = (pred: (l: LineaCalculada) => boolean, pick: (l: LineaCalculada) => Decimal) => sum(lineas.filter(pred).map(pick));
  const grupo = (l: LineaCalculada) => afectacion(l.tipoAfectacion).grupo;
  const cobrada = (l: LineaCalculada) => !l.gratuito;

  const gravadasLineas = by((l) => cobrada(l) && grupo(l) === 'gravado', (l) => l.valorVenta);
  const baseIgvLineas = by((l) => cobrada(l) && grupo(l) === 'gravado', (l) => l.baseIgv);
  const igvLineas = by((l) => cobrada(l) && grupo(l) === 'gravado', (l) => l.igv);
  const exoneradas = by((l) => cobrada(l) && grupo(l) === 'exonerado', (l) => l.valorVenta);
  const inafectas = by((l) => cobrada(l) && grupo(l) === 'inafecto', (l) => l.valorVenta);
  const exportacion = by((l) => cobrada(l) && grupo(l) === 'exportacion', (l) => l.valorVenta);
  const baseIvap = by((l) => cobrada(l) && grupo(l) === 'ivap', (l) => l.baseIgv);
  const ivap = by((l) => cobrada(l) && grupo(l) === 'ivap', (l) => l.igv);
  const gratuitas = by((l) => l.gratuito, (l) => l.valorVenta);
  const igvGratuitas = by((l) => l.gratuito, (l) => l.igv);
  const baseIsc = by((l) => cobrada(l) && !l.isc.isZero(), (l) => l.baseIsc);
  const isc = by(cobrada, (l) => l.isc);
  const icbper = sum(lineas.map((l) => l.icbper));
  const valorVenta = by(cobrada, (l) => l.valorVenta);

  // Global allowances/charges: 02 and 49 change the IGV base; 03 and 50 only the amount payable.
  const baseGlobal = gravadasLineas;
  const descuentosGlobales = (opciones.descuentos ?? []).map((d) => cargoDescuento(d, false, d.codigo === '03' ? valorVenta : baseGlobal));
  const cargosGlobales = (opciones.cargos ?? []).map((c) => cargoDescuento(c, true, c.codigo === '50' ? valorVenta : baseGlobal));
  for (const d of descuentosGlobales) if (d.codigo !== '02' && d.codigo !== '03') fail(`Código de descuento global no válido: ${d.codigo}`);
  for (const c of cargosGlobales) if (!['49', '50', '51', '52', '53'].includes(c.codigo)) fail(`Código de cargo global no válido: ${c.codigo}`);
  const desc02 = sum(descuentosGlobales.filter((d) => d.codigo === '02').map((d) => d.monto));
  const desc03 = sum(descuentosGlobales.filter((d) => d.codigo === '03').map((d) => d.monto));
  const cargo49 = sum(cargosGlobales.filter((c) => c.codigo === '49').map((c) => c.monto));
  const cargo50 = sum(cargosGlobales.filter((c) => c.codigo === '50').map((c) => c.monto));
  const descLinea01 = sum(lineas.flatMap((l) => l.descuentos.filter((d) => d.codigo === '01').map((d) => d.monto)));
  const cargoLinea48 = sum(lineas.flatMap((l) => l.cargos.filter((c) => c.codigo === '48').map((c) => c.monto)));

  const gravadas = gravadasLineas.minus(desc02).plus(cargo49);
  if (gravadas.isNegative()) fail('Los descuentos globales superan las operaciones gravadas');
  // With global changes to the base the IGV is recomputed on the new base; otherwise it is the sum of the lines.
  const cambiaBase = !desc02.isZero() || !cargo49.isZero();
  const baseIgv = baseIgvLineas.minus(desc02).plus(cargo49);
  const tasa = lineas.find((l) => cobrada(l) && grupo(l) === 'gravado')?.porcentajeIgv ?? dec(IGV_PORCENTAJE);
  const igv = cambiaBase ? round(baseIgv.times(tasa).div(HUNDRED)) : igvLineas;

  const totalImpuestos = isc.plus(igv).plus(ivap).plus(icbper);
  const subtotal = valorVenta.minus(desc02).plus(cargo49).plus(totalImpuestos);
  const descuentos = desc03.plus(descLinea01);
  const cargos = cargo50.plus(cargoLinea48);
  const anticipos = round(dec(opciones.anticipos));
  const redondeo = round(dec(opciones.redondeo));
  const total = subtotal.minus(descuentos).plus(cargos).minus(anticipos).plus(redondeo);

  const subtotales: SubtotalImpuesto[] = [];
  if (!isc.isZero()) subtotales.push({ tributo: TRIBUTOS.ISC, base: baseIsc, monto: isc });
  const hasGravadas = lineas.some((l) => cobrada(l) && grupo(l) === 'gravado');
  if (hasGravadas) subtotales.push({ tributo: TRIBUTOS.IGV, base: gravadas, monto: igv });
  if (lineas.some((l) => cobrada(l) && grupo(l) === 'ivap')) subtotales.push({ tributo: TRIBUTOS.IVAP, base: baseIvap, monto: ivap });
  if (lineas.some((l) => cobrada(l) && grupo(l) === 'exportacion')) subtotales.push({ tributo: TRIBUTOS.EXP, base: exportacion, monto: ZERO });
  if (lineas.some((l) => cobrada(l) && grupo(l) === 'exonerado')) subtotales.push({ tributo: TRIBUTOS.EXO, base: exoneradas, monto: ZERO });
  if (lineas.some((l) => cobrada(l) && grupo(l) === 'inafecto')) subtotales.push({ tributo: TRIBUTOS.INA, base: inafectas, monto: ZERO });
  if (lineas.some((l) => l.gratuito)) subtotales.push({ tributo: TRIBUTOS.GRA, base: gratuitas, monto: igvGratuitas });
  if (!icbper.isZero()) subtotales.push({ tributo: TRIBUTOS.ICBPER, base: ZERO, monto: icbper });
  if (subtotales.length === 0) fail('El comprobante no tiene ítems');

  return {
    gravadas, exoneradas, inafectas, exportacion, gratuitas, igvGratuitas, baseIvap, ivap, baseIsc, isc, igv, icbper,
    totalImpuestos, valorVenta, subtotal, descuentos, cargos, anticipos, redondeo, total, subtotales, descuentosGlobales, cargosGlobales,
  };
}

/** Lines and totals of a document in one call. */
export function calcularDocumento(
  doc: { fechaEmision: string; lineas: LineaInput[]; descuentos?: CargoDescuento[]; cargos?: CargoDescuento[] },
): { lineas: LineaCalculada[]; totales: Totales } {
  if (!doc.lineas?.length) fail('El comprobante debe tener al menos un ítem');
  const lineas = doc.lineas.map((l) => calcularLinea(l, doc.fechaEmision));
  // Percepción (51-53) is a charge outside the payable amount: it is handled by the builder.
  const cargos = (doc.cargos ?? []).filter((c) => !['51', '52', '53'].includes(c.codigo));
  return { lineas, totales: calcularTotales(lineas, { descuentos: doc.descuentos, cargos }) };
}

/** SUNAT accepts a difference of up to one unit between a declared and a recomputed amount. */
export function dentroDeTolerancia(a: DecimalInput, b: DecimalInput, tolerance: DecimalInput = 1): boolean {
  return dec(a).minus(dec(b)).abs().lte(dec(tolerance));
}

export { Decimal };
