import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  Bool,
  DateRange,
  Done,
  Envelope,
  Id,
  Int,
  ListQuery,
  MAX_INT,
  Money,
  Nullable,
  NullableId,
  NullableText,
  PrintQuery,
  Text,
  endpoints,
  Paged,
  stateSet,
} from '../kit/index.js';
import { CASH_OWNER } from './owners.js';

/** The cash register screen; a sensitive action (revert a closing) names only it. */
export const CASH_MENUS = ['/manage_cash'] as const;

/** 1 abierta, 2 cerrada. */
export const CASH_OPEN = 1;
export const CASH_CLOSED = 2;

/** Every 0 means "all" (spec 000: default user and branch 0). */
const AllOr = (title: string) => T.Optional(Int(title, 0, MAX_INT));

/**
 * A cash opening as listed. A blind cash (`cierre_ciego`) seen by anyone but an administrator
 * shows none of the figures that add up to the expected amount while it is open (opening amount,
 * income, expenses: null), and never its expected total or difference: the cashier counts without
 * knowing what to expect.
 */
/** A cash's estado: open, or closed (counted and reported). */
export const CASH_STATES = stateSet([
  { value: 1, label: 'Abierta', color: 'green' },
  { value: 2, label: 'Cerrada', color: 'default' },
]);

