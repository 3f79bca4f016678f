import * as T from 'typebox';
import type { TSchema } from 'typebox';

/**
 * Field builders of every contract. Each one carries its Spanish `title` (the API's validation
 * messages and the CRUD kit's labels use it) and its limits: every integer has bounds, every text
 * a maximum length, every date is a real calendar day. `import * as T` (never `{ Type }`) keeps
 * the browser bundle to the few builders used.
 */

/** Largest value of a PostgreSQL integer (ids, counters). */
export const MAX_INT = 2147483647;

/** YYYY-MM-DD; with `format: 'date'` the API also refuses impossible days (2023-02-29, 2026-13-45). */
export const DATE_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
export const EMAIL_PATTERN = '^$|^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
/** A text with at least one visible character (a required text cannot be only spaces). */
export const NOT_BLANK = '\\S';

/** A value or null, in an answer (rows). */
export const Nullable = <S extends TSchema>(schema: S) => T.Union([schema, T.Null()]);

/** A record's id: 1 … 2147483647. */
export const Id = (title: string) => T.Integer({ minimum: 1, maximum: MAX_INT, title });

/** A whole number between bounds. */
export const Int = (title: string, minimum: number, maximum: number) => T.Integer({ minimum, maximum, title });

/** A required text: 1 … maxLength characters, not only spaces (or matching `pattern`). */
export const Text = (title: string, maxLength: number, options: { minLength?: number; pattern?: string } = {}) =>
  T.String({ title, minLength: options.minLength ?? 1, maxLength, pattern: options.pattern ?? NOT_BLANK });

/** A code of exactly `digits` digits (ubigeo '150101', a department '15'). */
export const Digits = (title: string, digits: number) =>
  T.String({ title, maxLength: digits, pattern: `^[0-9]{${digits}}$` });

/**
 * Optional request fields that may be null: one schema with `type: [x, 'null']` (not a union), so
 * a bad value gets one Spanish message with the field's label ("Correo no tiene un formato válido").
 */
export const NullableText = (title: string, maxLength: number, pattern?: string) =>
  T.Optional(
    T.Unsafe<string | null>({
      ...T.String({ title, maxLength, ...(pattern ? { pattern } : {}) }),
      type: ['string', 'null'],
    }),
  );
export const NullableId = (title: string) =>
  T.Optional(T.Unsafe<number | null>({ ...Id(title), type: ['integer', 'null'] }));

/** Optional e-mail ('' or null: none). */
export const Email = (title = 'Correo') => NullableText(title, 120, EMAIL_PATTERN);

/** A real calendar day, YYYY-MM-DD (Lima dates). */
export const IsoDate = (title: string) => T.String({ title, maxLength: 10, pattern: DATE_PATTERN, format: 'date' });
export const NullableDate = (title: string) =>
  T.Optional(T.Unsafe<string | null>({ ...IsoDate(title), type: ['string', 'null'] }));

/** An amount as text (exact decimals, never a float): up to `digits` integer digits and 2 decimals. */
export const Money = (title: string, digits = 10) =>
  T.String({ title, maxLength: digits + 3, pattern: `^[0-9]{1,${digits}}(\\.[0-9]{1,2})?$` });
export const NullableMoney = (title: string, digits = 10) =>
  T.Optional(T.Unsafe<string | null>({ ...Money(title, digits), type: ['string', 'null'] }));

/** 1 active, 0 inactive. */
export const Estado = T.Integer({ minimum: 0, maximum: 1, title: 'Estado' });

/** One of a list of strings, with a single Spanish message when it is not ("Rol tiene un valor no permitido"). */
export const Enum = <const V extends readonly string[]>(values: V, title: string) =>
  T.Unsafe<V[number]>({ type: 'string', enum: [...values], title });

export const Bool = (title: string) => T.Boolean({ title });
