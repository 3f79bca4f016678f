import { describe } from '@jest/globals';
import exchangeRate from './exchange-rate.cases.js';
import reference from './reference.cases.js';

/**
 * The reference folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('exchange-rate', exchangeRate);
describe('reference', reference);
