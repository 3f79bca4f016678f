import { boolean, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { empresa, usuario } from './organization.js';

/**
 * The company's outgoing mail server (one row per company). With no host the mails are kept in the
 * outbox (stored, not sent) until a server is configured. The password is an AES-256-GCM ciphertext
 * (areas/organization/secrets.ts) and never leaves the server.
 */
export const correoConfig = pgTable('correo_config', {
  idempresa: integer('idempresa')
    .primaryKey()
    .references(() => empresa.idempresa, { onDelete: 'cascade' }),
  host: varchar('host', { length: 200 }),
  puerto: integer('puerto').notNull().default(587),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  seguro: boolean('seguro').notNull().default(false),
  usuario: varchar('usuario', { length: 200 }),
  clave: text('clave'),
  remitente_nombre: varchar('remitente_nombre', { length: 120 }),
  remitente_correo: varchar('remitente_correo', { length: 200 }),
  actualizado: timestamp('actualizado', { withTimezone: true }),
  idusuario: integer('idusuario').references(() => usuario.idusuario, { onDelete: 'set null' }),
});

/**
 * Every mail the product composed: sent, failed or kept in the outbox. The whole message (with its
 * attachments) is stored as an .eml file under the data folder, so a failed or unsent mail can be
 * downloaded or sent again and nothing is lost.
 */
export const correo = pgTable(
  'correo',
  {
    idcorreo: serial('idcorreo').primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    idusuario: integer('idusuario').references(() => usuario.idusuario, { onDelete: 'set null' }),
    para: text('para').notNull(),
    asunto: text('asunto').notNull(),
    /** enviado | fallido | bandeja (outbox: no mail server configured) */
    estado: varchar('estado', { length: 10 }).notNull(),
    /** The server's answer when sent, its error when failed. */
    detalle: text('detalle'),
    /** What the mail is about: 'venta', 'nota', 'guia', 'proforma', 'pedido', 'prueba'… and its id. */
    origen: varchar('origen', { length: 30 }).notNull(),
    idorigen: integer('idorigen'),
    adjuntos: text('adjuntos').array().notNull().default([]),
    /** The .eml file, relative to <dataDir>/correos. */
    archivo: text('archivo').notNull(),
    intentos: smallint('intentos').notNull().default(1),
  },
  (t) => [index('correo_origen_idx').on(t.origen, t.idorigen), index('correo_fecha_idx').on(t.fecha)],
);
