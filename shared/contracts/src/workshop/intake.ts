import * as T from 'typebox';
import type { Static } from 'typebox';
import { Envelope, Id, Int, Nullable, NullableText, endpoints, stateSet } from '../kit/index.js';
import { NullableInt } from './fields.js';
import { INTAKE_ACCESSORY_OWNER, SERVICE_ORDER_OWNER, SERVICE_PHOTO_OWNER } from './owners.js';

/*
 * The intake inventory of a service order (the spec's ginventarioaccesoriosorden names an order):
 * what the vehicle came with — the accessories checklist of `accesorio_vehiculo` with each one's
 * state, the fuel in eighths of a tank, the mileage read, observations — and its photos. Photos go
 * through core/images.ts (type by content, size and pixel limits, resized and re-encoded once); a
 * photo may also go with a technician's pause or finish note (`idtiempo`, the technician's view).
 */

/** An accessory's state at intake. */
export const ACCESSORY_CONDITIONS = stateSet([
  { value: 1, label: 'Bueno', color: 'green' },
  { value: 2, label: 'Regular', color: 'gold' },
  { value: 3, label: 'Malo', color: 'red' },
]);
/** Fuel in eighths of a tank: 0 empty … 8 full ('Medio tanque' is 4). */
export const FUEL_LEVELS = [
  { value: 0, label: 'Vacío' },
  { value: 1, label: '1/8' },
  { value: 2, label: '1/4' },
  { value: 3, label: '3/8' },
  { value: 4, label: '1/2 (medio tanque)' },
  { value: 5, label: '5/8' },
  { value: 6, label: '3/4' },
  { value: 7, label: '7/8' },
  { value: 8, label: 'Lleno' },
] as const;
export const fuelLabel = (value: number | null | undefined) =>
  value === null || value === undefined ? null : (FUEL_LEVELS.find((f) => f.value === value)?.label ?? null);
/** The largest photo accepted (a phone's camera picture); the stored copy fits PHOTO_FIT. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_FIT = { width: 1280, height: 1280 } as const;

export const IntakeAccessoryRow = T.Object({
  idinventarioaccesorio: T.Integer(),
  idaccesorio: T.Integer(),
  accesorio: T.String(),
  cantidad: T.Integer(),
  estado: T.Integer(),
  observacion: Nullable(T.String()),
});
export const ServicePhotoRow = T.Object({
  idfoto: T.Integer(),
  /** The stretch of the technician's note it goes with; null: taken at intake. */
  idtiempo: Nullable(T.Integer()),
  /** The stored picture as a data URL (JPEG, at most PHOTO_FIT). */
  imagen: T.String(),
  descripcion: Nullable(T.String()),
  ancho: T.Integer(),
  alto: T.Integer(),
  usuario: T.String(),
  fecharegistro: T.String(),
});
export const IntakeInventory = T.Object({
  idordenservicio: T.Integer(),
  /** Eighths of a tank, 0 … 8; null not recorded. */
  combustible: Nullable(T.Integer()),
  kilometraje: Nullable(T.Integer()),
  observaciones: Nullable(T.String()),
  accesorios: T.Array(IntakeAccessoryRow),
  fotos: T.Array(ServicePhotoRow),
});
export const IntakeObservationBody = T.Object({
  idordenservicio: Id('Orden de servicio'),
  combustible: NullableInt('Combustible', 0, 8),
  kilometraje: NullableInt('Kilometraje', 0, 9_999_999),
  observaciones: NullableText('Observaciones', 1000),
});
export const IntakeAccessoryBody = T.Object({
  idordenservicio: Id('Orden de servicio'),
  idaccesorio: Id('Accesorio'),
  cantidad: T.Optional(Int('Cantidad', 1, 99)),
  estado: T.Optional(Int('Estado', 1, 3)),
  observacion: NullableText('Observación', 200),
});

const ORDERS = '/vehicle_order_services';
const ATTENTION = '/attention_service_orders';
const byBody = { owner: SERVICE_ORDER_OWNER, field: 'idordenservicio' };

export const intakeInventory = {
  endpoints: endpoints('taller', {
    get: {
      method: 'GET',
      path: '/ginventarioaccesoriosorden/:id',
      summary:
        'Inventario de ingreso de una orden de servicio: accesorios, combustible, kilometraje, observaciones y fotos',
      menus: [ORDERS, ATTENTION],
      record: { owner: SERVICE_ORDER_OWNER, field: 'id' },
      params: T.Object({ id: Id('Orden de servicio') }),
      response: Envelope(IntakeInventory),
    },
    savePhoto: {
      method: 'POST',
      path: '/rinventariofoto',
      summary:
        'Sube una foto de la orden (multipart: idordenservicio, el archivo foto, descripcion e idtiempo opcionales; PNG, JPEG o WebP, máx. 8 MB; se guarda reducida en JPEG)',
      menus: [ORDERS, ATTENTION],
      multipart: true,
      response: Envelope(IntakeInventory),
    },
    removePhoto: {
      method: 'POST',
      path: '/einventariofoto',
      summary: 'Elimina una foto de la orden (nuestra: la especificación no la tiene)',
      menus: [ORDERS, ATTENTION],
      record: { owner: SERVICE_PHOTO_OWNER, field: 'idfoto' },
      body: T.Object({ idfoto: Id('Foto') }),
      response: Envelope(IntakeInventory),
    },
    saveObservation: {
      method: 'POST',
      path: '/rinventarioobservacion',
      summary:
        'Registra el combustible (octavos de tanque), el kilometraje de ingreso y las observaciones del inventario',
      menus: [ORDERS],
      record: byBody,
      body: IntakeObservationBody,
      response: Envelope(IntakeInventory),
    },
    addAccessory: {
      method: 'POST',
      path: '/rinventarioaccesorio',
      summary: 'Marca un accesorio con el que llegó el vehículo, con su estado (1 bueno, 2 regular, 3 malo)',
      menus: [ORDERS],
      record: byBody,
      body: IntakeAccessoryBody,
      response: Envelope(IntakeInventory),
    },
    removeAccessory: {
      method: 'POST',
      path: '/einventarioaccesorio',
      summary: 'Quita un accesorio del inventario de ingreso',
      menus: [ORDERS],
      record: { owner: INTAKE_ACCESSORY_OWNER, field: 'idinventarioaccesorio' },
      body: T.Object({ idinventarioaccesorio: Id('Accesorio del inventario') }),
      response: Envelope(IntakeInventory),
    },
  }),
};

export type IntakeInventory = Static<typeof IntakeInventory>;
export type IntakeAccessoryRow = Static<typeof IntakeAccessoryRow>;
export type ServicePhotoRow = Static<typeof ServicePhotoRow>;
export type IntakeObservationBody = Static<typeof IntakeObservationBody>;
export type IntakeAccessoryBody = Static<typeof IntakeAccessoryBody>;
