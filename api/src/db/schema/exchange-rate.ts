import { date, numeric, pgTable, integer, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './organization.js';

/** The dollar's exchange rate of each day (Lima date). fuente: manual | proveedor. */
export const tipoCambio = pgTable('tipo_cambio', {
  fecha: date('fecha', { mode: 'string' }).primaryKey(),
  compra: numeric('compra', { precision: 10, scale: 4 }).notNull(),
  venta: numeric('venta', { precision: 10, scale: 4 }).notNull(),
  fuente: varchar('fuente', { length: 20 }).notNull(),
  idusuario: integer('idusuario').references(() => usuario.idusuario),
  registrado: timestamp('registrado', { withTimezone: true }).notNull().defaultNow(),
});
