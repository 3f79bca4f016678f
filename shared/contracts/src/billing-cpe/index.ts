// Billing and electronic documents: one file per entity (sales, CPE management, credit notes, guides).
export * from './sales.js';
export * from './cpe-states.js';
export * from './cpe-documents.js';
export * from './guides.js';
export * from './credit-notes.js';
export * from './proformas.js';
export * from './orders.js';
export * from './dashboard.js';
export * from './document-columns.js';
export * from './owners.js';
export * from './counter.js';
export * from './price-control.js';
