import type { FastifyInstance } from 'fastify';
import { tracking } from '@trade/contracts/transport';
import { route } from '../../core/routes.js';
import { BusinessError, ok } from '../../core/envelope.js';
import parcelPrintRoutes from './parcel-print.routes.js';

const NOT_FOUND = 'No se encontró ninguna encomienda con ese número y código de guía. Revise los datos impresos al pie de su guía.';

/** Transport: parcel tracking (public by guide number and code, and the same search for staff) and the parcel guide print. */
export default async function transportRoutes(app: FastifyInstance) {
  const repo = app.transport.tracking;

  async function search(numero: string, codigo: string) {
    const parcel = await repo.find(numero, codigo);
    if (!parcel) throw new BusinessError(NOT_FOUND);
    return ok(parcel, 'Encomienda encontrada');
  }

  route(app, tracking.endpoints.publicTrack, async (request) => search(request.params.numero, request.params.codigo));
  route(app, tracking.endpoints.track, async (request) => search(request.body.numero, request.body.codigo));
  parcelPrintRoutes(app);
}
