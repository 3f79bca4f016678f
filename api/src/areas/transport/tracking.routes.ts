import type { FastifyInstance } from 'fastify';
import { tracking } from '@trade/contracts/transport';
import { route } from '../../core/routes.js';
import { BusinessError, ok } from '../../core/envelope.js';
import { TooManyAttempts, type ThrottleRule } from '../../core/throttle.js';

const NOT_FOUND =
  'No se encontró ninguna encomienda con ese número y código de guía. Revise los datos impresos al pie de su guía.';

/** Parcel tracking: public by guide number and code, and the same search for staff. */
export function trackingRoutes(app: FastifyInstance) {
  const repo = app.transport.tracking;

  async function search(numero: string, codigo: string) {
    const parcel = await repo.find(numero, codigo);
    if (!parcel) throw new BusinessError(NOT_FOUND);
    return ok(parcel, 'Encomienda encontrada');
  }

  /**
   * The public call is limited per client address (any lookups) and per guide number (wrong codes):
   * 36⁴ codes cannot be tried, and a found parcel gives its attempts back. Refusals are logged.
   */
  const { config } = app;
  const limits = {
    address: { free: config.trackingMaxPerAddress, baseSeconds: 1, maxDelaySeconds: 15 * 60, quietSeconds: 15 * 60 },
    guide: { free: config.trackingMaxFailuresPerGuide, baseSeconds: 1, maxDelaySeconds: 5 * 60, quietSeconds: 60 * 60 },
  } satisfies Record<string, ThrottleRule>;
  route(app, tracking.endpoints.publicTrack, async (request) => {
    const { numero, codigo } = request.params;
    const address = `rastreo-ip:${request.ip}`;
    const guide = `rastreo-guia:${numero.toUpperCase()}`;
    const wait = (await app.throttle.claim(address, limits.address)) ?? (await app.throttle.claim(guide, limits.guide));
    if (wait) {
      request.log.warn({ ip: request.ip, numero, espera: wait }, 'public tracking throttled');
      throw new TooManyAttempts(wait, 'Demasiadas consultas de rastreo');
    }
    const answer = await search(numero, codigo);
    await app.throttle.forgive(address, limits.address);
    await app.throttle.clear(guide);
    return answer;
  });
  route(app, tracking.endpoints.track, async (request) => search(request.body.numero, request.body.codigo));
}
