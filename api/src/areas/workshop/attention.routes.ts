import type { FastifyInstance } from 'fastify';
import { WORK_ACTIONS, serviceOrderWork } from '@trade/contracts/workshop';
import { route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';

const WORK_SAID = {
  [WORK_ACTIONS.start]: 'Trabajo iniciado',
  [WORK_ACTIONS.pause]: 'Trabajo en pausa',
  [WORK_ACTIONS.finish]: 'Orden de servicio terminada',
} as Record<number, string>;

/** The technician's view, the order's invoice and the customer's approval link (public, no session). */
export function attentionRoutes(app: FastifyInstance) {
  const { attention, orderBilling } = app.workshop;
  const calls = serviceOrderWork.endpoints;
  const tx = app.db.transaction.bind(app.db);

  route(
    app,
    calls.technicianList,
    async (request) =>
      paged(
        await attention.list(request.params.id, request.query),
        request.query.pageSize,
        'Órdenes de servicio del técnico',
      ) as never,
  );
  route(app, calls.me, async (request) => ok(await attention.me(request.user!), 'Técnico de la sesión'));
  route(app, calls.work, async (request) => {
    const { idordenservicio, accion, nota } = request.body;
    const order = await tx((t) => attention.work(idordenservicio, accion, nota, t, request.user!));
    return ok(order, WORK_SAID[accion]!);
  });
  route(app, calls.invoice, async (request) =>
    ok(
      await tx((t) => orderBilling.invoice(request.body, t, request.user!)),
      'Orden de servicio facturada correctamente',
    ),
  );
  route(app, calls.approvalLink, async (request) => {
    const link = await tx((t) => orderBilling.approvalLink(request.body.idordenservicio, t));
    // The public page of the server that made the link (host/src/approval).
    const enlace = `${new URL(`${request.protocol}://${request.host}`).origin}/trade/aprobacion/${link.token}`;
    return ok({ ...link, enlace }, 'Enlace de aprobación creado');
  });
  route(app, calls.publicQuote, async (request) =>
    ok(await orderBilling.publicQuote(request.params.token), 'Cotización de la orden de servicio'),
  );
  route(app, calls.publicAnswer, async (request) => {
    const { token, aprobacion } = request.body;
    const view = await tx((t) => orderBilling.answer(token, aprobacion, request.ip, t));
    return ok(view, aprobacion === 1 ? 'Cotización aprobada. Gracias.' : 'Cotización rechazada.');
  });
}
