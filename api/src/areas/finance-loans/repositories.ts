import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { cashRepository } from './cash.repository.js';
import { loansRepository } from './loans.repository.js';
import { operatingExpensesRepository } from './operating-expenses.repository.js';
import { pettyCashRepository } from './petty-cash.repository.js';
import { utilityRepository } from './utility.repository.js';
import { creditCashHook } from './credit-cash-hook.js';
import {
  insertCashMovements,
  openCashOf,
  postToOpenCash,
  reverseCashPostings,
  saleCashOf,
  saleRequiresOpenCash,
} from './cash-posting.js';

function financeRepositories(app: FastifyInstance) {
  return {
    cash: cashRepository(app.db),
    pettyCash: pettyCashRepository(app.db),
    operatingExpenses: operatingExpensesRepository(app.db),
    utility: utilityRepository(app.db),
    loans: loansRepository(app.db),
    /** The cash posting service other areas call inside their own transaction (cash-posting.ts). */
    posting: { postToOpenCash, reverseCashPostings, saleRequiresOpenCash, saleCashOf, openCashOf, insertCashMovements },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The finance area: cash register, its posting service, petty cash and operating expenses. */
    finance: ReturnType<typeof financeRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('finance', financeRepositories(app));
    // Client and provider payments post to the cash in their own transaction (purchasing-credits/cash-hook.ts).
    app.purchasingCredits.credits.useCashHook(creditCashHook);
  },
  { name: 'finance-loans-repositories', dependencies: ['purchasing-credits-repositories'] },
);
