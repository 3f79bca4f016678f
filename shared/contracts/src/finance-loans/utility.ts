import * as T from 'typebox';
import type { Static } from 'typebox';
import { Envelope, Int, IsoDate, MAX_INT, NullableMoney, endpoints } from '../kit/index.js';

/*
 * Utility and monthly sales (spec 001 "Petty cash and operating expenses"): what each product
 * earned in a period (sales without IGV against their cost at weighted average from the ledger),
 * less the operating expenses; sales by month of a year, and the stored monthly history.
 */
const MENUS = ['/operating_expenses'];

export const ProductUtilityRow = T.Object({
  producto_id: T.Integer(),
  codigo_producto: T.Union([T.String(), T.Null()]),
  denominacion: T.String(),
  /** Base units sold, less the units credit notes returned. */
  cantidad: T.String(),
  /** Sales without IGV in soles, less credit notes. */
  ventas: T.String(),
  /** Cost of what was sold at the ledger's weighted average. */
  costo: T.String(),
  utilidad: T.String(),
  /** Gross margin over sales, percent with 2 decimals ('' when nothing was sold). */
  margen: T.String(),
});

export const ProductUtility = T.Object({
  inicio: T.String(),
  fin: T.String(),
  productos: T.Array(ProductUtilityRow),
  ventas: T.String(),
  costo: T.String(),
  utilidad_bruta: T.String(),
  gastos_operativos: T.String(),
  utilidad_neta: T.String(),
});

export const ProductUtilityQuery = T.Object({
  inicio: IsoDate('Fecha de inicio'),
  fin: IsoDate('Fecha de fin'),
  /** One seller's sales (0 or absent: everyone's). */
  idusuario: T.Optional(Int('Usuario', 0, MAX_INT)),
});

export const MonthlySalesRow = T.Object({
  mes: T.Integer(),
  /** Issued sales (annulled ones excluded), with IGV, in soles, less credit notes. */
  total: T.String(),
  cantidad: T.Integer(),
});

export const SalesHistoryRow = T.Object({
  anio: T.Integer(),
  mes: T.Integer(),
  total: T.String(),
  cantidad: T.Integer(),
  /** 'calculado' from the month's sales, or 'manual' (a month from before the system). */
  origen: T.String(),
  registrado: T.String(),
  usuario: T.String(),
});

export const SalesHistoryBody = T.Object({
  anio: Int('Año', 2000, 2100),
  mes: Int('Mes', 1, 12),
  /** Absent: the month's total is computed from its sales. Given: a month from before the system, as typed. */
  total: NullableMoney('Total del mes', 12),
  cantidad: T.Optional(Int('Cantidad de ventas', 0, 10_000_000)),
});

const Year = T.Object({ anio: Int('Año', 2000, 2100) });

export const utility = {
  endpoints: endpoints('utilidad y ventas por mes', {
    products: {
      method: 'GET',
      path: '/gutilidadproductos',
      summary: 'Utilidad por producto de un periodo, menos los gastos operativos',
      menus: MENUS,
      querystring: ProductUtilityQuery,
      response: Envelope(ProductUtility),
    },
    monthly: {
      method: 'GET',
      path: '/gventasmensualhistograma',
      summary: 'Ventas de cada mes de un año (histograma)',
      menus: MENUS,
      querystring: Year,
      response: Envelope(T.Array(MonthlySalesRow)),
    },
    history: {
      method: 'GET',
      path: '/ghistoricomensualhistograma',
      summary: 'Histórico guardado de ventas por mes de un año',
      menus: MENUS,
      querystring: Year,
      response: Envelope(T.Array(SalesHistoryRow)),
    },
    saveHistory: {
      method: 'POST',
      path: '/rhistoricoventas',
      summary:
        'Guarda las ventas de un mes en el histórico (calculadas o, para meses anteriores al sistema, digitadas)',
      menus: MENUS,
      body: SalesHistoryBody,
      response: Envelope(SalesHistoryRow),
    },
  }),
};

export type ProductUtilityRow = Static<typeof ProductUtilityRow>;
export type ProductUtility = Static<typeof ProductUtility>;
export type ProductUtilityQuery = Static<typeof ProductUtilityQuery>;
export type MonthlySalesRow = Static<typeof MonthlySalesRow>;
export type SalesHistoryRow = Static<typeof SalesHistoryRow>;
export type SalesHistoryBody = Static<typeof SalesHistoryBody>;
