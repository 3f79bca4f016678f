import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
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
import { serie, sucursal, usuario } from './organization.js';

/**
 * The inventory area: catalogues, products and their units (prices), warehouses, the stock ledger
 * (kardex) with the stock it keeps, stock documents (entries, outputs, transfers) and serial numbers.
 * Quantities numeric(14,4) in base units, unit costs numeric(16,6), amounts numeric(14,2).
 */
const qty = (name: string) => numeric(name, { precision: 14, scale: 4 });
const cost = (name: string) => numeric(name, { precision: 16, scale: 6 });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const estado = () => smallint('estado').notNull().default(1);

export const clase = pgTable(
  'clase',
  { idclase: serial('idclase').primaryKey(), nombre: varchar('nombre', { length: 100 }).notNull(), estado: estado() },
  (t) => [uniqueIndex('clase_nombre_key').on(sql`lower(${t.nombre})`)],
);
export const subclase = pgTable(
  'subclase',
  {
    idsubclase: serial('idsubclase').primaryKey(),
    idclase: integer('idclase')
      .notNull()
      .references(() => clase.idclase),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    estado: estado(),
  },
  (t) => [uniqueIndex('subclase_nombre_key').on(t.idclase, sql`lower(${t.nombre})`)],
);
export const marca = pgTable(
  'marca',
  { idmarca: serial('idmarca').primaryKey(), nombre: varchar('nombre', { length: 100 }).notNull(), estado: estado() },
  (t) => [uniqueIndex('marca_nombre_key').on(sql`lower(${t.nombre})`)],
);
export const material = pgTable(
  'material',
  {
    idmaterial: serial('idmaterial').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    estado: estado(),
  },
  (t) => [uniqueIndex('material_nombre_key').on(sql`lower(${t.nombre})`)],
);
export const presentacion = pgTable(
  'presentacion',
  {
    idpresentacion: serial('idpresentacion').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    estado: estado(),
  },
  (t) => [uniqueIndex('presentacion_nombre_key').on(sql`lower(${t.nombre})`)],
);
/** SUNAT tabla 5. */
export const tipoExistencia = pgTable(
  'tipo_existencia',
  {
    idtipoexistencia: serial('idtipoexistencia').primaryKey(),
    codigo_sunat: varchar('codigo_sunat', { length: 2 }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    estado: estado(),
  },
  (t) => [uniqueIndex('tipo_existencia_codigo_key').on(t.codigo_sunat)],
);
/** SUNAT catálogo 03. */
export const unidadMedida = pgTable(
  'unidad_medida',
  {
    unidad_medida_id: serial('unidad_medida_id').primaryKey(),
    codigo_sunat: varchar('codigo_sunat', { length: 3 }).notNull(),
    unidad_medida: varchar('unidad_medida', { length: 60 }).notNull(),
    abreviatura: varchar('abreviatura', { length: 10 }).notNull(),
    estado: estado(),
  },
  (t) => [uniqueIndex('unidad_medida_abreviatura_key').on(sql`lower(${t.abreviatura})`)],
);

/**
 * ISC (impuesto selectivo al consumo) of a product, catálogo 08: system 01 al valor (a rate in percent
 * of the value), 02 específico (an amount per unit, in `isc_tasa`) or 03 al precio de venta al público
 * (a rate in percent of the suggested public price). Null system: no ISC. Copied onto every line that
 * sells or credits the product, so a line keeps the ISC it was sold with.
 */
export const iscColumns = () => ({
  isc_sistema: varchar('isc_sistema', { length: 2 }),
  isc_tasa: numeric('isc_tasa', { precision: 14, scale: 4 }),
  isc_precio_sugerido: numeric('isc_precio_sugerido', { precision: 16, scale: 6 }),
});

export const producto = pgTable(
  'producto',
  {
    producto_id: serial('producto_id').primaryKey(),
    codigo_producto: varchar('codigo_producto', { length: 40 }),
    codigo_barra: varchar('codigo_barra', { length: 40 }),
    denominacion: varchar('denominacion', { length: 200 }).notNull(),
    idclase: integer('idclase').references(() => clase.idclase),
    idsubclase: integer('idsubclase').references(() => subclase.idsubclase),
    idmarca: integer('idmarca').references(() => marca.idmarca),
    idmaterial: integer('idmaterial').references(() => material.idmaterial),
    idpresentacion: integer('idpresentacion').references(() => presentacion.idpresentacion),
    idtipoexistencia: integer('idtipoexistencia').references(() => tipoExistencia.idtipoexistencia),
    unidad_medida_id: integer('unidad_medida_id')
      .notNull()
      .references(() => unidadMedida.unidad_medida_id),
    tipo_afectacion: varchar('tipo_afectacion', { length: 2 }).notNull().default('10'),
    icbper: boolean('icbper').notNull().default(false),
    ...iscColumns(),
    servicio: boolean('servicio').notNull().default(false),
    control_stock: boolean('control_stock').notNull().default(true),
    control_serie: boolean('control_serie').notNull().default(false),
    stock_minimo: qty('stock_minimo').notNull().default('0'),
    categoria_stock: varchar('categoria_stock', { length: 2 }),
    imagen: varchar('imagen', { length: 200 }),
    ficha_tecnica: varchar('ficha_tecnica', { length: 200 }),
    estado: estado(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    /** Denominación, code and barcode without accents, lower case (migration 0012; trigram-indexed). */
    busqueda: text('busqueda').generatedAlwaysAs(sql`producto_texto(denominacion, codigo_producto, codigo_barra)`),
  },
  (t) => [
    uniqueIndex('producto_codigo_barra_key').on(t.codigo_barra),
    uniqueIndex('producto_codigo_producto_key').on(sql`lower(${t.codigo_producto})`),
    index('producto_clase_idx').on(t.idclase),
    index('producto_marca_idx').on(t.idmarca),
    /**
     * Name order for the product search of short words (migration 0027; products.repository
     * productSearchStatements). Partial on a predicate only that search states, so no other query
     * (the CRUD list, searches of longer words) can be planned into walking it.
     */
    index('producto_nombre_idx').on(t.denominacion, t.producto_id).where(sql`producto_id > 0`),
  ],
);

/** The units a product is handled in, each with its factor in base units and its prices. */
export const productoUnidad = pgTable(
  'producto_unidad',
  {
    idproductounidad: serial('idproductounidad').primaryKey(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id, { onDelete: 'cascade' }),
    unidad_medida_id: integer('unidad_medida_id')
      .notNull()
      .references(() => unidadMedida.unidad_medida_id),
    factor: qty('factor').notNull().default('1'),
    base: boolean('base').notNull().default(false),
    codigo_barra: varchar('codigo_barra', { length: 40 }),
    precioventa: money('precioventa'),
    precio1: money('precio1'),
    precio2: money('precio2'),
    precio3: money('precio3'),
    preciocredito: money('preciocredito'),
    /** Price control: the lowest price (with IGV, like precioventa) a seller may charge without a supervisor. */
    precio_minimo: money('precio_minimo'),
    estado: estado(),
  },
  (t) => [
    uniqueIndex('producto_unidad_key').on(t.producto_id, t.unidad_medida_id),
    uniqueIndex('producto_unidad_barra_key').on(t.codigo_barra),
    check('producto_unidad_factor_check', sql`${t.factor} > 0`),
  ],
);

export const productoComplemento = pgTable(
  'producto_complemento',
  {
    idcomplemento: serial('idcomplemento').primaryKey(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id, { onDelete: 'cascade' }),
    idproducto_complemento: integer('idproducto_complemento')
      .notNull()
      .references(() => producto.producto_id, { onDelete: 'cascade' }),
    cantidad: qty('cantidad').notNull().default('1'),
    precio: money('precio'),
  },
  (t) => [uniqueIndex('producto_complemento_key').on(t.producto_id, t.idproducto_complemento)],
);

export const almacen = pgTable(
  'almacen',
  {
    idalmacen: serial('idalmacen').primaryKey(),
    idsucursal: integer('idsucursal')
      .notNull()
      .references(() => sucursal.idsucursal),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    direccion: varchar('direccion', { length: 200 }),
    predeterminado: boolean('predeterminado').notNull().default(false),
    estado: estado(),
  },
  (t) => [
    uniqueIndex('almacen_nombre_key').on(t.idsucursal, sql`lower(${t.nombre})`),
    uniqueIndex('almacen_predeterminado_key').on(t.idsucursal).where(sql`${t.predeterminado}`),
  ],
);

/** Consumption-note products (stock category CS) of a warehouse. */
export const productoNotaConsumo = pgTable(
  'producto_nota_consumo',
  {
    idpncm: serial('idpncm').primaryKey(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id, { onDelete: 'cascade' }),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen, { onDelete: 'cascade' }),
    categoria: varchar('categoria', { length: 2 }).notNull().default('CS'),
    precio: money('precio').notNull(),
  },
  (t) => [uniqueIndex('producto_nota_consumo_key').on(t.producto_id, t.idalmacen, t.categoria)],
);

/** Stock per product and warehouse, kept by the ledger service in the same transaction as the ledger. */
export const stock = pgTable(
  'stock',
  {
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    cantidad: qty('cantidad').notNull().default('0'),
    costo_promedio: cost('costo_promedio').notNull().default('0'),
    valor: money('valor').notNull().default('0'),
  },
  (t) => [
    primaryKey({ columns: [t.producto_id, t.idalmacen] }),
    check('stock_no_negativo', sql`${t.cantidad} >= 0`),
    index('stock_almacen_idx').on(t.idalmacen),
  ],
);

/** Reasons (SUNAT tabla 12). tipo: 1 entries, 2 outputs, 3 transfers. */
export const motivo = pgTable('motivo', {
  idmotivo: serial('idmotivo').primaryKey(),
  tipo: smallint('tipo').notNull(),
  codigo_sunat: varchar('codigo_sunat', { length: 2 }).notNull(),
  nombre: varchar('nombre', { length: 100 }).notNull(),
  estado: estado(),
});

/** The ledger: one row per stock change, with the running balance and weighted average cost after it. */
export const kardex = pgTable(
  'kardex',
  {
    idkardex: bigserial('idkardex', { mode: 'number' }).primaryKey(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    documento_tipo: varchar('documento_tipo', { length: 12 }).notNull(),
    iddocumento: integer('iddocumento').notNull(),
    tipo_documento_sunat: varchar('tipo_documento_sunat', { length: 2 }).notNull().default('00'),
    serie: varchar('serie', { length: 10 }).notNull(),
    numero: varchar('numero', { length: 20 }).notNull(),
    tipo_operacion: varchar('tipo_operacion', { length: 2 }).notNull(),
    idmotivo: integer('idmotivo').references(() => motivo.idmotivo),
    anulacion: boolean('anulacion').notNull().default(false),
    cantidad_entrada: qty('cantidad_entrada').notNull().default('0'),
    cantidad_salida: qty('cantidad_salida').notNull().default('0'),
    costo_unitario: cost('costo_unitario').notNull(),
    costo_total: money('costo_total').notNull(),
    saldo_cantidad: qty('saldo_cantidad').notNull(),
    costo_promedio: cost('costo_promedio').notNull(),
    saldo_valor: money('saldo_valor').notNull(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kardex_producto_almacen_idx').on(t.producto_id, t.idalmacen, t.idkardex),
    index('kardex_documento_idx').on(t.documento_tipo, t.iddocumento),
  ],
);

const documentHeader = {
  idserie: integer('idserie')
    .notNull()
    .references(() => serie.idserie),
  serie: varchar('serie', { length: 4 }).notNull(),
  numero: integer('numero').notNull(),
  fecha: date('fecha', { mode: 'string' }).notNull(),
  observacion: varchar('observacion', { length: 500 }),
  total: money('total').notNull().default('0'),
  estado: estado(),
  idusuario: integer('idusuario')
    .notNull()
    .references(() => usuario.idusuario),
  creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  anulado: timestamp('anulado', { withTimezone: true }),
  idusuario_anula: integer('idusuario_anula').references(() => usuario.idusuario),
};
const party = {
  idmotivo: integer('idmotivo')
    .notNull()
    .references(() => motivo.idmotivo),
  tercero_documento: varchar('tercero_documento', { length: 15 }),
  tercero_nombre: varchar('tercero_nombre', { length: 200 }),
  documento_referencia: varchar('documento_referencia', { length: 60 }),
};
const lineColumns = {
  producto_id: integer('producto_id')
    .notNull()
    .references(() => producto.producto_id),
  unidad_medida_id: integer('unidad_medida_id')
    .notNull()
    .references(() => unidadMedida.unidad_medida_id),
  factor: qty('factor').notNull(),
  cantidad: qty('cantidad').notNull(),
  cantidad_base: qty('cantidad_base').notNull(),
  costo_unitario: cost('costo_unitario').notNull(),
  importe: money('importe').notNull(),
};

export const entrada = pgTable(
  'entrada',
  {
    identrada: serial('identrada').primaryKey(),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    ...party,
    ...documentHeader,
  },
  (t) => [
    uniqueIndex('entrada_numero_key').on(t.idserie, t.numero),
    index('entrada_almacen_fecha_idx').on(t.idalmacen, t.fecha),
  ],
);
export const entradaDetalle = pgTable(
  'entrada_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    identrada: integer('identrada')
      .notNull()
      .references(() => entrada.identrada, { onDelete: 'cascade' }),
    ...lineColumns,
    lote: varchar('lote', { length: 40 }),
  },
  (t) => [
    index('entrada_detalle_entrada_idx').on(t.identrada),
    index('entrada_detalle_producto_idx').on(t.producto_id),
  ],
);
export const salida = pgTable(
  'salida',
  {
    idsalida: serial('idsalida').primaryKey(),
    idalmacen: integer('idalmacen')
      .notNull()
      .references(() => almacen.idalmacen),
    ...party,
    ...documentHeader,
  },
  (t) => [
    uniqueIndex('salida_numero_key').on(t.idserie, t.numero),
    index('salida_almacen_fecha_idx').on(t.idalmacen, t.fecha),
  ],
);
export const salidaDetalle = pgTable(
  'salida_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    idsalida: integer('idsalida')
      .notNull()
      .references(() => salida.idsalida, { onDelete: 'cascade' }),
    ...lineColumns,
    precio_unitario: money('precio_unitario'),
  },
  (t) => [index('salida_detalle_salida_idx').on(t.idsalida), index('salida_detalle_producto_idx').on(t.producto_id)],
);
export const transferencia = pgTable(
  'transferencia',
  {
    idtransferencia: serial('idtransferencia').primaryKey(),
    idalmacen_origen: integer('idalmacen_origen')
      .notNull()
      .references(() => almacen.idalmacen),
    idalmacen_destino: integer('idalmacen_destino')
      .notNull()
      .references(() => almacen.idalmacen),
    ...documentHeader,
  },
  (t) => [
    uniqueIndex('transferencia_numero_key').on(t.idserie, t.numero),
    check('transferencia_almacenes_check', sql`${t.idalmacen_origen} <> ${t.idalmacen_destino}`),
  ],
);
export const transferenciaDetalle = pgTable(
  'transferencia_detalle',
  {
    iddetalle: serial('iddetalle').primaryKey(),
    idtransferencia: integer('idtransferencia')
      .notNull()
      .references(() => transferencia.idtransferencia, { onDelete: 'cascade' }),
    ...lineColumns,
  },
  (t) => [index('transferencia_detalle_idx').on(t.idtransferencia)],
);

/** A serial number; in stock in at most one warehouse (disponible + idalmacen). */
export const productoSerie = pgTable(
  'producto_serie',
  {
    idserieproducto: serial('idserieproducto').primaryKey(),
    producto_id: integer('producto_id')
      .notNull()
      .references(() => producto.producto_id),
    serie: varchar('serie', { length: 60 }).notNull(),
    idalmacen: integer('idalmacen').references(() => almacen.idalmacen),
    disponible: boolean('disponible').notNull().default(false),
    estado: estado(),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('producto_serie_key').on(t.producto_id, sql`upper(${t.serie})`),
    index('producto_serie_almacen_idx').on(t.producto_id, t.idalmacen).where(sql`${t.disponible}`),
    check('producto_serie_disponible_check', sql`not ${t.disponible} or ${t.idalmacen} is not null`),
  ],
);
/** A serial tied to a document (compra, venta, pedido, entrada, salida, transferencia). */
export const productoSerieRelacion = pgTable(
  'producto_serie_relacion',
  {
    idrelacion: serial('idrelacion').primaryKey(),
    idserieproducto: integer('idserieproducto')
      .notNull()
      .references(() => productoSerie.idserieproducto),
    tipo: varchar('tipo', { length: 15 }).notNull(),
    iddocumento: integer('iddocumento').notNull(),
    /** The document line (entries, outputs, transfers), when the relation came with one. */
    iddetalle: integer('iddetalle'),
    idalmacen: integer('idalmacen').references(() => almacen.idalmacen),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('producto_serie_relacion_documento_idx').on(t.tipo, t.iddocumento),
    index('producto_serie_relacion_serie_idx').on(t.idserieproducto),
  ],
);
