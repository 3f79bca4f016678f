/** The contract kit: field builders, answers, the list convention, endpoints and the CRUD table. */
export * from './fields.js';
export * from './answers.js';
export * from './list.js';
export * from './endpoint.js';
export * from './crud.js';
export * from './client.js';
export * from './states.js';
export * from './scope.js';
export type { Static, TSchema, TObject } from 'typebox';
