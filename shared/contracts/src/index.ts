/**
 * @trade/contracts: one contract per entity (TypeBox schemas of its row, bodies and list query, and
 * its endpoint table). The API registers its routes from these tables; the browser imports the
 * types (`import type`) and the CRUD kit reads field limits from the body schemas.
 */
import type { Endpoint } from './kit/index.js';
import * as billingCpe from './billing-cpe/index.js';
import * as complaints from './complaints/index.js';
import * as financeLoans from './finance-loans/index.js';
import * as hospitality from './hospitality/index.js';
import * as inventory from './inventory/index.js';
import * as organization from './organization/index.js';
import * as purchasingCredits from './purchasing-credits/index.js';
import * as reference from './reference/index.js';
import * as session from './session/index.js';
import * as transport from './transport/index.js';
import * as workshop from './workshop/index.js';

export * from './kit/index.js';

/** Every area's contracts, by area (the API and the generated authorization test walk them). */
export const CONTRACTS = {
  'billing-cpe': billingCpe,
  complaints,
  'finance-loans': financeLoans,
  hospitality,
  inventory,
  organization,
  'purchasing-credits': purchasingCredits,
  reference,
  session,
  transport,
  workshop,
};

/** Every endpoint of every contract, in one list. */
export function allEndpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  for (const area of Object.values(CONTRACTS)) {
    for (const value of Object.values(area)) {
      const table = (value as { endpoints?: Record<string, Endpoint> } | null)?.endpoints;
      if (table && typeof table === 'object') found.push(...Object.values(table));
    }
  }
  return found;
}
