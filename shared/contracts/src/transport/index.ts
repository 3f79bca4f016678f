export * from './owners.js';
export * from './fields.js';
export * from './tracking.js';
export * from './drivers.js';
export * from './shifts.js';
export * from './exits.js';
export * from './parcels.js';
