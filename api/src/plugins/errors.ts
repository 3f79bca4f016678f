import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { EndedSessionError } from '../core/access.js';
import { BusinessError, type Envelope } from '../core/envelope.js';
import { spanishValidationMessage } from '../core/validation.js';
import { databaseMessage } from '../core/db-errors.js';

const UNEXPECTED = 'Ocurrió un error inesperado. Intente nuevamente o comuníquese con soporte.';

/**
 * Every failure becomes an envelope `{ status, mensaje }` in Spanish: validation and business
 * refusals are 400, session problems 401/404, unexpected errors 500 without internals.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, mensaje: string, extra: Partial<Envelope> = {}) =>
      reply.status(status).send({ status, mensaje, ...extra } satisfies Envelope);

    if (error.validation) return answer(400, spanishValidationMessage(error.validation));
    if (error instanceof BusinessError) return answer(error.status, error.message, error.extra);
    const dbMessage = databaseMessage(error);
    if (dbMessage) return answer(400, dbMessage);
    const status = error.statusCode ?? 500;
    if (error instanceof EndedSessionError) return reply.status(status).send({ status: error.bodyStatus, mensaje: error.message } satisfies Envelope);
    if (status === 401 || status === 403 || status === 404) return answer(status, error.message);
    if (status === 413) return answer(413, 'El archivo o los datos enviados superan el tamaño permitido');
    if (status === 415 || error.code?.startsWith('FST_ERR_CTP')) return answer(400, 'La solicitud no tiene un formato válido');
    if (status === 429) return answer(429, error.message);
    if (status >= 400 && status < 500) return answer(status, 'La solicitud no es válida');
    request.log.error({ err: error }, 'unexpected error');
    if (process.env.DEBUG_500) console.error(error);
    return answer(500, UNEXPECTED);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ status: 404, mensaje: `No existe el recurso ${request.method} ${request.url.split('?')[0]}` }),
  );
});
