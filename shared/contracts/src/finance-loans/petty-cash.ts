import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Enum,
  Envelope,
  Id,
  Int,
  ListQuery,
  MAX_INT,
  Money,
  Nullable,
  NullableDate,
  NullableText,
  Paged,
  PrintQuery,
  Search,
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { PETTY_CASH_OWNER } from './owners.js';

/** I income, E expense (spec 001 petty cash type codes). */
export const PETTY_CASH_TYPES = ['I', 'E'] as const;
export type PettyCashType = (typeof PETTY_CASH_TYPES)[number];
/** The screen of each type: an income receipt needs /income_receipt, an expense /expenses_receipt. */
export const PETTY_CASH_MENU: Record<PettyCashType, string> = { I: '/income_receipt', E: '/expenses_receipt' };
const BOTH = ['/income_receipt', '/expenses_receipt'];

/** A petty cash receipt's estado: valid, or annulled (kept listed). */
export const PETTY_CASH_STATES = stateSet([
  { value: 1, label: 'Vigente', color: 'green' },
  { value: 0, label: 'Anulado', color: 'red' },
]);

export const PettyCashRow = T.Object({
  idcajachica: T.Integer(),
  tipo: T.String({ description: 'I ingreso, E egreso' }),
  serie: T.String(),
  numero: T.Integer(),
  /** 'CI01-00000012'. */
  documento: T.String(),
  fecha: T.String(),
  fecha_registro: T.String(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  idusuario: T.Integer(),
  usuario: T.String(),
  concepto: T.String(),
  monto: T.String(),
  idformapago: T.Integer(),
  formapago: T.String(),
  persona_documento: Nullable(T.String()),
  persona_nombre: T.String(),
  documento_sustento: Nullable(T.String()),
  estado: T.Integer({ description: '1 vigente, 0 anulado' }),
  fecha_anulacion: Nullable(T.String()),
  motivo_anulacion: Nullable(T.String()),
});

export const PettyCashBody = T.Object({
  tipo: Enum(PETTY_CASH_TYPES, 'Tipo'),
  monto: Money('Monto'),
  concepto: Text('Concepto', 300),
  persona_nombre: Text('Persona', 150),
  persona_documento: NullableText('Documento de la persona', 15, '^$|^[A-Za-z0-9-]+$'),
  idformapago: Id('Forma de pago'),
  documento_sustento: NullableText('Documento de sustento', 60),
  /** Today (Lima) when absent. */
  fecha: NullableDate('Fecha'),
});

export const PETTY_CASH_SORT = ['numero', 'fecha', 'monto', 'persona_nombre'] as const;
export const PettyCashListQuery = ListQuery({
  ...Search,
  ...DateRange,
  estado: T.Optional(Int('Estado', 0, 1)),
  sort: T.Optional(Enum(PETTY_CASH_SORT, 'Ordenar por')),
  order: T.Optional(Enum(['asc', 'desc'] as const, 'Orden')),
});
/** {n}: the branch (0 = every branch). */
const Branch = T.Object({ n: Int('Sucursal', 0, MAX_INT) });
const ById = T.Object({ id: Id('Recibo') });

export const pettyCash = {
  row: PettyCashRow,
  endpoints: endpoints('caja chica', {
    create: {
      method: 'POST',
      path: '/rcajachica',
      summary: 'Registra un recibo de caja chica (I ingreso, E egreso) y su movimiento en la caja abierta',
      menus: BOTH,
      body: PettyCashBody,
      response: Envelope(T.Object({ id: T.Integer(), recibo: PettyCashRow })),
    },
    incomes: {
      method: 'GET',
      path: '/cajachica/I/:n',
      summary: 'Recibos de ingreso de caja chica de una sucursal (0 = todas)',
      menus: ['/income_receipt'],
      params: Branch,
      querystring: PettyCashListQuery,
      response: Paged(PettyCashRow, ['monto']),
    },
    expenses: {
      method: 'GET',
      path: '/cajachica/E/:n',
      summary: 'Recibos de egreso de caja chica de una sucursal (0 = todas)',
      menus: ['/expenses_receipt'],
      params: Branch,
      querystring: PettyCashListQuery,
      response: Paged(PettyCashRow, ['monto']),
    },
    annul: {
      method: 'GET',
      path: '/ecajachica/:id',
      record: { owner: PETTY_CASH_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Anula un recibo de caja chica' },
      summary: 'Anula un recibo de caja chica (queda registrado; su movimiento de caja se revierte)',
      menus: BOTH,
      params: ById,
      querystring: T.Object({ motivo: T.Optional(T.String({ maxLength: 300, title: 'Motivo' })) }),
      response: Envelope(PettyCashRow),
    },
    print: {
      method: 'GET',
      path: '/vouchercajachica/:id',
      record: { owner: PETTY_CASH_OWNER, field: 'id' },
      summary: 'Vale de caja chica (PDF, ticket de 80 mm o A4)',
      menus: BOTH,
      params: ById,
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type PettyCashRow = Static<typeof PettyCashRow>;
export type PettyCashBody = Static<typeof PettyCashBody>;
export type PettyCashListQuery = Static<typeof PettyCashListQuery>;
