import { describe } from '@jest/globals';
import intake from './intake.cases.js';
import printTemplates from './print-templates.cases.js';
import reports from './reports.cases.js';
import requirements from './requirements.cases.js';
import serviceOrders from './service-orders.cases.js';
import vehicles from './vehicles.cases.js';

/**
 * The workshop folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('intake', intake);
describe('print-templates', printTemplates);
describe('reports', reports);
describe('requirements', requirements);
describe('service-orders', serviceOrders);
describe('vehicles', vehicles);
