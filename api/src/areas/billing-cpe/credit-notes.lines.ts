import {
  Decimal,
  MoneyInputError,
  calcularDocumento,
  dec,
  fixed,
  type LineaCalculada,
  type LineaInput,
  type Totales,
} from '@trade/money';
import { CREDIT_NOTE, type NoteBody, type NoteEffect, type NoteType } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { sql } from 'drizzle-orm';
import { BusinessError } from '../../core/envelope.js';
import type { StockDoor } from './doors.js';
import { engineLine, freeAffectation, referenceValue } from './sale-lines.js';
import { saleLinesForNote } from './credit-notes.repository.js';

/**
 * A note's lines by what its reason does (contract `NoteEffect`): an annulment takes back every line
 * of the sale, a return the chosen quantities (never more than what is left of each line), an amount
 * note credits or charges prices typed per unit, and a type 13 note is a single 0.00 line. Returned
 * lines keep the sale's price, its line discount in proportion and the sale's global discount in
 * proportion, so a whole return credits exactly what was charged. Amounts by THE shared tax engine.
 */

type SaleLine = Awaited<ReturnType<typeof saleLinesForNote>>[number];

export interface NoteLine {
  iddetalle: number | null;
  producto_id: number | null;
  codigo_producto: string | null;
  descripcion: string;
  unidad_medida_id: number | null;
  codigo_sunat: string;
  factor: string;
  cantidad: string;
  cantidad_base: string;
  precio_unitario: string;
  descuento: string;
  tipo_afectacion: string;
  gratuito: boolean;
  icbper: boolean;
  /** The sale line's ISC (sale-lines.ts SaleLine), per unit of the line's unit; null: none. */
  isc_sistema: string | null;
  isc_tasa: string | null;
  isc_precio_sugerido: string | null;
  devuelve: boolean;
  /** Serials coming back (a serial line returns whole). */
  series: string[];
  /** What the ledger took per base unit when sold (the cost it comes back at). */
  costo_unitario: string | null;
  /** Set when computed. */
  valor_unitario?: string;
  valor_venta?: string;
  igv?: string;
  monto_icbper?: string;
  monto_isc?: string;
  importe?: string;
}

export interface ComputedNote {
  lines: NoteLine[];
  engine: LineaInput[];
  descuentos: { codigo: string; monto: string }[];
  /** The share of the sale's global charge (46 or 50) the note credits: all of it on a whole return. */
  cargos: { codigo: string; monto: string }[];
  totals: Totales;
}

/** The sale's figures a return is measured against. */
export interface SaleFigures {
  idventa: number;
  descuento_global: string;
  /** Σ valor_venta of the sale's charged lines (before the global discount). */
  valor_lineas: string;
  /** What the global discount took off the amount payable, taxes included: Σ lines' amounts − the sale's total. */
  descuento_pago: string;
  /** The sale is subject to IVAP (its lines are 17): its notes are type 12. */
  ivap: boolean;
  /** Every line is an export (40): type 11 adjusts it. */
  exportacion: boolean;
  /** The sale's global charge (catálogo 53 code 46 or 50; null: none) and its amount. */
  codigo_cargo: string | null;
  cargo: string;
}

/** The figures of a sale its notes are measured against (see SaleFigures). */
export async function saleFigures(tx: Executor, idventa: number): Promise<SaleFigures> {
  const [row] = await queryRows<Omit<SaleFigures, 'idventa'>>(
    tx,
    sql`select v.descuento_global::text as descuento_global, v.codigo_cargo, v.cargo::text as cargo,
               coalesce(sum(d.valor_venta) filter (where not d.gratuito), 0)::text as valor_lineas,
               greatest(coalesce(sum(d.importe), 0) - v.total, 0)::text as descuento_pago,
               coalesce(bool_or(d.tipo_afectacion = '17'), false) as ivap,
               coalesce(bool_and(d.tipo_afectacion = '40'), false) as exportacion
          from venta v left join venta_detalle d on d.idventa = v.idventa
         where v.idventa = ${idventa} group by v.idventa`,
  );
  return { idventa, ...row! };
}

const lineNo = (i: number) => `Línea ${i + 1}`;
const NO_ISC = { isc_sistema: null, isc_tasa: null, isc_precio_sugerido: null };

