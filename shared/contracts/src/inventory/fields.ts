import * as T from 'typebox';

/**
 * Field builders and menu groups of the inventory area. Quantities and costs are exact decimal
 * texts (never floats): quantities with up to 4 decimals (1.2500 kg), unit costs with up to 6
 * (a box of 12 bought at S/ 10.00 costs 0.833333 per unit).
 */
export const Quantity = (title: string) => T.String({ title, maxLength: 15, pattern: '^[0-9]{1,10}(\\.[0-9]{1,4})?$' });
export const NullableQuantity = (title: string) =>
  T.Optional(T.Unsafe<string | null>({ ...Quantity(title), type: ['string', 'null'] }));
export const Cost = (title: string) => T.String({ title, maxLength: 17, pattern: '^[0-9]{1,10}(\\.[0-9]{1,6})?$' });
/** A serial number as printed on the unit: letters, digits and - _ / . (no spaces). */
export const SerialText = (title = 'Serie') =>
  T.String({ title, minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9][A-Za-z0-9_./-]*$' });
/** Serial numbers moved with a line (serial-controlled products: one per base unit). */
export const SerialList = (title = 'Series') => T.Optional(T.Array(SerialText(), { title, maxItems: 5000 }));

/** Every inventory screen. */
export const INVENTORY_SCREENS = [
  '/products',
  '/prices_products',
  '/entries',
  '/outputs',
  '/transfers',
  '/stores',
  '/kardex',
] as const;
/** Screens that pick a product or a warehouse while writing a document (later areas use the same lookups). */
export const DOCUMENT_SCREENS = [
  '/sales',
  '/counter',
  '/buys',
  '/orders',
  '/proformas',
  '/electronic_guide',
  '/vehicle_order_services',
] as const;
/** Inventory screens that move stock. */
export const MOVEMENT_SCREENS = ['/entries', '/outputs', '/transfers'] as const;
/** Who may read products and their units, prices and stock (lookups of every document). */
export const PRODUCT_READERS = [...INVENTORY_SCREENS, ...DOCUMENT_SCREENS] as const;

// SUNAT's catálogos 07 (tipo de afectación del IGV) and 08 (sistema de cálculo del ISC): the tax engine's lists.
export { AFECTACIONES as AFECTACIONES_IGV, SISTEMAS_ISC } from '@trade/money';
/** An ISC rate in percent (01, 03) or an amount per unit (02): up to 4 decimals. */
export const IscRate = (title: string) =>
  T.Optional(
    T.Unsafe<string | null>({
      ...T.String({ title, maxLength: 15, pattern: '^[0-9]{1,10}(\\.[0-9]{1,4})?$' }),
      type: ['string', 'null'],
    }),
  );
