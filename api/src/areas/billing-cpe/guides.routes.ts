import type { FastifyInstance } from 'fastify';
import { guides, type GuideDetail } from '@trade/contracts/billing-cpe';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { printRoute, renderTemplate } from '../../print/index.js';
import { guidePrintData } from './guides.print.js';
import { guideFromTransfer } from './guides.transfer.js';
import { guideFromSale } from './guides.sale.js';
import { pdfguiaa4 } from './guides.templates.js';

/**
 * /electronic_guide: guías de remisión remitente. Saving is one transaction (number, guide, goods,
 * CPE queued); the worker is woken after the commit. E-mail is sent after reading the committed guide,
 * never inside a transaction (docs/mail.md).
 */
/** The engine's state as the answer's mensaje says it ('Actualizar estado' shows it). */
const ESTADO_TEXTO: Record<string, string> = {
  firmado: 'firmada, pendiente de envío',
  en_cola: 'en cola de envío a SUNAT',
  enviando: 'enviándose a SUNAT',
  enviado: 'enviada, esperando la respuesta de SUNAT',
  aceptado: 'aceptada por SUNAT',
  observado: 'aceptada por SUNAT con observaciones',
  rechazado: 'rechazada por SUNAT',
  invalido: 'inválida, no se envió',
  error: 'no se pudo enviar; reintente',
};

export default function guidesRoutes(app: FastifyInstance): void {
  const g = () => app.billing.guides;
  const e = guides.endpoints;

  async function detail(id: number): Promise<GuideDetail> {
    const guide = await g().get(id);
    const mails = await app.organization.mail.list({ page: 1, pageSize: 50, origen: 'guia', idorigen: id });
    return { ...guide, correos: mails.rows };
  }
  /** Runs an engine step in a transaction, wakes the worker, answers the guide. */
  async function step(
    idguia: number,
    run: (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => Promise<unknown>,
  ) {
    await app.db.transaction(run);
    app.cpe.despertar();
    return detail(idguia);
  }

  route(
    app,
    e.list,
    async (request) => paged(await g().list(request.query), request.query.pageSize, 'Guías de remisión') as never,
  );
  route(app, e.get, async (request) => {
    const guide = await detail(request.params.id);
    return ok(
      guide,
      guide.cpe
        ? `Guía ${guide.documento}: ${ESTADO_TEXTO[guide.cpe.estado] ?? guide.cpe.estado}`
        : `La guía ${guide.documento} está en corrección`,
    );
  });
  route(app, e.save, async (request) => {
    const id = await app.db.transaction((tx) => g().save(request.body, tx, request.user));
    app.cpe.despertar();
    return ok(
      await detail(id),
      request.body.idguia ? 'Guía corregida y emitida correctamente' : 'Guía registrada correctamente',
    );
  });
  route(app, e.generate, async (request) =>
    ok(await step(request.body.idguia, (tx) => g().generate(request.body.idguia, tx)), 'Guía generada'),
  );
  route(app, e.sign, async (request) =>
    ok(await step(request.body.idguia, (tx) => g().generate(request.body.idguia, tx)), 'Guía firmada'),
  );
  route(app, e.send, async (request) =>
    ok(await step(request.body.idguia, (tx) => g().send(request.body.idguia, tx)), 'Guía enviada a SUNAT'),
  );
  route(app, e.revert, async (request) =>
    ok(
      await step(request.body.idguia, (tx) => g().revert(request.body.idguia, request.body.motivo, tx)),
      'Guía devuelta a corrección: corríjala y guárdela para emitirla de nuevo',
    ),
  );

  route(app, e.mail, async (request) => {
    const guide = await g().get(request.body.idguia);
    if (!guide.cpe?.hash) throw new BusinessError('La guía no tiene documento electrónico firmado para enviar');
    const { pdf, archivo } = await renderTemplate(
      pdfguiaa4,
      await guidePrintData(app.db, app.cpe, app.config.dataDir, guide),
    );
    const name = guide.cpe.nombre;
    const adjuntos = [
      { filename: `${name}.pdf`, content: pdf, contentType: 'application/pdf' },
      {
        filename: `${name}.xml`,
        content: Buffer.from(await app.cpe.xml(guide.cpe.id)),
        contentType: 'application/xml',
      },
    ];
    const cdr = ['aceptado', 'observado'].includes(guide.cpe.estado) ? await app.cpe.cdr(guide.cpe.id) : undefined;
    if (cdr) adjuntos.push({ filename: cdr.nombre, content: cdr.zip, contentType: 'application/zip' });
    const mail = await app.organization.mail.send({
      para: request.body.para,
      asunto: `Guía de remisión electrónica ${guide.documento}`,
      texto: `Adjuntamos la guía de remisión remitente electrónica ${guide.documento} (${archivo}) del ${guide.fecha_emision.split('-').reverse().join('/')}.`,
      adjuntos,
      origen: 'guia',
      idorigen: guide.idguia,
      idusuario: request.user.idusuario,
    });
    return ok(mail, app.organization.mail.sentMessage(mail));
  });

  printRoute(app, e.print, {
    plantilla: pdfguiaa4,
    registro: 'La guía',
    cargar: async (id) => {
      const guide = await g()
        .get(id)
        .catch((error) => (error instanceof BusinessError ? undefined : Promise.reject(error)));
      return guide ? guidePrintData(app.db, app.cpe, app.config.dataDir, guide) : undefined;
    },
  });

  route(app, e.fromTransfer, async (request) =>
    ok(
      await guideFromTransfer(app.db, await app.inventory.transfers.get(request.params.id)),
      'Guía propuesta desde la transferencia',
    ),
  );
  route(app, e.fromSale, async (request) =>
    ok(await guideFromSale(app.db, request.params.id), 'Guía propuesta desde la venta'),
  );
}
