import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  Bool,
  DateRange,
  Done,
  Email,
  Enum,
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
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { ReportBody } from './fields.js';
import { PARCEL_OWNER } from './owners.js';
import { PARCEL_SCREENS } from './tracking.js';

/** A parcel's stage (spec: 0 origin, 1 in transit, 2 destination, 3 delivered). */
export const PARCEL_AT_ORIGIN = 0;
export const PARCEL_IN_TRANSIT = 1;
export const PARCEL_AT_DESTINATION = 2;
export const PARCEL_DELIVERED = 3;
export const PARCEL_STATES = stateSet([
  { value: PARCEL_AT_ORIGIN, label: 'Origen', color: 'default' },
  { value: PARCEL_IN_TRANSIT, label: 'En tránsito', color: 'blue' },
  { value: PARCEL_AT_DESTINATION, label: 'En destino', color: 'orange' },
  { value: PARCEL_DELIVERED, label: 'Entregado', color: 'green' },
]);
/** Who pays the freight: the sender when he ships it, or the consignee when he collects it. */
export const PARCEL_PAYERS = ['remitente', 'consignado'] as const;
export const PAYER_LABELS: Record<(typeof PARCEL_PAYERS)[number], string> = {
  remitente: 'Remitente (pagado en origen)',
  consignado: 'Consignado (pago contra entrega)',
};

/** A guía de remisión remitente: electronic (T001, EG01, EG02) or printed (0001) series, then its number (SUNAT 3441). */
export const SHIPPER_GUIDE_PATTERN = '^$|^([T][A-Z0-9]{3}|[0-9]{1,4}|EG01|EG02)-(?!0+$)[0-9]{1,8}$';

export const ParcelRow = T.Object({
  id_encomienda: T.Integer(),
  codigo: T.String(),
  numero_guia: T.String(),
  codigo_guia: T.String(),
  idremitente: Nullable(T.Integer()),
  remitente_documento: T.String(),
  remitente_nombre: T.String(),
  idconsignado: Nullable(T.Integer()),
  consignado_documento: T.String(),
  consignado_nombre: T.String(),
  consignado_email: Nullable(T.String()),
  notificar: T.Boolean(),
  idsucursal_origen: T.Integer(),
  origen: T.String(),
  idsucursal_destino: T.Integer(),
  destino: T.String(),
  idadelantoturno: Nullable(T.Integer()),
  idsalidavehiculos: Nullable(T.Integer()),
  /** The exit it travels on: 'plate · date'. */
  salida: Nullable(T.String()),
  piezas: T.Integer(),
  peso: T.String(),
  valor_declarado: T.String(),
  precio: T.String(),
  paga: T.String(),
  idventa: Nullable(T.Integer()),
  /** The factura or boleta of the freight, 'F001-00000012'. */
  comprobante: Nullable(T.String()),
  estado: T.Integer({ description: '0 origen, 1 en tránsito, 2 en destino, 3 entregado' }),
  fecharegistro: T.String(),
  fechatransporte: Nullable(T.String()),
  fecharecepcion: Nullable(T.String()),
  fechaentrega: Nullable(T.String()),
  descripcion: Nullable(T.String()),
  guia_remitente: Nullable(T.String()),
  guia_remitente_ruc: Nullable(T.String()),
  receptor_documento: Nullable(T.String()),
  receptor_nombre: Nullable(T.String()),
  usuario: Nullable(T.String()),
});
/** gencomienda: the row and the receiver's photo or signature. */
export const ParcelDetail = T.Object({ ...ParcelRow.properties, receptor_firma: Nullable(T.String()) });

export const ParcelBody = T.Object({
  idremitente: Id('Remitente'),
  idconsignado: Id('Consignado'),
  consignado_email: Email('Correo del consignado'),
  /** The consignee gets an e-mail at each stage (needs his e-mail). */
  notificar: T.Optional(Bool('Notificar al consignado')),
  /** The user's branch when absent. */
  idsucursal_origen: NullableId('Sucursal de origen'),
  idsucursal_destino: Id('Sucursal de destino'),
  idadelantoturno: NullableId('Adelanto de turno'),
  piezas: Int('Piezas', 1, 999),
  peso: Money('Peso (kg)', 6),
  valor_declarado: Money('Valor declarado'),
  precio: Money('Precio'),
  paga: Enum(PARCEL_PAYERS, 'Quién paga'),
  descripcion: Text('Descripción', 300),
  /**
   * The shipper's own guía de remisión remitente (09) for these goods and its issuer's RUC, both or
   * neither; the carrier's guide (31) names it. Formats of SUNAT's rules 3441 and 3382.
   */
  guia_remitente: NullableText('Guía de remisión del remitente', 13, SHIPPER_GUIDE_PATTERN),
  guia_remitente_ruc: NullableText('RUC del emisor de la guía', 11, '^$|^[12][0-9]{10}$'),
});

