import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sucursal } from './organization.js';

/**
 * A parcel (encomienda). The printed guide carries its number (7 digits) and a 4-character
 * code; both are needed to follow it on the public tracking page.
 * estado: 0 origen, 1 en tránsito, 2 en destino, 3 entregado.
 */
export const encomienda = pgTable(
  'encomienda',
  {
    id_encomienda: serial('id_encomienda').primaryKey(),
    codigo: varchar('codigo', { length: 20 }).notNull(),
    numero_guia: varchar('numero_guia', { length: 7 }).notNull(),
    codigo_guia: varchar('codigo_guia', { length: 4 }).notNull(),
    remitente_documento: varchar('remitente_documento', { length: 15 }).notNull(),
    remitente_nombre: text('remitente_nombre').notNull(),
    consignado_documento: varchar('consignado_documento', { length: 15 }).notNull(),
    consignado_nombre: text('consignado_nombre').notNull(),
    idsucursal_origen: integer('idsucursal_origen')
      .notNull()
      .references(() => sucursal.idsucursal),
    idsucursal_destino: integer('idsucursal_destino')
      .notNull()
      .references(() => sucursal.idsucursal),
    idadelantoturno: integer('idadelantoturno'),
    estado: smallint('estado').notNull().default(0),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
    fechatransporte: timestamp('fechatransporte', { withTimezone: true }),
    fecharecepcion: timestamp('fecharecepcion', { withTimezone: true }),
    fechaentrega: timestamp('fechaentrega', { withTimezone: true }),
    descripcion: text('descripcion'),
  },
  (t) => [
    uniqueIndex('encomienda_numero_guia_key').on(t.numero_guia),
    uniqueIndex('encomienda_codigo_key').on(t.codigo),
  ],
);
