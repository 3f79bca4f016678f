import { and, asc, eq, sql } from 'drizzle-orm';
import { Decimal, dec, fixed } from '@trade/money';
import { CREDIT_NOTE, type NoteType } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { credito, creditoCuota, formaPago, notaCredito, type CreditSnapshot } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import type { CashDoor, StockDoor } from './doors.js';
import type { NoteLine } from './credit-notes.lines.js';

/**
 * What a note does outside itself, inside the note's transaction, and how a reverted note undoes it:
 * - stock: returned lines enter the sale's warehouse at the cost they left at (kardex 'NOTA', SUNAT
 *   tabla 12 '05' devolución recibida); serials of a returned serial line are in stock again;
 * - receivable (the sale's client credit): a credit note reduces it from the last pending cuota back
 *   (a cuota left at 0 disappears; a credit left at 0 is annulled), a debit note adds its cuotas, a
 *   type 13 note replaces the pending cuotas; the credit as it was is kept to undo it;
 * - cash: what a credit note gives back beyond the receivable (all of it on a cash sale) is refunded
 *   from the user's open cash, a debit note on a cash sale is charged in it — when the cash area
 *   applies (the company's "la venta requiere caja abierta" rule, like the sale itself).
 */

export const LEDGER_TYPE = 'NOTA';
export const CASH_ORIGIN = 'nota_credito';

export interface NoteDocument {
  idnota: number;
  tipo: NoteType;
  serie: string;
  numero: number;
  fecha: string;
  documento: string;
}

export async function returnStock(
  stock: StockDoor,
  tx: Executor,
  doc: NoteDocument,
  idalmacen: number,
  lines: NoteLine[],
) {
  const back = lines.filter((l) => l.devuelve && l.producto_id !== null);
  await stock.move(
    tx,
    {
      documento_tipo: LEDGER_TYPE,
      iddocumento: doc.idnota,
      serie: doc.serie,
      numero: doc.numero,
      fecha: doc.fecha,
      tipo_operacion: '05',
      tipo_documento_sunat: doc.tipo,
    },
    back.map((l) => ({
      producto_id: l.producto_id!,
      idalmacen,
      cantidad: l.cantidad_base,
      direccion: 'entrada' as const,
      ...(l.costo_unitario ? { costo_unitario: l.costo_unitario } : { costo_unitario: '0' }),
    })),
  );
  for (const l of back)
    if (l.series.length)
      await stock.enterSerials(tx, {
        producto_id: l.producto_id!,
        idalmacen,
        series: l.series,
        tipo: 'venta',
        denominacion: l.descripcion,
      });
}

/** Undo of returnStock: the goods leave again (refused with no_stock when they were sold meanwhile). */
export async function takeStockBack(
  stock: StockDoor,
  tx: Executor,
  doc: NoteDocument,
  idalmacen: number,
  lines: { producto_id: number | null; series: string[]; descripcion: string }[],
) {
  const moves = await stock.reversalMoves(tx, LEDGER_TYPE, doc.idnota);
  await stock.move(
    tx,
    {
      documento_tipo: LEDGER_TYPE,
      iddocumento: doc.idnota,
      serie: doc.serie,
      numero: doc.numero,
      fecha: doc.fecha,
      tipo_operacion: '05',
      tipo_documento_sunat: doc.tipo,
      anulacion: true,
    },
    moves,
  );
  for (const l of lines)
    if (l.series.length && l.producto_id)
      await stock.takeSerials(tx, {
        producto_id: l.producto_id,
        idalmacen,
        series: l.series,
        tipo: 'venta',
        denominacion: l.descripcion,
      });
}

async function lockCredit(tx: Executor, idcredito: number) {
  const [row] = await tx.select().from(credito).where(eq(credito.idcredito, idcredito)).for('update');
  return row;
}

async function snapshot(tx: Executor, row: typeof credito.$inferSelect): Promise<CreditSnapshot> {
  const cuotas = await queryRows<CreditSnapshot['cuotas'][number]>(
    tx,
    sql`select numero, monto::text as monto, pagado::text as pagado, fecha_vencimiento::text as fecha_vencimiento from credito_cuota where idcredito = ${row.idcredito} order by numero`,
  );
  return {
    total: row.total,
    saldo: row.saldo,
    estado: row.estado,
    pagado: fixed(
      cuotas.reduce((s, c) => s.plus(dec(c.pagado)), dec(0)),
      2,
    ),
    cuotas,
  };
}

const nextNumber = async (tx: Executor, idcredito: number) =>
  (
    await queryRows<{ n: number }>(
      tx,
      sql`select coalesce(max(numero), 0)::int + 1 as n from credito_cuota where idcredito = ${idcredito}`,
    )
  )[0]!.n;

