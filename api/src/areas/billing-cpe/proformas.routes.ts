import type { FastifyInstance } from 'fastify';
import { proformas } from '@trade/contracts/billing-cpe';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { printRoute, renderTemplate } from '../../print/index.js';
import { proformaPrints } from './proformas-print.js';
import { pproforma, pproformaa4 } from './proformas.templates.js';

/** Proformas (/proformas): the calls of spec 001 "Proformas", prints and mail. Each write is one transaction. */
export default function proformasRoutes(app: FastifyInstance): void {
  const repo = app.billing.proformas;
  const e = proformas.endpoints;
  const prints = proformaPrints(app);
  const actor = (user: { idusuario: number; rol: string; idsucursal: number | null }) => ({
    idusuario: user.idusuario,
    rol: user.rol,
    idsucursal: user.idsucursal,
  });

  route(
    app,
    e.list,
    async (request) => paged(await repo.list(request.query), request.query.pageSize, 'Proformas') as never,
  );
  route(app, e.get, async (request) => ok(await repo.get(request.params.id), 'Proforma'));
  route(app, e.create, async (request) => {
    const saved = await app.db.transaction((tx) => repo.create(request.body, tx, actor(request.user)));
    return ok(saved, `Proforma ${saved.documento} registrada correctamente`);
  });
  route(app, e.update, async (request) => {
    const saved = await app.db.transaction((tx) => repo.update(request.body, tx));
    return ok(saved, `Proforma ${saved.documento} actualizada correctamente`);
  });
  route(app, e.remove, async (request) => {
    const documento = await app.db.transaction((tx) => repo.remove(request.body.idproforma, tx));
    return ok(null, `Proforma ${documento} eliminada correctamente`);
  });

  route(app, e.mail, async (request) => {
    const p = await repo.get(request.body.idproforma);
    const para = request.body.correo?.trim() || p.cliente_email;
    if (!para) throw new BusinessError(`${p.cliente} no tiene correo registrado; indique el correo de destino`);
    const data = await prints.proforma(p.idproforma);
    const { pdf } = await renderTemplate(pproformaa4, data!, {});
    const symbol = p.moneda === 'USD' ? 'US$' : 'S/';
    const mail = await app.organization.mail.send({
      para,
      asunto: `Proforma ${p.documento} - ${data!.empresa.razonSocial}`,
      texto: [
        `Estimado(a) ${p.cliente}:`,
        '',
        `Adjuntamos nuestra proforma ${p.documento} por ${symbol} ${p.total}, válida hasta el ${p.fecha_validez.split('-').reverse().join('/')}.`,
        request.body.mensaje ?? '',
        '',
        'Quedamos atentos a su confirmación.',
      ].join('\n'),
      adjuntos: [{ filename: `Proforma ${p.documento}.pdf`, content: pdf, contentType: 'application/pdf' }],
      origen: 'proforma',
      idorigen: p.idproforma,
      idusuario: request.user.idusuario,
    });
    return ok(
      { idcorreo: mail.idcorreo, para: mail.para, estado: mail.estado, detalle: mail.detalle, adjuntos: mail.adjuntos },
      app.organization.mail.sentMessage(mail),
    );
  });

  printRoute(app, e.ticket, { plantilla: pproforma, registro: 'La proforma', cargar: (id) => prints.proforma(id) });
  printRoute(app, e.a4, { plantilla: pproformaa4, registro: 'La proforma', cargar: (id) => prints.proforma(id) });
}
