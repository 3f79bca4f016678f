import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { BusinessError } from './envelope.js';
import { megabytes } from './images.js';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Reads a whole multipart/form-data request (fields in any order) with per-call limits; every
 * refusal is a Spanish business message starting with `prefix` (e.g. 'Error al registrar el logo').
 * The area registers @fastify/multipart in its own routes plugin (see areas/organization/routes.ts).
 */
export async function readMultipart(
  request: FastifyRequest,
  prefix: string,
  limits: { fileSize: number; files: number; fieldSize?: number; tooLarge?: string },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new BusinessError(`${prefix}: envíe el formulario como multipart/form-data`);
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: 10,
        parts: limits.files + 10,
        fieldSize: limits.fieldSize ?? 1024,
      },
    })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        form.files[part.fieldname] = { filename: part.filename ?? '', data };
      } else {
        if (part.valueTruncated) throw new BusinessError(`${prefix}: el campo ${part.fieldname} es demasiado largo`);
        form.fields[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new BusinessError(`${prefix}: ${limits.tooLarge ?? `el archivo supera ${megabytes(limits.fileSize)}`}`);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new BusinessError(`${prefix}: el formulario tiene demasiados archivos o campos`);
    if (code?.startsWith('FST_')) throw new BusinessError(`${prefix}: el formulario no es válido`);
    throw error;
  }
  return form;
}
