import { date, integer, numeric, uniqueIndex, varchar, pgTable } from 'drizzle-orm/pg-core';

/**
 * The dashboard's per-day summaries of issued sales (estado_venta = 1), kept by triggers on `venta`,
 * `venta_detalle` and `venta_pago` in the same transaction as every change of a sale (migration
 * 0025, docs/dashboard.md "Summaries"). Never written by the application. Amounts are unrounded
 * sums of the very terms the live queries add (`total * tipo_cambio`, a line's prorated value in
 * soles...), so a range's sum rounded once equals the live figure to the cent. Rows are never
 * removed: a key whose sales were all annulled stays with a count of 0 (readers skip it).
 */

/** Issued sales by day, user, branch, voucher type and payment type: count and total in soles. */
export const tableroVenta = pgTable(
  'tablero_venta',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    idusuario: integer('idusuario').notNull(),
    idsucursal: integer('idsucursal').notNull(),
    codigo_comprobante: varchar('codigo_comprobante', { length: 4 }).notNull(),
    tipo_pago_id: integer('tipo_pago_id').notNull(),
    ventas: integer('ventas').notNull().default(0),
    /** sum(venta.total * venta.tipo_cambio), unrounded. */
    total: numeric('total').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('tablero_venta_key').on(t.fecha, t.idusuario, t.idsucursal, t.codigo_comprobante, t.tipo_pago_id),
  ],
);

/** Issued sales by day, user, branch and client (the top clients). */
export const tableroCliente = pgTable(
  'tablero_cliente',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    idusuario: integer('idusuario').notNull(),
    idsucursal: integer('idsucursal').notNull(),
    idpersona: integer('idpersona').notNull(),
    ventas: integer('ventas').notNull().default(0),
    total: numeric('total').notNull().default('0'),
  },
  (t) => [uniqueIndex('tablero_cliente_key').on(t.fecha, t.idusuario, t.idsucursal, t.idpersona)],
);

/** Payments of issued sales by day, user, branch and payment form; the change apart (deducted from the cash form when read). */
export const tableroPago = pgTable(
  'tablero_pago',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    idusuario: integer('idusuario').notNull(),
    idsucursal: integer('idsucursal').notNull(),
    idformapago: integer('idformapago').notNull(),
    pagos: integer('pagos').notNull().default(0),
    /** sum(venta_pago.monto * venta.tipo_cambio). */
    monto: numeric('monto').notNull().default('0'),
    /** sum(venta.vuelto * venta.tipo_cambio), once per payment row, as the live query deducts it. */
    vuelto: numeric('vuelto').notNull().default('0'),
  },
  (t) => [uniqueIndex('tablero_pago_key').on(t.fecha, t.idusuario, t.idsucursal, t.idformapago)],
);

/** Lines of issued sales by day, user, branch and product: the finance utility's sales part, summed. */
export const tableroProducto = pgTable(
  'tablero_producto',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    idusuario: integer('idusuario').notNull(),
    idsucursal: integer('idsucursal').notNull(),
    producto_id: integer('producto_id').notNull(),
    lineas: integer('lineas').notNull().default(0),
    /** sum(cantidad_base). */
    cantidad: numeric('cantidad').notNull().default('0'),
    /** Sales without IGV in soles, the global discount prorated over the sale's non-free lines. */
    ventas: numeric('ventas').notNull().default('0'),
    /** sum(cantidad_base * costo_unitario): the weighted average cost the ledger took at sale time. */
    costo: numeric('costo').notNull().default('0'),
  },
  (t) => [uniqueIndex('tablero_producto_key').on(t.fecha, t.idusuario, t.idsucursal, t.producto_id)],
);
