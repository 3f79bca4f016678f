import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuario } from './organization.js';
import { formaPago } from './reference.js';
import { producto, unidadMedida, almacen } from './inventory.js';
import { reservaEstancia } from './hospitality.js';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const qty = (name: string) => numeric(name, { precision: 14, scale: 4 });

/**
 * A payment on account of a stay, posted to the cash of whoever took it. It is a deposit until the
 * check-out's sale applies it (`idventa`): then it can no longer be deleted.
 */
export const reservaEstanciaPago = pgTable(
  'reserva_estancia_pago',
  {
    pago_id: serial('pago_id').primaryKey(),
    reserva_estancia_id: integer('reserva_estancia_id')
      .notNull()
      .references(() => reservaEstancia.reserva_estancia_id, { onDelete: 'cascade' }),
    idformapago: integer('idformapago')
      .notNull()
      .references(() => formaPago.idformapago),
    monto: money('monto').notNull(),
    referencia: varchar('referencia', { length: 60 }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    /** The check-out's sale that applied it (billing-cpe's venta, reached through its door). */
    idventa: integer('idventa'),
  },
  (t) => [
    check('reserva_estancia_pago_monto', sql`${t.monto} > 0`),
    index('reserva_estancia_pago_estancia_idx').on(t.reserva_estancia_id),
  ],
);

/** A product charged to the room (minibar, laundry, restaurant...): its stock left the branch's warehouse when charged. */
export const reservaEstanciaExtra = pgTable(
  'reserva_estancia_extra',
  {
    idextra: serial('idextra').primaryKey(),
    reserva_estancia_id: integer('reserva_estancia_id')
      .notNull()
      .references(() => reservaEstancia.reserva_estancia_id, { onDelete: 'cascade' }),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id),
    unidad_medida_id: integer('unidad_medida_id')
      .notNull()
      .references(() => unidadMedida.unidad_medida_id),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    cantidad: qty('cantidad').notNull(),
    cantidad_base: qty('cantidad_base').notNull(),
    precio_unitario: money('precio_unitario').notNull(),
    importe: money('importe').notNull(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reserva_estancia_extra_cantidad', sql`${t.cantidad} > 0 and ${t.precio_unitario} >= 0`),
    index('reserva_estancia_extra_estancia_idx').on(t.reserva_estancia_id),
  ],
);
