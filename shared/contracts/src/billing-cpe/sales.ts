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
  Money,
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
import { InstalmentInput, InstalmentRow } from '../purchasing-credits/credits.js';
import {
  ClientColumns,
  CpeStateColumns,
  DocumentMailRow,
  MadeByColumns,
  TaxTotalColumns,
  ExportIscIvapColumns,
  GlobalChargeColumns,
  GlobalChargeFields,
  LineIscColumns,
} from './document-columns.js';
import { SupervisorApproval } from './price-control.js';
import { CREDIT_NOTE_OWNER, ORDER_OWNER, PROFORMA_OWNER, SALE_OWNER } from './owners.js';

/**
 * Sales (/sales, /report_sales): facturas (01), boletas (03) and internal notas de venta (NV).
 * `rfacturacion` saves a sale in ONE transaction: the number of the user's series, the sale and its
 * lines, the stock outputs in the ledger (serials taken), the client credit with its cuotas
 * (`tipo_pago_id` 2), the cash movement in the user's open cash, and the CPE row of a factura or
 * boleta (sent by the engine's worker right after commit). A refusal changes nothing. Totals are
 * computed by the shared tax engine (@trade/money) from the lines: the same figures the XML carries.
 * See docs/sales.md.
 */

/** Voucher types a sale may have: codigo of `comprobante`. */
export const SALE_VOUCHERS = [
  { codigo: '01', nombre: 'Factura' },
  { codigo: '03', nombre: 'Boleta de venta' },
  { codigo: 'NV', nombre: 'Nota de venta' },
] as const;
export const SALE_VOUCHER_CODES = ['01', '03', 'NV'] as const;
export type SaleVoucherCode = (typeof SALE_VOUCHER_CODES)[number];
/** tipo_pago_id: 1 contado, 2 crédito (spec: 2 means credit). */
export const SALE_CASH = 1;
export const SALE_CREDIT = 2;
/** estado_venta: 1 emitida, 0 anulada. */
export const SALE_ISSUED = 1;
export const SALE_ANNULLED = 0;
export const SALE_STATES = stateSet([
  { value: SALE_ISSUED, label: 'Emitida', color: 'green' },
  { value: SALE_ANNULLED, label: 'Anulada', color: 'red' },
]);
/** Dispatch estado of a sale with `aplica_despacho`: pending → dispatched → delivered. */
export const DISPATCH_STATES = stateSet([
  { value: 1, label: 'Pendiente', color: 'orange' },
  { value: 2, label: 'Despachado', color: 'blue' },
  { value: 3, label: 'Entregado', color: 'green' },
]);
/** SUNAT: a boleta above this total (soles) identifies its buyer. */
export const BOLETA_ANONYMOUS_LIMIT = '700.00';
/** revercecpe tipo_documento: 1 sale, 2 credit note (spec section 9). */
export const REVERT_SALE = 1;
export const REVERT_CREDIT_NOTE = 2;
/** The envelope's `info` of a sale refused for lack of stock: `mensaje` lists the items separated by '|'. */
export { NO_STOCK as NO_STOCK_INFO } from '../inventory/movements.js';

/** Every sales screen (who reads sales). */
export const SALES_SCREENS = [
  '/sales',
  '/counter',
  '/report_sales',
  '/dispatches',
  '/manage_cpe',
  '/credit_note',
  '/electronic_guide',
] as const;

export const SaleLineBody = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  cantidad: Quantity('Cantidad'),
  /** Per unit of the line's unit, WITH IGV (ICBPER apart), in the sale's currency. */
  precio_unitario: Cost('Precio unitario'),
  /** Line discount before IGV, an amount of the line (catálogo 53 code 00). */
  descuento: NullableMoney('Descuento'),
  /** Catálogo 07; default 10 (gravado), or the product's own. */
  tipo_afectacion: T.Optional(Enum(AFECTACIONES_IGV, 'Afectación del IGV')),
  /** A free line (transferencia gratuita): priced at its reference value, not charged; code 11-16 / 21 / 31-37 (default 13 for a gravado product, 21 exonerado, 32 inafecto). */
  gratuito: T.Optional(Bool('Gratuito')),
  /** Plastic bag: ICBPER per unit (default: the product's own flag). */
  icbper: T.Optional(Bool('ICBPER')),
  /** The name as printed (default: the product's denominación). */
  descripcion: NullableText('Descripción', 500),
  /** Serial-controlled products: one serial per base unit sold. */
  series: SerialList(),
  /** Orders: the order line this sale line invoices (the sale's `idpedido`). */
  iddetalle_pedido: NullableId('Detalle del pedido'),
});

