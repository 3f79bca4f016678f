import type { FastifyInstance } from 'fastify';
import salesRoutes from './sales.routes.js';

/** Billing and electronic documents: each part (sales, CPE management, notes, guides) registers its calls here. */
export default async function billingRoutes(app: FastifyInstance) {
  salesRoutes(app);
}
