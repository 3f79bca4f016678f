import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { trackingRepository } from './tracking.repository.js';

function transportRepositories(app: FastifyInstance) {
  return { tracking: trackingRepository(app.db) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The transport area's repositories, created once per app. */
    transport: ReturnType<typeof transportRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('transport', transportRepositories(app));
  },
  { name: 'transport-repositories' },
);
