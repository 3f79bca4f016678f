import * as T from 'typebox';
import type { Static } from 'typebox';
import { Binary, Enum, Envelope, Int, IsoDate, Nullable, PrintQuery, endpoints } from '../kit/index.js';

/**
 * The hospitality reports (/report_hospitality, issue 25 "Reports"): occupancy with ADR and RevPAR,
 * the arrivals and departures of a day, the guest register. Each by branch (0 or absent: every
 * branch the user sees) and dates, on screen, in Excel (the kit's export) and in PDF (A4 landscape).
 */
const Branch = T.Optional(Int('Sucursal', 0, 2147483647));
export const REPORT_GROUPS = ['dia', 'mes'] as const;

export const HospitalityReportBody = T.Object({
  desde: IsoDate('Desde'),
  hasta: IsoDate('Hasta'),
  idsucursal: Branch,
});
export const OccupancyReportBody = T.Object({
  ...HospitalityReportBody.properties,
  /** One row per night (default) or per month. */
  agrupar: T.Optional(Enum(REPORT_GROUPS, 'Agrupar por')),
});

/** The figures of a night, a month or the whole range. Amounts in soles, with IGV, as charged. */
const OccupancyFigures = {
  /** Rooms the user sees (of the branch asked), counted once per night. */
  habitaciones: T.Integer(),
  /** Room-nights blocked for maintenance. */
  bloqueadas: T.Integer(),
  /** Room-nights available: rooms minus the blocked ones. */
  disponibles: T.Integer(),
  /** Room-nights sold: nights held by a reserved, lodged or finished stay. */
  vendidas: T.Integer(),
  /** vendidas / disponibles × 100, two decimals. */
  ocupacion: T.String(),
  /** Lodging revenue of nights invoiced at check-out (the sale's SRV-HOSPEDAJE lines). */
  facturado: T.String(),
  /** Lodging revenue of nights not invoiced yet, at the stay's rate. */
  por_facturar: T.String(),
  ingresos: T.String(),
  /** Average daily rate: ingresos / vendidas. */
  adr: T.String(),
  /** Revenue per available room: ingresos / disponibles. */
  revpar: T.String(),
};
export const OccupancyRow = T.Object({
  /** 'YYYY-MM-DD' (a night) or 'YYYY-MM' (a month). */
  periodo: T.String(),
  ...OccupancyFigures,
});
export const OccupancyReport = T.Object({ filas: T.Array(OccupancyRow), totales: T.Object(OccupancyFigures) });

/** A stay arriving or departing on a day of the range (blocks and cancelled stays are left out). */
export const MovementRow = T.Object({
  /** `${tipo}-${reserva_estancia_id}`: a stay arriving and leaving in the range is two rows. */
  clave: T.String(),
  tipo: Enum(['llegada', 'salida'] as const, 'Movimiento'),
  /** The day of the arrival or departure. */
  fecha: T.String(),
  reserva_estancia_id: T.Integer(),
  idreserva: T.Integer(),
  sucursal: T.String(),
  habitacion: T.String(),
  tipo_habitacion: T.String(),
  titular: T.String(),
  /** The main guest's name, or null while no guest is registered. */
  huesped: Nullable(T.String()),
  huespedes: T.Integer(),
  f1: T.String(),
  f2: T.String(),
  noches: T.Integer(),
  estado: T.Integer(),
  /** The check-in (arrival) or check-out (departure) moment, 'YYYY-MM-DD HH:MM' in Lima, once it happened. */
  hora: Nullable(T.String()),
});
export const MovementReport = T.Object({
  filas: T.Array(MovementRow),
  totales: T.Object({ llegadas: T.Integer(), salidas: T.Integer(), huespedes: T.Integer() }),
});

/**
 * A line of the guest register (Registro de huéspedes, Reglamento de Establecimientos de Hospedaje,
 * DS 001-2015-MINCETUR): every guest of a stay checked in within the range.
 */
