import type { FastifyInstance } from 'fastify';
import { stayFlights, stayNotes } from '@trade/contracts/hospitality';
import { route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';

/** A stay's flights (gvuelos, rvuelor, dvuelor) and the consumption notes of orders charged to it. */
export function stayRoutes(app: FastifyInstance) {
  const { flights, notes } = app.hospitality;
  const inTransaction = app.db.transaction.bind(app.db);

  const f = stayFlights.endpoints;
  route(app, f.list, async (request) => ok(await flights.list(request.params.id), 'Vuelos de la estancia'));
  route(app, f.save, async (request) =>
    ok(await inTransaction((tx) => flights.save(request.body, tx, request.user!)), 'Vuelo registrado correctamente'),
  );
  route(app, f.remove, async (request) => {
    await inTransaction((tx) => flights.remove(request.body.reserva_estancia_vuelo_id, tx));
    return ok(null, 'Vuelo eliminado de la estancia');
  });

  const n = stayNotes.endpoints;
  route(app, n.list, async (request) => ok(await notes.list(request.params.id), 'Notas de consumo de la estancia'));
  route(app, n.open, async (request) => ok(await notes.open(request.params.id), 'Notas de consumo abiertas'));
  route(app, n.charge, async (request) =>
    ok(
      await inTransaction((tx) => notes.charge(request.body, tx, request.user!)),
      'Nota de consumo cargada a la estancia',
    ),
  );
  route(app, n.remove, async (request) => {
    await inTransaction((tx) => notes.remove(request.body.reserva_estancia_nota_id, tx));
    return ok(null, 'Nota de consumo quitada de la estancia');
  });
}
