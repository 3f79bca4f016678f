import { describe } from '@jest/globals';
import issueCases from './issue-cases.cases.js';
import queue from './queue.cases.js';
import rules from './rules.cases.js';
import settings from './settings.cases.js';
import simulator from './simulator.cases.js';
import tax from './tax.cases.js';
import ublArbol from './ubl-arbol.cases.js';

/**
 * The cpe folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('issue-cases', issueCases);
describe('queue', queue);
describe('rules', rules);
describe('settings', settings);
describe('simulator', simulator);
describe('tax', tax);
describe('ubl-arbol', ublArbol);
