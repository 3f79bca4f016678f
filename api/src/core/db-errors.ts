import { BusinessError } from './envelope.js';

/** PostgreSQL error codes the API turns into messages (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const PG = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  stringTooLong: '22001',
  numericOutOfRange: '22003',
  /** A NUL character in a text (refused earlier by the routes; kept for writes from elsewhere). */
  untranslatableCharacter: '22021',
  characterNotInRepertoire: '22P05',
} as const;

/** The SQLSTATE of a failed query (drivers and Drizzle wrap it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs a write; a PostgreSQL error with one of the codes becomes the given business message. */
export async function refusing<T>(codes: Partial<Record<string, string>>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const message = codes[pgErrorCode(error) ?? ''];
    if (message) throw new BusinessError(message);
    throw error;
  }
}

/** A unique violation (23505) becomes `message`. */
export const refusingDuplicate = <T>(message: string, write: () => Promise<T>) =>
  refusing({ [PG.uniqueViolation]: message }, write);
/** A foreign-key refusal (23503: other records refer to it) becomes `message`. */
export const refusingReferenced = <T>(message: string, write: () => Promise<T>) =>
  refusing({ [PG.foreignKeyViolation]: message }, write);

/** The generic Spanish message of a database refusal the user caused, for the error handler. */
export function databaseMessage(error: unknown): string | undefined {
  switch (pgErrorCode(error)) {
    case PG.uniqueViolation:
      return 'Ya existe un registro con esos datos';
    case PG.foreignKeyViolation:
      return 'El registro está relacionado con otros datos y no se puede modificar o eliminar';
    case PG.stringTooLong:
      return 'Uno de los textos es demasiado largo';
    case PG.numericOutOfRange:
      return 'Uno de los números está fuera del rango permitido';
    case PG.untranslatableCharacter:
    case PG.characterNotInRepertoire:
      return 'Uno de los textos tiene caracteres no permitidos';
    default:
      return undefined;
  }
}
