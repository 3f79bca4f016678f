import { loadConfig } from './config.js';
import { openDatabase, pgliteDirIn } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { DEMO_USERS, ensureAdmin, seedDemo } from './demo/demo.js';
import { buildApp } from './app.js';
import { startCpeWorker } from './cpe/plugin.js';
import { SHUTDOWN_GRACE_MS, stopApi } from './shutdown.js';
import { holdDataDir } from './backup/control.js';
import { startBackupSchedule } from './backup/service.js';

/** After this, a process that is still stopping exits anyway (stopApi itself needs about 2 × grace). */
const HARD_STOP_MS = 4 * SHUTDOWN_GRACE_MS;

/**
 * Starts the API (and the front end when WEB_DIR is set) on PORT (0: any free port); with
 * `--prepare`, only migrates (and seeds) the data folder and exits.
 */
async function main() {
  const config = loadConfig();
  // The embedded database belongs to this process: a second one on the folder refuses to start, and
  // `npm run backup` asks this one for the backup (backup/control.ts).
  let onOrder: ((order: string) => Promise<unknown>) | undefined;
  const releaseDataDir = config.databaseUrl
    ? undefined
    : await holdDataDir(config.dataDir, (order) =>
        onOrder ? onOrder(order) : Promise.reject(new Error('El API todavía está iniciando; intente en un momento.')),
      );
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir) });

  // First-start data is written under the migrations' lock: replicas started at once seed once.
  let seeded: string | undefined;
  await applyMigrations(handle, async (db) => {
    if (config.demo) {
      if (await seedDemo(db)) seeded = 'Datos de demostración cargados.';
    } else if (config.adminUser && config.adminPassword) {
      if (await ensureAdmin(db, config.adminUser, config.adminPassword))
        seeded = `Administrador "${config.adminUser}" creado.`;
    }
  });
  if (seeded) console.log(seeded);
  if (process.argv.includes('--prepare')) {
    // Only the data folder, migrated and seeded, for products started later on copies of it
    // (scripts/server.mjs): nothing is served and no document is sent.
    await handle.close();
    await releaseDataDir?.();
    process.exit(0);
  }
  if (config.demo)
    console.log(`Usuarios de demostración: ${DEMO_USERS.map((u) => `${u.usuario} / ${u.password}`).join(' · ')}`);

  const app = await buildApp({ config, db: handle.db, logger: { level: config.logLevel } });
  onOrder = (order) =>
    order === 'respaldar'
      ? app.organization.backups.runNow('consola')
      : Promise.reject(new Error(`Orden desconocida: ${order}`));
  const stopBackups = config.backup.scheduler ? startBackupSchedule(app.organization.backups, app.log) : undefined;
  let stopping: Promise<void> | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    stopping ??= (async () => {
      app.log.info({ signal }, 'deteniendo el servidor');
      setTimeout(() => {
        console.error(`El servidor no se detuvo en ${HARD_STOP_MS / 1000} s; se termina el proceso.`);
        process.exit(1);
      }, HARD_STOP_MS).unref();
      stopBackups?.();
      await stopApi(app, handle);
      await releaseDataDir?.();
      process.exit(0);
    })();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (config.cpeWorker)
    startCpeWorker(app, { simulatorBaseUrl: config.sunatSimulatorUrl ?? `http://127.0.0.1:${port}/sunat-simulator` });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${pgliteDirIn(config.dataDir)}`;
  console.log(`Trade escuchando en http://localhost:${port}/trade/ (API en /api, base de datos: ${where})`);
  // A parent that started this process with an IPC channel (scripts/server.mjs) learns the port
  // the moment it is bound: no port is reserved in advance and no polling is needed.
  if (process.send) {
    process.send({ listening: port });
    process.channel?.unref();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
