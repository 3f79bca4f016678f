import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PageQuery, PagedSchema, paged } from '../../core/envelope.js';
import { usersRepository } from './users.repository.js';

const UserRow = Type.Object({
  idusuario: Type.Integer(),
  usuario: Type.String(),
  nombres: Type.String(),
  rol: Type.String(),
  estado: Type.Integer(),
  idsucursal: Type.Union([Type.Integer(), Type.Null()]),
  sucursal: Type.Union([Type.String(), Type.Null()]),
});
const tags = ['usuarios'];

/** Users of the business. */
export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const users = usersRepository(app.db);

  app.get(
    '/usuario',
    {
      schema: {
        tags,
        summary: 'Usuarios, paginados; q filtra por palabras en usuario, nombres y rol',
        querystring: Type.Intersect([
          PageQuery,
          Type.Object({ q: Type.Optional(Type.String({ maxLength: 100 })), estado: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })) }),
        ]),
        response: { 200: PagedSchema(UserRow) },
      },
    },
    async (request) => {
      const { rows, total } = await users.list(request.query);
      return paged(rows, total, request.query.pageSize, 'Usuarios');
    },
  );
}
