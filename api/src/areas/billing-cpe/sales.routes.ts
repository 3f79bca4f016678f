import type { FastifyInstance } from 'fastify';
import { priceControl, sales, type SaleDetail } from '@trade/contracts/billing-cpe';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { printRoute, renderTemplate, sendPdf } from '../../print/index.js';
import { salePrints } from './sales-print.js';
import { rulesOf, supervisorOf } from './price-control.js';
import { salesPle } from './sales-ple.js';
import { withSummaryMode } from './boleta-summary.js';
import { pdfventaa4, ticketventa } from './sales.templates.js';

/** Spanish answer of a CPE step, by the state it left the document in. */
const CPE_MESSAGES: Record<string, string> = {
  firmado: 'Comprobante generado y firmado',
  en_cola: 'Comprobante en cola de envío a SUNAT',
  enviando: 'El comprobante se está enviando a SUNAT',
  enviado: 'Comprobante enviado; esperando la respuesta de SUNAT',
  aceptado: 'Comprobante aceptado por SUNAT',
  observado: 'Comprobante aceptado por SUNAT con observaciones',
  rechazado: 'Comprobante rechazado por SUNAT',
  anulado: 'Comprobante anulado ante SUNAT',
  invalido: 'Comprobante descartado; corrija la venta y genérelo otra vez',
  error: 'No se pudo enviar el comprobante; reintente más tarde',
};

