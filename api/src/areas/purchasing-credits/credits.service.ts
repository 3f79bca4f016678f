import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type {
  CreditBody,
  CreditKind,
  CreditRow,
  InstalmentRow,
  LetraBody,
  PaymentBody,
  PaymentRow,
} from '@trade/contracts/purchasing-credits';
import type { Database, Executor } from '../../db/client.js';
import {
  credito,
  creditoCuota,
  creditoPago,
  creditoPagoCuota,
  cuentaBancaria,
  formaPago,
  moneda,
  persona,
} from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { NO_CASH, type CashHook, type CreditPaymentEvent } from './cash-hook.js';
import type { CreditsRepository } from './credits.repository.js';

/** Who acts (the session user); the branch is recorded on credits opened from a screen. */
export interface Actor {
  idusuario: number;
  idsucursal?: number | null;
}

/** What opened the credit when it was not opened by hand. */
export interface CreditLinks {
  idventa?: number | null;
  idcompra?: number | null;
  idsucursal?: number | null;
}

const KIND_NAME: Record<CreditKind, { person: string; ubica: number[] }> = {
  cliente: { person: 'cliente', ubica: [1, 3] },
  proveedor: { person: 'proveedor', ubica: [2, 3] },
};

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The writes on credits: open (by hand, or by a sale or purchase inside its own transaction), cancel,
 * pay and cancel a payment, and a provider's letras. Every method takes the caller's transaction;
 * the credit row is locked (SELECT … FOR UPDATE) before its balance is read, so concurrent payments
 * queue on it and never take the balance below zero.
 */
