import { session } from '@trade/contracts/session';
import { call, pathOf, type CallInput, type Endpoint, type UntypedInput } from './call.js';
import { runtimeConfig } from './config.js';

export const PRINT_ERROR = 'No se pudo abrir el documento para imprimir';

/** The printable call as the API signs it: '/api/ticketventa/15?formato=a4'. */
export function printRoute<E extends Endpoint>(endpoint: E, input: CallInput<E>): string {
  const loose = input as UntypedInput;
  const query = new URLSearchParams(
    Object.entries(loose.query ?? {})
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([name, value]) => [name, String(value)]),
  ).toString();
  return `/api${pathOf(endpoint, loose)}${query ? `?${query}` : ''}`;
}

/**
 * A short-lived link the API signs for exactly this call, for what cannot send the bearer header
 * (a new tab, an <img>).
 */
export async function signedUrl<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  failText = PRINT_ERROR,
): Promise<string> {
  const answer = await call(session.endpoints.printLink, { body: { ruta: printRoute(endpoint, input) } });
  if (answer.status !== 200 || !answer.detalles) throw new Error(answer.mensaje || failText);
  return `${runtimeConfig().apiBase}${answer.detalles.url}`;
}

/**
 * Opens a printable document (an endpoint answering a PDF, e.g. a sale's ticket) in a new tab through
 * a signed link. The tab is opened first, synchronously with the click, so browsers do not block it
 * as a pop-up.
 */
export async function openPrintable<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<void> {
  const tab = typeof window !== 'undefined' ? window.open('about:blank', '_blank') : null;
  try {
    const url = await signedUrl(endpoint, input);
    if (tab) tab.location.href = url;
    else if (typeof window !== 'undefined') window.open(url, '_blank');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
