import { describe } from '@jest/globals';
import counter from './counter.cases.js';
import cpeDocuments from './cpe-documents.cases.js';
import creditNotes from './credit-notes.cases.js';
import dashboard from './dashboard.cases.js';
import dashboardSummary from './dashboard-summary.cases.js';
import fiscalCases from './fiscal-cases.cases.js';
import fiscalMatrix from './fiscal-matrix.cases.js';
import guides from './guides.cases.js';
import orders from './orders.cases.js';
import printTemplates from './print-templates.cases.js';
import proformas from './proformas.cases.js';
import sales from './sales.cases.js';
import salesCalls from './sales-calls.cases.js';
import salesCpe from './sales-cpe.cases.js';
import salesList from './sales-list.cases.js';
import salesMore from './sales-more.cases.js';
import salesQueue from './sales-queue.cases.js';

/**
 * The billing-cpe folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('counter', counter);
describe('cpe-documents', cpeDocuments);
describe('credit-notes', creditNotes);
describe('dashboard', dashboard);
describe('dashboard-summary', dashboardSummary);
describe('fiscal-cases', fiscalCases);
describe('fiscal-matrix', fiscalMatrix);
describe('guides', guides);
describe('orders', orders);
describe('print-templates', printTemplates);
describe('proformas', proformas);
describe('sales', sales);
describe('sales-calls', salesCalls);
describe('sales-cpe', salesCpe);
describe('sales-list', salesList);
describe('sales-more', salesMore);
describe('sales-queue', salesQueue);
