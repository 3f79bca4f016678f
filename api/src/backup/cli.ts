import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, pgliteDirIn } from '../db/client.js';
import { applyMigrations } from '../db/migrate.js';
import { askHolder, holdDataDir } from './control.js';
import { restoreBackup } from './restore.js';
import { backupService } from './service.js';

/*
 * `npm run backup` and `npm run restore FILE [--sobrescribir]`, with the API's own settings
 * (DATA_DIR, DATABASE_URL, BACKUP_*, SETTINGS_KEY). Messages are the administrator's, in Spanish.
 */

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

async function backup(config: Config): Promise<void> {
  let row: { archivo: string | null; tamano: number | null; copia: string | null; copia_error: string | null };
  if (config.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 2 });
    try {
      await applyMigrations(handle);
      row = await backupService(handle.db, config).runNow('consola');
    } finally {
      await handle.close();
    }
  } else {
    // A running API holds the embedded database: it makes the backup.
    const answer = await askHolder(config.dataDir, 'respaldar');
    if (answer && !answer.ok) throw new Error(answer.mensaje);
    if (answer) row = answer.detalles as typeof row;
    else {
      if (!existsSync(join(pgliteDirIn(config.dataDir), 'PG_VERSION')))
        throw new Error(`No hay una base de datos integrada en ${config.dataDir} (¿DATA_DIR o DATABASE_URL?).`);
      const release = await holdDataDir(config.dataDir, () => Promise.reject(new Error('Respaldo en curso.')));
      const handle = await openDatabase({ pgliteDir: pgliteDirIn(config.dataDir) });
      try {
        await applyMigrations(handle);
        row = await backupService(handle.db, config).runNow('consola');
      } finally {
        await handle.close();
        await release();
      }
    }
  }
  console.log(`Respaldo creado: ${row.archivo} (${size(row.tamano ?? 0)})`);
  if (row.copia) console.log(`Copia: ${row.copia}`);
  if (row.copia_error) console.error(row.copia_error);
}

/** This installation's SETTINGS_KEY if it has one (never generated here). */
function installedKey(config: Config): Buffer | undefined {
  if (process.env.SETTINGS_KEY) return Buffer.from(process.env.SETTINGS_KEY, 'base64');
  const file = join(config.dataDir, 'settings-key');
  return existsSync(file) ? Buffer.from(readFileSync(file, 'utf8').trim(), 'base64') : undefined;
}

async function restore(config: Config, file: string, overwrite: boolean): Promise<void> {
  let release: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    if (await askHolder(config.dataDir, 'ping'))
      throw new Error('El API está en ejecución con esta carpeta de datos: deténgalo antes de restaurar.');
    release = await holdDataDir(config.dataDir, () => Promise.reject(new Error('Restauración en curso.')));
  }
  try {
    const started = Date.now();
    const result = await restoreBackup({
      file: resolve(file),
      dataDir: config.dataDir,
      databaseUrl: config.databaseUrl,
      ignoreFolders: [config.backup.dir, ...(config.backup.copyDir ? [config.backup.copyDir] : [])],
      overwrite,
      settingsKey: installedKey(config),
      pgBinDir: config.backup.pgBinDir,
      log: (line) => console.log(line),
    });
    const m = result.manifest;
    console.log(
      `Respaldo del ${new Date(m.createdAt).toLocaleString('es-PE', { timeZone: 'America/Lima' })} (Trade ${m.app.version}, ${m.database.kind === 'pglite' ? 'base integrada' : `PostgreSQL ${m.database.server}`}, equipo ${m.host}).`,
    );
    console.log(
      `Restaurado en ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : pgliteDirIn(config.dataDir)} por el método ${result.method}, en ${((Date.now() - started) / 1000).toFixed(1)} s; migraciones aplicadas después: ${result.migrationsApplied}; archivos: ${result.files}.`,
    );
    console.log('Filas por tabla:');
    for (const [table, count] of Object.entries(result.tables)) console.log(`  ${table.padEnd(40)} ${count}`);
    if (result.keyMatches)
      console.log(
        'La clave SETTINGS_KEY de esta instalación es la del respaldo: las credenciales guardadas se pueden leer.',
      );
    if (result.keyMatches === false)
      console.warn(
        'Atención: la clave SETTINGS_KEY de esta instalación no es la del respaldo. La clave SOL, el certificado, la clave GRE y la clave SMTP no se podrán leer: use la clave original o vuelva a registrarlos en Configuración SUNAT.',
      );
    if (result.keyMatches === undefined)
      console.warn(
        'Esta instalación aún no tiene SETTINGS_KEY: para leer las credenciales guardadas (clave SOL, certificado, GRE, SMTP) ponga la clave original en SETTINGS_KEY o en el archivo settings-key de la carpeta de datos antes de iniciar el API.',
      );
  } finally {
    await release?.();
  }
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'backup') return backup(loadConfig());
  if (command === 'restore') {
    // No secret is generated into the target folder: the backup's key is the one wanted there.
    const config = loadConfig(process.env, { settingsKey: Buffer.alloc(32), tokenSecret: 'restauracion' });
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file) throw new Error('Indique el archivo: npm run restore -- <archivo.tar.gz> [--sobrescribir]');
    return restore(config, file, rest.includes('--sobrescribir') || rest.includes('--overwrite'));
  }
  throw new Error('Uso: cli.ts backup | restore <archivo> [--sobrescribir]');
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
