import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './client.js';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/** Any number, shared by every API process, so only one prepares the database at a time. */
const STARTUP_LOCK = 727_001;

/**
 * Runs `prepare` on one connection while holding the start-up advisory lock, so API processes
 * started at once (replicas of a deployment) migrate and seed one after the other: the second one
 * finds the tables and the first-start data already there. The embedded database belongs to one
 * process, so it needs no lock.
 */
async function underStartupLock<T>(handle: DatabaseHandle, prepare: (db: Database) => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return prepare(handle.db);
  return handle.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK})`);
    try {
      return await prepare(db);
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK})`);
    }
  });
}

async function migrateOn(kind: DatabaseHandle['kind'], db: Database): Promise<void> {
  if (kind === 'pglite') await migratePglite(db as never, { migrationsFolder });
  else await migratePg(db as never, { migrationsFolder });
}

/**
 * Applies pending SQL migrations and then `seed` (first-start data), both under the start-up
 * lock; several API processes may start at once.
 */
export async function applyMigrations(handle: DatabaseHandle, seed?: (db: Database) => Promise<void>): Promise<void> {
  await underStartupLock(handle, async (db) => {
    await migrateOn(handle.kind, db);
    await seed?.(db);
  });
}
