import { boolean, integer, numeric, varchar } from 'drizzle-orm/pg-core';
import { iscColumns, producto, unidadMedida } from './inventory.js';

/**
 * The columns every priced document shares (sales, proformas, orders): amounts, quantities and
 * unit prices at one precision, the totals by IGV type of the header, and the priced line. Declared
 * once so the documents a sale is made from carry exactly the sale's figures.
 */

export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
export const qty = (name: string) => numeric(name, { precision: 14, scale: 4 });
export const unitPrice = (name: string) => numeric(name, { precision: 16, scale: 6 });

/**
 * A global charge that does not change the IGV base (catálogo 53: 46 recargo al consumo y/o propinas,
 * 50 otros cargos globales): added to the amount payable, outside the taxes. Null code: none.
 */
export const globalCharge = () => ({
  codigo_cargo: varchar('codigo_cargo', { length: 2 }),
  cargo: money('cargo').notNull().default('0'),
});

/** Totals by IGV type (catálogo 07 groups), the discounts and the document totals. */
export const documentTotals = () => ({
  gravadas: money('gravadas').notNull().default('0'),
  exoneradas: money('exoneradas').notNull().default('0'),
  inafectas: money('inafectas').notNull().default('0'),
  exportacion: money('exportacion').notNull().default('0'),
  gratuitas: money('gratuitas').notNull().default('0'),
  /** Global discount as typed (catálogo 53 code 02: before IGV, reduces the taxable base). */
  descuento_global: money('descuento_global').notNull().default('0'),
  /** Every discount of the document (lines + global). */
  descuentos: money('descuentos').notNull().default('0'),
  igv: money('igv').notNull().default('0'),
  /** ISC and the IVAP (its base and its 4 %): every total the signed XML carries is kept (issue 24). */
  isc: money('isc').notNull().default('0'),
  base_ivap: money('base_ivap').notNull().default('0'),
  ivap: money('ivap').notNull().default('0'),
  icbper: money('icbper').notNull().default('0'),
  ...globalCharge(),
  total: money('total').notNull().default('0'),
});

/** The product's ISC as the line was sold (inventory.ts iscColumns) and the ISC the line pays. */
export const lineIsc = () => ({
  ...iscColumns(),
  monto_isc: money('monto_isc').notNull().default('0'),
});

/** A line in one of the product's units (`factor` base units each), computed by the tax engine. */
export const pricedLine = () => ({
  /** Line order on the document (1, 2, …). */
  item: integer('item').notNull(),
  producto_id: integer('producto_id')
    .notNull()
    .references(() => producto.producto_id),
  /** The product's name as offered or sold (printed and sent in the XML). */
  descripcion: varchar('descripcion', { length: 500 }).notNull(),
  unidad_medida_id: integer('unidad_medida_id')
    .notNull()
    .references(() => unidadMedida.unidad_medida_id),
  factor: qty('factor').notNull(),
  cantidad: qty('cantidad').notNull(),
  cantidad_base: qty('cantidad_base').notNull(),
  /** Price per unit of the line's unit with IGV, as typed; the unit value without taxes derived by the engine. */
  precio_unitario: unitPrice('precio_unitario').notNull(),
  valor_unitario: unitPrice('valor_unitario').notNull(),
  /** Line discount before IGV (catálogo 53 code 00). */
  descuento: money('descuento').notNull().default('0'),
  /** Catálogo 07; a free line (gratuito) has a free transfer code (11-16, 21, 31-37). */
  tipo_afectacion: varchar('tipo_afectacion', { length: 2 }).notNull().default('10'),
  gratuito: boolean('gratuito').notNull().default(false),
  /** Plastic bags: ICBPER charged per bag (the quantity). */
  icbper: boolean('icbper').notNull().default(false),
  monto_icbper: money('monto_icbper').notNull().default('0'),
  ...lineIsc(),
  valor_venta: money('valor_venta').notNull(),
  igv: money('igv').notNull(),
  importe: money('importe').notNull(),
});
