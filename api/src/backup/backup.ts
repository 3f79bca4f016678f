import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { repoRoot, type BackupConfig } from '../config.js';
import { archiveWriter } from './archive.js';
import { listDataFiles } from './data-files.js';
import { BackupError } from './errors.js';
import {
  DUMP_ENTRY,
  FILES_PREFIX,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_NAME,
  settingsKeyId,
  type Manifest,
} from './manifest.js';
import { backupFileName, pruneBackups } from './retention.js';
import { snapshotPglite, snapshotPostgres, type DatabaseSource, type SnapshotFacts } from './snapshot.js';

export interface BackupOptions {
  source: DatabaseSource;
  dataDir: string;
  settingsKey: Buffer;
  backup: BackupConfig;
  now?: () => Date;
}

export interface BackupResult {
  /** Full path of the backup file. */
  file: string;
  size: number;
  sha256: string;
  startedAt: Date;
  endedAt: Date;
  tables: Record<string, number>;
  files: number;
  /** The copy in BACKUP_COPY_DIR, or why it could not be written. */
  copy?: string;
  copyError?: string;
  /** Old backups deleted by the retention rule (both folders). */
  pruned: string[];
}

const appVersion = () => {
  try {
    return (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'desconocida';
  }
};

const isInside = (folder: string, parent: string) => {
  const path = relative(resolve(parent), resolve(folder));
  return path === '' || (!path.startsWith('..') && !path.startsWith(sep));
};

/** A free name for this second's backup (two in the same second get -1, -2 …). */
function freeName(folder: string, date: Date): string {
  for (let n = 0; ; n++) {
    const name = backupFileName(date, n ? `-${n}` : '');
    if (!existsSync(join(folder, name))) return name;
  }
}

/**
 * One backup: the database (a consistent snapshot, see snapshot.ts), then the data folder's files,
 * then the manifest, into `<BACKUP_DIR>/trade-respaldo-<Lima date and time>.tar.gz` (written under a
 * hidden name and renamed when complete, so a half-written file never looks like a backup). Then the
 * copy to BACKUP_COPY_DIR and the retention rule in both folders. The caller keeps two from running
 * at once (service.ts).
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const { dir, copyDir } = options.backup;
  await mkdir(dir, { recursive: true }).catch((error) => {
    throw new BackupError(`No se pudo crear la carpeta de respaldos ${dir}: ${(error as Error).message}`);
  });
  const startedAt = now();
  const name = freeName(dir, startedAt);
  const partial = join(dir, `.${name}.part`);
  const writer = archiveWriter(partial);
  let tables: Record<string, number>;
  let files: string[];
  let sum: { size: number; sha256: string };
  try {
    let facts: SnapshotFacts;
    if (options.source.kind === 'pglite') facts = await snapshotPglite(options.source.client, writer.addBuffer);
    else {
      const dump = join(dir, `.${name}.dump.part`);
      try {
        facts = await snapshotPostgres(options.source.url, dump, options.backup.pgBinDir);
        await writer.addFile(DUMP_ENTRY.postgres, dump);
      } finally {
        await rm(dump, { force: true });
      }
    }
    tables = facts.tables;
    // The files after the database: a file newer than the dump (a product image uploaded meanwhile)
    // is harmless; a row whose file was taken before it existed would not be.
    const skip = [dir, copyDir].filter((f): f is string => !!f && isInside(f, options.dataDir));
    files = await listDataFiles(options.dataDir, skip);
    const stored: string[] = [];
    for (const file of files) {
      try {
        await writer.addFile(FILES_PREFIX + file, join(options.dataDir, ...file.split('/')));
        stored.push(file);
      } catch (error) {
        // Deleted meanwhile (a branch logo removed): it is simply not in this backup.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    files = stored;
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      app: { name: 'trade', version: appVersion() },
      createdAt: startedAt.toISOString(),
      host: hostname(),
      database: { kind: options.source.kind, server: facts.server, entry: DUMP_ENTRY[options.source.kind] },
      migrations: facts.migrations,
      tables,
      entries: [...writer.entries],
      secrets: { encryptedWith: 'AES-256-GCM (SETTINGS_KEY)', keyId: settingsKeyId(options.settingsKey) },
    };
    await writer.addBuffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    sum = await writer.finish();
    await rename(partial, join(dir, name));
  } catch (error) {
    await writer.abort();
    await rm(partial, { force: true });
    if (error instanceof BackupError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupError(
      code === 'ENOSPC'
        ? `No hay espacio en disco en ${dir} para el respaldo.`
        : `No se pudo escribir el respaldo: ${(error as Error).message}`,
    );
  }
  const file = join(dir, name);
  const result: BackupResult = { file, ...sum, startedAt, endedAt: now(), tables, files: files.length, pruned: [] };
  if (copyDir) {
    try {
      await mkdir(copyDir, { recursive: true });
      const partialCopy = join(copyDir, `.${name}.part`);
      await copyFile(file, partialCopy);
      if ((await stat(partialCopy)).size !== sum.size) throw new Error('la copia no tiene el tamaño del respaldo');
      await rename(partialCopy, join(copyDir, name));
      result.copy = join(copyDir, name);
      result.pruned.push(...(await pruneBackups(copyDir, options.backup)).map((n) => join(copyDir, n)));
    } catch (error) {
      await rm(join(copyDir, `.${name}.part`), { force: true }).catch(() => {});
      result.copyError = `No se pudo copiar el respaldo a ${copyDir}: ${(error as Error).message}`;
    }
  }
  result.pruned.push(...(await pruneBackups(dir, options.backup)).map((n) => join(dir, n)));
  return result;
}
