import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Enum,
  EstadoFilter,
  Id,
  IdFilter,
  ListQuery,
  Nullable,
  NullableText,
  Search,
  Sort,
  Text,
  crud,
} from '../kit/index.js';

export const ACCOUNT_TYPES = ['Corriente', 'Ahorros', 'Detracciones'] as const;

/** The company's bank accounts (printed on vouchers, used for deposits). */
export const BankAccountRow = T.Object({
  idcuentabancaria: T.Integer(),
  idbanco: T.Integer(),
  banco: T.String(),
  idmoneda: T.Integer(),
  moneda: T.String(),
  simbolo: T.String(),
  tipo: T.String(),
  numero: T.String(),
  cci: Nullable(T.String()),
  titular: T.String(),
  estado: T.Integer(),
});

export const BankAccountBody = T.Object({
  idbanco: Id('Banco'),
  idmoneda: Id('Moneda'),
  tipo: Enum(ACCOUNT_TYPES, 'Tipo de cuenta'),
  numero: Text('Número de cuenta', 30, { minLength: 5, pattern: '^[0-9][0-9 -]*[0-9]$' }),
  cci: NullableText('CCI', 20, '^$|^[0-9]{20}$'),
  titular: Text('Titular', 200),
});

export const BANK_ACCOUNT_SORT = ['banco', 'moneda', 'tipo', 'numero', 'titular'] as const;
export const BankAccountListQuery = ListQuery({
  ...Search,
  ...Sort(BANK_ACCOUNT_SORT),
  estado: EstadoFilter,
  idbanco: IdFilter('Banco'),
  idmoneda: IdFilter('Moneda'),
});

export const bankAccounts = crud({
  tag: 'cuentas bancarias',
  noun: { singular: 'cuenta bancaria', plural: 'Cuentas bancarias', gender: 'f' },
  id: 'idcuentabancaria',
  idTitle: 'Cuenta bancaria',
  row: BankAccountRow,
  body: BankAccountBody,
  listQuery: BankAccountListQuery,
  listMenus: ['/establishments'],
  menus: ['/establishments'],
  paths: {
    list: '/gcuentasbancarias',
    create: '/rcuentabancaria',
    update: '/acuentabancaria',
    state: '/ccuentabancaria',
    remove: '/ecuentabancaria',
  },
});

export type BankAccountRow = Static<typeof BankAccountRow>;
export type BankAccountBody = Static<typeof BankAccountBody>;
export type BankAccountListQuery = Static<typeof BankAccountListQuery>;
