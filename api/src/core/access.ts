import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.js';
import type { PrintLinks, SessionTokens } from './tokens.js';

import { AREAS, type Area } from '@trade/build/areas';

export { AREAS, type Area };

/**
 * Who may call a route: anyone (`public`), any signed-in user (`authenticated`), or a user with
 * a menu of the route's area (`area`, the default). Admins reach every area.
 */
export type Access = 'public' | 'authenticated' | 'area';

export interface SessionUser {
  idusuario: number;
  usuario: string;
  nombres: string;
  rol: string;
  idsucursal: number | null;
  areas: string[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
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
 * The session is no longer valid (user deleted or disabled): HTTP 401 with body status 404, the
 * answer the client reserves for an ended session. (An unknown route is HTTP 404 instead, which
 * must not log anybody out.)
 */
export class EndedSessionError extends Error {
  readonly statusCode = 401;
  readonly bodyStatus = 404;
  constructor() {
    super('Su sesión ya no es válida. Inicie sesión nuevamente.');
  }
}

export class ForbiddenError extends Error {
  readonly statusCode = 403;
  constructor(message = 'No tiene acceso a esta opción. Solicite al administrador que le asigne el menú.') {
    super(message);
  }
}

export async function loadSessionUser(db: Database, idusuario: number): Promise<(SessionUser & { estado: number }) | undefined> {
  const [user] = await queryRows<SessionUser & { estado: number }>(db, sql`
    select u.idusuario, u.usuario, u.nombres, u.rol, u.estado, u.idsucursal,
           coalesce(array_agg(distinct m.area) filter (where m.area is not null), '{}') as areas
      from usuario u
      left join menu_usuario mu on mu.idusuario = u.idusuario
      left join menu m on m.idmenu = mu.idmenu
     where u.idusuario = ${idusuario}
     group by u.idusuario`);
  return user;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}

/** The user of a signed print link (`?firma=`) when it was signed for this request's path. */
function printLinkUser(request: FastifyRequest, links: PrintLinks): number | undefined {
  const firma = (request.query as { firma?: unknown } | undefined)?.firma;
  if (request.method !== 'GET' || typeof firma !== 'string') return undefined;
  return links.check(firma, request.url.split('?')[0]!);
}

export async function authenticate(request: FastifyRequest, db: Database, tokens: SessionTokens, links?: PrintLinks): Promise<SessionUser> {
  const token = bearerToken(request);
  const idusuario = token ? tokens.check(token)?.sub : links && printLinkUser(request, links);
  if (!idusuario) throw new InvalidTokenError();
  const user = await loadSessionUser(db, idusuario);
  if (!user || user.estado !== 1) throw new EndedSessionError();
  const { estado: _estado, ...sessionUser } = user;
  request.user = sessionUser;
  return sessionUser;
}

export const isAdmin = (user: SessionUser) => user.rol === 'admin';
export const canReachArea = (user: SessionUser, area: Area) => isAdmin(user) || user.areas.includes(area);

/**
 * Registers the access rule of an area on its (encapsulated) plugin: every route in it is
 * checked before its body is even parsed.
 */
export function guardArea(app: FastifyInstance, area: Area | 'common'): void {
  app.addHook('onRequest', async (request: FastifyRequest, _reply: FastifyReply) => {
    const access = request.routeOptions.config.access ?? (area === 'common' ? 'authenticated' : 'area');
    if (access === 'public') return;
    const user = await authenticate(request, app.db, app.tokens, app.printLinks);
    if (access === 'area' && area !== 'common' && !canReachArea(user, area)) throw new ForbiddenError();
  });
}
