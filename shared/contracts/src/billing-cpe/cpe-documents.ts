import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Digits,
  Enum,
  Envelope,
  Id,
  IsoDate,
  ListQuery,
  Nullable,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
} from '../kit/index.js';
import { CPE_STATES, type CpeEstado } from './cpe-states.js';
import { CPE_DOCUMENT_OWNER } from './owners.js';

/**
 * CPE management (/manage_cpe): every electronic document the engine holds (sales, notes, guides,
 * daily summaries, voided communications) by its engine id, its SUNAT state and history, and the
 * actions on it. Every call, reads included, names only the screen's own menu: voiding and retrying
 * are sensitive, and the list shows every document of the company.
 */
export const MANAGE_CPE_MENUS = ['/manage_cpe'] as const;

/** SUNAT document types the engine issues: factura, boleta, notas, guías (remitente, transportista), resumen diario, comunicación de baja. */
export const CPE_TIPOS = ['01', '03', '07', '08', '09', '31', 'RC', 'RA'] as const;
export type CpeTipo = (typeof CPE_TIPOS)[number];
export const CPE_TIPO_NOMBRES: Record<CpeTipo, string> = {
  '01': 'Factura',
  '03': 'Boleta de venta',
  '07': 'Nota de crédito',
  '08': 'Nota de débito',
  '09': 'Guía de remisión',
  '31': 'Guía transportista',
  RC: 'Resumen diario',
  RA: 'Comunicación de baja',
};

/**
 * The sending deadline: `por_vencer` = not accepted yet and today or tomorrow is the last day to send;
 * `vencido` = not accepted and the last day has passed (docs/manage-cpe.md, "Plazos de SUNAT").
 */
export const CPE_PLAZOS = ['por_vencer', 'vencido'] as const;

/**
 * SUNAT's windows, in calendar days counted from the day after the issue date (R.S. 097-2012/SUNAT,
 * art. 4 as amended by R.S. 000003-2023/SUNAT for facturas, boletas and their notes; comunicación de
 * baja and resumen with estado 3: 7 days). docs/manage-cpe.md cites them.
 */
export const PLAZO_ENVIO_DIAS = 3;
export const PLAZO_BAJA_DIAS = 7;
/** A document not yet accepted is 'por vencer' from this many days before its last day. */
export const AVISO_PLAZO_DIAS = 1;
export type CpePlazo = (typeof CPE_PLAZOS)[number];

export const CPE_SORT = ['fecha_emision', 'serie', 'numero', 'total', 'estado', 'intentos'] as const;

export const CpeDocumentRow = T.Object({
  id: T.Integer(),
  ruc: T.String(),
  tipo_doc: T.String({ description: '01, 03, 07, 08, 09, RC o RA' }),
  tipo: T.String({ description: 'Nombre del tipo de documento' }),
  serie: T.String(),
  numero: T.Integer(),
  serie_numero: T.String({ description: 'F001-123' }),
  nombre: T.String({ description: 'RUC-TT-SERIE-NUMERO (nombre del XML y del zip)' }),
  fecha_emision: T.String(),
  moneda: Nullable(T.String()),
  total: Nullable(T.String()),
  igv: Nullable(T.String()),
  cliente_tipo_doc: Nullable(T.String()),
  cliente_num_doc: Nullable(T.String()),
  cliente_nombre: Nullable(T.String()),
  idsucursal: Nullable(T.Integer()),
  sucursal: Nullable(T.String()),
  estado: T.String({ description: CPE_STATES.values.join(', ') }),
  codigo_respuesta: Nullable(T.Integer()),
  descripcion_respuesta: Nullable(T.String({ description: 'La descripción que SUNAT devolvió en el CDR' })),
  codigo_descripcion: Nullable(
    T.String({ description: 'El texto en castellano del código de SUNAT (CodeErrors.xml)' }),
  ),
  observaciones: T.Integer({ description: 'Cantidad de observaciones del CDR' }),
  ticket: Nullable(T.String()),
  intentos: T.Integer(),
  envios: T.Integer(),
  ultimo_error: Nullable(T.String()),
  plazo_envio: Nullable(T.String({ description: 'Último día para enviar a SUNAT (facturas, boletas y sus notas)' })),
  plazo: Nullable(T.String({ description: 'por_vencer, vencido o null' })),
  plazo_baja: Nullable(T.String({ description: 'Último día para comunicar la baja' })),
  anulable: T.Boolean({ description: 'Aceptado, dentro del plazo de baja y sin baja en curso' }),
  reintentable: T.Boolean({ description: 'En estado error' }),
  final: T.Boolean(),
  creado_en: T.String(),
  actualizado_en: T.String(),
});

