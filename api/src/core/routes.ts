import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Static, TSchema } from 'typebox';
import { PUBLIC, SIGNED_IN, type Endpoint } from '@trade/contracts/kit';
import { SCREENS } from '@trade/build/areas';
import type { Executor } from '../db/client.js';
import { authorize, type SessionUser } from './access.js';
import { BusinessError, ok, paged, type Page } from './envelope.js';
import { asViewer, checkNamedRecords } from './scope.js';
import { auditEntryOf, withAudit } from './audit.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract endpoint a route was registered from (access rule, schemas). */
    endpoint?: Endpoint;
  }
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** The request of an endpoint, typed by its contract's schemas; `user` is set unless it is public. */
export type RequestOf<E extends Endpoint> = FastifyRequest<{
  Params: StaticOf<E['params']>;
  Querystring: StaticOf<E['querystring']>;
  Body: StaticOf<E['body']>;
}> & {
  user: E['menus'] extends typeof PUBLIC ? SessionUser | undefined : SessionUser;
};
/** What a handler answers: the contract's 200 answer (binary endpoints send through `reply`). */
export type AnswerOf<E extends Endpoint> = StaticOf<E['response']> | FastifyReply;

const BINARY = (schema: TSchema) => (schema as { format?: string }).format === 'binary';

/** The Fastify route schema of an endpoint (OpenAPI lists who may call it). */
function routeSchema(endpoint: Endpoint) {
  const grant =
    endpoint.menus === PUBLIC
      ? 'Pública (sin sesión).'
      : endpoint.menus === SIGNED_IN
        ? 'Cualquier usuario con sesión.'
        : `Menús: ${endpoint.menus.join(', ')} (o administrador).`;
  const response = BINARY(endpoint.response)
    ? {
        content: {
          [(endpoint.response as { contentMediaType?: string }).contentMediaType ?? 'application/octet-stream']: {
            schema: endpoint.response,
          },
        },
      }
    : endpoint.response;
  return {
    tags: endpoint.tags ? [...endpoint.tags] : undefined,
    summary: endpoint.summary,
    description: [endpoint.description, grant].filter(Boolean).join(' '),
    ...(endpoint.menus === PUBLIC ? { security: [] } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.querystring ? { querystring: endpoint.querystring } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response: { 200: response },
  };
}

/** The path ('lineas/0/descripcion') of the first value that `bad` refuses, searched at most 32 levels deep. */
function findValue(value: unknown, bad: (value: unknown) => boolean, path: string[] = []): string[] | undefined {
  if (bad(value)) return path;
  if (path.length > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = findValue(item, bad, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** The Spanish label of a field: its schema's `title`, else its name. */
function labelOf(schema: TSchema | undefined, path: string[]): string {
  let current = schema as { properties?: Record<string, unknown>; items?: unknown; title?: string } | undefined;
  for (const key of path) current = (/^\d+$/.test(key) ? current?.items : current?.properties?.[key]) as typeof current;
  return current?.title ?? path.filter((key) => !/^\d+$/.test(key)).pop() ?? '';
}

const PLACES = [
  ['params', 'params'],
  ['querystring', 'query'],
  ['body', 'body'],
] as const;

/** Refuses the first value `bad` finds anywhere in the request: 400 with the field in `detalles`. */
function refuseValues(endpoint: Endpoint, bad: (value: unknown) => boolean, problem: string) {
  return async function refuse(request: FastifyRequest): Promise<void> {
    for (const [place, key] of PLACES) {
      const path = findValue(request[key], bad);
      if (!path) continue;
      const label = labelOf(endpoint[place], path) || 'un campo';
      const mensaje = `${label} ${problem}`;
      throw new BusinessError(`Datos no válidos: ${mensaje}`, 400, {
        detalles: [{ campo: path.join('/'), mensaje: mensaje.charAt(0).toUpperCase() + mensaje.slice(1) }],
      });
    }
  };
}

/** A NUL character is never valid text (PostgreSQL refuses it): 400 before validation, for every route. */
const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000');
/**
 * A number that is not finite is never valid input: Ajv coerces the text "Infinity" of a query or
 * path to the number, and JSON's 1e400 parses to it. Checked after validation (coercion), anywhere.
 */
const notFinite = (value: unknown) => typeof value === 'number' && !Number.isFinite(value);

/**
 * Registers one contract endpoint: its schemas (validation, serialization, OpenAPI), its access
 * rule (onRequest: public, signed-in, own id or one of its menus) and the input guards (no NUL, no Infinity). Every /api
 * route is registered through here (app.ts refuses one that is not).
 */
export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (request: RequestOf<E>, reply: FastifyReply) => Promise<AnswerOf<E>>,
): void {
  for (const menu of Array.isArray(endpoint.menus) ? endpoint.menus : []) {
    if (!(menu in SCREENS))
      throw new Error(`${endpoint.method} ${endpoint.path}: el menú ${menu} no es una pantalla (SCREENS)`);
  }
  // A GET answering a PDF or an image is printable: it may be opened through a signed link.
  if (endpoint.method === 'GET' && BINARY(endpoint.response))
    app.printLinks?.register(`${app.prefix.replace(/\/$/, '')}${endpoint.path}`);
  const refuseNul = refuseValues(endpoint, hasNul, 'no puede contener el carácter nulo');
  const named = endpoint.record !== undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: routeSchema(endpoint) as never,
    config: { endpoint },
    onRequest: authorize(endpoint, (request) => app.sessions.authenticate(request)),
    // The records a call names must exist and be in the caller's data scope (core/scope.ts): else
    // HTTP 404, the same answer as a missing record, before the body is validated or any handler runs.
    preValidation: named
      ? async (request) => {
          await refuseNul(request);
          if (request.user) await checkNamedRecords(app.db, request.user, endpoint, request);
        }
      : refuseNul,
    preHandler: refuseValues(endpoint, notFinite, 'debe ser un número'),
    // A GET that changes data is never cached (by the browser or a proxy).
    ...(endpoint.changesState
      ? {
          onSend: async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            reply.header('cache-control', 'no-store');
            return payload;
          },
        }
      : {}),
    // Lists scope their rows by the caller (pagedList); audited calls write their trail row in their transaction.
    handler: (async (request: RequestOf<E>, reply: FastifyReply) =>
      asViewer(request.user, () =>
        withAudit(
          app.db,
          request.user && auditEntryOf(endpoint, request, request.user),
          () => handler(request, reply),
          endpoint.audit?.id,
        ),
      )) as never,
  });
}

