import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { bankAccounts, branches, employees, series, users, vouchers } from '@trade/contracts/organization';
import { crudRoutes, route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';
import { roleList } from './users.repository.js';
import establishmentRoutes from './establishment.routes.js';
import { removeBranchLogo } from './logos.js';
import menusRoutes from './menus.routes.js';
import userSeriesRoutes from './user-series.routes.js';
import companySettingsRoutes from './company-settings.routes.js';
import mailRoutes from './mail.routes.js';
import accessRoutes from './access.routes.js';
import backupRoutes from './backup.routes.js';

/** Organization: users, menus and access control, series, vouchers, establishments, employees, SUNAT settings, outgoing mail, backups. */
export default async function organizationRoutes(app: FastifyInstance) {
  const repos = app.organization;
  // Uploads (branch logo, certificate): each route reads its parts with its own limits.
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 2, fields: 10, parts: 12 } });

  crudRoutes(app, employees, repos.employees);
  route(app, employees.endpoints.lookup, async (request) =>
    ok(await repos.employees.lookup(request.query.sinUsuario), 'Empleados'),
  );

  crudRoutes(app, users, repos.users);
  route(app, users.endpoints.roles, async () => ok(roleList(), 'Roles'));

  crudRoutes(app, vouchers, repos.vouchers);
  crudRoutes(app, bankAccounts, repos.bankAccounts);

  crudRoutes(app, series, repos.series, {
    list: (request) => repos.series.list({ ...request.query, idcomprobante: request.params.id }),
  });
  route(app, series.endpoints.byVoucher, async (request) =>
    ok(
      await repos.series.byVoucher(request.body.idcomprobante, request.body.idsucursal, request.body.estado),
      'Series del comprobante',
    ),
  );

  crudRoutes(app, branches, repos.branches, { afterRemove: (id) => removeBranchLogo(app.config.dataDir, id) });
  establishmentRoutes(app);
  menusRoutes(app);
  userSeriesRoutes(app);
  companySettingsRoutes(app);
  mailRoutes(app);
  accessRoutes(app);
  backupRoutes(app);
}
