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
  Money,
  NullableDate,
  NullableId,
  NullableText,
  Nullable,
  Paged,
  PrintQuery,
  Search,
  Sort,
  Text,
  endpoints,
  stateSet,
} from '../kit/index.js';
import { Quantity } from '../inventory/fields.js';
import { NullableInt } from './fields.js';
import { SERVICE_LINE_OWNER, SERVICE_ORDER_OWNER } from './owners.js';

/**
 * Service orders: a vehicle received for work, with labour lines (service products) and parts
 * lines (goods: they leave the order's warehouse through the stock ledger when registered, and
 * come back when the line is annulled or removed, or the order annulled or deleted). An order takes
 * pending requirements of its vehicle (they become 'En orden') and attends them when it is
 * finished ('Atendido').
 */
export const SERVICE_ORDER_STATES = stateSet([
  { value: 1, label: 'Registrada', color: 'gold' },
  { value: 2, label: 'En proceso', color: 'blue' },
  { value: 3, label: 'Terminada', color: 'green' },
  { value: 0, label: 'Anulada', color: 'red' },
]);
/** A line's state: pending, done, or annulled (out of the total; a part's stock comes back). */
export const SERVICE_LINE_STATES = stateSet([
  { value: 1, label: 'Pendiente', color: 'gold' },
  { value: 2, label: 'Realizado', color: 'green' },
  { value: 0, label: 'Anulado', color: 'red' },
]);
/** dosrgrupo/{id}/{grupo}: 1 labour, 2 parts. */
export const SERVICE_LINE_GROUPS = { labour: 1, parts: 2 } as const;
/** The customer's answer to the quote (aprobacion). */
export const QUOTE_ANSWERS = stateSet([
  { value: 1, label: 'Aprobada', color: 'green' },
  { value: 0, label: 'Rechazada', color: 'red' },
]);

export const ServiceLineBody = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  cantidad: Quantity('Cantidad'),
  /** With IGV, per unit of the line's unit. */
  precio_unitario: Money('Precio unitario'),
});
const Lines = T.Array(ServiceLineBody, { maxItems: 200, title: 'Items' });

const OrderFields = {
  idvehiculo: Id('Vehículo'),
  idpersona: Id('Cliente'),
  idalmacen: Id('Almacén'),
  idestacion: NullableId('Estación'),
  /** The main technician (an employee); `ayudantes` the other technicians assigned. */
  idempleado: NullableId('Técnico'),
  ayudantes: T.Optional(T.Array(Id('Técnico ayudante'), { maxItems: 10, uniqueItems: true, title: 'Ayudantes' })),
  kilometraje: NullableInt('Kilometraje', 0, 9_999_999),
  falla: Text('Falla reportada', 1000),
  diagnostico: NullableText('Diagnóstico', 1000),
  fecha_entrega: NullableDate('Entrega estimada'),
  /** A warranty order: the finished order of the same vehicle whose work it redoes (never invoiced). */
  idorden_garantia: NullableId('Orden original de la garantía'),
  /** Pending requirements of the vehicle the order takes. */
  requerimientos: T.Optional(
    T.Array(Id('Requerimiento'), { maxItems: 50, uniqueItems: true, title: 'Requerimientos' }),
  ),
  items: Lines,
};
export const ServiceOrderBody = T.Object(OrderFields);
export const ServiceOrderUpdateBody = T.Object({ idordenservicio: Id('Orden de servicio'), ...OrderFields });

