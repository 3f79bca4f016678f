import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cataloguesRepositories } from './catalogues.repository.js';
import { requirementsRepository } from './requirements.repository.js';
import { serviceOrdersRepository } from './service-orders.repository.js';
import { stationsRepository } from './stations.repository.js';
import { vehiclesRepository } from './vehicles.repository.js';
import { attentionRepository } from './attention.repository.js';
import { orderBilling } from './order-billing.js';
import { intakeRepository } from './intake.repository.js';
import { workshopReportsRepository } from './reports.repository.js';

function workshopRepositories(app: FastifyInstance) {
  // Owners and customers are people of the purchasing-credits area, read through its published door.
  const { people } = app.purchasingCredits;
  // Parts leave and come back through the inventory's stock ledger, inside the order's transaction.
  const serviceOrders = serviceOrdersRepository(app.db, people, app.inventory.stock);
  return {
    ...cataloguesRepositories(app.db),
    vehicles: vehiclesRepository(app.db, people),
    requirements: requirementsRepository(app.db, people),
    stations: stationsRepository(app.db),
    serviceOrders,
    attention: attentionRepository(app.db, serviceOrders),
    intake: intakeRepository(app.db, serviceOrders),
    reports: workshopReportsRepository(app.db),
    // A finished order becomes a sale of billing's sale service (its published door).
    orderBilling: orderBilling(app.db, serviceOrders, app.billing.sales, app.config.tokenSecret),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The workshop area: vehicle catalogues, vehicles with their owners, requirements, stations, service orders. */
    workshop: ReturnType<typeof workshopRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('workshop', workshopRepositories(app));
  },
  {
    name: 'workshop-repositories',
    dependencies: ['purchasing-credits-repositories', 'inventory-repositories', 'billing-cpe-repositories'],
  },
);
