import { describe } from '@jest/globals';
import cash from './cash.cases.js';
import cashSales from './cash-sales.cases.js';
import creditCashHook from './credit-cash-hook.cases.js';
import loanSchedule from './loan-schedule.cases.js';
import loans from './loans.cases.js';
import operatingExpenses from './operating-expenses.cases.js';
import pettyCash from './petty-cash.cases.js';
import printTemplates from './print-templates.cases.js';
import utility from './utility.cases.js';
import utilityNotes from './utility-notes.cases.js';

/**
 * The finance-loans folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('cash', cash);
describe('cash-sales', cashSales);
describe('credit-cash-hook', creditCashHook);
describe('loan-schedule', loanSchedule);
describe('loans', loans);
describe('operating-expenses', operatingExpenses);
describe('petty-cash', pettyCash);
describe('print-templates', printTemplates);
describe('utility', utility);
describe('utility-notes', utilityNotes);
