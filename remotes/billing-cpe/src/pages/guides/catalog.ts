import type { BarcodeMatch, ProductSearchRow, ProductUnitRow } from '@trade/contracts/inventory';
import { get, type Envelope } from '@trade/session';
import type { DocProduct, DocUnit, ProductCatalog } from '@trade/ui';

/** Goods a guide moves: the fast product search (words, code or barcode), a scanner's exact code and each product's units. */
const toUnit = (u: { unidad_medida_id: number; abreviatura: string; factor: string; codigo_barra?: string | null; codigo_sunat?: string | null }): DocUnit => ({
  id: u.unidad_medida_id,
  nombre: u.abreviatura,
  factor: u.factor,
  codigoBarra: u.codigo_barra,
  codigoSunat: u.codigo_sunat,
});

const toProduct = (r: ProductSearchRow): DocProduct => ({
  id: r.producto_id,
  nombre: r.denominacion,
  codigo: r.codigo_producto,
  codigoBarra: r.codigo_barra,
  controlaStock: false,
  units: r.unidades.map(toUnit),
  raw: r,
});

const rows = <T,>(answer: Envelope<T[]>): T[] => {
  if (answer.status !== 200) throw new Error(answer.mensaje);
  return answer.detalles ?? [];
};

export const goodsCatalog: ProductCatalog = {
  search: async (text) => rows(await get<ProductSearchRow[]>('/productospaginado', { limit: 20, filtro: text, solo_bienes: 1 })).map(toProduct),
  byCode: async (code) => {
    const answer = await get<BarcodeMatch>('/gproductobarra', { codigo: code });
    if (answer.status !== 200 || !answer.detalles) return null;
    return { product: toProduct(answer.detalles.producto), unitId: answer.detalles.unidad_medida_id };
  },
  units: async (product) =>
    rows(await get<ProductUnitRow[]>('/umproducto', { producto_id: product.id }))
      .filter((u) => u.estado === 1)
      .map(toUnit),
};
