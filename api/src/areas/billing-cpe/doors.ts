import type { FastifyInstance } from 'fastify';

/**
 * What billing uses of other areas: only what they publish on `app` (each area's repositories.ts),
 * inside billing's own transactions. The types come from those decorations, never from the other
 * areas' files.
 */
export type StockDoor = FastifyInstance['inventory']['stock'];
export type CashDoor = FastifyInstance['finance']['posting'];
export type CreditsDoor = FastifyInstance['purchasingCredits']['credits'];
export type UtilityDoor = FastifyInstance['finance']['utility'];

/** One stock move of the ledger (base units, warehouse, direction, cost). */
export type StockMove = Parameters<StockDoor['move']>[2][number];
/** Units an output must leave in the warehouse (what open orders hold). */
export type ReservedUnits = NonNullable<Parameters<StockDoor['move']>[4]>;
/** Cash movements of one document in an open cash. */
export type CashMovements = Parameters<CashDoor['insertCashMovements']>[2];
