import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCpeWorker, type CpeWorker, type WorkerOptions } from './queue/worker.js';
import type { SettingsProvider } from './settings.js';
import { createCpeService, type CpeService } from './service.js';
import { createSunatSimulator, type SunatSimulator } from './simulator/plugin.js';
import { databaseStore } from './simulator/store.js';
import { preloadSchemas } from './xsd/validator.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The CPE engine's service (issue, void, state, XML, CDR, QR). */
    cpe: CpeService;
    /** The bundled SUNAT simulator, when mounted. */
    sunatSimulator?: SunatSimulator;
    /** The send-queue worker, once started (server.ts). */
    cpeWorker?: CpeWorker;
    /** Each company's fiscal settings (RUC → CpeSettings), given by app.ts (the organization area's encrypted store). */
    cpeSettings: SettingsProvider;
  }
}

export interface CpePluginOptions {
  /** Each company's CpeSettings by RUC. The engine imports no area: app.ts hands it the provider. */
  settings: SettingsProvider;
}

/**
 * Decorates app.cpe and mounts the simulator under /sunat-simulator (config.sunatSimulator, default on).
 * Its /admin calls only with config.sunatSimulatorAdmin (tests), and never in production (TRADE_DEMO=false).
 */
export default fp<CpePluginOptions>(async function cpe(app: FastifyInstance, opts: CpePluginOptions) {
  const wakeRef: { wake(): void } = { wake: () => app.cpeWorker?.wake() };
  app.decorate('cpeWorker', undefined);
  app.decorate('cpeSettings', opts.settings);
  app.decorate('cpe', createCpeService({ db: app.db, settings: app.cpeSettings, worker: wakeRef }));
  if (app.config.sunatSimulator !== false) {
    const sim = createSunatSimulator({
      store: databaseStore(app.db),
      admin: app.config.sunatSimulatorAdmin === true && app.config.demo,
    });
    app.decorate('sunatSimulator', sim);
    await app.register(sim.plugin, { prefix: '/sunat-simulator' });
  }
  app.addHook('onClose', async () => {
    await app.cpeWorker?.stop();
  });
});

/** Starts the queue worker of this API process (several processes may run one each). */
export function startCpeWorker(app: FastifyInstance, options: Partial<WorkerOptions> = {}): CpeWorker {
  preloadSchemas();
  const worker = createCpeWorker({
    db: app.db,
    settings: app.cpeSettings,
    log: (message, extra) => app.log.warn(extra ?? {}, message),
    ...options,
  });
  app.cpeWorker = worker;
  worker.start();
  return worker;
}
