import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { producto } from './inventory.js';
import { claseHabitacion, tipoHabitacion } from './hospitality.js';

/**
 * A tourist package (spec 001 §7 "Tourist packages"): nights, a price with IGV, a validity, an
 * itinerary by day and what it includes. It is sold under a service product of its own
 * (`producto_id`, created and kept in step through the inventory door), so the sale screen sells it
 * like any product and a sale line says which package was sold.
 */
export const paquete = pgTable(
  'paquete',
  {
    idpaquete: serial('idpaquete').primaryKey(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }),
    noches: smallint('noches').notNull(),
    precio: numeric('precio', { precision: 14, scale: 2 }).notNull(),
    vigencia_desde: date('vigencia_desde', { mode: 'string' }),
    vigencia_hasta: date('vigencia_hasta', { mode: 'string' }),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id),
    estado: smallint('estado').notNull().default(1),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('paquete_nombre_key').on(sql`lower(${t.nombre})`),
    uniqueIndex('paquete_producto_key').on(t.producto_id),
    check('paquete_noches', sql`${t.noches} between 0 and 60`),
    check('paquete_precio', sql`${t.precio} > 0`),
    check(
      'paquete_vigencia',
      sql`${t.vigencia_hasta} is null or ${t.vigencia_desde} is null or ${t.vigencia_hasta} >= ${t.vigencia_desde}`,
    ),
  ],
);

/** A day of a package's itinerary. */
export const paqueteDia = pgTable(
  'paquete_dia',
  {
    idpaquetedia: serial('idpaquetedia').primaryKey(),
    idpaquete: integer('idpaquete')
      .notNull()
      .references(() => paquete.idpaquete, { onDelete: 'cascade' }),
    dia: smallint('dia').notNull(),
    titulo: varchar('titulo', { length: 120 }).notNull(),
    descripcion: varchar('descripcion', { length: 500 }),
  },
  (t) => [uniqueIndex('paquete_dia_key').on(t.idpaquete, t.dia)],
);

/** What a package includes: nights in a room type and/or class, or a product or service of the catalogue. */
export const paqueteIncluye = pgTable(
  'paquete_incluye',
  {
    idpaqueteincluye: serial('idpaqueteincluye').primaryKey(),
    idpaquete: integer('idpaquete')
      .notNull()
      .references(() => paquete.idpaquete, { onDelete: 'cascade' }),
    orden: smallint('orden').notNull().default(0),
    idtipohabitacion: integer('idtipohabitacion').references(() => tipoHabitacion.idtipohabitacion),
    idclasehabitacion: integer('idclasehabitacion').references(() => claseHabitacion.idclasehabitacion),
    noches: smallint('noches'),
    producto_id: integer('producto_id').references(() => producto.producto_id),
    cantidad: numeric('cantidad', { precision: 14, scale: 4 }),
  },
  (t) => [
    index('paquete_incluye_paquete_idx').on(t.idpaquete),
    // Either a room (a type or a class, with its nights) or a product with its quantity.
    check(
      'paquete_incluye_que',
      sql`(${t.producto_id} is null and (${t.idtipohabitacion} is not null or ${t.idclasehabitacion} is not null) and ${t.noches} > 0)
        or (${t.producto_id} is not null and ${t.idtipohabitacion} is null and ${t.idclasehabitacion} is null and ${t.cantidad} > 0)`,
    ),
  ],
);
