import { callUntyped, type CallInput, type Endpoint, type UntypedInput } from './call.js';

export const DOWNLOAD_ERROR = 'No se pudo descargar el archivo';

/**
 * Downloads a file an endpoint answers (a stored e-mail, a document's XML or CDR) with the
 * session's token, under the name the server gives (else `fallbackName`). A refusal (JSON
 * envelope) rejects with its mensaje.
 */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  fallbackName: string,
): Promise<void> {
  const answer = await callUntyped(endpoint, input as UntypedInput);
  if (answer.status !== 200 || !(answer.detalles instanceof Blob)) throw new Error(answer.mensaje || DOWNLOAD_ERROR);
  const link = document.createElement('a');
  link.href = URL.createObjectURL(answer.detalles);
  link.download = (typeof answer.fileName === 'string' && answer.fileName) || fallbackName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
