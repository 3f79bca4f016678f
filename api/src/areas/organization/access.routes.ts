import type { FastifyInstance } from 'fastify';
import { auditTrail, roleProfiles, userAccess } from '@trade/contracts/organization';
import { route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';

/** Control de accesos: data-scope grants and role profiles; the audit trail screen's calls. */
export default function accessRoutes(app: FastifyInstance): void {
  const repo = app.organization.access;
  const e = userAccess.endpoints;
  const inTransaction = app.db.transaction.bind(app.db);

  route(app, e.grants, async (request) => ok(await repo.grants(request.params.id), 'Permisos del usuario'));
  route(app, e.grant, async (request) =>
    ok(
      await inTransaction((tx) => repo.grant(request.body.idusuario, request.body.permiso, request.user, tx)),
      'Permiso concedido al usuario',
    ),
  );
  route(app, e.revoke, async (request) =>
    ok(
      await inTransaction((tx) => repo.revoke(request.body.idusuario, request.body.permiso, request.user, tx)),
      'Permiso quitado al usuario',
    ),
  );
  route(app, e.profiles, async () => ok(roleProfiles(), 'Perfiles de los roles'));
  route(app, e.applyProfile, async (request) =>
    ok(
      await inTransaction((tx) => repo.applyProfile(request.body.idusuario, request.user, tx)),
      'Perfil del rol aplicado al usuario',
    ),
  );

  const a = auditTrail.endpoints;
  route(app, a.list, async (request) =>
    paged(await repo.auditList(request.query), request.query.pageSize, 'Auditoría'),
  );
  route(app, a.entities, async () => ok(await repo.auditEntities(), 'Entidades de la auditoría'));
}
