import type { FastifyInstance } from 'fastify';

/**
 * What purchasing uses of other areas: only what they publish on `app` (each area's
 * repositories.ts), inside purchasing's own transactions. The types come from those decorations,
 * never from the other areas' files.
 */
export type StockDoor = FastifyInstance['inventory']['stock'];
export type WarehousesDoor = FastifyInstance['inventory']['warehouses'];

/** One stock move of the ledger (base units, warehouse, direction, cost). */
export type StockMove = Parameters<StockDoor['move']>[2][number];
/** A document line resolved by inventory: product, unit, base quantity and serials. */
export type ResolvedLine = Awaited<ReturnType<StockDoor['resolveLines']>>[number];
