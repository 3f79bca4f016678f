import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  DateRange,
  Done,
  Email,
  Enum,
  Envelope,
  Id,
  IdFilter,
  Int,
  IsoDate,
  ListQuery,
  Nullable,
  NullableDate,
  NullableId,
  NullableMoney,
  NullableText,
  Paged,
  PrintQuery,
  Search,
  Sort,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { ExchangeRateField, MailResult, SaleLineBody, SaleLineRow } from './sales.js';
import { ClientColumns, DocumentMailRow, MadeByColumns, TaxTotalColumns } from './document-columns.js';
import { PROFORMA_OWNER } from './owners.js';

/**
 * Proformas (quotes, /proformas; spec 001 "Proformas"): a priced offer numbered in a PR series, with
 * the amounts a sale of the same lines would have (the shared tax engine). It moves no stock, cash
 * or credit. States: `abierta`, `convertida` (it became a sale — rfacturacion with `idproforma` — or
 * an order — rpedidodeproforma) and `vencida` (open and past `fecha_validez`, derived when read).
 * See docs/proformas.md.
 */

/** Stored estado: 1 abierta, 2 convertida. */
export const PROFORMA_OPEN = 1;
export const PROFORMA_CONVERTED = 2;
/** The state shown and filtered by: vencida = abierta past its validity date (Lima). */
export const PROFORMA_STATES = stateSet([
  { value: 'abierta', label: 'Abierta', color: 'blue' },
  { value: 'vencida', label: 'Vencida', color: 'orange' },
  { value: 'convertida', label: 'Convertida', color: 'green' },
]);
export type ProformaState = (typeof PROFORMA_STATES.values)[number];
/** Days an offer holds when no validity date is given. */
export const PROFORMA_DEFAULT_VALIDITY_DAYS = 15;

/** A proforma line: a sale line without serials (nothing leaves the warehouse). */
const { series: _series, ...lineFields } = SaleLineBody.properties;
export const ProformaLineBody = T.Object(lineFields);

export const ProformaHeaderBody = T.Object({
  /** A PR series (seriexcomprobante/{idUser}/7); default: the user's branch's first active one. */
  idserie: NullableId('Serie'),
  /** Default: today (Lima). */
  fecha: T.Optional(IsoDate('Fecha de emisión')),
  /** Last day the offer holds; default fecha + 15 days. */
  fecha_validez: NullableDate('Válida hasta'),
  /** Default: CLIENTES VARIOS. */
  idpersona: NullableId('Cliente'),
  idmoneda: Id('Moneda'),
  /** Soles per dollar; absent on a USD proforma: the rate of the day (preciodollar). */
  tipo_cambio: ExchangeRateField,
  /** Global discount before IGV (catálogo 53 code 02), an amount. */
  descuento_global: NullableMoney('Descuento global'),
  forma_pago: NullableText('Forma de pago', 100),
  tiempo_entrega: NullableText('Tiempo de entrega', 100),
  /** Terms, one per line (printed under 'Condiciones'). */
  condiciones: NullableText('Condiciones', 1000),
  observaciones: NullableText('Observaciones', 500),
});

/** POST /rproformaform. */
export const ProformaBody = T.Object({
  proforma: ProformaHeaderBody,
  detalles: T.Array(ProformaLineBody, { minItems: 1, maxItems: 500, title: 'Detalles' }),
});
/** POST /aproformaform: an open (or expired) proforma keeps its number; header and lines are replaced. */
export const ProformaUpdateBody = T.Object({
  idproforma: Id('Proforma'),
  proforma: ProformaHeaderBody,
  detalles: T.Array(ProformaLineBody, { minItems: 1, maxItems: 500, title: 'Detalles' }),
});
export const ProformaIdBody = T.Object({ idproforma: Id('Proforma') });
export const ProformaMailBody = T.Object({
  idproforma: Id('Proforma'),
  /** Default: the client's e-mail. */
  correo: Email('Correo'),
  mensaje: NullableText('Mensaje', 1000),
});

export const ProformaRow = T.Object({
  idproforma: T.Integer(),
  idserie: T.Integer(),
  serie: T.String(),
  numero: T.Integer(),
  /** 'PR01-00000012' */
  documento: T.String(),
  fecha: T.String(),
  fecha_validez: T.String(),
  ...ClientColumns,
  idmoneda: T.Integer(),
  moneda: T.String(),
  tipo_cambio: T.String(),
  ...TaxTotalColumns,
  total: T.String(),
  /** Stored: 1 abierta, 2 convertida. */
  estado: T.Integer(),
  /** abierta, convertida or vencida (open past its validity date). */
  situacion: Enum(PROFORMA_STATES.values, 'Estado'),
  /** What it became. */
  idventa: Nullable(T.Integer()),
  venta_documento: Nullable(T.String()),
  idpedido: Nullable(T.Integer()),
  ...MadeByColumns,
  creado: T.String(),
});

const { series: _rowSeries, ...lineRow } = SaleLineRow.properties;
export const ProformaLineRow = T.Object(lineRow);

