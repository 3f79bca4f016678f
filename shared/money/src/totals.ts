import { IGV_PORCENTAJE, TRIBUTOS, afectacion } from './catalogs.js';
import { type Decimal, HUNDRED, ZERO, dec, round, sum, type DecimalInput } from './decimal.js';
import { fail } from './errors.js';
import {
  calcularLinea,
  cargoDescuento,
  type CargoCalculado,
  type LineaCalculada,
  type SubtotalImpuesto,
} from './line.js';
import type { CargoDescuento, DocumentoInput } from './types.js';
import { repartirValores } from './split.js';

/**
 * Document totals. Rules (SUNAT's, as its validators recompute them):
 * - totals per tax are sums of the rounded line amounts (never recomputed from a document base), except
 * - global discount 02 / charge 49 change the taxable base: the IGV (or IVAP) is recomputed once on the new base;
 * - global charges 46 (recargo al consumo y/o propinas) and 50 only raise the amount payable (ChargeTotalAmount);
 * - LineExtensionAmount = Σ charged lines' values − 02 + 49 (3278); TaxInclusiveAmount = that + taxes;
 * - PayableAmount = TaxInclusiveAmount − (03 + line 01) + (46 + 50 + line 48) − anticipos + redondeo.
 * Free lines are reported (9996 GRA, with their IGV) but never charged.
 */

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
  /** LegalMonetaryTotal/LineExtensionAmount: charged lines' values − global discounts 02 + global charges 49. */
  valorVenta: Decimal;
  /** TaxInclusiveAmount: valorVenta + taxes. */
  subtotal: Decimal;
  /** AllowanceTotalAmount: discounts that do not reduce the base (global 03, line 01). */
  descuentos: Decimal;
  /** ChargeTotalAmount: charges that do not raise the base (global 46 and 50, line 48). */
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

export interface OpcionesTotales {
  descuentos?: CargoDescuento[];
  cargos?: CargoDescuento[];
  anticipos?: DecimalInput;
  redondeo?: DecimalInput;
}

