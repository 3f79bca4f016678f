import { post } from './api.js';
import { runtimeConfig } from './config.js';

export const PRINT_ERROR = 'No se pudo abrir el documento para imprimir';

/**
 * Opens a printable document (e.g. '/api/ticketventa/15') in a new tab. A tab cannot send the
 * bearer header, so the API signs a short-lived link for exactly that document. The tab is
 * opened first, synchronously with the click, so browsers do not block it as a pop-up.
 */
export async function openPrintable(ruta: string): Promise<void> {
  const tab = typeof window !== 'undefined' ? window.open('about:blank', '_blank') : null;
  try {
    const answer = await post<{ url: string }>('/enlace-impresion', { ruta });
    if (answer.status !== 200 || !answer.detalles) throw new Error(answer.mensaje || PRINT_ERROR);
    const url = `${runtimeConfig().apiBase}${answer.detalles.url}`;
    if (tab) tab.location.href = url;
    else if (typeof window !== 'undefined') window.open(url, '_blank');
  } catch (error) {
    tab?.close();
    throw error;
  }
}
