import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AREAS, ForbiddenError, canReachArea } from '../../core/access.js';
import { EnvelopeSchema, IdParam, ok } from '../../core/envelope.js';

const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Optional(Type.Union([t, Type.Null()]));

const MenuRow = Type.Object({
  idmenu: Type.Integer(),
  nombre: Type.String(),
  ruta: Type.Union([Type.String(), Type.Null()]),
  area: Type.Union([Type.String(), Type.Null()]),
  icono: Type.Union([Type.String(), Type.Null()]),
  orden: Type.Integer(),
  idpadre: Type.Union([Type.Integer(), Type.Null()]),
});
const MenuTree = Type.Intersect([MenuRow, Type.Object({ hijos: Type.Array(MenuRow) })]);

const MenuFields = {
  nombre: Type.String({ minLength: 1, maxLength: 80, title: 'Nombre' }),
  ruta: Nullable(Type.String({ pattern: '^/[a-z0-9_\\-/]*$', maxLength: 120, title: 'Ruta' })),
  area: Type.Optional(Type.Union([Type.Union(AREAS.map((a) => Type.Literal(a)), { title: 'Área' }), Type.Null()], { title: 'Área' })),
  icono: Nullable(Type.String({ maxLength: 40, title: 'Icono' })),
  orden: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999, title: 'Orden' })),
  idpadre: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: 'Menú padre' })),
};
const Assignment = Type.Object({
  idusuario: Type.Integer({ minimum: 1, title: 'Usuario' }),
  idmenu: Type.Integer({ minimum: 1, title: 'Menú' }),
});
const tags = ['menús'];

/** Menu control and per-user menu assignment (access control). */
export default async function menusRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const menus = app.menus;

  app.get(
    '/gmenususuario/:id',
    {
      config: { access: 'authenticated' },
      schema: { tags, summary: 'Menús asignados a un usuario (padres con sus hijos)', params: IdParam, response: { 200: EnvelopeSchema(Type.Array(MenuTree)) } },
    },
    async (request) => {
      const user = request.user!;
      // Anyone reads their own menus; other users' menus are for access control.
      if (request.params.id !== user.idusuario && !canReachArea(user, 'organization')) throw new ForbiddenError();
      return ok(await menus.ofUser(request.params.id), 'Menús del usuario');
    },
  );

  app.post('/rmenuusuario', { schema: { tags, summary: 'Asigna un menú (o todos los hijos de un menú padre) a un usuario', body: Assignment } }, async (request) => {
    await menus.assign(request.body.idusuario, request.body.idmenu);
    return ok(await menus.ofUser(request.body.idusuario), 'Menú asignado al usuario');
  });

  app.post('/emenuusuario', { schema: { tags, summary: 'Quita un menú (o todos los hijos de un menú padre) a un usuario', body: Assignment } }, async (request) => {
    await menus.unassign(request.body.idusuario, request.body.idmenu);
    return ok(await menus.ofUser(request.body.idusuario), 'Menú removido del usuario');
  });

  app.get('/menu', { schema: { tags, summary: 'Todos los menús', response: { 200: EnvelopeSchema(Type.Array(MenuRow)) } } }, async () => ok(await menus.list(), 'Menús'));

  app.get('/menupadres', { schema: { tags, summary: 'Menús principales', response: { 200: EnvelopeSchema(Type.Array(MenuRow)) } } }, async () =>
    ok(await menus.parents(), 'Menús principales'),
  );

  app.post('/rmenu', { schema: { tags, summary: 'Crea un menú', body: Type.Object(MenuFields), response: { 200: EnvelopeSchema(MenuRow) } } }, async (request) =>
    ok(await menus.create(request.body), 'Menú creado correctamente'),
  );

  app.post(
    '/amenu',
    { schema: { tags, summary: 'Actualiza un menú', body: Type.Object({ idmenu: Type.Integer({ minimum: 1, title: 'Menú' }), ...MenuFields }), response: { 200: EnvelopeSchema(MenuRow) } } },
    async (request) => {
      const { idmenu, ...input } = request.body;
      return ok(await menus.update(idmenu, input), 'Menú actualizado correctamente');
    },
  );

  app.post('/emenu', { schema: { tags, summary: 'Elimina un menú sin submenús', body: Type.Object({ idmenu: Type.Integer({ minimum: 1, title: 'Menú' }) }) } }, async (request) => {
    await menus.remove(request.body.idmenu);
    return ok(null, 'Menú eliminado correctamente');
  });
}
