import type { PGlite, Transaction } from '@electric-sql/pglite';
import type pg from 'pg';

/** The little of a connection the backup needs, the same on the embedded database and on a server. */
export interface SqlConnection {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** One or more statements without parameters. */
  exec(text: string): Promise<void>;
}

export function pgConnection(client: pg.ClientBase): SqlConnection {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
    exec: async (text) => void (await client.query(text)),
  };
}

export function pgliteConnection(client: PGlite | Transaction): SqlConnection {
  return {
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    exec: async (text) => void (await client.exec(text)),
  };
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The ordinary tables of the public schema (the business's data), by name. */
export async function publicTables(c: SqlConnection): Promise<string[]> {
  const rows = await c.query<{ name: string }>(
    `select c.relname as name from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') order by 1`,
  );
  return rows.map((r) => r.name);
}

/** Rows per table, in one statement (so in one snapshot). */
export async function countRows(c: SqlConnection, tables: string[]): Promise<Record<string, number>> {
  if (tables.length === 0) return {};
  const rows = await c.query<{ name: string; count: string | number }>(
    tables.map((t) => `select ${quoteLiteral(t)} as name, count(*) as count from ${quoteIdent(t)}`).join(' union all '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.count)]));
}

export const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

export async function serverVersion(c: SqlConnection): Promise<string> {
  const [row] = await c.query<{ version: string }>(`select current_setting('server_version') as version`);
  return row?.version ?? '';
}
