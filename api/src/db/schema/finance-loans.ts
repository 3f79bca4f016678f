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
import { serie, sucursal, usuario } from './organization.js';
import { formaPago } from './reference.js';
import { persona } from './purchasing-credits.js';

/**
 * Finance: the cash register (openings, movements, closings), petty cash receipts and operating
 * expenses. Every area that takes or pays money posts a `caja_movimiento` to the user's open cash
 * in its own transaction (api/src/areas/finance-loans/cash-posting.ts).
 */

/** A denomination counted at closing (cash only): a bill or coin and how many. */
export interface CountedDenomination {
  valor: string;
  cantidad: number;
}

/**
 * A cash opening of one user in one branch: 1 open, 2 closed. Only one open cash per user and
 * branch (partial unique index). A blind cash hides the expected amounts from its cashier.
 */
export const cajaApertura = pgTable(
  'caja_apertura',
  {
    idapertura: serial('idapertura').primaryKey(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    monto_apertura: numeric('monto_apertura', { precision: 12, scale: 2 }).notNull(),
    fecha_apertura: timestamp('fecha_apertura', { withTimezone: true }).notNull().defaultNow(),
    cierre_ciego: boolean('cierre_ciego').notNull().default(false),
    observacion: text('observacion'),
    estado: smallint('estado').notNull().default(1),
    fecha_cierre: timestamp('fecha_cierre', { withTimezone: true }),
    idusuario_cierre: integer('idusuario_cierre').references(() => usuario.idusuario),
    observacion_cierre: text('observacion_cierre'),
    /** Cash counted by denomination at closing (optional). */
    denominaciones: jsonb('denominaciones').$type<CountedDenomination[]>(),
  },
  (t) => [
    uniqueIndex('caja_apertura_abierta_key').on(t.idusuario, t.idsucursal).where(sql`${t.estado} = 1`),
    index('caja_apertura_sucursal_idx').on(t.idsucursal, t.fecha_apertura),
    check('caja_apertura_monto_check', sql`${t.monto_apertura} >= 0`),
  ],
);

/**
 * Money in (I) or out (E) of an open cash, by payment form, with the document that caused it
 * (`origen_tipo` 'venta', 'cobro', 'pago_proveedor', 'caja_chica', 'prestamo', 'pago_prestamo' and
 * `origen_id`). Annulling the document annuls its movement (estado 0) while the cash is open, or
 * posts the opposite movement to the current cash once it was closed: a closed cash never changes.
 */
export const cajaMovimiento = pgTable(
  'caja_movimiento',
  {
    idmovimiento: serial('idmovimiento').primaryKey(),
    idapertura: integer('idapertura')
      .notNull()
      .references(() => cajaApertura.idapertura),
    tipo: varchar('tipo', { length: 1 }).$type<'I' | 'E'>().notNull(),
    idformapago: integer('idformapago')
      .notNull()
      .references(() => formaPago.idformapago),
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    concepto: text('concepto').notNull(),
    origen_tipo: varchar('origen_tipo', { length: 20 }).notNull(),
    origen_id: integer('origen_id'),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [
    index('caja_movimiento_apertura_idx').on(t.idapertura),
    index('caja_movimiento_origen_idx').on(t.origen_tipo, t.origen_id),
    check('caja_movimiento_tipo_check', sql`${t.tipo} in ('I', 'E')`),
    check('caja_movimiento_monto_check', sql`${t.monto} > 0`),
  ],
);

/**
 * The products of a sale movement (the sales area posts them with the sale): what
 * gproductosvendidoscaja sums. `idproducto` is the inventory product when there is one.
 */
export const cajaMovimientoLinea = pgTable(
  'caja_movimiento_linea',
  {
    idlinea: serial('idlinea').primaryKey(),
    idmovimiento: integer('idmovimiento')
      .notNull()
      .references(() => cajaMovimiento.idmovimiento, { onDelete: 'cascade' }),
    idproducto: integer('idproducto'),
    descripcion: text('descripcion').notNull(),
    unidad: varchar('unidad', { length: 10 }),
    cantidad: numeric('cantidad', { precision: 12, scale: 3 }).notNull(),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('caja_movimiento_linea_movimiento_idx').on(t.idmovimiento)],
);

/** The closing of a cash, per payment form: expected by the records, counted by the cashier, difference (counted − expected). */
export const cajaCierre = pgTable(
  'caja_cierre',
  {
    idapertura: integer('idapertura')
      .notNull()
      .references(() => cajaApertura.idapertura, { onDelete: 'cascade' }),
    idformapago: integer('idformapago')
      .notNull()
      .references(() => formaPago.idformapago),
    esperado: numeric('esperado', { precision: 12, scale: 2 }).notNull(),
    contado: numeric('contado', { precision: 12, scale: 2 }).notNull(),
    diferencia: numeric('diferencia', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.idapertura, t.idformapago] })],
);

