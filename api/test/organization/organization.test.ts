import { describe } from '@jest/globals';
import bankAccounts from './bank-accounts.cases.js';
import companySettings from './company-settings.cases.js';
import employees from './employees.cases.js';
import establishment from './establishment.cases.js';
import mail from './mail.cases.js';
import series from './series.cases.js';
import userSeries from './user-series.cases.js';
import users from './users.cases.js';
import vouchers from './vouchers.cases.js';

/**
 * The organization folder's API cases in one test file: one module graph loaded once for all of them
 * (docs/testing.md, "One test file per area"); each part keeps its own app and database.
 */
describe('bank-accounts', bankAccounts);
describe('company-settings', companySettings);
describe('employees', employees);
describe('establishment', establishment);
describe('mail', mail);
describe('series', series);
describe('user-series', userSeries);
describe('users', users);
describe('vouchers', vouchers);
