import { describe } from '@jest/globals';
import creditService from './credit-service.cases.js';
import credits from './credits.cases.js';
import lookup from './lookup.cases.js';
import people from './people.cases.js';
import printTemplates from './print-templates.cases.js';
import purchases from './purchases.cases.js';

/**
 * The purchasing-credits folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('credit-service', creditService);
describe('credits', credits);
describe('lookup', lookup);
describe('people', people);
describe('print-templates', printTemplates);
describe('purchases', purchases);
