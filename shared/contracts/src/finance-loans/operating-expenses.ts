import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  DateRange,
  Done,
  Enum,
  Envelope,
  Id,
  IdFilter,
  Int,
  IsoDate,
  ListQuery,
  Money,
  Nullable,
  NullableId,
  NullableText,
  Paged,
  Search,
  Text,
  endpoints,
} from '../kit/index.js';
import { EXPENSE_OWNER } from './owners.js';

const MENUS = ['/operating_expenses'];

export const ExpenseCategoryRow = T.Object({ idcategoria: T.Integer(), nombre: T.String() });

export const OperatingExpenseRow = T.Object({
  idgasto: T.Integer(),
  idcategoria: T.Integer(),
  categoria: T.String(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  descripcion: T.String(),
  monto: T.String(),
  fecha: T.String(),
  /** 'YYYY-MM'. */
  periodo: T.String(),
  documento: Nullable(T.String()),
  usuario: T.String(),
});

export const OperatingExpenseBody = T.Object({
  idcategoria: Id('Categoría'),
  descripcion: Text('Descripción', 300),
  monto: Money('Monto'),
  fecha: IsoDate('Fecha'),
  documento: NullableText('Documento', 60),
  /** The user's branch when absent. */
  idsucursal: NullableId('Sucursal'),
});

export const OPERATING_EXPENSE_SORT = ['fecha', 'monto', 'categoria'] as const;
export const OperatingExpenseListQuery = ListQuery({
  ...Search,
  ...DateRange,
  /** A month, 'YYYY-MM'. */
  periodo: T.Optional(T.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7, title: 'Mes' })),
  idcategoria: IdFilter('Categoría'),
  idsucursal: IdFilter('Sucursal'),
  sort: T.Optional(Enum(OPERATING_EXPENSE_SORT, 'Ordenar por')),
  order: T.Optional(Enum(['asc', 'desc'] as const, 'Orden')),
});

/** Totals of a year by month and category. */
export const ExpenseSummaryRow = T.Object({
  periodo: T.String(),
  idcategoria: T.Integer(),
  categoria: T.String(),
  monto: T.String(),
});

export const operatingExpenses = {
  row: OperatingExpenseRow,
  endpoints: endpoints('gastos operativos', {
    create: {
      method: 'POST',
      path: '/rgastosoperativos',
      summary: 'Registra un gasto operativo',
      menus: MENUS,
      body: OperatingExpenseBody,
      response: Envelope(OperatingExpenseRow),
    },
    list: {
      method: 'GET',
      path: '/gastosoperativos',
      summary: 'Gastos operativos por categoría y mes',
      menus: MENUS,
      querystring: OperatingExpenseListQuery,
      response: Paged(OperatingExpenseRow, ['monto']),
    },
    remove: {
      method: 'GET',
      path: '/egastosoperativos/:id',
      record: { owner: EXPENSE_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Elimina un gasto operativo' },
      summary: 'Elimina un gasto operativo',
      menus: MENUS,
      params: T.Object({ id: Id('Gasto') }),
      response: Done,
    },
    categories: {
      method: 'GET',
      path: '/categoriasgasto',
      summary: 'Categorías de gastos operativos',
      menus: MENUS,
      response: Envelope(T.Array(ExpenseCategoryRow)),
    },
    summary: {
      method: 'GET',
      path: '/resumengastosoperativos',
      summary: 'Gastos operativos de un año por mes y categoría',
      menus: MENUS,
      querystring: T.Object({ anio: Int('Año', 2000, 2100), idsucursal: IdFilter('Sucursal') }),
      response: Envelope(T.Array(ExpenseSummaryRow)),
    },
  }),
};

export type OperatingExpenseRow = Static<typeof OperatingExpenseRow>;
export type OperatingExpenseBody = Static<typeof OperatingExpenseBody>;
export type OperatingExpenseListQuery = Static<typeof OperatingExpenseListQuery>;
export type ExpenseCategoryRow = Static<typeof ExpenseCategoryRow>;
export type ExpenseSummaryRow = Static<typeof ExpenseSummaryRow>;
