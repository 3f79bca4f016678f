import * as T from 'typebox';
import type { Static } from 'typebox';
import {
  Bool,
  Done,
  Envelope,
  Id,
  IdFilter,
  Int,
  ListQuery,
  Money,
  Nullable,
  NullableMoney,
  NullableText,
  Paged,
  Search,
  Sort,
  Text,
  endpoints,
} from '../kit/index.js';
import { PRODUCT_READERS, Quantity } from './fields.js';

/**
 * The units a product is sold and bought in: UND ×1 (the base unit, created with the product),
 * CAJA ×12... each with its factor in base units, its own barcode and its prices. `precio1`,
 * `precio2`, `precio3` and `preciocredito` are optional: sent only when greater than zero (0 or
 * null clears them).
 */
const N = <S extends T.TSchema>(s: S) => Nullable(s);
export const ProductUnitRow = T.Object({
  idproductounidad: T.Integer(),
  producto_id: T.Integer(),
  unidad_medida_id: T.Integer(),
  unidad_medida: T.String(),
  abreviatura: T.String(),
  codigo_sunat: T.String(),
  /** Base units in one of this unit (1 for the base unit). */
  factor: T.String(),
  base: T.Boolean(),
  codigo_barra: N(T.String()),
  precioventa: N(T.String()),
  precio1: N(T.String()),
  precio2: N(T.String()),
  precio3: N(T.String()),
  preciocredito: N(T.String()),
  /** Price control: the lowest price without a supervisor's approval (with IGV). */
  precio_minimo: N(T.String()),
  estado: T.Integer(),
});
const Prices = {
  precioventa: Money('Precio de venta'),
  precio1: NullableMoney('Precio 1'),
  precio2: NullableMoney('Precio 2'),
  precio3: NullableMoney('Precio 3'),
  preciocredito: NullableMoney('Precio al crédito'),
};
export const ProductUnitBody = T.Object({
  producto_id: Id('Producto'),
  unidad_medida_id: Id('Unidad de medida'),
  factor: Quantity('Factor'),
  codigo_barra: NullableText('Código de barras', 40, '^$|^[A-Za-z0-9-]+$'),
  ...Prices,
  precio_minimo: NullableMoney('Precio mínimo'),
});
export const ProductUnitUpdateBody = T.Object({
  idproductounidad: Id('Unidad del producto'),
  unidad_medida_id: Id('Unidad de medida'),
  factor: Quantity('Factor'),
  codigo_barra: NullableText('Código de barras', 40, '^$|^[A-Za-z0-9-]+$'),
  ...Prices,
  precio_minimo: NullableMoney('Precio mínimo'),
});

/** /prices_products: one row per unit of each product, with the margin over the last cost. */
export const PriceRow = T.Object({
  idproductounidad: T.Integer(),
  producto_id: T.Integer(),
  codigo_producto: N(T.String()),
  denominacion: T.String(),
  marca: N(T.String()),
  unidad_medida_id: T.Integer(),
  abreviatura: T.String(),
  factor: T.String(),
  base: T.Boolean(),
  precioventa: N(T.String()),
  precio1: N(T.String()),
  precio2: N(T.String()),
  precio3: N(T.String()),
  preciocredito: N(T.String()),
  /** Last entry cost of this unit (base cost × factor); null when never entered. */
  ultimo_costo: N(T.String()),
  /** (precioventa − ultimo_costo) / ultimo_costo × 100, 2 decimals; null without both. */
  margen: N(T.String()),
});
export const PRICE_SORT = ['denominacion', 'codigo_producto', 'precioventa', 'margen'] as const;
export const PriceListQuery = ListQuery({
  ...Search,
  ...Sort(PRICE_SORT),
  idclase: IdFilter('Clase'),
  idmarca: IdFilter('Marca'),
  producto_id: IdFilter('Producto'),
});
export const PriceItem = T.Object({ idproductounidad: Id('Unidad del producto'), ...Prices });
export const PricesBody = T.Object({ precios: T.Array(PriceItem, { minItems: 1, maxItems: 1000, title: 'Precios' }) });

