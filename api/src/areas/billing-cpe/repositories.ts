import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { billingGuides } from './guides.js';

/**
 * Billing and electronic documents: sales, CPE management, credit notes, guides. Each part adds its
 * repository or service here; a sale's service reaches inventory's ledger, the client credits and
 * the cash through the other areas' decorations.
 */
function billingRepositories(app: FastifyInstance) {
  return {
    guides: billingGuides(app),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: ReturnType<typeof billingRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('billing', billingRepositories(app));
  },
  { name: 'billing-cpe-repositories', dependencies: ['inventory-repositories', 'purchasing-credits-repositories', 'finance-loans-repositories'] },
);
