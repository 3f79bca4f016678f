import type { FastifyInstance } from 'fastify';
import { packages } from '@trade/contracts/hospitality';
import { route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';

/** Tourist packages (spec 001 §7): paquetes, rpaquetes, apaquetes, cpaquetes, epaquetes. */
export function packageRoutes(app: FastifyInstance) {
  const repo = app.hospitality.packages;
  const inTransaction = app.db.transaction.bind(app.db);
  const p = packages.endpoints;
  route(app, p.list, async (request) =>
    paged(await repo.list(request.query), request.query.pageSize, 'Paquetes turísticos'),
  );
  route(app, p.create, async (request) =>
    ok(await inTransaction((tx) => repo.create(request.body, tx)), 'Paquete turístico registrado correctamente'),
  );
  route(app, p.update, async (request) => {
    const { idpaquete, ...input } = request.body;
    return ok(
      await inTransaction((tx) => repo.update(idpaquete, input, tx)),
      'Paquete turístico actualizado correctamente',
    );
  });
  route(app, p.state, async (request) => {
    const row = await inTransaction((tx) => repo.setState(request.body.idpaquete, request.body.estado, tx));
    return ok(row, row.estado === 1 ? 'Paquete turístico activado' : 'Paquete turístico desactivado');
  });
  route(app, p.remove, async (request) => {
    await inTransaction((tx) => repo.remove(request.body.idpaquete, tx));
    return ok(null, 'Paquete turístico eliminado correctamente');
  });
}
