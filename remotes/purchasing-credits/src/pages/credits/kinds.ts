import { get, type Envelope } from '@trade/session';
import type { CreditRow, PaymentRow } from '@trade/contracts/purchasing-credits';

/** The two sides of the credits screens: the same lists and forms over different calls. */
export interface CreditKindSpec {
  kind: 'cliente' | 'proveedor';
  ubica: 1 | 2;
  personNoun: string;
  /** 'cuota' for clients, 'letra' for providers. */
  instalment: string;
  instalments: string;
  balances: string;
  credits: (idpersona: number) => Promise<Envelope<CreditRow[]>>;
  create: string;
  cancel: (idcredito: number) => string;
  pay: string;
  cancelPayment: (idpago: number) => string;
  instalmentsOf: (idcredito: number) => string;
  payments: (credit: CreditRow) => Promise<Envelope<PaymentRow[]>>;
  /** Provider letras can be added and removed (the schedule keeps adding up). */
  letras: boolean;
}

export const RECEIVABLE: CreditKindSpec = {
  kind: 'cliente',
  ubica: 1,
  personNoun: 'cliente',
  instalment: 'cuota',
  instalments: 'Cuotas',
  balances: '/gpersonascreditos/0',
  credits: (idpersona) => get<CreditRow[]>('/gcreditospersona', { idpersona, idusuario: 0 }),
  create: '/rcredito',
  cancel: (id) => `/ccredito/${id}`,
  pay: '/rcpago',
  cancelPayment: (id) => `/ccpago/${id}`,
  instalmentsOf: (id) => `/gcuotascredito/${id}`,
  payments: async (credit) => {
    const answer = await get<PaymentRow[]>('/gcpagospersona', { idpersona: credit.idpersona, idusuario: 0 });
    return { ...answer, detalles: (answer.detalles ?? []).filter((p) => p.idcredito === credit.idcredito) };
  },
  letras: false,
};

export const PAYABLE: CreditKindSpec = {
  kind: 'proveedor',
  ubica: 2,
  personNoun: 'proveedor',
  instalment: 'letra',
  instalments: 'Letras',
  balances: '/gproveedorescreditos',
  credits: (idpersona) => get<CreditRow[]>(`/gcreditosproveedor/${idpersona}`),
  create: '/rcreditoproveedor',
  cancel: (id) => `/ccreditoproveedor/${id}`,
  pay: '/rcpagoproveedor',
  cancelPayment: (id) => `/ccpagoproveedor/${id}`,
  instalmentsOf: (id) => `/gcreditoproveedorletras/${id}`,
  payments: (credit) => get<PaymentRow[]>(`/gcpagosproveedor/${credit.idcredito}`),
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

/** Lima's today, YYYY-MM-DD. */
export const todayLima = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' });
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

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
