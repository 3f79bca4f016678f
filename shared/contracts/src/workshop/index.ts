export * from './fields.js';
export * from './catalogues.js';
export * from './vehicles.js';
export * from './requirements.js';
export * from './service-orders.js';
export * from './owners.js';
export * from './attention.js';
export * from './intake.js';
