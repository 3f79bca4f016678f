import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Digits,
  Enum,
  Envelope,
  Id,
  Int,
  IsoDate,
  ListQuery,
  MAX_INT,
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
import { Quantity } from '../inventory/fields.js';
import { MailRow } from '../organization/mail.js';
import { MadeByColumns } from './document-columns.js';
import { CPE_STATES } from './cpe-states.js';
import { TRANSFER_OWNER } from '../inventory/owners.js';
import { GUIDE_OWNER, SALE_OWNER } from './owners.js';

/**
 * Guías de remisión remitente electrónicas (GRE, tipo 09, /electronic_guide). Saving one is one
 * transaction: the number of a 09 series of the user's branch, the guide and its goods, and its CPE
 * document signed and queued; SUNAT's GRE REST API answers through the engine's worker.
 */

/** SUNAT catálogo 20: motivos de traslado (GRE 2022). */
export const MOTIVOS_TRASLADO = [
  { codigo: '01', nombre: 'Venta' },
  { codigo: '02', nombre: 'Compra' },
  { codigo: '03', nombre: 'Venta con entrega a terceros' },
  { codigo: '04', nombre: 'Traslado entre establecimientos de la misma empresa' },
  { codigo: '05', nombre: 'Consignación' },
  { codigo: '06', nombre: 'Devolución' },
  { codigo: '07', nombre: 'Recojo de bienes transformados' },
  { codigo: '08', nombre: 'Importación' },
  { codigo: '09', nombre: 'Exportación' },
  { codigo: '13', nombre: 'Otros' },
  { codigo: '14', nombre: 'Venta sujeta a confirmación del comprador' },
  { codigo: '17', nombre: 'Traslado de bienes para transformación' },
  { codigo: '18', nombre: 'Traslado emisor itinerante CP' },
  { codigo: '19', nombre: 'Traslado a zona primaria' },
] as const;
export const MOTIVO_CODES = MOTIVOS_TRASLADO.map((m) => m.codigo);
/** Reasons whose recipient is the company itself: 02 compra, 04 between its establishments, 07 recojo de bienes transformados (SUNAT 2554), 18 emisor itinerante. */
export const MOTIVOS_PROPIOS = ['02', '04', '07', '18'] as const;
/** Reasons whose recipient is someone else (SUNAT 2555); 06 and 17 a company with RUC (3417). */
export const MOTIVOS_A_TERCEROS = ['01', '03', '05', '06', '09', '14', '17'] as const;
/** Reasons that name a supplier (02, 07 required: SUNAT 4375) and a buyer (03 required: 4378). */
export const MOTIVOS_CON_PROVEEDOR = ['02', '07', '13'] as const;
export const MOTIVOS_CON_COMPRADOR = ['03', '13'] as const;
/** Reason 04: the establishment codes of both points are required (SUNAT 3365, 3369). */
export const MOTIVO_ENTRE_ESTABLECIMIENTOS = '04';

/** Catálogo 18: modalidad de traslado. */
export const MODALIDADES = [
  { codigo: '01', nombre: 'Transporte público' },
  { codigo: '02', nombre: 'Transporte privado' },
] as const;
export const PUBLICO = '01';
export const PRIVADO = '02';

/** Catálogo 61: documents a guide may relate to. */
export const DOCUMENTOS_RELACIONADOS = [
  { codigo: '01', nombre: 'Factura' },
  { codigo: '03', nombre: 'Boleta de venta' },
  { codigo: '04', nombre: 'Liquidación de compra' },
  { codigo: '09', nombre: 'Guía de remisión remitente' },
  { codigo: '12', nombre: 'Ticket o cinta emitido por máquina registradora' },
  { codigo: '31', nombre: 'Guía de remisión transportista' },
  { codigo: '50', nombre: 'Declaración aduanera de mercancías' },
  { codigo: '52', nombre: 'Declaración simplificada (DS)' },
  { codigo: '80', nombre: 'Constancia de depósito - detracción' },
] as const;

/** Gross weight units (UN/ECE rec. 20) SUNAT takes for a guide. */
export const UNIDADES_PESO = ['KGM', 'TNE'] as const;
/** Identity documents of a driver (catálogo 06). */
export const DOCUMENTOS_CONDUCTOR = ['1', '4', '7'] as const;

