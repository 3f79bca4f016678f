import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Executor } from '../db/client.js';
import { EndedSessionError, InvalidTokenError, bearerToken, type SessionUser } from './access.js';
import type { PrintLinks, SessionTokens } from './tokens.js';
import type { NotificationSource } from '../db/notifications.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CachedUser = Omit<SessionUser, 'idsesion' | 'expira'>;

/** The notification channel the triggers of migration 0006 use: 'u<idusuario>' or 's<idsesion>'. */
export const SESSION_CHANNEL = 'trade_sesion';

/**
 * Sessions and the session-user cache.
 *
 * Login writes a `sesion` row and signs its id into the token. The user's role, branch and the
 * routes of every assigned menu are cached in this process per user, with `usuario.version`, which
 * database triggers bump whenever the user, their menus or a menu's route change (migration 0006);
 * the same triggers `pg_notify('trade_sesion', …)` the user ('u<id>') or the session ('s<id>') that
 * changed. How a call learns that its cached user or session is stale:
 *
 * - While notifications are known to arrive (`exact`): the cache is exact and a call reads nothing
 *   once its user and session are cached; a notification drops that user or session. PGlite
 *   delivers a notification with the writing query; on PostgreSQL a dedicated LISTEN connection
 *   receives it a moment after the commit (db/notifications.ts), and this process's own writes to
 *   the session tables drop the cache right after their commit, so a logout or a disabling is
 *   refused on the very next call of this process, and on another process within the notification
 *   delay (the time a NOTIFY takes to reach a listener, well under a call's own duration).
 * - Otherwise (the LISTEN connection is not subscribed yet, was lost or failed): every call reads
 *   ONE row by primary key — the user's state and version and whether the session is open — and
 *   reloads the user's data only when the version moved. When the listener subscribes (again), the
 *   cache is dropped first: notifications may have been missed meanwhile.
 *
 * A read that started before a notification (or a drop) is used for its own call but not cached
 * (`epoch`): its answer may predate the change.
 *
 * Logout, a password reset, a role change and disabling close sessions (`cerrada`) at once.
 */
