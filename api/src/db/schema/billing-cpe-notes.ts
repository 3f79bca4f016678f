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
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { serie, sucursal, usuario } from './organization.js';
import { moneda } from './reference.js';
import { producto, unidadMedida } from './inventory.js';
import { credito, persona } from './purchasing-credits.js';
import { cpeDocumento } from './cpe.js';
import { venta, ventaDetalle } from './billing-cpe.js';
import { globalCharge, lineIsc, money, qty, unitPrice } from './priced-document.js';

/**
 * Credit notes (07) and debit notes (08) of a sale. A note is saved in ONE transaction with its
 * number, its lines, the stock it returns (kardex rows of documento_tipo 'NOTA'), the change to the
 * client's receivable (`monto_credito`, and `credito_antes` to undo it) or the cash it refunded or
 * charged (`monto_caja`, caja_movimiento rows of origen 'nota_credito'), and its CPE document.
 * A note reverted by revercecpe (tipo_documento 2) gets estado 0 with everything it did undone.
 */

/** What the credit looked like before the note changed it (restored when the note is reverted). */
export interface CreditSnapshot {
  total: string;
  saldo: string;
  estado: number;
  pagado: string;
  cuotas: { numero: number; monto: string; pagado: string; fecha_vencimiento: string }[];
}

export const notaCredito = pgTable(
  'nota_credito',
  {
    idnota: serial('idnota').primaryKey(),
    /** '07' nota de crédito, '08' nota de débito. */
    tipo: varchar('tipo', { length: 2 }).notNull(),
    idventa: integer('idventa')
      .notNull()
      .references(() => venta.idventa),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    idusuario: integer('idusuario')
      .notNull()
      .references(() => usuario.idusuario),
    idserie: integer('idserie')
      .notNull()
      .references(() => serie.idserie),
    serie: varchar('serie', { length: 4 }).notNull(),
    numero: integer('numero').notNull(),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** Catálogo 09 (07) or 10 (08), and the written grounds. */
    codigo_motivo: varchar('codigo_motivo', { length: 2 }).notNull(),
    sustento: varchar('sustento', { length: 250 }).notNull(),
    idpersona: integer('idpersona')
      .notNull()
      .references(() => persona.idpersona),
    idmoneda: integer('idmoneda')
      .notNull()
      .references(() => moneda.idmoneda),
    tipo_cambio: numeric('tipo_cambio', { precision: 10, scale: 4 }).notNull().default('1'),
    gravadas: money('gravadas').notNull().default('0'),
    exoneradas: money('exoneradas').notNull().default('0'),
    inafectas: money('inafectas').notNull().default('0'),
    exportacion: money('exportacion').notNull().default('0'),
    gratuitas: money('gratuitas').notNull().default('0'),
    igv: money('igv').notNull().default('0'),
    isc: money('isc').notNull().default('0'),
    base_ivap: money('base_ivap').notNull().default('0'),
    ivap: money('ivap').notNull().default('0'),
    icbper: money('icbper').notNull().default('0'),
    /** The sale's global charge credited (an annulment, a return in proportion) or charged again. */
    ...globalCharge(),
    total: money('total').notNull().default('0'),
    /** Returned goods went back into the sale's warehouse. */
    devuelve_stock: boolean('devuelve_stock').notNull().default(false),
    idalmacen: integer('idalmacen'),
    /** The sale's receivable: reduced (07) or raised (08) by `monto_credito`; its state before, to undo. */
    idcredito: integer('idcredito').references(() => credito.idcredito),
    monto_credito: money('monto_credito').notNull().default('0'),
    credito_antes: jsonb('credito_antes').$type<CreditSnapshot>(),
    /** Soles refunded (negative) or charged (positive) in the user's open cash. */
    monto_caja: money('monto_caja').notNull().default('0'),
    /** Type 13 (and debit notes on credit): the instalments written on the note. */
    cuotas: jsonb('cuotas').$type<{ monto: string; fecha_vencimiento: string }[]>().notNull().default(sql`'[]'::jsonb`),
    cpe_documento_id: integer('cpe_documento_id').references(() => cpeDocumento.id),
    /** 1 emitida, 0 anulada (reverted: stock, receivable and cash restored). */
    estado: smallint('estado').notNull().default(1),
    motivo_reversion: varchar('motivo_reversion', { length: 250 }),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    actualizado: timestamp('actualizado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nota_credito_numero_key').on(t.idserie, t.numero),
    index('nota_credito_venta_idx').on(t.idventa),
    index('nota_credito_fecha_idx').on(t.fecha, t.idnota),
    index('nota_credito_sucursal_fecha_idx').on(t.idsucursal, t.fecha),
    index('nota_credito_cpe_idx').on(t.cpe_documento_id),
    check('nota_credito_tipo_check', sql`${t.tipo} in ('07', '08')`),
    check('nota_credito_estado_check', sql`${t.estado} in (0, 1)`),
    check('nota_credito_total_check', sql`${t.total} >= 0`),
  ],
);

/** A line of a note: a line of the sale (product, unit, affectation) or a concept line (unit ZZ). */
export const notaCreditoDetalle = pgTable(
  'nota_credito_detalle',
  {
    iddetallenota: serial('iddetallenota').primaryKey(),
    idnota: integer('idnota')
      .notNull()
      .references(() => notaCredito.idnota, { onDelete: 'cascade' }),
    item: integer('item').notNull(),
    iddetalle: integer('iddetalle').references(() => ventaDetalle.iddetalle),
    producto_id: integer('producto_id').references(() => producto.producto_id),
    descripcion: varchar('descripcion', { length: 500 }).notNull(),
    unidad_medida_id: integer('unidad_medida_id').references(() => unidadMedida.unidad_medida_id),
    /** SUNAT catálogo 03 unit written on the XML. */
    codigo_sunat: varchar('codigo_sunat', { length: 3 }).notNull(),
    factor: qty('factor').notNull().default('1'),
    cantidad: qty('cantidad').notNull(),
    cantidad_base: qty('cantidad_base').notNull(),
    precio_unitario: unitPrice('precio_unitario').notNull(),
    valor_unitario: unitPrice('valor_unitario').notNull(),
    /** A returned line's share of the sale line's discount (catálogo 53 code 00). */
    descuento: money('descuento').notNull().default('0'),
    gratuito: boolean('gratuito').notNull().default(false),
    tipo_afectacion: varchar('tipo_afectacion', { length: 2 }).notNull().default('10'),
    icbper: boolean('icbper').notNull().default(false),
    valor_venta: money('valor_venta').notNull(),
    igv: money('igv').notNull(),
    monto_icbper: money('monto_icbper').notNull().default('0'),
    ...lineIsc(),
    importe: money('importe').notNull(),
    /** The goods came back (returns and annulments). */
    devuelve: boolean('devuelve').notNull().default(false),
    /** Serials that came back into the warehouse with the line. */
    series: jsonb('series').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    index('nota_credito_detalle_nota_idx').on(t.idnota),
    index('nota_credito_detalle_venta_idx').on(t.iddetalle),
    check('nota_credito_detalle_cantidad_check', sql`${t.cantidad} > 0`),
  ],
);
