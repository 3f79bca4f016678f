import { productCatalog, type ProductCatalog } from '@trade/ui';

/** Goods for stock documents, with the stock of the header's warehouse (`storeField`) on each line. */
export const stockCatalog = (storeField: string): ProductCatalog => productCatalog({ goodsOnly: true, storeField });
