import { todayLima } from '@trade/formats';
import type { Decimal } from '@trade/money';
import { BusinessError } from './envelope.js';

/**
 * Rules every document with lines checks the same way (stock documents, purchases, sales, orders,
 * proformas, notes), whichever area keeps it.
 */

/** A document is never dated after today (Lima). */
export function checkDate(fecha: string) {
  if (fecha > todayLima()) throw new BusinessError('La fecha no puede ser posterior a hoy');
}

/** How a serial refusal reads: stock documents 'indique … se indicaron … el documento', a sale 'elija … se eligieron … la venta'. */
export interface SerialWords {
  ask: string;
  given: string;
  where: string;
}

/**
 * The serials of a line, trimmed: a serial-controlled line needs whole base units and one serial
 * per unit, none repeated in the document (`seen`); any other line takes none.
 */
export function checkedSerials(
  lineNo: string,
  product: { producto_id: number; denominacion: string },
  base: Decimal,
  given: readonly string[] | undefined,
  seen: Set<string>,
  controlled: boolean,
  words: SerialWords,
): string[] {
  const series = (given ?? []).map((s) => s.trim());
  if (!controlled) {
    if (series.length) throw new BusinessError(`${lineNo}: ${product.denominacion} no lleva control de series`);
    return series;
  }
  if (!base.isInteger())
    throw new BusinessError(
      `${lineNo}: ${product.denominacion} lleva control de series; la cantidad debe ser de unidades enteras`,
    );
  if (series.length !== base.toNumber()) {
    throw new BusinessError(
      `${lineNo}: ${product.denominacion} lleva control de series: ${words.ask} ${base.toNumber()} ${base.eq(1) ? 'serie' : 'series'} (una por unidad), ${words.given} ${series.length}`,
    );
  }
  for (const s of series) {
    const k = `${product.producto_id}:${s.toUpperCase()}`;
    if (seen.has(k)) throw new BusinessError(`${lineNo}: la serie ${s} se repite en ${words.where}`);
    seen.add(k);
  }
  return series;
}
