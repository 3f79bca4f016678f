import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  DateRange,
  Envelope,
  EstadoFilter,
  Id,
  IdFilter,
  Int,
  IsoDate,
  ListQuery,
  Money,
  Nullable,
  NullableMoney,
  NullableText,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { Cost, Quantity, SerialList } from '../inventory/fields.js';
import { InstalmentInput, InstalmentRow } from './credits.js';
import { PURCHASE_OWNER } from './owners.js';

/**
 * Purchases (/buys): the provider's document with its lines. Saving it is one transaction: the
 * purchase, the stock entries at cost in the ledger (in soles: a USD cost × the exchange rate), the
 * serial numbers, and on credit (`tipo_pago_id` 2) the provider credit with its letras.
 */

/** SUNAT tabla 10 types a provider's purchase document may have. */
export const PURCHASE_DOCUMENT_TYPES = [
  { codigo: '01', nombre: 'Factura' },
  { codigo: '03', nombre: 'Boleta de venta' },
  { codigo: '12', nombre: 'Ticket de máquina registradora' },
  { codigo: '02', nombre: 'Recibo por honorarios' },
  { codigo: '00', nombre: 'Nota de venta u otro documento' },
] as const;
export const PURCHASE_DOCUMENT_CODES = PURCHASE_DOCUMENT_TYPES.map((d) => d.codigo);
/** Affectations (catálogo 07) of a purchase line: gravado, exonerado, inafecto. */
export const PURCHASE_AFFECTATIONS = ['10', '20', '30'] as const;
/** tipo_pago_id: 1 contado, 2 crédito (opens a provider credit with letras). */
export const CASH = 1;
export const CREDIT = 2;
export const PEN = 1;
export const USD = 2;

export const PurchaseLineBody = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  cantidad: Quantity('Cantidad'),
  /** Per unit of the line's unit, in the purchase's currency, with IGV when `incluye_igv`. */
  costo_unitario: Cost('Costo unitario'),
  tipo_afectacion: T.Optional(
    T.Unsafe<(typeof PURCHASE_AFFECTATIONS)[number]>({
      type: 'string',
      enum: [...PURCHASE_AFFECTATIONS],
      title: 'Afectación',
    }),
  ),
  /** Discount of the line, before IGV (reduces the taxable base, code 00). */
  descuento: NullableMoney('Descuento'),
  series: SerialList(),
});

/** How the sale prices follow a purchase's costs: precio = costo en soles × (1 + margen %), with IGV when `con_igv`. */
const SalePriceChoice = {
  margen: T.String({ title: 'Margen (%)', maxLength: 7, pattern: '^[0-9]{1,3}(\\.[0-9]{1,2})?$' }),
  con_igv: T.Optional(T.Boolean({ title: 'Precio con IGV' })),
};

const PurchaseHeader = {
  idpersona: Id('Proveedor'),
  tipo_documento: T.Unsafe<string>({ type: 'string', enum: [...PURCHASE_DOCUMENT_CODES], title: 'Tipo de documento' }),
  serie: Text('Serie', 20, { minLength: 1, pattern: '^[A-Za-z0-9]+$' }),
  numero: Int('Número', 1, 99999999),
  fecha: IsoDate('Fecha de emisión'),
  idmoneda: Id('Moneda'),
  /** Soles per dollar; absent on a USD purchase: the rate of the day (or the last one before it). */
  tipo_cambio: T.Optional(
    T.Unsafe<string | null>({
      type: ['string', 'null'],
      title: 'Tipo de cambio',
      maxLength: 10,
      pattern: '^[0-9]{1,4}(\\.[0-9]{1,4})?$',
    }),
  ),
  tipo_pago_id: Int('Tipo de pago', 1, 2),
  idalmacen: Id('Almacén'),
  incluye_igv: T.Optional(T.Boolean({ title: 'Costos con IGV' })),
  observacion: NullableText('Observación', 500),
  /** On credit: the letras (they add up to the total); absent: one letra after the provider's credit days. */
  cuotas: T.Optional(T.Array(InstalmentInput, { minItems: 1, maxItems: 120, title: 'Letras' })),
  items: T.Array(PurchaseLineBody, { minItems: 1, maxItems: 500, title: 'Items' }),
  /** Present: the sale prices of the purchased units follow the new costs, in the purchase's transaction. */
  precios: T.Optional(T.Object(SalePriceChoice, { title: 'Actualizar precios de venta' })),
};
export const PurchaseBody = T.Object(PurchaseHeader);
export const PurchaseUpdateBody = T.Object({ idcompra: Id('Compra'), ...PurchaseHeader });

/** A purchase's estado: registered, or annulled (its stock and credit reversed). */
export const PURCHASE_STATES = stateSet([
  { value: 1, label: 'Registrada', color: 'green' },
  { value: 0, label: 'Anulada', color: 'red' },
]);

export const PurchaseRow = T.Object({
  idcompra: T.Integer(),
  idpersona: T.Integer(),
  proveedor: T.String(),
  numero_documento: T.String(),
  tipo_documento: T.String(),
  tipo_documento_nombre: T.String(),
  serie: T.String(),
  numero: T.Integer(),
  /** 'F001-00000123' */
  documento: T.String(),
  fecha: T.String(),
  idmoneda: T.Integer(),
  moneda: T.String(),
  tipo_cambio: T.String(),
  tipo_pago_id: T.Integer(),
  tipo_pago: T.String(),
  idalmacen: T.Integer(),
  almacen: T.String(),
  incluye_igv: T.Boolean(),
  observacion: Nullable(T.String()),
  gravadas: T.String(),
  exoneradas: T.String(),
  inafectas: T.String(),
  descuentos: T.String(),
  igv: T.String(),
  total: T.String(),
  idcredito: Nullable(T.Integer()),
  saldo_credito: Nullable(T.String()),
  usuario: T.String(),
  /** 1 registrada, 0 anulada. */
  estado: T.Integer(),
  creado: T.String(),
});

