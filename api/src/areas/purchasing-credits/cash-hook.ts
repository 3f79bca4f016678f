import type { Executor } from '../../db/client.js';

/**
 * The seam between credit payments and the cash area (finance-loans, /manage_cash).
 *
 * Every payment registered or cancelled here calls the hook **inside the payment's transaction**:
 * a client's payment (tipo 'cobro') is money coming into the cashier's open cash; a payment to a
 * provider ('pago') may go out of it. The hook answers the cash register it posted the movement
 * to (`idcaja`, kept on the payment so a cancel can reverse it there) or null when it did not post
 * (a bank transfer, no cash area). Throwing a BusinessError refuses the whole payment
 * ('Abra una caja antes de registrar cobros en efectivo'): nothing is written.
 *
 * The cash area (finance-loans) installs its hook from its own repositories plugin, through this
 * area's door, and types it from that door (never from this file):
 *
 *   app.purchasingCredits.credits.useCashHook(creditCashHook);   // finance-loans/repositories.ts
 *
 * Without it (an app without the cash area) the default hook posts nothing and every payment keeps
 * `idcaja` null.
 */
export interface CreditPaymentEvent {
  /** 'cobro': a client pays us; 'pago': we pay a provider. */
  tipo: 'cobro' | 'pago';
  idpago: number;
  idcredito: number;
  idpersona: number;
  /** The cashier who registered (or cancelled) it. */
  idusuario: number;
  idsucursal: number | null;
  fecha: string;
  /** Exact decimal text, 2 decimals. */
  importe: string;
  idmoneda: number;
  idformapago: number;
  formapago: string;
  idcuentabancaria: number | null;
}

export interface CashHook {
  paymentRegistered(event: CreditPaymentEvent, tx: Executor): Promise<{ idcaja: number | null }>;
  /** `idcaja` is what paymentRegistered answered for that payment. */
  paymentCancelled(event: CreditPaymentEvent & { idcaja: number | null }, tx: Executor): Promise<void>;
}

/** No cash area yet: nothing is posted. */
export const NO_CASH: CashHook = {
  paymentRegistered: async () => ({ idcaja: null }),
  paymentCancelled: async () => {},
};