/** An Excel row as read by the browser (texts as typed; the server checks them). */
const Cell = (title: string) => NullableText(title, 40);
export const PriceImportRow = T.Object({
  fila: Int('Fila', 1, 1_000_000),
  codigo: Text('Código', 40),
  unidad: Text('Unidad', 10),
  precioventa: Cell('Precio de venta'),
  precio1: Cell('Precio 1'),
  precio2: Cell('Precio 2'),
  precio3: Cell('Precio 3'),
  preciocredito: Cell('Precio al crédito'),
});
export const PriceImportBody = T.Object({
  /** false: only the preview; true: save every row (refused whole when a row has errors). */
  confirmar: Bool('Confirmar'),
  filas: T.Array(PriceImportRow, { minItems: 1, maxItems: 5000, title: 'Filas' }),
});
export const PriceImportResultRow = T.Object({
  fila: T.Integer(),
  codigo: T.String(),
  unidad: T.String(),
  idproductounidad: N(T.Integer()),
  denominacion: N(T.String()),
  precioventa: N(T.String()),
  precio1: N(T.String()),
  precio2: N(T.String()),
  precio3: N(T.String()),
  preciocredito: N(T.String()),
  /** The current sale price (to show what changes). */
  precioventa_actual: N(T.String()),
  errores: T.Array(T.String()),
});
export const PriceImportResult = T.Object({
  filas: T.Array(PriceImportResultRow),
  validas: T.Integer(),
  con_errores: T.Integer(),
  /** Rows saved (0 in a preview). */
  guardadas: T.Integer(),
});

export const productUnits = {
  endpoints: endpoints('unidades-producto', {
    list: {
      method: 'GET',
      path: '/umproducto',
      summary: 'Unidades de un producto con su factor, código de barras y precios',
      menus: PRODUCT_READERS,
      querystring: T.Object({ producto_id: Id('Producto') }),
      response: Envelope(T.Array(ProductUnitRow)),
    },
    create: {
      method: 'POST',
      path: '/rumproducto',
      summary: 'Agrega una unidad a un producto',
      menus: ['/products', '/prices_products'],
      body: ProductUnitBody,
      response: Envelope(ProductUnitRow),
    },
    update: {
      method: 'POST',
      path: '/aumproducto',
      summary: 'Actualiza una unidad de un producto (factor, código de barras, precios)',
      menus: ['/products', '/prices_products'],
      body: ProductUnitUpdateBody,
      response: Envelope(ProductUnitRow),
    },
    remove: {
      method: 'POST',
      path: '/eumproducto',
      summary: 'Quita una unidad de un producto (nunca la unidad base)',
      menus: ['/products', '/prices_products'],
      body: T.Object({ idproductounidad: Id('Unidad del producto') }),
      response: Done,
    },
  }),
};

export const prices = {
  endpoints: endpoints('precios', {
    list: {
      method: 'GET',
      path: '/precioproducto',
      summary: 'Precios por unidad de cada producto, con el margen sobre el último costo',
      menus: ['/prices_products'],
      querystring: PriceListQuery,
      response: Paged(PriceRow),
    },
    save: {
      method: 'POST',
      path: '/aprecioproducto',
      summary: 'Guarda los precios editados en la grilla (todos o ninguno)',
      menus: ['/prices_products'],
      body: PricesBody,
      response: Envelope(T.Array(PriceRow)),
    },
    import: {
      method: 'POST',
      path: '/iprecioproducto',
      summary:
        'Importa precios de Excel: con confirmar=false devuelve la vista previa con los errores de cada fila; con confirmar=true guarda todo o nada',
      menus: ['/prices_products'],
      body: PriceImportBody,
      response: Envelope(PriceImportResult),
    },
  }),
};

export type ProductUnitRow = Static<typeof ProductUnitRow>;
export type ProductUnitBody = Static<typeof ProductUnitBody>;
export type ProductUnitUpdateBody = Static<typeof ProductUnitUpdateBody>;
export type PriceRow = Static<typeof PriceRow>;
export type PriceListQuery = Static<typeof PriceListQuery>;
export type PriceItem = Static<typeof PriceItem>;
export type PricesBody = Static<typeof PricesBody>;
export type PriceImportRow = Static<typeof PriceImportRow>;
export type PriceImportBody = Static<typeof PriceImportBody>;
export type PriceImportResult = Static<typeof PriceImportResult>;
export type PriceImportResultRow = Static<typeof PriceImportResultRow>;
