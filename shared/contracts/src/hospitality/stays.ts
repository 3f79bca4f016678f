import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  Done,
  Envelope,
  Id,
  Int,
  Money,
  Nullable,
  NullableId,
  NullableMoney,
  NullableText,
  PrintQuery,
  Search,
  endpoints,
} from '../kit/index.js';
import { Quantity } from '../inventory/fields.js';
import { STAY_EXTRA_OWNER, STAY_OWNER, STAY_PAYMENT_OWNER } from './owners.js';

/** A payment on account of a stay; `idventa` once the check-out's sale applied it. */
export const StayPaymentRow = T.Object({
  pago_id: T.Integer(),
  reserva_estancia_id: T.Integer(),
  idformapago: T.Integer(),
  formapago: T.String(),
  monto: T.String(),
  referencia: Nullable(T.String()),
  fecha: T.String(),
  usuario: T.String(),
  idventa: Nullable(T.Integer()),
});
export const StayPaymentBody = T.Object({
  reserva_estancia_id: Id('Estancia'),
  idformapago: Id('Forma de pago'),
  monto: Money('Monto'),
  referencia: NullableText('Referencia', 60),
});

/** A product charged to the room. */
export const StayExtraRow = T.Object({
  idextra: T.Integer(),
  reserva_estancia_id: T.Integer(),
  producto_id: T.Integer(),
  descripcion: T.String(),
  unidad_medida_id: T.Integer(),
  unidad: T.String(),
  cantidad: T.String(),
  precio_unitario: T.String(),
  importe: T.String(),
  fecha: T.String(),
});
export const StayExtraBody = T.Object({
  reserva_estancia_id: Id('Estancia'),
  producto_id: Id('Producto'),
  cantidad: Quantity('Cantidad'),
  /** Null: the product's sale price in its base unit. */
  precio_unitario: NullableMoney('Precio unitario'),
});
/** A product that can be charged to a room, with its price and the stock of the branch's warehouse. */
export const ChargeableProductRow = T.Object({
  producto_id: T.Integer(),
  codigo: Nullable(T.String()),
  denominacion: T.String(),
  unidad: T.String(),
  precio: Nullable(T.String()),
  servicio: T.Boolean(),
  stock: Nullable(T.String()),
});
/** Searched as typed (`q`); the first `pageSize` products by name (a lookup's page; 50 by default). */
export const ChargeableProductQuery = T.Object({
  ...Search,
  page: T.Optional(Int('Página', 1, 1)),
  pageSize: T.Optional(Int('Tamaño de página', 1, 100)),
  idsucursal: T.Optional(Id('Sucursal')),
});

/** What a check-out sells and what is left to pay: nights + late check-out + extras + consumption notes − payments. */
export const StayAccount = T.Object({
  reserva_estancia_id: T.Integer(),
  noches: T.Integer(),
  hospedaje: T.String(),
  extras: T.String(),
  /** Consumption notes of orders charged to the stay (restaurant, bar): still to invoice, or invoiced by its check-out. */
  notas: T.String(),
  pagos: T.String(),
  saldo: T.String(),
  idventa: Nullable(T.Integer()),
  documento: Nullable(T.String()),
  /** A lodged stay's booking's other lodged stays (rooms): they may check out in the same document. */
  otras_habitaciones: T.Array(T.Integer()),
});
export const CheckInBody = T.Object({ reserva_estancia_id: Id('Estancia') });
export const CheckOutBody = T.Object({
  reserva_estancia_id: Id('Estancia'),
  /** A factura or boleta series of the user, of the stay's branch. */
  idserie: Id('Serie'),
  /** Who the document is for (a factura needs a client with RUC); null: clientes varios (a boleta under S/ 700). */
  idpersona: NullableId('Cliente'),
  /** How the balance is paid (cash by default). */
  idformapago: NullableId('Forma de pago'),
  /** Late check-out charge, added as its own line. */
  cargo_salida_tardia: NullableMoney('Cargo por salida tardía'),
  /** Other lodged stays (rooms) of the same booking checked out in the same document. */
  estancias: T.Optional(T.Array(Id('Estancia'), { maxItems: 20, title: 'Otras habitaciones de la reserva' })),
  /** A tourist package sold with the stay: one line at the package's price (packages.ts). */
  idpaquete: T.Optional(NullableId('Paquete turístico')),
  /**
   * Issue it as an export (operation 0202, lodging of a non-domiciled foreigner; 0205 for a
   * package): the main guest's passport, countries and entry date must hold, or it is refused.
   */
  exportacion: T.Optional(T.Boolean({ title: 'Exportación de servicios' })),
});

