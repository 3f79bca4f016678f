import { products } from '@trade/contracts/inventory';
import { call } from '@trade/session';

export const IMAGE_ERROR = 'Error al subir la imagen del producto';
export const SHEET_ERROR = 'Error al subir el archivo del producto';
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const SHEET_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
export const SHEET_MAX_BYTES = 5 * 1024 * 1024;

/** Multipart: the product id goes before the file (the server reads it first). */
function form(field: string, productoId: number, file: File) {
  const body = new FormData();
  body.append('producto_id', String(productoId));
  body.append(field, file, file.name);
  return body;
}
export const uploadImage = (productoId: number, file: File) =>
  call(products.endpoints.uploadImage, { body: form('imagen', productoId, file) });
export const uploadSheet = (productoId: number, file: File) =>
  call(products.endpoints.uploadSheet, { body: form('ficha', productoId, file) });
export const productStock = (productoId: number) => call(products.endpoints.stock, { params: { id: productoId } });