export function creditsService(db: Database, reads: CreditsRepository) {
  let cash: CashHook = NO_CASH;

  async function symbolOf(ex: Executor, idmoneda: number) {
    const [row] = await ex.select({ simbolo: moneda.simbolo }).from(moneda).where(eq(moneda.idmoneda, idmoneda));
    if (!row) throw notFound('La moneda');
    return row.simbolo;
  }

  /** The credit row, locked until the transaction ends. */
  async function lockCredit(ex: Executor, kind: CreditKind, idcredito: number) {
    const [row] = await ex
      .select()
      .from(credito)
      .where(and(eq(credito.idcredito, idcredito), eq(credito.tipo, kind)))
      .for('update');
    if (!row) throw notFound('El crédito');
    return row;
  }

  /** The instalments: the given ones (they must add up to the total) or one for the whole total. */
  function schedule(input: CreditBody, total: Decimal, symbol: string, diasCredito: number | null) {
    if (!input.cuotas?.length) return [{ monto: total, fecha_vencimiento: addDays(input.fecha, diasCredito ?? 30) }];
    const cuotas = input.cuotas.map((c) => ({ monto: new Decimal(c.monto), fecha_vencimiento: c.fecha_vencimiento }));
    cuotas.forEach((c, i) => {
      if (c.monto.lte(0)) throw new BusinessError(`El monto de la cuota ${i + 1} debe ser mayor que cero`);
      if (c.fecha_vencimiento < input.fecha)
        throw new BusinessError(`La cuota ${i + 1} no puede vencer antes de la fecha del crédito`);
      if (i > 0 && c.fecha_vencimiento < cuotas[i - 1]!.fecha_vencimiento)
        throw new BusinessError('Las cuotas deben estar ordenadas por fecha de vencimiento');
    });
    const sum = cuotas.reduce((acc, c) => acc.plus(c.monto), new Decimal(0));
    if (!sum.eq(total))
      throw new BusinessError(
        `Las cuotas suman ${symbol} ${sum.toFixed(2)} y el total del crédito es ${symbol} ${total.toFixed(2)}: deben ser iguales`,
      );
    return cuotas;
  }

  function eventOf(
    kind: CreditKind,
    pago: { idpago: number; fecha: string; importe: string; idformapago: number; idcuentabancaria: number | null },
    credit: { idcredito: number; idpersona: number; idmoneda: number; idsucursal: number | null },
    formapago: string,
    idusuario: number,
  ): CreditPaymentEvent {
    return {
      tipo: kind === 'cliente' ? 'cobro' : 'pago',
      idpago: pago.idpago,
      idcredito: credit.idcredito,
      idpersona: credit.idpersona,
      idusuario,
      idsucursal: credit.idsucursal,
      fecha: pago.fecha,
      importe: pago.importe,
      idmoneda: credit.idmoneda,
      idformapago: pago.idformapago,
      formapago,
      idcuentabancaria: pago.idcuentabancaria,
    };
  }

  return {
    /** The cash area installs its hook here (see cash-hook.ts). */
    useCashHook(hook: CashHook) {
      cash = hook;
    },

    /**
     * Opens a credit with its instalments. Sales call it with 'cliente' and their transaction
     * (`links.idventa`), purchases with 'proveedor' (`links.idcompra`): the credit commits with the
     * document or not at all.
     */
    async open(
      kind: CreditKind,
      input: CreditBody,
      tx: Executor,
      actor: Actor,
      links: CreditLinks = {},
    ): Promise<CreditRow> {
      const [who] = await tx.select().from(persona).where(eq(persona.idpersona, input.idpersona));
      if (!who) throw notFound('La persona');
      if (who.estado !== 1)
        throw new BusinessError(`${who.nombres} está desactivado; actívelo antes de registrarle un crédito`);
      if (!KIND_NAME[kind].ubica.includes(who.ubica_persona))
        throw new BusinessError(`${who.nombres} no está registrado como ${KIND_NAME[kind].person}`);
      const symbol = await symbolOf(tx, input.idmoneda);
      const total = new Decimal(input.total);
      if (total.lte(0)) throw new BusinessError('El total del crédito debe ser mayor que cero');
      const cuotas = schedule(input, total, symbol, who.dias_credito);
      if (kind === 'cliente' && who.limite_credito !== null && input.idmoneda === 1) {
        // The limit is checked under the person's lock: two credits at once cannot both slip under it.
        await tx
          .select({ id: persona.idpersona })
          .from(persona)
          .where(eq(persona.idpersona, who.idpersona))
          .for('update');
        const [open] = await tx
          .select({ saldo: sql<string>`coalesce(sum(${credito.saldo}), 0)::text` })
          .from(credito)
          .where(
            and(
              eq(credito.tipo, 'cliente'),
              eq(credito.idpersona, who.idpersona),
              eq(credito.estado, 1),
              eq(credito.idmoneda, 1),
            ),
          );
        const owed = new Decimal(open!.saldo);
        if (owed.plus(total).gt(who.limite_credito)) {
          throw new BusinessError(
            `El crédito supera el límite de ${who.nombres}: límite S/ ${new Decimal(who.limite_credito).toFixed(2)}, saldo pendiente S/ ${owed.toFixed(2)}`,
          );
        }
      }
      const [created] = await tx
        .insert(credito)
        .values({
          tipo: kind,
          idpersona: who.idpersona,
          fecha: input.fecha,
          documento: blankToNull(input.documento),
          concepto: blankToNull(input.concepto),
          idmoneda: input.idmoneda,
          total: total.toFixed(2),
          saldo: total.toFixed(2),
          idventa: links.idventa ?? null,
          idcompra: links.idcompra ?? null,
          idusuario: actor.idusuario,
          idsucursal: links.idsucursal ?? actor.idsucursal ?? null,
        })
        .returning({ id: credito.idcredito });
      await tx.insert(creditoCuota).values(
        cuotas.map((c, i) => ({
          idcredito: created!.id,
          numero: i + 1,
          monto: c.monto.toFixed(2),
          fecha_vencimiento: c.fecha_vencimiento,
        })),
      );
      return reads.credit(kind, created!.id, tx);
    },

    /** Cancels a credit without payments (one opened by a sale or purchase is cancelled with its document). */
    async cancel(kind: CreditKind, idcredito: number, tx: Executor, fromDocument = false): Promise<CreditRow> {
      const row = await lockCredit(tx, kind, idcredito);
      if (row.estado === 0) throw new BusinessError('El crédito ya está anulado');
      if (!fromDocument && (row.idventa || row.idcompra))
        throw new BusinessError(
          `El crédito pertenece a ${row.idventa ? 'una venta' : 'una compra'}; anúlelo anulando ese documento`,
        );
      const [paid] = await tx
        .select({ id: creditoPago.idpago })
        .from(creditoPago)
        .where(and(eq(creditoPago.idcredito, idcredito), eq(creditoPago.estado, 1)))
        .limit(1);
      if (paid) throw new BusinessError('El crédito tiene pagos registrados; anule primero los pagos');
      await tx.update(credito).set({ estado: 0, anulado: new Date() }).where(eq(credito.idcredito, idcredito));
      return reads.credit(kind, idcredito, tx);
    },

    /** A payment: never more than the balance; spread over the chosen instalment or the oldest pending ones. */
    async pay(kind: CreditKind, input: PaymentBody, tx: Executor, actor: Actor): Promise<PaymentRow> {
      const row = await lockCredit(tx, kind, input.idcredito);
      if (row.estado === 0) throw new BusinessError('El crédito está anulado');
      const symbol = await symbolOf(tx, row.idmoneda);
      const importe = new Decimal(input.importe);
      if (importe.lte(0)) throw new BusinessError('El importe debe ser mayor que cero');
      const saldo = new Decimal(row.saldo);
      if (saldo.eq(0)) throw new BusinessError('El crédito ya está pagado');
      if (importe.gt(saldo))
        throw new BusinessError(
          `El importe (${symbol} ${importe.toFixed(2)}) supera el saldo del crédito (${symbol} ${saldo.toFixed(2)})`,
        );
      if (input.fecha < row.fecha)
        throw new BusinessError('La fecha de pago no puede ser anterior a la fecha del crédito');
      const [form] = await tx.select().from(formaPago).where(eq(formaPago.idformapago, input.idformapago));
      if (!form || form.estado !== 1) throw notFound('La forma de pago', 'f');
      if (form.idtipopago !== 1)
        throw new BusinessError('Elija una forma de pago al contado (efectivo, transferencia, tarjeta...)');
      if (input.idcuentabancaria != null) {
        const [account] = await tx
          .select({ id: cuentaBancaria.idcuentabancaria })
          .from(cuentaBancaria)
          .where(eq(cuentaBancaria.idcuentabancaria, input.idcuentabancaria));
        if (!account) throw notFound('La cuenta bancaria', 'f');
      }
      const pending = await tx
        .select()
        .from(creditoCuota)
        .where(and(eq(creditoCuota.idcredito, row.idcredito), sql`${creditoCuota.pagado} < ${creditoCuota.monto}`))
        .orderBy(asc(creditoCuota.fecha_vencimiento), asc(creditoCuota.numero));
      let targets = pending;
      if (input.idcuota != null) {
        const chosen = pending.find((c) => c.idcuota === input.idcuota);
        if (!chosen) throw new BusinessError('La cuota elegida no pertenece al crédito o ya está pagada');
        const left = new Decimal(chosen.monto).minus(chosen.pagado);
        if (importe.gt(left))
          throw new BusinessError(
            `El importe supera lo pendiente de la cuota ${chosen.numero} (${symbol} ${left.toFixed(2)})`,
          );
        targets = [chosen];
      }
      const [pago] = await tx
        .insert(creditoPago)
        .values({
          idcredito: row.idcredito,
          fecha: input.fecha,
          importe: importe.toFixed(2),
          idformapago: input.idformapago,
          idcuentabancaria: input.idcuentabancaria ?? null,
          referencia: blankToNull(input.referencia),
          idcuota: input.idcuota ?? null,
          idusuario: actor.idusuario,
        })
        .returning();
      let rest = importe;
      for (const cuota of targets) {
        if (rest.lte(0)) break;
        const part = Decimal.min(rest, new Decimal(cuota.monto).minus(cuota.pagado));
        await tx
          .update(creditoCuota)
          .set({ pagado: sql`${creditoCuota.pagado} + ${part.toFixed(2)}::numeric` })
          .where(eq(creditoCuota.idcuota, cuota.idcuota));
        await tx
          .insert(creditoPagoCuota)
          .values({ idpago: pago!.idpago, idcuota: cuota.idcuota, importe: part.toFixed(2) });
        rest = rest.minus(part);
      }
      await tx
        .update(credito)
        .set({ saldo: saldo.minus(importe).toFixed(2) })
        .where(eq(credito.idcredito, row.idcredito));
      const posted = await cash.paymentRegistered(eventOf(kind, pago!, row, form.nombre, actor.idusuario), tx);
      if (posted.idcaja !== null)
        await tx.update(creditoPago).set({ idcaja: posted.idcaja }).where(eq(creditoPago.idpago, pago!.idpago));
      return reads.payment(kind, pago!.idpago, tx);
    },

    /** Cancels a payment: the credit and each instalment get back exactly what it paid. */
    async cancelPayment(kind: CreditKind, idpago: number, tx: Executor, actor: Actor): Promise<PaymentRow> {
      const [found] = await tx
        .select({ idcredito: creditoPago.idcredito })
        .from(creditoPago)
        .innerJoin(credito, eq(credito.idcredito, creditoPago.idcredito))
        .where(and(eq(creditoPago.idpago, idpago), eq(credito.tipo, kind)));
      if (!found) throw notFound('El pago');
      const row = await lockCredit(tx, kind, found.idcredito);
      const [pago] = await tx.select().from(creditoPago).where(eq(creditoPago.idpago, idpago)).for('update');
      if (pago!.estado === 0) throw new BusinessError('El pago ya está anulado');
      const parts = await tx.select().from(creditoPagoCuota).where(eq(creditoPagoCuota.idpago, idpago));
      for (const part of parts) {
        await tx
          .update(creditoCuota)
          .set({ pagado: sql`${creditoCuota.pagado} - ${part.importe}::numeric` })
          .where(eq(creditoCuota.idcuota, part.idcuota));
      }
      await tx
        .update(credito)
        .set({ saldo: new Decimal(row.saldo).plus(pago!.importe).toFixed(2) })
        .where(eq(credito.idcredito, row.idcredito));
      await tx
        .update(creditoPago)
        .set({ estado: 0, anulado: new Date(), idusuario_anula: actor.idusuario })
        .where(eq(creditoPago.idpago, idpago));
      const [form] = await tx
        .select({ nombre: formaPago.nombre })
        .from(formaPago)
        .where(eq(formaPago.idformapago, pago!.idformapago));
      await cash.paymentCancelled(
        { ...eventOf(kind, pago!, row, form!.nombre, actor.idusuario), idcaja: pago!.idcaja },
        tx,
      );
      return reads.payment(kind, idpago, tx);
    },

    /**
     * Takes an amount off a credit that a document reduced (a client's credit note): from the last
     * pending instalment back (an instalment left at 0 goes; one partly paid keeps what was paid), the
     * total and the balance lower by it, and a credit whose total reaches 0 is annulled. Never more
     * than the balance: answers what was taken off (0 for an annulled credit), so the caller refunds
     * the rest (the client had already paid it).
     */
    async reduce(
      kind: CreditKind,
      idcredito: number,
      amount: Decimal.Value,
      tx: Executor,
    ): Promise<{ reducido: string; saldo: string; anulado: boolean }> {
      const row = await lockCredit(tx, kind, idcredito);
      const monto = Decimal.min(new Decimal(amount), new Decimal(row.saldo));
      if (row.estado !== 1 || monto.lte(0)) return { reducido: '0.00', saldo: row.saldo, anulado: row.estado !== 1 };
      let rest = monto;
      const pending = await tx
        .select()
        .from(creditoCuota)
        .where(and(eq(creditoCuota.idcredito, row.idcredito), sql`${creditoCuota.pagado} < ${creditoCuota.monto}`))
        .orderBy(desc(creditoCuota.numero));
      for (const c of pending) {
        if (rest.lte(0)) break;
        const part = Decimal.min(rest, new Decimal(c.monto).minus(c.pagado));
        const left = new Decimal(c.monto).minus(part);
        if (left.isZero()) await tx.delete(creditoCuota).where(eq(creditoCuota.idcuota, c.idcuota));
        else
          await tx
            .update(creditoCuota)
            .set({ monto: left.toFixed(2) })
            .where(eq(creditoCuota.idcuota, c.idcuota));
        rest = rest.minus(part);
      }
      const total = new Decimal(row.total).minus(monto);
      const saldo = new Decimal(row.saldo).minus(monto);
      const anulado = total.isZero();
      await tx
        .update(credito)
        .set(
          anulado
            ? { saldo: '0.00', estado: 0, anulado: new Date() }
            : { total: total.toFixed(2), saldo: saldo.toFixed(2) },
        )
        .where(eq(credito.idcredito, row.idcredito));
      return { reducido: monto.toFixed(2), saldo: saldo.toFixed(2), anulado };
    },

    /** A new letra whose amount is taken out of the last pending letra: the schedule still adds up to the total. */
    async addLetra(input: LetraBody, tx: Executor): Promise<InstalmentRow[]> {
      const row = await lockCredit(tx, 'proveedor', input.idcredito);
      if (row.estado === 0) throw new BusinessError('El crédito está anulado');
      const symbol = await symbolOf(tx, row.idmoneda);
      const monto = new Decimal(input.monto);
      if (monto.lte(0)) throw new BusinessError('El monto de la letra debe ser mayor que cero');
      if (input.fecha_vencimiento < row.fecha)
        throw new BusinessError('La letra no puede vencer antes de la fecha del crédito');
      const [last] = await tx
        .select()
        .from(creditoCuota)
        .where(and(eq(creditoCuota.idcredito, row.idcredito), sql`${creditoCuota.pagado} < ${creditoCuota.monto}`))
        .orderBy(desc(creditoCuota.numero))
        .limit(1);
      if (!last) throw new BusinessError('El crédito no tiene letras pendientes');
      const left = new Decimal(last.monto).minus(last.pagado);
      if (!monto.lt(left))
        throw new BusinessError(
          `El monto de la letra debe ser menor que lo pendiente de la letra ${last.numero} (${symbol} ${left.toFixed(2)})`,
        );
      const [{ next }] = (await tx
        .select({ next: sql<number>`coalesce(max(${creditoCuota.numero}), 0)::int + 1` })
        .from(creditoCuota)
        .where(eq(creditoCuota.idcredito, row.idcredito))) as [{ next: number }];
      await tx
        .update(creditoCuota)
        .set({ monto: new Decimal(last.monto).minus(monto).toFixed(2) })
        .where(eq(creditoCuota.idcuota, last.idcuota));
      await tx.insert(creditoCuota).values({
        idcredito: row.idcredito,
        numero: next,
        monto: monto.toFixed(2),
        fecha_vencimiento: input.fecha_vencimiento,
      });
      return reads.instalmentsOfCredit('proveedor', row.idcredito, tx);
    },

    /** Removes a letra without payments; its amount goes back to the previous letra (or the next one). */
    async removeLetra(idcuota: number, tx: Executor): Promise<InstalmentRow[]> {
      const [found] = await tx
        .select({ idcredito: creditoCuota.idcredito })
        .from(creditoCuota)
        .innerJoin(credito, eq(credito.idcredito, creditoCuota.idcredito))
        .where(and(eq(creditoCuota.idcuota, idcuota), eq(credito.tipo, 'proveedor')));
      if (!found) throw notFound('La letra');
      const row = await lockCredit(tx, 'proveedor', found.idcredito);
      if (row.estado === 0) throw new BusinessError('El crédito está anulado');
      const letras = await tx
        .select()
        .from(creditoCuota)
        .where(eq(creditoCuota.idcredito, row.idcredito))
        .orderBy(asc(creditoCuota.numero));
      const index = letras.findIndex((l) => l.idcuota === idcuota);
      const letra = letras[index]!;
      if (letras.length === 1) throw new BusinessError('El crédito debe tener al menos una letra');
      if (new Decimal(letra.pagado).gt(0))
        throw new BusinessError(`La letra ${letra.numero} tiene pagos; no se puede eliminar`);
      const heir = letras[index - 1] ?? letras[index + 1]!;
      await tx
        .update(creditoCuota)
        .set({ monto: new Decimal(heir.monto).plus(letra.monto).toFixed(2) })
        .where(eq(creditoCuota.idcuota, heir.idcuota));
      // Only a cancelled payment can still name an unpaid letra: it keeps its record without the letra.
      await tx.update(creditoPago).set({ idcuota: null }).where(eq(creditoPago.idcuota, idcuota));
      await tx.delete(creditoCuota).where(eq(creditoCuota.idcuota, idcuota));
      // Keep the numbers consecutive (two steps: the unique index never sees a repeated number).
      await tx
        .update(creditoCuota)
        .set({ numero: sql`${creditoCuota.numero} + 100000` })
        .where(and(eq(creditoCuota.idcredito, row.idcredito), gt(creditoCuota.numero, letra.numero)));
      await tx
        .update(creditoCuota)
        .set({ numero: sql`${creditoCuota.numero} - 100001` })
        .where(and(eq(creditoCuota.idcredito, row.idcredito), gt(creditoCuota.numero, 100000)));
      return reads.instalmentsOfCredit('proveedor', row.idcredito, tx);
    },
  };
}
export type CreditsService = ReturnType<typeof creditsService>;
