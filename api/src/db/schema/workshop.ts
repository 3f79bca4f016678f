import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { empleado, usuario } from './organization.js';
import { almacen, producto, unidadMedida } from './inventory.js';
import { persona } from './purchasing-credits.js';
import { venta } from './billing-cpe.js';

/*
 * The workshop's catalogues and vehicles. Names are unique as searched (`texto_busqueda`: case and
 * accents ignored), so 'Toyota' and 'TOYOTA' cannot both exist. estado: 1 activo, 0 inactivo.
 */

/** A vehicle brand (Toyota, Hyundai...). */
export const marcaVehiculo = pgTable(
  'marca_vehiculo',
  {
    idmarcavehiculo: serial('idmarcavehiculo').primaryKey(),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('marca_vehiculo_nombre_key').on(sql`texto_busqueda(${t.nombre})`)],
);

/** A model of a brand (Hilux of Toyota). */
export const modeloVehiculo = pgTable(
  'modelo_vehiculo',
  {
    idmodelovehiculo: serial('idmodelovehiculo').primaryKey(),
    idmarcavehiculo: integer('idmarcavehiculo')
      .notNull()
      .references(() => marcaVehiculo.idmarcavehiculo),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('modelo_vehiculo_nombre_key').on(t.idmarcavehiculo, sql`texto_busqueda(${t.nombre})`)],
);

/** A vehicle; the plate is stored normalised (upper case, 'ABC-123') and is unique, so is the VIN. */
export const vehiculo = pgTable(
  'vehiculo',
  {
    idvehiculo: serial('idvehiculo').primaryKey(),
    placa: varchar('placa', { length: 10 }).notNull(),
    idmodelovehiculo: integer('idmodelovehiculo')
      .notNull()
      .references(() => modeloVehiculo.idmodelovehiculo),
    anio: smallint('anio'),
    color: varchar('color', { length: 40 }),
    vin: varchar('vin', { length: 17 }),
    motor: varchar('motor', { length: 30 }),
    /** The mileage of the last visit (each intake records its own). */
    kilometraje: integer('kilometraje'),
    observacion: text('observacion'),
    estado: smallint('estado').notNull().default(1),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehiculo_placa_key').on(t.placa),
    uniqueIndex('vehiculo_vin_key').on(t.vin),
    check('vehiculo_kilometraje_check', sql`${t.kilometraje} >= 0`),
  ],
);

/** An owner of a vehicle: a person of the people area; a vehicle has several, each once. */
export const vehiculoPropietario = pgTable(
  'vehiculo_propietario',
  {
    idvehiculopropietario: serial('idvehiculopropietario').primaryKey(),
    idvehiculo: integer('idvehiculo')
      .notNull()
      .references(() => vehiculo.idvehiculo, { onDelete: 'cascade' }),
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    estado: smallint('estado').notNull().default(1),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehiculo_propietario_key').on(t.idvehiculo, t.idpersona),
    index('vehiculo_propietario_persona_idx').on(t.idpersona),
  ],
);

/** An accessory checked at intake (spare tyre, jack, radio...). */
export const accesorioVehiculo = pgTable(
  'accesorio_vehiculo',
  {
    idaccesorio: serial('idaccesorio').primaryKey(),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('accesorio_vehiculo_nombre_key').on(sql`texto_busqueda(${t.nombre})`)],
);

