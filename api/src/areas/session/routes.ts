import type { FastifyInstance } from 'fastify';
import { session } from '@trade/contracts/session';
import { route } from '../../core/routes.js';
import { BusinessError, ok } from '../../core/envelope.js';
import { checkPassword } from '../../core/passwords.js';

const INVALID_LOGIN = 'Usuario y/o contraseña inválidos';

/** Login, logout and session checks (the host's login screen and session start), print links. */
export default async function sessionRoutes(app: FastifyInstance) {
  const users = app.session.users;
  const { endpoints } = session;

  route(app, endpoints.login, async (request) => {
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
    const token = await app.sessions.open(user, request.ip);
    return { status: 200, mensaje: `Bienvenido(a), ${user.nombres}`, user, token };
  });

  route(app, endpoints.logout, async (request) => {
    if (request.user.idsesion) await app.sessions.end(request.user.idsesion);
    return ok(null, 'Sesión cerrada');
  });

  route(app, endpoints.validateToken, async () => ({ status: 200, mensaje: 'Token válido', valid: true }));

  route(app, endpoints.authenticated, async (request) => {
    const sessionUser = request.user;
    const user = await users.publicUser(sessionUser.idusuario);
    if (!user) throw new BusinessError('El usuario no existe');
    const path = `/${request.params['*'].replace(/^\/+/, '')}`;
    const acceso = sessionUser.rol === 'admin' || sessionUser.menus.includes(path);
    return { status: 200, mensaje: 'Usuario autenticado', user, acceso };
  });

  route(app, endpoints.printLink, async (request) => {
    const { ruta } = request.body;
    const firma = app.printLinks.sign(request.user.idusuario, ruta, request.user.idsesion);
    const expira = new Date(Date.now() + app.printLinks.ttlSeconds * 1000).toISOString();
    return ok({ url: `${ruta}?firma=${encodeURIComponent(firma)}`, expira }, 'Enlace de impresión generado');
  });
}
