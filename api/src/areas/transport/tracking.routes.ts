import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessError, EnvelopeSchema, ok } from '../../core/envelope.js';
import { trackingRepository } from './tracking.repository.js';

const Nullable = Type.Union([Type.String(), Type.Null()]);
const ParcelTrack = Type.Object({
  codigo: Type.String(),
  remitente_documento: Type.String(),
  remitente_nombre: Type.String(),
  consignado_documento: Type.String(),
  consignado_nombre: Type.String(),
  estado: Type.Integer({ description: '0 origen, 1 en tránsito, 2 en destino, 3 entregado' }),
  fecharegistro: Type.String(),
  fechatransporte: Nullable,
  fecharecepcion: Nullable,
  fechaentrega: Nullable,
  sucursalinicio: Type.String(),
  sucursalfin: Type.String(),
});
const Guide = {
  numero: Type.String({ minLength: 7, maxLength: 7, title: 'Número de guía' }),
  codigo: Type.String({ minLength: 4, maxLength: 4, title: 'Código de guía' }),
};
const tags = ['encomiendas'];
const NOT_FOUND = 'No se encontró ninguna encomienda con ese número y código de guía. Revise los datos impresos al pie de su guía.';

/** Parcel tracking: public by guide number and code, and the same search for staff. */
export default async function trackingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const tracking = trackingRepository(app.db);

  async function search(numero: string, codigo: string) {
    const parcel = await tracking.find(numero, codigo);
    if (!parcel) throw new BusinessError(NOT_FOUND);
    return ok(parcel, 'Encomienda encontrada');
  }

  app.get(
    '/rastreo/:numero/:codigo',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Rastreo público de una encomienda (sin sesión)', security: [], params: Type.Object(Guide), response: { 200: EnvelopeSchema(ParcelTrack) } },
    },
    async (request) => search(request.params.numero, request.params.codigo),
  );

  app.post(
    '/rastrearencomienda',
    { schema: { tags, summary: 'Busca una encomienda por número y código de guía', body: Type.Object(Guide), response: { 200: EnvelopeSchema(ParcelTrack) } } },
    async (request) => search(request.body.numero, request.body.codigo),
  );
}