export const ProformaDetail = T.Object({
  ...ProformaRow.properties,
  cliente_direccion: Nullable(T.String()),
  cliente_email: Nullable(T.String()),
  exportacion: T.String(),
  /** The ISC of its lines (products that pay it, catálogo 08). */
  isc: T.String(),
  descuento_global: T.String(),
  descuentos: T.String(),
  /** The total in words: '... Y 50/100 SOLES'. */
  monto_letras: T.String(),
  forma_pago: Nullable(T.String()),
  tiempo_entrega: Nullable(T.String()),
  condiciones: Nullable(T.String()),
  observaciones: Nullable(T.String()),
  convertido: Nullable(T.String()),
  actualizado: T.String(),
  detalles: T.Array(ProformaLineRow),
  correos: T.Array(DocumentMailRow),
});

export const PROFORMA_SORT = ['fecha', 'numero', 'total', 'cliente', 'fecha_validez'] as const;
/** GET /proforma: pages from 1; idusuario and idsucursal 0 = all (spec 001 section 6). */
export const ProformaListQuery = ListQuery({
  ...Search,
  ...Sort(PROFORMA_SORT),
  ...DateRange,
  idusuario: T.Optional(Int('Usuario', 0, 2147483647)),
  idsucursal: T.Optional(Int('Sucursal', 0, 2147483647)),
  idpersona: IdFilter('Cliente'),
  estado: T.Optional(Enum(PROFORMA_STATES.values, 'Estado')),
});

const PROFORMAS = ['/proformas'];
/** Who reads proformas: the screen, the sale screen (a sale prefilled from one) and the orders screen. */
const READERS = ['/proformas', '/sales', '/orders'];
const ById = T.Object({ id: Id('Proforma') });
const print = (path: string, summary: string) => ({
  method: 'GET' as const,
  path,
  summary,
  menus: READERS,
  record: { owner: PROFORMA_OWNER, field: 'id' },
  params: ById,
  querystring: PrintQuery,
  response: Binary('application/pdf'),
});

export const proformas = {
  endpoints: endpoints('proformas', {
    list: {
      method: 'GET',
      path: '/proforma',
      summary:
        'Proformas paginadas (desde 1; idusuario e idsucursal 0 = todos): fechas, estado (abierta, convertida, vencida), cliente; q busca por serie-número o cliente',
      menus: READERS,
      querystring: ProformaListQuery,
      response: Paged(ProformaRow, ['total'] as const),
    },
    get: {
      method: 'GET',
      path: '/cproforma/:id',
      record: { owner: PROFORMA_OWNER, field: 'id' },
      summary: 'Proforma con sus líneas, lo que llegó a ser y sus correos',
      menus: READERS,
      params: ById,
      response: Envelope(ProformaDetail),
    },
    create: {
      method: 'POST',
      path: '/rproformaform',
      summary: 'Registra una proforma con el número de su serie; importes como los de una venta',
      menus: PROFORMAS,
      body: ProformaBody,
      response: Envelope(ProformaDetail),
    },
    update: {
      method: 'POST',
      path: '/aproformaform',
      record: { owner: PROFORMA_OWNER, field: 'idproforma' },
      summary: 'Actualiza una proforma abierta o vencida (cabecera y líneas); conserva su número',
      menus: PROFORMAS,
      body: ProformaUpdateBody,
      response: Envelope(ProformaDetail),
    },
    remove: {
      method: 'POST',
      path: '/eproforma',
      record: { owner: PROFORMA_OWNER, field: 'idproforma' },
      audit: { accion: 'Elimina una proforma' },
      summary: 'Elimina una proforma que no fue convertida',
      menus: PROFORMAS,
      body: ProformaIdBody,
      response: Done,
    },
    mail: {
      method: 'POST',
      path: '/enviaproformacorreo',
      record: { owner: PROFORMA_OWNER, field: 'idproforma' },
      summary: 'Envía la proforma por correo con su PDF A4 (a la bandeja de salida si no hay SMTP)',
      menus: PROFORMAS,
      body: ProformaMailBody,
      response: Envelope(MailResult),
    },
    ticket: print('/pproforma/:id', 'Proforma en ticket (PDF)'),
    a4: print('/pproformaa4/:id', 'Proforma en A4 (PDF)'),
  }),
};

export type ProformaLineBody = Static<typeof ProformaLineBody>;
export type ProformaHeaderBody = Static<typeof ProformaHeaderBody>;
export type ProformaBody = Static<typeof ProformaBody>;
export type ProformaUpdateBody = Static<typeof ProformaUpdateBody>;
export type ProformaIdBody = Static<typeof ProformaIdBody>;
export type ProformaMailBody = Static<typeof ProformaMailBody>;
export type ProformaRow = Static<typeof ProformaRow>;
export type ProformaLineRow = Static<typeof ProformaLineRow>;
export type ProformaDetail = Static<typeof ProformaDetail>;
export type ProformaListQuery = Static<typeof ProformaListQuery>;