/** Own state of a guide: 1 emitida, 2 por corregir (sent back by reverceguia, editable and issued again). */
export const GUIA_EMITIDA = 1;
export const GUIA_POR_CORREGIR = 2;

/** A guide's own state, as the list and the view show it (its electronic state aside). */
export const GUIDE_STATES = stateSet([
  { value: GUIA_EMITIDA, label: 'Emitida', color: 'green' },
  { value: GUIA_POR_CORREGIR, label: 'En corrección', color: 'orange' },
]);
/** Engine states a guide may be in, as the list filters them (a guide is never voided). */
export const GUIDE_CPE_STATES = CPE_STATES.except(['generado', 'anulado']);
/** Engine states from which a guide may go back to be corrected: SUNAT never accepted it. */
export const GUIDE_REVERSIBLE_STATES = CPE_STATES.pick(['rechazado', 'invalido']);
/** Signed or failed without reaching SUNAT: sent again as they are, or abandoned when the guide is corrected. */
export const GUIDE_UNSENT_STATES = CPE_STATES.pick(['firmado', 'error']);

const Plate = Text('Placa', 10, { minLength: 6, pattern: '^[A-Za-z0-9]{1,4}-?[A-Za-z0-9]{1,5}$' });
const EstablishmentCode = NullableText('Código de establecimiento', 4, '^$|^[0-9]{4}$');

export const GuideDriverBody = T.Object({
  tipo_documento: Enum(DOCUMENTOS_CONDUCTOR, 'Tipo de documento del conductor'),
  numero_documento: Text('Documento del conductor', 15, { minLength: 1, pattern: '^[A-Za-z0-9]+$' }),
  nombres: Text('Nombres del conductor', 100),
  apellidos: Text('Apellidos del conductor', 100),
  licencia: Text('Licencia de conducir', 10, { minLength: 9, pattern: '^[A-Za-z0-9]+$' }),
});

