import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { pgliteDirIn } from '../db/client.js';
import { DAMAGED, entryPath, extractArchive } from './archive.js';
import { STAGING_PREFIX, listDataFiles } from './data-files.js';
import { BackupError } from './errors.js';
import {
  FILES_PREFIX,
  MANIFEST_NAME,
  isManifest,
  settingsKeyId,
  type Manifest,
  type ManifestEntry,
} from './manifest.js';
import { checkRestorable, levelOf, migrateWithin } from './migrations.js';
import { loadData, pgDumpSource, pgTarget, pgliteDumpSource, pgliteTarget, type DataSource } from './portable.js';
import { countRows, pgConnection, pgliteConnection, publicTables, type SqlConnection } from './sql.js';

export interface RestoreOptions {
  /** The backup file. */
  file: string;
  /** The data folder to restore the files (and, without databaseUrl, the embedded database) into. */
  dataDir: string;
  /** A PostgreSQL database to restore into; empty: the embedded database of dataDir. */
  databaseUrl?: string;
  /** Folders inside dataDir that do not count as data (the backup folders). */
  ignoreFolders?: string[];
  /** Replace what the target holds (never without it). */
  overwrite?: boolean;
  /** This installation's SETTINGS_KEY, when known: tells whether the restored secrets can be read. */
  settingsKey?: Buffer;
  pgBinDir?: string;
  log?: (line: string) => void;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Rows per table once restored and migrated. */
  tables: Record<string, number>;
  migrationsApplied: number;
  files: number;
  /** true / false: this installation's key is / is not the backup's; undefined: no key to compare. */
  keyMatches?: boolean;
  /** native: PGlite's folder loaded as it was; portable: rows copied into a schema built by migrations. */
  method: 'nativo' | 'portable';
}

/** Reads the manifest and checks every entry against it (size and SHA-256): nothing is used unchecked. */
async function verifiedManifest(folder: string, found: Map<string, ManifestEntry>): Promise<Manifest> {
  if (!found.has(MANIFEST_NAME)) throw new BackupError(`${DAMAGED}: no tiene su manifiesto (${MANIFEST_NAME}).`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(entryPath(folder, MANIFEST_NAME), 'utf8'));
  } catch {
    throw new BackupError(`${DAMAGED}: su manifiesto no se puede leer.`);
  }
  if (!isManifest(manifest))
    throw new BackupError('El archivo no es un respaldo de Trade o es de un formato desconocido.');
  for (const entry of manifest.entries) {
    const actual = found.get(entry.name);
    if (!actual) throw new BackupError(`${DAMAGED}: falta ${entry.name}.`);
    if (actual.size !== entry.size || actual.sha256 !== entry.sha256)
      throw new BackupError(`${DAMAGED}: ${entry.name} no coincide con su suma de verificación (SHA-256).`);
  }
  const listed = new Set(manifest.entries.map((e) => e.name));
  const extra = [...found.keys()].find((name) => name !== MANIFEST_NAME && !listed.has(name));
  if (extra) throw new BackupError(`${DAMAGED}: contiene ${extra}, que su manifiesto no registra.`);
  if (!listed.has(manifest.database.entry)) throw new BackupError(`${DAMAGED}: falta la copia de la base de datos.`);
  return manifest;
}

/** The restored rows must be the backup's, table by table, before anything is kept. */
async function checkCounts(c: SqlConnection, manifest: Manifest): Promise<void> {
  const present = new Set(await publicTables(c));
  const missing = Object.keys(manifest.tables).find((t) => !present.has(t));
  if (missing) throw new BackupError(`La restauración no coincide con el respaldo: falta la tabla ${missing}.`);
  const counts = await countRows(c, Object.keys(manifest.tables));
  for (const [table, expected] of Object.entries(manifest.tables))
    if (counts[table] !== expected)
      throw new BackupError(
        `La restauración no coincide con el respaldo: la tabla ${table} tiene ${counts[table]} filas y el respaldo registra ${expected}.`,
      );
}

const NOT_EMPTY =
  'Use una carpeta de datos (DATA_DIR) y una base de datos vacías, o agregue --sobrescribir para reemplazar lo que contienen (se pierde).';

async function postgresHoldsData(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ used: boolean }>(
    `select exists (select 1 from pg_class where relnamespace = 'public'::regnamespace and relkind in ('r', 'p', 'v', 'm', 'S'))
         or exists (select 1 from pg_namespace where nspname = 'drizzle') as used`,
  );
  return rows[0]!.used;
}

