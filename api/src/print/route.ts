import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParam, notFound } from '../core/envelope.js';
import { PAGE_FORMATS, type PageFormat } from './model.js';
import { renderTemplate, templates, type TemplateData, type TemplateName } from './templates/index.js';
import { sendPdf } from './reply.js';

export interface PrintRouteOptions<N extends TemplateName> {
  /** The template, which is also the call's name: GET /api/<plantilla>/:id. */
  plantilla: N;
  /** What is printed, for the not-found message: 'La encomienda' -> 'La encomienda no existe o fue eliminado'. */
  registro: string;
  tags: string[];
  /** Reads the record and maps it to the template's data; undefined when it does not exist. */
  cargar(id: number, request: FastifyRequest): Promise<TemplateData<N> | undefined>;
}

const PrintQuery = Type.Object({
  formato: Type.Optional(Type.Union(PAGE_FORMATS.map((f) => Type.Literal(f)), { title: 'Formato', description: 'a4, ticket80 o ticket58; por defecto el de la plantilla' })),
  firma: Type.Optional(Type.String({ title: 'Firma', description: 'Enlace firmado de POST /api/enlace-impresion (para abrir el PDF en otra pestaña sin token)' })),
});

/**
 * Registers a print call in an area plugin (so the area's access rule applies): it loads the record,
 * renders the template and answers the PDF. Opened in a new tab through a signed link (?firma=).
 */
export function printRoute<N extends TemplateName>(fastify: FastifyInstance, options: PrintRouteOptions<N>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const template = templates[options.plantilla];
  app.get(
    `/${options.plantilla}/:id`,
    {
      schema: {
        tags: options.tags,
        summary: `${template.descripcion} (PDF)`,
        description: 'Responde application/pdf. Con el token en la cabecera, o con ?firma= de POST /api/enlace-impresion.',
        params: IdParam,
        querystring: PrintQuery,
      },
    },
    async (request, reply) => {
      const data = await options.cargar(request.params.id, request);
      if (!data) throw notFound(options.registro);
      const { pdf, archivo } = await renderTemplate(options.plantilla, data, { formato: request.query.formato as PageFormat | undefined });
      return sendPdf(reply, pdf, archivo);
    },
  );
}
