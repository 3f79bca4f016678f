import { sql, type AnyColumn } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { amountInWords, dec, fixed, type Decimal } from '@trade/money';
import type { DocumentMailRow } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../db/client.js';
import { tipoCambio } from '../db/schema/index.js';
import { BusinessError } from './envelope.js';

/**
 * The server side of the document kit: what documents with lines check and read the same way
 * (stock documents, purchases, sales, orders, proformas, notes), whichever area keeps them.
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

/** A numeric or date column as the exact text the contracts answer ('12.50', '2026-11-22'). */
export const asText = (column: unknown) => sql<string>`${column}::text`;

/** A document's number as printed: 'F001-00000123'. */
export const documentNumber = (serie: unknown, numero: unknown) =>
  sql<string>`${serie} || '-' || lpad(${numero}::text, 8, '0')`;

/** A user or branch filter where 0 (or absent) means every one (spec 000: default user and branch 0). */
export const anyOrEq = (column: AnyColumn, value: number | undefined) =>
  value ? sql`${column} = ${value}` : undefined;

/** A document's total in words, in its currency ('SON: … SOLES' / '… DÓLARES AMERICANOS'). */
export const totalInWords = (total: string, moneda: string) => amountInWords(total, moneda === 'USD' ? 'USD' : 'PEN');

/** The mails sent about one document (`origen` 'proforma', 'pedido'...), newest first. */
export const documentMails = (ex: Executor, origen: string, idorigen: number) =>
  queryRows<DocumentMailRow>(
    ex,
    sql`select idcorreo, to_char(fecha at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') as fecha, para, estado, detalle, adjuntos
          from correo where origen = ${origen} and idorigen = ${idorigen} order by idcorreo desc`,
  );

/**
 * The lines of a priced document (db/schema/priced-document.ts `pricedLine`), with their product
 * code and unit, in order: `table` and `key` name the document's line table and its document column.
 */
export const pricedLines = <Row>(
  ex: Executor,
  table: 'venta_detalle' | 'proforma_detalle',
  key: 'idventa' | 'idproforma',
  id: number,
) =>
  queryRows<Row>(
    ex,
    sql`select d.iddetalle, d.item, d.producto_id, p.codigo_producto, d.descripcion, d.unidad_medida_id, um.abreviatura, um.codigo_sunat,
               d.factor::text as factor, d.cantidad::text as cantidad, d.cantidad_base::text as cantidad_base,
               d.precio_unitario::text as precio_unitario, d.valor_unitario::text as valor_unitario, d.descuento::text as descuento,
               d.tipo_afectacion, d.gratuito, d.icbper, d.monto_icbper::text as monto_icbper,
               d.isc_sistema, d.isc_tasa::text as isc_tasa, d.isc_precio_sugerido::text as isc_precio_sugerido, d.monto_isc::text as monto_isc,
               d.valor_venta::text as valor_venta, d.igv::text as igv, d.importe::text as importe
          from ${sql.raw(table)} d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
         where d.${sql.raw(key)} = ${id} order by d.item`,
  );

const PEN = 1;
const USD = 2;

/**
 * Soles per unit of a document's currency: 1 in soles, the typed rate, or the stored selling rate
 * of its date (or the last one before it). `words` say which documents and where the rate is typed:
 * { currencies: 'Las ventas se registran', document: 'la venta' }.
 */
export async function exchangeRateOf(
  tx: Executor,
  idmoneda: number,
  typed: string | null | undefined,
  fecha: string,
  words: { currencies: string; document: string },
): Promise<string> {
  if (idmoneda === PEN) return '1.0000';
  if (idmoneda !== USD) throw new BusinessError(`${words.currencies} en soles o en dólares`);
  if (typed) {
    if (dec(typed).lte(0)) throw new BusinessError('El tipo de cambio debe ser mayor que cero');
    return fixed(dec(typed), 4);
  }
  const [rate] = await tx
    .select({ venta: tipoCambio.venta })
    .from(tipoCambio)
    .where(sql`${tipoCambio.fecha} <= ${fecha}::date`)
    .orderBy(sql`${tipoCambio.fecha} desc`)
    .limit(1);
  if (!rate)
    throw new BusinessError(
      `No hay tipo de cambio registrado hasta el ${fecha}; regístrelo o indíquelo en ${words.document}`,
    );
  return fixed(dec(rate.venta), 4);
}
