import { and, asc, eq, sql } from 'drizzle-orm';
import { dec, fixed } from '@trade/money';
import { CASH_OPEN } from '@trade/contracts/finance-loans';
import { columnParam, queryRows, type Executor } from '../../db/client.js';
import { cajaApertura, cajaMovimiento, cajaMovimientoLinea, empresaConfig, formaPago } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';

/**
 * The cash posting service: every area that takes or pays money (sales, client and provider
 * payments, petty cash, loans) calls it INSIDE its own transaction, so the document and its cash
 * movement are committed together or not at all.
 */

/** What caused a movement: the area's document ('venta' 12, 'cobro' 7, 'caja_chica' 3...). */
export interface CashOrigin {
  tipo: 'venta' | 'cobro' | 'pago_proveedor' | 'caja_chica' | 'prestamo' | 'pago_prestamo' | (string & {});
  id: number;
}

/** A product line of a sale movement (gproductosvendidoscaja sums them). */
export interface CashLine {
  idproducto?: number | null;
  descripcion: string;
  unidad?: string | null;
  cantidad: string | number;
  importe: string | number;
}

export interface CashPosting {
  idusuario: number;
  idsucursal: number;
  /** I money in, E money out. */
  tipo: 'I' | 'E';
  idformapago: number;
  /** Decimal text or number, > 0. */
  monto: string | number;
  concepto: string;
  origen: CashOrigin;
  lineas?: CashLine[];
  /**
   * 'siempre' (default): refuse without an open cash. 'venta': a sale, refused only when the
   * company setting "la venta requiere caja abierta" is on; otherwise nothing is posted.
   */
  exigir?: 'siempre' | 'venta';
}

export const NO_OPEN_CASH =
  'No tiene una caja abierta en esta sucursal. Abra la caja en Caja antes de registrar la operación';

/** The user's open cash in the branch, locked until the caller's transaction ends (a closing waits for it). */
export async function openCashOf(tx: Executor, idusuario: number, idsucursal: number): Promise<number | undefined> {
  const [row] = await queryRows<{ idapertura: number }>(
    tx,
    sql`select idapertura from caja_apertura where idusuario = ${idusuario} and idsucursal = ${idsucursal} and estado = ${CASH_OPEN} for update`,
  );
  return row?.idapertura;
}

/** The company setting "la venta requiere caja abierta" (on when the company has no settings row). */
export async function saleRequiresOpenCash(tx: Executor): Promise<boolean> {
  const [row] = await tx
    .select({ value: empresaConfig.venta_requiere_caja })
    .from(empresaConfig)
    .orderBy(asc(empresaConfig.idempresa))
    .limit(1);
  return row?.value ?? true;
}

/** Where a posting went: the movement and the cash (opening) it belongs to. */
export interface CashPosted {
  idmovimiento: number;
  idapertura: number;
}

/**
 * Posts a movement to the user's open cash and answers it. Credit payment forms (tipo de pago 2)
 * never touch the cash: they answer null. Without an open cash it refuses with NO_OPEN_CASH,
 * unless it is a sale and the company does not require an open cash (then null).
 */
export async function postToOpenCash(tx: Executor, posting: CashPosting): Promise<CashPosted | null> {
  const amount = dec(posting.monto);
  if (!amount.isFinite() || amount.lte(0))
    throw new BusinessError('El monto del movimiento de caja debe ser mayor que cero');
  const [form] = await tx
    .select({ idtipopago: formaPago.idtipopago, estado: formaPago.estado })
    .from(formaPago)
    .where(eq(formaPago.idformapago, posting.idformapago));
  if (!form) throw new BusinessError('La forma de pago no existe o fue eliminada');
  if (form.idtipopago === 2) return null;

  const idapertura = await openCashOf(tx, posting.idusuario, posting.idsucursal);
  if (!idapertura) {
    if (posting.exigir === 'venta' && !(await saleRequiresOpenCash(tx))) return null;
    throw new BusinessError(NO_OPEN_CASH);
  }
  const [movement] = await tx
    .insert(cajaMovimiento)
    .values({
      idapertura,
      tipo: posting.tipo,
      idformapago: posting.idformapago,
      monto: fixed(amount),
      concepto: posting.concepto.slice(0, 300),
      origen_tipo: posting.origen.tipo,
      origen_id: posting.origen.id,
      idusuario: posting.idusuario,
    })
    .returning({ id: cajaMovimiento.idmovimiento });
  if (posting.lineas?.length) {
    await tx.insert(cajaMovimientoLinea).values(
      posting.lineas.map((line) => ({
        idmovimiento: movement!.id,
        idproducto: line.idproducto ?? null,
        descripcion: line.descripcion,
        unidad: line.unidad ?? null,
        cantidad: dec(line.cantidad).toFixed(3),
        importe: fixed(dec(line.importe)),
      })),
    );
  }
  return { idmovimiento: movement!.id, idapertura };
}

