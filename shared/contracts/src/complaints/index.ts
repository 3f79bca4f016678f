export * from './owners.js';
export * from './establishments.js';
export * from './complaints.js';
