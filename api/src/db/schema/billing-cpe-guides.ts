import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { serie, sucursal, usuario } from './organization.js';
import { persona } from './purchasing-credits.js';
import { producto, transferencia, unidadMedida } from './inventory.js';
import { cpeDocumento } from './cpe.js';
import { venta } from './billing-cpe.js';
import type { GuideDriverBody } from '@trade/contracts/billing-cpe';

/**
 * Guías de remisión remitente electrónicas (GRE, tipo 09): the header with the transfer's data
 * (reason, modality, carrier or vehicles and drivers, departure and arrival points) and its goods.
 * The SUNAT state lives in `cpe_documento` (cpe_documento_id); a guide sent back to be corrected
 * keeps its earlier documents in `cpe_anteriores`.
 */
export type GuideDriver = GuideDriverBody;
/** A party of the guide copied from the people area: its person, catálogo 06 type, number and name. */
export interface GuideParty {
  idpersona: number;
  tipo: string;
  numero: string;
  nombre: string;
}

export const guia = pgTable(
  'guia',
  {
    idguia: serial('idguia').primaryKey(),
    idserie: integer('idserie')
      .notNull()
      .references(() => serie.idserie),
    serie: varchar('serie', { length: 4 }).notNull(),
    numero: integer('numero').notNull(),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    fecha_emision: date('fecha_emision', { mode: 'string' }).notNull(),
    fecha_traslado: date('fecha_traslado', { mode: 'string' }).notNull(),
    /** Catálogo 20. */
    motivo: varchar('motivo', { length: 2 }).notNull(),
    descripcion_motivo: varchar('descripcion_motivo', { length: 100 }),
    /** Catálogo 18: 01 transporte público, 02 transporte privado. */
    modalidad: varchar('modalidad', { length: 2 }).notNull(),
    /** Vehicle of category M1 or L: no carrier, vehicle or driver required. */
    vehiculo_m1l: smallint('vehiculo_m1l').notNull().default(0),
    transportista_ruc: varchar('transportista_ruc', { length: 11 }),
    transportista_razon_social: varchar('transportista_razon_social', { length: 200 }),
    transportista_mtc: varchar('transportista_mtc', { length: 20 }),
    /** Main plate first, then the secondary ones (trailers). */
    placas: jsonb('placas').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    conductores: jsonb('conductores').$type<GuideDriver[]>().notNull().default(sql`'[]'::jsonb`),
    partida_ubigeo: varchar('partida_ubigeo', { length: 6 }).notNull(),
    partida_direccion: varchar('partida_direccion', { length: 200 }).notNull(),
    partida_codigo_local: varchar('partida_codigo_local', { length: 4 }),
    llegada_ubigeo: varchar('llegada_ubigeo', { length: 6 }).notNull(),
    llegada_direccion: varchar('llegada_direccion', { length: 200 }).notNull(),
    llegada_codigo_local: varchar('llegada_codigo_local', { length: 4 }),
    peso_bruto: numeric('peso_bruto', { precision: 12, scale: 3 }).notNull(),
    /** KGM or TNE. */
    unidad_peso: varchar('unidad_peso', { length: 3 }).notNull().default('KGM'),
    bultos: integer('bultos'),
    /** The recipient: a client of the people area, or null when it is the company itself (reasons 04, 18). */
    idpersona: integer('idpersona').references(() => persona.idpersona),
    destinatario_tipo_documento: varchar('destinatario_tipo_documento', { length: 1 }).notNull(),
    destinatario_numero_documento: varchar('destinatario_numero_documento', { length: 15 }).notNull(),
    destinatario_nombre: varchar('destinatario_nombre', { length: 200 }).notNull(),
    /** The sale it dispatches (migration 0023: foreign key and index; the sale's view lists its guides). */
    idventa: integer('idventa').references(() => venta.idventa),
    /** The inventory transfer it moves (reason 04). */
    idtransferencia: integer('idtransferencia').references(() => transferencia.idtransferencia),
    /** A related document typed by hand (catálogo 61 code and number), e.g. a factura of another system. */
    documento_relacionado_tipo: varchar('documento_relacionado_tipo', { length: 2 }),
    documento_relacionado_numero: varchar('documento_relacionado_numero', { length: 30 }),
    /** RUC of the related document's issuer (SUNAT 3380): the company for its sales, the supplier for a purchase. */
    documento_relacionado_emisor: varchar('documento_relacionado_emisor', { length: 11 }),
    /** Who the goods come from (reasons 02, 07, 13) and who bought them (03, 13), as on the guide. */
    proveedor: jsonb('proveedor').$type<GuideParty>(),
    comprador: jsonb('comprador').$type<GuideParty>(),
    observacion: varchar('observacion', { length: 500 }),
    /** 1 emitida, 2 por corregir (sent back by reverceguia). */
    estado: smallint('estado').notNull().default(1),
    cpe_documento_id: integer('cpe_documento_id').references(() => cpeDocumento.id),
    /** CPE documents of earlier attempts (rejected or never accepted), oldest first. */
    cpe_anteriores: jsonb('cpe_anteriores').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guia_numero_key').on(t.idserie, t.numero),
    index('guia_fecha_idx').on(t.idsucursal, t.fecha_emision),
    index('guia_transferencia_idx').on(t.idtransferencia),
    index('guia_venta_idx').on(t.idventa),
    index('guia_cpe_idx').on(t.cpe_documento_id),
    check('guia_peso_check', sql`${t.peso_bruto} > 0`),
    check('guia_estado_check', sql`${t.estado} in (1, 2)`),
  ],
);

export const guiaDetalle = pgTable(
  'guia_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    idguia: integer('idguia')
      .notNull()
      .references(() => guia.idguia, { onDelete: 'cascade' }),
    producto_id: integer('producto_id').references(() => producto.producto_id),
    unidad_medida_id: integer('unidad_medida_id')
      .notNull()
      .references(() => unidadMedida.unidad_medida_id),
    descripcion: text('descripcion').notNull(),
    cantidad: numeric('cantidad', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [index('guia_detalle_guia_idx').on(t.idguia), check('guia_detalle_cantidad_check', sql`${t.cantidad} > 0`)],
);
