import type { FastifyRequest } from 'fastify';
import { PUBLIC, SIGNED_IN, type Endpoint } from '@trade/contracts/kit';

/** The user of a call, as the session cache keeps it. */
export interface SessionUser {
  idusuario: number;
  usuario: string;
  nombres: string;
  rol: string;
  idsucursal: number | null;
  /** Routes of the menus assigned to the user ('/employees'): what the user may reach. */
  menus: string[];
  /** Grants beyond the user's own records (kit/scope.ts: otros_usuarios, todas_sucursales). */
  permisos?: string[];
  /** The session of this call (a print link made before sessions existed has none). */
  idsesion?: string;
  /** When the credential of this call ends (seconds since the epoch): a print link made now lives no longer. */
  expira?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/** Answered as HTTP 401: the client logs out with 'Invalid access_token'. */
export class InvalidTokenError extends Error {
  readonly statusCode = 401;
  constructor() {
    super('Invalid access_token');
  }
}

/**
 * The session is no longer valid (logged out, password reset, role changed, user disabled or
 * deleted): HTTP 401 with body status 404, the answer the client reserves for an ended session.
 * (An unknown route is HTTP 404 instead, which must not log anybody out.)
 */
export class EndedSessionError extends Error {
  readonly statusCode = 401;
  readonly bodyStatus = 404;
  constructor() {
    super('Su sesión ya no es válida. Inicie sesión nuevamente.');
  }
}

export const FORBIDDEN = 'No tiene acceso a esta opción. Solicite al administrador que le asigne el menú.';

export class ForbiddenError extends Error {
  readonly statusCode = 403;
  constructor(message = FORBIDDEN) {
    super(message);
  }
}

export const isAdmin = (user: Pick<SessionUser, 'rol'>) => user.rol === 'admin';

/** An admin reaches everything; anyone else needs one of the menus that grant the call. */
export const canReach = (user: Pick<SessionUser, 'rol' | 'menus'>, menus: readonly string[]) =>
  isAdmin(user) || menus.some((menu) => user.menus.includes(menu));

/** Throws 403 unless the user reaches one of the menus (for rules inside a handler). */
export function requireMenus(user: SessionUser, menus: readonly string[]): void {
  if (!canReach(user, menus)) throw new ForbiddenError();
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

export type Authenticate = (request: FastifyRequest) => Promise<SessionUser>;

/**
 * The access rule of one endpoint, run in its onRequest hook (before the body is even parsed):
 * public; any signed-in user; the user's own id in the `self` parameter; or one of its menus.
 */
export function authorize(endpoint: Endpoint, authenticate: Authenticate) {
  return async function checkAccess(request: FastifyRequest): Promise<void> {
    if (endpoint.menus === PUBLIC) return;
    const user = await authenticate(request);
    request.user = user;
    if (endpoint.menus === SIGNED_IN) return;
    if (
      endpoint.self &&
      (request.params as Record<string, string | undefined>)[endpoint.self] === String(user.idusuario)
    )
      return;
    requireMenus(user, endpoint.menus);
  };
}
