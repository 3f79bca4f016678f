import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Envelope,
  PrintQuery,
  Id,
  Int,
  IsoDate,
  Money,
  Nullable,
  NullableId,
  NullableText,
  endpoints,
} from '../kit/index.js';
import { CREDIT_OWNER, CREDIT_INSTALMENT_OWNER, CREDIT_PAYMENT_OWNER } from './owners.js';

/**
 * Credits of both sides, one shape: a client's credit (accounts receivable, `tipo` 'cliente') and a
 * provider's credit (accounts payable, 'proveedor'). A credit has its instalments (cuotas; a
 * provider's are called letras) that always add up to its total, and payments that never exceed its
 * balance.
 */
export const CREDIT_KINDS = ['cliente', 'proveedor'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** pendiente | pagado | vencido (an instalment past its due day) | anulado. */
export const CreditRow = T.Object({
  idcredito: T.Integer(),
  tipo: T.String(),
  idpersona: T.Integer(),
  persona: T.String(),
  numero_documento: T.String(),
  fecha: T.String(),
  documento: Nullable(T.String()),
  concepto: Nullable(T.String()),
  idmoneda: T.Integer(),
  moneda: T.String(),
  total: T.String(),
  pagado: T.String(),
  saldo: T.String(),
  cuotas: T.Integer(),
  proximo_vencimiento: Nullable(T.String()),
  situacion: T.String(),
  idventa: Nullable(T.Integer()),
  idcompra: Nullable(T.Integer()),
  idusuario: T.Integer(),
  usuario: T.String(),
  estado: T.Integer(),
});

/** pendiente | pagada | vencida; dias_vencida > 0 when overdue. */
export const InstalmentRow = T.Object({
  idcuota: T.Integer(),
  idcredito: T.Integer(),
  documento: Nullable(T.String()),
  numero: T.Integer(),
  monto: T.String(),
  pagado: T.String(),
  saldo: T.String(),
  fecha_vencimiento: T.String(),
  situacion: T.String(),
  dias_vencida: T.Integer(),
  idmoneda: T.Integer(),
});

export const PaymentRow = T.Object({
  idpago: T.Integer(),
  idcredito: T.Integer(),
  idpersona: T.Integer(),
  persona: T.String(),
  documento: Nullable(T.String()),
  fecha: T.String(),
  importe: T.String(),
  idmoneda: T.Integer(),
  idformapago: T.Integer(),
  formapago: T.String(),
  idcuentabancaria: Nullable(T.Integer()),
  cuenta: Nullable(T.String()),
  referencia: Nullable(T.String()),
  idcuota: Nullable(T.Integer()),
  idcaja: Nullable(T.Integer()),
  idusuario: T.Integer(),
  usuario: T.String(),
  /** 1 válido, 0 anulado. */
  estado: T.Integer(),
});

/** A person with an open balance in one currency, with the balance's ageing by the instalments' due days. */
export const BalanceRow = T.Object({
  idpersona: T.Integer(),
  persona: T.String(),
  tipodocumento: T.String(),
  numero_documento: T.String(),
  idmoneda: T.Integer(),
  moneda: T.String(),
  creditos: T.Integer(),
  saldo: T.String(),
  por_vencer: T.String(),
  vencido_1_30: T.String(),
  vencido_31_60: T.String(),
  vencido_61_90: T.String(),
  vencido_90_mas: T.String(),
  /** Pending amount of instalments due from today to 7 days ahead. */
  vence_semana: T.String(),
  advertencia: Nullable(T.String()),
});

export const InstalmentInput = T.Object({
  monto: Money('Monto de la cuota'),
  fecha_vencimiento: IsoDate('Vencimiento de la cuota'),
});

/** Without cuotas: one instalment for the whole total, due after the person's credit days (30 by default). */
export const CreditBody = T.Object({
  idpersona: Id('Persona'),
  fecha: IsoDate('Fecha'),
  documento: NullableText('Documento', 30),
  concepto: NullableText('Concepto', 200),
  idmoneda: Id('Moneda'),
  total: Money('Total'),
  cuotas: T.Optional(T.Array(InstalmentInput, { minItems: 1, maxItems: 120, title: 'Cuotas' })),
});

/** idcuota: pay that instalment; otherwise the payment goes to the oldest pending instalments first. */
export const PaymentBody = T.Object({
  idcredito: Id('Crédito'),
  fecha: IsoDate('Fecha de pago'),
  importe: Money('Importe'),
  idformapago: Id('Forma de pago'),
  idcuentabancaria: NullableId('Cuenta bancaria'),
  referencia: NullableText('Referencia', 60),
  idcuota: NullableId('Cuota'),
});

/** A new letra taken out of the last pending one (the schedule keeps adding up to the total). */
export const LetraBody = T.Object({
  idcredito: Id('Crédito'),
  monto: Money('Monto de la letra'),
  fecha_vencimiento: IsoDate('Vencimiento de la letra'),
});

/** Removing an unpaid letra gives its amount back to the previous pending one. */
export const LetraRemoveBody = T.Object({ idcuota: Id('Letra') });

/** One line of an account statement: a credit is a charge, a payment a credit to the account. */
export const StatementLine = T.Object({
  fecha: T.String(),
  movimiento: T.String(),
  documento: Nullable(T.String()),
  concepto: Nullable(T.String()),
  cargo: T.String(),
  abono: T.String(),
  saldo: T.String(),
});

export const StatementAnswer = T.Object({
  idpersona: T.Integer(),
  persona: T.String(),
  numero_documento: T.String(),
  tipo: T.String(),
  idmoneda: T.Integer(),
  moneda: T.String(),
  desde: Nullable(T.String()),
  hasta: Nullable(T.String()),
  saldo_inicial: T.String(),
  cargos: T.String(),
  abonos: T.String(),
  saldo_final: T.String(),
  movimientos: T.Array(StatementLine),
});

const IdOf = (title: string) => T.Object({ id: Id(title) });
const UserFilter = Int('Usuario (0: todos)', 0, 2147483647);

const RECEIVABLE = ['/accounts_receivable'];
const RECEIVABLE_READERS = ['/accounts_receivable', '/clients_providers', '/sales'];
const PAYABLE = ['/accounts_payable'];
const PAYABLE_READERS = ['/accounts_payable', '/clients_providers', '/buys'];

export const clientCredits = {
  endpoints: endpoints('créditos de clientes', {
    balances: {
      method: 'GET',
      path: '/gpersonascreditos/:id',
      summary: 'Clientes con saldo por cobrar y su antigüedad (id: usuario que registró los créditos; 0 todos)',
      menus: RECEIVABLE_READERS,
      params: T.Object({ id: UserFilter }),
      response: Envelope(T.Array(BalanceRow)),
    },
    credits: {
      method: 'GET',
      path: '/gcreditospersona',
      summary: 'Créditos de un cliente (idusuario 0: de todos los usuarios)',
      menus: RECEIVABLE_READERS,
      querystring: T.Object({ idpersona: Id('Cliente'), idusuario: T.Optional(UserFilter) }),
      response: Envelope(T.Array(CreditRow)),
    },
    payments: {
      method: 'GET',
      path: '/gcpagospersona',
      summary: 'Pagos de los créditos de un cliente (idusuario 0: de todos los usuarios)',
      menus: RECEIVABLE_READERS,
      querystring: T.Object({ idpersona: Id('Cliente'), idusuario: T.Optional(UserFilter) }),
      response: Envelope(T.Array(PaymentRow)),
    },
    instalments: {
      method: 'GET',
      path: '/gcuotascredito/:id',
      record: { owner: CREDIT_OWNER, field: 'id' },
      summary: 'Cuotas de un crédito de cliente',
      menus: RECEIVABLE_READERS,
      params: IdOf('Crédito'),
      response: Envelope(T.Array(InstalmentRow)),
    },
    create: {
      method: 'POST',
      path: '/rcredito',
      summary: 'Registra un crédito de cliente con sus cuotas',
      menus: RECEIVABLE,
      body: CreditBody,
      response: Envelope(CreditRow),
    },
    cancel: {
      method: 'GET',
      path: '/ccredito/:id',
      record: { owner: CREDIT_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Anula un crédito de cliente' },
      summary: 'Anula un crédito de cliente sin pagos',
      menus: RECEIVABLE,
      params: IdOf('Crédito'),
      response: Envelope(CreditRow),
    },
    pay: {
      method: 'POST',
      path: '/rcpago',
      record: { owner: CREDIT_OWNER, field: 'idcredito' },
      summary: 'Registra un pago de un cliente (nunca más que el saldo)',
      menus: RECEIVABLE,
      body: PaymentBody,
      response: Envelope(PaymentRow),
    },
    cancelPayment: {
      method: 'GET',
      path: '/ccpago/:id',
      record: { owner: CREDIT_PAYMENT_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Anula un pago de crédito de cliente' },
      summary: 'Anula un pago de cliente y repone el saldo',
      menus: RECEIVABLE,
      params: IdOf('Pago'),
      response: Envelope(PaymentRow),
    },
  }),
};

export const providerCredits = {
  endpoints: endpoints('créditos de proveedores', {
    balances: {
      method: 'GET',
      path: '/gproveedorescreditos',
      summary: 'Proveedores con saldo por pagar y su antigüedad',
      menus: PAYABLE_READERS,
      response: Envelope(T.Array(BalanceRow)),
    },
    credits: {
      method: 'GET',
      path: '/gcreditosproveedor/:id',
      summary: 'Créditos de un proveedor',
      menus: PAYABLE_READERS,
      params: IdOf('Proveedor'),
      response: Envelope(T.Array(CreditRow)),
    },
    payments: {
      method: 'GET',
      path: '/gcpagosproveedor/:id',
      record: { owner: CREDIT_OWNER, field: 'id' },
      summary: 'Pagos de un crédito de proveedor',
      menus: PAYABLE_READERS,
      params: IdOf('Crédito'),
      response: Envelope(T.Array(PaymentRow)),
    },
    letras: {
      method: 'GET',
      path: '/gcreditoproveedorletras/:id',
      record: { owner: CREDIT_OWNER, field: 'id' },
      summary: 'Letras de un crédito de proveedor',
      menus: PAYABLE_READERS,
      params: IdOf('Crédito'),
      response: Envelope(T.Array(InstalmentRow)),
    },
    providerLetras: {
      method: 'GET',
      path: '/gletrascreditoproveedor/:id',
      summary: 'Letras pendientes y pagadas de todos los créditos vigentes de un proveedor',
      menus: PAYABLE_READERS,
      params: IdOf('Proveedor'),
      response: Envelope(T.Array(InstalmentRow)),
    },
    create: {
      method: 'POST',
      path: '/rcreditoproveedor',
      summary: 'Registra un crédito de proveedor con sus letras',
      menus: PAYABLE,
      body: CreditBody,
      response: Envelope(CreditRow),
    },
    cancel: {
      method: 'GET',
      path: '/ccreditoproveedor/:id',
      record: { owner: CREDIT_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Anula un crédito de proveedor' },
      summary: 'Anula un crédito de proveedor sin pagos',
      menus: PAYABLE,
      params: IdOf('Crédito'),
      response: Envelope(CreditRow),
    },
    pay: {
      method: 'POST',
      path: '/rcpagoproveedor',
      record: { owner: CREDIT_OWNER, field: 'idcredito' },
      summary: 'Registra un pago a un proveedor (nunca más que el saldo)',
      menus: PAYABLE,
      body: PaymentBody,
      response: Envelope(PaymentRow),
    },
    cancelPayment: {
      method: 'GET',
      path: '/ccpagoproveedor/:id',
      record: { owner: CREDIT_PAYMENT_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Anula un pago de crédito de proveedor' },
      summary: 'Anula un pago a proveedor y repone el saldo',
      menus: PAYABLE,
      params: IdOf('Pago'),
      response: Envelope(PaymentRow),
    },
    addLetra: {
      method: 'POST',
      path: '/rcreditoproveedorletra',
      record: { owner: CREDIT_OWNER, field: 'idcredito' },
      summary: 'Agrega una letra tomando su monto de la última letra pendiente',
      menus: PAYABLE,
      body: LetraBody,
      response: Envelope(T.Array(InstalmentRow)),
    },
    removeLetra: {
      method: 'POST',
      path: '/ecreditoproveedorletra',
      record: { owner: CREDIT_INSTALMENT_OWNER, field: 'idcuota' },
      summary: 'Elimina una letra sin pagos; su monto vuelve a la letra pendiente anterior',
      menus: PAYABLE,
      body: LetraRemoveBody,
      response: Envelope(T.Array(InstalmentRow)),
    },
  }),
};

/** Both sides: the account statement and the payment note. */
export const creditDocuments = {
  endpoints: endpoints('estado de cuenta y nota de pago', {
    statement: {
      method: 'GET',
      path: '/estadocuenta/:id',
      summary: 'Estado de cuenta de una persona (cargos, abonos y saldo) en una moneda, como cliente o como proveedor',
      menus: ['/accounts_receivable', '/accounts_payable', '/clients_providers'],
      params: IdOf('Persona'),
      querystring: T.Object({
        tipo: T.Unsafe<CreditKind>({ type: 'string', enum: [...CREDIT_KINDS], title: 'Tipo' }),
        idmoneda: T.Optional(Id('Moneda')),
        ...DateRange,
      }),
      response: Envelope(StatementAnswer),
    },
    print: {
      method: 'GET',
      path: '/printpdfcpago/:id',
      record: { owner: CREDIT_PAYMENT_OWNER, field: 'id' },
      summary: 'Nota de pago de un crédito (PDF; ticket de 80 mm por defecto)',
      menus: ['/accounts_receivable', '/accounts_payable'],
      params: IdOf('Pago'),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type CreditRow = Static<typeof CreditRow>;
export type InstalmentRow = Static<typeof InstalmentRow>;
export type PaymentRow = Static<typeof PaymentRow>;
export type BalanceRow = Static<typeof BalanceRow>;
export type CreditBody = Static<typeof CreditBody>;
export type PaymentBody = Static<typeof PaymentBody>;
export type LetraBody = Static<typeof LetraBody>;
export type StatementAnswer = Static<typeof StatementAnswer>;
export type StatementLine = Static<typeof StatementLine>;
