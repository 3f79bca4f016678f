import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Bool,
  Done,
  Envelope,
  Estado,
  EstadoFilter,
  Id,
  IdFilter,
  ListQuery,
  Nullable,
  NullableId,
  NullableText,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
} from '../kit/index.js';
import { PRODUCT_READERS } from './fields.js';

/** Warehouses per branch: one default per branch; one with movements cannot be deleted. */
export const WarehouseRow = T.Object({
  idalmacen: T.Integer(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  nombre: T.String(),
  direccion: Nullable(T.String()),
  predeterminado: T.Boolean(),
  estado: T.Integer(),
});
export const WarehouseBody = T.Object({
  /** Absent or null: a new warehouse; else the one to update. */
  idalmacen: NullableId('Almacén'),
  idsucursal: Id('Sucursal'),
  nombre: Text('Nombre', 100),
  direccion: NullableText('Dirección', 200),
  predeterminado: T.Optional(Bool('Predeterminado')),
  estado: T.Optional(Estado),
});
export const WarehouseListQuery = ListQuery({
  ...Search,
  ...Sort(['nombre', 'sucursal'] as const),
  estado: EstadoFilter,
  idsucursal: IdFilter('Sucursal'),
});

export const warehouses = {
  endpoints: endpoints('almacenes', {
    list: {
      method: 'GET',
      path: '/almacen',
      summary: 'Almacenes, paginados; q filtra por palabras',
      menus: [...PRODUCT_READERS, '/room', '/grid'],
      querystring: WarehouseListQuery,
      response: Paged(WarehouseRow),
    },
    save: {
      method: 'POST',
      path: '/almacen/guardar',
      summary:
        'Registra (sin idalmacen) o actualiza un almacén; predeterminado quita la marca a los demás de la sucursal',
      menus: ['/stores'],
      body: WarehouseBody,
      response: Envelope(WarehouseRow),
    },
    remove: {
      method: 'POST',
      path: '/almacen/eliminar',
      summary: 'Elimina un almacén sin movimientos',
      menus: ['/stores'],
      body: T.Object({ idalmacen: Id('Almacén') }),
      response: Done,
    },
  }),
};
export type WarehouseRow = Static<typeof WarehouseRow>;
export type WarehouseBody = Static<typeof WarehouseBody>;
export type WarehouseListQuery = Static<typeof WarehouseListQuery>;
