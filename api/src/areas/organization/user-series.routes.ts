import type { FastifyInstance } from 'fastify';
import { userSeries } from '@trade/contracts/organization';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { formatDocumentNumber } from '../../core/numbering.js';

/** Series assigned to users, and the series a user may issue with (read by the sale screens). */
export default function userSeriesRoutes(app: FastifyInstance): void {
  const repo = app.organization.userSeries;
  const { endpoints } = userSeries;

  route(app, endpoints.list, async (request) =>
    paged(await repo.list(request.query), request.query.pageSize, 'Series del usuario'),
  );
  route(app, endpoints.assign, async (request) =>
    ok(
      await app.db.transaction((tx) => repo.assign(request.body.idusuario, request.body.idserie, tx)),
      'Serie asignada al usuario',
    ),
  );
  route(app, endpoints.state, async (request) => {
    const { idusuarioserie, estado } = request.body;
    const row = await app.db.transaction((tx) => repo.setState(idusuarioserie, estado, tx));
    return ok(row, estado === 1 ? 'Serie activada para el usuario' : 'Serie desactivada para el usuario');
  });
  route(app, endpoints.remove, async (request) => {
    await app.db.transaction((tx) => repo.remove(request.body.idusuarioserie, tx));
    return ok(null, 'Serie removida del usuario');
  });

  route(app, endpoints.ofUser, async (request) =>
    ok(await repo.ofUser(request.params.idUser, request.params.idVoucher), 'Series del comprobante'),
  );
  route(app, endpoints.nextNumber, async (request) => {
    const { idUser, idVoucher, idSerie } = request.params;
    const [found] = await repo.ofUser(idUser, idVoucher, idSerie);
    if (!found) throw new BusinessError('La serie no está asignada al usuario para ese comprobante');
    return ok(
      {
        idserie: found.idserie,
        serie: found.serie,
        correlativo: found.correlativo,
        numero: formatDocumentNumber(found.serie, found.correlativo),
      },
      'Siguiente número',
    );
  });
}