/** Sales (/sales, /report_sales, /dispatches): the calls of spec 000 "Sales", prints and mail. */
export default function salesRoutes(app: FastifyInstance): void {
  const service = app.billing.sales;
  const e = sales.endpoints;
  const prints = salePrints(app);
  const actor = (user: { idusuario: number; rol: string; idsucursal: number | null }) => ({
    idusuario: user.idusuario,
    rol: user.rol,
    idsucursal: user.idsucursal,
  });
  const saved = (sale: SaleDetail) =>
    sale.tipo_pago_id === 2
      ? `Venta ${sale.documento} registrada al crédito: ${sale.cuotas.length} ${sale.cuotas.length === 1 ? 'cuota' : 'cuotas'}`
      : `Venta ${sale.documento} registrada correctamente`;

  // Lists and reports filter by user and branch (0 = all, spec 001 section 6) within the caller's data
  // scope (core/scope.ts): their own sales, or their branch's / every branch's with a grant.
  route(
    app,
    e.list,
    async (request) => paged(await service.list(request.query), request.query.pageSize, 'Ventas') as never,
  );
  route(app, e.lines, async (request) => ok(await service.lines(request.params.id), 'Detalle de la venta'));
  route(app, e.get, async (request) => {
    const sale = await service.get(request.params.id);
    return ok({ ...sale, cpe: await withSummaryMode(app.db, sale.serie, sale.cpe) }, 'Venta');
  });
  route(app, e.create, async (request) => {
    // The supervisor's password is checked (and its attempt counted) before, outside the sale's transaction.
    const approver = await supervisorOf(app, request.body.aprobacion, request.ip);
    const idventa = await app.db.transaction((tx) => service.save(request.body, tx, actor(request.user), { approver }));
    // The CPE row committed with the sale: the worker generates, signs and sends it now (spec: saving a sale triggers sending).
    app.cpe.despertar();
    // Read back after the commit: the series lock is not held while the answer is assembled.
    const sale = await service.get(idventa);
    return ok(sale, saved(sale));
  });
  route(app, priceControl.endpoints.rules, async (request) =>
    ok(await rulesOf(app.db, request.user.rol), 'Control de precios'),
  );
  route(app, e.update, async (request) =>
    ok(await app.db.transaction((tx) => service.update(request.body, tx)), 'Venta actualizada correctamente'),
  );
  route(app, e.state, async (request) =>
    ok(
      await app.db.transaction((tx) => service.changeState(request.body, tx, actor(request.user))),
      'Venta anulada: su stock volvió al almacén',
    ),
  );
  route(app, e.report, async (request) => ok(await service.report.report(request.body), 'Reporte de ventas'));
  route(app, e.reportPdf, async (request, reply) => {
    const { formato: _formato, firma: _firma, ...filters } = request.query;
    const report = await service.report.report(filters);
    return sendPdf(
      reply,
      await prints.report(filters, report, filters.idsucursal || request.user.idsucursal),
      `Registro de ventas ${filters.desde} ${filters.hasta}`,
    );
  });

  route(app, e.reportPle, async (request, reply) => {
    const { formato: _formato, firma: _firma, ...filters } = request.query;
    const ruc = await service.report.ruc();
    const { name, text } = salesPle(await service.report.report(filters), ruc, filters.desde);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(text) as never;
  });

  route(
    app,
    e.dispatches,
    async (request) =>
      paged(await service.dispatches(request.query), request.query.pageSize, 'Ventas por despachar') as never,
  );
  route(app, e.dispatch, async (request) => {
    const row = await app.db.transaction((tx) => service.dispatch(request.body, tx, actor(request.user)));
    return ok(
      row,
      ['', 'Despacho devuelto a pendiente', 'Venta despachada', 'Venta entregada'][row.despacho_estado ?? 1]!,
    );
  });

  const cpeAnswer = (state: Awaited<ReturnType<typeof service.cpe.send>>) =>
    ok(state, CPE_MESSAGES[state.estado] ?? `Comprobante ${state.estado}`);
  route(app, e.generate, async (request) => cpeAnswer(await service.cpe.generate(request.body.idventa)));
  route(app, e.sign, async (request) => cpeAnswer(await service.cpe.sign(request.body.idventa)));
  route(app, e.send, async (request) => cpeAnswer(await service.cpe.send(request.body.idventa)));
  route(app, e.revert, async (request) => {
    const state = await service.cpe.revert(request.body.id, request.body.tipo_documento, request.body.motivo ?? null);
    return ok(
      state,
      `Comprobante ${state.nombre.replace(/-R\d+$/, '')} revertido: corrija la venta y genérelo otra vez`,
    );
  });

  route(app, e.mail, async (request) => {
    const sale = await service.get(request.body.idventa);
    const para = request.body.correo?.trim() || sale.cliente_email;
    if (!para) throw new BusinessError(`${sale.cliente} no tiene correo registrado; indique el correo de destino`);
    const data = await prints.sale(sale.idventa);
    const { pdf } = await renderTemplate(pdfventaa4, data!, {});
    const base = sale.cpe ? sale.cpe.nombre : `${sale.serie}-${sale.numero}`;
    const adjuntos = [{ filename: `${base}.pdf`, content: pdf, contentType: 'application/pdf' }];
    if (sale.cpe) {
      adjuntos.push({
        filename: `${base}.xml`,
        content: Buffer.from(await app.cpe.xml(sale.cpe.id)),
        contentType: 'application/xml',
      });
      const cdr = ['aceptado', 'observado'].includes(sale.cpe.estado) ? await app.cpe.cdr(sale.cpe.id) : undefined;
      if (cdr) adjuntos.push({ filename: cdr.nombre, content: cdr.zip, contentType: 'application/zip' });
    }
    const mail = await app.organization.mail.send({
      para,
      asunto: `${sale.comprobante} ${sale.documento} - ${data!.empresa.razonSocial}`,
      texto: [
        `Estimado(a) ${sale.cliente}:`,
        '',
        `Adjuntamos su ${sale.comprobante.toLowerCase()} ${sale.documento} por ${sale.moneda} ${sale.total}.`,
        request.body.mensaje ?? '',
        '',
        'Gracias por su preferencia.',
      ].join('\n'),
      adjuntos,
      origen: 'venta',
      idorigen: sale.idventa,
      idusuario: request.user.idusuario,
    });
    return ok(
      { idcorreo: mail.idcorreo, para: mail.para, estado: mail.estado, detalle: mail.detalle, adjuntos: mail.adjuntos },
      app.organization.mail.sentMessage(mail),
    );
  });

  printRoute(app, e.ticket, { plantilla: ticketventa, registro: 'La venta', cargar: (id) => prints.sale(id) });
  printRoute(app, e.a4, { plantilla: pdfventaa4, registro: 'La venta', cargar: (id) => prints.sale(id) });
}
