import { describe } from '@jest/globals';
import catalogues from './catalogues.cases.js';
import documents from './documents.cases.js';
import printTemplates from './print-templates.cases.js';
import products from './products.cases.js';
import serials from './serials.cases.js';
import warehouses from './warehouses.cases.js';

/**
 * The inventory folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('catalogues', catalogues);
describe('documents', documents);
describe('print-templates', printTemplates);
describe('products', products);
describe('serials', serials);
describe('warehouses', warehouses);
