import type { FastifyInstance } from 'fastify';
import { guardArea } from '../../core/access.js';
import referenceRoutes from './reference.routes.js';
import exchangeRateRoutes from './exchange-rate.routes.js';

/**
 * Reference data every area reads: reads are open to any signed-in user (access 'authenticated');
 * the few writes (exchange rate) need the organization area.
 */
export default async function referenceArea(app: FastifyInstance) {
  guardArea(app, 'organization');
  await app.register(referenceRoutes);
  await app.register(exchangeRateRoutes);
}
