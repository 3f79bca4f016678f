import type { BarcodeMatch, ProductSearchRow, ProductUnitRow } from '@trade/contracts/inventory';
import { get, type Envelope } from '@trade/session';
import type { DocProduct, ProductCatalog } from '@trade/ui';

/** A product of the fast search as the document kit's line table needs it. */
export const toDocProduct = (r: ProductSearchRow): DocProduct => ({
  id: r.producto_id,
  nombre: r.denominacion,
  codigo: r.codigo_producto,
  codigoBarra: r.codigo_barra,
  tipoAfectacion: r.tipo_afectacion,
  controlaStock: r.control_stock && !r.servicio,
  units: r.unidades.map((u) => ({ id: u.unidad_medida_id, nombre: u.abreviatura, factor: u.factor, codigoBarra: u.codigo_barra, precio: u.precioventa, codigoSunat: u.codigo_sunat })),
  raw: r,
});

const unwrap = <T>(answer: Envelope<T[]>): T[] => {
  if (answer.status !== 200) throw new Error(answer.mensaje);
  return answer.detalles ?? [];
};

/**
 * Products for stock documents (goods only): words, code or barcode through `productospaginado`,
 * an exact scan through `gproductobarra` (a unit's barcode adds that unit), stock of the header's
 * warehouse (`storeField`) through `gstockalmacen`.
 */
export function stockCatalog(storeField: string): ProductCatalog {
  return {
    search: async (text) => unwrap(await get<ProductSearchRow[]>('/productospaginado', { limit: 20, filtro: text, solo_bienes: 1 })).map(toDocProduct),
    byCode: async (code) => {
      const answer = await get<BarcodeMatch>('/gproductobarra', { codigo: code });
      if (answer.status !== 200 || !answer.detalles) return null;
      return { product: toDocProduct(answer.detalles.producto), unitId: answer.detalles.unidad_medida_id };
    },
    units: async (product) =>
      unwrap(await get<ProductUnitRow[]>('/umproducto', { producto_id: product.id }))
        .filter((u) => u.estado === 1)
        .map((u) => ({ id: u.unidad_medida_id, nombre: u.abreviatura, factor: u.factor, codigoBarra: u.codigo_barra, precio: u.precioventa, codigoSunat: u.codigo_sunat })),
    stock: async (ids, header) => {
      const rows = unwrap(await get<{ producto_id: number; cantidad: string }[]>(`/gstockalmacen/${header[storeField]}`, { productos: ids.join(',') }));
      const out: Record<string, string> = {};
      for (const id of ids) out[id] = '0';
      for (const row of rows) out[String(row.producto_id)] = row.cantidad;
      return out;
    },
  };
}
