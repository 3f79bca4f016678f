import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ROLES } from '../../db/schema/index.js';
import { EnvelopeSchema, PageQuery, PagedSchema, ok, paged } from '../../core/envelope.js';
import { isAdmin, type SessionUser } from '../../core/access.js';
import { Enum, Estado, EstadoFilter, Id, Nullable, NullableInteger, SearchText, toggledMessage } from './common.js';
import { roleList, usersRepository } from './users.repository.js';

const UserRow = Type.Object({
  idusuario: Type.Integer(),
  usuario: Type.String(),
  nombres: Type.String(),
  rol: Type.String(),
  rolNombre: Type.String(),
  estado: Type.Integer(),
  idsucursal: Nullable(Type.Integer()),
  sucursal: Nullable(Type.String()),
  creado: Type.String(),
});

const UserFields = {
  usuario: Type.String({ minLength: 3, maxLength: 60, pattern: '^[A-Za-z0-9._-]+$', title: 'Usuario' }),
  nombres: Type.String({ minLength: 1, maxLength: 120, pattern: '\\S', title: 'Nombres' }),
  rol: Enum(ROLES, 'Rol'),
  idsucursal: NullableInteger({ title: 'Sucursal' }),
};
const IdUsuario = { idusuario: Id('Usuario') };
const tags = ['usuarios'];
const actor = (user: SessionUser) => ({ idusuario: user.idusuario, admin: isAdmin(user) });

/** Users of the business: list, create, update, activate/deactivate, delete. */
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
          Type.Object({ q: SearchText, estado: EstadoFilter, rol: Type.Optional(Enum(ROLES, 'Rol')), idsucursal: Type.Optional(Id('Sucursal')) }),
        ]),
        response: { 200: PagedSchema(UserRow) },
      },
    },
    async (request) => {
      const { rows, total } = await users.list(request.query);
      return paged(rows, total, request.query.pageSize, 'Usuarios');
    },
  );

  app.get('/roles', { schema: { tags, summary: 'Roles de usuario', response: { 200: EnvelopeSchema(Type.Array(Type.Object({ rol: Type.String(), nombre: Type.String() }))) } } }, async () =>
    ok(roleList(), 'Roles'),
  );

  app.post(
    '/rusuario',
    {
      schema: {
        tags,
        summary: 'Registra un usuario (contraseña de al menos 8 caracteres con letras y números)',
        body: Type.Object({ ...UserFields, password: Type.String({ minLength: 1, maxLength: 200, title: 'Contraseña' }) }),
        response: { 200: EnvelopeSchema(UserRow) },
      },
    },
    async (request) => ok(await users.create(request.body, actor(request.user!)), 'Usuario registrado correctamente'),
  );

  app.post(
    '/ausuario',
    {
      schema: {
        tags,
        summary: 'Actualiza un usuario; con password restablece la contraseña',
        body: Type.Object({ ...IdUsuario, ...UserFields, password: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 200, title: 'Contraseña' })) }),
        response: { 200: EnvelopeSchema(UserRow) },
      },
    },
    async (request) => {
      const { idusuario, ...input } = request.body;
      return ok(await users.update(idusuario, input, actor(request.user!)), 'Usuario actualizado correctamente');
    },
  );

  app.post(
    '/cusuario',
    { schema: { tags, summary: 'Activa (1) o desactiva (0) un usuario; desactivarlo termina su sesión', body: Type.Object({ ...IdUsuario, estado: Estado }), response: { 200: EnvelopeSchema(UserRow) } } },
    async (request) => {
      const row = await users.setState(request.body.idusuario, request.body.estado, actor(request.user!));
      return ok(row, toggledMessage(request.body.estado, 'Usuario activado', 'Usuario desactivado'));
    },
  );

  app.post('/eusuario', { schema: { tags, summary: 'Elimina un usuario sin historial', body: Type.Object(IdUsuario) } }, async (request) => {
    await users.remove(request.body.idusuario, actor(request.user!));
    return ok(null, 'Usuario eliminado correctamente');
  });
}