/** A payment form of a cash sale; the sum may exceed the total (cash) and the difference is the change. */
export const SalePaymentBody = T.Object({
  idformapago: Id('Forma de pago'),
  monto: Money('Monto'),
  referencia: NullableText('Referencia', 60),
  idcuentabancaria: NullableId('Cuenta bancaria'),
});

export const DetraccionBody = T.Object({
  /** Catálogo 54, e.g. '037' (demás servicios gravados con el IGV). */
  codigo: T.String({ title: 'Código de detracción', maxLength: 3, pattern: '^[0-9]{3}$' }),
  porcentaje: T.String({ title: 'Porcentaje de detracción', maxLength: 6, pattern: '^[0-9]{1,2}(\\.[0-9]{1,2})?$' }),
  /** Banco de la Nación account; default the company's (company settings). */
  cuenta: NullableText('Cuenta de detracciones', 30),
});

/** Soles per dollar as typed on a document in USD (absent: the rate of the day, preciodollar). */
export const ExchangeRateField = T.Optional(
  T.Unsafe<string | null>({
    type: ['string', 'null'],
    title: 'Tipo de cambio',
    maxLength: 10,
    pattern: '^[0-9]{1,4}(\\.[0-9]{1,4})?$',
  }),
);

export const SaleHeaderBody = T.Object({
  /** One of the user's active series of the voucher type (seriexcomprobante/{idUser}/{idVoucher}). */
  idserie: Id('Serie'),
  /** Default: today (Lima). */
  fecha: T.Optional(IsoDate('Fecha de emisión')),
  fecha_vencimiento: NullableDate('Fecha de vencimiento'),
  /** Default: CLIENTES VARIOS (boletas up to S/ 700 and notas de venta). A factura needs a RUC client. */
  idpersona: NullableId('Cliente'),
  idmoneda: Id('Moneda'),
  /** Soles per dollar; absent on a USD sale: the rate of the day (preciodollar). */
  tipo_cambio: ExchangeRateField,
  tipo_pago_id: Int('Tipo de pago', 1, 2),
  /** Default: the branch's default warehouse. */
  idalmacen: NullableId('Almacén'),
  idcanal: NullableId('Canal de venta'),
  /** Global discount before IGV (catálogo 53 code 02), an amount. */
  descuento_global: NullableMoney('Descuento global'),
  ...GlobalChargeFields,
  observaciones: NullableText('Observaciones', 500),
  /** The client's purchase order, printed and sent (cac:OrderReference); SUNAT observes (4233, never refuses) anything but letters and digits. */
  orden_compra: NullableText('Orden de compra', 20),
  aplica_despacho: T.Optional(Bool('Aplica despacho')),
  direccion_entrega: NullableText('Dirección de entrega', 250),
  detraccion: T.Optional(T.Union([DetraccionBody, T.Null()])),
  /** Print flags: the screen opens the A4 and/or the ticket after saving (a credit sale answers credit data instead). */
  a4: T.Optional(Bool('Imprimir A4')),
  ticket: T.Optional(Bool('Imprimir ticket')),
  /** The proforma this sale comes from: it becomes converted (with this sale) in the sale's transaction. */
  idproforma: NullableId('Proforma'),
  /** Orders: the order this sale invoices (its lines name the order lines, `iddetalle_pedido`). */
  idpedido: NullableId('Pedido'),
});

/**
 * POST /rfacturacion. Cash (1): `pagos` add up to at least the total (absent: the total in cash,
 * the first cash payment form). Credit (2): `cuotas` add up to the net payable (total − detracción);
 * absent: one cuota after the client's credit days.
 */
