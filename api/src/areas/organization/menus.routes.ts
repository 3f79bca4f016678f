import type { FastifyInstance } from 'fastify';
import { menus } from '@trade/contracts/organization';
import { route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';

/** Menu control and per-user menu assignment (access control). */
export default function menusRoutes(app: FastifyInstance): void {
  const repo = app.organization.menus;
  const { endpoints } = menus;
  const inTransaction = app.db.transaction.bind(app.db);

  // Anyone reads their own menus (the contract's `self`); other users' need Control de accesos.
  route(app, endpoints.ofUser, async (request) => ok(await repo.ofUser(request.params.id), 'Menús del usuario'));
  route(app, endpoints.assign, async (request) => {
    const { idusuario, idmenu } = request.body;
    return ok(
      await inTransaction(
        async (tx) => (await repo.assign(idusuario, idmenu, request.user, tx), repo.ofUser(idusuario, tx)),
      ),
      'Menú asignado al usuario',
    );
  });
  route(app, endpoints.unassign, async (request) => {
    const { idusuario, idmenu } = request.body;
    return ok(
      await inTransaction(
        async (tx) => (await repo.unassign(idusuario, idmenu, request.user, tx), repo.ofUser(idusuario, tx)),
      ),
      'Menú removido del usuario',
    );
  });

  route(app, endpoints.list, async () => {
    const rows = await repo.list();
    return { status: 200, mensaje: 'Menús', detalles: rows, totalPaginas: 1, totalRegistros: rows.length };
  });
  route(app, endpoints.parents, async () => ok(await repo.parents(), 'Menús principales'));
  route(app, endpoints.create, async (request) =>
    ok(await inTransaction((tx) => repo.create(request.body, tx, request.user)), 'Menú creado correctamente'),
  );
  route(app, endpoints.update, async (request) => {
    const { idmenu, ...input } = request.body;
    return ok(
      await inTransaction((tx) => repo.update(idmenu, input, tx, request.user)),
      'Menú actualizado correctamente',
    );
  });
  route(app, endpoints.remove, async (request) => {
    await inTransaction((tx) => repo.remove(request.body.idmenu, tx, request.user));
    return ok(null, 'Menú eliminado correctamente');
  });
}
