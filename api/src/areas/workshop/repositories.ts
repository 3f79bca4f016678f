import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cataloguesRepositories } from './catalogues.repository.js';
import { stationsRepository } from './stations.repository.js';
import { vehiclesRepository } from './vehicles.repository.js';

function workshopRepositories(app: FastifyInstance) {
  return {
    ...cataloguesRepositories(app.db),
    // Owners are people of the purchasing-credits area, read through its published door.
    vehicles: vehiclesRepository(app.db, app.purchasingCredits.people),
    stations: stationsRepository(app.db),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The workshop area: vehicle catalogues, vehicles with their owners, stations. */
    workshop: ReturnType<typeof workshopRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('workshop', workshopRepositories(app));
  },
  { name: 'workshop-repositories', dependencies: ['purchasing-credits-repositories'] },
);
