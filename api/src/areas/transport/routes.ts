import type { FastifyInstance, FastifyRequest } from 'fastify';
import { drivers, exits, parcels, shifts } from '@trade/contracts/transport';
import { route } from '../../core/routes.js';
import { BusinessError, ok, paged } from '../../core/envelope.js';
import { sendFile } from '../../print/reply.js';
import { prepareImage } from '../../core/images.js';
import type { SessionUser } from '../../core/access.js';
import { trackingRoutes } from './tracking.routes.js';
import printRoutes, { trackingUrl } from './print.routes.js';

/** The delivery's photo or signature: checked and re-encoded once (core/images.ts), kept as a data URL. */
async function deliveryPicture(dataUrl: string | null | undefined): Promise<string | null> {
  if (!dataUrl) return null;
  const image = await prepareImage(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'), {
    prefix: 'Foto o firma',
    maxBytes: 512 * 1024,
    accept: ['image/png', 'image/jpeg', 'image/webp'],
    fit: { width: 800, height: 800 },
    output: 'image/webp',
  });
  return `data:${image.tipo};base64,${image.data.toString('base64')}`;
}

/**
 * Transport (/management_driver, /advance_shift, /exit_vehicles, /parcel_register and their reports):
 * the calls of spec 000 "Advance shift", "Vehicle exits and drivers", "Parcels", "Parcel tracking".
 * Every write is one transaction; the consignee's notices go after the commit.
 */
