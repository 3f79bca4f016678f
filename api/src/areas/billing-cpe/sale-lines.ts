import { sql } from 'drizzle-orm';
import {
  Decimal,
  MoneyInputError,
  afectacion,
  afectacionGratuita,
  calcularDocumento,
  dec,
  fixed,
  type LineaCalculada,
  type LineaInput,
  type Totales,
} from '@trade/money';
import { GLOBAL_CHARGE_CODES, type SaleLineBody } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import { checkedSerials, type SerialWords } from '../../core/documents.js';

const SALE_WORDS: SerialWords = { ask: 'elija', given: 'se eligieron', where: 'la venta' };

/**
 * A sale's lines: products and units checked, quantities in base units, and the amounts computed by
 * THE shared tax engine (@trade/money). `engineLine` turns a line (typed or stored) into the engine's
 * input, so the totals saved on the sale, the screen's preview and the signed XML are the same figures.
 */

export interface SaleLine {
  item: number;
  producto_id: number;
  codigo_producto: string | null;
  /** The product's name and base unit (the ledger's no_stock list); `descripcion` is the line's text. */
  denominacion: string;
  unidad_base: string;
  descripcion: string;
  unidad_medida_id: number;
  abreviatura: string;
  /** SUNAT catálogo 03 unit (NIU, ZZ, KGM…). */
  codigo_sunat: string;
  factor: string;
  cantidad: string;
  cantidad_base: string;
  precio_unitario: string;
  descuento: string;
  tipo_afectacion: string;
  gratuito: boolean;
  icbper: boolean;
  /**
   * The product's ISC (catálogo 08) per unit of the line's unit (02's amount and 03's suggested price
   * times the unit's factor); null on a free line or a line not taxed 10.
   */
  isc_sistema: string | null;
  isc_tasa: string | null;
  isc_precio_sugerido: string | null;
  /** Moves stock (not a service, stock controlled). */
  stocked: boolean;
  /** A service: an export of services is operation 0201. */
  servicio: boolean;
  control_serie: boolean;
  series: string[];
}

export interface ComputedLine extends SaleLine {
  valor_unitario: string;
  valor_venta: string;
  igv: string;
  monto_icbper: string;
  monto_isc: string;
  importe: string;
}

/** A computed line's columns in a priced document's line table (db/schema/priced-document.ts `pricedLine`). */
export const pricedLineValues = (l: ComputedLine) => ({
  item: l.item,
  producto_id: l.producto_id,
  descripcion: l.descripcion,
  unidad_medida_id: l.unidad_medida_id,
  factor: l.factor,
  cantidad: l.cantidad,
  cantidad_base: l.cantidad_base,
  precio_unitario: l.precio_unitario,
  valor_unitario: l.valor_unitario,
  descuento: l.descuento,
  tipo_afectacion: l.tipo_afectacion,
  gratuito: l.gratuito,
  icbper: l.icbper,
  monto_icbper: l.monto_icbper,
  isc_sistema: l.isc_sistema,
  isc_tasa: l.isc_tasa,
  isc_precio_sugerido: l.isc_precio_sugerido,
  monto_isc: l.monto_isc,
  valor_venta: l.valor_venta,
  igv: l.igv,
  importe: l.importe,
});

export interface ComputedSale {
  lines: ComputedLine[];
  totals: {
    gravadas: string;
    exoneradas: string;
    inafectas: string;
    exportacion: string;
    gratuitas: string;
    descuento_global: string;
    descuentos: string;
    igv: string;
    isc: string;
    base_ivap: string;
    ivap: string;
    icbper: string;
    codigo_cargo: string | null;
    cargo: string;
    total: string;
  };
  engine: Totales;
}

interface ProductUnit {
  producto_id: number;
  codigo_producto: string | null;
  denominacion: string;
  estado: number;
  servicio: boolean;
  control_stock: boolean;
  control_serie: boolean;
  icbper: boolean;
  tipo_afectacion: string;
  isc_sistema: string | null;
  isc_tasa: string | null;
  isc_precio_sugerido: string | null;
  unidad_medida_id: number;
  factor: string;
  abreviatura: string;
  codigo_sunat: string;
  unidad_estado: number;
  unidad_base: string;
}

