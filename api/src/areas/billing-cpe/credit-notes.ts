import type { FastifyInstance } from 'fastify';
import { creditNotesRepository } from './credit-notes.repository.js';
import { creditNotesService } from './credit-notes.service.js';
import type { SaleCpeService } from './sale-cpe.js';
import { REVERT_CREDIT_NOTE } from '@trade/contracts/billing-cpe';

/**
 * Credit and debit notes (`app.billing.creditNotes`): reads, and writes inside the caller's
 * transaction. revercecpe with tipo_documento 2 (the sales seam) reverts a note.
 */
export function billingCreditNotes(app: FastifyInstance, saleCpe: SaleCpeService) {
  const credits = app.purchasingCredits.credits;
  const service = creditNotesService(app.db, app.cpe, {
    stock: app.inventory.stock,
    cash: app.finance.posting,
    reduceCredit: (kind, idcredito, amount, tx) => credits.reduce(kind, idcredito, amount, tx),
  });
  saleCpe.registerReverter(REVERT_CREDIT_NOTE, (id, motivo) => service.revert(id, motivo));
  return { ...creditNotesRepository(app.db), ...service };
}
export type BillingCreditNotes = ReturnType<typeof billingCreditNotes>;
