import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Binary,
  Bool,
  Done,
  Enum,
  Envelope,
  EstadoFilter,
  Id,
  IdFilter,
  Int,
  ListQuery,
  MAX_INT,
  Money,
  Nullable,
  NullableId,
  NullableMoney,
  NullableText,
  PrintQuery,
  Search,
  Sort,
  Text,
  crud,
  endpoints,
} from '../kit/index.js';
import { AFECTACIONES_IGV, IscRate, NullableQuantity, PRODUCT_READERS, Quantity, SISTEMAS_ISC } from './fields.js';

/**
 * Products: a good (stock, optionally serial-controlled) or a service (no stock), its catalogues,
 * its base unit (factor 1) and the IGV affectation SUNAT needs (catálogo 07). Prices live on the
 * product's units (units.ts); `precioventa` here is the base unit's.
 */
const N = <S extends T.TSchema>(s: S) => Nullable(s);
/**
 * The product's ISC (catálogo 08), null system: none. `isc_tasa` is a rate in percent for 01 and 03 and an
 * amount per unit for 02; `isc_precio_sugerido` the suggested public price per base unit (03). Every line
 * that sells the product in a charged sale pays it.
 */
export const IscColumns = {
  isc_sistema: N(T.String()),
  isc_tasa: N(T.String()),
  isc_precio_sugerido: N(T.String()),
};
export const ProductRow = T.Object({
  producto_id: T.Integer(),
  codigo_producto: N(T.String()),
  codigo_barra: N(T.String()),
  denominacion: T.String(),
  idclase: N(T.Integer()),
  clase: N(T.String()),
  idsubclase: N(T.Integer()),
  subclase: N(T.String()),
  idmarca: N(T.Integer()),
  marca: N(T.String()),
  idmaterial: N(T.Integer()),
  material: N(T.String()),
  idpresentacion: N(T.Integer()),
  presentacion: N(T.String()),
  idtipoexistencia: N(T.Integer()),
  tipo_existencia: N(T.String()),
  /** The base unit (stock and the kardex count in it). */
  unidad_medida_id: T.Integer(),
  unidad_medida: T.String(),
  abreviatura: T.String(),
  tipo_afectacion: T.String(),
  icbper: T.Boolean(),
  ...IscColumns,
  servicio: T.Boolean(),
  control_stock: T.Boolean(),
  control_serie: T.Boolean(),
  stock_minimo: T.String(),
  /** 'CS' for products sold on consumption notes, else null. */
  categoria_stock: N(T.String()),
  /**
   * The calls serving the image (/api/fotoproducto/<id>) and the technical sheet
   * (/api/fichaproducto/<id>), null when there is none: opened with the session or a signed link
   * (POST /api/enlace-impresion), like the prints.
   */
  imagen: N(T.String()),
  ficha_tecnica: N(T.String()),
  precioventa: N(T.String()),
  /** Price control: the base unit's minimum sale price (with IGV, like precioventa). */
  precio_minimo: N(T.String()),
  /** Stock of every warehouse, in base units. */
  stock: T.String(),
  estado: T.Integer(),
});
export const ProductBody = T.Object({
  denominacion: Text('Denominación', 200),
  codigo_producto: NullableText('Código del producto', 40, '^$|^[A-Za-z0-9][A-Za-z0-9_./-]*$'),
  codigo_barra: NullableText('Código de barras', 40, '^$|^[A-Za-z0-9-]+$'),
  idclase: NullableId('Clase'),
  idsubclase: NullableId('Subclase'),
  idmarca: NullableId('Marca'),
  idmaterial: NullableId('Material'),
  idpresentacion: NullableId('Presentación'),
  idtipoexistencia: NullableId('Tipo de existencia'),
  unidad_medida_id: Id('Unidad de medida'),
  tipo_afectacion: T.Optional(Enum(AFECTACIONES_IGV, 'Tipo de afectación del IGV')),
  icbper: T.Optional(Bool('ICBPER')),
  isc_sistema: T.Optional(
    T.Unsafe<(typeof SISTEMAS_ISC)[number] | null>({
      type: ['string', 'null'],
      enum: [...SISTEMAS_ISC, null],
      title: 'Sistema del ISC',
    }),
  ),
  /** 01 and 03: percent (0 to 100); 02: amount per unit. */
  isc_tasa: IscRate('Tasa o monto del ISC'),
  isc_precio_sugerido: NullableMoney('Precio de venta al público sugerido'),
  servicio: T.Optional(Bool('Servicio')),
  control_stock: T.Optional(Bool('Control de stock')),
  control_serie: T.Optional(Bool('Control de series')),
  stock_minimo: NullableQuantity('Stock mínimo'),
  categoria_stock: T.Optional(
    T.Unsafe<'CS' | null>({ type: ['string', 'null'], enum: ['CS', null], title: 'Categoría de stock' }),
  ),
  /** Sale price of the base unit (creates or updates the base unit's price). */
  precioventa: NullableMoney('Precio de venta'),
  /** The base unit's minimum sale price (price control; absent keeps it, null clears it). */
  precio_minimo: NullableMoney('Precio mínimo'),
});
export const PRODUCT_SORT = ['denominacion', 'codigo_producto', 'marca', 'precioventa', 'stock'] as const;
export const ProductListQuery = ListQuery({
  ...Search,
  ...Sort(PRODUCT_SORT),
  estado: EstadoFilter,
  idclase: IdFilter('Clase'),
  idmarca: IdFilter('Marca'),
  servicio: T.Optional(Int('Servicio', 0, 1)),
});

