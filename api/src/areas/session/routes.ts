import type { FastifyInstance } from 'fastify';
import { session } from '@trade/contracts/session';
import { route } from '../../core/routes.js';
import { BusinessError, ok } from '../../core/envelope.js';
import { checkPassword } from '../../core/passwords.js';
import { TooManyAttempts, type ThrottleRule } from '../../core/throttle.js';
import { canonicalQuery } from '../../core/tokens.js';

const INVALID_LOGIN = 'Usuario y/o contraseña inválidos';

/** Login, logout and session checks (the host's login screen and session start), print links. */
export default async function sessionRoutes(app: FastifyInstance) {
  const users = app.session.users;
  const { endpoints } = session;
  const { config } = app;
  /**
   * Per account: a few attempts, then waits growing to a minute at most (a stranger cannot lock
   * anyone out). Per address, any accounts: more attempts, then waits growing to 15 minutes.
   */
  const rules = {
    account: {
      free: config.loginMaxFailures,
      baseSeconds: 1,
      maxDelaySeconds: config.loginAccountMaxDelaySeconds,
      quietSeconds: config.loginFailureWindowSeconds,
    },
    address: {
      free: config.loginAddressMaxFailures,
      baseSeconds: 1,
      maxDelaySeconds: 15 * 60,
      quietSeconds: config.loginFailureWindowSeconds,
    },
  } satisfies Record<string, ThrottleRule>;

  route(app, endpoints.login, async (request) => {
    const { username, password } = request.body;
    // Counted before the password is checked, atomically: parallel guesses are counted one by one.
    const address = `login-ip:${request.ip}`;
    const account = `login-cuenta:${username.trim().toLowerCase()}`.slice(0, 200);
    const wait =
      (await app.throttle.claim(address, rules.address)) ?? (await app.throttle.claim(account, rules.account));
    if (wait) {
      request.log.warn({ usuario: username.slice(0, 60), ip: request.ip, espera: wait }, 'login throttled');
      throw new TooManyAttempts(wait, 'Demasiados intentos fallidos');
    }
    const found = await users.findForLogin(username);
    const valid = await checkPassword(found?.password_hash, password);
    if (!found || !valid || found.estado !== 1) {
      await users.recordFailure(username, request.ip);
      throw new BusinessError(INVALID_LOGIN);
    }
    await app.throttle.clear(account);
    await app.throttle.forgive(address, rules.address);
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
