import type { FastifyInstance } from 'fastify';
import salesRoutes from './sales.routes.js';
import cpeDocumentsRoutes from './cpe-documents.routes.js';
import guidesRoutes from './guides.routes.js';
import creditNotesRoutes from './credit-notes.routes.js';
import proformasRoutes from './proformas.routes.js';
import ordersRoutes from './orders.routes.js';
import dashboardRoutes from './dashboard.routes.js';
import counterRoutes from './counter.routes.js';

/** Billing and electronic documents: each part (sales, CPE management, notes, guides) registers its calls here. */
export default async function billingRoutes(app: FastifyInstance) {
  salesRoutes(app);
  cpeDocumentsRoutes(app);
  guidesRoutes(app);
  creditNotesRoutes(app);
  proformasRoutes(app);
  ordersRoutes(app);
  dashboardRoutes(app);
  counterRoutes(app);
}