/**
 * A sale's cash, resolved BEFORE the sale takes its number (its lock joins the others until commit):
 * the user's open cash (locked), or null when there is none and the company does not require one
 * for sales (nothing is posted), or the NO_OPEN_CASH refusal.
 */
export async function saleCashOf(tx: Executor, idusuario: number, idsucursal: number): Promise<number | null> {
  const idapertura = await openCashOf(tx, idusuario, idsucursal);
  if (idapertura) return idapertura;
  if (!(await saleRequiresOpenCash(tx))) return null;
  throw new BusinessError(NO_OPEN_CASH);
}

/**
 * The movements of one document in an open cash already resolved (saleCashOf), with their product
 * lines, in ONE statement: the caller checked the payment forms (cash forms only, tipo de pago 1).
 */
export async function insertCashMovements(
  tx: Executor,
  idapertura: number,
  postings: Omit<CashPosting, 'exigir' | 'idsucursal'>[],
): Promise<void> {
  if (!postings.length) return;
  // One array parameter per column (unnest): the statement's text is the same for any number of
  // movements and lines, so it is prepared once and no parameter is built per value.
  const movement = (pick: (p: (typeof postings)[number]) => unknown) => columnParam(postings, pick);
  const inserted = sql`insert into caja_movimiento (idapertura, tipo, idformapago, monto, concepto, origen_tipo, origen_id, idusuario)
      select ${idapertura}::int, m.tipo, m.idformapago, m.monto, m.concepto, m.origen_tipo, m.origen_id, m.idusuario
        from unnest(${movement((p) => p.tipo)}::text[], ${movement((p) => p.idformapago)}::int[], ${movement((p) => fixed(dec(p.monto)))}::numeric[],
                    ${movement((p) => p.concepto.slice(0, 300))}::text[], ${movement((p) => p.origen.tipo)}::text[], ${movement((p) => p.origen.id)}::int[],
                    ${movement((p) => p.idusuario)}::int[]) with ordinality as m (tipo, idformapago, monto, concepto, origen_tipo, origen_id, idusuario, n)
       order by m.n
      returning idmovimiento`;
  const lines = postings.flatMap((p, i) => (p.lineas ?? []).map((l) => ({ ...l, n: i + 1 })));
  if (!lines.length) return void (await tx.execute(inserted));
  const line = (pick: (l: (typeof lines)[number]) => unknown) => columnParam(lines, pick);
  // Movements come back in insertion order: the n-th movement takes the lines tagged n.
  await tx.execute(sql`with mov as (${inserted}), numbered as (select idmovimiento, row_number() over (order by idmovimiento) as n from mov)
    insert into caja_movimiento_linea (idmovimiento, idproducto, descripcion, unidad, cantidad, importe)
    select numbered.idmovimiento, l.idproducto, l.descripcion, l.unidad, l.cantidad, l.importe
      from unnest(${line((l) => l.n)}::int[], ${line((l) => l.idproducto ?? null)}::int[], ${line((l) => l.descripcion)}::text[], ${line((l) => l.unidad ?? null)}::text[],
                  ${line((l) => dec(l.cantidad).toFixed(3))}::numeric[], ${line((l) => fixed(dec(l.importe)))}::numeric[]) as l (n, idproducto, descripcion, unidad, cantidad, importe)
      join numbered on numbered.n = l.n`);
}

/**
 * Undoes the movements of an annulled document. A movement of a cash still open is annulled
 * (estado 0); one of a closed cash stays (a closing never changes) and the opposite movement is
 * posted to the annulling user's open cash, which must exist.
 */
export async function reverseCashPostings(
  tx: Executor,
  origen: CashOrigin,
  actor: { idusuario: number; idsucursal: number },
  concepto: string,
): Promise<void> {
  const movements = await tx
    .select({
      id: cajaMovimiento.idmovimiento,
      tipo: cajaMovimiento.tipo,
      idformapago: cajaMovimiento.idformapago,
      monto: cajaMovimiento.monto,
      cajaEstado: cajaApertura.estado,
    })
    .from(cajaMovimiento)
    .innerJoin(cajaApertura, eq(cajaApertura.idapertura, cajaMovimiento.idapertura))
    .where(
      and(
        eq(cajaMovimiento.origen_tipo, origen.tipo),
        eq(cajaMovimiento.origen_id, origen.id),
        eq(cajaMovimiento.estado, 1),
      ),
    )
    .for('update');
  for (const movement of movements) {
    if (movement.cajaEstado === CASH_OPEN) {
      await tx.update(cajaMovimiento).set({ estado: 0 }).where(eq(cajaMovimiento.idmovimiento, movement.id));
      continue;
    }
    await postToOpenCash(tx, {
      ...actor,
      tipo: movement.tipo === 'I' ? 'E' : 'I',
      idformapago: movement.idformapago,
      monto: movement.monto,
      concepto,
      origen,
    });
  }
}