const productsCrud = crud({
  tag: 'productos',
  noun: { singular: 'producto', plural: 'Productos' },
  id: 'producto_id',
  idTitle: 'Producto',
  row: ProductRow,
  body: ProductBody,
  listQuery: ProductListQuery,
  listMenus: PRODUCT_READERS,
  menus: ['/products'],
  paths: { list: '/producto', create: '/rproducto', update: '/aproducto', state: '/cproducto', remove: '/eproducto' },
});

/** One unit of a product as a document line offers it (the search answer). */
export const ProductUnitOption = T.Object({
  unidad_medida_id: T.Integer(),
  abreviatura: T.String(),
  codigo_sunat: T.String(),
  factor: T.String(),
  codigo_barra: N(T.String()),
  precioventa: N(T.String()),
  /** Price control: below it a seller needs a supervisor's approval (with IGV, like precioventa). */
  precio_minimo: N(T.String()),
});
/** A row of the fast product search of documents (`productospaginado`, `gproductobarra`). */
export const ProductSearchRow = T.Object({
  producto_id: T.Integer(),
  codigo_producto: N(T.String()),
  codigo_barra: N(T.String()),
  denominacion: T.String(),
  marca: N(T.String()),
  /** The product's class: the counter groups its product grid by it. */
  clase: N(T.String()),
  /** The call serving its image (see ProductRow.imagen), null without one. */
  imagen: N(T.String()),
  unidad_medida_id: T.Integer(),
  abreviatura: T.String(),
  tipo_afectacion: T.String(),
  icbper: T.Boolean(),
  /** The screen's line preview takes the product's ISC out of the typed price, as the sale will. */
  ...IscColumns,
  servicio: T.Boolean(),
  control_stock: T.Boolean(),
  control_serie: T.Boolean(),
  precioventa: N(T.String()),
  /** Stock in base units: of `idalmacen` when given, else of every warehouse. */
  stock: T.String(),
  /** Average cost of a base unit without IGV (same warehouses as `stock`); the sale screens warn below it. */
  costo_promedio: T.String(),
  unidades: T.Array(ProductUnitOption),
});
export const ProductSearchQuery = T.Object({
  limit: T.Integer({ minimum: 1, maximum: 100, default: 20, title: 'Límite' }),
  filtro: T.Optional(T.String({ maxLength: 100, title: 'Filtro' })),
  idalmacen: IdFilter('Almacén'),
  /** 1: only goods (entries, outputs, transfers); 0: every product. */
  solo_bienes: T.Optional(Int('Solo bienes', 0, 1)),
});
/** A scanned code: the product and the unit whose barcode it is (the base unit for the product's own code). */
export const BarcodeMatch = T.Object({ producto: ProductSearchRow, unidad_medida_id: T.Integer() });

/** Product details: the row, its units with prices, its stock per warehouse and its complements. */
export const ProductStockRow = T.Object({
  idalmacen: T.Integer(),
  almacen: T.String(),
  idsucursal: T.Integer(),
  sucursal: T.String(),
  cantidad: T.String(),
  costo_promedio: T.String(),
  valor: T.String(),
  series_disponibles: T.Integer(),
});
export const LastCost = T.Object({
  producto_id: T.Integer(),
  idalmacen: N(T.Integer()),
  /** Cost per base unit of the last entry (null: never entered). */
  ultimo_costo: N(T.String()),
  fecha: N(T.String()),
  documento: N(T.String()),
  /** Weighted average cost per base unit (of the warehouse, or of every warehouse). */
  costo_promedio: T.String(),
});

