/** One database schema, split by business area. */
export * from './organization.js';
export * from './reference.js';
export * from './exchange-rate.js';
export * from './transport.js';
export * from './cpe.js';
export * from './security.js';
export * from './mail.js';
export * from './inventory.js';
export * from './purchasing-credits.js';
export * from './finance-loans.js';
export * from './billing-cpe.js';
export * from './billing-cpe-guides.js';
export * from './billing-cpe-notes.js';
export * from './billing-cpe-proformas.js';
export * from './billing-cpe-orders.js';
export * from './billing-cpe-dashboard.js';
export * from './backup.js';
