import type { BarcodeMatch, ProductSearchRow, ProductUnitRow } from '@trade/contracts/inventory';
import { get, type Envelope } from '@trade/session';
import type { AnyRow, DocProduct, DocUnit, ProductCatalog } from '@trade/ui';

/*
 * Products a sale offers: goods and services, by words, code or barcode (`productospaginado`, every
 * word must match), an exact scan (`gproductobarra`: a unit's barcode adds that unit), every unit of
 * the product with its price lists (`umproducto`: precioventa, precio1–3, preciocredito) and the
 * stock of the sale's warehouse (`gstockalmacen`).
 */

const unwrap = <T>(answer: Envelope<T[]>): T[] => {
  if (answer.status !== 200) throw new Error(answer.mensaje);
  return answer.detalles ?? [];
};

export const toSaleProduct = (r: ProductSearchRow): DocProduct => ({
  id: r.producto_id,
  nombre: r.denominacion,
  codigo: r.codigo_producto,
  codigoBarra: r.codigo_barra,
  tipoAfectacion: r.tipo_afectacion,
  controlaStock: r.control_stock && !r.servicio,
  // Left empty so the kit asks `units` (umproducto) on a pick: every unit with all its price lists.
  units: [],
  raw: r,
});

export const saleUnit = (u: ProductUnitRow): DocUnit => ({
  id: u.unidad_medida_id,
  nombre: u.abreviatura,
  factor: u.factor,
  codigoBarra: u.codigo_barra,
  precio: u.precioventa,
  codigoSunat: u.codigo_sunat,
  raw: u as unknown as AnyRow,
});

/** The price lists of a unit, as the line's 'Lista' offers them (only those with a price). */
export const PRICE_LISTS = [
  { key: 'precioventa', label: 'Venta' },
  { key: 'precio1', label: 'Precio 1' },
  { key: 'precio2', label: 'Precio 2' },
  { key: 'precio3', label: 'Precio 3' },
  { key: 'preciocredito', label: 'Crédito' },
] as const;

/** The price a new line proposes: the credit price on a credit sale when the unit has one, else the sale price. */
export function salePrice(unit: DocUnit | undefined, header: AnyRow | undefined): string | number | null | undefined {
  if (!unit) return null;
  const credit = Number(header?.tipo_pago_id) === 2 ? unit.raw?.preciocredito : null;
  return (credit as string | null | undefined) || unit.raw?.precioventa || unit.precio;
}

/** The catalog of a sale; the stock hint reads the warehouse in the header's `idalmacen`. */
export const saleCatalog: ProductCatalog = {
  search: async (text) => unwrap(await get<ProductSearchRow[]>('/productospaginado', { limit: 20, filtro: text, solo_bienes: 0 })).map(toSaleProduct),
  byCode: async (code) => {
    const answer = await get<BarcodeMatch>('/gproductobarra', { codigo: code });
    if (answer.status !== 200 || !answer.detalles) return null;
    return { product: toSaleProduct(answer.detalles.producto), unitId: answer.detalles.unidad_medida_id };
  },
  units: async (product) =>
    unwrap(await get<ProductUnitRow[]>('/umproducto', { producto_id: product.id }))
      .filter((u) => u.estado === 1)
      .map(saleUnit),
  stock: async (ids, header) => {
    const rows = unwrap(await get<{ producto_id: number; cantidad: string }[]>(`/gstockalmacen/${header.idalmacen}`, { productos: ids.join(',') }));
    const out: Record<string, string> = {};
    for (const id of ids) out[id] = '0';
    for (const row of rows) out[String(row.producto_id)] = row.cantidad;
    return out;
  },
};
