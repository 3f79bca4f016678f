import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { BusinessError, EnvelopeSchema, ok } from '../../core/envelope.js';
import { guardArea } from '../../core/access.js';
import { checkPassword } from '../../core/passwords.js';
import { sessionRepository } from './users.repository.js';

const INVALID_LOGIN = 'Usuario y/o contraseña inválidos';

const UserSchema = Type.Object({
  idusuario: Type.Integer(),
  usuario: Type.String(),
  nombres: Type.String(),
  rol: Type.String(),
  idsucursal: Type.Union([Type.Integer(), Type.Null()]),
  sucursal: Type.Union([Type.String(), Type.Null()]),
});

/** Login and session checks (the host's login screen and session start). */
export default async function sessionArea(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  guardArea(app, 'common');
  const users = sessionRepository(app.db);

  app.post(
    '/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sesión'],
        summary: 'Inicia sesión; devuelve el usuario y un token firmado con vencimiento',
        security: [],
        body: Type.Object({
          username: Type.String({ minLength: 1, maxLength: 60, title: 'Usuario' }),
          password: Type.String({ minLength: 1, maxLength: 200, title: 'Contraseña' }),
        }),
        response: { 200: Type.Object({ status: Type.Integer(), mensaje: Type.String(), user: UserSchema, token: Type.String() }) },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const { loginMaxFailures, loginFailureWindowSeconds } = app.config;
      if ((await users.recentFailures(username, loginFailureWindowSeconds)) >= loginMaxFailures) {
        const minutes = Math.ceil(loginFailureWindowSeconds / 60);
        throw new BusinessError(`Demasiados intentos fallidos. Intente nuevamente en ${minutes} minutos.`, 429);
      }
      const found = await users.findForLogin(username);
      const valid = await checkPassword(found?.password_hash, password);
      if (!found || !valid || found.estado !== 1) {
        await users.recordFailure(username, request.ip);
        throw new BusinessError(INVALID_LOGIN);
      }
      await users.clearFailures(username);
      const { password_hash: _hash, estado: _estado, ...user } = found;
      return { status: 200, mensaje: `Bienvenido(a), ${user.nombres}`, user, token: app.tokens.issue(user) };
    },
  );

  app.get(
    '/validate-token',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sesión'],
        summary: 'Comprueba que el token siga vigente y que el usuario siga activo',
        response: { 200: Type.Object({ status: Type.Integer(), mensaje: Type.String(), valid: Type.Boolean() }) },
      },
    },
    async () => ({ status: 200, mensaje: 'Token válido', valid: true }),
  );

  app.get(
    '/autenticado/*',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sesión'],
        summary: 'Usuario de la sesión; `acceso` dice si tiene asignado el menú de la ruta indicada',
        params: Type.Object({ '*': Type.String({ maxLength: 200 }) }),
        response: {
          200: Type.Object({ status: Type.Integer(), mensaje: Type.String(), user: UserSchema, acceso: Type.Boolean() }),
        },
      },
    },
    async (request) => {
      const sessionUser = request.user!;
      const user = await users.publicUser(sessionUser.idusuario);
      if (!user) throw new BusinessError('El usuario no existe');
      const path = `/${request.params['*'].replace(/^\/+/, '')}`;
      const acceso = await app.menus.userHasRoute(sessionUser.idusuario, path);
      return { status: 200, mensaje: 'Usuario autenticado', user, acceso: acceso || sessionUser.rol === 'admin' };
    },
  );

  app.post(
    '/enlace-impresion',
    {
      config: { access: 'authenticated' },
      schema: {
        tags: ['sesión'],
        summary: 'Enlace firmado y de corta duración para abrir un documento imprimible en otra pestaña',
        body: Type.Object({ ruta: Type.String({ pattern: '^/api/[A-Za-z0-9_\\-/]+$', maxLength: 200, title: 'Ruta del documento' }) }),
        response: { 200: EnvelopeSchema(Type.Object({ url: Type.String(), expira: Type.String() })) },
      },
    },
    async (request) => {
      const { ruta } = request.body;
      const firma = app.printLinks.sign(request.user!.idusuario, ruta);
      const expira = new Date(Date.now() + app.printLinks.ttlSeconds * 1000).toISOString();
      return ok({ url: `${ruta}?firma=${encodeURIComponent(firma)}`, expira }, 'Enlace de impresión generado');
    },
  );
}
