import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Done,
  Envelope,
  Estado,
  EstadoFilter,
  Id,
  Int,
  ListQuery,
  Money,
  Nullable,
  NullableDate,
  NullableId,
  NullableText,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
} from '../kit/index.js';

/**
 * Tourist packages (spec 001 §7: GET paquetes; POST rpaquetes, apaquetes, epaquetes, cpaquetes).
 * A package is a catalogue of the company, like a product: every branch sells it, so it declares no
 * owner (docs/security.md: neither user nor branch is the company). It is sold under a service
 * product of its own (`producto_id`, code PAQ-<id>), kept in step with the package.
 */
const Quantity = (title: string) => T.String({ title, maxLength: 15, pattern: '^[0-9]{1,10}(\\.[0-9]{1,4})?$' });

/** A day of the itinerary. */
export const PackageDay = T.Object({
  dia: Int('Día', 1, 60),
  titulo: Text('Título del día', 120),
  descripcion: NullableText('Descripción del día', 500),
});
/** What the package includes: nights in a room type and/or class, or a product or service with its quantity. */
export const PackageItem = T.Object({
  idtipohabitacion: NullableId('Tipo de habitación'),
  idclasehabitacion: NullableId('Clase de habitación'),
  noches: Nullable(Int('Noches', 1, 60)),
  producto_id: NullableId('Producto o servicio'),
  cantidad: Nullable(Quantity('Cantidad')),
});
export const PackageItemRow = T.Object({
  ...PackageItem.properties,
  /** 'Habitación Doble · Superior: 2 noches' or 'Tour Valle Sagrado × 1'. */
  texto: T.String(),
  tipohabitacion: Nullable(T.String()),
  clasehabitacion: Nullable(T.String()),
  producto: Nullable(T.String()),
});

export const PackageRow = T.Object({
  idpaquete: T.Integer(),
  nombre: T.String(),
  descripcion: Nullable(T.String()),
  noches: T.Integer(),
  precio: T.String(),
  vigencia_desde: Nullable(T.String()),
  vigencia_hasta: Nullable(T.String()),
  /** The service product it is sold under (PAQ-<id>). */
  producto_id: T.Integer(),
  codigo_producto: T.String(),
  estado: T.Integer(),
  /** How many sale lines sold it: a sold package cannot be deleted (deactivate it). */
  ventas: T.Integer(),
  itinerario: T.Array(PackageDay),
  incluye: T.Array(PackageItemRow),
});
export const PackageBody = T.Object({
  nombre: Text('Nombre', 120),
  descripcion: NullableText('Descripción', 500),
  noches: Int('Noches', 0, 60),
  precio: Money('Precio (con IGV)'),
  vigencia_desde: NullableDate('Vigente desde'),
  vigencia_hasta: NullableDate('Vigente hasta'),
  itinerario: T.Array(PackageDay, { maxItems: 60, title: 'Itinerario' }),
  incluye: T.Array(PackageItem, { maxItems: 40, title: 'Incluye' }),
});
export const PACKAGE_SORT = ['nombre', 'noches', 'precio', 'vigencia_hasta'] as const;
export const PackageListQuery = ListQuery({
  ...Search,
  ...Sort(PACKAGE_SORT),
  estado: EstadoFilter,
  /** Only the packages in force that day (YYYY-MM-DD): the sale and the check-out offer those. */
  vigente: NullableDate('Vigente el'),
});

const WRITERS = ['/tourist-packages'] as const;
/** The packages are read where they are sold: the screen, the grid's check-out, the sale screen. */
const READERS = ['/tourist-packages', '/grid', '/sales'] as const;
const Key = { idpaquete: Id('Paquete') };

export const packages = {
  id: 'idpaquete' as const,
  noun: { singular: 'paquete', plural: 'Paquetes turísticos', gender: 'm' as const },
  row: PackageRow,
  body: PackageBody,
  endpoints: endpoints('paquetes', {
    list: {
      method: 'GET',
      path: '/paquetes',
      summary: 'Paquetes turísticos paginados; q busca nombre o descripción; estado y vigencia filtran',
      menus: READERS,
      querystring: PackageListQuery,
      response: Paged(PackageRow),
    },
    create: {
      method: 'POST',
      path: '/rpaquetes',
      summary: 'Registra un paquete turístico con su itinerario y lo que incluye (y su producto de venta)',
      menus: WRITERS,
      body: PackageBody,
      response: Envelope(PackageRow),
    },
    update: {
      method: 'POST',
      path: '/apaquetes',
      summary: 'Actualiza un paquete turístico: sus datos, su itinerario y lo que incluye',
      menus: WRITERS,
      body: T.Object({ ...Key, ...PackageBody.properties }),
      response: Envelope(PackageRow),
    },
    state: {
      method: 'POST',
      path: '/cpaquetes',
      summary: 'Activa (1) o desactiva (0) un paquete turístico (y su producto de venta)',
      menus: WRITERS,
      body: T.Object({ ...Key, estado: Estado }),
      response: Envelope(PackageRow),
    },
    remove: {
      method: 'POST',
      path: '/epaquetes',
      summary: 'Elimina un paquete turístico que nunca se vendió',
      menus: WRITERS,
      audit: { accion: 'Elimina un paquete turístico' },
      body: T.Object(Key),
      response: Done,
    },
  }),
};
export type PackageDay = Static<typeof PackageDay>;
export type PackageItem = Static<typeof PackageItem>;
export type PackageItemRow = Static<typeof PackageItemRow>;
export type PackageRow = Static<typeof PackageRow>;
export type PackageBody = Static<typeof PackageBody>;
export type PackageListQuery = Static<typeof PackageListQuery>;
