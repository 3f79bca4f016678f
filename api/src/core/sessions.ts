import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.js';
import { EndedSessionError, InvalidTokenError, bearerToken, type SessionUser } from './access.js';
import type { PrintLinks, SessionTokens } from './tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CachedUser = Omit<SessionUser, 'idsesion'>;

/**
 * Sessions and the session-user cache.
 *
 * Login writes a `sesion` row and signs its id into the token. Every call reads ONE row by primary
 * key: the user's state and `version`, and whether the session is still open. The expensive part
 * (role, branch and the routes of every assigned menu) is cached in this process per user and
 * reused while `usuario.version` is unchanged. Database triggers bump that version whenever the
 * user, their menus or a menu's route change (migration 0006), so a change made by another API
 * process on the same PostgreSQL, or by hand in SQL, is seen by the very next call everywhere:
 * no TTL, no notification channel to lose. Logout, a password reset, a role change and disabling
 * close the user's sessions (`cerrada`), which the same read sees at once.
 */
export function sessionStore(db: Database, tokens: SessionTokens, links: PrintLinks, options: { maxUsers?: number } = {}) {
  const maxUsers = options.maxUsers ?? 10_000;
  const cache = new Map<number, { version: number; user: CachedUser }>();

  async function loadUser(idusuario: number) {
    const [row] = await queryRows<CachedUser & { version: number }>(
      db,
      sql`select u.idusuario, u.usuario, u.nombres, u.rol, u.idsucursal, u.version,
                 coalesce((select array_agg(distinct m.ruta order by m.ruta)
                             from menu_usuario mu join menu m on m.idmenu = mu.idmenu
                            where mu.idusuario = u.idusuario and m.ruta is not null), '{}') as menus
            from usuario u where u.idusuario = ${idusuario}`,
    );
    if (!row) return undefined;
    const { version, ...user } = row;
    cache.delete(idusuario);
    cache.set(idusuario, { version, user });
    if (cache.size > maxUsers) cache.delete(cache.keys().next().value!);
    return user;
  }

  /** The user's state, data version and (with a session id) whether that session is open: one indexed read. */
  async function readState(idusuario: number, idsesion: string | undefined) {
    const [row] = await queryRows<{ estado: number; version: number; abierta: boolean | null }>(
      db,
      idsesion
        ? sql`select u.estado, u.version, (s.cerrada is null and s.expira > now()) as abierta
                from usuario u left join sesion s on s.idsesion = ${idsesion}::uuid and s.idusuario = u.idusuario
               where u.idusuario = ${idusuario}`
        : sql`select u.estado, u.version, true as abierta from usuario u where u.idusuario = ${idusuario}`,
    );
    return row;
  }

  /** Who calls: a bearer token, or a print link (`?firma=`) signed for exactly this GET path. */
  function caller(request: FastifyRequest): { idusuario: number; idsesion?: string } {
    const token = bearerToken(request);
    if (token) {
      const claims = tokens.check(token);
      if (!claims || !UUID.test(claims.sid)) throw new InvalidTokenError();
      return { idusuario: claims.sub, idsesion: claims.sid };
    }
    const firma = (request.query as { firma?: unknown } | undefined)?.firma;
    if (request.method === 'GET' && typeof firma === 'string') {
      const link = links.check(firma, request.url.split('?')[0]!);
      if (link && (link.sid === undefined || UUID.test(link.sid))) return { idusuario: link.sub, idsesion: link.sid };
    }
    throw new InvalidTokenError();
  }

  return {
    /** The signed-in user of a call; 401 without a valid token, 401/404 when the session ended. */
    async authenticate(request: FastifyRequest): Promise<SessionUser> {
      const { idusuario, idsesion } = caller(request);
      const state = await readState(idusuario, idsesion);
      if (!state || state.estado !== 1 || !state.abierta) throw new EndedSessionError();
      const cached = cache.get(idusuario);
      const user = cached && cached.version === state.version ? cached.user : await loadUser(idusuario);
      if (!user) throw new EndedSessionError();
      return { ...user, idsesion };
    },

    /** Opens a session for a user who just proved their password; answers the signed token. */
    async open(user: { idusuario: number; usuario: string; rol: string }, ip: string): Promise<string> {
      const [row] = await queryRows<{ idsesion: string }>(
        db,
        sql`insert into sesion (idusuario, expira, ip) values (${user.idusuario}, now() + make_interval(secs => ${tokens.ttlSeconds}), ${ip.slice(0, 64)})
            returning idsesion`,
      );
      // Housekeeping: this user's sessions that expired or were closed a day ago are no use any more.
      await db.execute(sql`delete from sesion where idusuario = ${user.idusuario} and (expira < now() or cerrada < now() - interval '1 day')`);
      return tokens.issue(user, row!.idsesion);
    },

    /** Logout: this session ends now. */
    end: (idsesion: string, ex: Executor = db) => closeSession(ex, idsesion),
  };
}

/** One session ends now (logout). */
export async function closeSession(ex: Executor, idsesion: string): Promise<void> {
  await ex.execute(sql`update sesion set cerrada = now() where idsesion = ${idsesion}::uuid and cerrada is null`);
}

/** Every open session of the user ends now (password reset, role change, user disabled): inside the operation's transaction. */
export async function closeSessionsOf(ex: Executor, idusuario: number): Promise<void> {
  await ex.execute(sql`update sesion set cerrada = now() where idusuario = ${idusuario} and cerrada is null`);
}
export type SessionStore = ReturnType<typeof sessionStore>;
