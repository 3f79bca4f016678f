import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrationsFolder } from '../db/migrate.js';
import { BackupError } from './errors.js';
import type { AppliedMigration } from './manifest.js';
import type { SqlConnection } from './sql.js';

interface LocalMigration {
  tag: string;
  createdAt: number;
  hash: string;
  statements: string[];
}

let local: LocalMigration[] | undefined;
/** This version's migrations (api/drizzle), oldest first, with their journal tags. */
export function localMigrations(): LocalMigration[] {
  if (local) return local;
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  local = readMigrationFiles({ migrationsFolder }).map((m) => ({
    tag: tags.get(m.folderMillis) ?? '',
    createdAt: m.folderMillis,
    hash: m.hash,
    statements: m.sql,
  }));
  return local;
}

/** The migrations a database has (drizzle's table), with this version's tag for each one it knows. */
export async function appliedMigrations(c: SqlConnection): Promise<AppliedMigration[]> {
  const [exists] = await c.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return [];
  const rows = await c.query<{ hash: string; created_at: string | number }>(
    `select hash, created_at from drizzle.__drizzle_migrations order by created_at, id`,
  );
  const tags = new Map(localMigrations().map((m) => [m.createdAt, m.tag]));
  return rows.map((r) => ({
    tag: tags.get(Number(r.created_at)) ?? null,
    createdAt: Number(r.created_at),
    hash: r.hash,
  }));
}

/** A backup made by a newer version (a migration this one does not have) cannot be restored by it. */
export function checkRestorable(applied: AppliedMigration[]): void {
  const known = new Set(localMigrations().map((m) => m.createdAt));
  const unknown = applied.find((m) => !known.has(m.createdAt));
  if (unknown)
    throw new BackupError(
      `El respaldo es de una versión más reciente de Trade (tiene la migración ${unknown.tag ?? unknown.createdAt}, que esta versión no conoce). Actualice Trade y vuelva a restaurarlo.`,
    );
}

/** The newest migration of a backup: the level its data belongs to. */
export const levelOf = (applied: AppliedMigration[]) => applied.reduce((max, m) => Math.max(max, m.createdAt), 0);

/**
 * Applies this version's migrations as drizzle's migrator does (same table, same rule: those newer
 * than the newest applied), but only up to `upTo` when given, on the caller's connection and inside
 * the caller's transaction: a restore creates the backup's schema, loads it and migrates it on in
 * one transaction. Answers how many it applied.
 */
export async function migrateWithin(c: SqlConnection, upTo = Number.POSITIVE_INFINITY): Promise<number> {
  await c.exec(`create schema if not exists drizzle;
    create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const [last] = await c.query<{ created_at: string | number }>(
    `select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const after = last ? Number(last.created_at) : Number.NEGATIVE_INFINITY;
  let count = 0;
  for (const migration of localMigrations()) {
    if (migration.createdAt <= after || migration.createdAt > upTo) continue;
    for (const statement of migration.statements) if (statement.trim()) await c.exec(statement);
    await c.query(`insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)`, [
      migration.hash,
      migration.createdAt,
    ]);
    count++;
  }
  return count;
}
