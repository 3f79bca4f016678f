import { describe } from '@jest/globals';
import complaints from './complaints.cases.js';
import printTemplates from './print-templates.cases.js';

/**
 * The complaints folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('complaints', complaints);
describe('print-templates', printTemplates);