export interface CreditEffect {
  idcredito: number | null;
  /** Reduced (07) or raised (08). */
  monto: Decimal;
  antes: CreditSnapshot | null;
  /** What is left to refund (07) or charge (08) in cash. */
  resto: Decimal;
  cuotas: { monto: string; fecha_vencimiento: string }[];
}

/** The credits service's reduction (purchasing-credits owns the credit rows). */
export type ReduceCredit = (
  kind: 'cliente',
  idcredito: number,
  amount: Decimal,
  tx: Executor,
) => Promise<{ reducido: string }>;

/**
 * A credit note's amount off the receivable through the credits service (from the last pending cuota
 * back, never more than the balance); the rest is refunded. The credit as it was is kept to undo it.
 */
export async function reduceReceivable(
  tx: Executor,
  reduce: ReduceCredit,
  idcredito: number | null,
  amount: Decimal,
): Promise<CreditEffect> {
  const row = idcredito ? await lockCredit(tx, idcredito) : undefined;
  if (!row || row.estado !== 1 || dec(row.saldo).lte(0))
    return { idcredito: null, monto: dec(0), antes: null, resto: amount, cuotas: [] };
  const antes = await snapshot(tx, row);
  const monto = dec((await reduce('cliente', row.idcredito, amount, tx)).reducido);
  if (monto.lte(0)) return { idcredito: null, monto: dec(0), antes: null, resto: amount, cuotas: [] };
  return { idcredito: row.idcredito, monto, antes, resto: amount.minus(monto), cuotas: [] };
}

/** A debit note on a credit sale: its amount added to the receivable in its own cuotas (default one, due with the last cuota). */
export async function raiseReceivable(
  tx: Executor,
  idcredito: number | null,
  amount: Decimal,
  fecha: string,
  typed: { monto: string; fecha_vencimiento: string }[] | undefined,
): Promise<CreditEffect> {
  const row = idcredito ? await lockCredit(tx, idcredito) : undefined;
  if (!row || row.estado !== 1) {
    if (typed?.length)
      throw new BusinessError(
        'La venta no tiene un crédito vigente: la nota de débito se cobra al contado, sin cuotas',
      );
    return { idcredito: null, monto: dec(0), antes: null, resto: amount, cuotas: [] };
  }
  const antes = await snapshot(tx, row);
  const last = antes.cuotas.reduce((d, c) => (c.fecha_vencimiento > d ? c.fecha_vencimiento : d), fecha);
  const cuotas = typed?.length ? typed : [{ monto: fixed(amount, 2), fecha_vencimiento: last }];
  checkInstalments(cuotas, amount, fecha, 'la nota de débito');
  let numero = await nextNumber(tx, row.idcredito);
  for (const c of cuotas)
    await tx.insert(creditoCuota).values({
      idcredito: row.idcredito,
      numero: numero++,
      monto: fixed(dec(c.monto), 2),
      fecha_vencimiento: c.fecha_vencimiento,
    });
  await tx
    .update(credito)
    .set({ total: fixed(dec(row.total).plus(amount), 2), saldo: fixed(dec(row.saldo).plus(amount), 2) })
    .where(eq(credito.idcredito, row.idcredito));
  return { idcredito: row.idcredito, monto: amount, antes, resto: dec(0), cuotas };
}

function checkInstalments(
  cuotas: { monto: string; fecha_vencimiento: string }[],
  total: Decimal,
  fecha: string,
  what: string,
) {
  cuotas.forEach((c, i) => {
    if (dec(c.monto).lte(0)) throw new BusinessError(`El monto de la cuota ${i + 1} debe ser mayor que cero`);
    if (c.fecha_vencimiento < fecha)
      throw new BusinessError(`La cuota ${i + 1} no puede vencer antes de la fecha de la nota`);
    if (i > 0 && c.fecha_vencimiento < cuotas[i - 1]!.fecha_vencimiento)
      throw new BusinessError('Las cuotas deben estar ordenadas por fecha de vencimiento');
  });
  const sum = cuotas.reduce((s, c) => s.plus(dec(c.monto)), dec(0));
  if (!sum.eq(total))
    throw new BusinessError(`Las cuotas suman ${fixed(sum, 2)} y ${what} es ${fixed(total, 2)}: deben ser iguales`);
}

