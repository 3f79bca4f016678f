import { productUnits, products, type ProductSearchRow, type ProductUnitRow } from '@trade/contracts/inventory';
import { dec, Decimal } from '@trade/money';
import { call, type Envelope } from '@trade/session';
import type { AnyRow } from '../types.js';
import type { DocProduct, DocUnit, ProductCatalog } from './types.js';

/*
 * The products a document's lines offer, from the inventory's calls: words, code or barcode
 * (`products.search`, every word must match), an exact scan (`products.byBarcode`: a unit's barcode
 * adds that unit), the product's active units with their price lists (`productUnits.list`) and the
 * stock of the header's store (`products.warehouseStock`). Every document with lines uses this one catalog.
 */

export interface ProductCatalogOptions {
  /** Goods only (stock documents, purchases, guides) or goods and services too (sales). */
  goodsOnly: boolean;
  /** The header field of the store whose stock each line hints (outputs, transfers, sales). */
  storeField?: string;
  /**
   * 'search' (default): the units the search row carries, for a quick pick; 'asked': none, so the
   * kit asks every active unit with all its price lists when the product is picked (sales).
   */
  units?: 'search' | 'asked';
  /** The unit's sale price proposed as the line's price (default true); false where lines take costs. */
  salePrice?: boolean;
  /** Lines count against stock (default true; a guide only moves goods). */
  stockControl?: boolean;
  /**
   * The hint shows the stock less what open orders reserve (a sale may not take it), but the
   * reservations of the order in this header field (the order a sale invoices).
   */
  lessReserved?: { orderField: string };
}

const unwrap = <T>(answer: Envelope<T[]>): T[] => {
  if (answer.status !== 200) throw new Error(answer.mensaje);
  return answer.detalles ?? [];
};

type UnitFields = Pick<
  ProductUnitRow,
  'unidad_medida_id' | 'abreviatura' | 'factor' | 'codigo_barra' | 'codigo_sunat' | 'precioventa'
>;

export function productCatalog(options: ProductCatalogOptions): ProductCatalog {
  const { goodsOnly, storeField, units = 'search', salePrice = true, stockControl = true, lessReserved } = options;
  const toUnit = (u: UnitFields): DocUnit => ({
    id: u.unidad_medida_id,
    nombre: u.abreviatura,
    factor: u.factor,
    codigoBarra: u.codigo_barra,
    codigoSunat: u.codigo_sunat,
    ...(salePrice ? { precio: u.precioventa } : {}),
    raw: u as unknown as AnyRow,
  });
  const toProduct = (r: ProductSearchRow): DocProduct => ({
    id: r.producto_id,
    nombre: r.denominacion,
    codigo: r.codigo_producto,
    codigoBarra: r.codigo_barra,
    tipoAfectacion: r.tipo_afectacion,
    controlaStock: stockControl && r.control_stock && !r.servicio,
    units: units === 'search' ? r.unidades.map(toUnit) : [],
    raw: r,
  });
  return {
    fromRow: toProduct,
    search: async (text) =>
      unwrap(
        await call(products.endpoints.search, { query: { limit: 20, filtro: text, solo_bienes: goodsOnly ? 1 : 0 } }),
      ).map(toProduct),
    byCode: async (code) => {
      const answer = await call(products.endpoints.byBarcode, { query: { codigo: code } });
      if (answer.status !== 200 || !answer.detalles) return null;
      return { product: toProduct(answer.detalles.producto), unitId: answer.detalles.unidad_medida_id };
    },
    units: async (product) =>
      unwrap(await call(productUnits.endpoints.list, { query: { producto_id: Number(product.id) } }))
        .filter((u) => u.estado === 1)
        .map(toUnit),
    ...(storeField
      ? {
          stock: async (ids: string[], header: AnyRow) => {
            const order = lessReserved ? Number(header[lessReserved.orderField]) || undefined : undefined;
            const rows = unwrap(
              await call(products.endpoints.warehouseStock, {
                params: { id: Number(header[storeField]) },
                query: { productos: ids.join(','), ...(order ? { pedido: order } : {}) },
              }),
            );
            const out: Record<string, string> = {};
            for (const id of ids) out[id] = '0';
            for (const row of rows)
              out[String(row.producto_id)] = lessReserved
                ? Decimal.max(0, dec(row.cantidad).minus(dec(row.comprometido))).toString()
                : row.cantidad;
            return out;
          },
        }
      : {}),
  };
}
