import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { comprobante, cuentaBancaria, serie, sucursal, usuario } from './organization.js';
import { canalVenta, formaPago, moneda, tipoPago } from './reference.js';
import { almacen } from './inventory.js';
import { credito, persona } from './purchasing-credits.js';
import { cpeDocumento } from './cpe.js';
import { documentTotals, money, pricedLine, unitPrice } from './priced-document.js';

/**
 * Billing: sales (facturas 01, boletas 03 and internal notas de venta NV), their lines and payment
 * forms, and their dispatch. A sale is saved in ONE transaction with its number, its stock outputs,
 * its client credit (credit sales: the cuotas live in `credito_cuota`), its cash movement and, for
 * 01/03, its CPE row (`cpe_documento_id`, sent by the engine's worker after commit). Serial numbers
 * sold are `producto_serie_relacion` rows of tipo 'venta' (iddetalle = the sale line).
 * Credit notes and guides reference `venta.idventa` from their own tables.
 */

/**
 * The sale header. Amounts are in the sale's currency (`idmoneda`; `tipo_cambio` soles per dollar,
 * 1 for soles), computed by the shared tax engine (@trade/money) from the lines: the same figures
 * the XML carries.
 */
export const venta = pgTable(
  'venta',
  {
    idventa: serial('idventa').primaryKey(),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    /** The warehouse the goods left from (the branch's default one unless chosen). */
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    idserie: integer('idserie')
      .notNull()
      .references(() => serie.idserie),
    idcomprobante: integer('idcomprobante')
      .notNull()
      .references(() => comprobante.idcomprobante),
    /** '01' factura, '03' boleta, 'NV' nota de venta (internal, no CPE). */
    codigo_comprobante: varchar('codigo_comprobante', { length: 4 }).notNull(),
    serie: varchar('serie', { length: 4 }).notNull(),
    numero: integer('numero').notNull(),
    /** Issue date (Lima) and the moment it was saved. */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fecha_vencimiento: date('fecha_vencimiento', { mode: 'string' }),
    idmoneda: integer('idmoneda')
      .notNull()
      .references(() => moneda.idmoneda),
    tipo_cambio: numeric('tipo_cambio', { precision: 10, scale: 4 }).notNull().default('1'),
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    /** 1 contado, 2 crédito (opens the client credit `idcredito` with its cuotas). */
    tipo_pago_id: integer('tipo_pago_id')
      .notNull()
      .references(() => tipoPago.idtipopago),
    idcanal: integer('idcanal').references(() => canalVenta.idcanal),
    ...documentTotals(),
    /** Cash sales: what the client handed over (sum of `venta_pago`) and the change. */
    pagado: money('pagado').notNull().default('0'),
    vuelto: money('vuelto').notNull().default('0'),
    /** Detracción (SPOT): catálogo 54 code, percent, amount in soles, Banco de la Nación account. */
    detraccion: boolean('detraccion').notNull().default(false),
    detraccion_codigo: varchar('detraccion_codigo', { length: 3 }),
    detraccion_porcentaje: numeric('detraccion_porcentaje', { precision: 5, scale: 2 }),
    detraccion_monto: money('detraccion_monto'),
    detraccion_cuenta: varchar('detraccion_cuenta', { length: 30 }),
    /**
     * An export the selling area declared (hospitality's 0202 / 0205: sale-rules.ts SaleExport) with
     * each line's catálogo 55 properties, so a CPE made again from the sale's rows carries them too.
     */
    exportacion_declarada: jsonb('exportacion_declarada').$type<{
      tipoOperacion: '0202' | '0205';
      propiedades: { codigo: string; nombre: string; valor?: string; inicio?: string; fin?: string; dias?: number }[][];
    }>(),
    observaciones: varchar('observaciones', { length: 500 }),
    /** The client's purchase order (cac:OrderReference): SUNAT observes (4233) anything but letters and digits. */
    orden_compra: varchar('orden_compra', { length: 20 }),
    /** Deliver later: listed in /dispatches; despacho_estado 1 pendiente, 2 despachado, 3 entregado. */
    aplica_despacho: boolean('aplica_despacho').notNull().default(false),
    despacho_estado: smallint('despacho_estado'),
    direccion_entrega: varchar('direccion_entrega', { length: 250 }),
    con_series: boolean('con_series').notNull().default(false),
    /** Print flags of the save (the screen opens the ticket and/or the A4). */
    a4: boolean('a4').notNull().default(false),
    ticket: boolean('ticket').notNull().default(true),
    idcredito: integer('idcredito').references(() => credito.idcredito),
    /** The cash opening the sale's income was posted to (finance area; no foreign key from here). */
    idapertura: integer('idapertura'),
    /** The current CPE of a factura or boleta (a corrected one replaces it: see docs/sales.md, revercecpe). */
    cpe_documento_id: integer('cpe_documento_id').references(() => cpeDocumento.id),
    /** 1 emitida, 0 anulada (nota de venta annulled, or the CPE voided through SUNAT). */
    estado_venta: smallint('estado_venta').notNull().default(1),
    anulado: timestamp('anulado', { withTimezone: true }),
    idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
    motivo_anulacion: varchar('motivo_anulacion', { length: 250 }),
    /**
     * Price control (docs/sales.md): the supervisor who approved the lines below their minimum price,
     * over the seller's maximum discount or free, when, and what (one text line per exception).
     */
    idusuario_aprueba: integer('idusuario_aprueba').references(() => usuario.idusuario),
    aprobado: timestamp('aprobado', { withTimezone: true }),
    aprobacion: text('aprobacion'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the list's `q` searches: serie-número, the client's document and name, without accents,
     * lower case (migration 0026). Kept by triggers (the sale's insert or change of number or client,
     * and a client's change of name or document); trigram-indexed (venta_busqueda_idx, in the
     * migration: drizzle cannot declare gin_trgm_ops).
     */
    busqueda: text('busqueda').notNull().default(''),
  },
  (t) => [
    uniqueIndex('venta_serie_numero_key').on(t.idserie, t.numero),
    // The list: newest first, by branch or user, over a date range (100,000+ rows).
    index('venta_fecha_idx').on(t.fecha, t.idventa),
    // The list's filters walk these in its order (fecha desc, idventa desc): 100,000+ sales.
    index('venta_sucursal_fecha_idx').on(t.idsucursal, t.fecha, t.idventa),
    index('venta_usuario_fecha_idx').on(t.idusuario, t.fecha, t.idventa),
    index('venta_comprobante_fecha_idx').on(t.codigo_comprobante, t.fecha, t.idventa),
    index('venta_persona_idx').on(t.idpersona),
    index('venta_cpe_idx').on(t.cpe_documento_id),
    index('venta_despacho_idx').on(t.despacho_estado, t.fecha).where(sql`${t.aplica_despacho}`),
    check('venta_tipo_cambio_check', sql`${t.tipo_cambio} > 0`),
    check('venta_estado_check', sql`${t.estado_venta} in (0, 1)`),
    check(
      'venta_despacho_check',
      sql`(${t.aplica_despacho} and ${t.despacho_estado} between 1 and 3) or (not ${t.aplica_despacho} and ${t.despacho_estado} is null)`,
    ),
  ],
);

/** A sale line in one of the product's units (`factor` base units each). */
export const ventaDetalle = pgTable(
  'venta_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    idventa: integer('idventa')
      .notNull()
      .references(() => venta.idventa, { onDelete: 'cascade' }),
    ...pricedLine(),
    /** What the ledger took per base unit (soles), for margins. */
    costo_unitario: unitPrice('costo_unitario'),
  },
  (t) => [
    index('venta_detalle_venta_idx').on(t.idventa),
    index('venta_detalle_producto_idx').on(t.producto_id),
    check('venta_detalle_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);

/** The payment forms of a cash sale (efectivo, tarjeta, Yape…): several at once; `venta.vuelto` is the change. */
export const ventaPago = pgTable(
  'venta_pago',
  {
    idventapago: serial('idventapago').primaryKey(),
    idventa: integer('idventa')
      .notNull()
      .references(() => venta.idventa, { onDelete: 'cascade' }),
    idformapago: integer('idformapago')
      .notNull()
      .references(() => formaPago.idformapago),
    monto: money('monto').notNull(),
    referencia: varchar('referencia', { length: 60 }),
    idcuentabancaria: integer('idcuentabancaria').references(() => cuentaBancaria.idcuentabancaria),
  },
  (t) => [index('venta_pago_venta_idx').on(t.idventa), check('venta_pago_monto_check', sql`${t.monto} > 0`)],
);

/** Each step of a sale's dispatch (pendiente → despachado → entregado), who and when. */
export const ventaDespacho = pgTable(
  'venta_despacho',
  {
    iddespacho: serial('iddespacho').primaryKey(),
    idventa: integer('idventa')
      .notNull()
      .references(() => venta.idventa, { onDelete: 'cascade' }),
    estado: smallint('estado').notNull(),
    observacion: varchar('observacion', { length: 250 }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('venta_despacho_venta_idx').on(t.idventa),
    check('venta_despacho_estado_check', sql`${t.estado} between 1 and 3`),
  ],
);

/** Every CPE a sale had: the current one is `venta.cpe_documento_id`; revercecpe leaves the replaced ones here. */
export const ventaCpe = pgTable(
  'venta_cpe',
  {
    idventa: integer('idventa')
      .notNull()
      .references(() => venta.idventa, { onDelete: 'cascade' }),
    cpe_documento_id: integer('cpe_documento_id')
      .notNull()
      .references(() => cpeDocumento.id),
    /** Why it was replaced (revercecpe), null for the current one. */
    motivo: text('motivo'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('venta_cpe_key').on(t.idventa, t.cpe_documento_id),
    index('venta_cpe_documento_idx').on(t.cpe_documento_id),
  ],
);

/**
 * Counts and totals of the sales list by day, series, user, payment type and state, kept by a
 * trigger on `venta` (migration 0024): the list's `totalRegistros` and `totales.total` for its usual
 * filters (dates, user, branch, voucher type, payment type, state) are a sum over a few hundred rows
 * of this table instead of a count over every sale. Never written by the application.
 */
export const ventaResumen = pgTable(
  'venta_resumen',
  {
    fecha: date('fecha', { mode: 'string' }).notNull(),
    idserie: integer('idserie').notNull(),
    idusuario: integer('idusuario').notNull(),
    tipo_pago_id: integer('tipo_pago_id').notNull(),
    estado_venta: smallint('estado_venta').notNull(),
    idsucursal: integer('idsucursal').notNull(),
    codigo_comprobante: varchar('codigo_comprobante', { length: 4 }).notNull(),
    ventas: integer('ventas').notNull().default(0),
    total: numeric('total', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [uniqueIndex('venta_resumen_key').on(t.fecha, t.idserie, t.idusuario, t.tipo_pago_id, t.estado_venta)],
);