/** A station (bay) of the workshop where orders are worked on. */
export const estacion = pgTable(
  'estacion',
  {
    idestacion: serial('idestacion').primaryKey(),
    nombre: varchar('nombre', { length: 60 }).notNull(),
    descripcion: varchar('descripcion', { length: 200 }),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [uniqueIndex('estacion_nombre_key').on(sql`texto_busqueda(${t.nombre})`)],
);

/**
 * A requirement: what a customer asks the workshop to do on a vehicle, with the mileage of that
 * visit. estado: 1 pendiente, 2 en orden (a service order took it), 3 atendido, 0 anulado.
 */
export const requerimiento = pgTable(
  'requerimiento',
  {
    idrequerimiento: serial('idrequerimiento').primaryKey(),
    idvehiculo: integer('idvehiculo')
      .notNull()
      .references(() => vehiculo.idvehiculo),
    /** The customer who asks (a person of the people area; not necessarily an owner). */
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    descripcion: varchar('descripcion', { length: 500 }).notNull(),
    kilometraje: integer('kilometraje'),
    estado: smallint('estado').notNull().default(1),
    /** The service order that took it (estado 2 and 3). */
    idordenservicio: integer('idordenservicio').references(() => ordenServicio.idordenservicio),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('requerimiento_orden_idx').on(t.idordenservicio),
    index('requerimiento_vehiculo_idx').on(t.idvehiculo, t.estado),
    check('requerimiento_estado_check', sql`${t.estado} between 0 and 3`),
  ],
);

/**
 * A service order: a vehicle received for work, with its labour (service products) and parts
 * (goods leaving `idalmacen` through the stock ledger). numero is the order's own sequence.
 * estado: 1 registrada, 2 en proceso, 3 terminada, 0 anulada.
 */
export const ordenServicio = pgTable(
  'orden_servicio',
  {
    idordenservicio: serial('idordenservicio').primaryKey(),
    numero: integer('numero').notNull(),
    idvehiculo: integer('idvehiculo')
      .notNull()
      .references(() => vehiculo.idvehiculo),
    /** The customer (a person of the people area). */
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    idestacion: integer('idestacion').references(() => estacion.idestacion),
    /** The technician: an employee. */
    idempleado: integer('idempleado').references(() => empleado.idempleado),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    kilometraje: integer('kilometraje'),
    falla: varchar('falla', { length: 1000 }).notNull(),
    diagnostico: varchar('diagnostico', { length: 1000 }),
    fecha_entrega: date('fecha_entrega', { mode: 'string' }),
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    estado: smallint('estado').notNull().default(1),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
    /** The sale that invoiced the finished order (billing-cpe's sale service). */
    idventa: integer('idventa').references(() => venta.idventa),
    /** A warranty order: the finished order whose work it redoes; it is never invoiced. */
    idorden_garantia: integer('idorden_garantia').references((): AnyPgColumn => ordenServicio.idordenservicio),
    /** The customer's answer to the quote through the signed link: 1 aprobada, 0 rechazada; null none yet. */
    aprobacion: smallint('aprobacion'),
    aprobacion_fecha: timestamp('aprobacion_fecha', { withTimezone: true }),
    /** The address (IP) the customer answered from. */
    aprobacion_ip: varchar('aprobacion_ip', { length: 45 }),
    /** The nonce of the last link issued: an older link is replaced, a used one answers that it was used. */
    aprobacion_nonce: varchar('aprobacion_nonce', { length: 32 }),
  },
  (t) => [
    uniqueIndex('orden_servicio_numero_key').on(t.numero),
    uniqueIndex('orden_servicio_venta_key').on(t.idventa),
    index('orden_servicio_vehiculo_idx').on(t.idvehiculo),
    check('orden_servicio_estado_check', sql`${t.estado} between 0 and 3`),
    check('orden_servicio_aprobacion_check', sql`${t.aprobacion} in (0, 1)`),
  ],
);

/**
 * The technician's time on an order: one row from start (or resume) to pause (or finish). At most
 * one open row (fin null) per order, so two taps at once never open two.
 */
export const ordenServicioTiempo = pgTable(
  'orden_servicio_tiempo',
  {
    idtiempo: serial('idtiempo').primaryKey(),
    idordenservicio: integer('idordenservicio')
      .notNull()
      .references(() => ordenServicio.idordenservicio, { onDelete: 'cascade' }),
    /** Who worked: the caller's employee, else the order's technician. */
    idempleado: integer('idempleado').references(() => empleado.idempleado),
    inicio: timestamp('inicio', { withTimezone: true }).notNull().defaultNow(),
    fin: timestamp('fin', { withTimezone: true }),
    /** The technician's note when he paused or finished. */
    nota: varchar('nota', { length: 500 }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
  },
  (t) => [
    index('orden_servicio_tiempo_orden_idx').on(t.idordenservicio),
    uniqueIndex('orden_servicio_tiempo_abierto_key').on(t.idordenservicio).where(sql`${t.fin} is null`),
  ],
);

/**
 * A line of a service order: labour (a service product) or a part (a good; its stock left through
 * the ledger as document 'OS' numbered by this line, and comes back when the line is annulled or
 * removed). estado: 1 pendiente, 2 realizado, 0 anulado (out of the total).
 */
export const ordenServicioDetalle = pgTable(
  'orden_servicio_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    idordenservicio: integer('idordenservicio')
      .notNull()
      .references(() => ordenServicio.idordenservicio, { onDelete: 'cascade' }),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id),
    unidad_medida_id: integer('unidad_medida_id')
      .notNull()
      .references(() => unidadMedida.unidad_medida_id),
    servicio: boolean('servicio').notNull(),
    cantidad: numeric('cantidad', { precision: 14, scale: 4 }).notNull(),
    cantidad_base: numeric('cantidad_base', { precision: 14, scale: 4 }).notNull(),
    /** With IGV, per unit of the line's unit. */
    precio_unitario: numeric('precio_unitario', { precision: 14, scale: 4 }).notNull(),
    importe: numeric('importe', { precision: 14, scale: 2 }).notNull(),
    estado: smallint('estado').notNull().default(1),
  },
  (t) => [
    index('orden_servicio_detalle_orden_idx').on(t.idordenservicio),
    check('orden_servicio_detalle_estado_check', sql`${t.estado} between 0 and 2`),
  ],
);

