import pg from 'pg';
import { onSessionTablesWritten, type Database } from './client.js';

/**
 * What a notification source tells its subscriber (core/sessions.ts):
 * - `notify(payload)`: a notification of the channel arrived ('u*' / 's*': "forget every user" /
 *   "forget every session", sent for a write of this process, see below);
 * - `subscribed()`: from now on every notification committed arrives (after a start or a reconnect:
 *   what was committed meanwhile may have been missed, so the subscriber drops what it cached);
 * - `lost()`: notifications may be missed from now on (connection lost, error, stopping).
 */
export interface NotificationHandlers {
  notify(payload: string): void;
  subscribed(): void;
  lost(): void;
}

export interface NotificationSource {
  start(channel: string, handlers: NotificationHandlers): Promise<void>;
  stop(): Promise<void>;
}

type PgliteClient = {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  waitReady: unknown;
};

/** PGlite delivers a notification with the writing query, inside this process: never lost. */
function embeddedSource(client: PgliteClient): NotificationSource {
  let unlisten: (() => Promise<void>) | undefined;
  let handlers: NotificationHandlers | undefined;
  return {
    async start(channel, h) {
      handlers = h;
      unlisten = await client.listen(channel, h.notify);
      h.subscribed();
    },
    async stop() {
      handlers?.lost();
      await unlisten?.();
    },
  };
}

/** The listening connection's application_name (pg_stat_activity tells it apart from the pool's). */
export const LISTENER_NAME = 'trade-sesiones';

/** How often the listening connection proves it is alive, and how long an answer may take. */
const PING_MS = 5_000;
const RECONNECT_MS = [100, 500, 1_000, 2_000, 5_000];

/**
 * PostgreSQL: one dedicated connection (outside the pool) runs `LISTEN <channel>`. It is trusted
 * only while it is known to be subscribed: until LISTEN has answered, after any error or end of the
 * connection, and when a ping (every 5 s) goes unanswered, the subscriber hears `lost()` and the
 * connection is replaced (100 ms, then up to 5 s apart); each new subscription says `subscribed()`.
 *
 * A notification reaches this connection a moment after the writer's commit. For writes made by
 * THIS process that moment would be visible (a logout answered, then the next call still served
 * from the cache), so the pool's own writes to the session tables (db/client.ts) are told at once,
 * after their commit, as 'u*' / 's*': the subscriber drops that part of its cache.
 */
function postgresSource(pool: pg.Pool): NotificationSource {
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  let localWrites: (() => void) | undefined;

  return {
    async start(channel, h) {
      localWrites = onSessionTablesWritten(pool, (table) => h.notify(table === 'sesion' ? 's*' : 'u*'));

      const drop = (dead: pg.Client) => {
        if (client !== dead) return;
        client = undefined;
        clearInterval(ping);
        h.lost();
        dead.removeAllListeners('notification');
        dead.on('error', () => {});
        void dead.end().catch(() => {});
        if (!stopped) retry = setTimeout(connect, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]).unref();
      };

      const connect = async () => {
        if (stopped) return;
        const next = new pg.Client({
          ...(pool.options as pg.ClientConfig),
          keepAlive: true,
          application_name: LISTENER_NAME,
        });
        client = next;
        next.on('error', () => drop(next));
        next.on('end', () => drop(next));
        next.on(
          'notification',
          (message) => message.channel === channel && message.payload !== undefined && h.notify(message.payload),
        );
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch {
          return drop(next);
        }
        if (client !== next || stopped) return;
        attempt = 0;
        h.subscribed();
        ping = setInterval(() => {
          const timeout = setTimeout(() => drop(next), PING_MS).unref();
          next.query('select 1').then(
            () => clearTimeout(timeout),
            () => (clearTimeout(timeout), drop(next)),
          );
        }, PING_MS);
        ping.unref();
      };
      await connect();
    },

    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(ping);
      localWrites?.();
      const last = client;
      client = undefined;
      if (last) {
        last.removeAllListeners();
        last.on('error', () => {});
        await last.end().catch(() => {});
      }
    },
  };
}

/** The notification source of a database: embedded PGlite or a PostgreSQL pool (see core/sessions.ts). */
export function notificationSource(db: Database): NotificationSource | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return postgresSource(client);
  const embedded = client as Partial<PgliteClient> | undefined;
  if (embedded && typeof embedded.listen === 'function' && 'waitReady' in embedded)
    return embeddedSource(embedded as PgliteClient);
  return undefined;
}
