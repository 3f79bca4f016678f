import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import {
  accessories,
  requirements,
  stations,
  vehicleBrands,
  vehicleModels,
  vehicleOwners,
  vehicles,
} from '@trade/contracts/workshop';
import type { Endpoint } from '@trade/contracts/kit';
import { crudMessages, crudRoutes, route } from '../../core/routes.js';
import { ok, paged } from '../../core/envelope.js';
import type { Executor } from '../../db/client.js';
import type { SessionUser } from '../../core/access.js';
import { serviceOrderRoutes } from './service-orders.routes.js';
import { attentionRoutes } from './attention.routes.js';
import { intakeRoutes } from './intake.routes.js';
import { workshopReportRoutes } from './reports.routes.js';

type Editable = {
  id: string;
  noun: { singular: string; plural: string; gender?: 'm' | 'f' };
  endpoints: { list: Endpoint; create: Endpoint; update: Endpoint; remove: Endpoint };
};
type EditableRepository = {
  list(query: never): Promise<{ rows: unknown[]; total: number }>;
  create(input: never, ex: Executor, actor: SessionUser): Promise<unknown>;
  update(id: number, input: never, ex: Executor): Promise<unknown>;
  remove(id: number, ex: Executor): Promise<void>;
};

/** The four calls of an entity without a state call (its update carries the estado). One transaction per write. */
function editableRoutes(app: FastifyInstance, contract: Editable, repository: EditableRepository) {
  const say = crudMessages(contract.noun);
  const { endpoints, id } = contract;
  route(app, endpoints.list, async (request) => {
    const query = request.query as { pageSize: number };
    return paged(await repository.list(request.query as never), query.pageSize, say.listed) as never;
  });
  route(app, endpoints.create, async (request) =>
    ok(await app.db.transaction((tx) => repository.create(request.body as never, tx, request.user!)), say.created),
  );
  route(app, endpoints.update, async (request) => {
    const { [id]: key, ...input } = request.body as Record<string, unknown>;
    return ok(await app.db.transaction((tx) => repository.update(key as number, input as never, tx)), say.updated);
  });
  route(app, endpoints.remove, async (request) => {
    await app.db.transaction((tx) => repository.remove((request.body as Record<string, number>)[id]!, tx));
    return ok(null, say.removed);
  });
}

export default async function workshopRoutes(app: FastifyInstance) {
  // The order's photos (rinventariofoto): one file per call; its own limit is checked again by the call.
  await app.register(multipart, { limits: { fileSize: 8 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  const repos = app.workshop;
  editableRoutes(app, vehicleBrands, repos.brands);
  editableRoutes(app, vehicleModels, repos.models);
  editableRoutes(app, accessories, repos.accessories);
  crudRoutes(app, stations, repos.stations);

  editableRoutes(app, requirements, repos.requirements);
  route(app, requirements.endpoints.get, async (request) =>
    ok(await repos.requirements.get(request.params.id), 'Requerimiento'),
  );
  route(app, requirements.endpoints.pendingOfVehicle, async (request) =>
    ok(await repos.requirements.pendingOfVehicle(request.params.id), 'Requerimientos pendientes del vehículo'),
  );
  route(app, requirements.endpoints.vehiclesWithPending, async (request) =>
    paged(
      await repos.requirements.vehiclesWithPending(request.query),
      request.query.pageSize,
      'Vehículos con requerimientos pendientes',
    ),
  );

  serviceOrderRoutes(app);
  attentionRoutes(app);
  intakeRoutes(app);
  workshopReportRoutes(app);

  crudRoutes(app, vehicles, repos.vehicles);
  route(app, vehicles.endpoints.lookup, async (request) =>
    paged(await repos.vehicles.list({ ...request.query, estado: 1 }), request.query.pageSize, 'Vehículos'),
  );

  const owners = repos.vehicles.owners;
  const ownerSay = crudMessages(vehicleOwners.noun);
  route(app, vehicleOwners.endpoints.list, async (request) => ok(await owners.list(request.params.id), 'Propietarios'));
  route(app, vehicleOwners.endpoints.create, async (request) =>
    ok(
      await app.db.transaction((tx) => owners.create(request.body.idvehiculo, request.body.idpersona, tx)),
      ownerSay.created,
    ),
  );
  route(app, vehicleOwners.endpoints.state, async (request) => {
    const { idvehiculopropietario, estado } = request.body;
    const row = await app.db.transaction((tx) => owners.setState(idvehiculopropietario, estado, tx));
    return ok(row, estado === 1 ? ownerSay.activated : ownerSay.deactivated);
  });
  route(app, vehicleOwners.endpoints.remove, async (request) => {
    await app.db.transaction((tx) => owners.remove(request.body.idvehiculopropietario, tx));
    return ok(null, 'Propietario quitado del vehículo');
  });
}