function returnedLine(l: SaleLine, cantidad: Decimal, series: string[]): NoteLine {
  const sold = dec(l.cantidad);
  // The line discount (an amount of the whole line) in proportion to what comes back.
  const descuento = dec(l.descuento).times(cantidad).div(sold).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return {
    iddetalle: l.iddetalle,
    producto_id: l.producto_id,
    codigo_producto: l.codigo_producto,
    descripcion: l.descripcion,
    unidad_medida_id: l.unidad_medida_id,
    codigo_sunat: l.codigo_sunat,
    factor: l.factor,
    cantidad: fixed(cantidad, 4),
    cantidad_base: fixed(cantidad.times(dec(l.factor)).toDecimalPlaces(4), 4),
    precio_unitario: l.precio_unitario,
    descuento: fixed(descuento, 2),
    tipo_afectacion: l.tipo_afectacion,
    gratuito: l.gratuito,
    icbper: l.icbper,
    isc_sistema: l.isc_sistema,
    isc_tasa: l.isc_tasa,
    isc_precio_sugerido: l.isc_precio_sugerido,
    devuelve: true,
    series,
    costo_unitario: l.costo_unitario,
  };
}

/** Serials of a returned serial line: only a whole line comes back (its serials are known). */
async function serialsBack(
  stock: Pick<StockDoor, 'serialsOf'>,
  tx: Executor,
  idventa: number,
  l: SaleLine,
  cantidad: Decimal,
  i: number,
): Promise<string[]> {
  const sold = (await stock.serialsOf(tx, 'venta', idventa)).get(l.iddetalle) ?? [];
  if (!sold.length) return [];
  if (!cantidad.eq(dec(l.cantidad)) || dec(l.devuelto).gt(0))
    throw new BusinessError(
      `${lineNo(i)}: ${l.descripcion} lleva series: se devuelve la línea completa (${fixed(dec(l.cantidad), 0)})`,
    );
  return sold;
}

