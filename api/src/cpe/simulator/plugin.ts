import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { XMLParser } from 'fast-xml-parser';
import { classifySunatCode, describeSunatCode } from '../codes.js';
import { preloadSchemas } from '../xsd/validator.js';
import { buildCdrZip } from './cdr.js';
import { SimFault, acceptedDescription, inspect, unzipPackage, type Channel, type Received } from './checks.js';
import { memoryStore, type SimulatorStore } from './store.js';

/**
 * A local SUNAT speaking the same protocols: SOAP billService (sendBill, sendSummary, getStatus),
 * billConsultService (getStatusCdr) and the GRE REST API (OAuth2 token, send, ticket). It really
 * unzips, validates the schema, verifies the signature, checks the totals, detects duplicates and
 * answers a CDR signed with its own key. Faults can be injected for tests.
 */

export interface SimulatorFaults {
  /** Answers HTTP 503 to everything until set back to false. */
  down?: boolean;
  /** The next N requests are never answered (the client times out). */
  timeouts?: number;
  /** How long an unanswered request is held, default 120 s. */
  hangMs?: number;
  /** The next N sends are processed, then the connection is dropped without an answer. */
  lostAnswers?: number;
  /** The next `count` requests answer this exception code (e.g. 109) without processing. */
  exception?: { code: number; count: number };
  /** Documents of these series are rejected with the given code (e.g. { F999: 2800 }). */
  rejectSeries?: Record<string, number>;
  /** Delay after processing and before answering. */
  latencyMs?: number;
  /** Ticket polls answered 98 (in process) before the result, default 1. */
  ticketPending?: number;
}

export interface SimulatorOptions {
  store?: SimulatorStore;
  faults?: SimulatorFaults;
  /** Accepted SOL users (RUC+USER -> password); by default any non-empty credentials. */
  users?: Record<string, string>;
  /**
   * Mount the /admin calls (faults, reset, received documents, statistics): anyone reaching them could
   * reset the simulator or make it fail, so they are off unless tests or a developer turn them on.
   */
  admin?: boolean;
}

export interface SimulatorStats {
  requests: number;
  tokens: number;
}

export interface SunatSimulator {
  plugin: FastifyPluginAsync;
  store: SimulatorStore;
  faults: SimulatorFaults;
  stats: SimulatorStats;
  /** "recibido" { nombre, channel, duplicate } whenever a document is processed. */
  events: EventEmitter;
  setFaults(f: SimulatorFaults): void;
}

const soapParser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
});

const ENV_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?><soap-env:Envelope xmlns:soap-env="http://schemas.xmlsoap.org/soap/envelope/"><soap-env:Header/><soap-env:Body>';
const ENV_CLOSE = '</soap-env:Body></soap-env:Envelope>';
const xmlEsc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function soapOk(operation: string, inner: string): string {
  return `${ENV_OPEN}<br:${operation}Response xmlns:br="http://service.sunat.gob.pe">${inner}</br:${operation}Response>${ENV_CLOSE}`;
}

