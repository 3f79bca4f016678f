import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { salesRepository } from './sales.repository.js';
import { salesService } from './sales.service.js';
import { saleCpeService } from './sale-cpe.js';
import { salesReportRepository } from './sales-report.repository.js';
import { cpeDocumentsRepository } from './cpe-documents.repository.js';
import { billingGuides } from './guides.js';
import { billingCreditNotes } from './credit-notes.js';
import { proformasRepository } from './proformas.repository.js';
import { proformasService } from './proformas.service.js';
import { ordersRepository } from './orders.repository.js';
import { ordersService } from './orders.service.js';
import { consumptionNotes } from './orders.notes.js';
import { dashboardRepository } from './dashboard.repository.js';
import { salePrints } from './sales-print.js';
import { counterDraftsRepository } from './counter-drafts.repository.js';

/**
 * Billing and electronic documents: sales, CPE management, credit notes, guides. Each part adds its
 * repository or service here; a sale's service reaches inventory's ledger, the client credits and
 * the cash only through the other areas' published doors (see doors.ts).
 */
function billingRepositories(app: FastifyInstance) {
  const stock = app.inventory.stock;
  const cash = app.finance.posting;
  const credits = app.purchasingCredits.credits;
  const saleReads = salesRepository(app.db, { credits, stock });
  const saleCpe = saleCpeService(app.db, app.cpe);
  const sales = {
    ...saleReads,
    ...salesService(app.db, saleReads, { stock, cash, credits }, saleCpe),
    cpe: saleCpe,
    report: salesReportRepository(app.db),
    /** What a sale's prints are made of (another area prints a sale inside its own document: a parcel's freight). */
    printData: (idventa: number) => salePrints(app).sale(idventa),
  };
  const proformaReads = proformasRepository(app.db);
  const proformas = { ...proformaReads, ...proformasService(app.db, proformaReads) };
  const orderReads = ordersRepository(app.db, stock);
  const orders = {
    ...orderReads,
    ...ordersService(app.db, orderReads, stock),
    /** Consumption notes another area's sale invoices (a stay's check-out). */
    notes: consumptionNotes(app.db),
  };
  return {
    sales,
    cpeDocuments: cpeDocumentsRepository(app.db),
    guides: billingGuides(app),
    creditNotes: billingCreditNotes(app, saleCpe),
    proformas,
    orders,
    dashboard: dashboardRepository(app.db, app.finance.utility),
    counterDrafts: counterDraftsRepository(app.db),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    billing: ReturnType<typeof billingRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('billing', billingRepositories(app));
  },
  {
    name: 'billing-cpe-repositories',
    dependencies: ['inventory-repositories', 'purchasing-credits-repositories', 'finance-loans-repositories'],
  },
);
