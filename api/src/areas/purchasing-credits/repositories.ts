import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { peopleRepository } from './people.repository.js';
import { creditsRepository } from './credits.repository.js';
import { creditsService } from './credits.service.js';
import { purchasesRepository } from './purchases.repository.js';
import { purchasesService } from './purchases.service.js';
import { lookupService } from './lookup/lookup.service.js';
import { createLookupStandIn } from './lookup/stand-in.js';

/** This server's origin once it listens (a relative lookup URL points at the bundled stand-in). */
function ownOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  return typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : undefined;
}

function purchasingCreditsRepositories(app: FastifyInstance) {
  const people = peopleRepository(app.db);
  const lookup = lookupService(app.db, {
    settingsKey: app.config.settingsKey,
    timeoutMs: app.config.lookupTimeoutMs ?? 5000,
    ownOrigin: () => ownOrigin(app),
    onRuc: (data) => people.recordSunatState(data.ruc, data.estado, data.condicion),
  });
  const creditReads = creditsRepository(app.db);
  // One object for other areas: reads plus the writes (open a credit inside a sale's transaction, the cash hook).
  const credits = { ...creditReads, ...creditsService(app.db, creditReads) };
  // Purchases enter stock through inventory's published door (app.inventory), never its files.
  const { stock, warehouses } = app.inventory;
  const purchaseReads = purchasesRepository(app.db, creditReads, stock);
  const purchases = { ...purchaseReads, ...purchasesService(app.db, purchaseReads, { credits, stock, warehouses }) };
  return { people, lookup, credits, purchases };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The purchasing-credits area: people, DNI/RUC lookup, credits (other areas call them inside their transactions). */
    purchasingCredits: ReturnType<typeof purchasingCreditsRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('purchasingCredits', purchasingCreditsRepositories(app));
    // The demo's lookup provider: the stand-in speaking the real provider's protocol, on this server.
    if (app.config.lookupStandIn) await app.register(createLookupStandIn().plugin, { prefix: '/consulta-simulador' });
  },
  { name: 'purchasing-credits-repositories', dependencies: ['inventory-repositories'] },
);
