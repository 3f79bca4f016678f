import {
  fillPath,
  isBinary,
  type BodyOf,
  type DetallesOf,
  type IsBinary,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from '@trade/contracts/client';
import type { Endpoint } from '@trade/contracts/kit';
import { api } from './api.js';
import type { Envelope } from './envelope.js';
import { fileNameOf } from './files.js';

export type { Endpoint };

/** A part of the call: required when its schema has required fields, else optional. */
type Part<K extends string, V> = [V] extends [undefined]
  ? { [P in K]?: undefined }
  : Partial<V> extends V
    ? { [P in K]?: V }
    : { [P in K]: V };

/** What a call of the endpoint sends: path parameters, query and body, typed by its schemas. */
export type CallInput<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', E extends { multipart: true } ? FormData : BodyOf<E>>;

/** The input is optional when nothing in it is required. */
export type CallArgs<E extends Endpoint> =
  Partial<CallInput<E>> extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>];

/** A file answered by the API (`detalles`), with the name it was given (Content-Disposition). */
export type FileAnswer = Envelope<Blob> & { fileName?: string };

/**
 * The answer of an endpoint: its envelope, `detalles` typed by the contract (absent on a refusal:
 * read it after checking `status === 200`), plus the other fields it declares (`totalRegistros`,
 * `totales`, `token`...). A file endpoint answers a `FileAnswer`.
 */
export type Answer<E extends Endpoint> =
  IsBinary<E> extends true
    ? FileAnswer
    : Envelope<DetallesOf<E>> & Omit<ResponseOf<E>, 'status' | 'mensaje' | 'detalles' | 'info' | 'type'>;

/** The endpoint's path under /api with its parameters filled in ('/serie/:id' → '/serie/3'). */
export const pathOf = (endpoint: Endpoint, input?: UntypedInput): string => fillPath(endpoint.path, input?.params);

/** An input built at run time (a kit's form values, a list's query): the server validates it. */
export interface UntypedInput {
  params?: Readonly<Record<string, unknown>>;
  query?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

/**
 * Calls one endpoint of the contracts through the session's client (bearer header, the session's
 * rules: HTTP 401 and body status 404 end the session; answers resolve whatever their status so
 * screens show the server's mensaje). GET sends `query` as the query string, POST sends `body`
 * (form data for multipart uploads). A file endpoint resolves to the file, or to the refusal's
 * envelope when the server answers JSON. Network failures reject.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<Answer<E>> {
  return callUntyped(endpoint, input as UntypedInput | undefined) as Promise<Answer<E>>;
}

/** An answer read without its contract's types (the kits read `detalles` and the list fields). */
export type UntypedAnswer = Envelope<unknown> & { [field: string]: unknown };

/**
 * `call` for the kits, whose inputs are built at run time from declared resources (form values,
 * list queries): typed loosely, validated by the server like any other call.
 */
export async function callUntyped(endpoint: Endpoint, input: UntypedInput = {}): Promise<UntypedAnswer> {
  const url = fillPath(endpoint.path, input.params);
  const params = input.query;
  if (isBinary(endpoint)) return (await fetchFile(url, params)) as UntypedAnswer;
  const response =
    endpoint.method === 'GET'
      ? await api.get<UntypedAnswer>(url, { params })
      : await api.post<UntypedAnswer>(url, input.body ?? {}, { params });
  return response.data;
}

async function fetchFile(url: string, params: unknown): Promise<FileAnswer> {
  // The fetch adapter answers a Blob everywhere (XHR does in browsers only; Node's http adapter never).
  const response = await api.get<Blob>(url, { params, responseType: 'blob', adapter: 'fetch' });
  const type = String(response.headers['content-type'] ?? '');
  if (response.status !== 200 || type.includes('application/json'))
    return JSON.parse(await response.data.text()) as FileAnswer;
  const fileName = fileNameOf(String(response.headers['content-disposition'] ?? ''), '') || undefined;
  return { status: 200, mensaje: '', detalles: response.data, fileName };
}
