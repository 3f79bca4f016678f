import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sessionRepository } from './users.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The login's view of users (password check, failed attempts). */
    session: { users: ReturnType<typeof sessionRepository> };
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('session', { users: sessionRepository(app.db) });
  },
  { name: 'session-repositories' },
);
