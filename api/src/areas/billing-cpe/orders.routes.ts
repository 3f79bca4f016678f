import type { FastifyInstance } from 'fastify';
import { orders } from '@trade/contracts/billing-cpe';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { printRoute, renderTemplate } from '../../print/index.js';
import { orderPrints } from './orders.print.js';
import { ppedido } from './orders.templates.js';

/** Orders (/orders): the calls of spec 000 "Orders", the print and the mail. Every write is one transaction. */
export default function ordersRoutes(app: FastifyInstance): void {
  const service = app.billing.orders;
  const e = orders.endpoints;
  const prints = orderPrints(app);
  const actor = (user: { idusuario: number; rol: string; idsucursal: number | null }) => ({
    idusuario: user.idusuario,
    rol: user.rol,
    idsucursal: user.idsucursal,
  });

  route(
    app,
    e.list,
    async (request) =>
      paged(await service.list(request.params.id, request.query), request.query.pageSize, 'Pedidos') as never,
  );
  route(app, e.get, async (request) => ok(await service.get(request.params.id), 'Pedido'));
  route(app, e.lines, async (request) => {
    await service.get(request.params.id);
    return ok(await service.lines(request.params.id), 'Detalle del pedido');
  });
  route(app, e.save, async (request) => {
    const order = await app.db.transaction((tx) => service.save(request.body, tx, actor(request.user)));
    return ok(
      order,
      request.body.pedido.idpedido
        ? `Pedido ${order.documento} actualizado correctamente`
        : `Pedido ${order.documento} registrado correctamente`,
    );
  });
  route(app, e.fromProforma, async (request) => {
    const order = await app.db.transaction((tx) =>
      service.fromProforma(request.body.idproforma, tx, actor(request.user)),
    );
    return ok(order, `Pedido ${order.documento} registrado desde la proforma`);
  });
  route(app, e.addLine, async (request) =>
    ok(
      await app.db.transaction((tx) => service.addLine(request.body, tx, actor(request.user))),
      'Producto agregado al pedido',
    ),
  );
  route(app, e.removeLine, async (request) =>
    ok(await app.db.transaction((tx) => service.removeLine(request.body, tx)), 'Producto quitado del pedido'),
  );
  route(app, e.annul, async (request) => {
    const order = await app.db.transaction((tx) => service.annul(request.body, tx, actor(request.user)));
    return ok(order, `Pedido ${order.documento} anulado: su stock reservado quedó libre`);
  });

  route(app, e.mail, async (request) => {
    const order = await service.get(request.body.idpedido);
    const para = request.body.correo?.trim() || order.cliente_email;
    if (!para) throw new BusinessError(`${order.cliente} no tiene correo registrado; indique el correo de destino`);
    const data = await prints.order(order.idpedido);
    const { pdf } = await renderTemplate(ppedido, data!, {});
    const mail = await app.organization.mail.send({
      para,
      asunto: `Pedido ${order.documento} - ${data!.empresa.razonSocial}`,
      texto: [
        `Estimado(a) ${order.cliente}:`,
        '',
        `Adjuntamos su pedido ${order.documento} por ${order.moneda} ${order.total}.`,
        request.body.mensaje ?? '',
        '',
        'Gracias por su preferencia.',
      ].join('\n'),
      adjuntos: [{ filename: `${order.documento}.pdf`, content: pdf, contentType: 'application/pdf' }],
      origen: 'pedido',
      idorigen: order.idpedido,
      idusuario: request.user.idusuario,
    });
    return ok(
      { idcorreo: mail.idcorreo, para: mail.para, estado: mail.estado, detalle: mail.detalle, adjuntos: mail.adjuntos },
      app.organization.mail.sentMessage(mail),
    );
  });

  printRoute(app, e.print, { plantilla: ppedido, registro: 'El pedido', cargar: (id) => prints.order(id) });
}
