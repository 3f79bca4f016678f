import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { httpExchangeRateProvider } from './exchange-rate.provider.js';
import { exchangeRateRepository } from './exchange-rate.repository.js';
import { referenceRepository } from './reference.repository.js';

function referenceRepositories(app: FastifyInstance) {
  const { exchangeRateUrl, exchangeRateToken, exchangeRateTimeoutMs } = app.config;
  const provider = exchangeRateUrl
    ? httpExchangeRateProvider({ url: exchangeRateUrl, token: exchangeRateToken, timeoutMs: exchangeRateTimeoutMs })
    : undefined;
  return {
    lists: referenceRepository(app.db),
    exchangeRate: exchangeRateRepository(app.db, provider, (message) => app.log.warn(message)),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Reference data (lists seeded by migration, the daily exchange rate), created once per app. */
    reference: ReturnType<typeof referenceRepositories>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('reference', referenceRepositories(app));
  },
  { name: 'reference-repositories' },
);
