import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Done,
  Enum,
  Envelope,
  EstadoFilter,
  Id,
  IsoDate,
  ListQuery,
  Nullable,
  NullableText,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
} from '../kit/index.js';

/** Licence categories of the MTC for professional drivers (clase A). */
export const LICENCE_CATEGORIES = ['A-I', 'A-IIa', 'A-IIb', 'A-IIIa', 'A-IIIb', 'A-IIIc'] as const;
/** Catálogo 06 codes a driver may carry: DNI, carné de extranjería, pasaporte. */
export const DRIVER_DOCUMENTS = [
  { value: '1', label: 'DNI' },
  { value: '4', label: 'Carné de extranjería' },
  { value: '7', label: 'Pasaporte' },
] as const;
/** A licence expiring within these days is flagged on the drivers list. */
export const LICENCE_ALERT_DAYS = 30;

export const DriverRow = T.Object({
  idtransportista: T.Integer(),
  tipo_documento: T.String(),
  numero_documento: T.String(),
  nombres: T.String(),
  apellidos: T.String(),
  /** 'APELLIDOS, NOMBRES'. */
  conductor: T.String(),
  licencia: T.String(),
  categoria: T.String(),
  licencia_vence: T.String(),
  /** Days from today (Lima) to the expiry; negative once expired. */
  dias_vencimiento: T.Integer(),
  telefono: Nullable(T.String()),
  estado: T.Integer({ description: '1 activo, 0 inactivo' }),
});

export const DriverBody = T.Object({
  tipo_documento: Enum(
    DRIVER_DOCUMENTS.map((d) => d.value),
    'Tipo de documento',
  ),
  numero_documento: Text('Número de documento', 12, { minLength: 8, pattern: '^[0-9A-Z]{8,12}$' }),
  nombres: Text('Nombres', 120),
  apellidos: Text('Apellidos', 120),
  /** The MTC licence number: a letter and 8 digits, or 9 to 10 capital letters and digits. */
  licencia: Text('Licencia de conducir', 10, { minLength: 9, pattern: '^[A-Z0-9]{9,10}$' }),
  categoria: Enum(LICENCE_CATEGORIES, 'Categoría de licencia'),
  licencia_vence: IsoDate('Vencimiento de la licencia'),
  telefono: NullableText('Teléfono', 20, '^$|^[0-9+ ]{6,20}$'),
});

export const DRIVER_SORT = ['conductor', 'licencia_vence'] as const;
export const DriverListQuery = ListQuery({
  ...Search,
  estado: EstadoFilter,
  ...Sort(DRIVER_SORT),
});

/** Screens that list drivers: their own, and the exits and shifts that pick one. */
const READERS = ['/management_driver', '/exit_vehicles', '/advance_shift'];
const MENUS = ['/management_driver'];

export const drivers = {
  id: 'idtransportista',
  row: DriverRow,
  body: DriverBody,
  endpoints: endpoints('conductores', {
    list: {
      method: 'GET',
      path: '/transportista',
      summary: 'Conductores, paginados; con los días que faltan para que venza su licencia',
      menus: READERS,
      querystring: DriverListQuery,
      response: Paged(DriverRow),
    },
    create: {
      method: 'POST',
      path: '/rtransportista',
      summary: 'Registra un conductor',
      menus: MENUS,
      body: DriverBody,
      response: Envelope(DriverRow),
    },
    update: {
      method: 'POST',
      path: '/atransportista',
      summary: 'Actualiza un conductor (estado 0 lo retira de las salidas)',
      menus: MENUS,
      body: T.Object({
        idtransportista: Id('Conductor'),
        ...DriverBody.properties,
        estado: T.Optional(T.Integer({ minimum: 0, maximum: 1, title: 'Estado' })),
      }),
      response: Envelope(DriverRow),
    },
    remove: {
      method: 'GET',
      path: '/etransportista/:id',
      changesState: true,
      audit: { accion: 'Elimina un conductor', entidad: 'transportista', id: 'id' },
      summary: 'Elimina un conductor sin salidas ni turnos',
      menus: MENUS,
      params: T.Object({ id: Id('Conductor') }),
      response: Done,
    },
  }),
};

export type DriverRow = Static<typeof DriverRow>;
export type DriverBody = Static<typeof DriverBody>;
export type DriverListQuery = Static<typeof DriverListQuery>;