/** A photo or a drawn signature, as the browser sends it (re-encoded by the API). */
const Picture = NullableText('Foto o firma', 700_000, '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$');
export const ParcelStageBody = T.Object({
  id_encomienda: Id('Encomienda'),
  /** The next stage: 1 in transit (with its exit), 2 at destination, 3 delivered (with the receiver). */
  estado: Int('Estado', 1, 3),
  idsalidavehiculos: NullableId('Salida'),
  receptor_documento: NullableText('Documento de quien recibe', 15, '^$|^[0-9A-Z]{8,15}$'),
  receptor_nombre: NullableText('Nombre de quien recibe', 200),
  receptor_firma: Picture,
});

export const ParcelInvoiceBody = T.Object({
  id_encomienda: Id('Encomienda'),
  /** A factura or boleta series of the user, of the branch where the freight is paid. */
  idserie: Id('Serie'),
  /** Cash by default. */
  idformapago: NullableId('Forma de pago'),
});

export const PARCEL_SORT = ['fecharegistro', 'numero_guia', 'precio'] as const;
export const ParcelListQuery = ListQuery({
  ...Search,
  ...DateRange,
  estado: T.Optional(Int('Estado', 0, 3)),
  idsucursal_origen: IdFilter('Sucursal de origen'),
  idsucursal_destino: IdFilter('Sucursal de destino'),
  idsalidavehiculos: IdFilter('Salida'),
  idadelantoturno: IdFilter('Adelanto de turno'),
  ...Sort(PARCEL_SORT),
});

export const ParcelReport = T.Object({
  filas: T.Array(ParcelRow),
  totales: T.Object({
    encomiendas: T.Integer(),
    piezas: T.Integer(),
    peso: T.String(),
    precio: T.String(),
    origen: T.Integer(),
    transito: T.Integer(),
    destino: T.Integer(),
    entregado: T.Integer(),
  }),
});

const MENUS = ['/parcel_register'];
/** The exit and shift screens pick the parcels they load. */
const READERS = ['/parcel_register', '/exit_vehicles', '/advance_shift'];
const record = { owner: PARCEL_OWNER, field: 'id_encomienda' } as const;
const byPath = { owner: PARCEL_OWNER, field: 'id' } as const;
const IdParam = T.Object({ id: Id('Encomienda') });

export const parcels = {
  id: 'id_encomienda',
  row: ParcelRow,
  body: ParcelBody,
  endpoints: endpoints('encomiendas', {
    list: {
      method: 'GET',
      path: '/encomienda',
      summary: 'Encomiendas que salen de la sucursal o llegan a ella, paginadas',
      menus: READERS,
      querystring: ParcelListQuery,
      response: Paged(ParcelRow, ['precio']),
    },
    get: {
      method: 'GET',
      path: '/gencomienda/:id',
      record: byPath,
      summary: 'Una encomienda con la firma o foto de su entrega',
      menus: PARCEL_SCREENS,
      params: IdParam,
      response: Envelope(ParcelDetail),
    },
    create: {
      method: 'POST',
      path: '/rencomienda',
      summary: 'Registra una encomienda en origen con su número y código de guía',
      menus: MENUS,
      body: ParcelBody,
      response: Envelope(ParcelRow),
    },
    update: {
      method: 'POST',
      path: '/aencomienda',
      record,
      summary: 'Actualiza una encomienda que sigue en origen y no fue facturada',
      menus: MENUS,
      body: T.Object({ id_encomienda: Id('Encomienda'), ...ParcelBody.properties }),
      response: Envelope(ParcelRow),
    },
    remove: {
      method: 'GET',
      path: '/eencomienda/:id',
      record: byPath,
      changesState: true,
      audit: { accion: 'Elimina una encomienda' },
      summary: 'Elimina una encomienda que sigue en origen y no fue facturada',
      menus: MENUS,
      params: IdParam,
      response: Done,
    },
    stage: {
      method: 'POST',
      path: '/aencomiendaestado',
      record,
      summary: 'Pasa una encomienda a su siguiente etapa: en tránsito (con su salida), en destino, entregada',
      menus: MENUS,
      body: ParcelStageBody,
      response: Envelope(ParcelRow),
    },
    invoice: {
      method: 'POST',
      path: '/rfacturacionencomienda',
      record,
      summary: 'Factura el flete de una encomienda (factura o boleta electrónica, al contado)',
      menus: MENUS,
      body: ParcelInvoiceBody,
      response: Envelope(ParcelRow),
    },
    report: {
      method: 'POST',
      path: '/reporte_encomienda',
      summary: 'Encomiendas registradas en un rango de fechas, con sus totales por etapa',
      menus: PARCEL_SCREENS,
      body: ReportBody,
      response: Envelope(ParcelReport),
    },
    printInvoice: {
      method: 'GET',
      path: '/pdffacturaencomienda/:id',
      record: byPath,
      summary: 'Comprobante del flete de una encomienda con los datos de su guía (PDF, ticket)',
      menus: MENUS,
      params: IdParam,
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type ParcelRow = Static<typeof ParcelRow>;
export type ParcelDetail = Static<typeof ParcelDetail>;
export type ParcelBody = Static<typeof ParcelBody>;
export type ParcelStageBody = Static<typeof ParcelStageBody>;
export type ParcelInvoiceBody = Static<typeof ParcelInvoiceBody>;
export type ParcelListQuery = Static<typeof ParcelListQuery>;
export type ParcelReport = Static<typeof ParcelReport>;