const Ruc = T.Optional(Digits('RUC', 11));

/** Filters shared by the list and the counters. */
const Filters = {
  ...Search,
  ...DateRange,
  tipo_doc: T.Optional(Enum(CPE_TIPOS, 'Tipo de documento')),
  idsucursal: T.Optional(Id('Sucursal')),
  ruc: Ruc,
};

export const CpeDocumentListQuery = ListQuery({
  ...Filters,
  ...Sort(CPE_SORT),
  estado: T.Optional(Enum(CPE_STATES.values, 'Estado')),
  plazo: T.Optional(Enum(CPE_PLAZOS, 'Plazo de envío')),
});

/** The counters ignore `estado` and `plazo` (each tag counts its own), and take the other filters. */
export const CpeCountersQuery = T.Object(Filters);

export const CpeCounters = T.Object({
  total: T.Integer(),
  estados: T.Object(
    Object.fromEntries(CPE_STATES.values.map((e) => [e, T.Integer()])) as { [K in CpeEstado]: T.TInteger },
  ),
  por_vencer: T.Integer(),
  vencido: T.Integer(),
});

export const CpeEventRow = T.Object({
  id: T.Integer(),
  estado: T.String(),
  detalle: Nullable(T.String()),
  creado_en: T.String(),
});

/** A document this one points to (a summary's boletas, a voided communication's facturas), or one that points to it. */
export const CpeLinkRow = T.Object({
  id: T.Integer(),
  tipo_doc: T.String(),
  serie_numero: T.String(),
  estado: T.String(),
  accion: T.String({ description: 'informar o anular' }),
});

export const CpeDocumentDetail = T.Object({
  documento: CpeDocumentRow,
  hash: Nullable(T.String()),
  observaciones: T.Array(T.Object({ codigo: Nullable(T.Integer()), mensaje: T.String() })),
  errores: T.Array(T.Object({ linea: Nullable(T.Integer()), mensaje: T.String() })),
  eventos: T.Array(CpeEventRow),
  /** For a summary or a voided communication: the documents it informs or voids. */
  referencias: T.Array(CpeLinkRow),
  /** The summaries or voided communications that include this document. */
  incluido_en: T.Array(CpeLinkRow),
  tiene_xml: T.Boolean(),
  tiene_zip: T.Boolean(),
  tiene_cdr: T.Boolean(),
});

export const CpeStatusAnswer = T.Object({
  documento: CpeDocumentRow,
  /** SUNAT's status code (getStatusCdr 0001/0004/0011..., or the ticket's 0/98/99) and its text. */
  codigo: T.String(),
  mensaje: T.String(),
  /** SUNAT answered with a CDR. */
  con_cdr: T.Boolean(),
  /** The CDR's response code and description, when there is one. */
  cdr_codigo: Nullable(T.Integer()),
  cdr_descripcion: Nullable(T.String()),
});

export const CpeVoidBody = T.Object({
  id: Id('Comprobante'),
  motivo: Text('Motivo de baja', 100, { minLength: 3 }),
});

export const CpeVoidAnswer = T.Object({ documento: CpeDocumentRow, baja: CpeDocumentRow });

/** A day with boletas (and their notes) signed and not yet informed in a resumen diario. */
export const CpePendingSummaryRow = T.Object({
  fecha: T.String(),
  cantidad: T.Integer(),
  total: T.String(),
  plazo_envio: T.String(),
  plazo: Nullable(T.String()),
});

const ById = T.Object({ id: Id('Comprobante') });

