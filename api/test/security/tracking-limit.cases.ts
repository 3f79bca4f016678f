import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { DEMO_PARCELS } from '../../src/demo/demo.js';
import { createTestApp, type TestApp } from '../helpers/app.js';

/**
 * Issue 10, defect 8: 3,000 wrong codes at 728 per second got no 429; all 36⁴ codes of a guide took
 * about 36 minutes. The public tracking call is now limited per client address and per guide
 * number, with growing waits (429 with a Spanish mensaje), and every refusal is logged.
 */
export default function trackingLimitCases() {
  let t: TestApp;
  let now = Date.parse('2026-03-02T15:00:00Z');
  const later = (seconds: number) => (now += seconds * 1000);
  const logged: Record<string, unknown>[] = [];

  beforeAll(async () => {
    const stream = { write: (line: string) => void logged.push(JSON.parse(line)) };
    t = await createTestApp({}, { clock: () => new Date(now), logger: { level: 'warn', stream } });
  });
  afterAll(() => t.close());

  const [parcel] = DEMO_PARCELS;
  const track = (numero: string, codigo: string, address: string) =>
    t.call(undefined, { method: 'GET', url: `/api/rastreo/${numero}/${codigo}`, remoteAddress: address });
  const code = (i: number) => `Z${String(i).padStart(3, '0')}`;

  describe('per guide number', () => {
    test('30 wrong codes at once from 30 addresses: 10 are looked up, the rest wait, and the refusals are logged', async () => {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => track(parcel!.numero_guia, code(i), `10.1.0.${i + 1}`)),
      );
      const statuses = answers.map((a) => a.res.statusCode);
      expect(statuses.filter((s) => s === 400)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
      const refused = answers.find((a) => a.res.statusCode === 429)!;
      expect(refused.body).toEqual({
        status: 429,
        mensaje: 'Demasiadas consultas de rastreo. Espere 1 segundo e intente nuevamente.',
        detalles: null,
        info: '1',
      });
      expect(refused.res.headers['retry-after']).toBe('1');
      const warnings = logged.filter((line) => line.msg === 'public tracking throttled');
      expect(warnings).toHaveLength(20);
      expect(warnings[0]).toMatchObject({
        numero: parcel!.numero_guia,
        ip: expect.stringMatching(/^10\.1\.0\./),
        espera: 1,
      });

      // Even the right code waits its turn; then it is found and the guide starts again.
      expect((await track(parcel!.numero_guia, parcel!.codigo_guia, '10.1.1.1')).res.statusCode).toBe(429);
      later(1);
      expect((await track(parcel!.numero_guia, parcel!.codigo_guia, '10.1.1.1')).body.detalles.codigo).toBe(
        `EN01-${parcel!.numero_guia}`,
      );
      expect((await track(parcel!.numero_guia, 'ZZZZ', '10.1.1.2')).res.statusCode).toBe(400);
      later(3 * 3600);
    });

    test('the waits of one guide grow to 5 minutes: the codes of a guide cannot be tried in any useful time', async () => {
      const numero = DEMO_PARCELS[1]!.numero_guia;
      for (let i = 0; i < 10; i++) await track(numero, code(i), `10.2.0.${i + 1}`);
      const waits: number[] = [];
      for (let i = 0; i < 12; i++) {
        const refused = await track(numero, code(100 + i), `10.2.1.${i + 1}`);
        waits.push(Number(refused.body.info));
        later(waits.at(-1)!);
        expect((await track(numero, code(100 + i), `10.2.1.${i + 1}`)).res.statusCode).toBe(400);
      }
      expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300, 300]);
      later(3 * 3600);
    });
  });

  describe('per client address', () => {
    test('one address trying many guides waits after 30 lookups; another address does not', async () => {
      for (let i = 0; i < 30; i++)
        expect((await track(`9${String(i).padStart(6, '0')}`, 'ZZZZ', '10.3.0.1')).res.statusCode).toBe(400);
      const refused = await track('9999999', 'ZZZZ', '10.3.0.1');
      expect([refused.res.statusCode, refused.body.mensaje]).toEqual([
        429,
        'Demasiadas consultas de rastreo. Espere 1 segundo e intente nuevamente.',
      ]);
      expect((await track('9999999', 'ZZZZ', '10.3.0.2')).res.statusCode).toBe(400);
      later(3 * 3600);
    });

    test('parcels found (a shop counter looking up its customers) never wait', async () => {
      for (let i = 0; i < 40; i++) {
        const p = DEMO_PARCELS[i % DEMO_PARCELS.length]!;
        expect((await track(p.numero_guia, p.codigo_guia, '10.4.0.1')).res.statusCode).toBe(200);
      }
    });
  });
}