const WRITERS = ['/grid'] as const;
const stay = (field: string) => ({ record: { owner: STAY_OWNER, field } });

/** A stay's money and its check-in and check-out (spec 001 §7 Bookings). */
export const stayAccounts = {
  endpoints: endpoints('reservas', {
    payments: {
      method: 'GET',
      path: '/gpagos/:id',
      summary: 'Pagos a cuenta de una estancia',
      menus: WRITERS,
      ...stay('id'),
      params: T.Object({ id: Id('Estancia') }),
      response: Envelope(T.Array(StayPaymentRow)),
    },
    pay: {
      method: 'POST',
      path: '/rpagos',
      summary: 'Registra un pago a cuenta de la estancia en la caja abierta del usuario',
      menus: WRITERS,
      ...stay('reserva_estancia_id'),
      body: StayPaymentBody,
      response: Envelope(T.Array(StayPaymentRow)),
    },
    removePayment: {
      method: 'POST',
      path: '/dpagos',
      summary: 'Elimina un pago a cuenta aún no aplicado: su movimiento de caja se revierte',
      menus: WRITERS,
      record: { owner: STAY_PAYMENT_OWNER, field: 'pago_id' },
      audit: { accion: 'Elimina un pago a cuenta de una estancia' },
      body: T.Object({ pago_id: Id('Pago') }),
      response: Done,
    },
    extras: {
      method: 'GET',
      path: '/gextrasel/:id',
      summary: 'Consumos y extras cargados a la habitación de una estancia',
      menus: WRITERS,
      ...stay('id'),
      params: T.Object({ id: Id('Estancia') }),
      response: Envelope(T.Array(StayExtraRow)),
    },
    products: {
      method: 'GET',
      path: '/gprode',
      summary: 'Productos que se pueden cargar a una habitación, con su precio y stock',
      // The tourist packages' form picks what a package includes from the same list.
      menus: [...WRITERS, '/tourist-packages'],
      querystring: ChargeableProductQuery,
      response: Envelope(T.Array(ChargeableProductRow)),
    },
    charge: {
      method: 'POST',
      path: '/rextrasel',
      summary: 'Carga un producto a la habitación: su stock sale del almacén de la sucursal',
      menus: WRITERS,
      ...stay('reserva_estancia_id'),
      body: StayExtraBody,
      response: Envelope(T.Array(StayExtraRow)),
    },
    removeCharge: {
      method: 'POST',
      path: '/dextrasel',
      summary: 'Quita un consumo de la habitación: su stock vuelve al almacén',
      menus: WRITERS,
      record: { owner: STAY_EXTRA_OWNER, field: 'idextra' },
      audit: { accion: 'Quita un consumo de una estancia' },
      body: T.Object({ idextra: Id('Consumo') }),
      response: Done,
    },
    account: {
      method: 'GET',
      path: '/gcuentaestancia/:id',
      summary: 'Cuenta de una estancia: noches, extras, pagos a cuenta y saldo',
      menus: WRITERS,
      ...stay('id'),
      params: T.Object({ id: Id('Estancia') }),
      response: Envelope(StayAccount),
    },
    checkIn: {
      method: 'POST',
      path: '/checkin',
      summary: 'Check-in: la estancia queda hospedada y la habitación ocupada',
      menus: WRITERS,
      ...stay('reserva_estancia_id'),
      body: CheckInBody,
      response: Envelope(StayAccount),
    },
    checkOut: {
      method: 'POST',
      path: '/checkout',
      summary: 'Check-out: emite la factura o boleta de la estancia y la habitación pasa a limpieza',
      menus: WRITERS,
      ...stay('reserva_estancia_id'),
      body: CheckOutBody,
      response: Envelope(StayAccount),
    },
    ticket: {
      method: 'GET',
      path: '/pdfcheckout/:id',
      summary: 'Comprobante del check-out de una estancia (PDF, ticket)',
      menus: WRITERS,
      ...stay('id'),
      params: T.Object({ id: Id('Estancia') }),
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};
export type StayPaymentRow = Static<typeof StayPaymentRow>;
export type StayPaymentBody = Static<typeof StayPaymentBody>;
export type StayExtraRow = Static<typeof StayExtraRow>;
export type StayExtraBody = Static<typeof StayExtraBody>;
export type ChargeableProductRow = Static<typeof ChargeableProductRow>;
export type ChargeableProductQuery = Static<typeof ChargeableProductQuery>;
export type StayAccount = Static<typeof StayAccount>;
export type CheckOutBody = Static<typeof CheckOutBody>;
