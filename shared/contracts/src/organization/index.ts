/** Organization: users, menus and access, series, vouchers, the company and its branches, employees, SUNAT settings. */
export * from './employees.js';
export * from './users.js';
export * from './user-series.js';
export * from './series.js';
export * from './vouchers.js';
export * from './establishment.js';
export * from './bank-accounts.js';
export * from './menus.js';
export * from './company-settings.js';
export * from './mail.js';
export * from './access.js';
export * from './audit.js';
export * from './backups.js';
