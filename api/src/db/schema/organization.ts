import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  index,
} from 'drizzle-orm/pg-core';
import { ROLES, type Role } from '@trade/contracts/organization';
import type { GrantCode } from '@trade/contracts/kit';
import { banco, moneda, tipoDocumento } from './reference.js';

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
  /** The company's MTC registration as a carrier, written on its carrier's guides (SUNAT 4391). */
  registro_mtc: varchar('registro_mtc', { length: 20 }),
});

/** A branch of the business; each has its SUNAT establishment code and may have its voucher logo. */
export const sucursal = pgTable(
  'sucursal',
  {
    idsucursal: serial('idsucursal').primaryKey(),
    idempresa: integer('idempresa')
      .notNull()
      .references(() => empresa.idempresa),
    nombre: text('nombre').notNull(),
    direccion: text('direccion').notNull(),
    ubigeo: varchar('ubigeo', { length: 6 }).notNull(),
    codigo_sunat: varchar('codigo_sunat', { length: 4 }).notNull().default('0000'),
    telefono: varchar('telefono', { length: 30 }),
    email: varchar('email', { length: 120 }),
    /** Sanitised name of the uploaded logo; the file is <DATA_DIR>/logos/sucursal-<id>.png|jpg. */
    logo: varchar('logo', { length: 200 }),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('sucursal_codigo_sunat_key').on(t.idempresa, t.codigo_sunat)],
);

export { ROLES, type Role };

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
    /**
     * Bumped by triggers (migration 0006) whenever the user, their menus or the route of one of
     * their menus change: the session cache reuses a user's data while it is unchanged.
     */
    version: integer('version').notNull().default(1),
    /**
     * Grants beyond the user's own records (`GRANTS` of the contracts: otros_usuarios,
     * todas_sucursales), assigned in Control de accesos; kept with the user so the session cache has them.
     */
    permisos: text('permisos').array().$type<GrantCode[]>().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('usuario_usuario_key').on(sql`lower(${t.usuario})`),
    check('usuario_permisos_check', sql`${t.permisos} <@ array['otros_usuarios', 'todas_sucursales']::text[]`),
  ],
);

/**
 * A signed-in session: the token carries its id. Logout closes it; a password reset, a role change
 * or disabling the user close all of the user's sessions. Every call checks it (core/sessions.ts).
 */
