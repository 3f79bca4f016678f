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
 * Opens a printable document (an endpoint answering a PDF, e.g. a sale's ticket) in a new tab. A
 * tab cannot send the bearer header, so the API signs a short-lived link for exactly that document.
 * The tab is opened first, synchronously with the click, so browsers do not block it as a pop-up.
 */
export async function openPrintable<E extends Endpoint>(endpoint: E, input: CallInput<E>): Promise<void> {
  const ruta = printRoute(endpoint, input);
  const tab = typeof window !== 'undefined' ? window.open('about:blank', '_blank') : null;
  try {
    const answer = await call(session.endpoints.printLink, { body: { ruta } });
    if (answer.status !== 200 || !answer.detalles) throw new Error(answer.mensaje || PRINT_ERROR);
    const url = `${runtimeConfig().apiBase}${answer.detalles.url}`;
    if (tab) tab.location.href = url;
    else if (typeof window !== 'undefined') window.open(url, '_blank');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
