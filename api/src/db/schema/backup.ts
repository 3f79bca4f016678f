import { bigint, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './organization.js';

/**
 * Every backup run (scheduled, from the screen or from `npm run backup`), written when it ends: the
 * screen shows the last one and the dashboard warns when the last good one is older than the schedule.
 * A run in progress is not a row, so a restored database never shows a backup "in progress".
 */
export const respaldo = pgTable(
  'respaldo',
  {
    idrespaldo: serial('idrespaldo').primaryKey(),
    inicio: timestamp('inicio', { withTimezone: true }).notNull(),
    fin: timestamp('fin', { withTimezone: true }).notNull(),
    /** programado | manual (the screen) | consola (npm run backup) */
    origen: varchar('origen', { length: 12 }).notNull(),
    /** correcto | fallido */
    estado: varchar('estado', { length: 10 }).notNull(),
    /** The backup file (its full path on the machine that wrote it). */
    archivo: text('archivo'),
    tamano: bigint('tamano', { mode: 'number' }),
    sha256: varchar('sha256', { length: 64 }),
    /** The copy in BACKUP_COPY_DIR, when configured; copia_error when it could not be written. */
    copia: text('copia'),
    copia_error: text('copia_error'),
    error: text('error'),
    /** The machine (host name) whose process wrote it. */
    equipo: varchar('equipo', { length: 100 }),
    idusuario: integer('idusuario').references(() => usuario.idusuario, { onDelete: 'set null' }),
  },
  (t) => [index('respaldo_fin_idx').on(t.estado, t.fin)],
);
