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
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { formaPago, moneda, tipoDocumento, tipoPago } from './reference.js';
import { almacen, producto, unidadMedida } from './inventory.js';
import { cuentaBancaria, empresa, sucursal, usuario } from './organization.js';

/**
 * Purchasing and credits: clients and providers (one person table), the DNI/RUC lookup cache and
 * provider settings, and credits of both sides (receivable from clients, payable to providers)
 * with their instalments and payments.
 */

/** A client, a provider or both (ubica_persona 1, 2, 3); one row per identity document. */
export const persona = pgTable(
  'persona',
  {
    idpersona: serial('idpersona').primaryKey(),
    idtipodocumento: integer('idtipodocumento')
      .notNull()
      .references(() => tipoDocumento.idtipodocumento),
    numero_documento: varchar('numero_documento', { length: 15 }).notNull(),
    nombres: varchar('nombres', { length: 200 }).notNull(),
    nombre_comercial: varchar('nombre_comercial', { length: 200 }),
    direccion: varchar('direccion', { length: 250 }),
    ubigeo: varchar('ubigeo', { length: 6 }),
    email: varchar('email', { length: 120 }),
    telefono: varchar('telefono', { length: 30 }),
    ubica_persona: smallint('ubica_persona').notNull().default(1),
    limite_credito: numeric('limite_credito', { precision: 12, scale: 2 }),
    dias_credito: integer('dias_credito'),
    /** SUNAT's estado and condición of a RUC as last looked up. */
    estado_sunat: varchar('estado_sunat', { length: 40 }),
    condicion_sunat: varchar('condicion_sunat', { length: 40 }),
    estado: smallint('estado').notNull().default(1),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('persona_documento_key').on(t.idtipodocumento, t.numero_documento),
    // Prefix searches by document number ('2060…') use this index.
    index('persona_numero_idx').using('btree', sql`${t.numero_documento} varchar_pattern_ops`),
    check('persona_ubica_check', sql`${t.ubica_persona} between 1 and 3`),
  ],
);

