import {
  afectacion,
  calcularTabla,
  dec,
  Decimal,
  fixed,
  IGV_PORCENTAJE,
  IVAP_PORCENTAJE,
  round,
  type CargoDescuento,
  type LineaInput,
  type ResultadoTabla,
} from '@trade/money';
import { isValidAmountInput } from '@trade/formats';
import type { AnyRow } from '../types.js';
import type { DocLine, DocProduct, DocUnit, LinePricing, StockHint } from './types.js';

/*
 * The line table's logic, free of React so it is unit-tested: adding a product (a repeated scan
 * increments the quantity), changing its unit (the unit's price follows), the stock hint per line
 * and the totals through @trade/money (the same engine the server uses).
 */

/** Quantities accept 3 decimals (kilos, metres); prices and discounts 2 unless the spec says otherwise. */
export const QUANTITY_DECIMALS = 3;

let sequence = 0;
/** A key for React and for the line's accessible names; never sent to the API. */
export const lineKey = () => `l${Date.now().toString(36)}${(sequence++).toString(36)}`;

const same = (a: unknown, b: unknown) => a !== undefined && a !== null && String(a) === String(b);

/** The unit a line starts with: the one asked for, else the product's base unit (factor 1), else its first unit. */
export function defaultUnit(product: DocProduct, unitId?: DocUnit['id'] | null): DocUnit | undefined {
  const units = product.units;
  return units.find((u) => same(u.id, unitId)) ?? units.find((u) => dec(u.factor).eq(1)) ?? units[0];
}

/** A new line for a product in a unit, quantity 1, the unit's price (or the pricing's). */
export function newLine(product: DocProduct, unit: DocUnit | undefined, pricing: LinePricing = {}): DocLine {
  return {
    key: lineKey(),
    productId: product.id,
    codigo: product.codigo ?? null,
    descripcion: product.nombre,
    tipoAfectacion: product.tipoAfectacion || '10',
    controlaStock: product.controlaStock !== false,
    units: product.units,
    unitId: unit?.id ?? null,
    cantidad: '1',
    precio: priceFor(product, unit, pricing),
    descuento: '',
    product,
  };
}

function priceFor(product: DocProduct, unit: DocUnit | undefined, pricing: LinePricing): string {
  const price = pricing.priceOf ? pricing.priceOf(product, unit) : unit?.precio;
  if (price === undefined || price === null || price === '') return '';
  return fixed(round(dec(price), pricing.priceDecimals ?? 2));
}

/**
 * Adds a product (a pick from the search or a scan): the same product in the same unit already in
 * the table gets one more (a scanner repeating a code), otherwise a new line at the end.
 */
export function addProduct(
  lines: readonly DocLine[],
  product: DocProduct,
  unitId?: DocUnit['id'] | null,
  pricing: LinePricing = {},
): { lines: DocLine[]; key: string; added: boolean } {
  const unit = defaultUnit(product, unitId);
  const existing = lines.find((l) => same(l.productId, product.id) && same(l.unitId, unit?.id ?? null));
  if (existing) {
    const cantidad = isValidAmountInput(existing.cantidad, QUANTITY_DECIMALS)
      ? dec(existing.cantidad).plus(1).toString()
      : '1';
    return { lines: lines.map((l) => (l === existing ? { ...l, cantidad } : l)), key: existing.key, added: false };
  }
  const line = newLine(product, unit, pricing);
  return { lines: [...lines, line], key: line.key, added: true };
}

export function updateLine(
  lines: readonly DocLine[],
  key: string,
  patch: Partial<Pick<DocLine, 'cantidad' | 'precio' | 'descuento' | 'tipoAfectacion' | 'extra'>>,
): DocLine[] {
  return lines.map((l) => (l.key === key ? { ...l, ...patch } : l));
}

/** Another unit of the product: its price replaces the line's (a box costs more than a unit). */
export function changeUnit(
  lines: readonly DocLine[],
  key: string,
  unitId: DocUnit['id'],
  pricing: LinePricing = {},
): DocLine[] {
  return lines.map((l) => {
    if (l.key !== key) return l;
    const unit = l.units.find((u) => same(u.id, unitId));
    if (!unit) return l;
    const precio = l.product ? priceFor(l.product, unit, pricing) : String(unit.precio ?? '');
    return { ...l, unitId: unit.id, precio: precio || l.precio };
  });
}