export const GuestRegisterRow = T.Object({
  reserva_estancia_huesped_id: T.Integer(),
  reserva_estancia_id: T.Integer(),
  /** Order in the register (1, 2, …). */
  orden: T.Integer(),
  sucursal: T.String(),
  habitacion: T.String(),
  nombres: T.String(),
  /** ISO 3166 alpha-2 and the country's Spanish name. */
  nacionalidad: T.String(),
  pais: T.String(),
  tipo_documento: T.String(),
  /** 'DNI', 'Carné de extranjería', 'Pasaporte'. */
  documento: T.String(),
  numero_documento: T.String(),
  profesion: Nullable(T.String()),
  procedencia: Nullable(T.String()),
  principal: T.Boolean(),
  /** Check-in and check-out moments, 'YYYY-MM-DD HH:MM' in Lima; the departure null while lodged. */
  ingreso: T.String(),
  salida: Nullable(T.String()),
  estado: T.Integer(),
});
export const GuestRegisterReport = T.Object({
  filas: T.Array(GuestRegisterRow),
  totales: T.Object({ huespedes: T.Integer(), estancias: T.Integer(), extranjeros: T.Integer() }),
});

const MENUS = ['/report_hospitality'];
const pdfQuery = <P extends T.TProperties>(properties: P) => T.Object({ ...properties, ...PrintQuery.properties });

export const hospitalityReports = {
  endpoints: endpoints('reportes de hotel', {
    occupancy: {
      method: 'POST',
      path: '/reporte_ocupacion',
      summary: 'Ocupación por día o por mes: habitaciones disponibles, noches vendidas, % de ocupación, ADR y RevPAR',
      menus: MENUS,
      body: OccupancyReportBody,
      response: Envelope(OccupancyReport),
    },
    occupancyPdf: {
      method: 'GET',
      path: '/pdfreporteocupacion',
      summary: 'Reporte de ocupación en PDF (A4 horizontal; mismos filtros que reporte_ocupacion)',
      menus: MENUS,
      querystring: pdfQuery(OccupancyReportBody.properties),
      response: Binary('application/pdf'),
    },
    movements: {
      method: 'POST',
      path: '/reporte_llegadas_salidas',
      summary: 'Llegadas y salidas de los días del rango (habitación, huésped, noches, estado)',
      menus: MENUS,
      body: HospitalityReportBody,
      response: Envelope(MovementReport),
    },
    movementsPdf: {
      method: 'GET',
      path: '/pdfllegadassalidas',
      summary: 'Llegadas y salidas en PDF (A4 horizontal; mismos filtros que reporte_llegadas_salidas)',
      menus: MENUS,
      querystring: pdfQuery(HospitalityReportBody.properties),
      response: Binary('application/pdf'),
    },
    register: {
      method: 'POST',
      path: '/registro_huespedes',
      summary: 'Registro de huéspedes (DS 001-2015-MINCETUR) de las estancias con check-in en el rango',
      menus: MENUS,
      body: HospitalityReportBody,
      response: Envelope(GuestRegisterReport),
    },
    registerPdf: {
      method: 'GET',
      path: '/pdfregistrohuespedes',
      summary: 'Registro de huéspedes en PDF (A4 horizontal; mismos filtros que registro_huespedes)',
      menus: MENUS,
      querystring: pdfQuery(HospitalityReportBody.properties),
      response: Binary('application/pdf'),
    },
  }),
};

export type HospitalityReportBody = Static<typeof HospitalityReportBody>;
export type OccupancyReportBody = Static<typeof OccupancyReportBody>;
export type OccupancyRow = Static<typeof OccupancyRow>;
export type OccupancyReport = Static<typeof OccupancyReport>;
export type MovementRow = Static<typeof MovementRow>;
export type MovementReport = Static<typeof MovementReport>;
export type GuestRegisterRow = Static<typeof GuestRegisterRow>;
export type GuestRegisterReport = Static<typeof GuestRegisterReport>;
