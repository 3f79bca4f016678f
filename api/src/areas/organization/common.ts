import { Type, type TSchema } from 'typebox';
import { BusinessError } from '../../core/envelope.js';

/** Shared TypeBox pieces of the organization and reference routes (every field has its Spanish title). */

/** Response fields that may be null. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * Request fields that may be null: one schema with `type: [x, 'null']` (not a union), so a bad value
 * gets one Spanish message with the field's label ("Correo no tiene un formato válido").
 */
export const NullableString = (options: { title: string; maxLength: number; minLength?: number; pattern?: string }) =>
  Type.Optional(Type.Unsafe<string | null>({ ...Type.String(options), type: ['string', 'null'] }));
export const NullableInteger = (options: { title: string; minimum?: number; maximum?: number }) =>
  Type.Optional(Type.Unsafe<number | null>({ ...Type.Integer({ minimum: 1, maximum: 2147483647, ...options }), type: ['integer', 'null'] }));

export const Estado = Type.Integer({ minimum: 0, maximum: 1, title: 'Estado' });
export const EstadoFilter = Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: 'Estado' }));
/** One of a list of strings, with a single Spanish message when it is not ("Rol tiene un valor no permitido"). */
export const Enum = <const T extends readonly string[]>(values: T, title: string) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], title });
export const SearchText = Type.Optional(Type.String({ maxLength: 100, title: 'Búsqueda' }));
export const Id = (title: string) => Type.Integer({ minimum: 1, maximum: 2147483647, title });

/** An optional text field: trimmed, '' stored as null. */
export const OptionalText = (title: string, maxLength: number) => NullableString({ maxLength, title });
/** Optional e-mail ('' or null = none). */
export const Email = (title = 'Correo') => NullableString({ maxLength: 120, title, pattern: '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' });
export const Ubigeo = Type.String({ pattern: '^[0-9]{6}$', title: 'Ubigeo' });

export const blankToNull = (value: string | null | undefined): string | null => {
  const text = value?.trim();
  return text ? text : null;
};

/** PostgreSQL error code of a failed query (drivers and Drizzle wrap it in `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs a write; a foreign-key refusal (23503) becomes the given business message. */
export async function refusingReferenced<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw new BusinessError(message);
    throw error;
  }
}

/** Runs a write; a unique violation (23505) becomes the given business message. */
export async function refusingDuplicate<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new BusinessError(message);
    throw error;
  }
}

export const toggledMessage = (estado: number, activated: string, deactivated: string) => (estado === 1 ? activated : deactivated);

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The core `notFound` with feminine agreement: "La serie no existe o fue eliminada". */
export const notFoundFeminine = (what: string) => new BusinessError(`${what} no existe o fue eliminada`);