export const removeLine = (lines: readonly DocLine[], key: string): DocLine[] => lines.filter((l) => l.key !== key);

export const unitOf = (line: DocLine): DocUnit | undefined => line.units.find((u) => same(u.id, line.unitId));

/** The line's quantity in the product's base unit (3 CAJA ×12 = 36), or null while it is being typed. */
export function baseQuantity(line: DocLine): Decimal | null {
  if (!isValidAmountInput(line.cantidad, QUANTITY_DECIMALS)) return null;
  return dec(line.cantidad).times(dec(unitOf(line)?.factor ?? 1));
}

const normalCode = (code: unknown) =>
  String(code ?? '')
    .trim()
    .toLocaleUpperCase('es');

/**
 * What a scanned (or typed) code names among the products found for it: a unit's barcode (that
 * unit: a box's code adds a box), the product's barcode or its code (the base unit). Exact matches
 * only, so a code never adds a product whose name merely contains it.
 */
export function matchCode(
  code: string,
  products: readonly DocProduct[],
): { product: DocProduct; unitId: DocUnit['id'] | null } | null {
  const wanted = normalCode(code);
  if (!wanted) return null;
  for (const product of products) {
    const unit = product.units.find((u) => normalCode(u.codigoBarra) === wanted);
    if (unit) return { product, unitId: unit.id };
  }
  const product =
    products.find((p) => normalCode(p.codigoBarra) === wanted) ?? products.find((p) => normalCode(p.codigo) === wanted);
  return product ? { product, unitId: null } : null;
}

/** Units as shown: '10 UND' (integers without decimals). */
const quantityText = (value: Decimal) => value.toDecimalPlaces(QUANTITY_DECIMALS).toString();

/**
 * The stock hint of every line: units available in the chosen store (base units, per product, from
 * the API) against the units selected by every line of that product. `short` when more is selected
 * than available — the spec's stock warning ("shows the available units and the selected units").
 */
export function stockHints(
  lines: readonly DocLine[],
  available: Readonly<Record<string, string | number | null | undefined>>,
): Record<string, StockHint> {
  const selected = new Map<string, Decimal>();
  for (const line of lines) {
    const base = baseQuantity(line);
    if (base) selected.set(String(line.productId), (selected.get(String(line.productId)) ?? new Decimal(0)).plus(base));
  }
  const hints: Record<string, StockHint> = {};
  for (const line of lines) {
    const stock = available[String(line.productId)];
    if (!line.controlaStock || stock === undefined || stock === null || stock === '') continue;
    const have = dec(stock);
    const want = selected.get(String(line.productId)) ?? new Decimal(0);
    const base = line.units.find((u) => dec(u.factor).eq(1))?.nombre ?? 'und.';
    hints[line.key] = {
      available: quantityText(have),
      selected: quantityText(want),
      unit: base,
      short: want.gt(have),
      text: `Disponible: ${quantityText(have)} ${base} · seleccionado: ${quantityText(want)} ${base}`,
    };
  }
  return hints;
}

/**
 * A line's input for the money engine, or null while it is incomplete. `pricesIncludeTax`: the
 * price typed is what the customer pays (IGV included: sales) or the value without IGV (costs of a
 * purchase or an entry). The discount is an amount off the line in the same terms as the price; the
 * engine's discount 00 is without IGV, so an IGV-included discount is taken out of its IGV first.
 */
export function lineInput(line: DocLine, pricesIncludeTax: boolean, priceOptional = false): LineaInput | null {
  if (!isValidAmountInput(line.cantidad, QUANTITY_DECIMALS) || dec(line.cantidad).isZero()) return null;
  if (priceOptional && line.precio === '') line = { ...line, precio: '0' };
  if (!isValidAmountInput(line.precio, 10)) return null;
  const input: LineaInput = {
    descripcion: line.descripcion,
    cantidad: line.cantidad,
    tipoAfectacion: line.tipoAfectacion,
    codigo: line.codigo ?? undefined,
    unidad: unitOf(line)?.codigoSunat ?? undefined,
    ...(pricesIncludeTax ? { precioUnitario: line.precio } : { valorUnitario: line.precio }),
  };
  if (line.descuento && isValidAmountInput(line.descuento, 2) && !dec(line.descuento).isZero()) {
    input.descuentos = [
      { codigo: '00', monto: discountWithoutTax(line.descuento, line.tipoAfectacion, pricesIncludeTax) },
    ];
  }
  return input;
}

