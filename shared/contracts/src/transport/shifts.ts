import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Done,
  Envelope,
  Id,
  IdFilter,
  Int,
  ListQuery,
  Money,
  Nullable,
  NullableId,
  NullableText,
  Paged,
  PrintQuery,
  Search,
  Sort,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { DateTime, Plate, ReportBody, RouteRowFields } from './fields.js';
import { SHIFT_OWNER } from './owners.js';

/** A shift is scheduled until an exit takes it (docs/transport.md). */
export const SHIFT_STATES = stateSet([
  { value: 1, label: 'Programado', color: 'blue' },
  { value: 2, label: 'Salió', color: 'green' },
]);

export const ShiftRow = T.Object({
  idadelantoturno: T.Integer(),
  ...RouteRowFields,
  /** 'YYYY-MM-DDTHH:MM', Lima. */
  turno_programado: T.String(),
  salida: T.String(),
  /** Minutes the departure is ahead of the scheduled turn. */
  minutos_adelanto: T.Integer(),
  motivo: Nullable(T.String()),
  importe: T.String(),
  estado: T.Integer({ description: '1 programado, 2 salió' }),
  /** Parcels assigned to the shift. */
  encomiendas: T.Integer(),
  usuario: T.String(),
});

export const ShiftBody = T.Object({
  /** The user's branch when absent. */
  idsucursal_origen: NullableId('Sucursal de origen'),
  idsucursal_destino: Id('Sucursal de destino'),
  placa: Plate,
  idtransportista: Id('Conductor'),
  turno_programado: DateTime('Turno programado'),
  salida: DateTime('Salida adelantada'),
  motivo: NullableText('Motivo', 300),
  importe: Money('Importe del adelanto'),
});

export const SHIFT_SORT = ['salida', 'turno_programado', 'importe'] as const;
export const ShiftListQuery = ListQuery({
  ...Search,
  ...DateRange,
  estado: T.Optional(Int('Estado', 1, 2)),
  idsucursal_destino: IdFilter('Sucursal de destino'),
  ...Sort(SHIFT_SORT),
});

export const ShiftReport = T.Object({
  filas: T.Array(ShiftRow),
  totales: T.Object({ turnos: T.Integer(), encomiendas: T.Integer(), importe: T.String() }),
});

const MENUS = ['/advance_shift'];
const READERS = ['/advance_shift', '/report_advance_shift', '/parcel_register', '/exit_vehicles'];
const record = { owner: SHIFT_OWNER, field: 'idadelantoturno' } as const;

export const shifts = {
  id: 'idadelantoturno',
  row: ShiftRow,
  body: ShiftBody,
  endpoints: endpoints('adelantos de turno', {
    list: {
      method: 'GET',
      path: '/adelantoturno',
      summary: 'Adelantos de turno (salidas programadas de una ruta), paginados',
      menus: READERS,
      querystring: ShiftListQuery,
      response: Paged(ShiftRow, ['importe']),
    },
    create: {
      method: 'POST',
      path: '/radelantoturno',
      summary: 'Registra un adelanto de turno (su documento se abre en /api/adelantoturno/{idadelantoturno})',
      menus: MENUS,
      body: ShiftBody,
      response: Envelope(ShiftRow),
    },
    update: {
      method: 'POST',
      path: '/aadelantoturno',
      record,
      summary: 'Actualiza un adelanto de turno que aún no salió',
      menus: MENUS,
      body: T.Object({ idadelantoturno: Id('Adelanto de turno'), ...ShiftBody.properties }),
      response: Envelope(ShiftRow),
    },
    remove: {
      method: 'GET',
      path: '/eadelantoturno/:idadelantoturno',
      record,
      changesState: true,
      audit: { accion: 'Elimina un adelanto de turno' },
      summary: 'Elimina un adelanto de turno que no salió (sus encomiendas quedan sin turno)',
      menus: MENUS,
      params: T.Object({ idadelantoturno: Id('Adelanto de turno') }),
      response: Done,
    },
    report: {
      method: 'POST',
      path: '/reporte_adelanto_turno',
      summary: 'Adelantos de turno de un rango de fechas (por salida), con sus totales',
      menus: ['/report_advance_shift', '/advance_shift'],
      body: ReportBody,
      response: Envelope(ShiftReport),
    },
    print: {
      method: 'GET',
      path: '/adelantoturno/:idadelantoturno',
      record,
      summary: 'Documento del adelanto de turno con sus encomiendas (PDF, A4)',
      menus: MENUS,
      params: T.Object({ idadelantoturno: Id('Adelanto de turno') }),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type ShiftRow = Static<typeof ShiftRow>;
export type ShiftBody = Static<typeof ShiftBody>;
export type ShiftListQuery = Static<typeof ShiftListQuery>;
export type ShiftReport = Static<typeof ShiftReport>;
