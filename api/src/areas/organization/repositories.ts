import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { accessRepository } from './access.repository.js';
import { backupService } from '../../backup/service.js';
import { bankAccountsRepository } from './bank-accounts.repository.js';
import { companySettingsRepository } from './company-settings.repository.js';
import { priceSettingsRepository } from './price-settings.repository.js';
import { employeesRepository } from './employees.repository.js';
import { branchesRepository, companyRepository } from './establishment.repository.js';
import { mailService } from './mail.service.js';
import { menusRepository } from './menus.repository.js';
import { seriesRepository } from './series.repository.js';
import { userSeriesRepository } from './user-series.repository.js';
import { usersRepository } from './users.repository.js';
import { vouchersRepository } from './vouchers.repository.js';

function organizationRepositories(app: FastifyInstance) {
  const company = companyRepository(app.db);
  return {
    company,
    branches: branchesRepository(app.db, company),
    bankAccounts: bankAccountsRepository(app.db),
    employees: employeesRepository(app.db),
    users: usersRepository(app.db),
    userSeries: userSeriesRepository(app.db),
    series: seriesRepository(app.db),
    vouchers: vouchersRepository(app.db),
    menus: menusRepository(app.db),
    /** Data-scope grants, role profiles and the audit trail. */
    access: accessRepository(app.db),
    companySettings: companySettingsRepository(app.db, app.config.settingsKey),
    /** Price control per role (maximum discount, supervisors). */
    priceSettings: priceSettingsRepository(app.db),
    /** Outgoing mail of every area (documents to clients): composed, stored, sent or kept in the outbox. */
    mail: mailService(app.db, app.config.settingsKey, app.config.dataDir),
    /** Backups of the database and the data folder (docs/backup.md): run now, the schedule's tick, the status. */
    backups: backupService(app.db, app.config, app.clock),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The organization area's repositories, created once per app (every area may use them). */
    organization: ReturnType<typeof organizationRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('organization', organizationRepositories(app));
  },
  { name: 'organization-repositories' },
);
