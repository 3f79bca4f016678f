import type { FastifyInstance } from 'fastify';
import { mail } from '@trade/contracts/organization';
import { route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';
import { sendFile } from '../../print/reply.js';

/** The outgoing mail server, a test mail, and every composed mail (sent, failed, in the outbox). */
export default function mailRoutes(app: FastifyInstance): void {
  const service = app.organization.mail;
  const { endpoints } = mail;

  route(app, endpoints.settings, async () => ok(await service.settings(), 'Correo saliente'));
  route(app, endpoints.saveSettings, async (request) =>
    ok(
      await app.db.transaction((tx) => service.saveSettings(request.body, request.user.idusuario, tx)),
      'Configuración de correo guardada correctamente',
    ),
  );
  route(app, endpoints.test, async (request) => {
    const row = await service.send({
      para: request.body.para,
      asunto: 'Correo de prueba de Trade',
      texto: 'Este es un correo de prueba enviado desde Trade con la configuración de correo saliente de la empresa.',
      origen: 'prueba',
      idusuario: request.user.idusuario,
    });
    return ok(row, service.sentMessage(row));
  });
  route(app, endpoints.list, async (request) =>
    paged(await service.list(request.query), request.query.pageSize, 'Correos'),
  );
  route(app, endpoints.resend, async (request) => {
    const row = await service.resend(request.params.id);
    return ok(row, service.sentMessage(row));
  });
  route(app, endpoints.download, async (request, reply) => {
    const { content, name } = await service.file(request.params.id);
    return sendFile(reply, content, name, 'message/rfc822');
  });
}