export const SaleBody = T.Object({
  facturacion: SaleHeaderBody,
  detalles: T.Array(SaleLineBody, { minItems: 1, maxItems: 500, title: 'Detalles' }),
  pagos: T.Optional(T.Array(SalePaymentBody, { maxItems: 10, title: 'Pagos' })),
  cuotas: T.Optional(T.Array(InstalmentInput, { minItems: 1, maxItems: 120, title: 'Cuotas' })),
  /** A supervisor's approval of the lines beyond the price control (price-control.ts). */
  aprobacion: T.Optional(SupervisorApproval),
});

/**
 * POST /afacturacion: only what SUNAT allows after issuing (nothing fiscal once a CPE exists: that
 * needs a credit note). A nota de venta may also change its client.
 */
export const SaleUpdateBody = T.Object({
  idventa: Id('Venta'),
  observaciones: NullableText('Observaciones', 500),
  idcanal: NullableId('Canal de venta'),
  direccion_entrega: NullableText('Dirección de entrega', 250),
  /** Notas de venta only. */
  idpersona: NullableId('Cliente'),
});

/** POST /cfacturacion: estado_venta 0 annuls a nota de venta (stock, cash and credit reversed). Facturas and boletas are voided through SUNAT (/manage_cpe). */
export const SaleStateBody = T.Object({
  idventa: Id('Venta'),
  estado_venta: Int('Estado de la venta', 0, 1),
  motivo: NullableText('Motivo', 250),
});

export const SaleIdBody = T.Object({ idventa: Id('Venta') });
/** POST /revercecpe: 1 sale, 2 credit note (served by the credit notes part). */
export const RevertCpeBody = T.Object({
  id: Id('Documento'),
  tipo_documento: Int('Tipo de documento', 1, 2),
  motivo: NullableText('Motivo', 250),
});
export const SaleMailBody = T.Object({
  idventa: Id('Venta'),
  /** Default: the client's e-mail. */
  correo: Email('Correo'),
  mensaje: NullableText('Mensaje', 1000),
});

/** The sale's electronic document as the screens show it (null fields until the engine fills them). */
export const SaleCpe = T.Object({
  id: T.Integer(),
  nombre: T.String(),
  /** generado, firmado, en_cola, enviando, enviado, aceptado, observado, rechazado, anulado, invalido, error */
  estado: T.String(),
  hash: Nullable(T.String()),
  codigo_respuesta: Nullable(T.Integer()),
  descripcion_respuesta: Nullable(T.String()),
  observaciones: T.Array(T.String()),
  intentos: T.Integer(),
  ultimo_error: Nullable(T.String()),
  final: T.Boolean(),
  actualizado: T.String(),
  /** A boleta (or its note) in summary mode: it reaches SUNAT only in the day's resumen diario, never sent alone. */
  resumen: T.Optional(T.Boolean()),
});

export const SaleRow = T.Object({
  idventa: T.Integer(),
  /** The same id under the name of spec 000. */
  facturacion_id: T.Integer(),
  fecha: T.String(),
  codigo_comprobante: T.String(),
  comprobante: T.String(),
  idserie: T.Integer(),
  serie: T.String(),
  numero: T.Integer(),
  /** 'F001-00000123' */
  documento: T.String(),
  ...ClientColumns,
  idmoneda: T.Integer(),
  moneda: T.String(),
  tipo_cambio: T.String(),
  tipo_pago_id: T.Integer(),
  tipo_pago: T.String(),
  ...TaxTotalColumns,
  total: T.String(),
  estado_venta: T.Integer(),
  aplica_despacho: T.Boolean(),
  despacho_estado: Nullable(T.Integer()),
  con_series: T.Boolean(),
  ...MadeByColumns,
  ...CpeStateColumns,
  creado: T.String(),
});

export const SaleLineRow = T.Object({
  iddetalle: T.Integer(),
  item: T.Integer(),
  producto_id: T.Integer(),
  codigo_producto: Nullable(T.String()),
  descripcion: T.String(),
  unidad_medida_id: T.Integer(),
  abreviatura: T.String(),
  codigo_sunat: T.String(),
  factor: T.String(),
  cantidad: T.String(),
  cantidad_base: T.String(),
  precio_unitario: T.String(),
  valor_unitario: T.String(),
  descuento: T.String(),
  tipo_afectacion: T.String(),
  gratuito: T.Boolean(),
  icbper: T.Boolean(),
  monto_icbper: T.String(),
  ...LineIscColumns,
  valor_venta: T.String(),
  igv: T.String(),
  importe: T.String(),
  series: T.Array(T.String()),
});

