import * as T from 'typebox';
import type { TSchema } from 'typebox';

/** Every JSON answer: `{ status, mensaje, detalles }` (+ `info`, `type` when needed). */
export const Envelope = <S extends TSchema>(detalles: S) =>
  T.Object({
    status: T.Integer(),
    mensaje: T.String(),
    detalles,
    info: T.Optional(T.String()),
    type: T.Optional(T.String()),
  });

/** The answer of a call that returns nothing (delete, remove): `detalles: null`. */
export const Done = Envelope(T.Null());

/**
 * A page of a list: pages start at 1; `totalRegistros` counts the whole filter. `totals` names the
 * money or quantity columns summed over the whole filter (not the page), answered in `totales` as
 * strings with 2 decimals.
 */
export const Paged = <S extends TSchema, const K extends readonly string[] = []>(row: S, totals?: K) =>
  T.Object({
    status: T.Integer(),
    mensaje: T.String(),
    detalles: T.Array(row),
    totalPaginas: T.Integer(),
    totalRegistros: T.Integer(),
    totales: T.Optional(
      T.Object(Object.fromEntries((totals ?? []).map((k) => [k, T.String()])) as { [P in K[number]]: T.TString }),
    ),
  });

/** A binary answer (PDF, image): documented in OpenAPI, never serialized as JSON. */
export const Binary = (
  mediaType: 'application/pdf' | 'image/*' | 'message/rfc822' | 'application/xml' | 'application/zip' | 'text/plain',
) => T.Unsafe<Uint8Array>({ type: 'string', format: 'binary', contentMediaType: mediaType });

/** The query of every print call (GET /<plantilla>/:id): the page format and the signed link. */
export const PrintQuery = T.Object({
  formato: T.Optional(
    T.Unsafe<'a4' | 'ticket80' | 'ticket58'>({
      type: 'string',
      enum: ['a4', 'ticket80', 'ticket58'],
      title: 'Formato',
      description: 'a4, ticket80 o ticket58; por defecto el de la plantilla',
    }),
  ),
  firma: T.Optional(
    T.String({
      maxLength: 2000,
      title: 'Firma',
      description: 'Enlace firmado de POST /api/enlace-impresion (para abrir el PDF en otra pestaña sin token)',
    }),
  ),
});