export default async function transportRoutes(app: FastifyInstance) {
  const repos = app.transport;
  const inTransaction = <T>(work: (tx: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => Promise<T>) =>
    app.db.transaction(work);
  const user = (request: FastifyRequest) => request.user as SessionUser;
  const notify = (request: FastifyRequest, ids: number[]) =>
    repos.parcels.notify(ids, trackingUrl(request), user(request).idusuario);

  trackingRoutes(app);
  printRoutes(app);

  // Drivers.
  const d = drivers.endpoints;
  route(app, d.list, async (request) =>
    paged(await repos.drivers.list(request.query), request.query.pageSize, 'Conductores'),
  );
  route(app, d.create, async (request) =>
    ok(await inTransaction((tx) => repos.drivers.create(request.body, tx)), 'Conductor registrado correctamente'),
  );
  route(app, d.update, async (request) => {
    const { idtransportista, ...body } = request.body;
    return ok(
      await inTransaction((tx) => repos.drivers.update(idtransportista, body, tx)),
      'Conductor actualizado correctamente',
    );
  });
  route(app, d.remove, async (request) => {
    await inTransaction((tx) => repos.drivers.remove(request.params.id, tx));
    return ok(null, 'Conductor eliminado correctamente');
  });

  // Departure shifts.
  const s = shifts.endpoints;
  route(
    app,
    s.list,
    async (request) =>
      paged(await repos.shifts.list(request.query), request.query.pageSize, 'Adelantos de turno') as never,
  );
  route(app, s.create, async (request) =>
    ok(
      await inTransaction((tx) => repos.shifts.create(request.body, tx, user(request))),
      'Adelanto de turno registrado correctamente',
    ),
  );
  route(app, s.update, async (request) => {
    const { idadelantoturno, ...body } = request.body;
    return ok(
      await inTransaction((tx) => repos.shifts.update(idadelantoturno, body, tx, user(request))),
      'Adelanto de turno actualizado correctamente',
    );
  });
  route(app, s.remove, async (request) => {
    await inTransaction((tx) => repos.shifts.remove(request.params.idadelantoturno, tx));
    return ok(null, 'Adelanto de turno eliminado correctamente');
  });
  route(app, s.report, async (request) => ok(await repos.shifts.report(request.body), 'Reporte de adelantos de turno'));

  // Vehicle exits.
  const x = exits.endpoints;
  route(app, x.list, async (request) =>
    paged(await repos.exits.list(request.query), request.query.pageSize, 'Salidas de vehículos'),
  );
  route(app, x.create, async (request) => {
    const exit = await inTransaction((tx) => repos.exits.create(request.body, tx, user(request)));
    await notify(request, exit.encomiendas);
    return ok(exit, `Salida registrada correctamente con ${exit.encomiendas.length} encomiendas`);
  });
  route(app, x.update, async (request) => {
    const { idsalidavehiculos, ...body } = request.body;
    const before = await repos.exits.get(idsalidavehiculos);
    const exit = await inTransaction((tx) => repos.exits.update(idsalidavehiculos, body, tx, user(request)));
    await notify(
      request,
      exit.encomiendas.filter((id) => !before.encomiendas.includes(id)),
    );
    return ok(exit, 'Salida actualizada correctamente');
  });
  route(app, x.remove, async (request) => {
    await inTransaction((tx) => repos.exits.remove(request.params.id, tx));
    return ok(null, 'Salida eliminada correctamente');
  });
  route(app, x.carrierGuides, async (request) => {
    const id = request.body.idsalidavehiculos;
    const issued = await inTransaction((tx) => repos.carrierGuides.issue(id, tx, user(request)));
    // The CPE rows committed with the guides: the worker sends them to SUNAT now.
    app.cpe.despertar();
    return ok(
      await repos.exits.get(id),
      issued === 1 ? 'Guía de remisión transportista emitida' : `${issued} guías de remisión transportista emitidas`,
    );
  });
  route(app, x.carrierGuideXml, async (request, reply) => {
    const { guide } = await repos.carrierGuides.get(request.params.id);
    const xml = await app.cpe.xml(guide.cpe_documento_id);
    return sendFile(reply, Buffer.from(xml), `${guide.serie}-${guide.numero}.xml`, 'application/xml');
  });
  route(app, x.carrierGuideCdr, async (request, reply) => {
    const { guide } = await repos.carrierGuides.get(request.params.id);
    const cdr = await app.cpe.cdr(guide.cpe_documento_id);
    if (!cdr) throw new BusinessError(`La guía ${guide.serie}-${guide.numero} aún no tiene respuesta de SUNAT`);
    return sendFile(reply, cdr.zip, cdr.nombre, 'application/zip');
  });
  route(app, x.report, async (request) =>
    ok(await repos.exits.report(request.body), 'Reporte de salidas de vehículos'),
  );

  // Parcels.
  const p = parcels.endpoints;
  route(
    app,
    p.list,
    async (request) => paged(await repos.parcels.list(request.query), request.query.pageSize, 'Encomiendas') as never,
  );
  route(app, p.get, async (request) => ok(await repos.parcels.detail(request.params.id), 'Encomienda'));
  route(app, p.create, async (request) => {
    const parcel = await inTransaction((tx) => repos.parcels.create(request.body, tx, user(request)));
    await notify(request, [parcel.id_encomienda]);
    return ok(parcel, `Encomienda registrada con la guía N° ${parcel.numero_guia}`);
  });
  route(app, p.update, async (request) => {
    const { id_encomienda, ...body } = request.body;
    return ok(
      await inTransaction((tx) => repos.parcels.update(id_encomienda, body, tx, user(request))),
      'Encomienda actualizada correctamente',
    );
  });
  route(app, p.remove, async (request) => {
    await inTransaction((tx) => repos.parcels.remove(request.params.id, tx));
    return ok(null, 'Encomienda eliminada correctamente');
  });
  route(app, p.stage, async (request) => {
    const picture = await deliveryPicture(request.body.receptor_firma);
    const parcel = await inTransaction((tx) => repos.parcels.stage(request.body, picture, tx, user(request)));
    await notify(request, [parcel.id_encomienda]);
    return ok(parcel, `Encomienda ${parcel.numero_guia}: ${STAGE_DONE[parcel.estado]}`);
  });
  route(app, p.invoice, async (request) => {
    const parcel = await inTransaction((tx) => repos.parcels.invoice(request.body, tx, user(request)));
    // The CPE row committed with the sale: the worker signs and sends it now, as for any sale.
    app.cpe.despertar();
    return ok(parcel, `Flete facturado con ${parcel.comprobante}`);
  });
  route(app, p.report, async (request) => ok(await repos.parcels.report(request.body), 'Reporte de encomiendas'));
}

const STAGE_DONE: Record<number, string> = {
  1: 'en tránsito',
  2: 'llegó a destino',
  3: 'entregada',
};
