import { bigserial, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The audit trail: who annulled, reverted, deleted, voided or changed access to what, when, from
 * which address and why (core/audit.ts). Written in the same transaction as the change; append-only
 * (a trigger of migration 0028 refuses updates and deletes). No foreign key: a deleted user's rows stay.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    idauditoria: bigserial('idauditoria', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    idusuario: integer('idusuario').notNull(),
    /** The user's name and login at the time (the user may be renamed or deleted later). */
    usuario: varchar('usuario', { length: 60 }).notNull(),
    nombres: text('nombres').notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    /** What was done, in Spanish ('Anula una venta'), and the call ('POST /api/cfacturacion'). */
    accion: text('accion').notNull(),
    llamada: varchar('llamada', { length: 200 }).notNull(),
    /** The table of the record ('venta', 'caja_apertura', 'usuario') and its id. */
    entidad: varchar('entidad', { length: 60 }).notNull(),
    idregistro: integer('idregistro'),
    /** The reason the user gave, and the request's data (passwords left out). */
    motivo: text('motivo'),
    detalle: text('detalle'),
  },
  (t) => [
    index('auditoria_fecha_idx').on(t.fecha),
    index('auditoria_usuario_fecha_idx').on(t.idusuario, t.fecha),
    index('auditoria_entidad_fecha_idx').on(t.entidad, t.fecha),
  ],
);
