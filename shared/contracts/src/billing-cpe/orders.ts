import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  Bool,
  DateRange,
  Email,
  Enum,
  Envelope,
  Id,
  IdFilter,
  Int,
  IsoDate,
  ListQuery,
  MAX_INT,
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
import { AFECTACIONES_IGV, Cost, Quantity, SerialList } from '../inventory/fields.js';
import { ExchangeRateField, MailResult, SaleLineRow } from './sales.js';
import { ClientColumns, DocumentMailRow, MadeByColumns, TaxTotalColumns } from './document-columns.js';
import { ORDER_OWNER, PROFORMA_OWNER } from './owners.js';

/**
 * Orders (pedidos, /orders): a client's order priced like a sale (the shared tax engine), which
 * reserves its stocked lines in its warehouse (shown as "comprometido" in the kardex, not a ledger
 * output; reservations never exceed the stock less what other orders hold) and its serials. A sale
 * saved with `idpedido` invoices its pending lines (`iddetalle_pedido` per sale line) in the sale's
 * transaction: the quantities invoiced are recorded, their reservation released and the order moves
 * to partly delivered or invoiced. Consumption notes (stock category CS) hang from an order.
 * See docs/orders.md.
 */

/** estado: 1 abierto, 2 parcialmente entregado, 3 facturado, 0 anulado. */
export const ORDER_OPEN = 1;
export const ORDER_PARTIAL = 2;
export const ORDER_INVOICED = 3;
export const ORDER_ANNULLED = 0;
export const ORDER_STATES = stateSet([
  { value: ORDER_OPEN, label: 'Abierto', color: 'blue' },
  { value: ORDER_PARTIAL, label: 'Parcialmente entregado', color: 'gold' },
  { value: ORDER_INVOICED, label: 'Facturado', color: 'green' },
  { value: ORDER_ANNULLED, label: 'Anulado', color: 'red' },
]);
/** Spec 000 section 8 (Orders). */
export const ORDER_ERROR = 'Ocurrió un error inesperado';
export const ORDER_LOAD_ERROR = 'Error inesperado, no se pudo obtener el pedido';
export const ORDER_LINES_ERROR = 'Error inesperado, no se pudo obtener los detalles del pedido';

export const OrderLineBody = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  cantidad: Quantity('Cantidad'),
  /** With IGV, in the order's currency; a consumption-note line may leave it out (the CS price of the warehouse). */
  precio_unitario: T.Optional(Cost('Precio unitario')),
  descuento: NullableMoney('Descuento'),
  tipo_afectacion: T.Optional(Enum(AFECTACIONES_IGV, 'Afectación del IGV')),
  gratuito: T.Optional(Bool('Gratuito')),
  icbper: T.Optional(Bool('ICBPER')),
  descripcion: NullableText('Descripción', 500),
  /** Serial-controlled products: the serials reserved (one per base unit; optional, they may be chosen when invoicing). */
  series: SerialList(),
});

export const OrderHeaderBody = T.Object({
  /** Present: replaces the header and lines of an open order nothing of which was invoiced yet. */
  idpedido: NullableId('Pedido'),
  idpersona: Id('Cliente'),
  fecha: T.Optional(IsoDate('Fecha')),
  fecha_entrega: NullableDate('Fecha de entrega'),
  idmoneda: Id('Moneda'),
  tipo_cambio: ExchangeRateField,
  /** Default: the user's branch default warehouse. */
  idalmacen: NullableId('Almacén'),
  descuento_global: NullableMoney('Descuento global'),
  observaciones: NullableText('Observaciones', 500),
});

/** POST /rcpedido: the order's header and lines (create, or replace while nothing is invoiced). */
export const OrderBody = T.Object({
  pedido: OrderHeaderBody,
  detalles: T.Array(OrderLineBody, { minItems: 1, maxItems: 500, title: 'Detalles' }),
});

/** POST /rdpedido: one line more (optionally on a consumption note: CS products of the order's warehouse). */
export const OrderAddLineBody = T.Object({
  idpedido: Id('Pedido'),
  detalle: OrderLineBody,
  /** Adds the line to this consumption note of the order. */
  pedido_nota_consumo_maestro_id: NullableId('Nota de consumo'),
  /** Opens a new consumption note for the line (its place: a room, a table). */
  nota_consumo: T.Optional(Bool('Nota de consumo')),
  referencia: NullableText('Referencia de la nota de consumo', 120),
});
export const OrderRemoveLineBody = T.Object({ idpedido: Id('Pedido'), iddetalle: Id('Detalle del pedido') });
export const OrderAnnulBody = T.Object({ idpedido: Id('Pedido'), motivo: NullableText('Motivo', 250) });
export const OrderMailBody = T.Object({
  idpedido: Id('Pedido'),
  correo: Email('Correo'),
  mensaje: NullableText('Mensaje', 1000),
});
export const OrderFromProformaBody = T.Object({ idproforma: Id('Proforma') });

