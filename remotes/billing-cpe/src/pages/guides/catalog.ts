import { productCatalog } from '@trade/ui';

/** Goods a guide moves: it does not touch stock and carries no prices. */
export const goodsCatalog = productCatalog({ goodsOnly: true, salePrice: false, stockControl: false });
