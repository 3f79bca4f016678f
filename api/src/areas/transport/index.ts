import type { FastifyInstance } from 'fastify';
import { guardArea } from '../../core/access.js';
import trackingRoutes from './tracking.routes.js';
import parcelPrintRoutes from './parcel-print.routes.js';

/** Transport: drivers, vehicle exits, parcels and their tracking. */
export default async function transportArea(app: FastifyInstance) {
  guardArea(app, 'transport');
  await app.register(trackingRoutes);
  await app.register(parcelPrintRoutes);
}
