import type { FastifyInstance } from 'fastify';
import { guidesRepository } from './guides.repository.js';
import { guidesService } from './guides.service.js';

/** Dispatch guides for every area (`app.billing.guides`): reads, and writes inside the caller's transaction. */
export function billingGuides(app: FastifyInstance) {
  return { ...guidesRepository(app.db), ...guidesService(app.db, app.cpe) };
}
export type BillingGuides = ReturnType<typeof billingGuides>;
