import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.js';
import { EndedSessionError, InvalidTokenError, bearerToken, type SessionUser } from './access.js';
import type { PrintLinks, SessionTokens } from './tokens.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CachedUser = Omit<SessionUser, 'idsesion'>;

/** Subscribes to a notification channel of the embedded database (PGlite delivers with the commit). */
export type Listen = (channel: string, callback: (payload: string) => void) => Promise<unknown>;

/** The notification channel the triggers of migration 0006 use: 'u<idusuario>' or 's<idsesion>'. */
export const SESSION_CHANNEL = 'trade_sesion';

/**
 * Sessions and the session-user cache.
 *
 * Login writes a `sesion` row and signs its id into the token. The user's role, branch and the
 * routes of every assigned menu are cached in this process per user, with `usuario.version`, which
 * database triggers bump whenever the user, their menus or a menu's route change (migration 0006).
 * How a call learns that its cached user or session is stale depends on the database:
 *
 * - PostgreSQL (several API processes may share it): every call reads ONE row by primary key — the
 *   user's state and version and whether the session is open — and reloads the user's data only
 *   when the version moved. A change committed by any process, or by hand in SQL, is seen by the
 *   very next call everywhere: no TTL, no notification to lose.
 * - PGlite (the database lives inside this one process): the same triggers `pg_notify`, and PGlite
 *   delivers the notification before the writing query returns, so the cache is exact without
 *   reading anything: an authenticated call costs no query once its user and session are cached.
 *
 * Logout, a password reset, a role change and disabling close sessions (`cerrada`) at once.
 */
export function sessionStore(db: Database, tokens: SessionTokens, links: PrintLinks, options: { maxUsers?: number; listen?: Listen } = {}) {
  const maxUsers = options.maxUsers ?? 10_000;
  const users = new Map<number, { version: number; estado: number; user: CachedUser }>();
  /** Open sessions known open (PGlite only: a notification removes a closed one). */
  const openSessions = new Map<string, number>();
  let exact = false;

  async function loadUser(idusuario: number) {
    const [row] = await queryRows<CachedUser & { version: number; estado: number }>(
      db,
      sql`select u.idusuario, u.usuario, u.nombres, u.rol, u.idsucursal, u.version, u.estado,
                 coalesce((select array_agg(distinct m.ruta order by m.ruta)
                             from menu_usuario mu join menu m on m.idmenu = mu.idmenu
                            where mu.idusuario = u.idusuario and m.ruta is not null), '{}') as menus
            from usuario u where u.idusuario = ${idusuario}`,
    );
    if (!row) return undefined;
    const { version, estado, ...user } = row;
    const entry = { version, estado, user };
    users.delete(idusuario);
    users.set(idusuario, entry);
    if (users.size > maxUsers) users.delete(users.keys().next().value!);
    return entry;
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

  /** Who calls: a bearer token, or a print link (`?firma=`) signed for exactly this GET path and query, of a printable route. */
  function caller(request: FastifyRequest): { idusuario: number; idsesion?: string } {
    const token = bearerToken(request);
    if (token) {
      const claims = tokens.check(token);
      if (!claims || !UUID.test(claims.sid)) throw new InvalidTokenError();
      return { idusuario: claims.sub, idsesion: claims.sid };
    }
    const firma = (request.query as { firma?: unknown } | undefined)?.firma;
    const [path = '', query = ''] = request.url.split(/\?(.*)/s);
    if (request.method === 'GET' && typeof firma === 'string' && links.isPrintable(path)) {
      const link = links.check(firma, path, query);
      if (link && (link.sid === undefined || UUID.test(link.sid))) return { idusuario: link.sub, idsesion: link.sid };
    }
    throw new InvalidTokenError();
  }

  /** PostgreSQL: one read per call. */
  async function checked(idusuario: number, idsesion: string | undefined): Promise<CachedUser> {
    const state = await readState(idusuario, idsesion);
    if (!state || state.estado !== 1 || !state.abierta) throw new EndedSessionError();
    const cached = users.get(idusuario);
    const entry = cached && cached.version === state.version ? cached : await loadUser(idusuario);
    if (!entry || entry.estado !== 1) throw new EndedSessionError();
    return entry.user;
  }

  /** PGlite: the cache is exact (notifications); the database is read only for what it lacks. */
  async function cachedExactly(idusuario: number, idsesion: string | undefined): Promise<CachedUser> {
    if (idsesion && openSessions.get(idsesion) !== idusuario) {
      const state = await readState(idusuario, idsesion);
      if (!state || state.estado !== 1 || !state.abierta) throw new EndedSessionError();
      openSessions.set(idsesion, idusuario);
      if (openSessions.size > maxUsers * 4) openSessions.delete(openSessions.keys().next().value!);
    }
    const entry = users.get(idusuario) ?? (await loadUser(idusuario));
    if (!entry || entry.estado !== 1) throw new EndedSessionError();
    return entry.user;
  }

  function forget(payload: string) {
    if (payload.startsWith('u')) users.delete(Number(payload.slice(1)));
    else if (payload.startsWith('s')) openSessions.delete(payload.slice(1));
  }

  return {
    /** Subscribes to the database's notifications when it is embedded (call once, before serving). */
    async start(): Promise<void> {
      if (!options.listen || exact) return;
      await options.listen(SESSION_CHANNEL, forget);
      exact = true;
    },

    /** The signed-in user of a call; 401 without a valid token, 401/404 when the session ended. */
    async authenticate(request: FastifyRequest): Promise<SessionUser> {
      const { idusuario, idsesion } = caller(request);
      const user = exact ? await cachedExactly(idusuario, idsesion) : await checked(idusuario, idsesion);
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
