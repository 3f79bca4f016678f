import { loadConfig } from './config.js';
import { openDatabase, pgliteDirIn } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { DEMO_USERS, ensureAdmin, seedDemo } from './db/seed/demo.js';
import { buildApp } from './app.js';
import { startCpeWorker } from './cpe/plugin.js';

/** Starts the API (and the front end when WEB_DIR is set) on PORT. */
async function main() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirIn(config.dataDir) });
  await applyMigrations(handle);

  if (config.demo) {
    if (await seedDemo(handle.db)) console.log('Datos de demostración cargados.');
    console.log(`Usuarios de demostración: ${DEMO_USERS.map((u) => `${u.usuario} / ${u.password}`).join(' · ')}`);
  } else if (config.adminUser && config.adminPassword) {
    if (await ensureAdmin(handle.db, config.adminUser, config.adminPassword)) console.log(`Administrador "${config.adminUser}" creado.`);
  }

  const app = await buildApp({ config, db: handle.db, logger: { level: config.logLevel } });
  const shutdown = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  if (config.cpeWorker) startCpeWorker(app, { simulatorBaseUrl: config.sunatSimulatorUrl ?? `http://127.0.0.1:${config.port}/sunat-simulator` });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite en ${pgliteDirIn(config.dataDir)}`;
  console.log(`Trade escuchando en http://localhost:${config.port}/trade/ (API en /api, base de datos: ${where})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