/** The line's catálogo 07 code: a free line takes the free code of its group (15 gravado, 21 exonerado, 31 inafecto). */
function affectationOf(code: string, gratuito: boolean): string {
  const afe = afectacion(code);
  if (!gratuito || afe.gratuito) return code;
  return afectacionGratuita(afe.grupo);
}

/**
 * Products, units and serial rules of the typed lines (services sell without stock).
 * `serials: false`: a document that moves no stock (a proforma) names no serials; `words`: how the
 * serial refusals name the document (a sale, an order).
 */
export async function resolveSaleLines(
  tx: Executor,
  items: Array<Omit<SaleLineBody, 'series'> & { series?: SaleLineBody['series'] }>,
  options: { serials?: boolean; words?: SerialWords } = {},
): Promise<SaleLine[]> {
  const ids = [...new Set(items.map((i) => i.producto_id))];
  const units = await queryRows<ProductUnit>(
    tx,
    sql`select p.producto_id, p.codigo_producto, p.denominacion, p.estado, p.servicio, p.control_stock, p.control_serie, p.icbper, p.tipo_afectacion,
               p.isc_sistema, p.isc_tasa::text as isc_tasa, p.isc_precio_sugerido::text as isc_precio_sugerido,
               pu.unidad_medida_id, pu.factor::text as factor, um.abreviatura, um.codigo_sunat, pu.estado as unidad_estado,
               (select b.abreviatura from unidad_medida b where b.unidad_medida_id = p.unidad_medida_id) as unidad_base
          from producto p join producto_unidad pu on pu.producto_id = p.producto_id join unidad_medida um on um.unidad_medida_id = pu.unidad_medida_id
         where p.producto_id in (${sql.join(
           ids.map((i) => sql`${i}`),
           sql`, `,
         )})`,
  );
  const serialsSeen = new Set<string>();
  return items.map((item, n) => {
    const lineNo = `Línea ${n + 1}`;
    const product = units.find((u) => u.producto_id === item.producto_id);
    if (!product) throw new BusinessError(`${lineNo}: el producto no existe o fue eliminado`);
    if (product.estado !== 1) throw new BusinessError(`${lineNo}: ${product.denominacion} está desactivado`);
    const unit = units.find((u) => u.producto_id === item.producto_id && u.unidad_medida_id === item.unidad_medida_id);
    if (!unit || unit.unidad_estado !== 1)
      throw new BusinessError(`${lineNo}: ${product.denominacion} no se vende en esa unidad de medida`);
    const quantity = dec(item.cantidad);
    if (quantity.lte(0)) throw new BusinessError(`${lineNo}: la cantidad debe ser mayor que cero`);
    const base = quantity.times(dec(unit.factor)).toDecimalPlaces(4);
    const stocked = !product.servicio && product.control_stock;
    const series = checkedSerials(
      lineNo,
      product,
      base,
      item.series,
      serialsSeen,
      product.control_serie && stocked && options.serials !== false,
      options.words ?? SALE_WORDS,
    );
    const gratuito = item.gratuito ?? false;
    const descuento = dec(item.descuento ?? '0');
    if (gratuito && descuento.gt(0)) throw new BusinessError(`${lineNo}: un ítem gratuito no lleva descuento`);
    const tipo_afectacion = affectationOf(item.tipo_afectacion ?? product.tipo_afectacion, gratuito);
    return {
      item: n + 1,
      producto_id: product.producto_id,
      codigo_producto: product.codigo_producto,
      denominacion: product.denominacion,
      unidad_base: product.unidad_base,
      descripcion: item.descripcion?.trim() || product.denominacion,
      unidad_medida_id: unit.unidad_medida_id,
      abreviatura: unit.abreviatura,
      codigo_sunat: unit.codigo_sunat,
      factor: unit.factor,
      cantidad: fixed(quantity, 4),
      cantidad_base: fixed(base, 4),
      precio_unitario: fixed(dec(item.precio_unitario), 6),
      descuento: fixed(descuento, 2),
      tipo_afectacion,
      gratuito,
      icbper: item.icbper ?? product.icbper,
      ...lineIsc(product, unit.factor, tipo_afectacion),
      stocked,
      servicio: product.servicio,
      control_serie: product.control_serie && stocked,
      series,
    };
  });
}

