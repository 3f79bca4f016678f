export * from './catalogues.js';
export * from './owners.js';
export * from './rooms.js';
export * from './bookings.js';
export * from './guests.js';
export * from './stays.js';
export * from './packages.js';
