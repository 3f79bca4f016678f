import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { ADMIN, SELLER, createTestApp, type TestApp } from '../helpers/app.js';

/**
 * Issue 10, defect 5: wrong passwords sent in parallel were checked 7 to 29 times where the limit
 * was 5, and 5 wrong passwords locked any account (admin included) for 15 minutes, the right
 * password refused meanwhile. Now each attempt is counted atomically before the password is
 * checked, per account and per client address, with growing waits instead of a lock: a stranger
 * can make an account wait a minute at most. The API's clock is moved by the test, never waited for.
 */
export default function loginThrottleCases() {
  let t: TestApp;
  let now = Date.parse('2026-03-02T15:00:00Z');
  const later = (seconds: number) => (now += seconds * 1000);

  beforeAll(async () => {
    t = await createTestApp({}, { clock: () => new Date(now) });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, address: string) =>
    t.call(undefined, { method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: address });
  const wrong = (username: string, address: string) => login(username, 'incorrecta1', address);

  describe('per account', () => {
    test('20 wrong passwords at once: exactly 5 are checked, the rest wait; the right password works after the wait', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => wrong(SELLER.usuario, `10.0.1.${i + 1}`)));
      const statuses = answers.map((a) => a.res.statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
      const throttled = answers.find((a) => a.res.statusCode === 429)!;
      expect(throttled.body).toEqual({
        status: 429,
        mensaje: 'Demasiados intentos fallidos. Espere 1 segundo e intente nuevamente.',
        detalles: null,
        info: '1',
      });
      expect(throttled.res.headers['retry-after']).toBe('1');

      expect((await login(SELLER.usuario, SELLER.password, '10.0.1.99')).res.statusCode).toBe(429);
      later(1);
      expect((await login(SELLER.usuario, SELLER.password, '10.0.1.99')).body.token).toEqual(expect.any(String));
      // A success starts the account again.
      for (let i = 0; i < 5; i++) expect((await wrong(SELLER.usuario, '10.0.1.98')).res.statusCode).toBe(400);
      later(3600);
    });

    test('waits grow 1, 2, 4 … seconds and never pass a minute: a stranger cannot lock the admin out', async () => {
      for (let i = 0; i < 5; i++) expect((await wrong(ADMIN.usuario, '10.0.2.1')).res.statusCode).toBe(400);
      const waits: number[] = [];
      for (let i = 0; i < 10; i++) {
        const refused = await wrong(ADMIN.usuario, `10.0.2.${i + 2}`);
        expect(refused.res.statusCode).toBe(429);
        waits.push(Number(refused.body.info));
        later(waits.at(-1)!);
        expect((await wrong(ADMIN.usuario, `10.0.2.${i + 2}`)).res.statusCode).toBe(400);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
      // The owner, from his own address, waits at most a minute, then signs in.
      const owner = await login(ADMIN.usuario, ADMIN.password, '192.168.1.10');
      expect(owner.res.statusCode).toBe(429);
      expect(Number(owner.body.info)).toBeLessThanOrEqual(60);
      later(60);
      expect((await login(ADMIN.usuario, ADMIN.password, '192.168.1.10')).body.token).toEqual(expect.any(String));
      later(3600);
    });

    test('after a quiet period the count starts again', async () => {
      for (let i = 0; i < 5; i++) await wrong('nadie', '10.0.3.1');
      expect((await wrong('nadie', '10.0.3.1')).res.statusCode).toBe(429);
      later(15 * 60 + 1);
      for (let i = 0; i < 5; i++) expect((await wrong('nadie', '10.0.3.1')).res.statusCode).toBe(400);
      later(3600);
    });
  });

  describe('per client address', () => {
    test('one address trying many accounts waits after 20 failures; other addresses do not', async () => {
      for (let i = 0; i < 20; i++) expect((await wrong(`cuenta${i}`, '10.0.4.1')).res.statusCode).toBe(400);
      const refused = await wrong('otra', '10.0.4.1');
      expect([refused.res.statusCode, refused.body.mensaje]).toEqual([
        429,
        'Demasiados intentos fallidos. Espere 1 segundo e intente nuevamente.',
      ]);
      expect((await wrong('otra', '10.0.4.2')).res.statusCode).toBe(400);
      later(3600);
    });

    test('successful logins from one address (an office behind one router) never wait', async () => {
      for (let i = 0; i < 30; i++)
        expect((await login(SELLER.usuario, SELLER.password, '10.0.5.1')).res.statusCode).toBe(200);
    });

    test('X-Forwarded-For is believed only from a trusted proxy (TRUST_PROXY, default loopback)', async () => {
      for (let i = 0; i < 20; i++)
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: `x${i}`, password: 'incorrecta1' },
          remoteAddress: '10.0.6.1',
          headers: { 'x-forwarded-for': `172.16.0.${i}` },
        });
      // The spoofed header changed nothing: the address 10.0.6.1 itself waits.
      expect((await wrong('y', '10.0.6.1')).res.statusCode).toBe(429);
      // Behind the local proxy, the client address is the forwarded one.
      const viaProxy = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'y', password: 'incorrecta1' },
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '10.0.6.1' },
      });
      expect(viaProxy.statusCode).toBe(429);
      later(3600);
    });
  });
}
