// Billing and electronic documents: one file per entity (sales, CPE management, credit notes, guides).
export * from './guides.js';
