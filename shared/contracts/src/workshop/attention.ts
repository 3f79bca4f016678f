import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Envelope,
  Id,
  Int,
  ListQuery,
  Nullable,
  NullableId,
  NullableText,
  PUBLIC,
  Paged,
  Search,
  Text,
  endpoints,
} from '../kit/index.js';
import { SERVICE_ORDER_OWNER } from './owners.js';
import { ServiceLineRow, ServiceOrderDetail, ServiceOrderRow } from './service-orders.js';

/*
 * What follows the order's registration: the technician's view (his orders, the time he works on
 * them), the invoice through billing's sale service, and the customer's answer to the quote through
 * a signed link that needs no account.
 */

/** tordenservicio's accion: start (or resume), pause, finish. */
export const WORK_ACTIONS = { start: 1, pause: 2, finish: 3 } as const;

export const TechnicianOrderRow = T.Object({
  ...ServiceOrderRow.properties,
  /** Minutes worked so far (the open stretch up to now). */
  minutos: T.Integer(),
  /** A stretch is open: the technician is working on it now. */
  trabajando: T.Boolean(),
  /** The last note left when pausing or finishing. */
  nota: Nullable(T.String()),
});
export const TechnicianOrderQuery = ListQuery({ ...Search, estado: T.Optional(Int('Estado', 0, 3)) });

/** The quote as the customer sees it through the link: no ids beyond the order's, no costs. */
export const QuoteView = T.Object({
  documento: T.String(),
  empresa: T.String(),
  cliente: T.String(),
  placa: T.String(),
  vehiculo: T.String(),
  falla: T.String(),
  diagnostico: Nullable(T.String()),
  items: T.Array(T.Pick(ServiceLineRow, ['denominacion', 'servicio', 'cantidad', 'precio_unitario', 'importe'])),
  total: T.String(),
  vence: T.String(),
  aprobacion: Nullable(T.Integer()),
  aprobacion_fecha: Nullable(T.String()),
});
const Token = Text('Enlace', 100, { pattern: '^[0-9]+\\.[0-9]+\\.[0-9a-f]{32}\\.[A-Za-z0-9_-]{43}$' });

const ATTENTION = '/attention_service_orders';
const ORDERS = '/vehicle_order_services';
const byBody = { owner: SERVICE_ORDER_OWNER, field: 'idordenservicio' };

export const serviceOrderWork = {
  endpoints: endpoints('taller', {
    technicianList: {
      method: 'GET',
      path: '/ordenesserviciotecnico/:id',
      summary: 'Órdenes de servicio de un técnico (empleado), paginadas, con el tiempo trabajado',
      menus: [ATTENTION],
      params: T.Object({ id: Id('Técnico') }),
      querystring: TechnicianOrderQuery,
      response: Paged(TechnicianOrderRow),
    },
    me: {
      method: 'GET',
      path: '/tecnicoservicio',
      summary: 'El técnico (empleado) del usuario de la sesión, o null si no es empleado',
      menus: [ATTENTION],
      response: Envelope(Nullable(T.Object({ idempleado: T.Integer(), nombre: T.String() }))),
    },
    work: {
      method: 'POST',
      path: '/tordenservicio',
      summary: 'Tiempo del técnico: 1 inicia o reanuda (una orden registrada pasa a en proceso), 2 pausa, 3 termina',
      menus: [ATTENTION, ORDERS],
      record: byBody,
      body: T.Object({
        idordenservicio: Id('Orden de servicio'),
        accion: Int('Acción', 1, 3),
        nota: NullableText('Nota', 500),
      }),
      response: Envelope(ServiceOrderDetail),
    },
    invoice: {
      method: 'POST',
      path: '/fordenservicio',
      summary:
        'Factura una orden terminada con la venta de facturación (su numeración, caja y CPE); sin serie: la primera de factura (cliente con RUC) o boleta del usuario en la sucursal',
      menus: [ORDERS],
      record: byBody,
      body: T.Object({
        idordenservicio: Id('Orden de servicio'),
        idserie: NullableId('Serie'),
        idformapago: NullableId('Forma de pago'),
      }),
      response: Envelope(ServiceOrderDetail),
    },
    approvalLink: {
      method: 'POST',
      path: '/enlaceaprobacionorden',
      summary: 'Enlace firmado (sin cuenta, vence) para que el cliente apruebe o rechace la cotización de la orden',
      menus: [ORDERS],
      record: byBody,
      body: T.Object({ idordenservicio: Id('Orden de servicio') }),
      response: Envelope(T.Object({ token: T.String(), enlace: T.String(), vence: T.String() })),
    },
    publicQuote: {
      method: 'GET',
      path: '/aprobacionorden/:token',
      summary: 'Cotización de una orden por su enlace firmado (sin sesión)',
      menus: PUBLIC,
      params: T.Object({ token: Token }),
      response: Envelope(QuoteView),
    },
    publicAnswer: {
      method: 'POST',
      path: '/aprobacionorden',
      summary: 'El cliente aprueba (1) o rechaza (0) la cotización por su enlace firmado (sin sesión; una sola vez)',
      menus: PUBLIC,
      body: T.Object({ token: Token, aprobacion: Int('Respuesta', 0, 1) }),
      response: Envelope(QuoteView),
    },
  }),
};

export type TechnicianOrderRow = Static<typeof TechnicianOrderRow>;
export type TechnicianOrderQuery = Static<typeof TechnicianOrderQuery>;
export type QuoteView = Static<typeof QuoteView>;
