import { createHmac } from 'node:crypto';
import * as T from 'typebox';
import type { Static } from 'typebox';
import { Value } from 'typebox/value';

/** What `manifest.json`, the last entry of every backup file, says; restore checks all of it first. */
export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'trade-respaldo';
export const FORMAT_VERSION = 1;

/** The database dump inside the file: PGlite's own tar of its data folder, or pg_dump's custom format. */
export const DUMP_ENTRY = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;
/** Files of the data folder are stored under this prefix, with their path relative to the folder. */
export const FILES_PREFIX = 'files/';

const Entry = T.Object({
  name: T.String(),
  size: T.Integer({ minimum: 0 }),
  sha256: T.String({ pattern: '^[0-9a-f]{64}$' }),
});
const Migration = T.Object({ tag: T.Union([T.String(), T.Null()]), createdAt: T.Number(), hash: T.String() });

export const Manifest = T.Object({
  format: T.Literal(FORMAT),
  formatVersion: T.Integer(),
  app: T.Object({ name: T.String(), version: T.String() }),
  createdAt: T.String(),
  host: T.String(),
  database: T.Object({
    kind: T.Union([T.Literal('pglite'), T.Literal('postgres')]),
    server: T.String(),
    entry: T.String(),
  }),
  /** The migrations the database had, oldest first (drizzle's journal: created_at is the migration's `when`). */
  migrations: T.Array(Migration),
  /** Rows per table of the public schema, counted in the same snapshot as the dump. */
  tables: T.Record(T.String(), T.Integer({ minimum: 0 })),
  /** Every other entry of the file with its size and SHA-256. */
  entries: T.Array(Entry),
  secrets: T.Object({
    /** The company's secrets are AES-256-GCM ciphertexts of SETTINGS_KEY; the key itself is never in a backup. */
    encryptedWith: T.String(),
    /** HMAC of a fixed text with SETTINGS_KEY: tells whether the restoring installation has the same key, without revealing it. */
    keyId: T.String(),
  }),
});
export type Manifest = Static<typeof Manifest>;
export type ManifestEntry = Static<typeof Entry>;
export type AppliedMigration = Static<typeof Migration>;

export function isManifest(value: unknown): value is Manifest {
  return Value.Check(Manifest, value);
}

/** Identifies SETTINGS_KEY without revealing it (the key cannot be derived from this). */
export function settingsKeyId(key: Buffer): string {
  return createHmac('sha256', key).update('trade-respaldo-clave').digest('hex').slice(0, 16);
}
