import * as T from 'typebox';
import type { Static } from 'typebox';
import { Binary, Envelope, Int, IsoDate, Nullable, PrintQuery, endpoints } from '../kit/index.js';

/**
 * The workshop's reports (/report_service_orders, issue 26 "Reports"): the orders with their hours
 * and amounts, the figures by technician and the average time per state. Each by the orders'
 * registration dates (Lima), state, technician, station and branch (of the order's warehouse),
 * within the caller's data scope of orders; on screen, in Excel (the kit's export) and in PDF (A4 landscape).
 */
const Optional = (title: string) => T.Optional(Int(title, 0, 2147483647));
export const WorkshopReportBody = T.Object({
  desde: IsoDate('Desde'),
  hasta: IsoDate('Hasta'),
  /** 0 Anulada … 3 Terminada; absent: every state. */
  estado: T.Optional(Int('Estado', 0, 3)),
  /** An order counts for a technician when he is assigned to it (main or helper). 0 or absent: every one. */
  idempleado: Optional('Técnico'),
  idestacion: Optional('Estación'),
  /** The branch of the order's warehouse; 0 or absent: every branch the user sees. */
  idsucursal: Optional('Sucursal'),
});

/** Amounts in soles with IGV (the live lines); hours with two decimals. */
export const OrderReportRow = T.Object({
  idordenservicio: T.Integer(),
  /** 'OS-00000001'. */
  documento: T.String(),
  /** Registration, 'YYYY-MM-DD HH:MM' in Lima. */
  fecha: T.String(),
  placa: T.String(),
  vehiculo: T.String(),
  cliente: T.String(),
  estacion: Nullable(T.String()),
  /** The assigned technicians' names, the main one first, joined by ', '. */
  tecnicos: T.String(),
  estado: T.Integer(),
  /** The time log's stretches added (an open one up to now). */
  horas: T.String(),
  /** Live lines (not annulled) of group 1 (labour) and group 2 (parts). */
  mano_obra: T.String(),
  repuestos: T.String(),
  total: T.String(),
  /** The invoice or receipt of the sale that invoiced the order ('B001-00000012'), if any. */
  comprobante: Nullable(T.String()),
});
export const OrderReport = T.Object({
  filas: T.Array(OrderReportRow),
  totales: T.Object({
    ordenes: T.Integer(),
    horas: T.String(),
    mano_obra: T.String(),
    repuestos: T.String(),
    total: T.String(),
  }),
});

export const TechnicianReportRow = T.Object({
  idempleado: T.Integer(),
  tecnico: T.String(),
  /** The orders of the range assigned to him (main or helper). */
  ordenes: T.Integer(),
  /** The stretches he worked himself (the time log's employee) on the orders of the range. */
  horas: T.String(),
  /** The amounts of his orders (an order with two technicians counts for each). */
  mano_obra: T.String(),
  repuestos: T.String(),
  total: T.String(),
  terminadas: T.Integer(),
});
/** The totals count every order once. */
export const TechnicianReport = T.Object({
  filas: T.Array(TechnicianReportRow),
  totales: T.Object({
    ordenes: T.Integer(),
    horas: T.String(),
    mano_obra: T.String(),
    repuestos: T.String(),
    total: T.String(),
    terminadas: T.Integer(),
  }),
});

/**
 * Average hours of the orders of the range, by their current state and overall (estado null):
 * 'registrada' from registration to the first start of work (up to now for a registered order not
 * started; an annulled one never started is left out); 'en_proceso' from the first start to the
 * finish, the close of the last stretch of a finished order (up to now for one in progress; an
 * annulled one is left out); 'trabajadas' the hours of the time log. Null when no order has the figure.
 */
const Average = Nullable(T.String());
export const StateTimeRow = T.Object({
  /** The state, or null on the overall row. */
  estado: Nullable(T.Integer()),
  /** 'Registrada' … or 'Todas'. */
  nombre: T.String(),
  ordenes: T.Integer(),
  registrada: Average,
  en_proceso: Average,
  trabajadas: Average,
});
export const StateTimeReport = T.Object({
  filas: T.Array(StateTimeRow),
  totales: T.Object({
    ordenes: T.Integer(),
    registrada: Average,
    en_proceso: Average,
    trabajadas: Average,
  }),
});

const MENUS = ['/report_service_orders'];
const pdfQuery = T.Object({ ...WorkshopReportBody.properties, ...PrintQuery.properties });

export const workshopReports = {
  endpoints: endpoints('reportes de taller', {
    orders: {
      method: 'POST',
      path: '/reporte_ordenes_servicio',
      summary: 'Órdenes de servicio del rango: horas trabajadas, mano de obra, repuestos, total y comprobante',
      menus: MENUS,
      body: WorkshopReportBody,
      response: Envelope(OrderReport),
    },
    ordersPdf: {
      method: 'GET',
      path: '/pdfreporteordenesservicio',
      summary: 'Reporte de órdenes de servicio en PDF (A4 horizontal; mismos filtros que reporte_ordenes_servicio)',
      menus: MENUS,
      querystring: pdfQuery,
      response: Binary('application/pdf'),
    },
    technicians: {
      method: 'POST',
      path: '/reporte_ordenes_tecnico',
      summary: 'Órdenes, horas trabajadas e importes por técnico',
      menus: MENUS,
      body: WorkshopReportBody,
      response: Envelope(TechnicianReport),
    },
    techniciansPdf: {
      method: 'GET',
      path: '/pdfreporteordenestecnico',
      summary: 'Reporte por técnico en PDF (A4 horizontal; mismos filtros que reporte_ordenes_tecnico)',
      menus: MENUS,
      querystring: pdfQuery,
      response: Binary('application/pdf'),
    },
    stateTimes: {
      method: 'POST',
      path: '/reporte_tiempos_estado',
      summary: 'Tiempo promedio por estado: de registro a inicio, de inicio a término y horas trabajadas',
      menus: MENUS,
      body: WorkshopReportBody,
      response: Envelope(StateTimeReport),
    },
    stateTimesPdf: {
      method: 'GET',
      path: '/pdfreportetiemposestado',
      summary: 'Tiempo promedio por estado en PDF (A4 horizontal; mismos filtros que reporte_tiempos_estado)',
      menus: MENUS,
      querystring: pdfQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type WorkshopReportBody = Static<typeof WorkshopReportBody>;
export type OrderReportRow = Static<typeof OrderReportRow>;
export type OrderReport = Static<typeof OrderReport>;
export type TechnicianReportRow = Static<typeof TechnicianReportRow>;
export type TechnicianReport = Static<typeof TechnicianReport>;
export type StateTimeRow = Static<typeof StateTimeRow>;
export type StateTimeReport = Static<typeof StateTimeReport>;