export function sessionStore(
  db: Database,
  tokens: SessionTokens,
  links: PrintLinks,
  options: { maxUsers?: number; notifications?: NotificationSource } = {},
) {
  const maxUsers = options.maxUsers ?? 10_000;
  const users = new Map<number, { version: number; estado: number; user: CachedUser }>();
  /** Open sessions known open, with their user and end (exact mode only: a notification removes a closed one). */
  const openSessions = new Map<string, { idusuario: number; expira: number }>();
  let exact = false;
  /**
   * Tokens already verified, by their exact text, until they expire: the same text carries the same
   * claims, and verifying again (fast-jwt's own cache hashes the token with SHA-256 first) was ~4 %
   * of a cached call.
   */
  const checkedTokens = new Map<
    string,
    { exp: number; caller: { idusuario: number; idsesion: string; expira: number } }
  >();
  /** Bumped by every notification and drop: a read that saw another epoch is not cached. */
  let epoch = 0;

  async function loadUser(idusuario: number) {
    const seen = epoch;
    const [row] = await queryRows<CachedUser & { version: number; estado: number }>(
      db,
      sql`select u.idusuario, u.usuario, u.nombres, u.rol, u.idsucursal, u.version, u.estado, u.permisos,
                 coalesce((select array_agg(distinct m.ruta order by m.ruta)
                             from menu_usuario mu join menu m on m.idmenu = mu.idmenu
                            where mu.idusuario = u.idusuario and m.ruta is not null), '{}') as menus
            from usuario u where u.idusuario = ${idusuario}`,
    );
    if (!row) return undefined;
    const { version, estado, ...user } = row;
    const entry = { version, estado, user };
    if (seen !== epoch) return entry;
    users.delete(idusuario);
    users.set(idusuario, entry);
    if (users.size > maxUsers) users.delete(users.keys().next().value!);
    return entry;
  }

  /** The user's state, data version and (with a session id) whether that session is open: one indexed read. */
  async function readState(idusuario: number, idsesion: string | undefined) {
    const [row] = await queryRows<{ estado: number; version: number; abierta: boolean | null; expira: number | null }>(
      db,
      idsesion
        ? sql`select u.estado, u.version, (s.cerrada is null and s.expira > now()) as abierta,
                     extract(epoch from s.expira)::float8 as expira
                from usuario u left join sesion s on s.idsesion = ${idsesion}::uuid and s.idusuario = u.idusuario
               where u.idusuario = ${idusuario}`
        : sql`select u.estado, u.version, true as abierta, null::float8 as expira from usuario u where u.idusuario = ${idusuario}`,
    );
    return row;
  }

  /** Who calls: a bearer token, or a print link (`?firma=`) signed for exactly this GET path and query, of a printable route. */
  function caller(request: FastifyRequest): { idusuario: number; idsesion?: string; expira: number } {
    const token = bearerToken(request);
    if (token) {
      const known = checkedTokens.get(token);
      if (known && known.exp * 1000 > Date.now()) return known.caller;
      const claims = tokens.check(token);
      if (!claims || !UUID.test(claims.sid)) throw new InvalidTokenError();
      const who = { idusuario: claims.sub, idsesion: claims.sid, expira: claims.exp };
      checkedTokens.set(token, { exp: claims.exp, caller: who });
      if (checkedTokens.size > maxUsers) checkedTokens.delete(checkedTokens.keys().next().value!);
      return who;
    }
    const firma = (request.query as { firma?: unknown } | undefined)?.firma;
    const [path = '', query = ''] = request.url.split(/\?(.*)/s);
    if (request.method === 'GET' && typeof firma === 'string' && links.isPrintable(path)) {
      const link = links.check(firma, path, query);
      if (link && (link.sid === undefined || UUID.test(link.sid)))
        return { idusuario: link.sub, idsesion: link.sid, expira: link.exp };
    }
    throw new InvalidTokenError();
  }

  /** Notifications not (yet) trusted: one read per call. */
  async function checked(idusuario: number, idsesion: string | undefined): Promise<CachedUser> {
    const state = await readState(idusuario, idsesion);
    if (!state || state.estado !== 1 || !state.abierta) throw new EndedSessionError();
    const cached = users.get(idusuario);
    const entry = cached && cached.version === state.version ? cached : await loadUser(idusuario);
    if (!entry || entry.estado !== 1) throw new EndedSessionError();
    return entry.user;
  }

  /** The cache is exact (notifications); the database is read only for what it lacks. */
  async function cachedExactly(idusuario: number, idsesion: string | undefined): Promise<CachedUser> {
    const known = idsesion ? openSessions.get(idsesion) : undefined;
    // A session also ends at its expiry, which no notification tells: a cached one is checked against it.
    if (idsesion && (known?.idusuario !== idusuario || known.expira * 1000 <= Date.now())) {
      const seen = epoch;
      const state = await readState(idusuario, idsesion);
      if (!state || state.estado !== 1 || !state.abierta) throw new EndedSessionError();
      if (seen === epoch) openSessions.set(idsesion, { idusuario, expira: Number(state.expira) });
      if (openSessions.size > maxUsers * 4) openSessions.delete(openSessions.keys().next().value!);
    }
    const entry = users.get(idusuario) ?? (await loadUser(idusuario));
    if (!entry || entry.estado !== 1) throw new EndedSessionError();
    return entry.user;
  }

  /** A notification: 'u<id>' / 's<id>' from the triggers, 'u*' / 's*' for this process's own writes. */
  function forget(payload: string) {
    epoch++;
    const id = payload.slice(1);
    if (payload.startsWith('u')) id === '*' ? users.clear() : users.delete(Number(id));
    else if (payload.startsWith('s')) id === '*' ? openSessions.clear() : openSessions.delete(id);
  }

  function dropAll() {
    epoch++;
    users.clear();
    openSessions.clear();
  }

  return {
    /** Subscribes to the session notifications (call once, before serving); without them every call reads its state. */
    async start(): Promise<void> {
      await options.notifications?.start(SESSION_CHANNEL, {
        notify: forget,
        // What was cached before may have missed notifications: start from nothing.
        subscribed: () => {
          dropAll();
          exact = true;
        },
        lost: () => {
          exact = false;
          dropAll();
        },
      });
    },

    /** Stops listening (the app's onClose). */
    stop: async () => {
      exact = false;
      await options.notifications?.stop();
    },

    /** Whether the cache is exact right now (notifications subscribed): tests check the fallback. */
    get exact() {
      return exact;
    },

    /** The signed-in user of a call; 401 without a valid token, 401/404 when the session ended. */
    async authenticate(request: FastifyRequest): Promise<SessionUser> {
      const { idusuario, idsesion, expira } = caller(request);
      const user = exact ? await cachedExactly(idusuario, idsesion) : await checked(idusuario, idsesion);
      return { ...user, idsesion, expira };
    },

    /** Opens a session for a user who just proved their password; answers the signed token. */
    async open(user: { idusuario: number; usuario: string; rol: string }, ip: string): Promise<string> {
      const [row] = await queryRows<{ idsesion: string }>(
        db,
        sql`insert into sesion (idusuario, expira, ip) values (${user.idusuario}, now() + make_interval(secs => ${tokens.ttlSeconds}), ${ip.slice(0, 64)})
            returning idsesion`,
      );
      // Housekeeping: this user's sessions that expired or were closed a day ago are no use any more.
      await db.execute(
        sql`delete from sesion where idusuario = ${user.idusuario} and (expira < now() or cerrada < now() - interval '1 day')`,
      );
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