export async function noteLines(
  stock: Pick<StockDoor, 'serialsOf'>,
  tx: Executor,
  sale: SaleFigures,
  tipo: NoteType,
  efecto: NoteEffect,
  input: NoteBody,
  hasEarlierNotes: boolean,
): Promise<NoteLine[]> {
  const saleLines = await saleLinesForNote(tx, sale.idventa);
  const typed = input.detalles ?? [];
  if (efecto === 'cuotas') {
    return [
      {
        iddetalle: null,
        producto_id: null,
        codigo_producto: null,
        descripcion: 'Corrección del monto pendiente y/o fechas de pago',
        unidad_medida_id: null,
        codigo_sunat: 'ZZ',
        factor: '1',
        cantidad: '1.0000',
        cantidad_base: '1.0000',
        precio_unitario: '0',
        descuento: '0',
        tipo_afectacion: '10',
        gratuito: false,
        icbper: false,
        ...NO_ISC,
        devuelve: false,
        series: [],
        costo_unitario: null,
      },
    ];
  }
  if (efecto === 'anulacion') {
    if (hasEarlierNotes)
      throw new BusinessError(
        'La venta ya tiene notas de crédito o débito: lo que queda se devuelve con una devolución por ítem (07) o se ajusta con una nota por importe',
      );
    const out: NoteLine[] = [];
    for (const [i, l] of saleLines.entries())
      out.push(returnedLine(l, dec(l.cantidad), await serialsBack(stock, tx, sale.idventa, l, dec(l.cantidad), i)));
    return out;
  }
  if (!typed.length) throw new BusinessError('Indique las líneas de la nota');
  const seen = new Set<number>();
  const out: NoteLine[] = [];
  for (const [i, t] of typed.entries()) {
    const cantidad = dec(t.cantidad);
    if (cantidad.lte(0)) throw new BusinessError(`${lineNo(i)}: la cantidad debe ser mayor que cero`);
    const l = t.iddetalle ? saleLines.find((s) => s.iddetalle === t.iddetalle) : undefined;
    if (t.iddetalle && !l) throw new BusinessError(`${lineNo(i)}: la línea no pertenece a la venta`);
    if (efecto === 'devolucion') {
      if (!l) throw new BusinessError(`${lineNo(i)}: indique la línea de la venta que se devuelve`);
      if (seen.has(l.iddetalle)) throw new BusinessError(`${lineNo(i)}: ${l.descripcion} se repite en la nota`);
      seen.add(l.iddetalle);
      if (cantidad.gt(dec(l.disponible))) {
        throw new BusinessError(
          `${lineNo(i)}: de ${l.descripcion} se vendieron ${fixed(dec(l.cantidad), 2)} y quedan ${fixed(dec(l.disponible), 2)} por devolver; no se devuelven ${fixed(cantidad, 2)}`,
        );
      }
      out.push(returnedLine(l, cantidad, await serialsBack(stock, tx, sale.idventa, l, cantidad, i)));
      continue;
    }
    // An amount: a price per unit with IGV, on a line of the sale or on a concept; a free line (a debit
    // note of goods given free: SUNAT allows its total of 0.00) is valued at that price, not charged.
    const precio = dec(t.precio_unitario ?? '0');
    const gratuito = t.gratuito === true;
    if (precio.lte(0))
      throw new BusinessError(
        `${lineNo(i)}: indique el ${gratuito ? 'valor referencial' : 'importe'} (precio unitario con IGV) mayor que cero`,
      );
    if (l && l.gratuito && !gratuito)
      throw new BusinessError(`${lineNo(i)}: ${l.descripcion} fue gratuito: no admite descuentos ni cargos`);
    const descripcion = t.descripcion?.trim() || l?.descripcion;
    if (!descripcion) throw new BusinessError(`${lineNo(i)}: indique la descripción del concepto`);
    out.push({
      iddetalle: l?.iddetalle ?? null,
      producto_id: l?.producto_id ?? null,
      codigo_producto: l?.codigo_producto ?? null,
      descripcion,
      unidad_medida_id: l?.unidad_medida_id ?? null,
      codigo_sunat: l?.codigo_sunat ?? 'ZZ',
      factor: l?.factor ?? '1',
      cantidad: fixed(cantidad, 4),
      cantidad_base: fixed(cantidad.times(dec(l?.factor ?? '1')).toDecimalPlaces(4), 4),
      precio_unitario: fixed(precio, 6),
      descuento: '0',
      tipo_afectacion: gratuito
        ? freeAffectation(l?.tipo_afectacion ?? t.tipo_afectacion ?? '10')
        : (l?.tipo_afectacion ?? t.tipo_afectacion ?? '10'),
      gratuito,
      icbper: false,
      // A price adjustment changes the ISC only where it is a rate of the value (01); 02 (per unit)
      // and 03 (of the suggested public price) do not follow the price.
      ...(l && !gratuito && l.isc_sistema === '01'
        ? { isc_sistema: l.isc_sistema, isc_tasa: l.isc_tasa, isc_precio_sugerido: null }
        : NO_ISC),
      devuelve: false,
      series: [],
      costo_unitario: null,
    });
  }
  if (tipo === CREDIT_NOTE && efecto === 'devolucion' && !out.length)
    throw new BusinessError('Indique qué se devuelve');
  return out;
}

/**
 * What the sale's global discount took off the payable amount (taxes included), in proportion to the
 * value of the lines that come back: the whole of it on a whole return.
 */
