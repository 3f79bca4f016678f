import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { establishmentsRepository } from './establishments.repository.js';
import { complaintsRepository } from './complaints.repository.js';
import { complaintSheets } from './complaints.print.js';

function complaintsRepositories(app: FastifyInstance) {
  return {
    establishments: establishmentsRepository(app.db),
    complaints: complaintsRepository(app.db),
    sheets: complaintSheets(app),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The complaints book: establishments and their staff, holidays, complaint sheets and their print. */
    complaints: ReturnType<typeof complaintsRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('complaints', complaintsRepositories(app));
  },
  { name: 'complaints-repositories' },
);
