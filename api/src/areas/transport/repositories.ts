import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { trackingRepository } from './tracking.repository.js';
import { driversRepository } from './drivers.repository.js';
import { shiftsRepository } from './shifts.repository.js';
import { exitsRepository } from './exits.repository.js';
import { parcelsRepository } from './parcels.repository.js';
import { parcelsService } from './parcels.service.js';
import { carrierGuidesService } from './carrier-guides.service.js';

/**
 * Transport: drivers, departure shifts, vehicle exits and parcels. The parcel invoice is billing's
 * sale (its door, `app.billing.sales`) and the consignee's notices the organization's mail service.
 */
function transportRepositories(app: FastifyInstance) {
  const drivers = driversRepository(app.db);
  const shifts = shiftsRepository(app.db, drivers);
  const parcelReads = parcelsRepository(app.db);
  const parcelWrites = parcelsService(app.db, parcelReads, {
    shifts,
    exits: () => exits,
    sales: app.billing.sales,
    mail: app.organization.mail,
  });
  const exits = exitsRepository(app.db, drivers, shifts, parcelWrites);
  return {
    tracking: trackingRepository(app.db),
    drivers,
    shifts,
    exits,
    carrierGuides: carrierGuidesService(app.db, drivers, app.cpe),
    parcels: { ...parcelReads, ...parcelWrites },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The transport area's repositories, created once per app. */
    transport: ReturnType<typeof transportRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('transport', transportRepositories(app));
  },
  { name: 'transport-repositories', dependencies: ['billing-cpe-repositories', 'organization-repositories'] },
);
