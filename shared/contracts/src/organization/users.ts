import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Enum,
  Envelope,
  EstadoFilter,
  IdFilter,
  ListQuery,
  NullableId,
  Nullable,
  Search,
  Sort,
  Text,
  crud,
  endpoints,
} from '../kit/index.js';

export const ROLES = ['admin', 'atm', 'seller', 'tech', 'claimer', 'admin-complaints'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_NAMES: Record<Role, string> = {
  admin: 'Administrador',
  atm: 'Cajero',
  seller: 'Vendedor',
  tech: 'Técnico',
  claimer: 'Reclamos',
  'admin-complaints': 'Administrador de reclamos',
};

/** A user as lists show it (never the password hash). */
export const UserRow = T.Object({
  idusuario: T.Integer(),
  usuario: T.String(),
  nombres: T.String(),
  rol: T.String(),
  rolNombre: T.String(),
  estado: T.Integer(),
  idsucursal: Nullable(T.Integer()),
  sucursal: Nullable(T.String()),
  creado: T.String(),
});

const UserFields = {
  usuario: Text('Usuario', 60, { minLength: 3, pattern: '^[A-Za-z0-9._-]+$' }),
  nombres: Text('Nombres', 120),
  rol: Enum(ROLES, 'Rol'),
  idsucursal: NullableId('Sucursal'),
};
/** Create: the password is required (8+ characters with letters and digits, checked by the API). */
export const UserBody = T.Object({ ...UserFields, password: Text('Contraseña', 200) });
/** Update: a password resets it (and ends the user's sessions); absent or empty keeps it. */
export const UserUpdateBody = T.Object({
  ...UserFields,
  password: T.Optional(T.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 200, title: 'Contraseña' })),
});

export const USER_SORT = ['usuario', 'nombres', 'rol', 'sucursal', 'creado'] as const;
export const UserListQuery = ListQuery({
  ...Search,
  ...Sort(USER_SORT),
  estado: EstadoFilter,
  rol: T.Optional(Enum(ROLES, 'Rol')),
  idsucursal: IdFilter('Sucursal'),
});

const usersCrud = crud({
  tag: 'usuarios',
  noun: { singular: 'usuario', plural: 'Usuarios' },
  id: 'idusuario',
  idTitle: 'Usuario',
  row: UserRow,
  body: UserBody,
  updateBody: UserUpdateBody,
  listQuery: UserListQuery,
  // Access control lists users too; the employee form picks a user.
  listMenus: ['/users', '/access_control', '/employees'],
  menus: ['/users'],
  paths: { list: '/usuario', create: '/rusuario', update: '/ausuario', state: '/cusuario', remove: '/eusuario' },
  // Users are access: every change (a password reset included) goes to the audit trail.
  audited: true,
});

export const users = {
  ...usersCrud,
  endpoints: {
    ...usersCrud.endpoints,
    ...endpoints('usuarios', {
      roles: {
        method: 'GET',
        path: '/roles',
        summary: 'Roles de usuario con su nombre en español',
        menus: ['/users', '/access_control'],
        response: Envelope(T.Array(T.Object({ rol: T.String(), nombre: T.String() }))),
      },
    }),
  },
};

export type UserRow = Static<typeof UserRow>;
export type UserBody = Static<typeof UserBody>;
export type UserUpdateBody = Static<typeof UserUpdateBody>;
export type UserListQuery = Static<typeof UserListQuery>;
