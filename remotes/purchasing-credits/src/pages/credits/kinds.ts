import { call, type Endpoint, type Envelope } from '@trade/session';
import {
  clientCredits,
  providerCredits,
  type BalanceRow,
  type CreditRow,
  type InstalmentRow,
  type PaymentRow,
} from '@trade/contracts/purchasing-credits';
import { formatDate, formatNumber } from '@trade/formats';
import { addDays, optionsFrom, type OptionsSource } from '@trade/ui';

/** The two sides of the credits screens: the same lists and forms over different calls. */
export interface CreditKindSpec {
  kind: 'cliente' | 'proveedor';
  ubica: 1 | 2;
  personNoun: string;
  /** 'cuota' for clients, 'letra' for providers. */
  instalment: string;
  instalments: string;
  balances: () => Promise<Envelope<BalanceRow[]>>;
  credits: (idpersona: number) => Promise<Envelope<CreditRow[]>>;
  /** The credit form posts here. */
  create: Endpoint;
  cancel: (idcredito: number) => Promise<Envelope<unknown>>;
  /** The payment form posts here. */
  pay: Endpoint;
  cancelPayment: (idpago: number) => Promise<Envelope<unknown>>;
  instalmentsOf: (idcredito: number) => Promise<Envelope<InstalmentRow[]>>;
  /** The instalments still owed of a credit, to choose which one a payment goes to. */
  owedInstalments: (idcredito: number) => OptionsSource;
  payments: (credit: CreditRow) => Promise<Envelope<PaymentRow[]>>;
  /** Provider letras can be added and removed (the schedule keeps adding up). */
  letras: boolean;
}

/** An instalment with something left to pay, named by its number, due day and what is left. */
const OWED = (noun: string) => ({
  value: 'idcuota' as const,
  label: (r: InstalmentRow) =>
    `${noun} ${r.numero} · vence ${formatDate(r.fecha_vencimiento)} · pendiente ${formatNumber(r.saldo)}`,
  where: (r: InstalmentRow) => Number(r.saldo) > 0,
});

const client = clientCredits.endpoints;
export const RECEIVABLE: CreditKindSpec = {
  kind: 'cliente',
  ubica: 1,
  personNoun: 'cliente',
  instalment: 'cuota',
  instalments: 'Cuotas',
  // Every user's credits (0).
  balances: () => call(client.balances, { params: { id: 0 } }),
  credits: (idpersona) => call(client.credits, { query: { idpersona, idusuario: 0 } }),
  create: client.create,
  cancel: (id) => call(client.cancel, { params: { id } }),
  pay: client.pay,
  cancelPayment: (id) => call(client.cancelPayment, { params: { id } }),
  instalmentsOf: (id) => call(client.instalments, { params: { id } }),
  owedInstalments: (id) => optionsFrom(client.instalments, { params: { id }, ...OWED('Cuota') }),
  payments: async (credit) => {
    const answer = await call(client.payments, { query: { idpersona: credit.idpersona, idusuario: 0 } });
    return { ...answer, detalles: (answer.detalles ?? []).filter((p) => p.idcredito === credit.idcredito) };
  },
  letras: false,
};

const provider = providerCredits.endpoints;
export const PAYABLE: CreditKindSpec = {
  kind: 'proveedor',
  ubica: 2,
  personNoun: 'proveedor',
  instalment: 'letra',
  instalments: 'Letras',
  balances: () => call(provider.balances),
  credits: (idpersona) => call(provider.credits, { params: { id: idpersona } }),
  create: provider.create,
  cancel: (id) => call(provider.cancel, { params: { id } }),
  pay: provider.pay,
  cancelPayment: (id) => call(provider.cancelPayment, { params: { id } }),
  instalmentsOf: (id) => call(provider.letras, { params: { id } }),
  owedInstalments: (id) => optionsFrom(provider.letras, { params: { id }, ...OWED('Letra') }),
  payments: (credit) => call(provider.payments, { params: { id: credit.idcredito } }),
  letras: true,
};

export const SITUACION_COLOR: Record<string, string> = {
  pendiente: 'blue',
  pagado: 'green',
  pagada: 'green',
  vencido: 'red',
  vencida: 'red',
  anulado: 'default',
};
export const SITUACION_LABEL: Record<string, string> = {
  pendiente: 'Pendiente',
  pagado: 'Pagado',
  pagada: 'Pagada',
  vencido: 'Vencido',
  vencida: 'Vencida',
  anulado: 'Anulado',
};

export { todayLima } from '@trade/formats';
export { addDays };

/**
 * Equal instalments that add up exactly to the total: the cents left over go to the last one
 * (900.00 in 7 → six of 128.57 and one of 128.58).
 */
export function splitInstalments(total: string, count: number, firstDue: string, everyDays: number) {
  const cents = Math.round(Number(total) * 100);
  const base = Math.floor(cents / count);
  return Array.from({ length: count }, (_, i) => ({
    monto: ((i === count - 1 ? cents - base * (count - 1) : base) / 100).toFixed(2),
    fecha_vencimiento: addDays(firstDue, i * everyDays),
  }));
}