export const CashOpeningRow = T.Object({
  idapertura: T.Integer(),
  idusuario: T.Integer(),
  usuario: T.String(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  monto_apertura: Nullable(T.String()),
  fecha_apertura: T.String(),
  cierre_ciego: T.Boolean(),
  observacion: Nullable(T.String()),
  estado: T.Integer({ description: '1 abierta, 2 cerrada' }),
  fecha_cierre: Nullable(T.String()),
  usuario_cierre: Nullable(T.String()),
  ingresos: Nullable(T.String()),
  egresos: Nullable(T.String()),
  movimientos: T.Integer(),
  esperado_total: Nullable(T.String()),
  contado_total: Nullable(T.String()),
  diferencia_total: Nullable(T.String()),
  reversiones: T.Integer(),
});

export const CashOpeningListQuery = ListQuery({
  idusuario: AllOr('Usuario'),
  idsucursal: AllOr('Sucursal'),
  estado: T.Optional(Int('Estado', 1, 2)),
  ...DateRange,
});

export const OpenCashBody = T.Object({
  monto_apertura: Money('Monto de apertura'),
  /** The user's own branch when absent. */
  idsucursal: NullableId('Sucursal'),
  cierre_ciego: T.Optional(Bool('Cierre ciego')),
  observacion: NullableText('Observación', 300),
});

export const CountedAmount = T.Object({ idformapago: Id('Forma de pago'), contado: Money('Monto contado') });
export const Denomination = T.Object({ valor: Money('Denominación', 4), cantidad: Int('Cantidad', 0, 100000) });

export const CloseCashBody = T.Object({
  idapertura: Id('Apertura'),
  /** The counted amount of each payment form; a form not sent counts 0. */
  conteos: T.Array(CountedAmount, { maxItems: 50, title: 'Montos contados' }),
  /** Cash counted by bill and coin: when sent, it is the counted cash (Efectivo). */
  denominaciones: T.Optional(T.Array(Denomination, { maxItems: 30, title: 'Denominaciones' })),
  observacion: NullableText('Observación', 300),
});

/** One payment form of a cash: what came in and out, what was expected, counted and the difference (a blind cash: see CashOpeningRow). */
export const CashFormTotalRow = T.Object({
  idformapago: T.Integer(),
  formapago: T.String(),
  apertura: Nullable(T.String()),
  ingresos: Nullable(T.String()),
  egresos: Nullable(T.String()),
  esperado: Nullable(T.String()),
  contado: Nullable(T.String()),
  diferencia: Nullable(T.String()),
});

export const CashMovementRow = T.Object({
  idmovimiento: T.Integer(),
  fecha: T.String(),
  tipo: T.String({ description: 'I ingreso, E egreso' }),
  concepto: T.String(),
  idformapago: T.Integer(),
  formapago: T.String(),
  /** Null while a blind cash is open (seen by anyone but an administrator). */
  monto: Nullable(T.String()),
  origen_tipo: T.String(),
  origen_id: Nullable(T.Integer()),
  usuario: T.String(),
  estado: T.Integer({ description: '1 vigente, 0 anulado' }),
});

export const CashProductRow = T.Object({
  idproducto: Nullable(T.Integer()),
  descripcion: T.String(),
  unidad: Nullable(T.String()),
  cantidad: T.String(),
  /** Null while a blind cash is open (seen by anyone but an administrator). */
  importe: Nullable(T.String()),
});

export const CashClosingAnswer = T.Object({ apertura: CashOpeningRow, formas: T.Array(CashFormTotalRow) });

const ById = T.Object({ id: Id('Apertura') });

export const cash = {
  row: CashOpeningRow,
  endpoints: endpoints('caja', {
    list: {
      method: 'GET',
      path: '/apertura',
      summary: 'Aperturas de caja (idusuario e idsucursal 0 = todos)',
      menus: CASH_MENUS,
      querystring: CashOpeningListQuery,
      response: Paged(CashOpeningRow),
    },
    open: {
      method: 'POST',
      path: '/rapertura',
      summary:
        'Abre la caja del usuario en su sucursal con un monto de apertura (una caja abierta por usuario y sucursal)',
      // The counter opens the cashier's cash where the sale is made.
      menus: [...CASH_MENUS, '/counter'],
      body: OpenCashBody,
      response: Envelope(CashOpeningRow),
    },
    close: {
      method: 'POST',
      path: '/capertura',
      record: { owner: CASH_OWNER, field: 'idapertura' },
      summary: 'Cierra una caja con los montos contados por forma de pago (y por denominación en efectivo)',
      menus: CASH_MENUS,
      body: CloseCashBody,
      response: Envelope(CashClosingAnswer),
    },
    revert: {
      method: 'GET',
      path: '/rcapertura/:id',
      record: { owner: CASH_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Revierte el cierre de una caja' },
      summary: 'Revierte el cierre de una caja (el motivo queda registrado)',
      menus: CASH_MENUS,
      params: ById,
      querystring: T.Object({ motivo: Text('Motivo', 300, { minLength: 5 }) }),
      response: Envelope(CashOpeningRow),
    },
    remove: {
      method: 'POST',
      path: '/eapertura',
      record: { owner: CASH_OWNER, field: 'idapertura' },
      audit: { accion: 'Elimina una caja' },
      summary: 'Elimina una apertura sin movimientos',
      menus: CASH_MENUS,
      body: T.Object({ idapertura: Id('Apertura') }),
      response: Done,
    },
    totals: {
      method: 'GET',
      path: '/gtotalesformaspagocaja/:id',
      record: { owner: CASH_OWNER, field: 'id' },
      summary: 'Totales de una caja por forma de pago: esperado, contado y diferencia',
      menus: CASH_MENUS,
      params: ById,
      response: Envelope(T.Array(CashFormTotalRow)),
    },
    movements: {
      method: 'GET',
      path: '/gingresosyegresoscaja/:id',
      record: { owner: CASH_OWNER, field: 'id' },
      summary: 'Ingresos y egresos de una caja',
      menus: CASH_MENUS,
      params: ById,
      response: Envelope(T.Array(CashMovementRow)),
    },
    products: {
      method: 'GET',
      path: '/gproductosvendidoscaja/:id',
      record: { owner: CASH_OWNER, field: 'id' },
      summary: 'Productos vendidos en una caja',
      menus: CASH_MENUS,
      params: ById,
      response: Envelope(T.Array(CashProductRow)),
    },
    print: {
      method: 'GET',
      path: '/pdfcierrecaja/:id',
      record: { owner: CASH_OWNER, field: 'id' },
      summary: 'Reporte de cierre de caja (PDF, ticket de 80 mm o A4)',
      menus: CASH_MENUS,
      params: ById,
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type CashOpeningRow = Static<typeof CashOpeningRow>;
export type CashOpeningListQuery = Static<typeof CashOpeningListQuery>;
export type OpenCashBody = Static<typeof OpenCashBody>;
export type CloseCashBody = Static<typeof CloseCashBody>;
export type CashFormTotalRow = Static<typeof CashFormTotalRow>;
export type CashMovementRow = Static<typeof CashMovementRow>;
export type CashProductRow = Static<typeof CashProductRow>;
export type CashClosingAnswer = Static<typeof CashClosingAnswer>;
