import { describe } from '@jest/globals';
import carrierGuides from './carrier-guides.cases.js';
import parcelPrint from './parcel-print.cases.js';
import printTemplates from './print-templates.cases.js';
import transport from './transport.cases.js';

/**
 * The transport folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('carrier-guides', carrierGuides);
describe('parcel-print', parcelPrint);
describe('print-templates', printTemplates);
describe('transport', transport);
