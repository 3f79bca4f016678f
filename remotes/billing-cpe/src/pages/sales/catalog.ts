import { productCatalog, type DocUnit } from '@trade/ui';
import type { SaleHeader } from './types';

/*
 * Products a sale offers: goods and services, by words, code or barcode (`productospaginado`, every
 * word must match), an exact scan (`gproductobarra`: a unit's barcode adds that unit), every unit of
 * the product with its price lists (`umproducto`: precioventa, precio1–3, preciocredito) and the
 * stock of the sale's warehouse (`gstockalmacen`).
 */

/** The price lists of a unit, as the line's 'Lista' offers them (only those with a price). */
export const PRICE_LISTS = [
  { key: 'precioventa', label: 'Venta' },
  { key: 'precio1', label: 'Precio 1' },
  { key: 'precio2', label: 'Precio 2' },
  { key: 'precio3', label: 'Precio 3' },
  { key: 'preciocredito', label: 'Crédito' },
] as const;

/** The price a new line proposes: the credit price on a credit sale when the unit has one, else the sale price. */
export function salePrice(
  unit: DocUnit | undefined,
  header: SaleHeader | undefined,
): string | number | null | undefined {
  if (!unit) return null;
  const credit = Number(header?.tipo_pago_id) === 2 ? unit.raw?.preciocredito : null;
  return (credit as string | null | undefined) || unit.raw?.precioventa || unit.precio;
}

/** The catalog of a sale: goods and services; every unit with its price lists is asked on a pick; stock of `idalmacen`. */
export const saleCatalog = productCatalog({
  goodsOnly: false,
  storeField: 'idalmacen',
  units: 'asked',
  lessReserved: { orderField: 'idpedido' },
});
