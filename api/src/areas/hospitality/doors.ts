import type { FastifyInstance } from 'fastify';

/**
 * What hospitality uses of other areas: only what they publish on `app`, inside hospitality's own
 * transactions. Payments go to the finance area's cash, charged products leave through the
 * inventory's stock ledger, and the check-out is billing's sale (no second sale path).
 */
export type CashDoor = FastifyInstance['finance']['posting'];
export type StockDoor = FastifyInstance['inventory']['stock'];
export type SalesDoor = FastifyInstance['billing']['sales'];
export type SaleInput = Parameters<SalesDoor['save']>[0];
/** Billing's consumption notes of orders, charged to a stay and invoiced by its check-out. */
export type NotesDoor = FastifyInstance['billing']['orders']['notes'];
/** A tourist package is sold under a service product of its own, kept in step through the inventory's products. */
export type ProductsDoor = FastifyInstance['inventory']['products'];
