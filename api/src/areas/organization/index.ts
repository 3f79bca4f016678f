import type { FastifyInstance } from 'fastify';
import { guardArea } from '../../core/access.js';
import menusRoutes from './menus.routes.js';
import usersRoutes from './users.routes.js';

/** Organization: users, menus and access control, series, vouchers, establishments, employees. */
export default async function organizationArea(app: FastifyInstance) {
  guardArea(app, 'organization');
  await app.register(menusRoutes);
  await app.register(usersRoutes);
}