export const OrderRow = T.Object({
  idpedido: T.Integer(),
  /** 'PD-00000015' */
  documento: T.String(),
  fecha: T.String(),
  fecha_entrega: Nullable(T.String()),
  ...ClientColumns,
  idmoneda: T.Integer(),
  moneda: T.String(),
  total: T.String(),
  /** What is left to invoice (the pending quantities at their line amounts). */
  pendiente: T.String(),
  estado: T.Integer(),
  estado_nombre: T.String(),
  ...MadeByColumns,
  idalmacen: T.Integer(),
  almacen: T.String(),
  idproforma: Nullable(T.Integer()),
  creado: T.String(),
});

/** A sale's line row (without its base quantity and serials: listed below). */
const { cantidad_base: _base, series: _series, ...pricedLineRow } = SaleLineRow.properties;

export const OrderLineRow = T.Object({
  ...pricedLineRow,
  /** In the line's unit. */
  facturada: T.String(),
  pendiente: T.String(),
  /** Base units still reserved in the order's warehouse. */
  reservado: T.String(),
  control_serie: T.Boolean(),
  series: T.Array(T.String()),
  pedido_nota_consumo_maestro_id: Nullable(T.Integer()),
});

export const OrderInvoiceRow = T.Object({
  idventa: T.Integer(),
  documento: T.String(),
  fecha: T.String(),
  iddetalle: T.Integer(),
  descripcion: T.String(),
  cantidad: T.String(),
  estado_venta: T.Integer(),
  /** When the sale recorded it (Lima). */
  creado: T.String(),
});
export const ConsumptionNoteRow = T.Object({
  pedido_nota_consumo_maestro_id: T.Integer(),
  categoria: T.String(),
  referencia: Nullable(T.String()),
  usuario: T.String(),
  creado: T.String(),
  lineas: T.Integer(),
  total: T.String(),
});

export const OrderDetail = T.Object({
  ...OrderRow.properties,
  tipo_cambio: T.String(),
  cliente_direccion: Nullable(T.String()),
  cliente_email: Nullable(T.String()),
  ...TaxTotalColumns,
  exportacion: T.String(),
  /** The ISC of its lines (products that pay it, catálogo 08). */
  isc: T.String(),
  descuento_global: T.String(),
  descuentos: T.String(),
  monto_letras: T.String(),
  observaciones: Nullable(T.String()),
  motivo_anulacion: Nullable(T.String()),
  detalles: T.Array(OrderLineRow),
  ventas: T.Array(OrderInvoiceRow),
  notas_consumo: T.Array(ConsumptionNoteRow),
  correos: T.Array(DocumentMailRow),
});

export const ORDER_SORT = ['fecha', 'idpedido', 'total', 'cliente'] as const;
/** GET /pedidos/:id — the id is the user (0 = every user, spec 000 section 9 default user and branch 0). */
export const OrderListQuery = ListQuery({
  ...Search,
  ...Sort(ORDER_SORT),
  ...DateRange,
  idsucursal: T.Optional(Int('Sucursal', 0, MAX_INT)),
  estado: T.Optional(Int('Estado del pedido', 0, 3)),
  idpersona: IdFilter('Cliente'),
});

const ORDERS = ['/orders'];
/** The sale screen reads an order to invoice it. */
const READERS = ['/orders', '/sales'];
const ById = (title: string) => T.Object({ id: Id(title) });

