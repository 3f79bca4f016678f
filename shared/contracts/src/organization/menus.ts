import * as T from 'typebox';
import type { Static } from 'typebox';
import { AREAS } from '@trade/build/areas';
import {
  Done,
  Enum,
  Envelope,
  Id,
  Int,
  NullableId,
  NullableText,
  Nullable,
  Paged,
  Text,
  endpoints,
} from '../kit/index.js';

/** A menu: a main menu groups screens; a screen's menu has the route (one of SCREENS) and its area. */
export const MenuRow = T.Object({
  idmenu: T.Integer(),
  nombre: T.String(),
  ruta: Nullable(T.String()),
  area: Nullable(T.String()),
  icono: Nullable(T.String()),
  orden: T.Integer(),
  idpadre: Nullable(T.Integer()),
});
export const MenuGroupRow = T.Object({ ...MenuRow.properties, hijos: T.Array(MenuRow) });

/** A screen's menu needs `ruta` (a known screen) and `idpadre`; its area is the screen's (may be omitted). */
export const MenuBody = T.Object({
  nombre: Text('Nombre', 80),
  ruta: NullableText('Ruta', 120, '^/[a-z0-9_\\-/]*$'),
  area: T.Optional(
    T.Unsafe<string | null>({ ...Enum(AREAS, 'Área'), type: ['string', 'null'], enum: [...AREAS, null] }),
  ),
  icono: NullableText('Icono', 40),
  orden: T.Optional(Int('Orden', 0, 9999)),
  idpadre: NullableId('Menú padre'),
});
const IdMenu = { idmenu: Id('Menú') };
const Assignment = T.Object({ idusuario: Id('Usuario'), idmenu: Id('Menú') });

const control = ['/menu_control'];
const access = ['/access_control'];

export const menus = {
  row: MenuRow,
  body: MenuBody,
  endpoints: endpoints('menús', {
    ofUser: {
      method: 'GET',
      path: '/gmenususuario/:id',
      summary: 'Menús asignados a un usuario (padres con sus hijos): los propios, o los de otro con Control de accesos',
      menus: access,
      self: 'id',
      params: T.Object({ id: Id('Usuario') }),
      response: Envelope(T.Array(MenuGroupRow)),
    },
    assign: {
      method: 'POST',
      path: '/rmenuusuario',
      audit: { accion: 'Asigna un menú a un usuario', entidad: 'usuario', id: 'idusuario' },
      summary:
        'Asigna un menú (o todos los hijos de un menú padre) a otro usuario; solo se asigna lo que uno mismo tiene',
      menus: access,
      body: Assignment,
      response: Envelope(T.Array(MenuGroupRow)),
    },
    unassign: {
      method: 'POST',
      path: '/emenuusuario',
      audit: { accion: 'Quita un menú a un usuario', entidad: 'usuario', id: 'idusuario' },
      summary: 'Quita un menú (o todos los hijos de un menú padre) a otro usuario',
      menus: access,
      body: Assignment,
      response: Envelope(T.Array(MenuGroupRow)),
    },
    list: {
      method: 'GET',
      path: '/menu',
      summary: 'Todos los menús en orden (padres por su orden, cada uno seguido de sus pantallas)',
      menus: [...control, ...access],
      response: Paged(MenuRow),
    },
    parents: {
      method: 'GET',
      path: '/menupadres',
      summary: 'Menús principales',
      menus: control,
      response: Envelope(T.Array(MenuRow)),
    },
    create: {
      method: 'POST',
      path: '/rmenu',
      audit: { accion: 'Crea un menú', entidad: 'menu' },
      summary: 'Crea un menú',
      menus: control,
      body: MenuBody,
      response: Envelope(MenuRow),
    },
    update: {
      method: 'POST',
      path: '/amenu',
      audit: { accion: 'Actualiza un menú', entidad: 'menu', id: 'idmenu' },
      summary: 'Actualiza un menú',
      menus: control,
      body: T.Object({ ...IdMenu, ...MenuBody.properties }),
      response: Envelope(MenuRow),
    },
    remove: {
      method: 'POST',
      path: '/emenu',
      audit: { accion: 'Elimina un menú', entidad: 'menu', id: 'idmenu' },
      summary: 'Elimina un menú sin submenús',
      menus: control,
      body: T.Object(IdMenu),
      response: Done,
    },
  }),
};

export type MenuRow = Static<typeof MenuRow>;
export type MenuGroupRow = Static<typeof MenuGroupRow>;
export type MenuBody = Static<typeof MenuBody>;