/**
 * The product's ISC on a line in one of its units: 02's amount and 03's suggested price are per base
 * unit, so a box of 12 pays 12 of them. Only a charged line taxed 10 pays ISC (a free, exonerated,
 * inafecto, IVAP or export line does not).
 */
function lineIsc(
  product: Pick<ProductUnit, 'isc_sistema' | 'isc_tasa' | 'isc_precio_sugerido'>,
  factor: string,
  tipoAfectacion: string,
): Pick<SaleLine, 'isc_sistema' | 'isc_tasa' | 'isc_precio_sugerido'> {
  if (!product.isc_sistema || !product.isc_tasa || tipoAfectacion !== '10')
    return { isc_sistema: null, isc_tasa: null, isc_precio_sugerido: null };
  const perUnit = (v: string) => fixed(dec(v).times(dec(factor)), 6);
  return {
    isc_sistema: product.isc_sistema,
    isc_tasa: product.isc_sistema === '02' ? perUnit(product.isc_tasa) : product.isc_tasa,
    isc_precio_sugerido:
      product.isc_sistema === '03' && product.isc_precio_sugerido ? perUnit(product.isc_precio_sugerido) : null,
  };
}

/** What the engine needs of a line (typed or stored): the same input for the totals and the XML. */
export type EngineLineSource = Pick<
  SaleLine,
  | 'codigo_producto'
  | 'producto_id'
  | 'descripcion'
  | 'codigo_sunat'
  | 'cantidad'
  | 'precio_unitario'
  | 'descuento'
  | 'tipo_afectacion'
  | 'gratuito'
  | 'icbper'
  | 'isc_sistema'
  | 'isc_tasa'
  | 'isc_precio_sugerido'
>;

export function engineLine(line: EngineLineSource): LineaInput {
  const afe = afectacion(line.tipo_afectacion);
  const descuento = dec(line.descuento);
  const common = {
    codigo: line.codigo_producto ?? String(line.producto_id),
    descripcion: line.descripcion,
    unidad: line.codigo_sunat,
    cantidad: line.cantidad,
    tipoAfectacion: line.tipo_afectacion,
    ...(line.icbper ? { bolsasPlasticas: true } : {}),
  };
  if (afe.gratuito) return { ...common, valorReferencial: referenceValue(line) };
  return {
    ...common,
    ...iscOf(line),
    precioUnitario: line.precio_unitario,
    ...(descuento.gt(0) ? { descuentos: [{ codigo: '00', monto: fixed(descuento, 2) }] } : {}),
  };
}

/** The engine's ISC of a line (its price with taxes includes it: the engine takes it out of the value). */
function iscOf(line: Pick<EngineLineSource, 'isc_sistema' | 'isc_tasa' | 'isc_precio_sugerido'>) {
  if (!line.isc_sistema || !line.isc_tasa) return {};
  return {
    isc: {
      sistema: line.isc_sistema as '01' | '02' | '03',
      tasa: line.isc_tasa,
      ...(line.isc_precio_sugerido ? { precioSugerido: line.isc_precio_sugerido } : {}),
    },
  };
}

/** A free line's reference value without IGV (the typed price includes it for a gravado product). */
export function referenceValue(line: Pick<EngineLineSource, 'precio_unitario' | 'tipo_afectacion'>): string {
  const price = dec(line.precio_unitario);
  const referencia = afectacion(line.tipo_afectacion).grupo === 'gravado' ? price.div(1.18) : price;
  return fixed(referencia.toDecimalPlaces(6, Decimal.ROUND_HALF_UP), 6);
}

/** The free code (catálogo 07) of an affectation's group: 15 / 21 / 31 ... (a code already free stays). */
export const freeAffectation = (code: string) => affectationOf(code, true);

/** The global discount (catálogo 53 code 02: before IGV, reduces the taxable base). */
export const globalDiscounts = (descuentoGlobal: string) =>
  dec(descuentoGlobal).gt(0) ? [{ codigo: '02', monto: fixed(dec(descuentoGlobal), 2) }] : [];

