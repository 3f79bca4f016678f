import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  Bool,
  DateRange,
  EMAIL_PATTERN,
  Email,
  Enum,
  Envelope,
  Id,
  Int,
  ListQuery,
  MAX_INT,
  Nullable,
  NullableMoney,
  NullableText,
  PUBLIC,
  Paged,
  PrintQuery,
  Search,
  Sort,
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { COMPLAINTS_BOOK } from './establishments.js';
import { COMPLAINT_ESTABLISHMENT_OWNER, COMPLAINT_OWNER } from './owners.js';

/** D.S. 011-2011-PCM art. 6 as amended by D.S. 101-2022-PCM: the answer within 15 business days, not extendable. */
export const COMPLAINT_DEADLINE_DAYS = 15;
/** An open complaint with this many business days left or fewer is flagged 'Por vencer'. */
export const COMPLAINT_ALERT_DAYS = 3;

/**
 * A complaint's estado. The spec's answer call sends estado and its two texts disagree on which
 * value accepts (docs/complaints.md): here 0 accepts and 2 rejects, the progress text's reading
 * ('Aceptando reclamación...' for 0, 'Rechazando reclamación...' otherwise), and 1, the list's
 * default, is a complaint still waiting for its answer.
 */
export const COMPLAINT_STATES = stateSet([
  { value: 1, label: 'Pendiente', color: 'gold' },
  { value: 0, label: 'Aceptada', color: 'green' },
  { value: 2, label: 'Rechazada', color: 'red' },
]);
export const COMPLAINT_ACCEPT = 0;
export const COMPLAINT_REJECT = 2;

export const GOOD_KINDS = ['producto', 'servicio'] as const;
export const CLAIM_KINDS = ['reclamo', 'queja'] as const;
/** The regulation's definitions, shown beside each choice on the forms and printed on the sheet. */
export const CLAIM_KIND_HELP = {
  reclamo: 'RECLAMO: disconformidad relacionada a los productos o servicios.',
  queja:
    'QUEJA: disconformidad no relacionada a los productos o servicios; o malestar o descontento respecto a la atención al público.',
} as const;
/** Identity documents a consumer files with (tipo_documento ids): DNI, carné de extranjería, pasaporte, RUC. */
export const CONSUMER_DOCUMENTS = [
  { value: 1, label: 'DNI' },
  { value: 3, label: 'Carné de extranjería' },
  { value: 4, label: 'Pasaporte' },
  { value: 2, label: 'RUC' },
] as const;

/** The legal sheet's fields, as the consumer fills them (public form) or the staff copies them. */
const Sheet = {
  idestablecimiento: Id('Establecimiento'),
  nombres: Text('Nombre completo', 200),
  idtipodocumento: Int('Tipo de documento', 1, 4),
  numero_documento: Text('Número de documento', 15, { pattern: '^[A-Za-z0-9]+$' }),
  direccion: Text('Domicilio', 200),
  telefono: Text('Teléfono', 30, { pattern: '^[0-9+() -]{6,30}$' }),
  menor_edad: T.Optional(Bool('Menor de edad')),
  apoderado: NullableText('Padre, madre o apoderado', 200),
  tipo_bien: Enum(GOOD_KINDS, 'Tipo de bien'),
  monto: NullableMoney('Monto reclamado'),
  descripcion_bien: Text('Descripción del bien', 500),
  tipo: Enum(CLAIM_KINDS, 'Tipo de reclamación'),
  detalle: Text('Detalle', 3000),
  pedido: Text('Pedido del consumidor', 2000),
};

/** Registered by the staff: the e-mail is optional (a paper sheet may have none) and a sale may be linked by its number. */
export const ComplaintBody = T.Object({
  ...Sheet,
  email: Email('Correo electrónico'),
  comprobante: NullableText('Comprobante', 13, '^$|^[A-Za-z0-9]{4}-[0-9]{1,8}$'),
});
/** Filed by the consumer on the public page: the e-mail is required (the copy and the answer go there). */
export const PublicComplaintBody = T.Object({
  ...Sheet,
  email: T.String({ title: 'Correo electrónico', maxLength: 120, minLength: 3, pattern: EMAIL_PATTERN }),
});

export const ComplaintRow = T.Object({
  idreclamacion: T.Integer(),
  idestablecimiento: T.Integer(),
  establecimiento: T.String(),
  /** As printed: '000012-2026' (number per establishment and year). */
  numero: T.String(),
  fecha: T.String(),
  fecha_limite: T.String(),
  /** Business days left to answer (0: the last day, negative: overdue); null once answered. */
  dias_restantes: Nullable(T.Integer()),
  vencida: T.Boolean(),
  origen: T.String({ description: "'web' (formulario público) o 'local'" }),
  nombres: T.String(),
  idtipodocumento: T.Integer(),
  tipodocumento: T.String(),
  numero_documento: T.String(),
  direccion: T.String(),
  telefono: T.String(),
  email: Nullable(T.String()),
  apoderado: Nullable(T.String()),
  tipo_bien: T.String(),
  monto: Nullable(T.String()),
  descripcion_bien: T.String(),
  tipo: T.String(),
  detalle: T.String(),
  pedido: T.String(),
  idventa: Nullable(T.Integer()),
  comprobante: Nullable(T.String()),
  idpersona: Nullable(T.Integer()),
  cliente: Nullable(T.String()),
  estado: T.Integer({ description: '1 pendiente, 0 aceptada, 2 rechazada' }),
  respuesta: Nullable(T.String()),
  fecha_respuesta: Nullable(T.String()),
  usuario_respuesta: Nullable(T.String()),
});

