/** @trade/formats: formats and validation shared by the host, the remotes and the API (no DOM or Node APIs). */
export * from './numbers.js';
export * from './dates.js';
export * from './words.js';
export * from './inputs.js';
export * from './search.js';
export * from './files.js';
export * from './permissions.js';
export * from './documents.js';
