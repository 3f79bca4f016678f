import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { roomCataloguesRepository } from './catalogues.repository.js';
import { roomsRepository } from './rooms.repository.js';
import { bookingsRepository } from './bookings.repository.js';

/** The hospitality area's door: its room catalogues, rooms and bookings. */
function hospitalityRepositories(app: FastifyInstance) {
  return {
    catalogues: roomCataloguesRepository(app.db),
    rooms: roomsRepository(app.db),
    bookings: bookingsRepository(app.db),
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
