import type { Endpoint } from '@trade/contracts/client';
import { callUntyped, type Envelope, type UntypedInput } from '@trade/session';
import type { CallSpec } from './types.js';

/** An endpoint of the contracts (as opposed to a screen's own function). */
export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && typeof (value as Endpoint).path === 'string';

/**
 * Runs one of a screen's calls. An endpoint gets the body (POST) and, when its path names `:id`,
 * the row's id there (`GET /egastosoperativos/:id`); a function gets the arguments.
 */
export function runCall<A extends unknown[]>(
  spec: CallSpec<A>,
  input: { body?: () => unknown; id?: unknown },
  ...args: A
): Promise<Envelope<unknown>> {
  if (!isEndpoint(spec)) return spec(...args);
  const sent: UntypedInput = {};
  if (spec.path.includes(':id')) sent.params = { id: input.id };
  if (spec.method === 'POST') sent.body = input.body?.() ?? {};
  return callUntyped(spec, sent);
}
