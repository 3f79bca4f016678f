import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../../core/envelope.js';
import { checkPassword } from '../../core/passwords.js';
import { TooManyAttempts, type ThrottleRule } from '../../core/throttle.js';
import type { sessionRepository } from './users.repository.js';

const INVALID_LOGIN = 'Usuario y/o contraseña inválidos';

/**
 * A username and password checked as the login checks them (argon2), throttled per account and per
 * address with the SAME counters as the login: a supervisor's approval typed at a sale (price
 * control) gives no extra guesses. Per account: a few attempts, then waits growing to a minute at
 * most (a stranger cannot lock anyone out); per address, any accounts: more, then up to 15 minutes.
 */
export function credentialsCheck(app: FastifyInstance, users: ReturnType<typeof sessionRepository>) {
  const { config } = app;
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

  /** The active user with that password, else a refusal. */
  return async function check(username: string, password: string, ip: string) {
    // Counted before the password is checked, atomically: parallel guesses are counted one by one.
    const address = `login-ip:${ip}`;
    const account = `login-cuenta:${username.trim().toLowerCase()}`.slice(0, 200);
    const wait =
      (await app.throttle.claim(address, rules.address)) ?? (await app.throttle.claim(account, rules.account));
    if (wait) {
      app.log.warn({ usuario: username.slice(0, 60), ip, espera: wait }, 'password check throttled');
      throw new TooManyAttempts(wait, 'Demasiados intentos fallidos');
    }
    const found = await users.findForLogin(username);
    const valid = await checkPassword(found?.password_hash, password);
    if (!found || !valid || found.estado !== 1) {
      await users.recordFailure(username, ip);
      throw new BusinessError(INVALID_LOGIN);
    }
    await app.throttle.clear(account);
    await app.throttle.forgive(address, rules.address);
    const { password_hash: _hash, estado: _estado, ...user } = found;
    return user;
  };
}