export const SalePaymentRow = T.Object({
  idventapago: T.Integer(),
  idformapago: T.Integer(),
  formapago: T.String(),
  monto: T.String(),
  referencia: Nullable(T.String()),
  idcuentabancaria: Nullable(T.Integer()),
});

export const SaleDetail = T.Object({
  ...SaleRow.properties,
  fecha_vencimiento: Nullable(T.String()),
  idalmacen: T.Integer(),
  almacen: T.String(),
  cliente_direccion: Nullable(T.String()),
  cliente_email: Nullable(T.String()),
  ...ExportIscIvapColumns,
  descuento_global: T.String(),
  descuentos: T.String(),
  ...GlobalChargeColumns,
  pagado: T.String(),
  vuelto: T.String(),
  /** The total in words: '... Y 50/100 SOLES'. */
  monto_letras: T.String(),
  detraccion: T.Boolean(),
  detraccion_codigo: Nullable(T.String()),
  detraccion_porcentaje: Nullable(T.String()),
  detraccion_monto: Nullable(T.String()),
  detraccion_cuenta: Nullable(T.String()),
  observaciones: Nullable(T.String()),
  direccion_entrega: Nullable(T.String()),
  idcanal: Nullable(T.Integer()),
  a4: T.Boolean(),
  ticket: T.Boolean(),
  idcredito: Nullable(T.Integer()),
  saldo_credito: Nullable(T.String()),
  idapertura: Nullable(T.Integer()),
  motivo_anulacion: Nullable(T.String()),
  /** Price control: the supervisor who approved (name), when, and what (one line per exception). */
  aprobado_por: Nullable(T.String()),
  aprobado: Nullable(T.String()),
  aprobacion: Nullable(T.String()),
  detalles: T.Array(SaleLineRow),
  pagos: T.Array(SalePaymentRow),
  cuotas: T.Array(InstalmentRow),
  cpe: Nullable(SaleCpe),
  correos: T.Array(DocumentMailRow),
});

export const SALE_SORT = ['fecha', 'numero', 'total', 'cliente'] as const;
/** GET /facturacion: pages from 1; idusuario and idsucursal 0 = all. */
export const SaleListQuery = ListQuery({
  ...Search,
  ...Sort(SALE_SORT),
  ...DateRange,
  idusuario: T.Optional(Int('Usuario', 0, 2147483647)),
  idsucursal: T.Optional(Int('Sucursal', 0, 2147483647)),
  codigo_comprobante: T.Optional(Enum(SALE_VOUCHER_CODES, 'Tipo de comprobante')),
  idpersona: IdFilter('Cliente'),
  tipo_pago_id: T.Optional(Int('Tipo de pago', 1, 2)),
  estado_venta: T.Optional(Int('Estado de la venta', 0, 1)),
  /** The CPE's engine state (aceptado, rechazado, …); 'sin_cpe' for notas de venta. */
  cpe_estado: T.Optional(T.String({ title: 'Estado SUNAT', maxLength: 20, pattern: '^[a-z_]+$' })),
});

/** POST /reporte_ventas: the register of sales over a date range. */
export const SalesReportBody = T.Object({
  desde: IsoDate('Desde'),
  hasta: IsoDate('Hasta'),
  idusuario: T.Optional(Int('Usuario', 0, 2147483647)),
  idsucursal: T.Optional(Int('Sucursal', 0, 2147483647)),
  codigo_comprobante: T.Optional(Enum(SALE_VOUCHER_CODES, 'Tipo de comprobante')),
  idformapago: IdFilter('Forma de pago'),
  tipo_pago_id: T.Optional(Int('Tipo de pago', 1, 2)),
  idpersona: IdFilter('Cliente'),
  /** Default: issued sales only; true also lists the annulled ones (amounts not added). */
  incluir_anuladas: T.Optional(Bool('Incluir anuladas')),
});