export const sesion = pgTable(
  'sesion',
  {
    idsesion: uuid('idsesion').primaryKey().defaultRandom(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario, { onDelete: 'cascade' }),
    creada: timestamp('creada', { withTimezone: true }).notNull().defaultNow(),
    expira: timestamp('expira', { withTimezone: true }).notNull(),
    cerrada: timestamp('cerrada', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
  },
  (t) => [index('sesion_usuario_idx').on(t.idusuario)],
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
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario, { onDelete: 'cascade' }),
    idmenu: integer('idmenu')
      .notNull()
      .references(() => menu.idmenu, { onDelete: 'cascade' }),
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

/**
 * The company's SUNAT settings (one row per company). Secrets are AES-256-GCM ciphertexts
 * (see areas/organization/secrets.ts) and never leave the server.
 */
export const empresaConfig = pgTable('empresa_config', {
  idempresa: integer('idempresa')
    .primaryKey()
    .references(() => empresa.idempresa, { onDelete: 'cascade' }),
  /** simulador | beta | produccion | ose */
  destino: varchar('destino', { length: 20 }).notNull().default('simulador'),
  bill_service: text('bill_service'),
  bill_consult_service: text('bill_consult_service'),
  gre_token: text('gre_token'),
  gre_api: text('gre_api'),
  sol_usuario: varchar('sol_usuario', { length: 30 }),
  sol_clave: text('sol_clave'),
  gre_client_id: varchar('gre_client_id', { length: 100 }),
  gre_client_secret: text('gre_client_secret'),
  /** Demo company: public test credentials and the bundled demo certificate fill what is not set. */
  credenciales_demo: boolean('credenciales_demo').notNull().default(false),
  /** A sale needs the seller's open cash (finance-loans' cash posting refuses without one). */
  venta_requiere_caja: boolean('venta_requiere_caja').notNull().default(true),
  /** Boletas and their notes go to SUNAT only in the day's resumen diario (RC), never one by one (migration 0023). */
  boletas_resumen: boolean('boletas_resumen').notNull().default(false),
  /** pfx | pem; the encrypted JSON of the certificate source is in cert_datos. */
  cert_formato: varchar('cert_formato', { length: 3 }),
  cert_datos: text('cert_datos'),
  cert_subject: text('cert_subject'),
  cert_issuer: text('cert_issuer'),
  cert_serial: varchar('cert_serial', { length: 100 }),
  cert_desde: timestamp('cert_desde', { withTimezone: true }),
  cert_hasta: timestamp('cert_hasta', { withTimezone: true }),
  actualizado: timestamp('actualizado', { withTimezone: true }),
  idusuario: integer('idusuario').references(() => usuario.idusuario, { onDelete: 'set null' }),
});

/**
 * Price control per role (Configuración de la empresa › Control de precios): the largest discount a
 * role's user gives without a supervisor (percent; null: no limit) and whether the role's users
 * approve other users' prices (supervisors). A role without a row: no limit, not a supervisor.
 */
export const rolPrecio = pgTable(
  'rol_precio',
  {
    rol: varchar('rol', { length: 20 }).$type<Role>().primaryKey(),
    descuento_maximo: numeric('descuento_maximo', { precision: 5, scale: 2 }),
    aprueba_precios: boolean('aprueba_precios').notNull().default(false),
  },
  (t) => [check('rol_precio_descuento_check', sql`${t.descuento_maximo} between 0 and 100`)],
);

/**
 * Voucher (comprobante) types: SUNAT's (01, 03, 07, 08, 09) and internal ones (nota de venta,
 * proforma, pedido...). prefijo: the letters a series of a SUNAT type may start with.
 */
export const comprobante = pgTable(
  'comprobante',
  {
    idcomprobante: serial('idcomprobante').primaryKey(),
    codigo: varchar('codigo', { length: 4 }).notNull(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    abreviatura: varchar('abreviatura', { length: 10 }),
    sunat: boolean('sunat').notNull().default(false),
    prefijo: varchar('prefijo', { length: 4 }),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('comprobante_codigo_key').on(t.codigo)],
);

/**
 * A series (F001, B001, T001, NV01...) of a voucher type in a branch. correlativo is the next number
 * to issue; ultimo_emitido the highest number taken; usado once any document took a number.
 */
export const serie = pgTable(
  'serie',
  {
    idserie: serial('idserie').primaryKey(),
    idcomprobante: integer('idcomprobante')
      .notNull()
      .references(() => comprobante.idcomprobante),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    serie: varchar('serie', { length: 4 }).notNull(),
    correlativo: integer('correlativo').notNull().default(1),
    ultimo_emitido: integer('ultimo_emitido').notNull().default(0),
    usado: boolean('usado').notNull().default(false),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [
    uniqueIndex('serie_comprobante_serie_key').on(t.idcomprobante, t.serie),
    index('serie_sucursal_idx').on(t.idsucursal),
    check('serie_correlativo_check', sql`${t.correlativo} > ${t.ultimo_emitido} and ${t.correlativo} <= 100000000`),
  ],
);

/** Series a user may issue with. */
export const usuarioSerie = pgTable(
  'usuario_serie',
  {
    idusuarioserie: serial('idusuarioserie').primaryKey(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario, { onDelete: 'cascade' }),
    idserie: integer('idserie')
      .notNull()
      .references(() => serie.idserie, { onDelete: 'cascade' }),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('usuario_serie_key').on(t.idusuario, t.idserie), index('usuario_serie_serie_idx').on(t.idserie)],
);

export const empleado = pgTable(
  'empleado',
  {
    idempleado: serial('idempleado').primaryKey(),
    idtipodocumento: integer('idtipodocumento')
      .notNull()
      .references(() => tipoDocumento.idtipodocumento),
    numero_documento: varchar('numero_documento', { length: 15 }).notNull(),
    nombres: varchar('nombres', { length: 120 }).notNull(),
    apellidos: varchar('apellidos', { length: 120 }).notNull(),
    cargo: varchar('cargo', { length: 80 }),
    telefono: varchar('telefono', { length: 30 }),
    email: varchar('email', { length: 120 }),
    direccion: varchar('direccion', { length: 200 }),
    fecha_ingreso: date('fecha_ingreso', { mode: 'string' }),
    sueldo: numeric('sueldo', { precision: 12, scale: 2 }),
    idsucursal: integer('idsucursal').references(() => sucursal.idsucursal),
    idusuario: integer('idusuario').references(() => usuario.idusuario, { onDelete: 'set null' }),
    estado: smallint('estado').notNull().default(1),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('empleado_documento_key').on(t.idtipodocumento, t.numero_documento),
    uniqueIndex('empleado_usuario_key').on(t.idusuario),
  ],
);

/** The company's bank accounts (printed on vouchers, used for deposits). */
export const cuentaBancaria = pgTable(
  'cuenta_bancaria',
  {
    idcuentabancaria: serial('idcuentabancaria').primaryKey(),
    idbanco: integer('idbanco')
      .notNull()
      .references(() => banco.idbanco),
    idmoneda: integer('idmoneda')
      .notNull()
      .references(() => moneda.idmoneda),
    /** Corriente | Ahorros | Detracciones */
    tipo: varchar('tipo', { length: 20 }).notNull(),
    numero: varchar('numero', { length: 30 }).notNull(),
    cci: varchar('cci', { length: 20 }),
    titular: varchar('titular', { length: 200 }).notNull(),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('cuenta_bancaria_numero_key').on(t.idbanco, t.numero)],
);
