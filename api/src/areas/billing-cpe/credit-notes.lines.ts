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
import type { Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import type { StockDoor } from './doors.js';
import { engineLine, globalDiscounts } from './sale-lines.js';
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
  importe?: string;
}

export interface ComputedNote {
  lines: NoteLine[];
  engine: LineaInput[];
  descuentos: { codigo: string; monto: string }[];
  totals: Totales;
}

/** The sale's figures a return is measured against. */
export interface SaleFigures {
  idventa: number;
  descuento_global: string;
  /** Σ valor_venta of the sale's charged lines (before the global discount). */
  valor_lineas: string;
}

const lineNo = (i: number) => `Línea ${i + 1}`;

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
    // An amount: a price per unit with IGV, on a line of the sale or on a concept.
    const precio = dec(t.precio_unitario ?? '0');
    if (precio.lte(0))
      throw new BusinessError(`${lineNo(i)}: indique el importe (precio unitario con IGV) mayor que cero`);
    if (l && l.gratuito)
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
      tipo_afectacion: l?.tipo_afectacion ?? t.tipo_afectacion ?? '10',
      gratuito: false,
      icbper: false,
      devuelve: false,
      series: [],
      costo_unitario: null,
    });
  }
  if (tipo === CREDIT_NOTE && efecto === 'devolucion' && !out.length)
    throw new BusinessError('Indique qué se devuelve');
  return out;
}

/** The sale's global discount in proportion to the value of the lines that come back. */
function globalShare(sale: SaleFigures, lines: NoteLine[], calc: LineaCalculada[]): string {
  const global = dec(sale.descuento_global);
  const base = dec(sale.valor_lineas);
  if (global.lte(0) || base.lte(0) || !lines.every((l) => l.devuelve)) return '0';
  const returned = calc.reduce((s, c) => (c.gratuito ? s : s.plus(c.valorVenta)), dec(0));
  return fixed(Decimal.min(global, global.times(returned).div(base).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)), 2);
}

const engineOf = (l: NoteLine): LineaInput =>
  l.producto_id === null
    ? {
        codigo: 'NOTA',
        descripcion: l.descripcion,
        unidad: l.codigo_sunat,
        cantidad: l.cantidad,
        tipoAfectacion: l.tipo_afectacion,
        ...(dec(l.precio_unitario).isZero() ? { valorUnitario: '0' } : { precioUnitario: l.precio_unitario }),
      }
    : engineLine({ ...l, producto_id: l.producto_id });

/** The note's amounts by the shared tax engine: the same inputs the XML is built from. */
export function computeNote(fecha: string, sale: SaleFigures, lines: NoteLine[]): ComputedNote {
  try {
    const engine = lines.map(engineOf);
    const first = calcularDocumento({ fechaEmision: fecha, lineas: engine });
    const share = globalShare(sale, lines, first.lineas);
    const descuentos = globalDiscounts(share);
    const calc = dec(share).gt(0) ? calcularDocumento({ fechaEmision: fecha, lineas: engine, descuentos }) : first;
    const computed = lines.map((l, i) => {
      const c = calc.lineas[i]!;
      return {
        ...l,
        valor_unitario: fixed(c.gratuito ? c.precioReferencia : c.valorUnitario, 6),
        valor_venta: fixed(c.valorVenta, 2),
        igv: fixed(c.igv, 2),
        monto_icbper: fixed(c.icbper, 2),
        importe: fixed(c.importe, 2),
      };
    });
    return { lines: computed, engine, descuentos, totals: calc.totales };
  } catch (error) {
    if (error instanceof MoneyInputError) throw new BusinessError(error.message);
    throw error;
  }
}