/**
 * Restores a backup: unpacks it inside the data folder, checks the manifest and every checksum, refuses
 * a non-empty target (unless `overwrite`), then loads the database and runs the migrations the backup
 * lacks — on a server all in ONE transaction, on the embedded database in a folder of its own that
 * replaces the old one only at the end — and puts the files in place. A refusal changes nothing.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const log = options.log ?? (() => {});
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(join(options.dataDir, STAGING_PREFIX));
  const unpacked = join(staging, 'archivo');
  let pgClient: pg.Client | undefined;
  try {
    log('Verificando el archivo de respaldo…');
    const manifest = await verifiedManifest(unpacked, await extractArchive(options.file, unpacked));
    checkRestorable(manifest.migrations);
    const dump = entryPath(unpacked, manifest.database.entry);
    const level = levelOf(manifest.migrations);
    const ignore = [...(options.ignoreFolders ?? []), staging];
    const filesThere = (await listDataFiles(options.dataDir, ignore)).length > 0;
    const pgliteDir = pgliteDirIn(options.dataDir);

    let result: Pick<RestoreResult, 'tables' | 'migrationsApplied' | 'method'>;
    let stagedPglite: string | undefined;
    if (options.databaseUrl) {
      pgClient = new pg.Client({ connectionString: options.databaseUrl, application_name: 'trade-restauracion' });
      await pgClient.connect();
      if (!options.overwrite && (filesThere || (await postgresHoldsData(pgClient))))
        throw new BackupError(`La base de datos o la carpeta de datos de destino no están vacías. ${NOT_EMPTY}`);
      log(`Cargando la base de datos (${manifest.database.kind} → PostgreSQL)…`);
      result = await intoPostgres(pgClient, manifest, dump, staging, options);
    } else {
      if (!options.overwrite && (filesThere || existsSync(join(pgliteDir, 'PG_VERSION'))))
        throw new BackupError(`La carpeta de datos de destino (${options.dataDir}) no está vacía. ${NOT_EMPTY}`);
      stagedPglite = join(staging, 'pglite');
      log(`Cargando la base de datos (${manifest.database.kind} → integrada)…`);
      result = await intoPglite(stagedPglite, manifest, dump, level, staging, options.pgBinDir);
    }

    log('Restaurando los archivos…');
    if (options.overwrite)
      for (const file of await listDataFiles(options.dataDir, ignore))
        await rm(join(options.dataDir, ...file.split('/')), { force: true });
    const files = manifest.entries.filter((e) => e.name.startsWith(FILES_PREFIX));
    for (const entry of files) {
      const target = join(options.dataDir, ...entry.name.slice(FILES_PREFIX.length).split('/'));
      await mkdir(dirname(target), { recursive: true });
      await rename(entryPath(unpacked, entry.name), target);
    }
    if (stagedPglite) {
      if (existsSync(pgliteDir)) await rename(pgliteDir, join(staging, 'pglite-anterior'));
      await rename(stagedPglite, pgliteDir);
    }
    const keyMatches = options.settingsKey ? settingsKeyId(options.settingsKey) === manifest.secrets.keyId : undefined;
    return { manifest, ...result, files: files.length, keyMatches };
  } finally {
    await pgClient?.end().catch(() => {});
    await rm(staging, { recursive: true, force: true });
  }
}

async function sourceFor(manifest: Manifest, dump: string, workDir: string, pgBinDir?: string): Promise<DataSource> {
  return manifest.database.kind === 'pglite' ? pgliteDumpSource(dump) : pgDumpSource(dump, workDir, pgBinDir);
}

/**
 * Into a PostgreSQL server, in one transaction: (with overwrite, the old schemas dropped) the
 * backup's schema built by this version's migrations up to the backup's level, every row copied, the
 * counts checked, then the newer migrations. pg_dump's own format goes through the same path, so a
 * server backup and an embedded one restore the same way.
 */
async function intoPostgres(
  client: pg.Client,
  manifest: Manifest,
  dump: string,
  workDir: string,
  options: RestoreOptions,
): Promise<Pick<RestoreResult, 'tables' | 'migrationsApplied' | 'method'>> {
  const c = pgConnection(client);
  const source = await sourceFor(manifest, dump, workDir, options.pgBinDir);
  await client.query('begin');
  try {
    if (options.overwrite)
      await c.exec('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
    await migrateWithin(c, levelOf(manifest.migrations));
    await loadData(pgTarget(client, c), source);
    await checkCounts(c, manifest);
    const migrationsApplied = await migrateWithin(c);
    const tables = await countRows(c, await publicTables(c));
    await client.query('commit');
    return { tables, migrationsApplied, method: 'portable' };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await source.close();
  }
}

/**
 * Into a new embedded database in `folder`: a PGlite backup is PGlite's own folder, loaded as it was;
 * a server's backup is copied in through the portable path. Then the counts are checked and the
 * newer migrations run. The folder replaces the data folder's database only once all went well.
 */
async function intoPglite(
  folder: string,
  manifest: Manifest,
  dump: string,
  level: number,
  workDir: string,
  pgBinDir?: string,
): Promise<Pick<RestoreResult, 'tables' | 'migrationsApplied' | 'method'>> {
  const native = manifest.database.kind === 'pglite';
  const client = new PGlite({
    dataDir: folder,
    loadDataDir: native ? new Blob([await readFile(dump)]) : undefined,
    extensions: { pg_trgm, btree_gist },
  });
  try {
    await client.waitReady;
    const c = pgliteConnection(client);
    if (!native) {
      // The folder is thrown away on any failure, so no transaction is needed (COPY from a blob
      // cannot run inside PGlite's transaction callback).
      await migrateWithin(c, level);
      const source = await sourceFor(manifest, dump, workDir, pgBinDir);
      try {
        await loadData(pgliteTarget(client), source);
      } finally {
        await source.close();
      }
    }
    await checkCounts(c, manifest);
    const migrationsApplied = await client.transaction((tx) => migrateWithin(pgliteConnection(tx)));
    const tables = await countRows(c, await publicTables(c));
    return { tables, migrationsApplied, method: native ? 'nativo' : 'portable' };
  } finally {
    await client.close();
  }
}
