import { Type, type TSchema } from 'typebox';

/** Every JSON answer: `status` mirrors the HTTP status, `mensaje` is shown to the user. */
export interface Envelope<T = unknown> {
  status: number;
  mensaje: string;
  detalles?: T;
  info?: string;
  type?: string;
}

export interface PagedEnvelope<T> extends Envelope<T[]> {
  detalles: T[];
  totalPaginas: number;
  totalRegistros: number;
}

export function ok<T>(detalles: T, mensaje = 'Operación realizada correctamente'): Envelope<T> {
  return { status: 200, mensaje, detalles };
}

export function paged<T>(rows: T[], totalRegistros: number, pageSize: number, mensaje = 'Registros obtenidos'): PagedEnvelope<T> {
  return { status: 200, mensaje, detalles: rows, totalPaginas: Math.max(1, Math.ceil(totalRegistros / pageSize)), totalRegistros };
}

/**
 * A refusal the user can act on (bad data, a missing record, a rule of the business).
 * Thrown from handlers and repositories; answered as an envelope, never as a stack trace.
 * A missing record is a 400: body status 404 is reserved for an ended session.
 */
export class BusinessError extends Error {
  constructor(
    message: string,
    readonly status = 400,
    readonly extra: Pick<Envelope, 'info' | 'type' | 'detalles'> = {},
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

export const notFound = (what: string) => new BusinessError(`${what} no existe o fue eliminado`);

/** TypeBox schema of an envelope whose `detalles` has the given schema. */
export const EnvelopeSchema = <T extends TSchema>(detalles: T) =>
  Type.Object({
    status: Type.Integer(),
    mensaje: Type.String(),
    detalles: Type.Optional(detalles),
    info: Type.Optional(Type.String()),
    type: Type.Optional(Type.String()),
  });

export const PagedSchema = <T extends TSchema>(row: T) =>
  Type.Object({
    status: Type.Integer(),
    mensaje: Type.String(),
    detalles: Type.Array(row),
    totalPaginas: Type.Integer(),
    totalRegistros: Type.Integer(),
  });

/** Query of a paged list: pages start at 1. */
export const PageQuery = Type.Object({
  page: Type.Integer({ minimum: 1, default: 1, title: 'Página' }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 10, title: 'Tamaño de página' }),
});

export const IdParam = Type.Object({ id: Type.Integer({ minimum: 1, title: 'Id' }) });
