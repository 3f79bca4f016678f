import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar, index } from 'drizzle-orm/pg-core';

/** The business that issues the documents (one per installation). */
export const empresa = pgTable('empresa', {
  idempresa: serial('idempresa').primaryKey(),
  ruc: varchar('ruc', { length: 11 }).notNull(),
  razon_social: text('razon_social').notNull(),
  nombre_comercial: text('nombre_comercial'),
  direccion: text('direccion').notNull(),
  ubigeo: varchar('ubigeo', { length: 6 }).notNull(),
  telefono: text('telefono'),
  email: text('email'),
});

/** A branch of the business; each has its SUNAT establishment code. */
export const sucursal = pgTable('sucursal', {
  idsucursal: serial('idsucursal').primaryKey(),
  idempresa: integer('idempresa').notNull().references(() => empresa.idempresa),
  nombre: text('nombre').notNull(),
  direccion: text('direccion').notNull(),
  ubigeo: varchar('ubigeo', { length: 6 }).notNull(),
  codigo_sunat: varchar('codigo_sunat', { length: 4 }).notNull().default('0000'),
  estado: smallint('estado').notNull().default(1),
});

export const ROLES = ['admin', 'atm', 'seller', 'tech', 'claimer', 'admin-complaints'] as const;
export type Role = (typeof ROLES)[number];

export const usuario = pgTable(
  'usuario',
  {
    idusuario: serial('idusuario').primaryKey(),
    usuario: varchar('usuario', { length: 60 }).notNull(),
    nombres: text('nombres').notNull(),
    password_hash: text('password_hash').notNull(),
    rol: varchar('rol', { length: 20 }).$type<Role>().notNull().default('seller'),
    idsucursal: integer('idsucursal').references(() => sucursal.idsucursal),
    estado: smallint('estado').notNull().default(1),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('usuario_usuario_key').on(sql`lower(${t.usuario})`)],
);

/**
 * Menus: a parent groups child screens. A child has the route of a screen and the area
 * (remote) that renders it; the area also decides which API calls the user may reach.
 */
export const menu = pgTable(
  'menu',
  {
    idmenu: serial('idmenu').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    ruta: varchar('ruta', { length: 120 }),
    area: varchar('area', { length: 40 }),
    icono: varchar('icono', { length: 40 }),
    orden: integer('orden').notNull().default(0),
    idpadre: integer('idpadre').references((): any => menu.idmenu, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('menu_ruta_key').on(t.ruta), index('menu_idpadre_idx').on(t.idpadre)],
);

export const menuUsuario = pgTable(
  'menu_usuario',
  {
    idusuario: integer('idusuario').notNull().references(() => usuario.idusuario, { onDelete: 'cascade' }),
    idmenu: integer('idmenu').notNull().references(() => menu.idmenu, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('menu_usuario_key').on(t.idusuario, t.idmenu)],
);

/** Failed logins, kept to slow down password guessing across API processes. */
export const loginFallido = pgTable(
  'login_fallido',
  {
    id: serial('id').primaryKey(),
    usuario: varchar('usuario', { length: 60 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_fallido_usuario_idx').on(t.usuario, t.fecha)],
);
