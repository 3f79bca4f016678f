import { api } from './api.js';
import type { Envelope } from './envelope.js';

export const DOWNLOAD_ERROR = 'No se pudo descargar el archivo';

/** The name the server gave (filename*=UTF-8''… first, then filename="…"), else the fallback. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // A malformed encoding: fall through to the plain name.
    }
  }
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads a file the API answers (a stored e-mail, a document's XML or CDR) with the session's
 * token, under the name the server gives. A refusal (JSON envelope) rejects with its mensaje.
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const response = await api.get<Blob>(url, { responseType: 'blob' });
  const type = String(response.headers['content-type'] ?? '');
  if (response.status !== 200 || type.includes('application/json')) {
    const answer = JSON.parse(await response.data.text()) as Envelope;
    throw new Error(answer.mensaje || DOWNLOAD_ERROR);
  }
  const link = document.createElement('a');
  link.href = URL.createObjectURL(response.data);
  link.download = fileNameOf(String(response.headers['content-disposition'] ?? ''), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