/** Type 13: the pending cuotas replaced by the note's (they add up to the credit's balance). */
export async function rescheduleReceivable(
  tx: Executor,
  idcredito: number | null,
  fecha: string,
  typed: { monto: string; fecha_vencimiento: string }[] | undefined,
): Promise<CreditEffect> {
  const row = idcredito ? await lockCredit(tx, idcredito) : undefined;
  if (!row || row.estado !== 1 || dec(row.saldo).lte(0))
    throw new BusinessError('La nota de crédito 13 corrige las cuotas de una factura al crédito con saldo pendiente');
  if (!typed?.length) throw new BusinessError('Indique las nuevas cuotas del saldo pendiente');
  checkInstalments(typed, dec(row.saldo), fecha, 'el saldo pendiente del crédito');
  const antes = await snapshot(tx, row);
  const pending = await tx
    .select()
    .from(creditoCuota)
    .where(and(eq(creditoCuota.idcredito, row.idcredito), sql`${creditoCuota.pagado} < ${creditoCuota.monto}`));
  for (const c of pending) {
    // A partly paid cuota keeps what was paid; the rest of it moves into the new schedule.
    if (dec(c.pagado).isZero()) await tx.delete(creditoCuota).where(eq(creditoCuota.idcuota, c.idcuota));
    else await tx.update(creditoCuota).set({ monto: c.pagado }).where(eq(creditoCuota.idcuota, c.idcuota));
  }
  let numero = await nextNumber(tx, row.idcredito);
  for (const c of typed)
    await tx.insert(creditoCuota).values({
      idcredito: row.idcredito,
      numero: numero++,
      monto: fixed(dec(c.monto), 2),
      fecha_vencimiento: c.fecha_vencimiento,
    });
  return { idcredito: row.idcredito, monto: dec(0), antes, resto: dec(0), cuotas: typed };
}

/** Undo: the credit as it was, refused when it received payments after the note. */
export async function restoreReceivable(tx: Executor, idcredito: number, antes: CreditSnapshot, documento: string) {
  const row = await lockCredit(tx, idcredito);
  if (!row) return;
  const now = await snapshot(tx, row);
  if (!dec(now.pagado).eq(dec(antes.pagado)))
    throw new BusinessError(
      `El crédito de la venta recibió pagos después de la nota ${documento}: anule esos pagos antes de revertirla`,
    );
  const keep = new Set(antes.cuotas.map((c) => c.numero));
  const current = await tx
    .select()
    .from(creditoCuota)
    .where(eq(creditoCuota.idcredito, idcredito))
    .orderBy(asc(creditoCuota.numero));
  for (const c of current)
    if (!keep.has(c.numero)) await tx.delete(creditoCuota).where(eq(creditoCuota.idcuota, c.idcuota));
  for (const c of antes.cuotas) {
    const found = current.find((x) => x.numero === c.numero);
    if (found)
      await tx
        .update(creditoCuota)
        .set({ monto: c.monto, pagado: c.pagado, fecha_vencimiento: c.fecha_vencimiento })
        .where(eq(creditoCuota.idcuota, found.idcuota));
    else
      await tx.insert(creditoCuota).values({
        idcredito,
        numero: c.numero,
        monto: c.monto,
        pagado: c.pagado,
        fecha_vencimiento: c.fecha_vencimiento,
      });
  }
  await tx
    .update(credito)
    .set({
      total: antes.total,
      saldo: antes.saldo,
      estado: antes.estado,
      anulado: antes.estado === 1 ? null : row.anulado,
    })
    .where(eq(credito.idcredito, idcredito));
}

/** The cash part: a refund (07) or a charge (08) in soles, posted when the cash area applies. Answers the signed amount posted. */
export async function postNoteCash(
  cash: CashDoor,
  tx: Executor,
  doc: NoteDocument,
  actor: { idusuario: number; idsucursal: number },
  amount: Decimal,
  rate: string,
  moneda: string,
): Promise<Decimal> {
  if (amount.lte(0)) return dec(0);
  const forms = await tx.select().from(formaPago).where(eq(formaPago.idtipopago, 1)).orderBy(asc(formaPago.orden));
  const inCash = forms.find((f) => /efectivo/i.test(f.nombre)) ?? forms[0];
  if (!inCash) return dec(0);
  const soles = amount.times(dec(rate)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const refund = doc.tipo === CREDIT_NOTE;
  const posted = await cash.postToOpenCash(tx, {
    ...actor,
    tipo: refund ? 'E' : 'I',
    idformapago: inCash.idformapago,
    monto: fixed(soles, 2),
    concepto: `${refund ? 'Devolución por la nota de crédito' : 'Cobro de la nota de débito'} ${doc.documento}${moneda === 'USD' ? ` (US$ ${fixed(amount, 2)})` : ''}`,
    origen: { tipo: CASH_ORIGIN, id: doc.idnota },
    exigir: 'venta',
  });
  if (!posted) return dec(0);
  return refund ? soles.negated() : soles;
}

export async function reverseNoteCash(
  cash: CashDoor,
  tx: Executor,
  doc: NoteDocument,
  actor: { idusuario: number; idsucursal: number },
) {
  await cash.reverseCashPostings(
    tx,
    { tipo: CASH_ORIGIN, id: doc.idnota },
    actor,
    `Reversión de la nota ${doc.documento}`,
  );
}

export const noteRow = async (tx: Executor, idnota: number) =>
  (await tx.select().from(notaCredito).where(eq(notaCredito.idnota, idnota)).for('update'))[0];