/**
 * One row of the register (SUNAT's Registro de Ventas, PLE 14.1): a sale, or a credit or debit note with
 * the document it modifies. Amounts in the document's currency, a credit note's negative;
 * `total_soles` × tipo_cambio.
 */
export const SalesReportRow = T.Object({
  /** 'venta', 'nota_credito' or 'nota_debito'. */
  origen: T.String(),
  /** The sale (a note's: the sale it modifies). */
  idventa: T.Integer(),
  idnota: Nullable(T.Integer()),
  fecha: T.String(),
  codigo_comprobante: T.String(),
  comprobante: T.String(),
  serie: T.String(),
  numero: T.Integer(),
  documento: T.String(),
  cliente_tipo_documento: T.String(),
  cliente_documento: T.String(),
  cliente: T.String(),
  moneda: T.String(),
  tipo_cambio: T.String(),
  ...TaxTotalColumns,
  ...ExportIscIvapColumns,
  /** Global charges outside the IGV base (46, 50). */
  cargo: T.String(),
  total: T.String(),
  total_soles: T.String(),
  /** A note: the document it modifies (catálogo 01 code, 'F001-00000012', its date). */
  modificado_codigo: Nullable(T.String()),
  modificado_documento: Nullable(T.String()),
  modificado_fecha: Nullable(T.String()),
  tipo_pago: T.String(),
  formas_pago: T.String(),
  usuario: T.String(),
  estado_venta: T.Integer(),
  estado: T.String(),
  cpe_estado: Nullable(T.String()),
});
/** Totals in soles (amounts × tipo_cambio) of the issued sales, net of their issued credit and debit notes. */
export const SalesReportTotals = T.Object({
  ventas: T.Integer(),
  notas: T.Integer(),
  ...TaxTotalColumns,
  ...ExportIscIvapColumns,
  cargo: T.String(),
  total: T.String(),
});
export const SalesReport = T.Object({
  filas: T.Array(SalesReportRow),
  totales: SalesReportTotals,
  /** Cash received by payment form (soles; change deducted from cash) and credit sales. */
  por_forma_pago: T.Array(T.Object({ idformapago: Nullable(T.Integer()), nombre: T.String(), monto: T.String() })),
  por_comprobante: T.Array(
    T.Object({ codigo_comprobante: T.String(), comprobante: T.String(), ventas: T.Integer(), total: T.String() }),
  ),
});
/** GET /pleventas: the register in SUNAT's PLE 14.1 layout (Registro de Ventas e Ingresos), the report's filters. */
export const SalesPleQuery = T.Object({ ...SalesReportBody.properties, ...PrintQuery.properties });
/** GET /pdfreporteventas: the same filters as a query string. */
export const SalesReportQuery = T.Object({ ...SalesReportBody.properties, ...PrintQuery.properties });

/** GET /ventasdespachar: sales to dispatch, by dispatch estado (default 1 pendiente). */
export const DispatchListQuery = ListQuery({
  ...Search,
  ...DateRange,
  estado: T.Optional(Int('Estado del despacho', 1, 3)),
  idsucursal: T.Optional(Int('Sucursal', 0, 2147483647)),
});
export const DispatchRow = T.Object({
  ...SaleRow.properties,
  direccion_entrega: Nullable(T.String()),
  cliente_direccion: Nullable(T.String()),
  /** Last dispatch step: when and who. */
  despacho_fecha: Nullable(T.String()),
  despacho_usuario: Nullable(T.String()),
  despacho_observacion: Nullable(T.String()),
});
/** POST /uventadespacho: moves a dispatch forward (1 → 2 → 3) or back one step. */
export const DispatchUpdateBody = T.Object({
  idventa: Id('Venta'),
  estado: Int('Estado del despacho', 1, 3),
  observacion: NullableText('Observación', 250),
});

export const MailResult = T.Object({
  idcorreo: T.Integer(),
  para: T.String(),
  estado: T.String(),
  detalle: Nullable(T.String()),
  adjuntos: T.Array(T.String()),
});

