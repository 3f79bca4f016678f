import type { FastifyInstance } from 'fastify';
import guidesRoutes from './guides.routes.js';

/** Billing and electronic documents: each part (sales, CPE management, notes, guides) registers its calls here. */
export default async function billingRoutes(app: FastifyInstance) {
  guidesRoutes(app);
}
