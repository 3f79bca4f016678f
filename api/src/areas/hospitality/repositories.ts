import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { roomCataloguesRepository } from './catalogues.repository.js';
import { roomsRepository } from './rooms.repository.js';
import { bookingsRepository } from './bookings.repository.js';
import { gridRepository } from './grid.repository.js';
import { guestsRepository } from './guests.repository.js';

/** The hospitality area's door: its room catalogues, rooms, bookings, the booking grid and the guests of a stay. */
function hospitalityRepositories(app: FastifyInstance) {
  const bookings = bookingsRepository(app.db);
  return {
    catalogues: roomCataloguesRepository(app.db),
    rooms: roomsRepository(app.db),
    bookings,
    grid: gridRepository(app.db, bookings),
    guests: guestsRepository(app.db),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    hospitality: ReturnType<typeof hospitalityRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('hospitality', hospitalityRepositories(app));
  },
  { name: 'hospitality-repositories' },
);