const SALES = ['/sales'];
const READERS = [...SALES_SCREENS];
const ById = T.Object({ id: Id('Venta') });
const print = (path: string, summary: string) => ({
  method: 'GET' as const,
  path,
  summary,
  menus: READERS,
  record: { owner: SALE_OWNER, field: 'id' },
  params: ById,
  querystring: PrintQuery,
  response: Binary('application/pdf'),
});

export const sales = {
  endpoints: endpoints('ventas', {
    list: {
      method: 'GET',
      path: '/facturacion',
      summary:
        'Ventas paginadas (desde 1; idusuario e idsucursal 0 = todos): fechas, comprobante, cliente, estado SUNAT; q busca por serie-número o cliente',
      menus: READERS,
      querystring: SaleListQuery,
      response: Paged(SaleRow, ['total'] as const),
    },
    lines: {
      method: 'GET',
      path: '/facturadetalle/:id',
      record: { owner: SALE_OWNER, field: 'id' },
      summary: 'Líneas de una venta con sus series',
      menus: READERS,
      params: ById,
      response: Envelope(T.Array(SaleLineRow)),
    },
    get: {
      method: 'GET',
      path: '/consultaventa/:id',
      record: { owner: SALE_OWNER, field: 'id' },
      summary: 'Venta con sus líneas, pagos, cuotas, CPE y correos',
      menus: READERS,
      params: ById,
      response: Envelope(SaleDetail),
    },
    create: {
      method: 'POST',
      path: '/rfacturacion',
      record: [
        { owner: PROFORMA_OWNER, field: 'facturacion/idproforma' },
        { owner: ORDER_OWNER, field: 'facturacion/idpedido' },
      ],
      summary:
        'Registra una venta en una transacción: número de la serie, líneas, salidas de stock y series, crédito con cuotas o caja, y el CPE en cola',
      description:
        "Sin stock suficiente responde 400 con info 'no_stock' y un mensaje con los productos separados por '|'.",
      // The counter (punto de venta) saves through the same call.
      menus: [...SALES, '/counter'],
      body: SaleBody,
      response: Envelope(SaleDetail),
    },
    update: {
      method: 'POST',
      path: '/afacturacion',
      record: { owner: SALE_OWNER, field: 'idventa' },
      summary: 'Actualiza los datos no tributarios de una venta (observaciones, canal, dirección de entrega)',
      menus: SALES,
      body: SaleUpdateBody,
      response: Envelope(SaleDetail),
    },
    state: {
      method: 'POST',
      path: '/cfacturacion',
      record: { owner: SALE_OWNER, field: 'idventa' },
      audit: { accion: 'Anula una venta', motivo: 'motivo' },
      summary:
        'Anula una nota de venta (devuelve su stock, revierte caja y crédito); las facturas y boletas se anulan ante SUNAT',
      menus: SALES,
      body: SaleStateBody,
      response: Envelope(SaleDetail),
    },
    report: {
      method: 'POST',
      path: '/reporte_ventas',
      summary: 'Registro de ventas: totales por tipo de IGV, por forma de pago y por comprobante',
      menus: ['/report_sales', ...SALES],
      body: SalesReportBody,
      response: Envelope(SalesReport),
    },
    reportPdf: {
      method: 'GET',
      path: '/pdfreporteventas',
      summary: 'Registro de ventas en PDF (mismos filtros que reporte_ventas)',
      menus: ['/report_sales', ...SALES],
      querystring: SalesReportQuery,
      response: Binary('application/pdf'),
    },
    reportPle: {
      method: 'GET',
      path: '/pleventas',
      summary: 'Registro de ventas en el formato del PLE 14.1 (texto con "|"), mismos filtros que reporte_ventas',
      menus: ['/report_sales', ...SALES],
      querystring: SalesPleQuery,
      response: Binary('text/plain'),
    },
    dispatches: {
      method: 'GET',
      path: '/ventasdespachar',
      summary: 'Ventas por despachar, por estado de despacho (1 pendiente por defecto, 2 despachado, 3 entregado)',
      menus: ['/dispatches', ...SALES],
      querystring: DispatchListQuery,
      response: Paged(DispatchRow),
    },
    dispatch: {
      method: 'POST',
      path: '/uventadespacho',
      record: { owner: SALE_OWNER, field: 'idventa' },
      summary: 'Cambia el estado del despacho de una venta',
      menus: ['/dispatches'],
      body: DispatchUpdateBody,
      response: Envelope(DispatchRow),
    },
    generate: {
      method: 'POST',
      path: '/generaventa',
      record: { owner: SALE_OWNER, field: 'idventa' },
      summary: 'Genera (o regenera) el XML del CPE de la venta',
      menus: [...SALES, '/manage_cpe'],
      body: SaleIdBody,
      response: Envelope(SaleCpe),
    },
    sign: {
      method: 'POST',
      path: '/firmaventa',
      record: { owner: SALE_OWNER, field: 'idventa' },
      summary: 'Firma el CPE de la venta (idempotente)',
      menus: [...SALES, '/manage_cpe'],
      body: SaleIdBody,
      response: Envelope(SaleCpe),
    },
    send: {
      method: 'POST',
      path: '/enviaventa',
      record: { owner: SALE_OWNER, field: 'idventa' },
      summary: 'Envía el CPE de la venta a SUNAT (lo pone en cola y despierta al emisor; idempotente)',
      menus: [...SALES, '/manage_cpe'],
      body: SaleIdBody,
      response: Envelope(SaleCpe),
    },
    revert: {
      method: 'POST',
      path: '/revercecpe',
      record: [
        { owner: SALE_OWNER, field: 'id', when: { tipo_documento: 1 } },
        { owner: CREDIT_NOTE_OWNER, field: 'id', when: { tipo_documento: 2 } },
      ],
      audit: { accion: 'Revierte un comprobante electrónico', motivo: 'motivo' },
      summary:
        'Revierte un CPE rechazado o no enviado para corregirlo y regenerarlo con el mismo número; uno aceptado solo se anula',
      menus: ['/manage_cpe', ...SALES, '/credit_note'],
      body: RevertCpeBody,
      response: Envelope(SaleCpe),
    },
    mail: {
      method: 'POST',
      path: '/enviaventacorreo',
      record: { owner: SALE_OWNER, field: 'idventa' },
      summary: 'Envía la venta por correo: PDF, XML y CDR si fue aceptada',
      menus: [...SALES, '/manage_cpe'],
      body: SaleMailBody,
      response: Envelope(MailResult),
    },
    ticket: print('/ticketventa/:id', 'Ticket de la venta (PDF, con QR y hash una vez firmada)'),
    a4: print('/pdfventaa4/:id', 'Venta en A4 (PDF, con QR y hash una vez firmada)'),
  }),
};

