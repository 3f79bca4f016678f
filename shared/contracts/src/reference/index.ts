/** Reference data every area reads: lists seeded by migration and the daily exchange rate. */
export * from './lists.js';
export * from './exchange-rate.js';
export * from './terms.js';
