import Fastify, { type FastifyPluginAsync, type FastifyReply, type FastifyRequest } from 'fastify';
import { STAND_IN_DNI, STAND_IN_RUC } from './stand-in-data.js';

/**
 * A local DNI/RUC lookup service speaking the same protocol as the real provider
 * (provider-client.ts): `GET /v2/reniec/dni?numero=` and `GET /v2/sunat/ruc?numero=` with a bearer
 * token. `npm start`'s demo mounts it under /consulta-simulador (the demo company's lookup URL is
 * the relative '/consulta-simulador/v2'); tests start it on its own port and make it fail.
 */

export interface StandInFaults {
  /** Answers HTTP 503 to everything while true. */
  down?: boolean;
}

export interface LookupStandIn {
  plugin: FastifyPluginAsync;
  faults: StandInFaults;
  /** Requests answered (tests prove a cached answer did not reach the provider). */
  stats: { requests: number };
}

export interface StandInOptions {
  /** Accepted bearer tokens; by default any non-empty token. */
  tokens?: string[];
}

const numeroOf = (request: FastifyRequest) => String((request.query as { numero?: unknown }).numero ?? '').trim();

export function createLookupStandIn(options: StandInOptions = {}): LookupStandIn {
  const faults: StandInFaults = {};
  const stats = { requests: 0 };

  /** Same refusals as the real service: no token 401, fault 503, malformed number 422. */
  function refused(request: FastifyRequest, reply: FastifyReply, digits: number): boolean {
    stats.requests += 1;
    if (faults.down) {
      reply.code(503).send({ message: 'Service Unavailable' });
      return true;
    }
    const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]?.trim();
    if (!token || (options.tokens && !options.tokens.includes(token))) {
      reply.code(401).send({ message: 'Unauthorized' });
      return true;
    }
    if (!new RegExp(`^[0-9]{${digits}}$`).test(numeroOf(request))) {
      reply.code(422).send({ message: 'numero inválido' });
      return true;
    }
    return false;
  }

  const plugin: FastifyPluginAsync = async (app) => {
    app.get('/v2/reniec/dni', { schema: { hide: true } }, async (request, reply) => {
      if (refused(request, reply, 8)) return reply;
      const numero = numeroOf(request);
      const person = STAND_IN_DNI[numero];
      if (!person) return reply.code(404).send({ message: 'not found' });
      return {
        ...person,
        nombreCompleto: `${person.apellidoPaterno} ${person.apellidoMaterno} ${person.nombres}`,
        tipoDocumento: '1',
        numeroDocumento: numero,
        digitoVerificador: String(Number(numero.at(-1)) % 10),
      };
    });
    app.get('/v2/sunat/ruc', { schema: { hide: true } }, async (request, reply) => {
      if (refused(request, reply, 11)) return reply;
      const numero = numeroOf(request);
      const company = STAND_IN_RUC[numero];
      if (!company) return reply.code(404).send({ message: 'not found' });
      return {
        ...company,
        tipoDocumento: '6',
        numeroDocumento: numero,
        EsAgenteRetencion: false,
        EsBuenContribuyente: false,
      };
    });
  };
  return { plugin, faults, stats };
}

/** The stand-in on its own port (tests, or a developer pointing the settings at it). */
export async function startLookupStandIn(options: StandInOptions & { port?: number; host?: string } = {}) {
  const standIn = createLookupStandIn(options);
  const app = Fastify({ logger: false });
  await app.register(standIn.plugin);
  const host = options.host ?? '127.0.0.1';
  await app.listen({ port: options.port ?? 0, host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { ...standIn, url: `http://${host}:${port}/v2`, close: () => app.close() };
}
