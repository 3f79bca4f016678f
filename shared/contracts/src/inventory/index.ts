/** Inventory: catalogues, products with units, prices and serials, warehouses, stock documents and the kardex. */
export * from './fields.js';
export * from './catalogues.js';
export * from './products.js';
export * from './units.js';
export * from './warehouses.js';
export * from './movements.js';
export * from './serials.js';
export * from './kardex.js';
export * from './owners.js';
