import type { FastifyInstance } from 'fastify';
import { sanitizeFileName } from '@trade/formats';
import { products } from '@trade/contracts/inventory';
import { route } from '../../core/routes.js';
import { BusinessError, ok } from '../../core/envelope.js';
import { readMultipart } from '../../core/multipart.js';
import { dataFile, prepareImage, sniffImageType, storeImage, uploadName, writeAtomically } from '../../core/images.js';
import { pdfProblem } from '../../core/pdf-check.js';
import { IMAGE_FOLDER, SHEET_FOLDER, clearSheets, serveProductFile } from './product-files.js';

const IMAGE_ERROR = 'Error al subir la imagen del producto';
const SHEET_ERROR = 'Error al subir el archivo del producto';
const IMAGE_MAX = 2 * 1024 * 1024;
const SHEET_MAX = 5 * 1024 * 1024;

function productId(fields: Record<string, string>, prefix: string): number {
  const text = (fields.producto_id ?? '').trim();
  if (!/^[0-9]{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647)
    throw new BusinessError(`${prefix}: indique el producto (producto_id)`);
  return Number(text);
}

/** Types of a technical sheet, by content: PDF, PNG or JPEG (the name and the browser's word are never trusted). */
function sheetType(bytes: Buffer): 'pdf' | 'png' | 'jpg' | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const image = sniffImageType(bytes);
  return image === 'image/png' ? 'png' : image === 'image/jpeg' ? 'jpg' : undefined;
}

/** rimagenproducto and rfichatecnicaproducto: the shared upload rules of core/images.ts. */
export default function productFileRoutes(app: FastifyInstance) {
  const inv = app.inventory;
  const dataDir = app.config.dataDir;

  route(app, products.endpoints.uploadImage, async (request) => {
    const form = await readMultipart(request, IMAGE_ERROR, {
      fileSize: IMAGE_MAX,
      files: 1,
      tooLarge: 'la imagen supera 2 MB',
    });
    const id = productId(form.fields, IMAGE_ERROR);
    const file = form.files.imagen ?? Object.values(form.files)[0];
    if (!file) throw new BusinessError(`${IMAGE_ERROR}: seleccione una imagen`);
    await inv.products.get(id);
    const image = await prepareImage(file.data, {
      prefix: IMAGE_ERROR,
      maxBytes: IMAGE_MAX,
      accept: ['image/png', 'image/jpeg', 'image/webp'],
      fit: { width: 1200, height: 1200 },
    });
    storeImage(dataDir, IMAGE_FOLDER.join('/'), `producto-${id}`, image);
    return ok(
      await inv.products.setFile(id, 'imagen', `producto-${id}.${image.ext}`),
      'Imagen del producto guardada correctamente',
    );
  });

  route(app, products.endpoints.image, serveProductFile(app, 'imagen'));
  route(app, products.endpoints.sheet, serveProductFile(app, 'ficha_tecnica'));

  route(app, products.endpoints.uploadSheet, async (request) => {
    const form = await readMultipart(request, SHEET_ERROR, {
      fileSize: SHEET_MAX,
      files: 1,
      tooLarge: 'el archivo supera 5 MB',
    });
    const id = productId(form.fields, SHEET_ERROR);
    const file = form.files.ficha ?? Object.values(form.files)[0];
    if (!file || file.data.length === 0) throw new BusinessError(`${SHEET_ERROR}: seleccione un archivo`);
    await inv.products.get(id);
    const type = sheetType(file.data);
    if (!type) throw new BusinessError(`${SHEET_ERROR}: solo se aceptan archivos PDF, PNG o JPEG`);
    // The real type, not only the first bytes: a PDF must be one (and carry no page or script of
    // another kind); an image is decoded and encoded again, which drops whatever was appended to it.
    const problem = type === 'pdf' ? pdfProblem(file.data) : undefined;
    if (problem) throw new BusinessError(`${SHEET_ERROR}: ${problem}`);
    const data =
      type === 'pdf'
        ? file.data
        : (
            await prepareImage(file.data, {
              prefix: SHEET_ERROR,
              maxBytes: SHEET_MAX,
              accept: ['image/png', 'image/jpeg'],
              fit: { width: 2400, height: 2400 },
            })
          ).data;
    // The user's name, sanitised (< > : " / \ | ? * ! removed, no folder part), with the extension of the real content.
    let name = sanitizeFileName(uploadName(file.filename || `ficha.${type}`)).replace(/^\.+/, '');
    if (!new RegExp(`\\.${type === 'jpg' ? 'jpe?g' : type}$`, 'i').test(name))
      name = `${name.replace(/\.[\p{L}\p{N}]{1,10}$/u, '')}.${type}`;
    if (name.length > 120) name = `${name.slice(0, 110).replace(/\.[^.]*$/, '')}.${type}`;
    writeAtomically(dataFile(dataDir, ...SHEET_FOLDER, String(id), name), data);
    clearSheets(dataDir, id, name);
    return ok(
      await inv.products.setFile(id, 'ficha_tecnica', `${id}/${name}`),
      'Ficha técnica del producto guardada correctamente',
    );
  });
}