/** Spanish messages of an entity's usual calls, from its noun ('Empleado registrado correctamente'). */
export function crudMessages(noun: { singular: string; plural: string; gender?: 'm' | 'f' }) {
  const name = noun.singular.charAt(0).toUpperCase() + noun.singular.slice(1);
  const ending = noun.gender === 'f' ? 'a' : 'o';
  return {
    listed: noun.plural,
    created: `${name} registrad${ending} correctamente`,
    updated: `${name} actualizad${ending} correctamente`,
    activated: `${name} activad${ending}`,
    deactivated: `${name} desactivad${ending}`,
    removed: `${name} eliminad${ending} correctamente`,
  };
}
export type CrudMessages = ReturnType<typeof crudMessages>;

/** What a repository offers for the usual calls. Writes receive the transaction and the acting user. */
export interface CrudRepository<Row, Query, Body, Update> {
  list(query: Query, ex?: Executor): Promise<Page<Row>>;
  create(input: Body, tx: Executor, actor: SessionUser): Promise<Row>;
  update(id: number, input: Update, tx: Executor, actor: SessionUser): Promise<Row>;
  setState(id: number, estado: number, tx: Executor, actor: SessionUser): Promise<Row>;
  remove(id: number, tx: Executor, actor: SessionUser): Promise<void>;
}

interface CrudContract {
  id: string;
  noun: { singular: string; plural: string; gender?: 'm' | 'f' };
  endpoints: { list: Endpoint; create: Endpoint; update: Endpoint; state: Endpoint; remove: Endpoint };
}

type Rec = Record<string, unknown>;

export interface CrudOptions<C extends CrudContract> {
  /** Overrides the Spanish answers derived from the contract's noun. */
  messages?: Partial<CrudMessages>;
  /** A list that needs more than its query (e.g. a path parameter). */
  list?: (request: RequestOf<C['endpoints']['list']>) => Promise<Page<unknown>>;
  /** Runs after a delete committed (files kept outside the database). */
  afterRemove?: (id: number) => void;
}

/**
 * Registers the usual five calls of an entity from its contract (`crud()` in @trade/contracts) and
 * its repository. Each write is one business operation: one transaction, committed or rolled back
 * whole.
 */
export function crudRoutes<C extends CrudContract>(
  app: FastifyInstance,
  contract: C,
  repository: CrudRepository<
    any,
    StaticOf<C['endpoints']['list']['querystring']>,
    StaticOf<C['endpoints']['create']['body']>,
    any
  >,
  options: CrudOptions<C> = {},
): void {
  const say = { ...crudMessages(contract.noun), ...options.messages };
  const { endpoints, id } = contract;
  const inTransaction = <T>(work: (tx: Executor) => Promise<T>) => app.db.transaction(work);

  route(app, endpoints.list, async (request) => {
    const query = request.query as { pageSize: number };
    const page = options.list ? await options.list(request as never) : await repository.list(request.query as never);
    return paged(page, query.pageSize, say.listed) as never;
  });
  route(
    app,
    endpoints.create,
    async (request) =>
      ok(
        await inTransaction((tx) => repository.create(request.body as never, tx, request.user!)),
        say.created,
      ) as never,
  );
  route(app, endpoints.update, async (request) => {
    const { [id]: key, ...input } = request.body as Rec;
    return ok(
      await inTransaction((tx) => repository.update(key as number, input, tx, request.user!)),
      say.updated,
    ) as never;
  });
  route(app, endpoints.state, async (request) => {
    const body = request.body as Rec & { estado: number };
    const row = await inTransaction((tx) => repository.setState(body[id] as number, body.estado, tx, request.user!));
    return ok(row, body.estado === 1 ? say.activated : say.deactivated) as never;
  });
  route(app, endpoints.remove, async (request) => {
    const key = (request.body as Rec)[id] as number;
    await inTransaction((tx) => repository.remove(key, tx, request.user!));
    options.afterRemove?.(key);
    return ok(null, say.removed) as never;
  });
}