export type SaleLineBody = Static<typeof SaleLineBody>;
export type SalePaymentBody = Static<typeof SalePaymentBody>;
export type SaleHeaderBody = Static<typeof SaleHeaderBody>;
export type SaleBody = Static<typeof SaleBody>;
export type SaleUpdateBody = Static<typeof SaleUpdateBody>;
export type SaleStateBody = Static<typeof SaleStateBody>;
export type SaleIdBody = Static<typeof SaleIdBody>;
export type RevertCpeBody = Static<typeof RevertCpeBody>;
export type SaleMailBody = Static<typeof SaleMailBody>;
export type SaleCpe = Static<typeof SaleCpe>;
export type SaleRow = Static<typeof SaleRow>;
export type SaleLineRow = Static<typeof SaleLineRow>;
export type SalePaymentRow = Static<typeof SalePaymentRow>;
export type SaleDetail = Static<typeof SaleDetail>;
export type SaleListQuery = Static<typeof SaleListQuery>;
export type SalesReportBody = Static<typeof SalesReportBody>;
export type SalesReportRow = Static<typeof SalesReportRow>;
export type SalesReport = Static<typeof SalesReport>;
export type SalesReportQuery = Static<typeof SalesReportQuery>;
export type SalesPleQuery = Static<typeof SalesPleQuery>;
export type DispatchListQuery = Static<typeof DispatchListQuery>;
export type DispatchRow = Static<typeof DispatchRow>;
export type DispatchUpdateBody = Static<typeof DispatchUpdateBody>;
export type MailResult = Static<typeof MailResult>;
