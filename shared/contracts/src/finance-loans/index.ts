export * from './cash.js';
export * from './petty-cash.js';
export * from './operating-expenses.js';
export * from './loans.js';
export * from './utility.js';
export * from './owners.js';