export const COMPLAINT_SORT = ['fecha', 'fecha_limite', 'nombres', 'numero'] as const;
export const COMPLAINT_TERMS = ['por_vencer', 'vencidas'] as const;
export const ComplaintListQuery = ListQuery({
  ...Search,
  ...Sort(COMPLAINT_SORT),
  ...DateRange,
  /** 0 (the spec's default): every establishment the user sees. */
  idestablecimiento: T.Optional(Int('Establecimiento', 0, MAX_INT)),
  /** Default 1 (pending); -1 every state. */
  estado: T.Optional(Int('Estado', -1, 2)),
  plazo: T.Optional(Enum(COMPLAINT_TERMS, 'Plazo')),
});

export const AnswerBody = T.Object({
  idreclamacion: Id('Reclamación'),
  estado: Int('Estado', 0, 2),
  respuesta: Text('Respuesta', 3000),
});

export const ComplaintAlerts = T.Object({
  pendientes: T.Integer(),
  por_vencer: T.Integer(),
  vencidas: T.Integer(),
});

/** What the public page needs: the provider's identification and where a complaint can be filed. */
export const PublicBook = T.Object({
  razon_social: T.String(),
  ruc: T.String(),
  nombre_comercial: Nullable(T.String()),
  plazo: T.Integer(),
  establecimientos: T.Array(T.Object({ idestablecimiento: T.Integer(), nombre: T.String(), direccion: T.String() })),
});
export const FiledComplaint = T.Object({
  numero: T.String(),
  establecimiento: T.String(),
  fecha: T.String(),
  fecha_limite: T.String(),
  /** The public copy's code: GET /hojareclamacion/:codigo. */
  codigo: T.String(),
  /** The e-mail copy: 'enviado', 'bandeja' (kept in the outbox) or 'fallido' (kept, sent again later). */
  correo: T.String(),
});

export const complaints = {
  id: 'idreclamacion',
  row: ComplaintRow,
  endpoints: endpoints('reclamaciones', {
    list: {
      method: 'GET',
      path: '/reclamacion',
      summary: 'Reclamaciones por establecimiento y estado (por defecto 0: todos, y 1: pendientes)',
      menus: COMPLAINTS_BOOK,
      querystring: ComplaintListQuery,
      response: Paged(ComplaintRow),
    },
    save: {
      method: 'POST',
      path: '/reclamacion/guardar',
      record: { owner: COMPLAINT_ESTABLISHMENT_OWNER, field: 'idestablecimiento' },
      summary:
        'Registra una hoja de reclamación (número correlativo por establecimiento y año) y envía su copia al consumidor',
      menus: COMPLAINTS_BOOK,
      body: ComplaintBody,
      response: Envelope(ComplaintRow),
    },
    answer: {
      method: 'POST',
      path: '/reclamacion/responder',
      record: { owner: COMPLAINT_OWNER, field: 'idreclamacion' },
      audit: { accion: 'Responde una reclamación' },
      summary: 'Responde una reclamación: estado 0 la acepta, 2 la rechaza; la respuesta se envía al consumidor',
      menus: COMPLAINTS_BOOK,
      body: AnswerBody,
      response: Envelope(ComplaintRow),
    },
    alerts: {
      method: 'GET',
      path: '/reclamacion/alertas',
      summary: 'Reclamaciones pendientes, por vencer y vencidas del usuario',
      menus: COMPLAINTS_BOOK,
      response: Envelope(ComplaintAlerts),
    },
    print: {
      method: 'GET',
      path: '/pdfreclamaciona4/:id',
      record: { owner: COMPLAINT_OWNER, field: 'id' },
      summary: 'Hoja de reclamación A4 (PDF)',
      description:
        'Responde application/pdf. Con el token en la cabecera, o con ?firma= de POST /api/enlace-impresion.',
      menus: COMPLAINTS_BOOK,
      params: T.Object({ id: Id('Reclamación') }),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

/** The public complaints book (no session): limited per client address like the public tracking. */
export const publicComplaints = {
  endpoints: endpoints('reclamaciones', {
    book: {
      method: 'GET',
      path: '/libroreclamaciones',
      summary: 'Libro de reclamaciones virtual: el proveedor y sus establecimientos (sin sesión)',
      menus: PUBLIC,
      response: Envelope(PublicBook),
    },
    file: {
      method: 'POST',
      path: '/libroreclamaciones',
      summary: 'Registra una hoja de reclamación del consumidor (sin sesión) y le envía su copia',
      menus: PUBLIC,
      body: PublicComplaintBody,
      response: Envelope(FiledComplaint),
    },
    copy: {
      method: 'GET',
      path: '/hojareclamacion/:codigo',
      summary: 'Copia de la hoja de reclamación para el consumidor (PDF, sin sesión, por su código)',
      menus: PUBLIC,
      params: T.Object({
        codigo: T.String({ title: 'Código', minLength: 24, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' }),
      }),
      response: Binary('application/pdf'),
    },
  }),
};

export type ComplaintRow = Static<typeof ComplaintRow>;
export type ComplaintBody = Static<typeof ComplaintBody>;
export type PublicComplaintBody = Static<typeof PublicComplaintBody>;
export type ComplaintListQuery = Static<typeof ComplaintListQuery>;
export type AnswerBody = Static<typeof AnswerBody>;
export type ComplaintAlerts = Static<typeof ComplaintAlerts>;
export type PublicBook = Static<typeof PublicBook>;
export type FiledComplaint = Static<typeof FiledComplaint>;
