import * as T from 'typebox';
import type { Static } from 'typebox';
import { Envelope, Enum, GRANTS, GRANT_NAMES, Id, endpoints, type GrantCode } from '../kit/index.js';
import { ROLES, ROLE_NAMES, type Role } from './users.js';

/**
 * Control de accesos beyond menus: the data-scope grants of each user (kit/scope.ts) and the roles
 * of spec 000 section 6 as profiles (default menus and grants) a user gets in one step.
 */
export { GRANTS, GRANT_NAMES, type GrantCode };

/** What a role gets by default: the screens (menu routes, SCREENS) and the grants beyond one's own records. */
export interface RoleProfile {
  menus: readonly string[];
  permisos: readonly GrantCode[];
}
/**
 * The default profile of each role (the administrator reaches every screen and record by role).
 * Spec 000 section 6 names the roles without their permissions; these are the business's usual ones.
 */
export const ROLE_PROFILES: Record<Role, RoleProfile> = {
  admin: { menus: [], permisos: [] },
  atm: {
    menus: [
      '/dashboard',
      '/sales',
      '/counter',
      '/dispatches',
      '/manage_cash',
      '/income_receipt',
      '/expenses_receipt',
      '/clients_providers',
      '/accounts_receivable',
    ],
    permisos: [],
  },
  seller: {
    menus: ['/dashboard', '/sales', '/counter', '/proformas', '/orders', '/dispatches', '/clients_providers'],
    permisos: [],
  },
  tech: {
    menus: [
      '/vehicles',
      '/vehicle_requirements',
      '/vehicle_order_services',
      '/attention_service_orders',
      '/stations',
      '/report_service_orders',
    ],
    permisos: ['otros_usuarios'],
  },
  claimer: { menus: ['/complaints_book'], permisos: [] },
  'admin-complaints': {
    menus: ['/complaints_book', '/establishments_complaints'],
    permisos: ['otros_usuarios', 'todas_sucursales'],
  },
};

export const GrantRow = T.Object({ permiso: T.String(), nombre: T.String(), asignado: T.Boolean() });
export const GrantBody = T.Object({ idusuario: Id('Usuario'), permiso: Enum(GRANTS, 'Permiso') });
export const RoleProfileRow = T.Object({
  rol: T.String(),
  nombre: T.String(),
  menus: T.Array(T.String()),
  permisos: T.Array(T.String()),
});
/** What applying a profile did: the menus given (those of the profile that exist and the caller may give) and the grants now held. */
export const ProfileAnswer = T.Object({ menus: T.Array(T.String()), permisos: T.Array(T.String()) });

const access = ['/access_control'];
const ByUser = T.Object({ idusuario: Id('Usuario') });

export const userAccess = {
  endpoints: endpoints('accesos', {
    grants: {
      method: 'GET',
      path: '/permisosusuario/:id',
      summary: 'Permisos de alcance de un usuario (ver registros de otros usuarios, de todas las sucursales)',
      menus: access,
      self: 'id',
      params: T.Object({ id: Id('Usuario') }),
      response: Envelope(T.Array(GrantRow)),
    },
    grant: {
      method: 'POST',
      path: '/rpermisousuario',
      summary: 'Concede un permiso de alcance a otro usuario; solo se concede lo que uno mismo tiene',
      menus: access,
      audit: { accion: 'Concede un permiso de alcance', entidad: 'usuario', id: 'idusuario' },
      body: GrantBody,
      response: Envelope(T.Array(GrantRow)),
    },
    revoke: {
      method: 'POST',
      path: '/epermisousuario',
      summary: 'Quita un permiso de alcance a otro usuario',
      menus: access,
      audit: { accion: 'Quita un permiso de alcance', entidad: 'usuario', id: 'idusuario' },
      body: GrantBody,
      response: Envelope(T.Array(GrantRow)),
    },
    profiles: {
      method: 'GET',
      path: '/perfilesrol',
      summary: 'Perfil por defecto de cada rol: sus pantallas y permisos de alcance',
      menus: [...access, '/users'],
      response: Envelope(T.Array(RoleProfileRow)),
    },
    applyProfile: {
      method: 'POST',
      path: '/rperfilusuario',
      summary:
        'Da a otro usuario, en un paso, las pantallas y los permisos por defecto de su rol (solo lo que uno mismo tiene, salvo el administrador)',
      menus: access,
      audit: { accion: 'Aplica el perfil de su rol a un usuario', entidad: 'usuario', id: 'idusuario' },
      body: ByUser,
      response: Envelope(ProfileAnswer),
    },
  }),
};

/** The profiles as the API answers them. */
export const roleProfiles = () =>
  ROLES.map((rol) => ({
    rol,
    nombre: ROLE_NAMES[rol],
    menus: [...ROLE_PROFILES[rol].menus],
    permisos: [...ROLE_PROFILES[rol].permisos],
  }));

export type GrantRow = Static<typeof GrantRow>;
export type GrantBody = Static<typeof GrantBody>;
export type RoleProfileRow = Static<typeof RoleProfileRow>;
export type ProfileAnswer = Static<typeof ProfileAnswer>;
