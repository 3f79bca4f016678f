import {
  date,
  integer,
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
import { sucursal, usuario } from './organization.js';
import { tipoDocumento } from './reference.js';
import { persona } from './purchasing-credits.js';
import { venta } from './billing-cpe.js';

/**
 * A public holiday of Peru (the complaint deadline counts business days: Monday to Friday except
 * these). Seeded by migration 0035; the administrator keeps them up to date on /establishments_complaints.
 */
export const feriado = pgTable('feriado', {
  idferiado: serial('idferiado').primaryKey(),
  fecha: date('fecha', { mode: 'string' }).notNull().unique('feriado_fecha_key'),
  nombre: varchar('nombre', { length: 120 }).notNull(),
});

/** A place that keeps a complaints book (a shop, the web store); optionally one of the company's branches. */
export const establecimientoReclamo = pgTable('establecimiento_reclamo', {
  idestablecimiento: serial('idestablecimiento').primaryKey(),
  nombre: varchar('nombre', { length: 120 }).notNull(),
  direccion: varchar('direccion', { length: 200 }).notNull(),
  idsucursal: integer('idsucursal').references(() => sucursal.idsucursal),
  estado: smallint('estado').notNull().default(1),
});

/** The users who attend an establishment's complaints (a claimer sees only these establishments' complaints). */
export const establecimientoReclamoUsuario = pgTable(
  'establecimiento_reclamo_usuario',
  {
    idestablecimiento: integer('idestablecimiento')
      .notNull()
      .references(() => establecimientoReclamo.idestablecimiento, { onDelete: 'cascade' }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.idestablecimiento, t.idusuario] })],
);

/** The last sheet number of an establishment in a year: one row locked per filing, so numbers never repeat or skip. */
export const reclamacionCorrelativo = pgTable(
  'reclamacion_correlativo',
  {
    idestablecimiento: integer('idestablecimiento')
      .notNull()
      .references(() => establecimientoReclamo.idestablecimiento),
    anio: smallint('anio').notNull(),
    ultimo: integer('ultimo').notNull(),
  },
  (t) => [primaryKey({ columns: [t.idestablecimiento, t.anio] })],
);

/**
 * A complaint sheet (hoja de reclamación). estado: 1 pendiente, 0 aceptada, 2 rechazada
 * (docs/complaints.md). The consumer's data and the claim are never changed once numbered.
 */
export const reclamacion = pgTable(
  'reclamacion',
  {
    idreclamacion: serial('idreclamacion').primaryKey(),
    idestablecimiento: integer('idestablecimiento')
      .notNull()
      .references(() => establecimientoReclamo.idestablecimiento),
    anio: smallint('anio').notNull(),
    numero: integer('numero').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    fecha_limite: date('fecha_limite', { mode: 'string' }).notNull(),
    /** 'web' (the public form) or 'local' (registered by the staff). */
    origen: varchar('origen', { length: 10 }).notNull(),
    /** Unguessable code of the public copy link (the consumer's PDF without a session). */
    codigo_acceso: varchar('codigo_acceso', { length: 32 }).notNull(),
    nombres: varchar('nombres', { length: 200 }).notNull(),
    idtipodocumento: integer('idtipodocumento')
      .notNull()
      .references(() => tipoDocumento.idtipodocumento),
    numero_documento: varchar('numero_documento', { length: 15 }).notNull(),
    direccion: varchar('direccion', { length: 200 }).notNull(),
    telefono: varchar('telefono', { length: 30 }).notNull(),
    email: varchar('email', { length: 120 }),
    apoderado: varchar('apoderado', { length: 200 }),
    tipo_bien: varchar('tipo_bien', { length: 10 }).notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }),
    descripcion_bien: varchar('descripcion_bien', { length: 500 }).notNull(),
    tipo: varchar('tipo', { length: 10 }).notNull(),
    detalle: text('detalle').notNull(),
    pedido: text('pedido').notNull(),
    idventa: integer('idventa').references(() => venta.idventa),
    idpersona: integer('idpersona').references(() => persona.idpersona),
    idusuario: integer('idusuario').references(() => usuario.idusuario),
    estado: smallint('estado').notNull().default(1),
    respuesta: text('respuesta'),
    fecha_respuesta: timestamp('fecha_respuesta', { withTimezone: true }),
    idusuario_respuesta: integer('idusuario_respuesta').references(() => usuario.idusuario),
  },
  (t) => [
    uniqueIndex('reclamacion_numero_key').on(t.idestablecimiento, t.anio, t.numero),
    uniqueIndex('reclamacion_codigo_acceso_key').on(t.codigo_acceso),
  ],
);
