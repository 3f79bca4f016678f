import { productCatalog } from '@trade/ui';

/** Goods a purchase brings into stock; lines take costs, so no sale price is proposed. */
export const purchaseCatalog = productCatalog({ goodsOnly: true, salePrice: false });
