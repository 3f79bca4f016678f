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
import { sucursal, usuario } from './organization.js';
import { moneda } from './reference.js';
import { almacen } from './inventory.js';
import { persona } from './purchasing-credits.js';
import { venta, ventaDetalle } from './billing-cpe.js';
import { documentTotals, money, pricedLine, qty } from './priced-document.js';
import { proforma } from './billing-cpe-proformas.js';

/**
 * Orders (pedidos, /orders): a client's order with lines priced like a sale (the shared tax engine),
 * the stock it reserves in its warehouse (`pedido_detalle.reservado`, base units: shown as
 * "comprometido" in the kardex, never a ledger output), the sales that invoiced it
 * (`pedido_venta`: which sale line invoiced which order line and how much) and the consumption notes
 * hanging from it (`pedido_nota_consumo_maestro`, stock category CS, used by the rooms area).
 * Serials reserved for an order are `producto_serie_relacion` rows of tipo 'pedido' (they stay in stock).
 */

/** estado: 1 abierto, 2 parcialmente entregado (facturado en parte), 3 facturado, 0 anulado. */
export const pedido = pgTable(
  'pedido',
  {
    idpedido: serial('idpedido').primaryKey(),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    /** The warehouse whose stock the order reserves (and the sale that invoices it takes from). */
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fecha_entrega: date('fecha_entrega', { mode: 'string' }),
    idmoneda: integer('idmoneda')
      .notNull()
      .references(() => moneda.idmoneda),
    tipo_cambio: numeric('tipo_cambio', { precision: 10, scale: 4 }).notNull().default('1'),
    ...documentTotals(),
    observaciones: varchar('observaciones', { length: 500 }),
    estado: smallint('estado').notNull().default(1),
    /** The proforma it was converted from (rpedidodeproforma). */
    idproforma: integer('idproforma').references(() => proforma.idproforma),
    motivo_anulacion: varchar('motivo_anulacion', { length: 250 }),
    anulado: timestamp('anulado', { withTimezone: true }),
    idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pedido_fecha_idx').on(t.fecha, t.idpedido),
    index('pedido_usuario_idx').on(t.idusuario, t.fecha),
    index('pedido_persona_idx').on(t.idpersona),
    check('pedido_estado_check', sql`${t.estado} between 0 and 3`),
  ],
);

/** A consumption note of an order: CS products of the order's warehouse (a room's minibar, a table's extras). */
export const pedidoNotaConsumoMaestro = pgTable(
  'pedido_nota_consumo_maestro',
  {
    pedido_nota_consumo_maestro_id: serial('pedido_nota_consumo_maestro_id').primaryKey(),
    idpedido: integer('idpedido')
      .notNull()
      .references(() => pedido.idpedido, { onDelete: 'cascade' }),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    /** Stock category of its products (spec 000 section 9: CS). */
    categoria: varchar('categoria', { length: 2 }).notNull().default('CS'),
    /** Where it was consumed: a room, a table. */
    referencia: varchar('referencia', { length: 120 }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pedido_nota_consumo_pedido_idx').on(t.idpedido)],
);

/** An order line; `facturada` in the line's unit, `reservado` in base units (0 once invoiced or annulled). */
export const pedidoDetalle = pgTable(
  'pedido_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    idpedido: integer('idpedido')
      .notNull()
      .references(() => pedido.idpedido, { onDelete: 'cascade' }),
    ...pricedLine(),
    facturada: qty('facturada').notNull().default('0'),
    reservado: qty('reservado').notNull().default('0'),
    pedido_nota_consumo_maestro_id: integer('pedido_nota_consumo_maestro_id').references(
      () => pedidoNotaConsumoMaestro.pedido_nota_consumo_maestro_id,
      { onDelete: 'set null' },
    ),
  },
  (t) => [
    index('pedido_detalle_pedido_idx').on(t.idpedido),
    index('pedido_detalle_reserva_idx').on(t.producto_id).where(sql`${t.reservado} > 0`),
    check('pedido_detalle_cantidad_check', sql`${t.cantidad} > 0`),
    check('pedido_detalle_facturada_check', sql`${t.facturada} >= 0 and ${t.facturada} <= ${t.cantidad}`),
    check('pedido_detalle_reservado_check', sql`${t.reservado} >= 0`),
  ],
);

/** Which sale line invoiced which order line, and how much (in the order line's unit). */
export const pedidoVenta = pgTable(
  'pedido_venta',
  {
    idpedidoventa: serial('idpedidoventa').primaryKey(),
    idpedido: integer('idpedido')
      .notNull()
      .references(() => pedido.idpedido),
    iddetalle: integer('iddetalle')
      .notNull()
      .references(() => pedidoDetalle.iddetalle),
    idventa: integer('idventa')
      .notNull()
      .references(() => venta.idventa),
    iddetalle_venta: integer('iddetalle_venta')
      .notNull()
      .references(() => ventaDetalle.iddetalle),
    cantidad: qty('cantidad').notNull(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pedido_venta_pedido_idx').on(t.idpedido),
    index('pedido_venta_venta_idx').on(t.idventa),
    uniqueIndex('pedido_venta_linea_key').on(t.iddetalle_venta),
    check('pedido_venta_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);