function soapFault(code: number, message: string): string {
  const c = String(code).padStart(4, '0');
  return `${ENV_OPEN}<soap-env:Fault><faultcode>soap-env:Client.${c}</faultcode><faultstring>${xmlEsc(message)}</faultstring></soap-env:Fault>${ENV_CLOSE}`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function createSunatSimulator(options: SimulatorOptions = {}): SunatSimulator {
  const store = options.store ?? memoryStore();
  const faults: SimulatorFaults = { ...options.faults };
  const stats: SimulatorStats = { requests: 0, tokens: 0 };
  const events = new EventEmitter();
  const tokens = new Map<string, { ruc: string; expires: number }>();
  const hanging = new Set<() => void>();

  function setFaults(f: SimulatorFaults) {
    for (const k of Object.keys(faults)) delete (faults as Record<string, unknown>)[k];
    Object.assign(faults, f);
  }

  /** Applies down / time-out / exception faults. Answers true when the request was handled. */
  async function injected(request: FastifyRequest, reply: FastifyReply, soap: boolean): Promise<boolean> {
    stats.requests++;
    if (faults.down) {
      await reply.code(503).type('text/plain').send('Servicio no disponible');
      return true;
    }
    if (faults.timeouts && faults.timeouts > 0) {
      faults.timeouts--;
      await hang(request, reply, faults.hangMs ?? 120_000);
      return true;
    }
    if (faults.exception && faults.exception.count > 0) {
      faults.exception.count--;
      const code = faults.exception.code;
      const msg = describeSunatCode(code) ?? 'El sistema no puede responder su solicitud';
      if (soap) await reply.code(500).type('text/xml; charset=utf-8').send(soapFault(code, msg));
      else await reply.code(500).send({ cod: String(code), msg });
      return true;
    }
    return false;
  }

  async function hang(request: FastifyRequest, reply: FastifyReply, ms: number) {
    reply.hijack();
    const socket = request.raw.socket;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        hanging.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      hanging.add(done);
      socket.once('close', done);
    });
    socket.destroy();
  }

  /** After processing: maybe lose the answer, maybe wait. Answers true when the answer was dropped. */
  async function afterProcessing(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (faults.lostAnswers && faults.lostAnswers > 0) {
      faults.lostAnswers--;
      reply.hijack();
      request.raw.socket.destroy();
      return true;
    }
    if (faults.latencyMs) await sleep(faults.latencyMs);
    return false;
  }

  function cdrFor(r: Received): Buffer {
    const rejected = r.code !== 0;
    return buildCdrZip({
      nombre: r.nombre,
      referenceId: r.id || `${r.serie}-${r.numero}`,
      code: r.code,
      description: rejected ? (describeSunatCode(r.code) ?? 'Rechazado') : acceptedDescription(r.tipoDoc, r.id),
      notes: rejected ? [] : r.notes,
      receiverRuc: r.ruc,
      recipient: r.recipient,
      documentTypeCode: r.tipoDoc.length === 2 && /\d\d/.test(r.tipoDoc) ? r.tipoDoc : undefined,
      documentHash: r.hash,
      documentDescription:
        ['09', '31'].includes(r.tipoDoc) && !rejected ? `http://localhost/sunat-simulator/qr/${r.nombre}` : undefined,
    });
  }

  const estadoOf = (code: number, notes: string[]) => {
    const c = classifySunatCode(code);
    return c === 'aceptado' && notes.length ? 'observado' : c;
  };

  /** Processes a received document once; a second arrival of the same name is a duplicate. */
  async function receive(
    fileName: string,
    zip: Uint8Array,
    channel: Channel,
    userRuc: string,
  ): Promise<{ received: Received; cdrZip: Buffer; duplicate: boolean; ticket?: string }> {
    const received = inspect(fileName, zip, channel, userRuc, await unzipPackage(zip));
    const existing = await store.getDocument(received.nombre);
    if (existing) {
      await store.countReceipt(received.nombre);
      events.emit('recibido', { nombre: received.nombre, channel, duplicate: true });
      if (channel !== 'bill' && existing.hash === received.hash) {
        const t = await store.findTicket(received.nombre);
        if (t) return { received, cdrZip: existing.cdrZip, duplicate: true, ticket: t.ticket };
      }
      if (channel !== 'bill') throw new SimFault(2223);
      throw new SimFault(existing.estado === 'aceptado' || existing.estado === 'observado' ? 1033 : 1032);
    }
    const rejectCode = faults.rejectSeries?.[received.serie];
    if (rejectCode && received.code === 0) received.code = rejectCode;
    const cdrZip = cdrFor(received);
    const added = await store.addDocument({
      nombre: received.nombre,
      ruc: received.ruc,
      tipoDoc: received.tipoDoc,
      hash: received.hash,
      codigo: received.code,
      estado: estadoOf(received.code, received.notes),
      cdrZip,
    });
    if (!added) throw new SimFault(1033);
    events.emit('recibido', { nombre: received.nombre, channel, duplicate: false });
    let ticket: string | undefined;
    if (channel !== 'bill') {
      ticket = channel === 'gre' ? randomUUID() : `${Date.now()}${randomBytes(2).readUInt16BE(0)}`;
      await store.addTicket({
        ticket,
        nombre: received.nombre,
        hash: received.hash,
        codigo: received.code,
        cdrZip,
        pendientes: faults.ticketPending ?? 1,
      });
      if (received.code === 0) for (const v of received.voids) await store.setEstado(v, 'anulado');
    }
    return { received, cdrZip, duplicate: false, ticket };
  }

  function userOf(header: any): string {
    const token = header?.Security?.UsernameToken;
    const username = token?.Username ? String(token.Username) : '';
    const password = token?.Password ? String(token.Password) : '';
    if (!username || !password) throw new SimFault(101);
    if (options.users ? options.users[username] !== password : !/^\d{11}./.test(username)) throw new SimFault(102);
    return username.slice(0, 11);
  }

  const plugin: FastifyPluginAsync = async (app) => {
    app.addContentTypeParser(
      ['text/xml', 'application/soap+xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: 20 * 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Before the server waits for its connections to end: a held request would otherwise keep
    // close() (and a SIGTERM'd process) waiting for the whole hang.
    app.addHook('preClose', async () => {
      for (const done of [...hanging]) done();
    });

    const soapHandler = async (request: FastifyRequest, reply: FastifyReply) => {
      if (await injected(request, reply, true)) return;
      const send = (status: number, xml: string) => reply.code(status).type('text/xml; charset=utf-8').send(xml);
      try {
        const env = soapParser.parse(String(request.body ?? ''))?.Envelope;
        if (!env?.Body) throw new SimFault(306, 'mensaje SOAP no válido');
        const ruc = userOf(env.Header);
        const body = env.Body;
        if (body.sendBill || body.sendSummary) {
          const op = body.sendBill ? 'sendBill' : 'sendSummary';
          const p = body[op];
          const fileName = String(p.fileName ?? '');
          const zip = Buffer.from(String(p.contentFile ?? ''), 'base64');
          const r = await receive(fileName, zip, op === 'sendBill' ? 'bill' : 'summary', ruc);
          if (await afterProcessing(request, reply)) return;
          if (op === 'sendBill')
            return send(
              200,
              soapOk('sendBill', `<applicationResponse>${r.cdrZip.toString('base64')}</applicationResponse>`),
            );
          return send(200, soapOk('sendSummary', `<ticket>${r.ticket}</ticket>`));
        }
        if (body.getStatus) {
          const t = await store.pollTicket(String(body.getStatus.ticket ?? ''));
          if (!t) throw new SimFault(127);
          if (t.pendientes > 0) return send(200, soapOk('getStatus', '<status><statusCode>98</statusCode></status>'));
          const code = classifySunatCode(t.codigo) === 'rechazado' ? '99' : '0';
          return send(
            200,
            soapOk(
              'getStatus',
              `<status><content>${t.cdrZip.toString('base64')}</content><statusCode>${code}</statusCode></status>`,
            ),
          );
        }
        if (body.getStatusCdr) {
          const p = body.getStatusCdr;
          const nombre = `${p.rucComprobante}-${p.tipoComprobante}-${p.serieComprobante}-${Number(p.numeroComprobante)}`;
          if (String(p.rucComprobante) !== ruc) throw new SimFault(154);
          const doc = await store.getDocument(nombre);
          const inner = doc
            ? `<statusCdr><content>${doc.cdrZip.toString('base64')}</content><statusCode>0004</statusCode><statusMessage>La constancia existe</statusMessage></statusCdr>`
            : '<statusCdr><statusCode>0011</statusCode><statusMessage>El comprobante de pago electrónico no existe</statusMessage></statusCdr>';
          return send(200, soapOk('getStatusCdr', inner));
        }
        throw new SimFault(306, 'operación no soportada');
      } catch (error) {
        if (error instanceof SimFault) return send(500, soapFault(error.code, error.message));
        throw error;
      }
    };
    const hide = { schema: { hide: true } };
    app.post('/ol-ti-itcpfegem/billService', hide, soapHandler);
    app.post('/ol-ti-itcpfegem-beta/billService', hide, soapHandler);
    app.post('/ol-it-wsconscpegem/billConsultService', hide, soapHandler);

    // GRE REST API.
    app.post('/v1/clientessol/:clientId/oauth2/token/', hide, async (request, reply) => {
      if (await injected(request, reply, false)) return;
      const form = (request.body ?? {}) as Record<string, string>;
      if (form.grant_type !== 'password' || !form.username || !form.password || !form.client_secret)
        return reply.code(400).send({ error: 'invalid_request', error_description: 'Faltan credenciales' });
      if (options.users && options.users[form.username] !== form.password)
        return reply.code(401).send({ error: 'invalid_grant', error_description: 'Usuario o contraseña incorrectos' });
      const token = randomBytes(24).toString('hex');
      tokens.set(token, { ruc: form.username.slice(0, 11), expires: Date.now() + 3600_000 });
      stats.tokens++;
      return { access_token: token, token_type: 'JWT', expires_in: 3600 };
    });
    const bearer = (request: FastifyRequest) => {
      const t = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      const entry = t ? tokens.get(t) : undefined;
      return entry && entry.expires > Date.now() ? entry.ruc : undefined;
    };
    app.post('/v1/contribuyente/gem/comprobantes/:nombre', hide, async (request, reply) => {
      if (await injected(request, reply, false)) return;
      const ruc = bearer(request);
      if (!ruc) return reply.code(401).send({ cod: '401', msg: 'Token inválido o vencido' });
      const archivo = (request.body as { archivo?: { nomArchivo?: string; arcGreZip?: string; hashZip?: string } })
        ?.archivo;
      const zip = Buffer.from(archivo?.arcGreZip ?? '', 'base64');
      if (!archivo?.nomArchivo || createHash('sha256').update(zip).digest('hex') !== archivo.hashZip)
        return reply
          .code(422)
          .send({ cod: '422', msg: 'Unprocessable Entity', errors: [{ cod: '0156', msg: describeSunatCode(156) }] });
      try {
        const r = await receive(archivo.nomArchivo, zip, 'gre', ruc);
        if (await afterProcessing(request, reply)) return;
        return { numTicket: r.ticket, fecRecepcion: new Date().toISOString() };
      } catch (error) {
        if (error instanceof SimFault)
          return reply.code(422).send({
            cod: '422',
            msg: 'Unprocessable Entity',
            errors: [{ cod: String(error.code).padStart(4, '0'), msg: error.message }],
          });
        throw error;
      }
    });
    app.get('/v1/contribuyente/gem/comprobantes/envios/:ticket', hide, async (request, reply) => {
      if (await injected(request, reply, false)) return;
      if (!bearer(request)) return reply.code(401).send({ cod: '401', msg: 'Token inválido o vencido' });
      const t = await store.pollTicket((request.params as { ticket: string }).ticket);
      if (!t)
        return reply
          .code(422)
          .send({ cod: '422', msg: 'Unprocessable Entity', errors: [{ cod: '0127', msg: describeSunatCode(127) }] });
      if (t.pendientes > 0) return { codRespuesta: '98' };
      if (classifySunatCode(t.codigo) === 'rechazado')
        return {
          codRespuesta: '99',
          indCdrGenerado: '1',
          arcCdr: t.cdrZip.toString('base64'),
          error: { numError: String(t.codigo), desError: describeSunatCode(t.codigo) ?? 'Rechazado' },
        };
      return { codRespuesta: '0', indCdrGenerado: '1', arcCdr: t.cdrZip.toString('base64') };
    });

    // Administration (tests only, see SimulatorOptions.admin): faults, received documents, reset.
    if (!options.admin) return;
    app.get('/admin/faults', hide, async () => faults);
    app.put('/admin/faults', hide, async (request) => {
      setFaults((request.body ?? {}) as SimulatorFaults);
      return faults;
    });
    app.get('/admin/documentos', hide, async () =>
      (await store.listDocuments()).map((d) => ({
        nombre: d.nombre,
        estado: d.estado,
        codigo: d.codigo,
        recepciones: d.recepciones,
      })),
    );
    app.get('/admin/estadisticas', hide, async () => stats);
    app.post('/admin/reset', hide, async () => {
      await store.reset();
      setFaults({});
      return { ok: true };
    });
  };

  return { plugin, store, faults, stats, events, setFaults };
}

export interface RunningSimulator extends SunatSimulator {
  /** Base URL, e.g. http://127.0.0.1:41234/sunat-simulator */
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The simulator on its own port (tests, or `pnpm sunat-simulator`). */
export async function startSunatSimulator(
  options: SimulatorOptions & { port?: number; host?: string } = {},
): Promise<RunningSimulator> {
  const sim = createSunatSimulator(options);
  preloadSchemas();
  const app = Fastify({ logger: false, bodyLimit: 20 * 1024 * 1024, forceCloseConnections: true });
  await app.register(sim.plugin, { prefix: '/sunat-simulator' });
  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  return { ...sim, app, url: `${address.replace('[::1]', '127.0.0.1')}/sunat-simulator`, close: () => app.close() };
}
