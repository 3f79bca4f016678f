import { describe } from '@jest/globals';
import bookings from './bookings.cases.js';
import exports from './exports.cases.js';
import packages from './packages.cases.js';
import reports from './reports.cases.js';
import rooms from './rooms.cases.js';
import stays from './stays.cases.js';

/**
 * The hospitality folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('bookings', bookings);
describe('exports', exports);
describe('packages', packages);
describe('reports', reports);
describe('rooms', rooms);
describe('stays', stays);
