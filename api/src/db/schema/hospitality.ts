import { sql } from 'drizzle-orm';
import {
  boolean,
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

const estado = () => smallint('estado').notNull().default(1);
const nombre = () => varchar('nombre', { length: 60 }).notNull();
const byName = (name: string, column: Parameters<typeof sql>[1]) => uniqueIndex(name).on(sql`lower(${column})`);

/** Floor or zone of the establishment (rooms are grouped by it on the booking grid). */
export const ubicacion = pgTable(
  'ubicacion',
  {
    idubicacion: serial('idubicacion').primaryKey(),
    nombre: nombre(),
    orden: smallint('orden').notNull().default(0),
    estado: estado(),
  },
  (t) => [byName('ubicacion_nombre_key', t.nombre)],
);

/** Room type (simple, doble, matrimonial...): how many guests it takes. */
export const tipoHabitacion = pgTable(
  'tipo_habitacion',
  {
    idtipohabitacion: serial('idtipohabitacion').primaryKey(),
    nombre: nombre(),
    capacidad: smallint('capacidad').notNull().default(1),
    estado: estado(),
  },
  (t) => [
    byName('tipo_habitacion_nombre_key', t.nombre),
    check('tipo_habitacion_capacidad', sql`${t.capacidad} between 1 and 20`),
  ],
);

/** Room class (estándar, superior...): a room offers one or more, each with its nightly rate. */
export const claseHabitacion = pgTable(
  'clase_habitacion',
  { idclasehabitacion: serial('idclasehabitacion').primaryKey(), nombre: nombre(), estado: estado() },
  (t) => [byName('clase_habitacion_nombre_key', t.nombre)],
);

/** Bed kinds. */
export const cama = pgTable(
  'cama',
  {
    idcama: serial('idcama').primaryKey(),
    nombre: nombre(),
    plazas: numeric('plazas', { precision: 3, scale: 1 }).notNull().default('1'),
    estado: estado(),
  },
  (t) => [byName('cama_nombre_key', t.nombre)],
);

/** Services a room offers (Wi-Fi, agua caliente...). */
export const servicioHabitacion = pgTable(
  'servicio_habitacion',
  { idservicio: serial('idservicio').primaryKey(), nombre: nombre(), estado: estado() },
  (t) => [byName('servicio_habitacion_nombre_key', t.nombre)],
);

/** Airlines, for the flights of foreign guests. */
export const aerolinea = pgTable(
  'aerolinea',
  {
    idaerolinea: serial('idaerolinea').primaryKey(),
    nombre: nombre(),
    codigo_iata: varchar('codigo_iata', { length: 3 }),
    estado: estado(),
  },
  (t) => [byName('aerolinea_nombre_key', t.nombre)],
);

/** A room of a branch; estado 1 available, 2 occupied, 3 cleaning or maintenance. */
export const habitacion = pgTable(
  'habitacion',
  {
    idhabitacion: serial('idhabitacion').primaryKey(),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    numero: varchar('numero', { length: 10 }).notNull(),
    idubicacion: integer('idubicacion')
      .notNull()
      .references(() => ubicacion.idubicacion),
    idtipohabitacion: integer('idtipohabitacion')
      .notNull()
      .references(() => tipoHabitacion.idtipohabitacion),
    descripcion: varchar('descripcion', { length: 200 }),
    estado: estado(),
  },
  (t) => [
    uniqueIndex('habitacion_numero_key').on(t.idsucursal, sql`lower(${t.numero})`),
    check('habitacion_estado', sql`${t.estado} in (1, 2, 3)`),
  ],
);

/** Beds of a room: a kind and how many. */
export const habitacionCama = pgTable(
  'habitacion_cama',
  {
    idhabitacioncama: serial('idhabitacioncama').primaryKey(),
    idhabitacion: integer('idhabitacion')
      .notNull()
      .references(() => habitacion.idhabitacion, { onDelete: 'cascade' }),
    idcama: integer('idcama')
      .notNull()
      .references(() => cama.idcama),
    cantidad: smallint('cantidad').notNull().default(1),
  },
  (t) => [
    uniqueIndex('habitacion_cama_key').on(t.idhabitacion, t.idcama),
    check('habitacion_cama_cantidad', sql`${t.cantidad} between 1 and 10`),
  ],
);

/** Classes a room is offered in, each with its nightly rate and an optional weekend rate (Friday and Saturday nights). */
export const habitacionClase = pgTable(
  'habitacion_clase',
  {
    idhabitacionclase: serial('idhabitacionclase').primaryKey(),
    idhabitacion: integer('idhabitacion')
      .notNull()
      .references(() => habitacion.idhabitacion, { onDelete: 'cascade' }),
    idclasehabitacion: integer('idclasehabitacion')
      .notNull()
      .references(() => claseHabitacion.idclasehabitacion),
    precio_noche: numeric('precio_noche', { precision: 12, scale: 2 }).notNull(),
    precio_fin_semana: numeric('precio_fin_semana', { precision: 12, scale: 2 }),
  },
  (t) => [
    uniqueIndex('habitacion_clase_key').on(t.idhabitacion, t.idclasehabitacion),
    check('habitacion_clase_precio', sql`${t.precio_noche} > 0 and coalesce(${t.precio_fin_semana}, 1) > 0`),
  ],
);

/** Services of a room. */
export const habitacionServicio = pgTable(
  'habitacion_servicio',
  {
    idhabitacionservicio: serial('idhabitacionservicio').primaryKey(),
    idhabitacion: integer('idhabitacion')
      .notNull()
      .references(() => habitacion.idhabitacion, { onDelete: 'cascade' }),
    idservicio: integer('idservicio')
      .notNull()
      .references(() => servicioHabitacion.idservicio),
  },
  (t) => [uniqueIndex('habitacion_servicio_key').on(t.idhabitacion, t.idservicio)],
);

/** A booking: who booked (the main guest or whoever called) and its stays, one per room. */
export const reserva = pgTable('reserva', {
  idreserva: serial('idreserva').primaryKey(),
  idsucursal: integer('idsucursal')
    .notNull()
    .references(() => sucursal.idsucursal),
  titular: varchar('titular', { length: 150 }).notNull(),
  telefono: varchar('telefono', { length: 20 }),
  observacion: varchar('observacion', { length: 300 }),
  idusuario: integer('idusuario')
    .notNull()
    .references(() => usuario.idusuario),
  fecha_registro: timestamp('fecha_registro', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A stay: one room from the arrival day to the departure day (nights = the days between); estado
 * 1 reserved, 2 checked in, 3 checked out, 4 cancelled, 5 blocked for maintenance. Two stays that
 * are not cancelled never overlap on one room: an exclusion constraint (migration 0037).
 */
export const reservaEstancia = pgTable(
  'reserva_estancia',
  {
    reserva_estancia_id: serial('reserva_estancia_id').primaryKey(),
    idreserva: integer('idreserva')
      .notNull()
      .references(() => reserva.idreserva, { onDelete: 'cascade' }),
    idhabitacion: integer('idhabitacion')
      .notNull()
      .references(() => habitacion.idhabitacion),
    idclasehabitacion: integer('idclasehabitacion').references(() => claseHabitacion.idclasehabitacion),
    fecha_ingreso: date('fecha_ingreso', { mode: 'string' }).notNull(),
    fecha_salida: date('fecha_salida', { mode: 'string' }).notNull(),
    precio_noche: numeric('precio_noche', { precision: 12, scale: 2 }),
    estado: smallint('estado').notNull().default(1),
    fecha_checkin: timestamp('fecha_checkin', { withTimezone: true }),
    fecha_checkout: timestamp('fecha_checkout', { withTimezone: true }),
    /** The check-out's sale (billing-cpe's venta; the id only: the sale is reached through its door). */
    idventa: integer('idventa'),
  },
  (t) => [
    check('reserva_estancia_fechas', sql`${t.fecha_salida} > ${t.fecha_ingreso}`),
    check('reserva_estancia_estado', sql`${t.estado} between 1 and 5`),
    index('reserva_estancia_reserva_idx').on(t.idreserva),
  ],
);

/** A guest's profession or trade (the guest register of a lodging establishment asks for it). */
export const profesion = pgTable(
  'profesion',
  { idprofesion: serial('idprofesion').primaryKey(), nombre: nombre(), estado: estado() },
  (t) => [byName('profesion_nombre_key', t.nombre)],
);

/**
 * A guest of a stay: identity document (catálogo 06), nationality (ISO 3166 alpha-2), profession,
 * where they come from; one main guest per stay, the others are companions.
 */
export const reservaEstanciaHuesped = pgTable(
  'reserva_estancia_huesped',
  {
    reserva_estancia_huesped_id: serial('reserva_estancia_huesped_id').primaryKey(),
    reserva_estancia_id: integer('reserva_estancia_id')
      .notNull()
      .references(() => reservaEstancia.reserva_estancia_id, { onDelete: 'cascade' }),
    tipo_documento: varchar('tipo_documento', { length: 1 }).notNull(),
    numero_documento: varchar('numero_documento', { length: 15 }).notNull(),
    nombres: varchar('nombres', { length: 150 }).notNull(),
    nacionalidad: varchar('nacionalidad', { length: 2 }).notNull(),
    idprofesion: integer('idprofesion').references(() => profesion.idprofesion),
    procedencia: varchar('procedencia', { length: 100 }),
    principal: boolean('principal').notNull().default(false),
    /** An export of lodging (operation 0202, catálogo 55): the passport's issuing country, the country of residence (ISO alpha-2). */
    pais_emision: varchar('pais_emision', { length: 2 }),
    pais_residencia: varchar('pais_residencia', { length: 2 }),
    /** The day immigration let the guest into Peru (the TAM / passport stamp). */
    fecha_ingreso_pais: date('fecha_ingreso_pais', { mode: 'string' }),
  },
  (t) => [
    uniqueIndex('reserva_estancia_huesped_documento_key').on(
      t.reserva_estancia_id,
      t.tipo_documento,
      t.numero_documento,
    ),
    uniqueIndex('reserva_estancia_huesped_principal_key').on(t.reserva_estancia_id).where(sql`${t.principal}`),
  ],
);
