import type { FastifyInstance } from 'fastify';

/**
 * What the workshop uses of other areas: only what they publish on `app`, inside the workshop's
 * own transactions. Owners are people of the people area (purchasing-credits).
 */
export type PeopleDoor = FastifyInstance['purchasingCredits']['people'];
/** The stock ledger of the inventory area: parts leave and come back through it. */
export type StockDoor = FastifyInstance['inventory']['stock'];
/** Billing's sale service: a finished order is invoiced as one of its sales (numbering, cash, CPE). */
export type SalesDoor = FastifyInstance['billing']['sales'];
