import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@trade/contracts/kit';
import { notFound } from '../core/envelope.js';
import { route } from '../core/routes.js';
import type { PageFormat } from './model.js';
import { renderTemplate } from './render.js';
import type { Template } from './template.js';
import { sendPdf } from './reply.js';

export interface PrintRouteOptions<T> {
  /** The area's template (its name is also the call's: GET /api/<nombre>/:id). */
  plantilla: Template<T>;
  /** What is printed, for the not-found message: 'La encomienda' -> 'La encomienda no existe o fue eliminada'. */
  registro: string;
  /** Reads the record and maps it to the template's data; undefined when it does not exist. */
  cargar(id: number, request: FastifyRequest): Promise<T | undefined>;
}

/**
 * Registers a print call, and with it the area's template, from its contract endpoint
 * (`GET /<nombre>/:id`, `?formato`, `?firma`, the menus that grant it): it loads the record, renders
 * the template and answers the PDF. Opened in a new tab through a signed link (?firma=).
 */
export function printRoute<T>(app: FastifyInstance, endpoint: Endpoint, options: PrintRouteOptions<T>): void {
  const { nombre } = options.plantilla;
  if (endpoint.path !== `/${nombre}/:id`) throw new Error(`La impresión ${nombre} debe registrarse en /${nombre}/:id`);
  route(app, endpoint, async (request, reply) => {
    const id = (request.params as { id: number }).id;
    const data = await options.cargar(id, request);
    if (!data) throw notFound(options.registro);
    const formato = (request.query as { formato?: PageFormat } | undefined)?.formato;
    const { pdf, archivo } = await renderTemplate(options.plantilla, data, { formato });
    return sendPdf(reply, pdf, archivo);
  });
}
