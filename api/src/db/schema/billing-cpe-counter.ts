import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DraftContent } from '@trade/contracts/billing-cpe';
import { sucursal, usuario } from './organization.js';

/**
 * Sales in progress on the counter (/counter), kept on the server so a reload or another tab finds
 * them: per user and branch ONE current draft (`aparcado` false) and any number of parked ones.
 */
export const ventaBorrador = pgTable(
  'venta_borrador',
  {
    idborrador: serial('idborrador').primaryKey(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario, { onDelete: 'cascade' }),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    aparcado: boolean('aparcado').notNull().default(false),
    etiqueta: varchar('etiqueta', { length: 60 }),
    total: numeric('total', { precision: 12, scale: 2 }).notNull().default('0'),
    datos: jsonb('datos').$type<DraftContent>().notNull(),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venta_borrador_actual_idx').on(t.idusuario, t.idsucursal).where(sql`not ${t.aparcado}`),
    index('venta_borrador_usuario_idx').on(t.idusuario, t.idsucursal),
  ],
);
