import type { TSchema } from 'typebox';
import type { RecordRef } from './scope.js';

/** Anyone, without a session (login, public tracking). */
export const PUBLIC = 'public';
/** Any signed-in user (their own session, reference lists every screen reads). */
export const SIGNED_IN = 'signed-in';

/**
 * Administrators only: no menu grants the call (backups: the whole company's data in one file).
 * An admin reaches every endpoint, so an empty list leaves nobody else.
 */
export const ADMINS_ONLY: readonly string[] = [];

/**
 * Who may call an endpoint: `PUBLIC`, `SIGNED_IN`, or the menus that grant it, by menu route
 * ('/employees'): the screen's own menu plus the screens that use the call as a lookup. An admin
 * reaches every endpoint. A sensitive action names only its own menu.
 */
export type Grant = typeof PUBLIC | typeof SIGNED_IN | readonly string[];

export interface Endpoint {
  method: 'GET' | 'POST';
  /** Path under /api, Fastify syntax: '/serie/:id'. */
  path: string;
  /** One Spanish line for the OpenAPI document. */
  summary: string;
  description?: string;
  menus: Grant;
  /**
   * A path parameter holding a user id: a signed-in user always reaches the call for their own
   * id (their menus, their series); for another user's id the menus above are needed.
   */
  self?: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The answer of HTTP 200 (every endpoint has one, so the OpenAPI document is complete). */
  response: TSchema;
  /** multipart/form-data uploads: the handler reads the parts with its own limits. */
  multipart?: boolean;
  /**
   * The record(s) the call names by id (read, print, mail, export or change): out of the caller's
   * data scope, or missing, it answers HTTP 404 before the handler runs (kit/scope.ts).
   */
  record?: RecordRef | readonly RecordRef[];
  /** A GET that changes data (the spec's method is kept): never cached, written to the audit trail. */
  changesState?: true;
  /** Written to the audit trail (who, what, when, from where, why) in the same transaction as the change. */
  audit?: Audit;
  /** OpenAPI tag (the contract module sets it). */
  tags?: readonly string[];
}

/** The endpoints of one contract, each tagged for the OpenAPI document. */
export function endpoints<const E extends Record<string, Endpoint>>(
  tag: string,
  table: E,
): { [K in keyof E]: E[K] & { tags: readonly string[] } } {
  return Object.fromEntries(Object.entries(table).map(([name, e]) => [name, { ...e, tags: [tag] }])) as never;
}

/** Grants as a list (empty for public and signed-in endpoints). */
export const grantedMenus = (endpoint: Endpoint): readonly string[] =>
  Array.isArray(endpoint.menus) ? endpoint.menus : [];

/** How a call is written to the audit trail. */
export interface Audit {
  /** What it does, in Spanish: 'Anula una venta'. */
  accion: string;
  /** The entity and the field holding its id; by default the record the call names (`record`). */
  entidad?: string;
  id?: string;
  /** The field holding the reason the user gave ('motivo'). */
  motivo?: string;
}

/** The records an endpoint names, as a list. */
export const recordsOf = (endpoint: Endpoint): readonly RecordRef[] =>
  endpoint.record === undefined
    ? []
    : Array.isArray(endpoint.record)
      ? endpoint.record
      : [endpoint.record as RecordRef];
