import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { sessionRepository } from './users.repository.js';
import { credentialsCheck } from './credentials.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The login's view of users (password check, failed attempts); `checkCredentials` also checks a
     * supervisor's approval of a sale's prices (billing-cpe price control).
     */
    session: {
      users: ReturnType<typeof sessionRepository>;
      checkCredentials: ReturnType<typeof credentialsCheck>;
    };
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const users = sessionRepository(app.db);
    app.decorate('session', { users, checkCredentials: credentialsCheck(app, users) });
  },
  { name: 'session-repositories' },
);
