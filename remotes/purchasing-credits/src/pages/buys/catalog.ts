import type { BarcodeMatch, ProductSearchRow } from '@trade/contracts/inventory';
import { get, type Envelope } from '@trade/session';
import type { DocProduct, ProductCatalog } from '@trade/ui';

/** A product of the inventory's fast search as a purchase line needs it (serial control kept in raw). */
const toDocProduct = (r: ProductSearchRow): DocProduct => ({
  id: r.producto_id,
  nombre: r.denominacion,
  codigo: r.codigo_producto,
  codigoBarra: r.codigo_barra,
  tipoAfectacion: r.tipo_afectacion,
  controlaStock: r.control_stock && !r.servicio,
  units: r.unidades.map((u) => ({ id: u.unidad_medida_id, nombre: u.abreviatura, factor: u.factor, codigoBarra: u.codigo_barra, codigoSunat: u.codigo_sunat })),
  raw: r,
});

const unwrap = <T>(answer: Envelope<T[]>): T[] => {
  if (answer.status !== 200) throw new Error(answer.mensaje);
  return answer.detalles ?? [];
};

/** Goods a purchase brings into stock: words, code or barcode (`productospaginado`), exact scans (`gproductobarra`). */
export const purchaseCatalog: ProductCatalog = {
  search: async (text) => unwrap(await get<ProductSearchRow[]>('/productospaginado', { limit: 20, filtro: text, solo_bienes: 1 })).map(toDocProduct),
  byCode: async (code) => {
    const answer = await get<BarcodeMatch>('/gproductobarra', { codigo: code });
    if (answer.status !== 200 || !answer.detalles) return null;
    return { product: toDocProduct(answer.detalles.producto), unitId: answer.detalles.unidad_medida_id };
  },
};