/** Complements: products offered with a product (a charger with a drill). */
export const ComplementRow = T.Object({
  idcomplemento: T.Integer(),
  producto_id: T.Integer(),
  idproducto_complemento: T.Integer(),
  codigo_producto: N(T.String()),
  denominacion: T.String(),
  abreviatura: T.String(),
  cantidad: T.String(),
  precio: N(T.String()),
});
export const ComplementBody = T.Object({
  producto_id: Id('Producto'),
  idproducto_complemento: Id('Complemento'),
  cantidad: Quantity('Cantidad'),
  precio: NullableMoney('Precio'),
});

/** Consumption-note products (stock category CS): what a warehouse offers on consumption notes. */
export const CONSUMPTION_CATEGORIES = ['CS'] as const;
export const ConsumptionProductRow = T.Object({
  idpncm: T.Integer(),
  producto_id: T.Integer(),
  codigo_producto: N(T.String()),
  denominacion: T.String(),
  abreviatura: T.String(),
  idalmacen: T.Integer(),
  almacen: T.String(),
  categoria: T.String(),
  precio: T.String(),
  stock: T.String(),
});
export const ConsumptionProductBody = T.Object({
  producto_id: Id('Producto'),
  idalmacen: Id('Almacén'),
  categoria: Enum(CONSUMPTION_CATEGORIES, 'Categoría de stock'),
  precio: Money('Precio'),
});

export const ProductDetail = T.Object({
  ...ProductRow.properties,
  unidades: T.Array(
    T.Object({
      ...ProductUnitOption.properties,
      idproductounidad: T.Integer(),
      unidad_medida: T.String(),
      precio1: N(T.String()),
      precio2: N(T.String()),
      precio3: N(T.String()),
      preciocredito: N(T.String()),
    }),
  ),
  almacenes: T.Array(ProductStockRow),
  complementos: T.Array(ComplementRow),
});

/** Sale screens offer a product's complements. */
const MOVEMENT_AND_SALE = ['/sales', '/orders', '/proformas'] as const;
const IdParam = (title: string) => T.Object({ id: Id(title) });
const LOOKUP = PRODUCT_READERS;

