import type { FastifyInstance } from 'fastify';
import { documentLookup, people } from '@trade/contracts/purchasing-credits';
import { crudRoutes, route } from '../../core/routes.js';
import { ok } from '../../core/envelope.js';
import { LOOKUP_TEXTS } from './lookup/lookup.service.js';
import creditsRoutes from './credits.routes.js';
import paymentPrintRoutes from './payment-print.routes.js';
import purchasesRoutes from './purchases.routes.js';

/** Purchasing and credits: clients and providers, DNI/RUC lookup, client and provider credits. */
export default async function purchasingCreditsRoutes(app: FastifyInstance) {
  const area = app.purchasingCredits;

  crudRoutes(app, people, area.people);
  route(app, people.endpoints.get, async (request) => ok(await area.people.account(request.params.id), 'Persona'));
  route(app, people.endpoints.edit, async (request) => ok(await area.people.get(request.params.id), 'Persona'));
  route(app, people.endpoints.search, async (request) =>
    ok(await area.people.search(request.query.parametro, request.query.ubica), 'Personas'),
  );
  route(app, people.endpoints.byKind, async (request) =>
    ok(
      await area.people.byKind(request.params.ubica, request.query.q),
      request.params.ubica === 1 ? 'Clientes' : 'Proveedores',
    ),
  );
  route(app, people.endpoints.quickCreate, async (request) => {
    const { row, existed } = await app.db.transaction((tx) => area.people.quickCreate(request.body, tx));
    return ok(row, existed ? 'La persona ya estaba registrada' : 'Persona registrada correctamente');
  });

  // A failed lookup is an answer, not a refusal: the screen shows a warning and the user types the data.
  route(app, documentLookup.endpoints.dni, async (request) => {
    const answer = await area.lookup.dni(request.params.dni);
    return {
      ...ok(answer, answer.message),
      ...(answer.message === LOOKUP_TEXTS.unreachable ? { type: 'warning' } : {}),
    };
  });
  route(app, documentLookup.endpoints.ruc, async (request) => {
    const answer = await area.lookup.ruc(request.params.ruc);
    const type = answer.code === 503 || answer.advertencia ? { type: 'warning' } : {};
    return { ...ok(answer, answer.message), ...type };
  });
  route(app, documentLookup.endpoints.settings, async () => ok(await area.lookup.settings(), 'Proveedor de consultas'));
  route(app, documentLookup.endpoints.saveSettings, async (request) =>
    ok(
      await app.db.transaction((tx) => area.lookup.saveSettings(request.body, request.user.idusuario, tx)),
      'Proveedor de consultas guardado correctamente',
    ),
  );

  creditsRoutes(app);
  paymentPrintRoutes(app);
  purchasesRoutes(app);
}
