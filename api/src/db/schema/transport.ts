import {
  type AnyPgColumn,
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  index,
} from 'drizzle-orm/pg-core';
import { serie, sucursal, usuario } from './organization.js';
import { cpeDocumento } from './cpe.js';
import { persona } from './purchasing-credits.js';
import { venta } from './billing-cpe.js';

/** A driver (transportista): his document, his licence and its expiry. estado 1 activo, 0 inactivo. */
export const transportista = pgTable(
  'transportista',
  {
    idtransportista: serial('idtransportista').primaryKey(),
    /** Catálogo 06: '1' DNI, '4' carné de extranjería, '7' pasaporte. */
    tipo_documento: varchar('tipo_documento', { length: 1 }).notNull().default('1'),
    numero_documento: varchar('numero_documento', { length: 15 }).notNull(),
    nombres: varchar('nombres', { length: 120 }).notNull(),
    apellidos: varchar('apellidos', { length: 120 }).notNull(),
    licencia: varchar('licencia', { length: 10 }).notNull(),
    categoria: varchar('categoria', { length: 6 }).notNull(),
    licencia_vence: date('licencia_vence', { mode: 'string' }).notNull(),
    telefono: varchar('telefono', { length: 20 }),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [
    uniqueIndex('transportista_documento_key').on(t.numero_documento),
    uniqueIndex('transportista_licencia_key').on(t.licencia),
  ],
);

/**
 * A departure shift (adelanto de turno): the departure slot of a route (origin → destination branch)
 * at a scheduled time, with the vehicle and driver that take it; parcels are assigned to it before it
 * leaves. Its advance is leaving before the scheduled turn: the actual departure, why, and what the
 * vehicle pays for it. estado 1 programado, 2 salió (an exit took it).
 */
export const adelantoTurno = pgTable(
  'adelanto_turno',
  {
    idadelantoturno: serial('idadelantoturno').primaryKey(),
    idsucursal_origen: integer('idsucursal_origen')
      .notNull()
      .references(() => sucursal.idsucursal),
    idsucursal_destino: integer('idsucursal_destino')
      .notNull()
      .references(() => sucursal.idsucursal),
    placa: varchar('placa', { length: 8 }).notNull(),
    idtransportista: integer('idtransportista')
      .notNull()
      .references(() => transportista.idtransportista),
    turno_programado: timestamp('turno_programado', { withTimezone: true }).notNull(),
    salida: timestamp('salida', { withTimezone: true }).notNull(),
    motivo: varchar('motivo', { length: 300 }),
    importe: numeric('importe', { precision: 12, scale: 2 }).notNull().default('0'),
    estado: smallint('estado').notNull().default(1),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('adelanto_turno_salida_idx').on(t.salida)],
);

/** A vehicle exit (salida de vehículo): route, plate, driver, departure; its manifest is the parcels loaded on it. estado 1 en ruta, 2 llegó. */
export const salidaVehiculo = pgTable(
  'salida_vehiculo',
  {
    idsalidavehiculos: serial('idsalidavehiculos').primaryKey(),
    idsucursal_origen: integer('idsucursal_origen')
      .notNull()
      .references(() => sucursal.idsucursal),
    idsucursal_destino: integer('idsucursal_destino')
      .notNull()
      .references(() => sucursal.idsucursal),
    placa: varchar('placa', { length: 8 }).notNull(),
    /** The vehicle's TUC or habilitación certificate (10-15), written on its carrier's guides (SUNAT 4399). */
    tuc: varchar('tuc', { length: 15 }),
    idtransportista: integer('idtransportista')
      .notNull()
      .references(() => transportista.idtransportista),
    fecha_salida: timestamp('fecha_salida', { withTimezone: true }).notNull(),
    idadelantoturno: integer('idadelantoturno').references(() => adelantoTurno.idadelantoturno),
    observacion: varchar('observacion', { length: 300 }),
    estado: smallint('estado').notNull().default(1),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('salida_vehiculo_fecha_idx').on(t.fecha_salida)],
);

/**
 * A parcel (encomienda). The printed guide carries its number (7 digits) and a 4-character
 * code, both random; both are needed to follow it on the public tracking page.
 * estado: 0 origen, 1 en tránsito (on an exit), 2 en destino, 3 entregado.
 */
export const encomienda = pgTable(
  'encomienda',
  {
    id_encomienda: serial('id_encomienda').primaryKey(),
    codigo: varchar('codigo', { length: 20 }).notNull(),
    numero_guia: varchar('numero_guia', { length: 7 }).notNull(),
    codigo_guia: varchar('codigo_guia', { length: 4 }).notNull(),
    idremitente: integer('idremitente').references(() => persona.idpersona),
    remitente_documento: varchar('remitente_documento', { length: 15 }).notNull(),
    remitente_nombre: text('remitente_nombre').notNull(),
    idconsignado: integer('idconsignado').references(() => persona.idpersona),
    consignado_documento: varchar('consignado_documento', { length: 15 }).notNull(),
    consignado_nombre: text('consignado_nombre').notNull(),
    /** The consignee's address for the stage notices (opt-in, `notificar`). */
    consignado_email: varchar('consignado_email', { length: 120 }),
    notificar: boolean('notificar').notNull().default(false),
    idsucursal_origen: integer('idsucursal_origen')
      .notNull()
      .references(() => sucursal.idsucursal),
    idsucursal_destino: integer('idsucursal_destino')
      .notNull()
      .references(() => sucursal.idsucursal),
    idadelantoturno: integer('idadelantoturno').references(() => adelantoTurno.idadelantoturno),
    idsalidavehiculos: integer('idsalidavehiculos').references(() => salidaVehiculo.idsalidavehiculos),
    /** The carrier's guide (31) that covers it on its exit. */
    idguiatransportista: integer('idguiatransportista').references(
      (): AnyPgColumn => guiaTransportista.idguiatransportista,
    ),
    /** The shipper's own guía de remisión remitente (09) for these goods, 'T001-45' or '0001-45', and its issuer's RUC. */
    guia_remitente: varchar('guia_remitente', { length: 13 }),
    guia_remitente_ruc: varchar('guia_remitente_ruc', { length: 11 }),
    piezas: integer('piezas').notNull().default(1),
    peso: numeric('peso', { precision: 10, scale: 2 }).notNull().default('0'),
    valor_declarado: numeric('valor_declarado', { precision: 12, scale: 2 }).notNull().default('0'),
    precio: numeric('precio', { precision: 12, scale: 2 }).notNull().default('0'),
    /** Who pays the freight: 'remitente' at origin, 'consignado' on delivery. */
    paga: varchar('paga', { length: 10 }).notNull().default('remitente'),
    /** The sale (factura or boleta) that invoiced the freight. */
    idventa: integer('idventa').references(() => venta.idventa),
    estado: smallint('estado').notNull().default(0),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
    fechatransporte: timestamp('fechatransporte', { withTimezone: true }),
    fecharecepcion: timestamp('fecharecepcion', { withTimezone: true }),
    fechaentrega: timestamp('fechaentrega', { withTimezone: true }),
    descripcion: text('descripcion'),
    /** Delivery: who received it, and a photo or the signature (PNG/JPEG data URL, re-encoded). */
    receptor_documento: varchar('receptor_documento', { length: 15 }),
    receptor_nombre: varchar('receptor_nombre', { length: 200 }),
    receptor_firma: text('receptor_firma'),
    idusuario: integer('idusuario').references(() => usuario.idusuario),
  },
  (t) => [
    uniqueIndex('encomienda_numero_guia_key').on(t.numero_guia),
    uniqueIndex('encomienda_codigo_key').on(t.codigo),
    index('encomienda_salida_idx').on(t.idsalidavehiculos),
    index('encomienda_turno_idx').on(t.idadelantoturno),
    index('encomienda_guia_transportista_idx').on(t.idguiatransportista),
  ],
);

/**
 * A carrier's guide (guía de remisión transportista, SUNAT 31) of an exit: the parcels of one shipper
 * to one consignee on it, numbered in a V series of the origin branch; its SUNAT state is its CPE.
 */
export const guiaTransportista = pgTable(
  'guia_transportista',
  {
    idguiatransportista: serial('idguiatransportista').primaryKey(),
    idsalidavehiculos: integer('idsalidavehiculos')
      .notNull()
      .references(() => salidaVehiculo.idsalidavehiculos),
    idserie: integer('idserie')
      .notNull()
      .references(() => serie.idserie),
    serie: varchar('serie', { length: 4 }).notNull(),
    numero: integer('numero').notNull(),
    fecha_emision: date('fecha_emision', { mode: 'string' }).notNull(),
    remitente_tipo: varchar('remitente_tipo', { length: 1 }).notNull(),
    remitente_documento: varchar('remitente_documento', { length: 15 }).notNull(),
    remitente_nombre: text('remitente_nombre').notNull(),
    destinatario_tipo: varchar('destinatario_tipo', { length: 1 }).notNull(),
    destinatario_documento: varchar('destinatario_documento', { length: 15 }).notNull(),
    destinatario_nombre: text('destinatario_nombre').notNull(),
    peso: numeric('peso', { precision: 12, scale: 3 }).notNull(),
    cpe_documento_id: integer('cpe_documento_id')
      .notNull()
      .references(() => cpeDocumento.id),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('guia_transportista_salida_idx').on(t.idsalidavehiculos),
    uniqueIndex('guia_transportista_numero_key').on(t.idserie, t.numero),
  ],
);