export const orders = {
  endpoints: endpoints('pedidos', {
    list: {
      method: 'GET',
      path: '/pedidos/:id',
      summary:
        'Pedidos paginados (desde 1) del usuario {id} (0 = todos): sucursal, estado, cliente, fechas; q busca número o cliente',
      menus: ORDERS,
      params: T.Object({ id: Int('Usuario', 0, MAX_INT) }),
      querystring: OrderListQuery,
      response: Paged(OrderRow, ['total'] as const),
    },
    get: {
      method: 'GET',
      path: '/cpedido/:id',
      record: { owner: ORDER_OWNER, field: 'id' },
      summary: 'Pedido con sus líneas, ventas que lo facturaron, notas de consumo y correos',
      menus: READERS,
      params: ById('Pedido'),
      response: Envelope(OrderDetail),
    },
    lines: {
      method: 'GET',
      path: '/productospedido/:id',
      record: { owner: ORDER_OWNER, field: 'id' },
      summary: 'Líneas del pedido: pedido, facturado, pendiente, reservado y series',
      menus: READERS,
      params: ById('Pedido'),
      response: Envelope(T.Array(OrderLineRow)),
    },
    save: {
      method: 'POST',
      path: '/rcpedido',
      record: { owner: ORDER_OWNER, field: 'pedido/idpedido' },
      summary:
        'Registra un pedido (cabecera y líneas) y reserva su stock; con idpedido reemplaza uno abierto sin facturar',
      description:
        "Sin stock disponible (stock menos lo comprometido por otros pedidos) responde 400 con info 'no_stock' y los productos separados por '|'.",
      menus: ORDERS,
      body: OrderBody,
      response: Envelope(OrderDetail),
    },
    addLine: {
      method: 'POST',
      path: '/rdpedido',
      record: { owner: ORDER_OWNER, field: 'idpedido' },
      summary: 'Agrega una línea al pedido (y la reserva), opcionalmente en una nota de consumo',
      menus: ORDERS,
      body: OrderAddLineBody,
      response: Envelope(OrderDetail),
    },
    removeLine: {
      method: 'POST',
      path: '/eproductopedido',
      record: { owner: ORDER_OWNER, field: 'idpedido' },
      summary: 'Quita una línea no facturada del pedido (libera su reserva y sus series)',
      menus: ORDERS,
      body: OrderRemoveLineBody,
      response: Envelope(OrderDetail),
    },
    annul: {
      method: 'POST',
      path: '/epedido',
      record: { owner: ORDER_OWNER, field: 'idpedido' },
      audit: { accion: 'Anula un pedido', motivo: 'motivo' },
      summary: 'Anula el pedido: libera lo reservado; lo ya facturado queda con sus ventas',
      menus: ORDERS,
      body: OrderAnnulBody,
      response: Envelope(OrderDetail),
    },
    mail: {
      method: 'POST',
      path: '/enviapedidocorreo',
      record: { owner: ORDER_OWNER, field: 'idpedido' },
      summary: 'Envía el pedido por correo con su PDF',
      menus: ORDERS,
      body: OrderMailBody,
      response: Envelope(MailResult),
    },
    fromProforma: {
      method: 'POST',
      path: '/rpedidodeproforma',
      record: { owner: PROFORMA_OWNER, field: 'idproforma' },
      summary:
        'Crea un pedido desde una proforma abierta (sus líneas, precios y cliente) y la marca convertida en ese pedido',
      description:
        "Reserva el stock como rcpedido: sin stock disponible responde 400 con info 'no_stock'. Una proforma convertida o vencida se rechaza.",
      menus: [...ORDERS, '/proformas'],
      body: OrderFromProformaBody,
      response: Envelope(OrderDetail),
    },
    print: {
      method: 'GET',
      path: '/ppedido/:id',
      record: { owner: ORDER_OWNER, field: 'id' },
      summary: 'Pedido (PDF ticket) desde el registro guardado',
      menus: READERS,
      params: ById('Pedido'),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};

export type OrderLineBody = Static<typeof OrderLineBody>;
export type OrderHeaderBody = Static<typeof OrderHeaderBody>;
export type OrderBody = Static<typeof OrderBody>;
export type OrderAddLineBody = Static<typeof OrderAddLineBody>;
export type OrderRemoveLineBody = Static<typeof OrderRemoveLineBody>;
export type OrderAnnulBody = Static<typeof OrderAnnulBody>;
export type OrderMailBody = Static<typeof OrderMailBody>;
export type OrderFromProformaBody = Static<typeof OrderFromProformaBody>;
export type OrderRow = Static<typeof OrderRow>;
export type OrderLineRow = Static<typeof OrderLineRow>;
export type OrderInvoiceRow = Static<typeof OrderInvoiceRow>;
export type ConsumptionNoteRow = Static<typeof ConsumptionNoteRow>;
export type OrderDetail = Static<typeof OrderDetail>;
export type OrderListQuery = Static<typeof OrderListQuery>;
