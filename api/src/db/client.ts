import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.js';
import { plannedPerCall, prepareRepeatedSelects } from './pglite-statements.js';

export type Schema = typeof schema;
/** The Drizzle database, the same type for the embedded PGlite and a PostgreSQL server. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A database or an open transaction: repositories accept either. */
export type Executor = Pick<
  Database,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'selectDistinct' | 'transaction'
>;

/** Rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Pick<Database, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs fn on a single connection (needed for session-level advisory locks). */
  withConnection<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * One parameter holding a whole column of rows, for `unnest($1::int[], $2::numeric[], …)`: a
 * multi-row write has the same text whatever its row count, and no parameter is built per value.
 */
export const columnParam = <T>(rows: readonly T[], pick: (row: T) => unknown) => sql.param(rows.map(pick));

// numeric and bigint come back as strings (exact money); dates as Date.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Most statement texts a process prepares by name (each connection keeps their plans). */
const MAX_NAMED_STATEMENTS = 2_000;
const statementNames = new Map<string, string>();
const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;

/** The tables whose rows the session cache keeps (core/sessions.ts): a write to one is told after its commit. */
const SESSION_TABLE_WRITE = /^\s*(insert\s+into|update|delete\s+from)\s+"?(usuario|menu_usuario|menu|sesion)"?[\s(]/i;
const TRANSACTION_START = /^\s*(?:begin|start\s+transaction)\b/i;
const TRANSACTION_END = /^\s*(?:commit|rollback|end|abort)\s*$/i;
type SessionWrite = (table: string) => void;
const sessionWriteListeners = new WeakMap<pg.Pool, Set<SessionWrite>>();

/**
 * Calls `listener(table)` after every write of this pool to a session table has committed (a
 * statement outside a transaction when it answered; inside one, when the transaction ended).
 * Answers the unsubscribe. The statement's text tells the table (Drizzle and the raw SQL of the
 * app both start with `insert into`, `update` or `delete from` and the table), so a change reaching
 * these tables only through a cascade from another table is not told here (the notification still is).
 */
export function onSessionTablesWritten(pool: pg.Pool, listener: SessionWrite): () => void {
  let set = sessionWriteListeners.get(pool);
  if (!set) sessionWriteListeners.set(pool, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Watches one pool connection's statements for writes to the session tables (see onSessionTablesWritten). */
function tellSessionWrites(pool: pg.Pool, client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let inTransaction = false;
  const written = new Set<string>();
  const tell = () => {
    const tables = [...written];
    written.clear();
    for (const listener of sessionWriteListeners.get(pool) ?? []) for (const table of tables) listener(table);
  };
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text !== 'string') return query(config, ...rest);
    const [, verb = '', table] = SESSION_TABLE_WRITE.exec(text) ?? [];
    // A new session (login) changes nothing cached.
    if (table && !(table.toLowerCase() === 'sesion' && /^insert/i.test(verb))) written.add(table.toLowerCase());
    if (TRANSACTION_START.test(text)) inTransaction = true;
    const ends = TRANSACTION_END.test(text);
    if (ends) inTransaction = false;
    if (written.size === 0 || inTransaction) return query(config, ...rest);
    // Told once the statement answered (committed when outside a transaction, or the transaction's end).
    const callback = rest.at(-1);
    if (typeof callback === 'function') {
      // pg-pool's pool.query() passes a callback.
      return query(config, ...rest.slice(0, -1), (...answer: unknown[]) => {
        if (!inTransaction) tell();
        return (callback as (...args: unknown[]) => unknown)(...answer);
      });
    }
    const result = query(config, ...rest);
    return result instanceof Promise ? result.finally(() => (inTransaction ? undefined : tell())) : result;
  };
}

/**
 * Every parameterised query of the app has a fixed text per shape (a list, the session check, a
 * save) with its values as parameters: PostgreSQL can parse and plan it once per connection
 * instead of on every call. Each distinct text gets a name (pg then sends only Bind/Execute after the first Parse on a
 * connection). Texts with inlined values would be endless, so the names stop at a cap; later texts
 * run unnamed, as before.
 */
function prepareRepeatedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const text = (config as { text?: unknown } | null)?.text;
    const values = rest[0] ?? (config as { values?: unknown } | null)?.values;
    if (
      typeof text === 'string' &&
      Array.isArray(values) &&
      values.length > 0 &&
      !(config as { name?: string }).name &&
      PREPARABLE.test(text) &&
      !plannedPerCall(text)
    ) {
      let name = statementNames.get(text);
      if (!name && statementNames.size < MAX_NAMED_STATEMENTS)
        statementNames.set(text, (name = `trade_${statementNames.size}`));
      if (name) return query({ ...(config as object), name }, ...rest);
    }
    return query(config, ...rest);
  };
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; omit for an in-memory one. */
  pgliteDir?: string;
  /** A dump of a prepared embedded database (tests start from a migrated template). */
  pgliteDump?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection ended by the server (a restart, an administrator, a dropped test database)
    // is discarded by the pool and the next query opens another; unhandled, it would end the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => {
      prepareRepeatedStatements(client);
      tellSessionWrites(pool, client);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async withConnection(fn) {
        const client = await pool.connect();
        try {
          return await fn(drizzlePg(client, { schema }) as unknown as Database);
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = new PGlite({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteDump,
    relaxedDurability: false,
    // Trigram indexes of large searches (products: migration 0007).
    extensions: { pg_trgm, btree_gist },
  });
  await client.waitReady;
  prepareRepeatedSelects(client);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', withConnection: (fn) => fn(db), close: () => client.close() };
}

export function pgliteDirIn(dataDir: string): string {
  return join(dataDir, 'pglite');
}
