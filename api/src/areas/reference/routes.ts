import type { FastifyInstance } from 'fastify';
import { exchangeRate, referenceLists } from '@trade/contracts/reference';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { findUbigeo } from '../../core/ubigeo.js';

/** Reference data every area reads (any signed-in user) and the daily exchange rate. */
export default async function referenceRoutes(app: FastifyInstance) {
  const { lists, exchangeRate: rates } = app.reference;
  const e = referenceLists.endpoints;

  route(app, e.currencies, async () => ok(await lists.currencies(), 'Monedas'));
  route(app, e.paymentTypes, async () => ok(await lists.paymentTypes(), 'Tipos de pago'));
  route(app, e.paymentForms, async (request) => ok(await lists.paymentForms(request.params.id), 'Formas de pago'));
  route(app, e.banks, async () => ok(await lists.banks(), 'Bancos'));
  route(app, e.channels, async () => ok(await lists.channels(), 'Canales de venta'));
  route(app, e.documentTypes, async () => ok(await lists.documentTypes(), 'Tipos de documento'));
  route(app, e.guideTypes, async () => ok(await lists.guideTypes(), 'Tipos de guía'));
  route(app, e.departments, async () => ok(await lists.departments(), 'Departamentos'));
  route(app, e.provinces, async (request) => ok(await lists.provinces(request.query.iddepartamento), 'Provincias'));
  route(app, e.districts, async (request) => ok(await lists.districts(request.query), 'Distritos'));
  route(app, e.ubigeo, async (request) => {
    const found = await findUbigeo(app.db, request.params.ubigeo);
    if (!found) throw new BusinessError('El ubigeo no existe');
    return ok(found, 'Ubigeo');
  });

  const x = exchangeRate.endpoints;
  route(app, x.current, async () => ok(await rates.current(), 'Tipo de cambio'));
  route(app, x.history, async (request) =>
    paged(await rates.history(request.query), request.query.pageSize, 'Tipos de cambio'),
  );
  route(app, x.record, async (request) =>
    ok(await rates.record(request.body, request.user.idusuario), 'Tipo de cambio registrado'),
  );
  route(app, x.fetchToday, async () => ok(await rates.fetchToday(), 'Tipo de cambio actualizado desde el proveedor'));
}
