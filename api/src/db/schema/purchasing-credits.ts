import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { formaPago, moneda, tipoDocumento } from './reference.js';
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
    idtipodocumento: integer('idtipodocumento').notNull().references(() => tipoDocumento.idtipodocumento),
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
  idempresa: integer('idempresa').primaryKey().references(() => empresa.idempresa, { onDelete: 'cascade' }),
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
    idpersona: integer('idpersona').notNull().references(() => persona.idpersona),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    documento: varchar('documento', { length: 30 }),
    concepto: varchar('concepto', { length: 200 }),
    idmoneda: integer('idmoneda').notNull().references(() => moneda.idmoneda),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    saldo: numeric('saldo', { precision: 12, scale: 2 }).notNull(),
    /** The sale or purchase that opened it (their tables belong to other areas: no foreign key here). */
    idventa: integer('idventa'),
    idcompra: integer('idcompra'),
    idusuario: integer('idusuario').notNull().references(() => usuario.idusuario),
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
    idcredito: integer('idcredito').notNull().references(() => credito.idcredito, { onDelete: 'cascade' }),
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
    idcredito: integer('idcredito').notNull().references(() => credito.idcredito),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
    idformapago: integer('idformapago').notNull().references(() => formaPago.idformapago),
    idcuentabancaria: integer('idcuentabancaria').references(() => cuentaBancaria.idcuentabancaria),
    referencia: varchar('referencia', { length: 60 }),
    /** The instalment the payer chose, when one was. */
    idcuota: integer('idcuota').references(() => creditoCuota.idcuota),
    /** The cash register the cash hook posted it to (the cash area's table, no foreign key from here). */
    idcaja: integer('idcaja'),
    idusuario: integer('idusuario').notNull().references(() => usuario.idusuario),
    /** 1 válido, 0 anulado */
    estado: smallint('estado').notNull().default(1),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    anulado: timestamp('anulado', { withTimezone: true }),
    idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
  },
  (t) => [index('credito_pago_credito_idx').on(t.idcredito), check('credito_pago_importe_check', sql`${t.importe} > 0`)],
);

/** How a payment was spread over the instalments, so cancelling it restores each one exactly. */
export const creditoPagoCuota = pgTable(
  'credito_pago_cuota',
  {
    idpago: integer('idpago').notNull().references(() => creditoPago.idpago, { onDelete: 'cascade' }),
    idcuota: integer('idcuota').notNull().references(() => creditoCuota.idcuota, { onDelete: 'cascade' }),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.idpago, t.idcuota], name: 'credito_pago_cuota_pkey' })],
);
