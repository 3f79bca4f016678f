import type { FastifyInstance } from 'fastify';
import { COMPLAINT_STATES, complaintEstablishments, complaints, holidays } from '@trade/contracts/complaints';
import { route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';
import { printRoute } from '../../print/index.js';
import { pdfreclamaciona4 } from './complaints.templates.js';
import { consumerMails, mailNote } from './complaints.mail.js';
import publicComplaintRoutes from './public.routes.js';

/** The complaints book: establishments and their staff, holidays, the complaints and their answers, the public form. */
export default async function complaintsRoutes(app: FastifyInstance) {
  const { establishments, complaints: sheets } = app.complaints;
  const mails = consumerMails(app, () => app.organization.mail);
  const e = complaintEstablishments.endpoints;
  const h = holidays.endpoints;
  const c = complaints.endpoints;

  route(app, e.list, async (request) =>
    paged(await establishments.list(request.query), request.query.pageSize, 'Establecimientos'),
  );
  route(app, e.save, async (request) => {
    const row = await app.db.transaction((tx) => establishments.save(request.body, tx));
    return ok(row, `Establecimiento ${request.body.idestablecimiento ? 'actualizado' : 'registrado'} correctamente`);
  });
  route(app, e.remove, async (request) => {
    await app.db.transaction((tx) => establishments.remove(request.body.idestablecimiento, tx));
    return ok(null, 'Establecimiento eliminado correctamente');
  });
  route(app, e.users, async (request) =>
    ok(await establishments.users(request.query.idestablecimiento ?? 0), 'Usuarios del establecimiento'),
  );
  route(app, e.candidates, async () => ok(await establishments.candidates(), 'Usuarios'));
  route(app, e.addUser, async (request) => {
    const { idestablecimiento, idusuario } = request.body;
    const row = await app.db.transaction((tx) => establishments.addUser(idestablecimiento, idusuario, tx));
    return ok(row, 'Usuario asignado al establecimiento');
  });
  route(app, e.removeUser, async (request) => {
    const { idestablecimiento, idusuario } = request.body;
    await app.db.transaction((tx) => establishments.removeUser(idestablecimiento, idusuario, tx));
    return ok(null, 'Usuario quitado del establecimiento');
  });

  route(app, h.list, async (request) =>
    paged(await establishments.holidays.list(request.query), request.query.pageSize, 'Feriados'),
  );
  route(app, h.save, async (request) => {
    const row = await app.db.transaction((tx) => establishments.holidays.save(request.body, tx));
    return ok(row, `Feriado ${request.body.idferiado ? 'actualizado' : 'registrado'} correctamente`);
  });
  route(app, h.remove, async (request) => {
    await app.db.transaction((tx) => establishments.holidays.remove(request.body.idferiado, tx));
    return ok(null, 'Feriado eliminado correctamente');
  });

  route(app, c.list, async (request) =>
    paged(await sheets.list(request.query), request.query.pageSize, 'Reclamaciones'),
  );
  route(app, c.alerts, async () => ok(await sheets.alerts(), 'Alertas de reclamaciones'));
  route(app, c.save, async (request) => {
    const actor = request.user;
    const row = await app.db.transaction((tx) => sheets.file(request.body, tx, { origen: 'local', actor }));
    const mail = await mails.copy(row, actor.idusuario);
    return ok(row, `Reclamación N° ${row.numero} registrada correctamente.${mailNote(mail, row.email)}`);
  });
  route(app, c.answer, async (request) => {
    const { idreclamacion, estado, respuesta } = request.body;
    const actor = request.user;
    const row = await app.db.transaction((tx) => sheets.answer(idreclamacion, estado, respuesta, tx, actor));
    const mail = await mails.answer(row, actor.idusuario);
    return ok(row, `Reclamación ${COMPLAINT_STATES.label(row.estado).toLowerCase()}.${mailNote(mail, row.email)}`);
  });
  printRoute(app, c.print, {
    plantilla: pdfreclamaciona4,
    registro: 'La reclamación',
    cargar: async (id) => app.complaints.sheets.data(await sheets.get(id)),
  });

  publicComplaintRoutes(app, mails);
}