function globalShare(sale: SaleFigures, lines: NoteLine[], calc: LineaCalculada[]): Decimal {
  const descuento = dec(sale.descuento_pago);
  const base = dec(sale.valor_lineas);
  if (dec(sale.descuento_global).lte(0) || descuento.lte(0) || base.lte(0) || !lines.every((l) => l.devuelve))
    return dec(0);
  const returned = calc.reduce((s, c) => (c.gratuito ? s : s.plus(c.valorVenta)), dec(0));
  return Decimal.min(descuento, descuento.times(returned).div(base).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
}

/**
 * The sale's global charge (it does not change the IGV base) comes back with what is returned, in
 * proportion to the value of the lines that come back: the whole of it on an annulment or a whole return.
 */
function chargeShare(
  sale: SaleFigures,
  lines: NoteLine[],
  calc: LineaCalculada[],
): { codigo: string; monto: string }[] {
  const cargo = dec(sale.cargo);
  const base = dec(sale.valor_lineas);
  if (!sale.codigo_cargo || cargo.lte(0) || base.lte(0) || !lines.length || !lines.every((l) => l.devuelve)) return [];
  const returned = calc.reduce((s, c) => (c.gratuito ? s : s.plus(c.valorVenta)), dec(0));
  const share = Decimal.min(cargo, cargo.times(returned).div(base).toDecimalPlaces(2, Decimal.ROUND_HALF_UP));
  return share.gt(0) ? [{ codigo: sale.codigo_cargo, monto: fixed(share, 2) }] : [];
}

/**
 * SUNAT takes a note's totals from its lines, without global discounts (3277 / 4299): the share of the
 * sale's global discount comes off the lines that pay IGV (or IVAP), in proportion to what each pays,
 * cents to the largest remainders. Each such line is then given by what it pays (its price = that ÷
 * its quantity), so a whole return credits exactly the sale's total.
 */
function foldedShare(engine: LineaInput[], calc: LineaCalculada[], share: Decimal): LineaInput[] {
  const taxed = calc.map((c, i) => ({ i, pago: c.pagoConImpuesto })).filter((x) => x.pago?.gt(0));
  const base = taxed.reduce((s, x) => s.plus(x.pago!), dec(0));
  if (share.lte(0) || base.lte(0)) return engine;
  const exact = taxed.map((x) => share.times(x.pago!).div(base));
  const floors = exact.map((e) => e.toDecimalPlaces(2, Decimal.ROUND_DOWN));
  let cents = share
    .minus(floors.reduce((s, f) => s.plus(f), dec(0)))
    .times(100)
    .toNumber();
  const order = taxed
    .map((_, k) => k)
    .sort((a, b) => exact[b]!.minus(floors[b]!).comparedTo(exact[a]!.minus(floors[a]!)));
  for (const k of order) {
    if (cents <= 0) break;
    floors[k] = floors[k]!.plus('0.01');
    cents -= 1;
  }
  const out = [...engine];
  taxed.forEach((x, k) => {
    const pays = x.pago!.minus(floors[k]!);
    const { descuentos: _folded, ...line } = engine[x.i]!;
    out[x.i] = { ...line, precioUnitario: pays.div(dec(line.cantidad)).toFixed() };
  });
  return out;
}

const engineOf = (l: NoteLine): LineaInput =>
  l.producto_id === null
    ? {
        codigo: 'NOTA',
        descripcion: l.descripcion,
        unidad: l.codigo_sunat,
        cantidad: l.cantidad,
        tipoAfectacion: l.tipo_afectacion,
        ...(l.gratuito
          ? { valorReferencial: referenceValue(l) }
          : dec(l.precio_unitario).isZero()
            ? { valorUnitario: '0' }
            : { precioUnitario: l.precio_unitario }),
      }
    : engineLine({ ...l, producto_id: l.producto_id });

/** The note's amounts by the shared tax engine: the same inputs the XML is built from. */
export function computeNote(fecha: string, sale: SaleFigures, lines: NoteLine[]): ComputedNote {
  try {
    const first = calcularDocumento({ fechaEmision: fecha, lineas: lines.map(engineOf) });
    const engine = foldedShare(lines.map(engineOf), first.lineas, globalShare(sale, lines, first.lineas));
    const cargos = chargeShare(sale, lines, first.lineas);
    const calc = calcularDocumento({ fechaEmision: fecha, lineas: engine, cargos });
    const computed = lines.map((l, i) => {
      const c = calc.lineas[i]!;
      return {
        ...l,
        valor_unitario: fixed(c.gratuito ? c.precioReferencia : c.valorUnitario, 6),
        valor_venta: fixed(c.valorVenta, 2),
        igv: fixed(c.igv, 2),
        monto_icbper: fixed(c.icbper, 2),
        monto_isc: fixed(c.isc, 2),
        importe: fixed(c.importe, 2),
      };
    });
    return { lines: computed, engine, descuentos: [], cargos, totals: calc.totales };
  } catch (error) {
    if (error instanceof MoneyInputError) throw new BusinessError(error.message);
    throw error;
  }
}