export const ServiceOrderRow = T.Object({
  idordenservicio: T.Integer(),
  numero: T.Integer(),
  /** 'OS-00000012' */
  documento: T.String(),
  idvehiculo: T.Integer(),
  placa: T.String(),
  vehiculo: T.String(),
  idpersona: T.Integer(),
  cliente: T.String(),
  idestacion: Nullable(T.Integer()),
  estacion: Nullable(T.String()),
  idempleado: Nullable(T.Integer()),
  tecnico: Nullable(T.String()),
  idalmacen: T.Integer(),
  almacen: T.String(),
  kilometraje: Nullable(T.Integer()),
  falla: T.String(),
  diagnostico: Nullable(T.String()),
  fecha_entrega: Nullable(T.String()),
  total: T.String(),
  estado: T.Integer(),
  usuario: T.String(),
  fecharegistro: T.String(),
  idorden_garantia: Nullable(T.Integer()),
  /** The original order's number ('OS-00000003') of a warranty order. */
  garantia: Nullable(T.String()),
  /** The sale that invoiced it and its number ('B001-00000012'). */
  idventa: Nullable(T.Integer()),
  venta: Nullable(T.String()),
  /** The customer's answer through the signed link: 1 aprobada, 0 rechazada, null none; when and from where. */
  aprobacion: Nullable(T.Integer()),
  aprobacion_fecha: Nullable(T.String()),
  aprobacion_ip: Nullable(T.String()),
});
export const ServiceLineRow = T.Object({
  iddetalle: T.Integer(),
  idordenservicio: T.Integer(),
  producto_id: T.Integer(),
  codigo: Nullable(T.String()),
  denominacion: T.String(),
  unidad_medida_id: T.Integer(),
  unidad: T.String(),
  /** Base units in one of the line's unit. */
  factor: T.String(),
  /** true: labour (a service product); false: a part. */
  servicio: T.Boolean(),
  cantidad: T.String(),
  precio_unitario: T.String(),
  importe: T.String(),
  estado: T.Integer(),
});
export const ServiceTimeRow = T.Object({
  idtiempo: T.Integer(),
  tecnico: Nullable(T.String()),
  inicio: T.String(),
  fin: Nullable(T.String()),
  minutos: T.Integer(),
  nota: Nullable(T.String()),
  /** Photos taken with the note (rinventariofoto with idtiempo): their ids in the inventory's photos. */
  fotos: T.Array(T.Integer()),
});
export const ServiceOrderDetail = T.Object({
  ...ServiceOrderRow.properties,
  items: T.Array(ServiceLineRow),
  requerimientos: T.Array(T.Object({ idrequerimiento: T.Integer(), descripcion: T.String(), estado: T.Integer() })),
  /** The technicians' time on it, oldest first (fin null: working now). */
  tiempos: T.Array(ServiceTimeRow),
  /** Every technician assigned: rol 1 principal (idempleado), 2 ayudante. */
  tecnicos: T.Array(T.Object({ idempleado: T.Integer(), nombre: T.String(), rol: T.Integer() })),
});
export const ServiceOrderListQuery = ListQuery({
  ...Search,
  ...Sort(['fecharegistro', 'numero', 'placa', 'cliente', 'total'] as const),
  ...DateRange,
  estado: T.Optional(Int('Estado', 0, 3)),
  idvehiculo: IdFilter('Vehículo'),
  idestacion: IdFilter('Estación'),
  idempleado: IdFilter('Técnico'),
});

const MENU = '/vehicle_order_services';
const READERS = [MENU, '/attention_service_orders', '/report_service_orders'] as const;
const OrderParam = T.Object({ id: Id('Orden de servicio') });
const lineId = { iddetalle: Id('Línea de la orden') };
const byId = { owner: SERVICE_ORDER_OWNER, field: 'id' };
const byBody = { owner: SERVICE_ORDER_OWNER, field: 'idordenservicio' };
const byLine = { owner: SERVICE_LINE_OWNER, field: 'iddetalle' };