/**
 * The technicians assigned to an order (issue 26, fourth part): every one of them sees the order
 * (the view `orden_servicio_usuario`). rol 1 principal — the same employee as
 * `orden_servicio.idempleado`, which stays the main technician the lists filter and print — and
 * rol 2 ayudante. Written with the order, in its transaction.
 */
export const ordenServicioTecnico = pgTable(
  'orden_servicio_tecnico',
  {
    idordenserviciotecnico: serial('idordenserviciotecnico').primaryKey(),
    idordenservicio: integer('idordenservicio')
      .notNull()
      .references(() => ordenServicio.idordenservicio, { onDelete: 'cascade' }),
    idempleado: integer('idempleado')
      .notNull()
      .references(() => empleado.idempleado),
    rol: smallint('rol').notNull().default(2),
  },
  (t) => [
    uniqueIndex('orden_servicio_tecnico_key').on(t.idordenservicio, t.idempleado),
    index('orden_servicio_tecnico_empleado_idx').on(t.idempleado),
    check('orden_servicio_tecnico_rol_check', sql`${t.rol} in (1, 2)`),
  ],
);

/**
 * The intake inventory of the order that receives the vehicle: fuel in eighths of a tank (0 empty …
 * 8 full), the mileage read at intake and the observations. One row per order.
 */
export const ordenServicioInventario = pgTable(
  'orden_servicio_inventario',
  {
    idordenservicio: integer('idordenservicio')
      .primaryKey()
      .references(() => ordenServicio.idordenservicio, { onDelete: 'cascade' }),
    combustible: smallint('combustible'),
    kilometraje: integer('kilometraje'),
    observaciones: varchar('observaciones', { length: 1000 }),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('orden_servicio_inventario_combustible_check', sql`${t.combustible} between 0 and 8`)],
);

/**
 * An accessory the vehicle came with (the checklist of `accesorio_vehiculo`), each once per order,
 * with its state: 1 bueno, 2 regular, 3 malo.
 */
export const ordenServicioAccesorio = pgTable(
  'orden_servicio_accesorio',
  {
    idinventarioaccesorio: serial('idinventarioaccesorio').primaryKey(),
    idordenservicio: integer('idordenservicio')
      .notNull()
      .references(() => ordenServicio.idordenservicio, { onDelete: 'cascade' }),
    idaccesorio: integer('idaccesorio')
      .notNull()
      .references(() => accesorioVehiculo.idaccesorio),
    cantidad: smallint('cantidad').notNull().default(1),
    estado: smallint('estado').notNull().default(1),
    observacion: varchar('observacion', { length: 200 }),
  },
  (t) => [
    uniqueIndex('orden_servicio_accesorio_key').on(t.idordenservicio, t.idaccesorio),
    check('orden_servicio_accesorio_estado_check', sql`${t.estado} between 1 and 3`),
  ],
);

/**
 * A photo of the order: taken at intake (idtiempo null) or with a technician's pause or finish
 * note (idtiempo). The picture is the one copy core/images.ts made (resized, re-encoded), kept as
 * a data URL like the transport's delivery photos: it lives and goes with the order's rows.
 */
export const ordenServicioFoto = pgTable(
  'orden_servicio_foto',
  {
    idfoto: serial('idfoto').primaryKey(),
    idordenservicio: integer('idordenservicio')
      .notNull()
      .references(() => ordenServicio.idordenservicio, { onDelete: 'cascade' }),
    idtiempo: integer('idtiempo').references(() => ordenServicioTiempo.idtiempo, { onDelete: 'set null' }),
    imagen: text('imagen').notNull(),
    descripcion: varchar('descripcion', { length: 200 }),
    ancho: integer('ancho').notNull(),
    alto: integer('alto').notNull(),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecharegistro: timestamp('fecharegistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('orden_servicio_foto_orden_idx').on(t.idordenservicio)],
);
