import { startSunatSimulator } from './plugin.js';

/**
 * The SUNAT simulator on its own port: `pnpm sunat-simulator` (SUNAT_SIMULATOR_PORT, default 8090).
 * SUNAT_SIMULATOR_ADMIN=1 mounts its /admin calls (fault injection, reset) for a developer's tests.
 */
const admin = ['1', 'true', 'yes'].includes((process.env.SUNAT_SIMULATOR_ADMIN ?? '').toLowerCase());
const sim = await startSunatSimulator({
  port: Number(process.env.SUNAT_SIMULATOR_PORT ?? 8090),
  host: process.env.HOST ?? '127.0.0.1',
  admin,
});
console.log(`Simulador de SUNAT escuchando en ${sim.url} (billService: ${sim.url}/ol-ti-itcpfegem/billService)`);
const stop = async () => {
  await sim.close();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
