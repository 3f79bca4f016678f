import * as T from 'typebox';
import type { Static } from 'typebox';
import { Enum, Envelope, Int, IsoDate, MAX_INT, Nullable, Text, endpoints } from '../kit/index.js';

/*
 * The dashboard (spec 000 "Dashboard", sections 6 and 9): a user's or the business's figures over a
 * range (default: first of the current month to today, Lima), the daily sales of a month and the
 * receivables. `rol` seller (default) = the figures of one user's sales; admin = the business's
 * (every user, or the one chosen). A user who is not an administrator always gets their own
 * figures, whatever `idusuario` or `rol` they send.
 */
const MENUS = ['/dashboard'];

export const DASHBOARD_ROLES = ['seller', 'admin'] as const;
export type DashboardRole = (typeof DASHBOARD_ROLES)[number];
/** The spec's failure text; the API's refusals start with it. */
export const DASHBOARD_ERROR = 'Error al obtener registros';
export const MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

const Scope = {
  /** 0 or absent: the caller (seller) or every user (admin). */
  idusuario: T.Optional(Int('Usuario', 0, MAX_INT)),
  /** 0 or absent: every branch. */
  idsucursal: T.Optional(Int('Sucursal', 0, MAX_INT)),
  rol: T.Optional(Enum(DASHBOARD_ROLES, 'Rol')),
};
const Range = { inicio: T.Optional(IsoDate('Fecha de inicio')), fin: T.Optional(IsoDate('Fecha de fin')) };

export const DashboardQuery = T.Object({ ...Scope, ...Range });
export const DailySalesQuery = T.Object({ ...Scope, mes: T.Optional(Text('Mes', 7, { pattern: MONTH_PATTERN })) });
export const CollectionsQuery = T.Object({ ...Scope, ...Range });

/** Whose figures the answer holds (after the seller rule), and the range it read. */
export const DashboardScope = T.Object({
  rol: T.String(),
  idusuario: T.Integer(),
  usuario: Nullable(T.String()),
  idsucursal: T.Integer(),
  sucursal: Nullable(T.String()),
});

const Figure = T.Object({ cantidad: T.Integer(), total: T.String() });
const Period = T.Object({
  inicio: T.String(),
  fin: T.String(),
  cantidad: T.Integer(),
  total: T.String(),
  ticket_promedio: T.String(),
});

export const DashboardSummary = T.Object({
  alcance: DashboardScope,
  /** Issued sales (annulled ones out), with IGV, in soles at each sale's rate. */
  actual: Period,
  /** The period of equal length just before. */
  anterior: Period,
  /** Change of the total against the previous period, percent with 2 decimals ('' when the previous is 0). */
  variacion_total: T.String(),
  variacion_cantidad: T.String(),
  por_comprobante: T.Array(
    T.Object({ codigo: T.String(), nombre: T.String(), cantidad: T.Integer(), total: T.String() }),
  ),
  /** Cash received by payment form (change deducted); credit sales apart. */
  por_forma_pago: T.Array(T.Object({ idformapago: Nullable(T.Integer()), nombre: T.String(), total: T.String() })),
  contado: Figure,
  credito: Figure,
  /** Credit notes (07) and debit notes (08) issued in the range, in soles: shown apart, as the finance utility does. */
  notas_credito: Figure,
  notas_debito: Figure,
  /** The finance utility over the range: sales without IGV against their cost at weighted average. */
  utilidad: T.Object({ ventas: T.String(), costo: T.String(), utilidad_bruta: T.String(), margen: T.String() }),
  top_productos: T.Array(
    T.Object({
      producto_id: T.Integer(),
      codigo_producto: Nullable(T.String()),
      denominacion: T.String(),
      cantidad: T.String(),
      ventas: T.String(),
      utilidad: T.String(),
    }),
  ),
  top_clientes: T.Array(
    T.Object({
      idpersona: T.Integer(),
      documento: T.String(),
      nombre: T.String(),
      cantidad: T.Integer(),
      total: T.String(),
    }),
  ),
  /** CPE of the scope's sales and notes not accepted: rejected, in error, or near / past SUNAT's sending window. */
  cpe: T.Object({
    rechazados: T.Integer(),
    error: T.Integer(),
    por_vencer: T.Integer(),
    vencidos: T.Integer(),
    documentos: T.Array(
      T.Object({
        id: T.Integer(),
        tipo_doc: T.String(),
        documento: T.String(),
        fecha_emision: T.String(),
        cliente: Nullable(T.String()),
        total: Nullable(T.String()),
        estado: T.String(),
        plazo: Nullable(T.String()),
        plazo_envio: T.String(),
      }),
    ),
  }),
  /** Active stock-controlled products at or below their minimum stock (the branch's warehouses when one is chosen). */
  stock_bajo: T.Object({
    cantidad: T.Integer(),
    productos: T.Array(
      T.Object({
        producto_id: T.Integer(),
        codigo_producto: Nullable(T.String()),
        denominacion: T.String(),
        stock: T.String(),
        stock_minimo: T.String(),
      }),
    ),
  }),
});

export const DailySales = T.Object({
  alcance: DashboardScope,
  mes: T.String(),
  total: T.String(),
  cantidad: T.Integer(),
  dias: T.Array(T.Object({ fecha: T.String(), dia: T.Integer(), cantidad: T.Integer(), total: T.String() })),
});

export const CollectionsSummary = T.Object({
  alcance: DashboardScope,
  inicio: T.String(),
  fin: T.String(),
  /** Client credits in force, amounts in soles: instalment balances not yet due and overdue (Lima today). */
  por_vencer: Figure,
  vencido: Figure,
  /** Payments in force received in the range on those credits. */
  cobrado: Figure,
  /** The overdue instalments, oldest first (at most 20). */
  vencidas: T.Array(
    T.Object({
      idcredito: T.Integer(),
      documento: Nullable(T.String()),
      cliente: T.String(),
      cuota: T.Integer(),
      fecha_vencimiento: T.String(),
      dias_atraso: T.Integer(),
      saldo: T.String(),
    }),
  ),
});

export const dashboard = {
  endpoints: endpoints('dashboard', {
    summary: {
      method: 'GET',
      path: '/resumenusuario',
      summary: 'Resumen de ventas de un usuario o del negocio en un rango, contra el periodo anterior',
      menus: MENUS,
      querystring: DashboardQuery,
      response: Envelope(DashboardSummary),
    },
    daily: {
      method: 'GET',
      path: '/histogramaventasusuario',
      summary: 'Ventas de cada día de un mes (histograma)',
      menus: MENUS,
      querystring: DailySalesQuery,
      response: Envelope(DailySales),
    },
    collections: {
      method: 'GET',
      path: '/resumencobranzas',
      summary: 'Cuentas por cobrar: por vencer, vencidas y cobrado en el rango',
      menus: MENUS,
      querystring: CollectionsQuery,
      response: Envelope(CollectionsSummary),
    },
  }),
};

export type DashboardQuery = Static<typeof DashboardQuery>;
export type DailySalesQuery = Static<typeof DailySalesQuery>;
export type CollectionsQuery = Static<typeof CollectionsQuery>;
export type DashboardScope = Static<typeof DashboardScope>;
export type DashboardSummary = Static<typeof DashboardSummary>;
export type DailySales = Static<typeof DailySales>;
export type CollectionsSummary = Static<typeof CollectionsSummary>;
