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
import { serie, sucursal, usuario } from './organization.js';
import { moneda } from './reference.js';
import { persona } from './purchasing-credits.js';
import { venta } from './billing-cpe.js';
import { documentTotals, pricedLine } from './priced-document.js';

/**
 * Proformas (quotes, /proformas): a priced offer to a client, numbered in a PR series, with the
 * amounts a sale of the same lines would have (the shared tax engine, @trade/money). It moves no
 * stock, cash or credit. `estado` is stored as 1 abierta or 2 convertida; "vencida" is derived when
 * read (abierta and `fecha_validez` before today in Lima), so it never needs a job to refresh it.
 * A converted proforma keeps what it became: `idventa` (set in the sale's own transaction) or
 * `idpedido` (the order made from it; the orders table adds its foreign key).
 */

export const proforma = pgTable(
  'proforma',
  {
    idproforma: serial('idproforma').primaryKey(),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    idserie: integer('idserie')
      .notNull()
      .references(() => serie.idserie),
    serie: varchar('serie', { length: 4 }).notNull(),
    numero: integer('numero').notNull(),
    /** Issue date (Lima) and the last day the offer holds. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fecha_validez: date('fecha_validez', { mode: 'string' }).notNull(),
    idmoneda: integer('idmoneda')
      .notNull()
      .references(() => moneda.idmoneda),
    tipo_cambio: numeric('tipo_cambio', { precision: 10, scale: 4 }).notNull().default('1'),
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    ...documentTotals(),
    /** Printed: 'Contado', '50% adelanto'…, '3 días hábiles'…, the terms (one per line) and notes. */
    forma_pago: varchar('forma_pago', { length: 100 }),
    tiempo_entrega: varchar('tiempo_entrega', { length: 100 }),
    condiciones: varchar('condiciones', { length: 1000 }),
    observaciones: varchar('observaciones', { length: 500 }),
    /** 1 abierta, 2 convertida (vencida is derived from fecha_validez). */
    estado: smallint('estado').notNull().default(1),
    /** What it became: the sale (rfacturacion with idproforma) or the order (rpedidodeproforma; FK added by the orders migration). */
    idventa: integer('idventa').references(() => venta.idventa),
    idpedido: integer('idpedido'),
    convertido: timestamp('convertido', { withTimezone: true }),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proforma_serie_numero_key').on(t.idserie, t.numero),
    index('proforma_fecha_idx').on(t.fecha, t.idproforma),
    index('proforma_sucursal_fecha_idx').on(t.idsucursal, t.fecha),
    index('proforma_usuario_fecha_idx').on(t.idusuario, t.fecha),
    index('proforma_persona_idx').on(t.idpersona),
    index('proforma_venta_idx').on(t.idventa),
    check('proforma_tipo_cambio_check', sql`${t.tipo_cambio} > 0`),
    check('proforma_estado_check', sql`${t.estado} in (1, 2)`),
    check('proforma_validez_check', sql`${t.fecha_validez} >= ${t.fecha}`),
    check(
      'proforma_convertida_check',
      sql`(${t.estado} = 2) = (${t.idventa} is not null or ${t.idpedido} is not null)`,
    ),
  ],
);

/** A proforma line in one of the product's units, computed like a sale line. */
export const proformaDetalle = pgTable(
  'proforma_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    idproforma: integer('idproforma')
      .notNull()
      .references(() => proforma.idproforma, { onDelete: 'cascade' }),
    ...pricedLine(),
  },
  (t) => [
    index('proforma_detalle_proforma_idx').on(t.idproforma),
    check('proforma_detalle_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);
