import type { FastifyInstance } from 'fastify';
import { session } from '@trade/contracts/session';
import { route } from '../../core/routes.js';
import { BusinessError, ok } from '../../core/envelope.js';
import { canonicalQuery } from '../../core/tokens.js';

/** Login, logout and session checks (the host's login screen and session start), print links. */
export default async function sessionRoutes(app: FastifyInstance) {
  const users = app.session.users;
  const { endpoints } = session;
  route(app, endpoints.login, async (request) => {
    const { username, password } = request.body;
    const user = await app.session.checkCredentials(username, password, request.ip);
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
    const [path = '', search = ''] = request.body.ruta.split(/\?(.*)/s);
    if (!app.printLinks.isPrintable(path))
      throw new BusinessError('Solo se pueden generar enlaces para documentos imprimibles');
    const query = canonicalQuery(search);
    // A link never outlives the session it was made in (nor 5 minutes).
    const ends = Math.min(Math.floor(Date.now() / 1000) + app.printLinks.ttlSeconds, request.user.expira ?? Infinity);
    const firma = app.printLinks.sign(request.user.idusuario, path, request.user.idsesion, query, ends);
    const expira = new Date(ends * 1000).toISOString();
    return ok(
      { url: `${path}?${query ? `${query}&` : ''}firma=${encodeURIComponent(firma)}`, expira },
      'Enlace de impresión generado',
    );
  });
}
