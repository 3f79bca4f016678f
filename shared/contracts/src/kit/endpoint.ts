import type { TSchema } from 'typebox';

/** Anyone, without a session (login, public tracking). */
export const PUBLIC = 'public';
/** Any signed-in user (their own session, reference lists every screen reads). */
export const SIGNED_IN = 'signed-in';

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
