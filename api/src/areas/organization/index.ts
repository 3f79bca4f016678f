import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { guardArea } from '../../core/access.js';
import menusRoutes from './menus.routes.js';
import usersRoutes from './users.routes.js';
import userSeriesRoutes from './user-series.routes.js';
import seriesRoutes from './series.routes.js';
import vouchersRoutes from './vouchers.routes.js';
import establishmentRoutes from './establishment.routes.js';
import bankAccountsRoutes from './bank-accounts.routes.js';
import employeesRoutes from './employees.routes.js';
import companySettingsRoutes from './company-settings.routes.js';

/** Organization: users, menus and access control, series, vouchers, establishments, employees, SUNAT settings. */
export default async function organizationArea(app: FastifyInstance) {
  guardArea(app, 'organization');
  // Uploads (branch logo, certificate): each route reads its parts with its own limits.
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 2, fields: 10, parts: 12 } });
  await app.register(menusRoutes);
  await app.register(usersRoutes);
  await app.register(userSeriesRoutes);
  await app.register(seriesRoutes);
  await app.register(vouchersRoutes);
  await app.register(establishmentRoutes);
  await app.register(bankAccountsRoutes);
  await app.register(employeesRoutes);
  await app.register(companySettingsRoutes);
}
