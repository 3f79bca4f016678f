import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from '../db/client.js';
import { BackupError } from './errors.js';
import { DUMP_ENTRY, type AppliedMigration } from './manifest.js';
import { appliedMigrations } from './migrations.js';
import { countRows, pgConnection, pgliteConnection, publicTables, serverVersion, type SqlConnection } from './sql.js';

/** The database a backup reads: the embedded one (its PGlite instance) or a server (its URL). */
export type DatabaseSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

/** The source behind the app's Drizzle database (drizzle keeps its driver client as `$client`). */
export function sourceOf(db: Database): DatabaseSource {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return { kind: 'pglite', client };
  const url = (client as pg.Pool).options?.connectionString;
  if (!url) throw new Error('backup: the PostgreSQL pool has no connection string');
  return { kind: 'postgres', url };
}

export interface SnapshotFacts {
  server: string;
  migrations: AppliedMigration[];
  tables: Record<string, number>;
}

async function facts(c: SqlConnection): Promise<SnapshotFacts> {
  const tables = await countRows(c, await publicTables(c));
  return { server: await serverVersion(c), migrations: await appliedMigrations(c), tables };
}

/**
 * The embedded database, consistent: inside one transaction (PGlite runs one at a time, so every
 * write waits meanwhile) the counts are taken, a checkpoint writes the data files, and PGlite dumps
 * its data folder as a tar. What the counts saw is exactly what the dump holds. The wait lasts the
 * dump (about a second for the demo data, see docs/backup.md).
 */
export async function snapshotPglite(
  client: PGlite,
  add: (name: string, data: Uint8Array) => Promise<void>,
): Promise<SnapshotFacts> {
  const { found, dump } = await client.transaction(async (tx) => {
    const found = await facts(pgliteConnection(tx));
    await tx.exec('checkpoint');
    return { found, dump: await client.dumpDataDir('none') };
  });
  await add(DUMP_ENTRY.pglite, new Uint8Array(await dump.arrayBuffer()));
  return found;
}

/** pg_dump's and pg_restore's connection settings from a URL, the password in the environment (never on the command line). */
export function pgToolEnv(url: string): { env: NodeJS.ProcessEnv; dbname: string } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGAPPNAME: 'trade-respaldo' };
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { env, dbname: parsed.toString() };
}

/** Runs a PostgreSQL client tool; its error text (last lines) becomes the refusal's detail. */
export function runPgTool(
  binDir: string | undefined,
  tool: 'pg_dump' | 'pg_restore',
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(binDir ? join(binDir, tool) : tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
    child.on('error', (error) =>
      fail(
        new BackupError(
          (error as NodeJS.ErrnoException).code === 'ENOENT'
            ? `No se encontró ${tool}: instale el cliente de PostgreSQL (postgresql-client) o indique su carpeta en PG_BIN_DIR.`
            : `No se pudo ejecutar ${tool}: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) return done();
      const detail = stderr.trim().split('\n').slice(-3).join(' ');
      const hint = /version mismatch/i.test(detail)
        ? ` Use ${tool} de la misma versión del servidor o más reciente (PG_BIN_DIR).`
        : '';
      fail(new BackupError(`${tool} terminó con error (${code}): ${detail}.${hint}`));
    });
  });
}

/**
 * A PostgreSQL server, consistent while it keeps working: a repeatable-read transaction exports its
 * snapshot, the counts are read in it, and pg_dump (custom format, uncompressed: the backup file is
 * compressed as a whole) dumps that same snapshot into `dumpFile`. Other sessions never wait.
 */
export async function snapshotPostgres(url: string, dumpFile: string, pgBinDir?: string): Promise<SnapshotFacts> {
  const client = new pg.Client({ connectionString: url, application_name: 'trade-respaldo' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot'))
      .rows as [{ snapshot: string }];
    const found = await facts(pgConnection(client));
    const { env, dbname } = pgToolEnv(url);
    await runPgTool(
      pgBinDir,
      'pg_dump',
      ['--format=custom', '--compress=0', `--snapshot=${snapshot}`, `--file=${dumpFile}`, `--dbname=${dbname}`],
      env,
    );
    await client.query('commit');
    return found;
  } finally {
    await client.end().catch(() => {});
  }
}
