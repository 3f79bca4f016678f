/**
 * What a client needs to call an endpoint of the tables: the types of its parts (path parameters,
 * query, body, answer) and the path filled in. Nothing here builds a schema at run time (types
 * only, no TypeBox import with a value), so the session package reads it without adding TypeBox
 * to the host's first bundle.
 */
import type { Static, TSchema } from 'typebox';
import type { Endpoint } from './endpoint.js';

export type { Endpoint };

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** The path parameters (`/serie/:id` → `{ id: number }`), undefined when the path has none. */
export type ParamsOf<E extends Endpoint> = E extends { params: infer S } ? StaticOf<S> : undefined;
/** Paging has defaults on the server (page 1, 10 rows): a client may leave it out. */
type WithDefaultPaging<Q> = Q extends { page: number; pageSize: number }
  ? Omit<Q, 'page' | 'pageSize'> & Partial<Pick<Q, 'page' | 'pageSize'>>
  : Q;
/** The query string's values. */
export type QueryOf<E extends Endpoint> = E extends { querystring: infer S }
  ? WithDefaultPaging<StaticOf<S>>
  : undefined;
/** The JSON body (a multipart endpoint reads parts: its body is form data, typed by the browser). */
export type BodyOf<E extends Endpoint> = E extends { body: infer S } ? StaticOf<S> : undefined;
/** The answer of HTTP 200, as the contract declares it. */
export type ResponseOf<E extends Endpoint> = Static<E['response']>;
/** `detalles` of a 200 answer. */
export type DetallesOf<E extends Endpoint> = ResponseOf<E> extends { detalles: infer D } ? D : never;
/** A row of a list's answer (`detalles` is an array). */
export type RowOf<E extends Endpoint> = DetallesOf<E> extends readonly (infer R)[] ? R : never;
/** Endpoints answering a file (PDF, XML, image) rather than an envelope. */
export type IsBinary<E extends Endpoint> = ResponseOf<E> extends Uint8Array ? true : false;

/** A file answer (`Binary(...)` in the contract): printed through a signed link or downloaded. */
export const isBinary = (endpoint: Pick<Endpoint, 'response'>): boolean =>
  (endpoint.response as { format?: string }).format === 'binary';

/**
 * The endpoint's path with its parameters written in (Fastify syntax: `:name` segments and a final
 * `*`), each value URI-encoded (the wildcard keeps its slashes). A missing value is a mistake of
 * the caller, never a request to a wrong address.
 */
export function fillPath(path: string, params?: Readonly<Record<string, unknown>>): string {
  const value = (name: string) => {
    const found = params?.[name];
    // The wildcard may be empty ('/autenticado/' asks about the root); a named segment may not.
    if (found === undefined || found === null || (found === '' && name !== '*'))
      throw new Error(`Falta el parámetro «${name}» de ${path}`);
    return String(found);
  };
  return path
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) return encodeURIComponent(value(segment.slice(1)));
      if (segment === '*') return value('*').replace(/^\/+/, '').split('/').map(encodeURIComponent).join('/');
      return segment;
    })
    .join('/');
}
