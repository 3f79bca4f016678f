export * from './fields.js';
export * from './catalogues.js';
export * from './vehicles.js';
export * from './requirements.js';
