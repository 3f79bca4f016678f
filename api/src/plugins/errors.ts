import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { EndedSessionError, ForbiddenError, InvalidTokenError } from '../core/access.js';
import { BusinessError, MissingRecordError, type Envelope } from '../core/envelope.js';
import { spanishValidationMessage, validationDetails } from '../core/validation.js';
import { databaseMessage } from '../core/db-errors.js';

export const UNEXPECTED = 'Ocurrió un error inesperado. Intente nuevamente o comuníquese con soporte.';
/** HTTP 401's mensaje (the client logs out with its own reason, 'Invalid access_token'). */
export const SIGN_IN_AGAIN = 'Sesión no válida o vencida. Inicie sesión nuevamente.';

/** The Spanish mensaje of each HTTP status the framework or a plugin may answer by itself. */
export const STATUS_MESSAGES: Record<number, string> = {
  400: 'La solicitud no es válida',
  401: SIGN_IN_AGAIN,
  403: 'No tiene permiso para acceder a este recurso',
  404: 'No se encontró el recurso solicitado',
  405: 'Método no permitido',
  406: 'No se puede responder en el formato solicitado',
  408: 'La solicitud tardó demasiado; intente nuevamente',
  413: 'El archivo o los datos enviados superan el tamaño permitido',
  414: 'La dirección solicitada es demasiado larga',
  415: 'La solicitud no tiene un formato válido',
  429: 'Demasiadas solicitudes; espere un momento e intente nuevamente',
  431: 'La dirección o los encabezados de la solicitud son demasiado largos',
  500: UNEXPECTED,
  503: 'El servicio no está disponible en este momento; intente nuevamente en unos minutos',
};
const messageFor = (status: number) => STATUS_MESSAGES[status] ?? (status >= 500 ? UNEXPECTED : STATUS_MESSAGES[400]!);

/** Every non-2xx answer: `{ status, mensaje, detalles }` (+ `info`, `type`); `detalles` holds the field errors, else null. */
export const refusal = (status: number, mensaje: string, extra: Partial<Envelope> = {}): Envelope => ({
  status,
  mensaje,
  detalles: extra.detalles ?? null,
  ...(extra.info ? { info: extra.info } : {}),
  ...(extra.type ? { type: extra.type } : {}),
});

/**
 * Errors Fastify answers before any route runs (a URL that cannot be decoded, a path parameter
 * longer than maxParamLength): the `frameworkErrors` option of app.ts sends them here.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 414
      : error.statusCode && error.statusCode < 500
        ? error.statusCode
        : 400;
  const mensaje = error.code === 'FST_ERR_BAD_URL' ? 'La dirección solicitada no es válida' : messageFor(status);
  return reply.status(status).send(refusal(status, mensaje));
}

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers or URL over 16 KB, a
 * request that is not HTTP, a client too slow): the `clientErrorHandler` option of app.ts. Written
 * on the raw socket, still the Spanish envelope.
 */
export function clientError(error: NodeJS.ErrnoException, socket: import('node:net').Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(refusal(status, messageFor(status)));
  if (socket.writable) {
    const reason = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' }[status];
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Every failure becomes the envelope `{ status, mensaje, detalles }` in Spanish: validation and
 * business refusals are 400 (`detalles`: the field errors), session problems 401 (body status 404
 * for an ended session), unexpected errors 500 without internals. Texts of the framework and its
 * plugins (English) never reach the client: their status gets a Spanish mensaje.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = (status: number, mensaje: string, extra: Partial<Envelope> = {}) =>
      reply.status(status).send(refusal(status, mensaje, extra));

    if (error.validation)
      return answer(400, spanishValidationMessage(error.validation), { detalles: validationDetails(error.validation) });
    if (error instanceof BusinessError) {
      if (error.status === 429 && error.extra.info) reply.header('retry-after', error.extra.info);
      return answer(error.status, error.message, error.extra);
    }
    const dbMessage = databaseMessage(error);
    if (dbMessage) return answer(400, dbMessage);
    if (error instanceof EndedSessionError || error instanceof MissingRecordError)
      return reply.status(error.statusCode).send(refusal(error.bodyStatus, error.message));
    if (error instanceof InvalidTokenError) return answer(401, SIGN_IN_AGAIN);
    if (error instanceof ForbiddenError) return answer(403, error.message);
    const status = error.statusCode ?? 500;
    if (status === 413) return answer(413, messageFor(413));
    if (status === 415 || error.code?.startsWith('FST_ERR_CTP'))
      return answer(400, 'La solicitud no tiene un formato válido');
    if (status >= 400 && status < 500) return answer(status, messageFor(status));
    request.log.error({ err: error }, 'unexpected error');
    if (process.env.DEBUG_500) console.error(error);
    return answer(status === 503 ? 503 : 500, messageFor(status === 503 ? 503 : 500));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(refusal(404, `No existe el recurso ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}`)),
  );
});
