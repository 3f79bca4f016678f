import type { FastifyInstance } from 'fastify';

/** Billing and electronic documents: each part (sales, CPE management, notes, guides) registers its calls here. */
export default async function billingRoutes(_app: FastifyInstance) {}
