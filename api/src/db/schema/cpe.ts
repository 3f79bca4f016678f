import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** bytea as Buffer on both drivers (PGlite answers Uint8Array, node-postgres Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Electronic documents (CPE) and their sending state. The table is also the send queue: the worker
 * claims due rows with FOR UPDATE SKIP LOCKED and a lease (bloqueado_hasta).
 */
export const cpeDocumento = pgTable(
  'cpe_documento',
  {
    id: serial('id').primaryKey(),
    ruc: varchar('ruc', { length: 11 }).notNull(),
    /** 01, 03, 07, 08, 09, RC, RA */
    tipoDoc: varchar('tipo_doc', { length: 2 }).notNull(),
    serie: varchar('serie', { length: 20 }).notNull(),
    numero: integer('numero').notNull(),
    /** RUC-TT-SERIE-NUMERO: the XML and zip name. */
    nombre: varchar('nombre', { length: 60 }).notNull(),
    fechaEmision: varchar('fecha_emision', { length: 10 }).notNull(),
    moneda: varchar('moneda', { length: 3 }),
    total: numeric('total', { precision: 14, scale: 2 }),
    igv: numeric('igv', { precision: 14, scale: 2 }),
    clienteTipoDoc: varchar('cliente_tipo_doc', { length: 2 }),
    clienteNumDoc: varchar('cliente_num_doc', { length: 20 }),
    /** The client's (or the guide's addressee's) name, so /manage_cpe lists and searches it without reading the XML. */
    clienteNombre: text('cliente_nombre'),
    /** generado, firmado, en_cola, enviando, enviado, aceptado, observado, rechazado, anulado, invalido, error */
    estado: varchar('estado', { length: 20 }).notNull(),
    /** DigestValue of the signature (printed hash). */
    hash: varchar('hash', { length: 100 }),
    xml: text('xml'),
    /**
     * A document registered with its business operation and generated later (`encolarComprobante`):
     * the engine's input (a Comprobante), built, signed and XSD-validated by the queue (or on first
     * print) — until then `xml` and `hash` are null.
     */
    entrada: jsonb('entrada'),
    zip: bytea('zip'),
    cdrZip: bytea('cdr_zip'),
    codigoRespuesta: integer('codigo_respuesta'),
    descripcionRespuesta: text('descripcion_respuesta'),
    observaciones: jsonb('observaciones').$type<{ code?: number; message: string }[]>(),
    errores: jsonb('errores').$type<{ line?: number; message: string }[]>(),
    ticket: varchar('ticket', { length: 60 }),
    /** Summaries and voided communications: the documents they inform or void. */
    referencias: jsonb('referencias').$type<{ id: number; accion: 'informar' | 'anular' }[]>(),
    /** Attempts to send (or to verify a lost answer). */
    intentos: integer('intentos').notNull().default(0),
    /** Times the document was actually transmitted. */
    envios: integer('envios').notNull().default(0),
    /** An attempt whose answer was lost: verify with getStatusCdr before any resend. */
    porVerificar: boolean('por_verificar').notNull().default(false),
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }),
    bloqueadoHasta: timestamp('bloqueado_hasta', { withTimezone: true }),
    bloqueadoPor: varchar('bloqueado_por', { length: 60 }),
    ultimoError: text('ultimo_error'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cpe_documento_nombre_uq').on(t.nombre),
    index('cpe_documento_cola_idx').on(t.estado, t.proximoIntento),
    index('cpe_documento_fecha_idx').on(t.ruc, t.tipoDoc, t.fechaEmision),
  ],
);

/** State history of each document (one row per transition). */
export const cpeEvento = pgTable(
  'cpe_evento',
  {
    id: serial('id').primaryKey(),
    documentoId: integer('documento_id')
      .notNull()
      .references(() => cpeDocumento.id, { onDelete: 'cascade' }),
    estado: varchar('estado', { length: 20 }).notNull(),
    detalle: text('detalle'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cpe_evento_documento_idx').on(t.documentoId)],
);

/** The bundled SUNAT simulator's memory of received documents (survives restarts). */
export const sunatSimDocumento = pgTable('sunat_sim_documento', {
  nombre: varchar('nombre', { length: 60 }).primaryKey(),
  ruc: varchar('ruc', { length: 11 }).notNull(),
  tipoDoc: varchar('tipo_doc', { length: 2 }).notNull(),
  hash: varchar('hash', { length: 100 }),
  codigo: integer('codigo').notNull(),
  estado: varchar('estado', { length: 20 }).notNull(),
  cdrZip: bytea('cdr_zip').notNull(),
  recepciones: integer('recepciones').notNull().default(1),
  recibidoEn: timestamp('recibido_en', { withTimezone: true }).notNull().defaultNow(),
});

/** Tickets of summaries and guías issued by the simulator. */
export const sunatSimTicket = pgTable('sunat_sim_ticket', {
  ticket: varchar('ticket', { length: 60 }).primaryKey(),
  nombre: varchar('nombre', { length: 60 }).notNull(),
  hash: varchar('hash', { length: 100 }),
  codigo: integer('codigo').notNull(),
  cdrZip: bytea('cdr_zip').notNull(),
  /** Polls still answered "in process" (98). */
  pendientes: integer('pendientes').notNull().default(1),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});