export const serviceOrders = {
  noun: { singular: 'orden de servicio', plural: 'Órdenes de servicio', gender: 'f' as const },
  endpoints: endpoints('taller', {
    list: {
      method: 'GET',
      path: '/ordenesservicio',
      summary: 'Órdenes de servicio, paginadas; q busca por número, placa, cliente o falla',
      menus: READERS,
      querystring: ServiceOrderListQuery,
      response: Paged(ServiceOrderRow, ['total'] as const),
    },
    get: {
      method: 'GET',
      path: '/gordenservicio/:id',
      summary: 'Una orden de servicio con sus líneas y requerimientos',
      menus: READERS,
      record: byId,
      params: OrderParam,
      response: Envelope(ServiceOrderDetail),
    },
    create: {
      method: 'POST',
      path: '/rordenservicio',
      summary: 'Registra una orden de servicio: numera, saca los repuestos del stock y toma los requerimientos',
      menus: [MENU],
      body: ServiceOrderBody,
      response: Envelope(ServiceOrderDetail),
    },
    update: {
      method: 'POST',
      path: '/aordenservicio',
      summary: 'Actualiza una orden registrada o en proceso: devuelve los repuestos quitados y saca los nuevos',
      menus: [MENU],
      record: byBody,
      body: ServiceOrderUpdateBody,
      response: Envelope(ServiceOrderDetail),
    },
    state: {
      method: 'POST',
      path: '/cordenservicio',
      summary:
        'Cambia el estado: 2 en proceso, 3 terminada (atiende sus requerimientos), 0 anulada (devuelve el stock)',
      menus: [MENU, '/attention_service_orders'],
      record: byBody,
      audit: {
        accion: 'Cambia el estado de una orden de servicio',
        entidad: 'orden de servicio',
        id: 'idordenservicio',
      },
      body: T.Object({ idordenservicio: Id('Orden de servicio'), estado: Int('Estado', 0, 3) }),
      response: Envelope(ServiceOrderDetail),
    },
    remove: {
      method: 'POST',
      path: '/eordenservicio',
      summary: 'Elimina una orden registrada o anulada: devuelve el stock y libera sus requerimientos',
      menus: [MENU],
      record: byBody,
      audit: { accion: 'Elimina una orden de servicio', entidad: 'orden de servicio', id: 'idordenservicio' },
      body: T.Object({ idordenservicio: Id('Orden de servicio') }),
      response: Done,
    },
    group: {
      method: 'GET',
      path: '/dosrgrupo/:a/:b',
      summary: 'Líneas de una orden de un grupo: b = 1 mano de obra, 2 repuestos',
      menus: READERS,
      record: { ...byId, field: 'a' },
      params: T.Object({ a: Id('Orden de servicio'), b: Int('Grupo', 1, 2) }),
      response: Envelope(T.Array(ServiceLineRow)),
    },
    addLine: {
      method: 'POST',
      path: '/rdosr',
      summary: 'Agrega una línea a una orden registrada o en proceso (un repuesto sale del stock)',
      menus: [MENU, '/attention_service_orders'],
      record: byBody,
      body: T.Object({ idordenservicio: Id('Orden de servicio'), ...ServiceLineBody.properties }),
      response: Envelope(ServiceOrderDetail),
    },
    lineState: {
      method: 'POST',
      path: '/cdosr',
      summary: 'Cambia el estado de una línea: 1 pendiente, 2 realizado, 0 anulado (un repuesto vuelve al stock)',
      menus: [MENU, '/attention_service_orders'],
      record: byLine,
      body: T.Object({ ...lineId, estado: Int('Estado', 0, 2) }),
      response: Envelope(ServiceOrderDetail),
    },
    removeLine: {
      method: 'POST',
      path: '/edosr',
      summary: 'Quita una línea de una orden registrada o en proceso (un repuesto vuelve al stock)',
      menus: [MENU, '/attention_service_orders'],
      record: byLine,
      body: T.Object(lineId),
      response: Envelope(ServiceOrderDetail),
    },
    print: {
      method: 'GET',
      path: '/pdfordenservicioa4/:id',
      summary: 'Orden de servicio en A4 (PDF)',
      menus: READERS,
      record: byId,
      params: OrderParam,
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
    printInventory: {
      method: 'GET',
      path: '/pdfinventarioordenservicioa4/:id',
      summary: 'Inventario de recepción de la orden de servicio en A4 (PDF), para la firma del cliente',
      menus: READERS,
      record: byId,
      params: OrderParam,
      querystring: PrintQuery,
      response: Binary('application/pdf'),
    },
  }),
};
export type ServiceLineBody = Static<typeof ServiceLineBody>;
export type ServiceOrderBody = Static<typeof ServiceOrderBody>;
export type ServiceOrderUpdateBody = Static<typeof ServiceOrderUpdateBody>;
export type ServiceOrderRow = Static<typeof ServiceOrderRow>;
export type ServiceLineRow = Static<typeof ServiceLineRow>;
export type ServiceTimeRow = Static<typeof ServiceTimeRow>;
export type ServiceOrderDetail = Static<typeof ServiceOrderDetail>;
export type ServiceOrderListQuery = Static<typeof ServiceOrderListQuery>;