export const products = {
  ...productsCrud,
  endpoints: {
    ...productsCrud.endpoints,
    ...endpoints('productos', {
      search: {
        method: 'GET',
        path: '/productospaginado',
        summary:
          'Búsqueda rápida de productos para documentos: cada palabra de filtro en denominación, código o código de barras (sin tildes ni mayúsculas)',
        menus: LOOKUP,
        querystring: ProductSearchQuery,
        response: Envelope(T.Array(ProductSearchRow)),
      },
      proposedCode: {
        method: 'GET',
        path: '/codigoproductopropuesto',
        summary: 'Código que recibe un producto nuevo guardado sin código (P-000001, P-000002, …)',
        menus: ['/products'],
        response: Envelope(T.Object({ codigo_producto: T.String() })),
      },
      byBarcode: {
        method: 'GET',
        path: '/gproductobarra',
        summary:
          'Producto y unidad de un código escaneado (código de barras del producto o de una de sus unidades, o código del producto)',
        menus: LOOKUP,
        querystring: T.Object({ codigo: Text('Código', 40), idalmacen: IdFilter('Almacén') }),
        response: Envelope(BarcodeMatch),
      },
      details: {
        method: 'GET',
        path: '/gdetallesproducto/:id',
        summary: 'Detalle de un producto: unidades con precios, stock por almacén y complementos',
        menus: LOOKUP,
        params: IdParam('Producto'),
        response: Envelope(ProductDetail),
      },
      stock: {
        method: 'GET',
        path: '/gstockproducto/:id',
        summary: 'Stock de un producto en cada almacén (unidades base, costo promedio, valor, series disponibles)',
        menus: LOOKUP,
        params: IdParam('Producto'),
        response: Envelope(T.Array(ProductStockRow)),
      },
      warehouseStock: {
        method: 'GET',
        path: '/gstockalmacen/:id',
        summary: 'Stock en un almacén de varios productos (el aviso de stock de las líneas de un documento)',
        menus: LOOKUP,
        params: IdParam('Almacén'),
        querystring: T.Object({
          productos: T.String({ maxLength: 2000, pattern: '^[0-9]{1,10}(,[0-9]{1,10}){0,199}$', title: 'Productos' }),
          // A sale invoicing an order: that order's reservations are not held against it.
          pedido: T.Optional(Int('Pedido', 1, MAX_INT)),
        }),
        // comprometido: base units open orders reserve (a sale may not take them).
        response: Envelope(
          T.Array(T.Object({ producto_id: T.Integer(), cantidad: T.String(), comprometido: T.String() })),
        ),
      },
      lastCost: {
        method: 'GET',
        path: '/ultimocosto/:producto_id/:idalmacen',
        summary: 'Último costo de ingreso y costo promedio de un producto en un almacén (0 = todos los almacenes)',
        menus: ['/products', '/prices_products', '/entries', '/outputs', '/transfers', '/kardex', '/buys', '/sales'],
        params: T.Object({ producto_id: Id('Producto'), idalmacen: Int('Almacén', 0, MAX_INT) }),
        response: Envelope(LastCost),
      },
      uploadImage: {
        method: 'POST',
        path: '/rimagenproducto',
        summary:
          'Sube la imagen de un producto (multipart: producto_id y el archivo imagen; PNG, JPEG o WebP, máx. 2 MB); se sirve en /fotoproducto/{id}',
        menus: ['/products'],
        multipart: true,
        response: Envelope(ProductRow),
      },
      uploadSheet: {
        method: 'POST',
        path: '/rfichatecnicaproducto',
        summary:
          'Sube la ficha técnica de un producto (multipart: producto_id y el archivo ficha; PDF, PNG o JPEG, máx. 5 MB); se sirve en /fichaproducto/{id}',
        menus: ['/products'],
        multipart: true,
        response: Envelope(ProductRow),
      },
      image: {
        method: 'GET',
        path: '/fotoproducto/:id',
        summary: 'Imagen de un producto (con la sesión o un enlace firmado de POST /api/enlace-impresion)',
        menus: LOOKUP,
        params: IdParam('Producto'),
        querystring: T.Object({ firma: PrintQuery.properties.firma }),
        response: Binary('image/*'),
      },
      sheet: {
        method: 'GET',
        path: '/fichaproducto/:id',
        summary:
          'Ficha técnica de un producto, PDF o imagen (con la sesión o un enlace firmado de POST /api/enlace-impresion)',
        menus: LOOKUP,
        params: IdParam('Producto'),
        querystring: T.Object({ firma: PrintQuery.properties.firma }),
        response: Binary('application/pdf'),
      },
      addComplement: {
        method: 'POST',
        path: '/rpcomplemento',
        summary: 'Agrega un complemento a un producto',
        menus: ['/products'],
        body: ComplementBody,
        response: Envelope(ComplementRow),
      },
      complements: {
        method: 'GET',
        path: '/gpcomplementos/:id',
        summary: 'Complementos de un producto',
        menus: ['/products', ...MOVEMENT_AND_SALE],
        params: IdParam('Producto'),
        response: Envelope(T.Array(ComplementRow)),
      },
      removeComplement: {
        method: 'GET',
        path: '/dpcomplemento/:id',
        changesState: true,
        audit: { accion: 'Quita un complemento de un producto', entidad: 'producto_complemento', id: 'id' },
        summary: 'Quita un complemento (por su id de complemento)',
        menus: ['/products'],
        params: IdParam('Complemento'),
        response: Done,
      },
      consumptionProducts: {
        method: 'GET',
        path: '/gpncm/:id/:type',
        summary:
          'Productos de notas de consumo de un almacén (0 = todos) y categoría de stock (CS), con su precio y stock',
        menus: ['/products', '/room', '/grid'],
        params: T.Object({ id: Int('Almacén', 0, MAX_INT), type: Enum(CONSUMPTION_CATEGORIES, 'Categoría de stock') }),
        response: Envelope(T.Array(ConsumptionProductRow)),
      },
      addConsumptionProduct: {
        method: 'POST',
        path: '/rpncm',
        summary: 'Habilita un producto para notas de consumo en un almacén (categoría CS) con su precio',
        menus: ['/products'],
        body: ConsumptionProductBody,
        response: Envelope(ConsumptionProductRow),
      },
      removeConsumptionProduct: {
        method: 'POST',
        path: '/dpncm',
        summary: 'Quita un producto de las notas de consumo',
        menus: ['/products'],
        body: T.Object({ idpncm: Id('Producto de nota de consumo') }),
        response: Done,
      },
    }),
  },
};
export type ProductRow = Static<typeof ProductRow>;
export type ProductBody = Static<typeof ProductBody>;
export type ProductListQuery = Static<typeof ProductListQuery>;
export type ProductSearchRow = Static<typeof ProductSearchRow>;
export type ProductSearchQuery = Static<typeof ProductSearchQuery>;
export type ProductUnitOption = Static<typeof ProductUnitOption>;
export type BarcodeMatch = Static<typeof BarcodeMatch>;
export type ProductStockRow = Static<typeof ProductStockRow>;
export type ProductDetail = Static<typeof ProductDetail>;
export type LastCost = Static<typeof LastCost>;
export type ComplementRow = Static<typeof ComplementRow>;
export type ComplementBody = Static<typeof ComplementBody>;
export type ConsumptionProductRow = Static<typeof ConsumptionProductRow>;
export type ConsumptionProductBody = Static<typeof ConsumptionProductBody>;