export const cpeDocuments = {
  row: CpeDocumentRow,
  endpoints: endpoints('gestion-cpe', {
    list: {
      method: 'GET',
      path: '/cpedocumentos',
      summary: 'Comprobantes electrónicos (facturas, boletas, notas, guías, resúmenes y bajas) con su estado en SUNAT',
      menus: MANAGE_CPE_MENUS,
      querystring: CpeDocumentListQuery,
      response: Paged(CpeDocumentRow),
    },
    counters: {
      method: 'GET',
      path: '/cpecontadores',
      summary:
        'Cantidad de comprobantes electrónicos por estado y por plazo de envío, con los mismos filtros de la lista',
      menus: MANAGE_CPE_MENUS,
      querystring: CpeCountersQuery,
      response: Envelope(CpeCounters),
    },
    detail: {
      method: 'GET',
      path: '/cpedocumento/:id',
      record: { owner: CPE_DOCUMENT_OWNER, field: 'id' },
      summary: 'Un comprobante electrónico con su historial de estados, código de SUNAT, observaciones y errores',
      menus: MANAGE_CPE_MENUS,
      params: ById,
      response: Envelope(CpeDocumentDetail),
    },
    status: {
      method: 'POST',
      path: '/cpeconsultar',
      record: { owner: CPE_DOCUMENT_OWNER, field: 'id' },
      summary:
        'Consulta el estado del comprobante en SUNAT (getStatusCdr, o el ticket de un resumen, una baja o una guía); la consulta queda en el historial',
      menus: MANAGE_CPE_MENUS,
      body: ById,
      response: Envelope(CpeStatusAnswer),
    },
    retry: {
      method: 'POST',
      path: '/cpereintentar',
      record: { owner: CPE_DOCUMENT_OWNER, field: 'id' },
      summary:
        'Vuelve a poner en cola un comprobante en estado error (una respuesta perdida se verifica antes de reenviar)',
      menus: MANAGE_CPE_MENUS,
      body: ById,
      response: Envelope(CpeDocumentRow),
    },
    void: {
      method: 'POST',
      path: '/cpeanular',
      record: { owner: CPE_DOCUMENT_OWNER, field: 'id' },
      audit: { accion: 'Anula un comprobante electrónico ante SUNAT', motivo: 'motivo' },
      summary:
        'Anula un comprobante aceptado: comunicación de baja (RA) para facturas y sus notas, resumen diario con estado 3 (RC) para boletas y sus notas',
      menus: MANAGE_CPE_MENUS,
      body: CpeVoidBody,
      response: Envelope(CpeVoidAnswer),
    },
    pendingSummaries: {
      method: 'GET',
      path: '/cperesumenespendientes',
      summary: 'Días con boletas (y sus notas) firmadas que aún no se informaron en un resumen diario',
      menus: MANAGE_CPE_MENUS,
      response: Envelope(T.Array(CpePendingSummaryRow)),
    },
    summary: {
      method: 'POST',
      path: '/cperesumen',
      summary: 'Envía el resumen diario (RC) de las boletas pendientes de informar de una fecha (uno por RUC emisor)',
      menus: MANAGE_CPE_MENUS,
      body: T.Object({ fecha: IsoDate('Fecha de emisión') }),
      response: Envelope(T.Array(CpeDocumentRow)),
    },
    xml: {
      method: 'GET',
      path: '/cpexml/:id',
      record: { owner: CPE_DOCUMENT_OWNER, field: 'id' },
      summary: 'Descarga el XML firmado',
      menus: MANAGE_CPE_MENUS,
      params: ById,
      response: Binary('application/xml'),
    },
    zip: {
      method: 'GET',
      path: '/cpezip/:id',
      record: { owner: CPE_DOCUMENT_OWNER, field: 'id' },
      summary: 'Descarga el zip enviado a SUNAT (RUC-TT-SERIE-NUMERO.zip)',
      menus: MANAGE_CPE_MENUS,
      params: ById,
      response: Binary('application/zip'),
    },
    cdr: {
      method: 'GET',
      path: '/cpecdr/:id',
      record: { owner: CPE_DOCUMENT_OWNER, field: 'id' },
      summary: 'Descarga la constancia de recepción de SUNAT (R-RUC-TT-SERIE-NUMERO.zip)',
      menus: MANAGE_CPE_MENUS,
      params: ById,
      response: Binary('application/zip'),
    },
  }),
};

export type CpeDocumentRow = Static<typeof CpeDocumentRow>;
export type CpeDocumentListQuery = Static<typeof CpeDocumentListQuery>;
export type CpeCountersQuery = Static<typeof CpeCountersQuery>;
export type CpeCounters = Static<typeof CpeCounters>;
export type CpeDocumentDetail = Static<typeof CpeDocumentDetail>;
export type CpeEventRow = Static<typeof CpeEventRow>;
export type CpeLinkRow = Static<typeof CpeLinkRow>;
export type CpeStatusAnswer = Static<typeof CpeStatusAnswer>;
export type CpeVoidBody = Static<typeof CpeVoidBody>;
export type CpeVoidAnswer = Static<typeof CpeVoidAnswer>;
export type CpePendingSummaryRow = Static<typeof CpePendingSummaryRow>;
