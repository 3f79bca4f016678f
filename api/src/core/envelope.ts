import { notFoundMessage } from '@trade/contracts/kit';

/**
 * Every JSON answer: `status` mirrors the HTTP status (but for an ended session, HTTP 401 with 404,
 * and a missing or out-of-scope record, HTTP 404 with 400: MissingRecordError), `mensaje` is shown to the user.
 */
export interface Envelope<T = unknown> {
  status: number;
  mensaje: string;
  detalles?: T;
  info?: string;
  type?: string;
}

/** One page of a list, as repositories give it (see core/lists.ts). */
export interface Page<T> {
  rows: T[];
  total: number;
  /** Sums over the whole filter, money as strings with 2 decimals. */
  totales?: Record<string, string>;
}

export interface PagedEnvelope<T> extends Envelope<T[]> {
  detalles: T[];
  totalPaginas: number;
  totalRegistros: number;
  totales?: Record<string, string>;
}

export function ok<T>(detalles: T, mensaje = 'Operación realizada correctamente') {
  return { status: 200, mensaje, detalles };
}

export function paged<T>(
  { rows, total, totales }: Page<T>,
  pageSize: number,
  mensaje = 'Registros obtenidos',
): PagedEnvelope<T> {
  return {
    status: 200,
    mensaje,
    detalles: rows,
    totalPaginas: Math.max(1, Math.ceil(total / pageSize)),
    totalRegistros: total,
    ...(totales ? { totales } : {}),
  };
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

/** "El empleado no existe o fue eliminado" / "La serie no existe o fue eliminada" (gender 'f'). */
export const notFound = (what: string, gender: 'm' | 'f' = what.startsWith('La ') ? 'f' : 'm') =>
  new BusinessError(`${what} no existe o fue ${gender === 'f' ? 'eliminada' : 'eliminado'}`);

/**
 * A record a call names by id that does not exist, or is out of the caller's data scope (core/scope.ts):
 * the same answer for both, so a record's existence is never disclosed — HTTP 404 with the Spanish
 * mensaje the screens show ('La venta no existe o fue eliminada'). Its body's status is 400, not
 * 404: the browser takes a body status 404 for an ended session (docs/security.md).
 */
export class MissingRecordError extends Error {
  readonly statusCode = 404;
  readonly bodyStatus = 400;
  constructor(noun: string) {
    super(notFoundMessage(noun));
  }
}

/** '' and spaces become null (optional texts). */
export const blankToNull = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};
