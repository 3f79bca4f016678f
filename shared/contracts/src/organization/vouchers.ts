import * as T from 'typebox';
import type { Static } from 'typebox';
import { Bool, EstadoFilter, ListQuery, Nullable, NullableText, Search, Sort, Text, crud } from '../kit/index.js';

/** Voucher (comprobante) types: SUNAT's are seeded and fixed; internal ones are free. */
export const VoucherRow = T.Object({
  idcomprobante: T.Integer(),
  codigo: T.String(),
  nombre: T.String(),
  abreviatura: Nullable(T.String()),
  sunat: T.Boolean(),
  prefijo: Nullable(T.String()),
  series: T.Integer(),
  estado: T.Integer(),
});

export const VoucherBody = T.Object({
  codigo: Text('Código', 4, { pattern: '^[A-Za-z0-9]+$' }),
  nombre: Text('Nombre', 80),
  abreviatura: NullableText('Abreviatura', 10),
});

export const VOUCHER_SORT = ['codigo', 'nombre', 'abreviatura'] as const;
export const VoucherListQuery = ListQuery({
  ...Search,
  ...Sort(VOUCHER_SORT),
  estado: EstadoFilter,
  sunat: T.Optional(Bool('SUNAT')),
});

export const vouchers = crud({
  tag: 'comprobantes',
  noun: { singular: 'comprobante', plural: 'Comprobantes' },
  id: 'idcomprobante',
  idTitle: 'Tipo de comprobante',
  row: VoucherRow,
  body: VoucherBody,
  listQuery: VoucherListQuery,
  // The series screen picks a voucher type.
  listMenus: ['/vouchers', '/series', '/users'],
  menus: ['/vouchers'],
  paths: {
    list: '/comprobante',
    create: '/rcomprobante',
    update: '/acomprobante',
    state: '/ccomprobante',
    remove: '/ecomprobante',
  },
});

export type VoucherRow = Static<typeof VoucherRow>;
export type VoucherBody = Static<typeof VoucherBody>;
export type VoucherListQuery = Static<typeof VoucherListQuery>;
