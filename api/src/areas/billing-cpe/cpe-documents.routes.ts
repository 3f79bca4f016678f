import type { FastifyInstance } from 'fastify';
import { cpeDocuments } from '@trade/contracts/billing-cpe';
import { route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';
import { sendFile } from '../../print/reply.js';
import { cpeDocumentsService } from './cpe-documents.service.js';

/** /manage_cpe: the engine's documents, their history and the actions on them (docs/manage-cpe.md). */
export default function cpeDocumentsRoutes(app: FastifyInstance): void {
  const { endpoints } = cpeDocuments;
  const service = cpeDocumentsService(app);
  const repo = app.billing.cpeDocuments;

  route(app, endpoints.list, async (request) =>
    paged(await repo.list(request.query, service.hoy()), request.query.pageSize, 'Comprobantes electrónicos'),
  );
  route(app, endpoints.counters, async (request) =>
    ok(await repo.counters(request.query, service.hoy()), 'Comprobantes por estado'),
  );
  route(app, endpoints.detail, async (request) =>
    ok(await repo.detail(request.params.id, service.hoy()), 'Comprobante electrónico'),
  );
  route(app, endpoints.status, async (request) => {
    const answer = await service.consult(request.body.id);
    return ok(answer, `SUNAT: ${answer.codigo} - ${answer.mensaje}`);
  });
  route(app, endpoints.retry, async (request) =>
    ok(await service.retry(request.body.id), 'Comprobante puesto nuevamente en cola de envío'),
  );
  route(app, endpoints.void, async (request) => {
    const answer = await service.voidDocument(request.body.id, request.body.motivo, {
      idusuario: request.user.idusuario,
      rol: request.user.rol,
      idsucursal: request.user.idsucursal,
    });
    const how = answer.baja.tipo_doc === 'RA' ? 'Comunicación de baja' : 'Resumen diario de anulación';
    return ok(answer, `${how} ${answer.baja.serie_numero} enviada a SUNAT`);
  });
  route(app, endpoints.pendingSummaries, async () =>
    ok(await repo.pendingSummaries(service.hoy()), 'Boletas pendientes de informar'),
  );
  route(app, endpoints.summary, async (request) => {
    const resumenes = await service.summary(request.body.fecha);
    return ok(resumenes, `Resumen diario ${resumenes.map((r) => r.serie_numero).join(', ')} enviado a SUNAT`);
  });
  for (const kind of ['xml', 'zip', 'cdr'] as const)
    route(app, endpoints[kind], async (request, reply) => {
      const { content, name, type } = await service.file(request.params.id, kind);
      return sendFile(reply, content, name, type);
    });
}
