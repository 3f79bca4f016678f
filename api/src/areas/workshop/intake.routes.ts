import type { FastifyInstance } from 'fastify';
import { PHOTO_FIT, PHOTO_MAX_BYTES, SERVICE_ORDER_OWNER, intakeInventory } from '@trade/contracts/workshop';
import { route } from '../../core/routes.js';
import { BusinessError, MissingRecordError, blankToNull, ok } from '../../core/envelope.js';
import { canSee } from '../../core/scope.js';
import { readMultipart } from '../../core/multipart.js';
import { megabytes, prepareImage } from '../../core/images.js';

const PHOTO_ERROR = 'Error al guardar foto en el inventario';

/** A positive id typed in a form field (multipart fields are text), or null when optional and empty. */
function formId(value: string | undefined, label: string, optional: boolean): number | null {
  const text = (value ?? '').trim();
  if (!text && optional) return null;
  if (!/^[0-9]{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2147483647)
    throw new BusinessError(`${PHOTO_ERROR}: indique ${label}`);
  return Number(text);
}

/** The intake inventory of a service order and its photos (rinventariofoto and the rest). */
export function intakeRoutes(app: FastifyInstance) {
  const intake = app.workshop.intake;
  const calls = intakeInventory.endpoints;
  const tx = app.db.transaction.bind(app.db);

  route(app, calls.get, async (request) => ok(await intake.get(request.params.id), 'Inventario de ingreso'));
  route(app, calls.saveObservation, async (request) =>
    ok(await tx((t) => intake.saveObservation(request.body, t, request.user!)), 'Inventario de ingreso guardado'),
  );
  route(app, calls.addAccessory, async (request) =>
    ok(await tx((t) => intake.addAccessory(request.body, t)), 'Accesorio agregado al inventario'),
  );
  route(app, calls.removeAccessory, async (request) =>
    ok(
      await tx((t) => intake.removeAccessory(request.body.idinventarioaccesorio, t)),
      'Accesorio quitado del inventario',
    ),
  );
  route(app, calls.removePhoto, async (request) =>
    ok(await tx((t) => intake.removePhoto(request.body.idfoto, t)), 'Foto eliminada de la orden'),
  );

  // A phone's photo: checked by content and size, resized and re-encoded once as JPEG (core/images.ts)
  // before the transaction; the order must be in the caller's scope like every other call's.
  route(app, calls.savePhoto, async (request) => {
    const form = await readMultipart(request, PHOTO_ERROR, {
      fileSize: PHOTO_MAX_BYTES,
      files: 1,
      fieldSize: 1024,
      tooLarge: `la imagen supera ${megabytes(PHOTO_MAX_BYTES)}`,
    });
    const id = formId(form.fields.idordenservicio, 'la orden de servicio (idordenservicio)', false)!;
    const idtiempo = formId(form.fields.idtiempo, 'el tiempo de la nota (idtiempo)', true);
    const descripcion = blankToNull(form.fields.descripcion)?.slice(0, 200) ?? null;
    const file = form.files.foto ?? Object.values(form.files)[0];
    if (!file) throw new BusinessError(`${PHOTO_ERROR}: seleccione una imagen`);
    // The order named in the form is checked here (a multipart body is read by the handler, after the
    // route layer's record check; and the request's scope context does not survive the stream's reading).
    if (!(await canSee(app.db, request.user!, SERVICE_ORDER_OWNER, id)))
      throw new MissingRecordError('La orden de servicio');
    const image = await prepareImage(file.data, {
      prefix: PHOTO_ERROR,
      maxBytes: PHOTO_MAX_BYTES,
      accept: ['image/png', 'image/jpeg', 'image/webp'],
      fit: PHOTO_FIT,
      output: 'image/jpeg',
    });
    return ok(
      await tx((t) => intake.savePhoto(id, { image, descripcion, idtiempo }, t, request.user!)),
      'Foto guardada en la orden',
    );
  });
}