/** Answers of the DNI/RUC provider, kept so a later lookup works while the provider is down. */
export const consultaDocumento = pgTable(
  'consulta_documento',
  {
    /** 'dni' | 'ruc' */
    tipo: varchar('tipo', { length: 3 }).notNull(),
    numero: varchar('numero', { length: 11 }).notNull(),
    datos: jsonb('datos').notNull(),
    consultado: timestamp('consultado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tipo, t.numero], name: 'consulta_documento_pkey' })],
);

/** The company's DNI/RUC lookup provider: base URL and token (AES-256-GCM ciphertext, never sent back). */
export const consultaConfig = pgTable('consulta_config', {
  idempresa: integer('idempresa')
    .primaryKey()
    .references(() => empresa.idempresa, { onDelete: 'cascade' }),
  url: text('url'),
  token: text('token'),
  actualizado: timestamp('actualizado', { withTimezone: true }),
  idusuario: integer('idusuario').references(() => usuario.idusuario, { onDelete: 'set null' }),
});

/**
 * A credit: 'cliente' (accounts receivable, opened by a sale or by hand) or 'proveedor' (accounts
 * payable, opened by a purchase or by hand). `saldo` is kept in the row and only changed under the
 * row's lock (SELECT … FOR UPDATE), so concurrent payments never take it below zero.
 */
export const credito = pgTable(
  'credito',
  {
    idcredito: serial('idcredito').primaryKey(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    documento: varchar('documento', { length: 30 }),
    concepto: varchar('concepto', { length: 200 }),
    idmoneda: integer('idmoneda')
      .notNull()
      .references(() => moneda.idmoneda),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    saldo: numeric('saldo', { precision: 12, scale: 2 }).notNull(),
    /** The sale or purchase that opened it (their tables belong to other areas: no foreign key here). */
    idventa: integer('idventa'),
    idcompra: integer('idcompra'),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    idsucursal: integer('idsucursal').references(() => sucursal.idsucursal),
    /** 1 vigente, 0 anulado */
    estado: smallint('estado').notNull().default(1),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    anulado: timestamp('anulado', { withTimezone: true }),
  },
  (t) => [
    index('credito_persona_idx').on(t.tipo, t.idpersona),
    check('credito_tipo_check', sql`${t.tipo} in ('cliente', 'proveedor')`),
    check('credito_total_check', sql`${t.total} > 0`),
    check('credito_saldo_check', sql`${t.saldo} >= 0 and ${t.saldo} <= ${t.total}`),
  ],
);

/** An instalment (cuota; a provider's letra). The instalments of a credit add up to its total. */
export const creditoCuota = pgTable(
  'credito_cuota',
  {
    idcuota: serial('idcuota').primaryKey(),
    idcredito: integer('idcredito')
      .notNull()
      .references(() => credito.idcredito, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    pagado: numeric('pagado', { precision: 12, scale: 2 }).notNull().default('0'),
    fecha_vencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
  },
  (t) => [
    uniqueIndex('credito_cuota_numero_key').on(t.idcredito, t.numero),
    index('credito_cuota_vencimiento_idx').on(t.fecha_vencimiento),
    check('credito_cuota_monto_check', sql`${t.monto} > 0`),
    check('credito_cuota_pagado_check', sql`${t.pagado} >= 0 and ${t.pagado} <= ${t.monto}`),
  ],
);

/** A payment on a credit; cancelling it (estado 0) gives the amount back to the credit and its instalments. */
export const creditoPago = pgTable(
  'credito_pago',
  {
    idpago: serial('idpago').primaryKey(),
    idcredito: integer('idcredito')
      .notNull()
      .references(() => credito.idcredito),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
    idformapago: integer('idformapago')
      .notNull()
      .references(() => formaPago.idformapago),
    idcuentabancaria: integer('idcuentabancaria').references(() => cuentaBancaria.idcuentabancaria),
    referencia: varchar('referencia', { length: 60 }),
    /** The instalment the payer chose, when one was. */
    idcuota: integer('idcuota').references(() => creditoCuota.idcuota),
    /** The cash register the cash hook posted it to (the cash area's table, no foreign key from here). */
    idcaja: integer('idcaja'),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    /** 1 válido, 0 anulado */
    estado: smallint('estado').notNull().default(1),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    anulado: timestamp('anulado', { withTimezone: true }),
    idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
  },
  (t) => [
    index('credito_pago_credito_idx').on(t.idcredito),
    check('credito_pago_importe_check', sql`${t.importe} > 0`),
  ],
);

/** How a payment was spread over the instalments, so cancelling it restores each one exactly. */
export const creditoPagoCuota = pgTable(
  'credito_pago_cuota',
  {
    idpago: integer('idpago')
      .notNull()
      .references(() => creditoPago.idpago, { onDelete: 'cascade' }),
    idcuota: integer('idcuota')
      .notNull()
      .references(() => creditoCuota.idcuota, { onDelete: 'cascade' }),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.idpago, t.idcuota], name: 'credito_pago_cuota_pkey' })],
);

/**
 * A purchase: the provider's own document (factura, boleta, ticket...) with its serie-número, unique
 * per provider among the purchases in force. Amounts are in the document's currency; `tipo_cambio`
 * (soles per dollar, 1 for soles) turns its costs into the soles of the stock ledger. On credit
 * (`idtipopago` 2) it opens a provider credit (`idcredito`) in the same transaction.
 */
export const compra = pgTable(
  'compra',
  {
    idcompra: serial('idcompra').primaryKey(),
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    /** SUNAT tabla 10: 01 factura, 03 boleta, 12 ticket, 02 recibo por honorarios, 00 otros (nota de venta). */
    tipo_documento: varchar('tipo_documento', { length: 2 }).notNull(),
    serie: varchar('serie', { length: 20 }).notNull(),
    numero: integer('numero').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    idmoneda: integer('idmoneda')
      .notNull()
      .references(() => moneda.idmoneda),
    tipo_cambio: numeric('tipo_cambio', { precision: 10, scale: 4 }).notNull().default('1'),
    idtipopago: integer('idtipopago')
      .notNull()
      .references(() => tipoPago.idtipopago),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    /** The typed unit costs include IGV. */
    incluye_igv: boolean('incluye_igv').notNull().default(false),
    observacion: varchar('observacion', { length: 500 }),
    gravadas: numeric('gravadas', { precision: 14, scale: 2 }).notNull().default('0'),
    exoneradas: numeric('exoneradas', { precision: 14, scale: 2 }).notNull().default('0'),
    inafectas: numeric('inafectas', { precision: 14, scale: 2 }).notNull().default('0'),
    descuentos: numeric('descuentos', { precision: 14, scale: 2 }).notNull().default('0'),
    igv: numeric('igv', { precision: 14, scale: 2 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    idcredito: integer('idcredito').references(() => credito.idcredito),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    /** 1 registrada, 0 anulada */
    estado: smallint('estado').notNull().default(1),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    anulado: timestamp('anulado', { withTimezone: true }),
    idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
  },
  (t) => [
    // One document of a provider is registered once (an annulled purchase frees its number).
    uniqueIndex('compra_documento_key').on(t.idpersona, sql`upper(${t.serie})`, t.numero).where(sql`${t.estado} = 1`),
    index('compra_fecha_idx').on(t.fecha),
    check('compra_tipo_cambio_check', sql`${t.tipo_cambio} > 0`),
  ],
);

/** A purchase line in one of the product's units; `costo_soles` is what the ledger got per base unit. */
export const compraDetalle = pgTable(
  'compra_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    idcompra: integer('idcompra')
      .notNull()
      .references(() => compra.idcompra, { onDelete: 'cascade' }),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id),
    unidad_medida_id: integer('unidad_medida_id')
      .notNull()
      .references(() => unidadMedida.unidad_medida_id),
    factor: numeric('factor', { precision: 14, scale: 4 }).notNull(),
    cantidad: numeric('cantidad', { precision: 14, scale: 4 }).notNull(),
    cantidad_base: numeric('cantidad_base', { precision: 14, scale: 4 }).notNull(),
    /** As typed: per unit of the line's unit, with or without IGV (the purchase's incluye_igv). */
    costo_unitario: numeric('costo_unitario', { precision: 16, scale: 6 }).notNull(),
    tipo_afectacion: varchar('tipo_afectacion', { length: 2 }).notNull().default('10'),
    descuento: numeric('descuento', { precision: 14, scale: 2 }).notNull().default('0'),
    valor_compra: numeric('valor_compra', { precision: 14, scale: 2 }).notNull(),
    igv: numeric('igv', { precision: 14, scale: 2 }).notNull(),
    importe: numeric('importe', { precision: 14, scale: 2 }).notNull(),
    costo_soles: numeric('costo_soles', { precision: 16, scale: 6 }).notNull(),
  },
  (t) => [
    index('compra_detalle_compra_idx').on(t.idcompra),
    check('compra_detalle_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);