/** Document totals from computed lines and global allowances/charges. */
export function calcularTotales(lineas: LineaCalculada[], opciones: OpcionesTotales = {}): Totales {
  const grupo = (l: LineaCalculada) => afectacion(l.tipoAfectacion).grupo;
  const cobradas = lineas.filter((l) => !l.gratuito);
  const de = (g: string) => cobradas.filter((l) => grupo(l) === g);
  const total = (ls: LineaCalculada[], pick: (l: LineaCalculada) => Decimal) => sum(ls.map(pick));

  const gravadasLineas = de('gravado');
  const ivapLineas = de('ivap');
  const gratuitasLineas = lineas.filter((l) => l.gratuito);
  const valorLineas = total(cobradas, (l) => l.valorVenta);
  const exoneradas = total(de('exonerado'), (l) => l.valorVenta);
  const inafectas = total(de('inafecto'), (l) => l.valorVenta);
  const exportacion = total(de('exportacion'), (l) => l.valorVenta);
  const gratuitas = total(gratuitasLineas, (l) => l.valorVenta);
  const igvGratuitas = total(gratuitasLineas, (l) => l.igv);
  const baseIsc = total(
    cobradas.filter((l) => !l.isc.isZero()),
    (l) => l.baseIsc,
  );
  const isc = total(cobradas, (l) => l.isc);
  const icbper = total(lineas, (l) => l.icbper);

  // Global allowances/charges: 02 and 49 change the taxable base (IGV, or IVAP in an IVAP document); 03 and 50 only the payable amount.
  const ivapDoc = ivapLineas.length > 0 && gravadasLineas.length === 0;
  const gravadoLineas = ivapDoc ? ivapLineas : gravadasLineas;
  const valorGravado = total(gravadoLineas, (l) => l.valorVenta);
  const descuentosGlobales = (opciones.descuentos ?? []).map((d) =>
    cargoDescuento(d, false, d.codigo === '03' ? valorLineas : valorGravado),
  );
  const cargosGlobales = (opciones.cargos ?? []).map((c) =>
    cargoDescuento(c, true, c.codigo === '49' ? valorGravado : valorLineas),
  );
  for (const d of descuentosGlobales)
    if (d.codigo !== '02' && d.codigo !== '03') fail(`Código de descuento global no válido: ${d.codigo}`);
  for (const c of cargosGlobales)
    if (!['46', '49', '50'].includes(c.codigo)) fail(`Código de cargo global no válido: ${c.codigo}`);
  const of = (list: CargoCalculado[], codigo: string) =>
    sum(list.filter((x) => x.codigo === codigo).map((x) => x.monto));
  const desc02 = of(descuentosGlobales, '02');
  const cargo49 = of(cargosGlobales, '49');
  if ((!desc02.isZero() || !cargo49.isZero()) && gravadoLineas.length === 0)
    fail('Los descuentos y cargos globales que afectan la base imponible requieren ítems gravados');
  const lineasDe = (codigo: string, pick: (l: LineaCalculada) => CargoCalculado[]) =>
    sum(
      lineas.flatMap((l) =>
        pick(l)
          .filter((x) => x.codigo === codigo)
          .map((x) => x.monto),
      ),
    );

  const baseGravada = valorGravado.minus(desc02).plus(cargo49);
  if (baseGravada.isNegative()) fail('Los descuentos globales superan las operaciones gravadas');
  // With global changes to the base the tax is recomputed on the new base; otherwise it is the sum of the lines.
  const cambiaBase = !desc02.isZero() || !cargo49.isZero();
  const tasa = gravadoLineas[0]?.porcentajeIgv ?? dec(IGV_PORCENTAJE);
  const impuestoGravado = cambiaBase
    ? round(
        total(gravadoLineas, (l) => l.baseIgv)
          .minus(desc02)
          .plus(cargo49)
          .times(tasa)
          .div(HUNDRED),
      )
    : total(gravadoLineas, (l) => l.igv);
  const gravadas = ivapDoc ? total(gravadasLineas, (l) => l.valorVenta) : baseGravada;
  const igv = ivapDoc ? ZERO : impuestoGravado;
  const baseIvap = ivapDoc ? baseGravada : total(ivapLineas, (l) => l.baseIgv);
  const ivap = ivapDoc ? impuestoGravado : total(ivapLineas, (l) => l.igv);

  const totalImpuestos = isc.plus(igv).plus(ivap).plus(icbper);
  const valorVenta = valorLineas.minus(desc02).plus(cargo49);
  const subtotal = valorVenta.plus(totalImpuestos);
  const descuentos = of(descuentosGlobales, '03').plus(lineasDe('01', (l) => l.descuentos));
  const cargos = of(cargosGlobales, '46')
    .plus(of(cargosGlobales, '50'))
    .plus(lineasDe('48', (l) => l.cargos));
  const anticipos = round(dec(opciones.anticipos));
  const redondeo = round(dec(opciones.redondeo));
  const totalPagar = subtotal.minus(descuentos).plus(cargos).minus(anticipos).plus(redondeo);

  const hay = (g: string) => de(g).length > 0;
  const subtotales: SubtotalImpuesto[] = [];
  if (!isc.isZero()) subtotales.push({ tributo: TRIBUTOS.ISC, base: baseIsc, monto: isc });
  if (hay('gravado')) subtotales.push({ tributo: TRIBUTOS.IGV, base: gravadas, monto: igv });
  if (hay('ivap')) subtotales.push({ tributo: TRIBUTOS.IVAP, base: baseIvap, monto: ivap });
  if (hay('exportacion')) subtotales.push({ tributo: TRIBUTOS.EXP, base: exportacion, monto: ZERO });
  if (hay('exonerado')) subtotales.push({ tributo: TRIBUTOS.EXO, base: exoneradas, monto: ZERO });
  if (hay('inafecto')) subtotales.push({ tributo: TRIBUTOS.INA, base: inafectas, monto: ZERO });
  if (gratuitasLineas.length) subtotales.push({ tributo: TRIBUTOS.GRA, base: gratuitas, monto: igvGratuitas });
  if (!icbper.isZero()) subtotales.push({ tributo: TRIBUTOS.ICBPER, base: ZERO, monto: icbper });
  if (subtotales.length === 0) fail('El comprobante no tiene ítems');

  return {
    gravadas,
    exoneradas,
    inafectas,
    exportacion,
    gratuitas,
    igvGratuitas,
    baseIvap,
    ivap,
    baseIsc,
    isc,
    igv,
    icbper,
    totalImpuestos,
    valorVenta,
    subtotal,
    descuentos,
    cargos,
    anticipos,
    redondeo,
    total: totalPagar,
    subtotales,
    descuentosGlobales,
    cargosGlobales,
  };
}

/** Lines and totals of a document in one call (throws MoneyInputError with a Spanish message on bad input). */
export function calcularDocumento(doc: DocumentoInput): { lineas: LineaCalculada[]; totales: Totales } {
  if (!doc.lineas?.length) fail('El comprobante debe tener al menos un ítem');
  const lineas = repartirValores(doc.lineas.map((l) => calcularLinea(l, doc.fechaEmision)));
  // Percepción (51-53) is a charge outside the payable amount: the XML builder handles it.
  const cargos = (doc.cargos ?? []).filter((c) => !['51', '52', '53'].includes(c.codigo));
  return {
    lineas,
    totales: calcularTotales(lineas, {
      descuentos: doc.descuentos,
      cargos,
      anticipos: doc.anticipos,
      redondeo: doc.redondeo,
    }),
  };
}

/** SUNAT accepts a difference of up to one unit between a declared and a recomputed amount. */
export function dentroDeTolerancia(a: DecimalInput, b: DecimalInput, tolerance: DecimalInput = 1): boolean {
  return dec(a).minus(dec(b)).abs().lte(dec(tolerance));
}
