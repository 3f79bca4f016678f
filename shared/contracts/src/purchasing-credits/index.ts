/** Purchasing and credits: clients and providers, DNI/RUC lookup, client and provider credits. */
export * from './people.js';
export * from './lookup.js';
export * from './credits.js';
export * from './purchases.js';
export * from './owners.js';
