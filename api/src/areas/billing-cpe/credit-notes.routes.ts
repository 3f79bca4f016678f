import type { FastifyInstance } from 'fastify';
import { creditNotes, motivosOf, type NoteDetail } from '@trade/contracts/billing-cpe';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { printRoute, renderTemplate } from '../../print/index.js';
import { notePrintData } from './credit-notes.print.js';
import { CASH_ORIGIN } from './credit-notes.effects.js';
import { withSummaryMode } from './boleta-summary.js';
import { pdfnotacredito } from './sales.templates.js';

/** Spanish answer of an engine step, by the state it left the note's document in. */
const CPE_MESSAGES: Record<string, string> = {
  firmado: 'Nota generada y firmada',
  en_cola: 'Nota en cola de envío a SUNAT',
  enviando: 'La nota se está enviando a SUNAT',
  enviado: 'Nota enviada; esperando la respuesta de SUNAT',
  aceptado: 'Nota aceptada por SUNAT',
  observado: 'Nota aceptada por SUNAT con observaciones',
  rechazado: 'Nota rechazada por SUNAT',
  anulado: 'Nota anulada ante SUNAT',
  invalido: 'Nota descartada; reviértala y emita una nueva',
  error: 'No se pudo enviar la nota; reintente más tarde',
};

/**
 * /credit_note: credit (07) and debit (08) notes. Saving is one transaction (number, lines, stock,
 * receivable or cash, CPE queued); the worker is woken after the commit (spec: saving a note sends it).
 * E-mail is sent after reading the committed note, never inside a transaction (docs/mail.md).
 */
export default function creditNotesRoutes(app: FastifyInstance): void {
  const notes = () => app.billing.creditNotes;
  const e = creditNotes.endpoints;
  const actor = (user: { idusuario: number; rol: string; idsucursal: number | null }) => ({
    idusuario: user.idusuario,
    rol: user.rol,
    idsucursal: user.idsucursal,
  });

  async function detail(id: number): Promise<NoteDetail> {
    const note = await notes().get(id);
    const mails = await app.organization.mail.list({ page: 1, pageSize: 50, origen: CASH_ORIGIN, idorigen: id });
    return { ...note, cpe: await withSummaryMode(app.db, note.serie, note.cpe), correos: mails.rows };
  }
  /** Runs an engine step in a transaction, wakes the worker, answers the note with the state's message. */
  async function step(
    idnota: number,
    run: (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => Promise<unknown>,
  ) {
    await app.db.transaction(run);
    app.cpe.despertar();
    const note = await detail(idnota);
    return ok(note, CPE_MESSAGES[note.cpe?.estado ?? ''] ?? 'Nota');
  }

  route(app, e.reasons, async (request) =>
    ok(
      [...motivosOf(request.query.tipo ?? '07')],
      request.query.tipo === '08' ? 'Tipos de nota de débito (catálogo 10)' : 'Tipos de nota de crédito (catálogo 09)',
    ),
  );
  route(
    app,
    e.list,
    async (request) =>
      paged(await notes().list(request.query), request.query.pageSize, 'Notas de crédito y débito') as never,
  );
  route(app, e.get, async (request) => ok(await detail(request.params.id), 'Nota'));
  route(app, e.sale, async (request) => ok(await notes().sale(request.params.id), 'Venta'));
  route(app, e.create, async (request) => {
    const id = await app.db.transaction((tx) => notes().create(request.body, tx, actor(request.user)));
    // The CPE row committed with the note: the worker sends it now (spec: saving a note auto-sends it).
    app.cpe.despertar();
    const note = await detail(id);
    return ok(note, note.tipo === '08' ? `Nota de débito ${note.documento} guardada` : 'Nota de crédito guardada');
  });
  route(app, e.generate, async (request) =>
    step(request.body.idnota, (tx) => notes().generate(request.body.idnota, tx)),
  );
  route(app, e.sign, async (request) => step(request.body.idnota, (tx) => notes().generate(request.body.idnota, tx)));
  route(app, e.send, async (request) => step(request.body.idnota, (tx) => notes().send(request.body.idnota, tx)));

  route(app, e.mail, async (request) => {
    const note = await notes().get(request.body.idnota);
    const para = request.body.correo?.trim() || note.cliente_email;
    if (!para) throw new BusinessError(`${note.cliente} no tiene correo registrado; indique el correo de destino`);
    const data = await notePrintData(app.db, app.config.dataDir, note);
    if (!data) throw new BusinessError('Registre la empresa antes de enviar la nota');
    const { pdf } = await renderTemplate(pdfnotacredito, data, {});
    const base = note.cpe ? note.cpe.nombre : note.documento;
    const adjuntos = [{ filename: `${base}.pdf`, content: pdf, contentType: 'application/pdf' }];
    if (note.cpe) {
      adjuntos.push({
        filename: `${base}.xml`,
        content: Buffer.from(await app.cpe.xml(note.cpe.id)),
        contentType: 'application/xml',
      });
      const cdr = ['aceptado', 'observado'].includes(note.cpe.estado) ? await app.cpe.cdr(note.cpe.id) : undefined;
      if (cdr) adjuntos.push({ filename: cdr.nombre, content: cdr.zip, contentType: 'application/zip' });
    }
    const mail = await app.organization.mail.send({
      para,
      asunto: `${note.tipo_nombre} ${note.documento} - ${data.empresa.razonSocial}`,
      texto: [
        `Estimado(a) ${note.cliente}:`,
        '',
        `Adjuntamos la ${note.tipo_nombre.toLowerCase()} electrónica ${note.documento} por ${note.moneda} ${note.total}, que modifica el comprobante ${note.venta_documento}.`,
        request.body.mensaje ?? '',
      ].join('\n'),
      adjuntos,
      origen: CASH_ORIGIN,
      idorigen: note.idnota,
      idusuario: request.user.idusuario,
    });
    return ok(mail, app.organization.mail.sentMessage(mail));
  });

  printRoute(app, e.print, {
    plantilla: pdfnotacredito,
    registro: 'La nota',
    cargar: async (id) => {
      const note = await notes()
        .get(id)
        .catch((error) => (error instanceof BusinessError ? undefined : Promise.reject(error)));
      return note ? notePrintData(app.db, app.config.dataDir, note) : undefined;
    },
  });
}
