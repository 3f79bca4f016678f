import type { ProductRow, ProductStockRow } from '@trade/contracts/inventory';
import { get, post, runtimeConfig } from '@trade/session';

export const IMAGE_ERROR = 'Error al subir la imagen del producto';
export const SHEET_ERROR = 'Error al subir el archivo del producto';
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SHEET_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;

/** Multipart: the product id goes before the file (the server reads it first). */
function upload(path: string, field: string, productoId: number, file: File) {
  const body = new FormData();
  body.append('producto_id', String(productoId));
  body.append(field, file, file.name);
  return post<ProductRow>(path, body);
}
export const uploadImage = (productoId: number, file: File) => upload('/rimagenproducto', 'imagen', productoId, file);
export const uploadSheet = (productoId: number, file: File) =>
  upload('/rfichatecnicaproducto', 'ficha', productoId, file);
export const productStock = (productoId: number) => get<ProductStockRow[]>(`/gstockproducto/${productoId}`);

/**
 * A product file (/api/fotoproducto/<id>, /api/fichaproducto/<id>) needs the session: an <img>
 * cannot send the bearer header, so it gets a short-lived link signed by the API (like the prints).
 */
export async function signedFileUrl(ruta: string): Promise<string> {
  const answer = await post<{ url: string }>('/enlace-impresion', { ruta });
  if (answer.status !== 200 || !answer.detalles) throw new Error(answer.mensaje || 'No se pudo abrir el archivo');
  return `${runtimeConfig().apiBase}${answer.detalles.url}`;
}