function discountWithoutTax(discount: string, tipoAfectacion: string, pricesIncludeTax: boolean): string {
  if (!pricesIncludeTax) return discount;
  const { grupo, gratuito } = afectacion(tipoAfectacion);
  if (gratuito) return discount;
  const rate = grupo === 'gravado' ? IGV_PORCENTAJE : grupo === 'ivap' ? IVAP_PORCENTAJE : null;
  return rate ? fixed(round(dec(discount).div(dec(rate).div(100).plus(1)))) : discount;
}

export interface TableOptions {
  fechaEmision: string;
  moneda?: string;
  pricesIncludeTax: boolean;
  price?: 'required' | 'optional' | 'none';
  /** The document's own engine input of a line (spec.lines.engineLine, bound to the header). */
  engineLine?: (line: DocLine, base: LineaInput | null) => LineaInput | null;
  /** Global discounts (catálogo 53 code 02 / 03). */
  descuentos?: CargoDescuento[];
  /** Global charges (catálogo 53 code 46 / 49 / 50). */
  cargos?: CargoDescuento[];
}

/** Rows and totals of the table as display strings (calcularTabla: never throws; incomplete rows carry `error`). */
export function documentTable(lines: readonly DocLine[], options: TableOptions): ResultadoTabla {
  const optional = options.price === 'optional' || options.price === 'none';
  const input = (l: DocLine) => {
    const base = lineInput(l, options.pricesIncludeTax, optional);
    return options.engineLine ? options.engineLine(l, base) : base;
  };
  return calcularTabla({
    fechaEmision: options.fechaEmision,
    moneda: options.moneda,
    lineas: lines.map(input),
    ...(options.descuentos?.length ? { descuentos: options.descuentos } : {}),
    ...(options.cargos?.length ? { cargos: options.cargos } : {}),
  });
}

/** The table options of a spec for a header (its engine mapping, global discounts and charges bound to it). */
export function specTableOptions(
  spec: {
    lines: { engineLine?: (line: DocLine, header: AnyRow, base: LineaInput | null) => LineaInput | null };
    totals?:
      | { discounts?: (header: AnyRow) => CargoDescuento[]; charges?: (header: AnyRow) => CargoDescuento[] }
      | false;
  },
  header: AnyRow,
): Pick<TableOptions, 'engineLine' | 'descuentos' | 'cargos'> {
  const { engineLine } = spec.lines;
  const discounts = spec.totals && spec.totals.discounts ? spec.totals.discounts(header) : undefined;
  const charges = spec.totals && spec.totals.charges ? spec.totals.charges(header) : undefined;
  return {
    ...(engineLine ? { engineLine: (l: DocLine, base: LineaInput | null) => engineLine(l, header, base) } : {}),
    ...(discounts ? { descuentos: discounts } : {}),
    ...(charges ? { cargos: charges } : {}),
  };
}

/** The spec's pricing with its header bound (a credit sale proposes the credit price). */
export function boundPricing(pricing: LinePricing | undefined, header: AnyRow): LinePricing | undefined {
  if (!pricing?.priceOf) return pricing;
  const { priceOf } = pricing;
  return { ...pricing, priceOf: (product, unit) => priceOf(product, unit, header) };
}

/** Why the document cannot be saved yet (first problem found), in Spanish; null when every line is complete. */
export function linesProblem(
  lines: readonly DocLine[],
  table: ResultadoTabla,
  price: 'required' | 'optional' | 'none' = 'required',
): string | null {
  if (!lines.length) return 'Agregue al menos un producto';
  for (const [i, line] of lines.entries()) {
    const n = `Línea ${i + 1} (${line.descripcion})`;
    if (!line.unitId && line.units.length) return `${n}: seleccione la unidad`;
    if (!isValidAmountInput(line.cantidad, QUANTITY_DECIMALS) || dec(line.cantidad).isZero())
      return `${n}: ingrese una cantidad mayor que cero`;
    const needsPrice = price === 'required' || (price === 'optional' && line.precio !== '');
    if (needsPrice && !isValidAmountInput(line.precio, 10)) return `${n}: ingrese el precio`;
    const error = table.filas[i]?.error;
    if (error) return `${n}: ${error}`;
  }
  return null;
}
