/** The document kit: documents with lines (entries, outputs, transfers, sales, purchases, ...). See docs/document-kit.md. */
import type { Endpoint } from '@trade/contracts/client';
import type { ListRow } from '../resource.js';
import type { AnyRow } from '../types.js';
import type { DocumentSpec } from './types.js';

export * from './types.js';
export { DocumentScreen } from './DocumentScreen.js';
export { DocumentEditor, SAVE_LABEL } from './DocumentEditor.js';
export { DocumentView, ANNULLED_LABEL } from './DocumentView.js';
export { DocumentActions, EMAIL_TITLE, ACTION_ERROR } from './DocumentActions.js';
export { DocumentTotals } from './DocumentTotals.js';
export { SentMails, type SentMail } from './SentMails.js';
export { LineTable, type LineTableProps } from './LineTable.js';
export {
  ProductSearch,
  PRODUCT_SEARCH_LABEL,
  PRODUCT_SEARCH_ERROR,
  PRODUCT_NOT_FOUND,
  type ProductSearchHandle,
} from './ProductSearch.js';
export {
  addProduct,
  updateLine,
  changeUnit,
  removeLine,
  newLine,
  defaultUnit,
  unitOf,
  baseQuantity,
  matchCode,
  stockHints,
  lineInput,
  documentTable,
  specTableOptions,
  boundPricing,
  linesProblem,
  lineKey,
  QUANTITY_DECIMALS,
  type TableOptions,
} from './lines.js';
export {
  readDocumentRoute,
  documentSearch,
  documentTitle,
  newDocumentLabel,
  DOCUMENT_PARAM,
  MODE_PARAM,
  NEW_VALUE,
  EDIT_VALUE,
  type DocumentRoute,
} from './navigation.js';

/**
 * Declares a document screen (the spec is plain data), typed by its list endpoint's rows (columns,
 * filters, row actions) and its load endpoint's answer (`fromRecord`). A list that is a function
 * names its row type: `defineDocument<SaleRow>(...)`.
 */
export function defineDocument<E extends Endpoint, L extends Endpoint = Endpoint>(
  spec: DocumentSpec<ListRow<E>, L> & { list: { api: { list: E } } },
): DocumentSpec<ListRow<E>, L>;
export function defineDocument<R extends AnyRow, L extends Endpoint = Endpoint>(
  spec: DocumentSpec<R, L>,
): DocumentSpec<R, L>;
export function defineDocument(spec: DocumentSpec<AnyRow, Endpoint>) {
  return spec;
}
export { productCatalog, type ProductCatalogOptions } from './productCatalog.js';
export { serialColumn, serialsOf, controlsSerials, serialsProblem } from './serials.js';
export { deleteRemovesLine, type CellKey } from './keys.js';
export {
  plainAmount,
  blankToNull,
  savedLine,
  printDocument,
  mailAction,
  ExchangeRateInput,
  CURRENCY_OPTIONS,
  currencyFields,
  type SavedLineRow,
} from './common.js';
