import { integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Attempts counted per key (core/throttle.ts): 'login-cuenta:<usuario>', 'login-ip:<address>',
 * 'rastreo-ip:<address>', 'rastreo-guia:<numero>'. Shared by every API process; each attempt is one
 * atomic upsert, so parallel attempts are counted one by one.
 */
export const limiteIntentos = pgTable('limite_intentos', {
  clave: varchar('clave', { length: 200 }).primaryKey(),
  intentos: integer('intentos').notNull().default(0),
  /** No attempt is accepted before this moment (null: no wait). */
  esperaHasta: timestamp('espera_hasta', { withTimezone: true }),
  /** Last attempt: counters start again after a quiet period. */
  actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
});
