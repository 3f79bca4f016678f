import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { usuario } from './organization.js';
import { formaPago } from './reference.js';
import { producto, unidadMedida, almacen } from './inventory.js';
import { aerolinea, reservaEstancia, reservaEstanciaHuesped } from './hospitality.js';
import { pedidoNotaConsumoMaestro } from './billing-cpe-orders.js';

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

/** A flight of a stay's (foreign) guests: arrival (L, from `ciudad`) or departure (S, to `ciudad`). */
export const reservaEstanciaVuelo = pgTable(
  'reserva_estancia_vuelo',
  {
    reserva_estancia_vuelo_id: serial('reserva_estancia_vuelo_id').primaryKey(),
    reserva_estancia_id: integer('reserva_estancia_id')
      .notNull()
      .references(() => reservaEstancia.reserva_estancia_id, { onDelete: 'cascade' }),
    idaerolinea: integer('idaerolinea')
      .notNull()
      .references(() => aerolinea.idaerolinea),
    numero_vuelo: varchar('numero_vuelo', { length: 8 }).notNull(),
    /** L llegada (arrival), S salida (departure). */
    tipo: varchar('tipo', { length: 1 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** Local time 'HH:MM'. */
    hora: varchar('hora', { length: 5 }).notNull(),
    /** Where an arrival comes from or a departure goes to. */
    ciudad: varchar('ciudad', { length: 100 }).notNull(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('reserva_estancia_vuelo_tipo', sql`${t.tipo} in ('L', 'S')`),
    index('reserva_estancia_vuelo_estancia_idx').on(t.reserva_estancia_id),
  ],
);

/** Which guests of the stay take a flight (a guest removed from the stay leaves its flights). */
export const reservaEstanciaVueloHuesped = pgTable(
  'reserva_estancia_vuelo_huesped',
  {
    reserva_estancia_vuelo_id: integer('reserva_estancia_vuelo_id')
      .notNull()
      .references(() => reservaEstanciaVuelo.reserva_estancia_vuelo_id, { onDelete: 'cascade' }),
    reserva_estancia_huesped_id: integer('reserva_estancia_huesped_id')
      .notNull()
      .references(() => reservaEstanciaHuesped.reserva_estancia_huesped_id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({
      name: 'reserva_estancia_vuelo_huesped_pk',
      columns: [t.reserva_estancia_vuelo_id, t.reserva_estancia_huesped_id],
    }),
  ],
);

/**
 * A consumption note of an order (billing's `pedido_nota_consumo_maestro`: the restaurant, the bar)
 * charged to a stay: the check-out's sale invoices its pending lines. A note is charged to one stay.
 */
export const reservaEstanciaNota = pgTable(
  'reserva_estancia_nota',
  {
    reserva_estancia_nota_id: serial('reserva_estancia_nota_id').primaryKey(),
    reserva_estancia_id: integer('reserva_estancia_id')
      .notNull()
      .references(() => reservaEstancia.reserva_estancia_id, { onDelete: 'cascade' }),
    pedido_nota_consumo_maestro_id: integer('pedido_nota_consumo_maestro_id')
      .notNull()
      .references(() => pedidoNotaConsumoMaestro.pedido_nota_consumo_maestro_id, { onDelete: 'cascade' }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reserva_estancia_nota_nota_key').on(t.pedido_nota_consumo_maestro_id),
    index('reserva_estancia_nota_estancia_idx').on(t.reserva_estancia_id),
  ],
);