export const PurchaseLineRow = T.Object({
  iddetalle: T.Integer(),
  producto_id: T.Integer(),
  codigo_producto: Nullable(T.String()),
  denominacion: T.String(),
  unidad_medida_id: T.Integer(),
  abreviatura: T.String(),
  factor: T.String(),
  cantidad: T.String(),
  cantidad_base: T.String(),
  costo_unitario: T.String(),
  tipo_afectacion: T.String(),
  descuento: T.String(),
  valor_compra: T.String(),
  igv: T.String(),
  importe: T.String(),
  /** What the ledger got per base unit, in soles. */
  costo_soles: T.String(),
  series: T.Array(T.String()),
});
export const PurchaseDetail = T.Object({
  ...PurchaseRow.properties,
  items: T.Array(PurchaseLineRow),
  letras: T.Array(InstalmentRow),
});

/**
 * acompradesdeopciones: updates the sale prices of a saved purchase's units from their new cost
 * (the purchase screen asks within the purchase and sends `precios` with it instead): precio = costo en soles de la unidad × (1 + margen %), plus IGV when
 * `con_igv` (sale prices are shown with IGV). `productos` limits it to some products (all when absent).
 */
export const PriceFromPurchaseBody = T.Object({
  idcompra: Id('Compra'),
  ...SalePriceChoice,
  productos: T.Optional(T.Array(Id('Producto'), { minItems: 1, maxItems: 500, title: 'Productos' })),
});
export const PriceFromPurchaseRow = T.Object({
  producto_id: T.Integer(),
  denominacion: T.String(),
  unidad_medida_id: T.Integer(),
  abreviatura: T.String(),
  costo: T.String(),
  precio_anterior: Nullable(T.String()),
  precio_nuevo: T.String(),
});

export const PURCHASE_SORT = ['fecha', 'numero', 'total'] as const;
export const PurchaseListQuery = ListQuery({
  ...Search,
  ...Sort(PURCHASE_SORT),
  ...DateRange,
  idpersona: IdFilter('Proveedor'),
  tipo_pago_id: T.Optional(Int('Tipo de pago', 1, 2)),
  idmoneda: IdFilter('Moneda'),
  idalmacen: IdFilter('Almacén'),
  estado: EstadoFilter,
});

const BUYS = ['/buys'];
const IdOf = (title: string) => T.Object({ id: Id(title) });

export const purchases = {
  endpoints: endpoints('compras', {
    list: {
      method: 'GET',
      path: '/compra',
      summary:
        'Compras paginadas: rango de fechas, proveedor, tipo de pago, moneda, almacén; q busca por documento o proveedor',
      menus: [...BUYS, '/accounts_payable'],
      querystring: PurchaseListQuery,
      response: Paged(PurchaseRow, ['total'] as const),
    },
    get: {
      method: 'GET',
      path: '/gcompra/:id',
      record: { owner: PURCHASE_OWNER, field: 'id' },
      summary: 'Compra con sus líneas, series y letras',
      menus: [...BUYS, '/accounts_payable'],
      params: IdOf('Compra'),
      response: Envelope(PurchaseDetail),
    },
    create: {
      method: 'POST',
      path: '/rcompra',
      summary:
        'Registra una compra: entradas al kardex al costo, series y, al crédito, el crédito del proveedor con sus letras, en una transacción',
      menus: BUYS,
      body: PurchaseBody,
      response: Envelope(PurchaseDetail),
    },
    update: {
      method: 'POST',
      path: '/acompra',
      record: { owner: PURCHASE_OWNER, field: 'idcompra' },
      summary: 'Actualiza una compra: revierte su stock y aplica las líneas nuevas; rehace su crédito (sin pagos)',
      menus: BUYS,
      body: PurchaseUpdateBody,
      response: Envelope(PurchaseDetail),
    },
    annul: {
      method: 'GET',
      path: '/ecompra/:id',
      record: { owner: PURCHASE_OWNER, field: 'id' },
      changesState: true,
      audit: { accion: 'Anula una compra' },
      summary: 'Anula una compra: revierte su stock y anula su crédito; rechazada si deja stock negativo o hay pagos',
      menus: BUYS,
      params: IdOf('Compra'),
      response: Envelope(PurchaseDetail),
    },
    prices: {
      method: 'POST',
      path: '/acompradesdeopciones',
      record: { owner: PURCHASE_OWNER, field: 'idcompra' },
      summary: 'Actualiza los precios de venta de los productos comprados desde su nuevo costo y un margen',
      menus: BUYS,
      body: PriceFromPurchaseBody,
      response: Envelope(T.Array(PriceFromPurchaseRow)),
    },
  }),
};

export type PurchaseLineBody = Static<typeof PurchaseLineBody>;
export type PurchaseBody = Static<typeof PurchaseBody>;
export type PurchaseUpdateBody = Static<typeof PurchaseUpdateBody>;
export type PurchaseRow = Static<typeof PurchaseRow>;
export type PurchaseLineRow = Static<typeof PurchaseLineRow>;
export type PurchaseDetail = Static<typeof PurchaseDetail>;
export type PurchaseListQuery = Static<typeof PurchaseListQuery>;
export type PriceFromPurchaseBody = Static<typeof PriceFromPurchaseBody>;
export type PriceFromPurchaseRow = Static<typeof PriceFromPurchaseRow>;
