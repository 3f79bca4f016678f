import { index, integer, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Reference lists every area reads (seeded by migration 0004 with real data): currencies, payment
 * types and forms, banks, sale channels, SUNAT catálogo 06, guide types and ubigeo. They import
 * nothing from other areas (the exchange rate, which records its user, is in exchange-rate.ts).
 */

export const moneda = pgTable('moneda', {
  idmoneda: integer('idmoneda').primaryKey(),
  codigo: varchar('codigo', { length: 3 }).notNull().unique('moneda_codigo_key'),
  nombre: varchar('nombre', { length: 60 }).notNull(),
  simbolo: varchar('simbolo', { length: 5 }).notNull(),
});

/** 1 contado, 2 crédito (id 2 means credit everywhere). */
export const tipoPago = pgTable('tipo_pago', {
  idtipopago: integer('idtipopago').primaryKey(),
  nombre: varchar('nombre', { length: 40 }).notNull(),
});

/** A form of payment belongs to one payment type; credit forms carry their term in days. */
export const formaPago = pgTable(
  'forma_pago',
  {
    idformapago: serial('idformapago').primaryKey(),
    idtipopago: integer('idtipopago')
      .notNull()
      .references(() => tipoPago.idtipopago),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    dias: integer('dias'),
    orden: integer('orden').notNull().default(0),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('forma_pago_nombre_key').on(t.idtipopago, t.nombre)],
);

export const banco = pgTable('banco', {
  idbanco: serial('idbanco').primaryKey(),
  nombre: varchar('nombre', { length: 120 }).notNull().unique('banco_nombre_key'),
  abreviatura: varchar('abreviatura', { length: 30 }).notNull(),
  orden: integer('orden').notNull().default(0),
  estado: smallint('estado').notNull().default(1),
});

export const canalVenta = pgTable('canal_venta', {
  idcanal: serial('idcanal').primaryKey(),
  nombre: varchar('nombre', { length: 60 }).notNull().unique('canal_venta_nombre_key'),
  orden: integer('orden').notNull().default(0),
  estado: smallint('estado').notNull().default(1),
});

/** SUNAT catálogo 06: identity document types. */
export const tipoDocumento = pgTable('tipo_documento', {
  idtipodocumento: integer('idtipodocumento').primaryKey(),
  codigo: varchar('codigo', { length: 1 }).notNull().unique('tipo_documento_codigo_key'),
  nombre: varchar('nombre', { length: 120 }).notNull(),
  abreviatura: varchar('abreviatura', { length: 40 }).notNull(),
  orden: integer('orden').notNull().default(0),
});

export const tipoGuia = pgTable('tipo_guia', {
  idtipoguia: integer('idtipoguia').primaryKey(),
  codigo: varchar('codigo', { length: 2 }).notNull().unique('tipo_guia_codigo_key'),
  nombre: varchar('nombre', { length: 80 }).notNull(),
});

/** Ubigeo (INEI codes, as SUNAT expects): 25 departamentos, 196 provincias, 1,895 distritos. */
export const departamento = pgTable('departamento', {
  iddepartamento: varchar('iddepartamento', { length: 2 }).primaryKey(),
  nombre: varchar('nombre', { length: 60 }).notNull(),
});

export const provincia = pgTable(
  'provincia',
  {
    idprovincia: varchar('idprovincia', { length: 4 }).primaryKey(),
    iddepartamento: varchar('iddepartamento', { length: 2 })
      .notNull()
      .references(() => departamento.iddepartamento),
    nombre: varchar('nombre', { length: 80 }).notNull(),
  },
  (t) => [index('provincia_departamento_idx').on(t.iddepartamento)],
);

export const distrito = pgTable(
  'distrito',
  {
    iddistrito: varchar('iddistrito', { length: 6 }).primaryKey(),
    idprovincia: varchar('idprovincia', { length: 4 })
      .notNull()
      .references(() => provincia.idprovincia),
    iddepartamento: varchar('iddepartamento', { length: 2 })
      .notNull()
      .references(() => departamento.iddepartamento),
    nombre: varchar('nombre', { length: 80 }).notNull(),
  },
  (t) => [index('distrito_provincia_idx').on(t.idprovincia)],
);
