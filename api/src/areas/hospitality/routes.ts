import type { FastifyInstance } from 'fastify';
import { bookings, roomCatalogues, rooms, stayAccounts, stayGuests } from '@trade/contracts/hospitality';
import { stayRoutes } from './stay-routes.js';
import { route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';
import { checkoutPrintRoute } from './checkout.print.js';
import { reportRoutes } from './reports.routes.js';
import { packageRoutes } from './packages.routes.js';

/** Hospitality (spec 001 §7 Rooms, bookings): the room catalogues, the rooms with their beds, classes and services, the bookings. */
export default async function hospitalityRoutes(app: FastifyInstance) {
  const { catalogues, rooms: repo, bookings: stays, grid, guests, charges, checkout } = app.hospitality;
  const inTransaction = app.db.transaction.bind(app.db);

  const c = roomCatalogues.endpoints;
  route(app, c.locations, async () => ok(await catalogues.locations(), 'Ubicaciones'));
  route(app, c.types, async () => ok(await catalogues.types(), 'Tipos de habitación'));
  route(app, c.classes, async () => ok(await catalogues.classes(), 'Clases de habitación'));
  route(app, c.beds, async () => ok(await catalogues.beds(), 'Camas'));
  route(app, c.services, async () => ok(await catalogues.services(), 'Servicios'));
  route(app, c.airlines, async () => ok(await catalogues.airlines(), 'Aerolíneas'));
  route(app, c.professions, async () => ok(await catalogues.professions(), 'Profesiones'));

  const r = rooms.endpoints;
  route(app, r.list, async (request) => paged(await repo.list(request.query), request.query.pageSize, 'Habitaciones'));
  route(app, r.create, async (request) =>
    ok(
      await inTransaction((tx) => repo.create(request.body, tx, request.user!)),
      'Habitación registrada correctamente',
    ),
  );
  route(app, r.update, async (request) => {
    const { idhabitacion, ...input } = request.body;
    return ok(
      await inTransaction((tx) => repo.update(idhabitacion, input, tx, request.user!)),
      'Habitación actualizada correctamente',
    );
  });
  route(app, r.state, async (request) => {
    const row = await inTransaction((tx) => repo.setState(request.body.idhabitacion, request.body.estado, tx));
    return ok(row, repo.stateNotice(row));
  });
  route(app, r.remove, async (request) => {
    await inTransaction((tx) => repo.remove(request.body.idhabitacion, tx));
    return ok(null, 'Habitación eliminada correctamente');
  });

  route(app, r.beds, async (request) => ok(await repo.beds(request.params.id), 'Camas de la habitación'));
  route(app, r.addBed, async (request) =>
    ok(await inTransaction((tx) => repo.addBed(request.body, tx)), 'Cama agregada a la habitación'),
  );
  route(app, r.removeBed, async (request) => {
    await inTransaction((tx) => repo.removeBed(request.body.idhabitacioncama, tx));
    return ok(null, 'Cama quitada de la habitación');
  });
  route(app, r.classes, async (request) => ok(await repo.classes(request.params.id), 'Clases de la habitación'));
  route(app, r.addClass, async (request) =>
    ok(await inTransaction((tx) => repo.addClass(request.body, tx)), 'Clase y tarifa guardadas'),
  );
  route(app, r.removeClass, async (request) => {
    await inTransaction((tx) => repo.removeClass(request.body.idhabitacionclase, tx));
    return ok(null, 'Clase quitada de la habitación');
  });
  route(app, r.services, async (request) => ok(await repo.services(request.params.id), 'Servicios de la habitación'));
  route(app, r.addService, async (request) =>
    ok(await inTransaction((tx) => repo.addService(request.body, tx)), 'Servicio agregado a la habitación'),
  );
  route(app, r.removeService, async (request) => {
    await inTransaction((tx) => repo.removeService(request.body.idhabitacionservicio, tx));
    return ok(null, 'Servicio quitado de la habitación');
  });

  const b = bookings.endpoints;
  route(app, b.list, async (request) => ok(await stays.list(request.query), 'Estancias'));
  route(app, b.create, async (request) =>
    ok(await inTransaction((tx) => stays.create(request.body, tx, request.user!)), 'Reserva registrada correctamente'),
  );
  route(app, b.get, async (request) => ok(await stays.get(request.params.id), 'Estancia'));
  route(app, b.move, async (request) =>
    ok(await inTransaction((tx) => stays.move(request.body, tx, request.user!)), 'Estancia movida correctamente'),
  );
  route(app, b.cancel, async (request) => {
    await inTransaction((tx) => stays.cancel(request.body.reserva_estancia_id, tx));
    return ok(null, 'Estancia anulada correctamente');
  });
  route(app, b.grid, async (request) => ok(await grid.rows(request.query), 'Grilla de reservas'));
  route(app, b.summary, async (request) => ok(await grid.summary(request.query), 'Resumen por noche'));
  route(app, b.update, async (request) =>
    ok(await inTransaction((tx) => stays.update(request.body, tx)), 'Reserva actualizada correctamente'),
  );
  route(app, b.cancelBooking, async (request) => {
    await inTransaction((tx) => stays.cancelBooking(request.body.idreserva, tx));
    return ok(null, 'Reserva anulada correctamente');
  });

  const g = stayGuests.endpoints;
  route(app, g.list, async (request) => ok(await guests.list(request.params.id), 'Huéspedes de la estancia'));
  route(app, g.save, async (request) =>
    ok(await inTransaction((tx) => guests.save(request.body, tx)), 'Huésped registrado correctamente'),
  );
  route(app, g.remove, async (request) => {
    await inTransaction((tx) => guests.remove(request.body.reserva_estancia_huesped_id, tx));
    return ok(null, 'Huésped quitado de la estancia');
  });

  const a = stayAccounts.endpoints;
  route(app, a.payments, async (request) => ok(await charges.payments(request.params.id), 'Pagos de la estancia'));
  route(app, a.pay, async (request) =>
    ok(await inTransaction((tx) => charges.pay(request.body, tx, request.user!)), 'Pago registrado en caja'),
  );
  route(app, a.removePayment, async (request) => {
    await inTransaction((tx) => charges.removePayment(request.body.pago_id, tx, request.user!));
    return ok(null, 'Pago eliminado; su movimiento de caja se revirtió');
  });
  route(app, a.extras, async (request) => ok(await charges.extras(request.params.id), 'Consumos de la estancia'));
  route(app, a.products, async (request) =>
    ok(
      await charges.products(request.query, request.query.idsucursal ?? request.user!.idsucursal),
      'Productos para cargar a la habitación',
    ),
  );
  route(app, a.charge, async (request) =>
    ok(await inTransaction((tx) => charges.charge(request.body, tx, request.user!)), 'Consumo cargado a la habitación'),
  );
  route(app, a.removeCharge, async (request) => {
    await inTransaction((tx) => charges.removeCharge(request.body.idextra, tx));
    return ok(null, 'Consumo quitado; su stock volvió al almacén');
  });
  route(app, a.account, async (request) => ok(await checkout.account(request.params.id), 'Cuenta de la estancia'));
  route(app, a.checkIn, async (request) =>
    ok(
      await inTransaction((tx) => checkout.checkIn(request.body.reserva_estancia_id, tx)),
      'Check-in registrado: la habitación está ocupada',
    ),
  );
  route(app, a.checkOut, async (request) => {
    const account = await inTransaction((tx) => checkout.checkOut(request.body, tx, request.user!));
    return ok(account, `Check-out registrado con ${account.documento}: la habitación pasa a limpieza`);
  });
  checkoutPrintRoute(app);
  reportRoutes(app);
  stayRoutes(app);
  packageRoutes(app);
}
