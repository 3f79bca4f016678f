import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.js';
import { formaPago, usuario } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import { postToOpenCash, reverseCashPostings } from './cash-posting.js';

/** The hook the credits door takes (`app.purchasingCredits.credits.useCashHook`), typed from that door. */
type CashHook = Parameters<FastifyInstance['purchasingCredits']['credits']['useCashHook']>[0];
type CreditPaymentEvent = Parameters<CashHook['paymentRegistered']>[0];

/** Soles: the cash register counts soles only (a payment in dollars is not posted). */
const PEN = 1;

const originOf = (event: CreditPaymentEvent) => ({
  tipo: event.tipo === 'cobro' ? 'cobro' : 'pago_proveedor',
  id: event.idpago,
});
const describe = (event: CreditPaymentEvent) =>
  `${event.tipo === 'cobro' ? 'Cobro' : 'Pago'} del crédito N° ${event.idcredito} (${event.formapago})`;

/** The cashier's branch (the money is where the cashier is), else the credit's. */
async function branchOf(tx: Executor, event: CreditPaymentEvent): Promise<number> {
  const [user] = await tx
    .select({ idsucursal: usuario.idsucursal })
    .from(usuario)
    .where(eq(usuario.idusuario, event.idusuario));
  const idsucursal = user?.idsucursal ?? event.idsucursal;
  if (!idsucursal)
    throw new BusinessError('El usuario no tiene una sucursal asignada: no se puede registrar el movimiento de caja');
  return idsucursal;
}

/** Whether a credit payment goes through the cash: a client's payment unless deposited in a bank account; a provider's only in cash. */
async function goesThroughCash(tx: Executor, event: CreditPaymentEvent): Promise<boolean> {
  if (event.idmoneda !== PEN || event.idcuentabancaria !== null) return false;
  if (event.tipo === 'cobro') return true;
  const [form] = await tx
    .select({ nombre: formaPago.nombre })
    .from(formaPago)
    .where(eq(formaPago.idformapago, event.idformapago));
  return form?.nombre === 'Efectivo';
}

/**
 * The cash hook of purchasing-credits (its cash-hook.ts): a client's payment is money into the
 * cashier's open cash, a provider's payment in cash money out of it, both in the payment's
 * transaction; without an open cash the payment is refused. A cancelled payment reverses its
 * movement (annulled while that cash is open, the opposite movement once it was closed).
 */
export const creditCashHook: CashHook = {
  async paymentRegistered(event, tx) {
    if (!(await goesThroughCash(tx, event))) return { idcaja: null };
    const posted = await postToOpenCash(tx, {
      idusuario: event.idusuario,
      idsucursal: await branchOf(tx, event),
      tipo: event.tipo === 'cobro' ? 'I' : 'E',
      idformapago: event.idformapago,
      monto: event.importe,
      concepto: describe(event),
      origen: originOf(event),
    });
    return { idcaja: posted?.idapertura ?? null };
  },
  async paymentCancelled(event, tx) {
    if (event.idcaja === null) return;
    await reverseCashPostings(
      tx,
      originOf(event),
      { idusuario: event.idusuario, idsucursal: await branchOf(tx, event) },
      `Anulación del ${describe(event).toLowerCase()}`,
    );
  },
};
