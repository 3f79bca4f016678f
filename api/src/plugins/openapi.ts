import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';

/** The OpenAPI document, generated from the route schemas: GET /api/openapi.json. */
export default fp(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trade API',
        version: '1.0.0',
        description: 'API del back office Trade. Toda respuesta JSON es { status, mensaje, detalles }.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  // Public and hidden from itself; the only /api route not registered from a contract.
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