/** A document's global charge as typed or stored (code null: none). */
export interface GlobalChargeInput {
  codigo_cargo?: string | null;
  cargo?: string | null;
}

/** The engine's global charges of a document (catálogo 53 code 46 or 50, an amount). */
export const globalCharges = (c: GlobalChargeInput = {}) =>
  c.codigo_cargo && dec(c.cargo ?? '0').gt(0) ? [{ codigo: c.codigo_cargo, monto: fixed(dec(c.cargo!), 2) }] : [];

/** A typed charge: an amount needs its code and a code its amount. */
function checkedCharge(c: GlobalChargeInput): { codigo_cargo: string | null; cargo: string } {
  const monto = dec(c.cargo ?? '0');
  if (!c.codigo_cargo) {
    if (monto.gt(0))
      throw new BusinessError('Indique el tipo de cargo global (46 recargo al consumo o 50 otros cargos)');
    return { codigo_cargo: null, cargo: '0.00' };
  }
  if (!(GLOBAL_CHARGE_CODES as readonly string[]).includes(c.codigo_cargo))
    throw new BusinessError('El cargo global es 46 (recargo al consumo y/o propinas) o 50 (otros cargos)');
  if (monto.lte(0)) throw new BusinessError('Indique el monto del cargo global, mayor que cero');
  return { codigo_cargo: c.codigo_cargo, cargo: fixed(monto, 2) };
}

/** The sale's amounts by the shared tax engine. */
export function computeSale(
  fecha: string,
  lines: SaleLine[],
  descuentoGlobal: string,
  documento = 'la venta',
  charge: GlobalChargeInput = {},
): ComputedSale {
  const cargo = checkedCharge(charge);
  let calc: { lineas: LineaCalculada[]; totales: Totales };
  try {
    calc = calcularDocumento({
      fechaEmision: fecha,
      lineas: lines.map(engineLine),
      descuentos: globalDiscounts(descuentoGlobal),
      cargos: globalCharges(cargo),
    });
  } catch (error) {
    if (error instanceof MoneyInputError) throw new BusinessError(error.message);
    throw error;
  }
  const computed = calc.lineas.map((l, i) => {
    const line = lines[i]!;
    if (!line.gratuito && dec(line.precio_unitario).lte(0))
      throw new BusinessError(`Línea ${i + 1}: el precio debe ser mayor que cero (o marque el ítem como gratuito)`);
    if (!l.gratuito && l.valorVenta.lte(0))
      throw new BusinessError(`Línea ${i + 1}: el descuento no puede ser igual o mayor que el valor de la línea`);
    return {
      ...line,
      valor_unitario: fixed(l.gratuito ? l.precioReferencia : l.valorUnitario, 6),
      valor_venta: fixed(l.valorVenta, 2),
      igv: fixed(l.igv, 2),
      monto_icbper: fixed(l.icbper, 2),
      monto_isc: fixed(l.isc, 2),
      importe: fixed(l.importe, 2),
    };
  });
  const t = calc.totales;
  // A sale of only free items (transferencia gratuita, legend 1002) pays 0.00; anything else pays something.
  if (t.total.lte(0) && !lines.every((l) => l.gratuito))
    throw new BusinessError(`El total de ${documento} debe ser mayor que cero`);
  const lineDiscounts = lines.reduce((s, l) => s.plus(dec(l.descuento)), dec(0));
  return {
    lines: computed,
    totals: {
      gravadas: fixed(t.gravadas, 2),
      exoneradas: fixed(t.exoneradas, 2),
      inafectas: fixed(t.inafectas, 2),
      exportacion: fixed(t.exportacion, 2),
      gratuitas: fixed(t.gratuitas, 2),
      descuento_global: fixed(dec(descuentoGlobal), 2),
      descuentos: fixed(lineDiscounts.plus(dec(descuentoGlobal)), 2),
      igv: fixed(t.igv, 2),
      isc: fixed(t.isc, 2),
      base_ivap: fixed(t.baseIvap, 2),
      ivap: fixed(t.ivap, 2),
      icbper: fixed(t.icbper, 2),
      ...cargo,
      total: fixed(t.total, 2),
    },
    engine: t,
  };
}