export const GuideLineBody = T.Object({
  producto_id: NullableId('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  /** Empty: the product's name. */
  descripcion: NullableText('Descripción', 250),
  cantidad: Quantity('Cantidad'),
});

const GuideHeader = {
  /** A guide sent back to be corrected (estado 2): saved again under a new number. */
  idguia: NullableId('Guía'),
  /** A 09 series of the user's branch; absent: the first one. */
  idserie: NullableId('Serie'),
  fecha_emision: IsoDate('Fecha de emisión'),
  fecha_traslado: IsoDate('Fecha de inicio del traslado'),
  motivo: Enum(MOTIVO_CODES, 'Motivo de traslado'),
  descripcion_motivo: NullableText('Descripción del motivo', 100),
  modalidad: Enum(['01', '02'] as const, 'Modalidad de traslado'),
  vehiculo_m1l: T.Optional(T.Boolean({ title: 'Vehículo M1 o L' })),
  transportista_ruc: NullableText('RUC del transportista', 11, '^$|^[0-9]{11}$'),
  transportista_razon_social: NullableText('Razón social del transportista', 200),
  transportista_mtc: NullableText('Registro MTC', 20, '^$|^[A-Za-z0-9-]+$'),
  placas: T.Optional(T.Array(Plate, { maxItems: 3, title: 'Placas' })),
  conductores: T.Optional(T.Array(GuideDriverBody, { maxItems: 3, title: 'Conductores' })),
  partida_ubigeo: Digits('Ubigeo de partida', 6),
  partida_direccion: Text('Dirección de partida', 200),
  partida_codigo_local: EstablishmentCode,
  llegada_ubigeo: Digits('Ubigeo de llegada', 6),
  llegada_direccion: Text('Dirección de llegada', 200),
  llegada_codigo_local: EstablishmentCode,
  peso_bruto: T.String({ title: 'Peso bruto total', maxLength: 14, pattern: '^[0-9]{1,9}(\\.[0-9]{1,3})?$' }),
  unidad_peso: T.Optional(Enum(UNIDADES_PESO, 'Unidad de peso')),
  bultos: T.Optional(T.Unsafe<number | null>({ ...Int('Número de bultos', 0, 999999), type: ['integer', 'null'] })),
  /** The recipient (a person of the people area); absent for reasons 04 and 18: the company itself. */
  idpersona: NullableId('Destinatario'),
  idventa: NullableId('Venta'),
  idtransferencia: NullableId('Transferencia'),
  documento_relacionado_tipo: NullableText('Tipo de documento relacionado', 2, '^$|^[0-9]{2}$'),
  documento_relacionado_numero: NullableText('Documento relacionado', 30, '^$|^[A-Za-z0-9-]+$'),
  /** RUC of its issuer (SUNAT 3380); absent: the company for its own sales, the supplier for a purchase (02, 07), the recipient for a return (06). */
  documento_relacionado_emisor: NullableText('RUC del emisor del documento relacionado', 11, '^$|^[12][0-9]{10}$'),
  /** Who the goods come from: required for reasons 02 (compra) and 07 (SUNAT 4375), allowed for 13. */
  idproveedor: NullableId('Proveedor'),
  /** Who bought them when someone else receives them: required for reason 03 (SUNAT 4378), allowed for 13. */
  idcomprador: NullableId('Comprador'),
  observacion: NullableText('Observación', 500),
  items: T.Array(GuideLineBody, { minItems: 1, maxItems: 500, title: 'Bienes' }),
};
export const GuideBody = T.Object(GuideHeader);

/** A supplier or buyer as the guide keeps it (copied from the people area). */
export const GuidePartyRow = T.Object({
  idpersona: T.Integer(),
  tipo: T.String(),
  numero: T.String(),
  nombre: T.String(),
});

export const GuideRow = T.Object({
  idguia: T.Integer(),
  idserie: T.Integer(),
  serie: T.String(),
  numero: T.Integer(),
  /** 'T001-00000012' */
  documento: T.String(),
  fecha_emision: T.String(),
  fecha_traslado: T.String(),
  motivo: T.String(),
  motivo_nombre: T.String(),
  modalidad: T.String(),
  idpersona: Nullable(T.Integer()),
  destinatario_tipo_documento: T.String(),
  destinatario_numero_documento: T.String(),
  destinatario_nombre: T.String(),
  partida_direccion: T.String(),
  llegada_direccion: T.String(),
  peso_bruto: T.String(),
  unidad_peso: T.String(),
  bultos: Nullable(T.Integer()),
  ...MadeByColumns,
  idventa: Nullable(T.Integer()),
  idtransferencia: Nullable(T.Integer()),
  /** 1 emitida, 2 por corregir. */
  estado: T.Integer(),
  cpe_id: Nullable(T.Integer()),
  /** The engine's state (firmado, en_cola, ..., aceptado, rechazado); null while being corrected. */
  estado_sunat: Nullable(T.String()),
  sunat_codigo: Nullable(T.Integer()),
  sunat_descripcion: Nullable(T.String()),
  creado: T.String(),
});

export const GuideLineRow = T.Object({
  iddetalle: T.Integer(),
  producto_id: Nullable(T.Integer()),
  codigo_producto: Nullable(T.String()),
  unidad_medida_id: T.Integer(),
  abreviatura: T.String(),
  unidad_sunat: T.String(),
  descripcion: T.String(),
  cantidad: T.String(),
});

export const GuideCpe = T.Object({
  id: T.Integer(),
  nombre: T.String(),
  estado: T.String(),
  hash: Nullable(T.String()),
  codigo: Nullable(T.Integer()),
  descripcion: Nullable(T.String()),
  observaciones: T.Array(T.String()),
  errores: T.Array(T.String()),
  intentos: T.Integer(),
  final: T.Boolean(),
});

export const GuideDetail = T.Object({
  ...GuideRow.properties,
  descripcion_motivo: Nullable(T.String()),
  vehiculo_m1l: T.Boolean(),
  transportista_ruc: Nullable(T.String()),
  transportista_razon_social: Nullable(T.String()),
  transportista_mtc: Nullable(T.String()),
  placas: T.Array(T.String()),
  conductores: T.Array(T.Object(GuideDriverBody.properties)),
  partida_ubigeo: T.String(),
  partida_codigo_local: Nullable(T.String()),
  llegada_ubigeo: T.String(),
  llegada_codigo_local: Nullable(T.String()),
  documento_relacionado_tipo: Nullable(T.String()),
  documento_relacionado_numero: Nullable(T.String()),
  documento_relacionado_emisor: Nullable(T.String()),
  proveedor: Nullable(GuidePartyRow),
  comprador: Nullable(GuidePartyRow),
  transferencia: Nullable(T.String()),
  observacion: Nullable(T.String()),
  items: T.Array(GuideLineRow),
  cpe: Nullable(GuideCpe),
  /** Earlier documents of a corrected guide (rejected or never accepted). */
  anteriores: T.Array(GuideCpe),
  /** The engine's state history of the current document. */
  eventos: T.Array(T.Object({ fecha: T.String(), estado: T.String(), detalle: Nullable(T.String()) })),
  correos: T.Array(MailRow),
});

/** A guide proposed from an inventory transfer (guiatransferencia): the body to review and save. */
export const GuideDraft = T.Object({
  ...T.Omit(GuideBody, ['items', 'peso_bruto']).properties,
  /** Unknown from a transfer: the user weighs the goods. */
  peso_bruto: Nullable(T.String()),
  /** Empty when the sale's client has no ubigeo: the user gives it. */
  llegada_ubigeo: T.String({ maxLength: 6 }),
  /** The recipient as the lookup shows it (a guide from a sale proposes the sale's client). */
  destinatario_numero_documento: T.Optional(T.String()),
  destinatario_nombre: T.Optional(T.String()),
  items: T.Array(
    T.Object({
      ...GuideLineBody.properties,
      codigo_producto: Nullable(T.String()),
      abreviatura: T.String(),
      factor: T.String(),
    }),
  ),
});

export const GUIDE_SORT = ['fecha_emision', 'numero', 'fecha_traslado'] as const;
const AllOr = (title: string) => T.Optional(Int(title, 0, MAX_INT));
export const GuideListQuery = ListQuery({
  ...Search,
  ...Sort(GUIDE_SORT),
  ...DateRange,
  /** 0 or absent: every user / branch. */
  idusuario: AllOr('Usuario'),
  idsucursal: AllOr('Sucursal'),
  estado_sunat: T.Optional(Enum(GUIDE_CPE_STATES.values, 'Estado SUNAT')),
  motivo: T.Optional(Enum(MOTIVO_CODES, 'Motivo de traslado')),
  estado: T.Optional(Int('Estado', 1, 2)),
  /** The guides of one sale (the sale's view lists them). */
  idventa: T.Optional(Int('Venta', 1, MAX_INT)),
});

export const GuideIdBody = T.Object({ idguia: Id('Guía') });
export const GuideRevertBody = T.Object({ idguia: Id('Guía'), motivo: NullableText('Motivo', 200) });
export const GuideMailBody = T.Object({
  idguia: Id('Guía'),
  para: Text('Correo de destino', 200, {
    pattern: '^\\s*[^\\s@;,]+@[^\\s@;,]+\\.[^\\s@;,]+(\\s*[;,]\\s*[^\\s@;,]+@[^\\s@;,]+\\.[^\\s@;,]+)*\\s*$',
  }),
});

const GUIDES = ['/electronic_guide'];
const IdOf = (title: string) => T.Object({ id: Id(title) });

export const guides = {
  endpoints: endpoints('guias', {
    list: {
      method: 'GET',
      path: '/guia',
      summary:
        'Guías de remisión paginadas: usuario y sucursal (0 = todos), fechas de emisión, estado SUNAT, motivo; q busca por número o destinatario',
      menus: GUIDES,
      querystring: GuideListQuery,
      response: Paged(GuideRow),
    },
    get: {
      method: 'GET',
      path: '/consultaguia/:id',
      record: { owner: GUIDE_OWNER, field: 'id' },
      summary: 'Guía de remisión con sus bienes, su estado SUNAT, su historial y sus correos',
      menus: GUIDES,
      params: IdOf('Guía'),
      response: Envelope(GuideDetail),
    },
    save: {
      method: 'POST',
      path: '/gguia',
      record: [
        { owner: GUIDE_OWNER, field: 'idguia' },
        { owner: SALE_OWNER, field: 'idventa' },
        { owner: TRANSFER_OWNER, field: 'idtransferencia' },
      ],
      summary:
        'Registra una guía de remisión remitente (número, guía, bienes y su CPE firmado y en cola, en una transacción); con idguia, la vuelve a emitir corregida',
      menus: GUIDES,
      body: GuideBody,
      response: Envelope(GuideDetail),
    },
    generate: {
      method: 'POST',
      path: '/generaguia',
      record: { owner: GUIDE_OWNER, field: 'idguia' },
      summary: 'Genera el XML de la guía (si no lo tiene) y responde su estado',
      menus: GUIDES,
      body: GuideIdBody,
      response: Envelope(GuideDetail),
    },
    sign: {
      method: 'POST',
      path: '/firmaguia',
      record: { owner: GUIDE_OWNER, field: 'idguia' },
      summary: 'Firma la guía (si no está firmada) y responde su hash',
      menus: GUIDES,
      body: GuideIdBody,
      response: Envelope(GuideDetail),
    },
    send: {
      method: 'POST',
      path: '/enviaguia',
      record: { owner: GUIDE_OWNER, field: 'idguia' },
      summary: 'Envía la guía a SUNAT (o la reintenta si quedó en error); una guía ya enviada no se reenvía',
      menus: GUIDES,
      body: GuideIdBody,
      response: Envelope(GuideDetail),
    },
    revert: {
      method: 'POST',
      path: '/reverceguia',
      record: { owner: GUIDE_OWNER, field: 'idguia' },
      audit: { accion: 'Revierte una guía de remisión', motivo: 'motivo' },
      summary:
        'Devuelve a corrección una guía rechazada o no aceptada por SUNAT; se vuelve a emitir corregida con un número nuevo',
      menus: GUIDES,
      body: GuideRevertBody,
      response: Envelope(GuideDetail),
    },
    mail: {
      method: 'POST',
      path: '/enviaguiacorreo',
      record: { owner: GUIDE_OWNER, field: 'idguia' },
      summary: 'Envía por correo el PDF y el XML de la guía (y el CDR si fue aceptada)',
      menus: GUIDES,
      body: GuideMailBody,
      response: Envelope(MailRow),
    },
    print: {
      method: 'GET',
      path: '/pdfguiaa4/:id',
      record: { owner: GUIDE_OWNER, field: 'id' },
      summary: 'Guía de remisión A4 (PDF)',
      menus: GUIDES,
      params: IdOf('Guía'),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
    fromTransfer: {
      method: 'GET',
      path: '/guiatransferencia/:id',
      record: { owner: TRANSFER_OWNER, field: 'id' },
      summary: 'Propone una guía (motivo 04, códigos de establecimiento) desde una transferencia entre almacenes',
      menus: GUIDES,
      params: IdOf('Transferencia'),
      response: Envelope(GuideDraft),
    },
    fromSale: {
      method: 'GET',
      path: '/guiaventa/:id',
      record: { owner: SALE_OWNER, field: 'id' },
      summary:
        'Propone una guía (motivo 01 venta) desde una venta: el cliente como destinatario, sus bienes y la venta como documento relacionado',
      menus: GUIDES,
      params: IdOf('Venta'),
      response: Envelope(GuideDraft),
    },
  }),
};

export type GuideDriverBody = Static<typeof GuideDriverBody>;
export type GuideLineBody = Static<typeof GuideLineBody>;
export type GuideBody = Static<typeof GuideBody>;
export type GuideRow = Static<typeof GuideRow>;
export type GuideLineRow = Static<typeof GuideLineRow>;
export type GuideCpe = Static<typeof GuideCpe>;
export type GuideDetail = Static<typeof GuideDetail>;
export type GuideDraft = Static<typeof GuideDraft>;
export type GuideListQuery = Static<typeof GuideListQuery>;
export type GuideMailBody = Static<typeof GuideMailBody>;
