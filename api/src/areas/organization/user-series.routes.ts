import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EnvelopeSchema, PageQuery, PagedSchema, ok, paged } from '../../core/envelope.js';
import { Estado, EstadoFilter, Id, SearchText, toggledMessage } from './common.js';
import { userSeriesRepository } from './user-series.repository.js';

const UserSeriesRow = Type.Object({
  idusuarioserie: Type.Integer(),
  idusuario: Type.Integer(),
  idserie: Type.Integer(),
  serie: Type.String(),
  idcomprobante: Type.Integer(),
  comprobante: Type.String(),
  codigo_comprobante: Type.String(),
  idsucursal: Type.Integer(),
  sucursal: Type.String(),
  correlativo: Type.Integer(),
  estado: Type.Integer(),
  estado_serie: Type.Integer(),
});
const IdAsignacion = { idusuarioserie: Id('Asignación') };
const tags = ['usuarios'];

/** Series assigned to users. */
export default async function userSeriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const userSeries = userSeriesRepository(app.db);

  app.get(
    '/usuarioserie',
    {
      schema: {
        tags,
        summary: 'Series asignadas a un usuario, paginadas',
        querystring: Type.Intersect([PageQuery, Type.Object({ idusuario: Id('Usuario'), q: SearchText, estado: EstadoFilter })]),
        response: { 200: PagedSchema(UserSeriesRow) },
      },
    },
    async (request) => {
      const { rows, total } = await userSeries.list(request.query);
      return paged(rows, total, request.query.pageSize, 'Series del usuario');
    },
  );

  app.post(
    '/rusuarioserie',
    { schema: { tags, summary: 'Asigna una serie a un usuario', body: Type.Object({ idusuario: Id('Usuario'), idserie: Id('Serie') }), response: { 200: EnvelopeSchema(UserSeriesRow) } } },
    async (request) => ok(await userSeries.assign(request.body.idusuario, request.body.idserie), 'Serie asignada al usuario'),
  );

  app.post(
    '/cusuarioserie',
    {
      schema: { tags, summary: 'Activa (1) o desactiva (0) una serie asignada', body: Type.Object({ ...IdAsignacion, estado: Estado }), response: { 200: EnvelopeSchema(UserSeriesRow) } },
    },
    async (request) =>
      ok(
        await userSeries.setState(request.body.idusuarioserie, request.body.estado),
        toggledMessage(request.body.estado, 'Serie activada para el usuario', 'Serie desactivada para el usuario'),
      ),
  );

  app.post('/eusuarioserie', { schema: { tags, summary: 'Quita una serie a un usuario', body: Type.Object(IdAsignacion) } }, async (request) => {
    await userSeries.remove(request.body.idusuarioserie);
    return ok(null, 'Serie removida del usuario');
  });
}
