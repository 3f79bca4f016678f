import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessError, EnvelopeSchema, PageQuery, PagedSchema, ok, paged } from '../../core/envelope.js';
import { Estado, EstadoFilter, Id, SearchText, toggledMessage } from './common.js';
import { MAX_CORRELATIVO, seriesRepository } from './series.repository.js';

export const SeriesRow = Type.Object({
  idserie: Type.Integer(),
  serie: Type.String(),
  idcomprobante: Type.Integer(),
  comprobante: Type.String(),
  codigo_comprobante: Type.String(),
  idsucursal: Type.Integer(),
  sucursal: Type.String(),
  correlativo: Type.Integer(),
  ultimo_emitido: Type.Integer(),
  usado: Type.Boolean(),
  estado: Type.Integer(),
});
const Correlativo = Type.Integer({ minimum: 1, maximum: MAX_CORRELATIVO, title: 'Correlativo' });
const SeriesFields = {
  idcomprobante: Id('Tipo de comprobante'),
  idsucursal: Id('Sucursal'),
  serie: Type.String({ minLength: 4, maxLength: 4, pattern: '^[A-Za-z0-9]{4}$', title: 'Serie' }),
};
const IdSerie = { idserie: Id('Serie') };
const tags = ['series'];

/** Document series: each belongs to a voucher type and a branch and holds its next correlative. */
export default async function seriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const series = seriesRepository(app.db);

  app.get(
    '/serie/:id',
    {
      schema: {
        tags,
        summary: 'Series de un tipo de comprobante (id = -1: todas), paginadas; q filtra por serie, comprobante y sucursal',
        params: Type.Object({ id: Type.Integer({ minimum: -1, maximum: 2147483647, title: 'Tipo de comprobante' }) }),
        querystring: Type.Intersect([PageQuery, Type.Object({ q: SearchText, idsucursal: Type.Optional(Id('Sucursal')), estado: EstadoFilter })]),
        response: { 200: PagedSchema(SeriesRow) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (id === 0) throw new BusinessError('Indique el tipo de comprobante o -1 para todos');
      const { rows, total } = await series.list(id, request.query);
      return paged(rows, total, request.query.pageSize, 'Series');
    },
  );

  app.post(
    '/voucher_serie_comprobante',
    {
      schema: {
        tags,
        summary: 'Series de un tipo de comprobante (opcionalmente de una sucursal o estado), sin paginar',
        body: Type.Object({ idcomprobante: Id('Tipo de comprobante'), idsucursal: Type.Optional(Id('Sucursal')), estado: EstadoFilter }),
        response: { 200: EnvelopeSchema(Type.Array(SeriesRow)) },
      },
    },
    async (request) => ok(await series.byVoucher(request.body.idcomprobante, request.body.idsucursal, request.body.estado), 'Series del comprobante'),
  );

  app.post(
    '/rserie',
    {
      schema: {
        tags,
        summary: 'Registra una serie (correlativo: el siguiente número, 1 por defecto)',
        body: Type.Object({ ...SeriesFields, correlativo: Type.Optional(Correlativo) }),
        response: { 200: EnvelopeSchema(SeriesRow) },
      },
    },
    async (request) => ok(await series.create(request.body), 'Serie registrada correctamente'),
  );

  app.post(
    '/aserie',
    {
      schema: {
        tags,
        summary: 'Actualiza una serie; el correlativo nunca baja del último número emitido',
        body: Type.Object({ ...IdSerie, ...SeriesFields, correlativo: Correlativo }),
        response: { 200: EnvelopeSchema(SeriesRow) },
      },
    },
    async (request) => {
      const { idserie, ...input } = request.body;
      return ok(await series.update(idserie, input), 'Serie actualizada correctamente');
    },
  );

  app.post(
    '/cserie',
    { schema: { tags, summary: 'Activa (1) o desactiva (0) una serie', body: Type.Object({ ...IdSerie, estado: Estado }), response: { 200: EnvelopeSchema(SeriesRow) } } },
    async (request) => ok(await series.setState(request.body.idserie, request.body.estado), toggledMessage(request.body.estado, 'Serie activada', 'Serie desactivada')),
  );

  app.post('/eserie', { schema: { tags, summary: 'Elimina una serie sin documentos emitidos', body: Type.Object(IdSerie) } }, async (request) => {
    await series.remove(request.body.idserie);
    return ok(null, 'Serie eliminada correctamente');
  });
}