/** A reverted closing: who, when, why and the closing it undid (kept for the record). */
export const cajaReversion = pgTable(
  'caja_reversion',
  {
    idreversion: serial('idreversion').primaryKey(),
    idapertura: integer('idapertura')
      .notNull()
      .references(() => cajaApertura.idapertura, { onDelete: 'cascade' }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    motivo: text('motivo').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    cierre: jsonb('cierre').notNull(),
  },
  (t) => [index('caja_reversion_apertura_idx').on(t.idapertura)],
);

/**
 * A petty cash receipt: I income or E expense, numbered per type in the branch's series (voucher
 * types CI / CE) with no gaps. Annulled (estado 0, who, when, why), never deleted.
 */
export const cajaChica = pgTable(
  'caja_chica',
  {
    idcajachica: serial('idcajachica').primaryKey(),
    tipo: varchar('tipo', { length: 1 }).$type<'I' | 'E'>().notNull(),
    idserie: integer('idserie')
      .notNull()
      .references(() => serie.idserie),
    numero: integer('numero').notNull(),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    fecha_registro: timestamp('fecha_registro', { withTimezone: true }).notNull().defaultNow(),
    concepto: text('concepto').notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    idformapago: integer('idformapago')
      .notNull()
      .references(() => formaPago.idformapago),
    persona_documento: varchar('persona_documento', { length: 15 }),
    persona_nombre: text('persona_nombre').notNull(),
    documento_sustento: varchar('documento_sustento', { length: 60 }),
    estado: smallint('estado').notNull().default(1),
    fecha_anulacion: timestamp('fecha_anulacion', { withTimezone: true }),
    idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
    motivo_anulacion: text('motivo_anulacion'),
  },
  (t) => [
    uniqueIndex('caja_chica_numero_key').on(t.idserie, t.numero),
    index('caja_chica_tipo_idx').on(t.tipo, t.idsucursal, t.fecha),
    check('caja_chica_tipo_check', sql`${t.tipo} in ('I', 'E')`),
    check('caja_chica_monto_check', sql`${t.monto} > 0`),
  ],
);

/** Categories of operating expenses (rent, utilities, salaries...). */
export const categoriaGasto = pgTable('categoria_gasto', {
  idcategoria: serial('idcategoria').primaryKey(),
  nombre: varchar('nombre', { length: 60 }).notNull().unique('categoria_gasto_nombre_key'),
  orden: integer('orden').notNull().default(0),
  estado: smallint('estado').notNull().default(1),
});

/** An operating expense of a month (rent, electricity, salaries): the utility report subtracts them. */
export const gastoOperativo = pgTable(
  'gasto_operativo',
  {
    idgasto: serial('idgasto').primaryKey(),
    idcategoria: integer('idcategoria')
      .notNull()
      .references(() => categoriaGasto.idcategoria),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    descripcion: text('descripcion').notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    documento: varchar('documento', { length: 60 }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    registrado: timestamp('registrado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gasto_operativo_fecha_idx').on(t.fecha), check('gasto_operativo_monto_check', sql`${t.monto} > 0`)],
);

/**
 * A loan to a client: principal, rate per `periodo_tasa`, method (flat or French), instalments at a
 * frequency from a first due date (loan-schedule.ts). 1 vigente, 2 pagado, 0 anulado (only without
 * payments). Disbursed and collected through the cash.
 */
export const prestamo = pgTable(
  'prestamo',
  {
    idprestamo: serial('idprestamo').primaryKey(),
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    tasa: numeric('tasa', { precision: 7, scale: 4 }).notNull(),
    periodo_tasa: varchar('periodo_tasa', { length: 10 }).notNull(),
    metodo: varchar('metodo', { length: 10 }).notNull(),
    cuotas: integer('cuotas').notNull(),
    frecuencia: varchar('frecuencia', { length: 10 }).notNull(),
    primer_vencimiento: date('primer_vencimiento', { mode: 'string' }).notNull(),
    interes: numeric('interes', { precision: 12, scale: 2 }).notNull(),
    total: numeric('total', { precision: 12, scale: 2 }).notNull(),
    saldo: numeric('saldo', { precision: 12, scale: 2 }).notNull(),
    idformapago: integer('idformapago')
      .notNull()
      .references(() => formaPago.idformapago),
    observacion: text('observacion'),
    estado: smallint('estado').notNull().default(1),
    registrado: timestamp('registrado', { withTimezone: true }).notNull().defaultNow(),
    fecha_anulacion: timestamp('fecha_anulacion', { withTimezone: true }),
    idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
  },
  (t) => [
    index('prestamo_persona_idx').on(t.idpersona),
    check('prestamo_monto_check', sql`${t.monto} > 0`),
    check('prestamo_saldo_check', sql`${t.saldo} >= 0`),
  ],
);

export const prestamoCuota = pgTable(
  'prestamo_cuota',
  {
    idcuota: serial('idcuota').primaryKey(),
    idprestamo: integer('idprestamo')
      .notNull()
      .references(() => prestamo.idprestamo, { onDelete: 'cascade' }),
    numero: integer('numero').notNull(),
    fecha_vencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    capital: numeric('capital', { precision: 12, scale: 2 }).notNull(),
    interes: numeric('interes', { precision: 12, scale: 2 }).notNull(),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
    pagado: numeric('pagado', { precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    uniqueIndex('prestamo_cuota_numero_key').on(t.idprestamo, t.numero),
    check('prestamo_cuota_pagado_check', sql`${t.pagado} >= 0 and ${t.pagado} <= ${t.importe}`),
  ],
);

/** A payment of a loan: applied to the oldest instalments first (prestamo_pago_cuota says how). 1 vigente, 0 anulado. */
export const prestamoPago = pgTable(
  'prestamo_pago',
  {
    idpago: serial('idpago').primaryKey(),
    idprestamo: integer('idprestamo')
      .notNull()
      .references(() => prestamo.idprestamo),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
    idformapago: integer('idformapago')
      .notNull()
      .references(() => formaPago.idformapago),
    saldo_anterior: numeric('saldo_anterior', { precision: 12, scale: 2 }).notNull(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    registrado: timestamp('registrado', { withTimezone: true }).notNull().defaultNow(),
    estado: smallint('estado').notNull().default(1),
    fecha_anulacion: timestamp('fecha_anulacion', { withTimezone: true }),
    idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
  },
  (t) => [
    index('prestamo_pago_prestamo_idx').on(t.idprestamo),
    check('prestamo_pago_importe_check', sql`${t.importe} > 0`),
  ],
);

export const prestamoPagoCuota = pgTable(
  'prestamo_pago_cuota',
  {
    idpago: integer('idpago')
      .notNull()
      .references(() => prestamoPago.idpago, { onDelete: 'cascade' }),
    idcuota: integer('idcuota')
      .notNull()
      .references(() => prestamoCuota.idcuota),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.idpago, t.idcuota] })],
);

/**
 * A month's sales kept in the history (`rhistoricoventas`): computed from the month's sales, or
 * typed for a month from before the system ('manual'). One row per month; saving again replaces it.
 */
export const historicoVentas = pgTable(
  'historico_ventas',
  {
    anio: smallint('anio').notNull(),
    mes: smallint('mes').notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    cantidad: integer('cantidad').notNull().default(0),
    origen: varchar('origen', { length: 10 }).$type<'calculado' | 'manual'>().notNull(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    registrado: timestamp('registrado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.anio, t.mes] }),
    check('historico_ventas_mes_check', sql`${t.mes} between 1 and 12`),
    check('historico_ventas_origen_check', sql`${t.origen} in ('calculado', 'manual')`),
  ],
);
