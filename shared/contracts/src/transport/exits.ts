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
import { CARRIER_GUIDE_OWNER, EXIT_OWNER } from './owners.js';

/** An exit is on the road until every parcel of its manifest reached the destination. */
export const EXIT_STATES = stateSet([
  { value: 1, label: 'En ruta', color: 'blue' },
  { value: 2, label: 'Llegó', color: 'green' },
]);

/**
 * A carrier's guide (guía de remisión transportista, SUNAT 31) of an exit: one per shipper and
 * consignee of its manifest; `estado_sunat` is its CPE's state (en_cola, enviado, aceptado, rechazado…).
 */
export const CarrierGuideRow = T.Object({
  idguiatransportista: T.Integer(),
  /** 'V001-12'. */
  numero: T.String(),
  remitente: T.String(),
  destinatario: T.String(),
  estado_sunat: T.String(),
  cpe_documento_id: T.Integer(),
});

export const ExitRow = T.Object({
  idsalidavehiculos: T.Integer(),
  ...RouteRowFields,
  licencia: T.String(),
  /** The vehicle's TUC or habilitación certificate. */
  tuc: Nullable(T.String()),
  /** 'YYYY-MM-DDTHH:MM', Lima. */
  fecha_salida: T.String(),
  idadelantoturno: Nullable(T.Integer()),
  observacion: Nullable(T.String()),
  estado: T.Integer({ description: '1 en ruta, 2 llegó' }),
  /** The manifest: ids of the parcels loaded. */
  encomiendas: T.Array(T.Integer()),
  /** Parcels of the manifest that no carrier's guide covers yet (what 'Emitir guía transportista' would cover). */
  sin_guia: T.Integer(),
  guias_transportista: T.Array(CarrierGuideRow),
  usuario: T.String(),
});

const Manifest = T.Array(Id('Encomienda'), { maxItems: 300, uniqueItems: true, title: 'Encomiendas' });
export const ExitBody = T.Object({
  /** The user's branch when absent. */
  idsucursal_origen: NullableId('Sucursal de origen'),
  idsucursal_destino: Id('Sucursal de destino'),
  placa: Plate,
  /** Written on its carrier's guides (SUNAT observes its absence, 4399). */
  tuc: T.Optional(NullableText('TUC o certificado de habilitación', 15, '^$|^[A-Z0-9]{10,15}$')),
  idtransportista: Id('Conductor'),
  fecha_salida: DateTime('Fecha y hora de salida'),
  /** The shift it takes (its parcels are loaded with it). */
  idadelantoturno: NullableId('Adelanto de turno'),
  observacion: NullableText('Observación', 300),
  /** Parcels loaded (at origin, same route): each goes in transit with this exit. */
  encomiendas: Manifest,
});

export const EXIT_SORT = ['fecha_salida', 'placa'] as const;
export const ExitListQuery = ListQuery({
  ...Search,
  ...DateRange,
  estado: T.Optional(Int('Estado', 1, 2)),
  idsucursal_destino: IdFilter('Sucursal de destino'),
  ...Sort(EXIT_SORT),
});

export const ExitReport = T.Object({
  filas: T.Array(ExitRow),
  totales: T.Object({ salidas: T.Integer(), encomiendas: T.Integer() }),
});

const MENUS = ['/exit_vehicles'];
const READERS = ['/exit_vehicles', '/report_exit_vehicles', '/parcel_register'];
const record = { owner: EXIT_OWNER, field: 'idsalidavehiculos' } as const;
const guideRecord = { owner: CARRIER_GUIDE_OWNER, field: 'id' } as const;

export const exits = {
  id: 'idsalidavehiculos',
  row: ExitRow,
  body: ExitBody,
  endpoints: endpoints('salidas de vehículos', {
    list: {
      method: 'GET',
      path: '/salidavehiculos',
      summary: 'Salidas de vehículos con su manifiesto, paginadas',
      menus: READERS,
      querystring: ExitListQuery,
      response: Paged(ExitRow),
    },
    create: {
      method: 'POST',
      path: '/rsalidavehiculos',
      summary: 'Registra la salida de un vehículo y carga sus encomiendas (pasan a tránsito)',
      menus: MENUS,
      body: ExitBody,
      response: Envelope(ExitRow),
    },
    update: {
      method: 'POST',
      path: '/asalidavehiculos',
      record,
      summary: 'Actualiza una salida en ruta y su manifiesto (las encomiendas retiradas vuelven al origen)',
      menus: MENUS,
      body: T.Object({ idsalidavehiculos: Id('Salida'), ...ExitBody.properties }),
      response: Envelope(ExitRow),
    },
    remove: {
      method: 'GET',
      path: '/esalidavehiculos/:id',
      record: { owner: EXIT_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Elimina una salida de vehículo' },
      summary: 'Elimina una salida cuyas encomiendas siguen en tránsito (vuelven al origen)',
      menus: MENUS,
      params: T.Object({ id: Id('Salida') }),
      response: Done,
    },
    report: {
      method: 'POST',
      path: '/reporte_salida_vehiculos',
      summary: 'Salidas de vehículos de un rango de fechas, con sus totales',
      menus: ['/report_exit_vehicles', '/exit_vehicles'],
      body: ReportBody,
      response: Envelope(ExitReport),
    },
    carrierGuides: {
      method: 'POST',
      path: '/rguiatransportista',
      record,
      summary:
        'Emite las guías de remisión transportista (31) de la salida: una por remitente y consignado de las encomiendas aún sin guía',
      menus: MENUS,
      body: T.Object({ idsalidavehiculos: Id('Salida') }),
      response: Envelope(ExitRow),
    },
    carrierGuidePrint: {
      method: 'GET',
      path: '/pdfguiatransportista/:id',
      record: guideRecord,
      summary: 'Guía de remisión transportista (PDF, A4)',
      menus: READERS,
      params: T.Object({ id: Id('Guía transportista') }),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
    carrierGuideXml: {
      method: 'GET',
      path: '/xmlguiatransportista/:id',
      record: guideRecord,
      summary: 'Descarga el XML firmado de la guía transportista',
      menus: READERS,
      params: T.Object({ id: Id('Guía transportista') }),
      response: Binary('application/xml'),
    },
    carrierGuideCdr: {
      method: 'GET',
      path: '/cdrguiatransportista/:id',
      record: guideRecord,
      summary: 'Descarga la constancia de recepción de SUNAT de la guía transportista',
      menus: READERS,
      params: T.Object({ id: Id('Guía transportista') }),
      response: Binary('application/zip'),
    },
    print: {
      method: 'GET',
      path: '/pdfsalidavehiculo/:id',
      record: { owner: EXIT_OWNER, field: 'id' },
      summary: 'Hoja de salida del vehículo con su manifiesto (PDF, A4)',
      menus: READERS,
      params: T.Object({ id: Id('Salida') }),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type ExitRow = Static<typeof ExitRow>;
export type ExitBody = Static<typeof ExitBody>;
export type ExitListQuery = Static<typeof ExitListQuery>;
export type ExitReport = Static<typeof ExitReport>;
export type CarrierGuideRow = Static<typeof CarrierGuideRow>;
