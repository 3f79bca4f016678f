import type { AnyRow, FieldSpec, ObjectSchemaLike, PropertySchemaLike } from './types.js';

/**
 * Field limits from the contract: a resource gives the JSON schema of its create body (a TypeBox
 * schema from @trade/contracts) and every form field takes from it what it does not set itself:
 * required, the text's length limits and its pattern. The API validates with the same schema, so
 * the browser and the server refuse the same input.
 */

/** The contract's "at least one visible character": the kit's required rule already says it. */
const NOT_BLANK = '\\S';
const TEXT_TYPES = new Set(['text', 'password', 'textarea', 'email']);

export interface SchemaLimits {
  required?: boolean;
  max?: number;
  min?: number;
  pattern?: string;
}

/** What the schema says about one field. */
export function schemaLimits(schema: ObjectSchemaLike | undefined, name: string): SchemaLimits {
  const property = schema?.properties?.[name] as PropertySchemaLike | undefined;
  if (!property) return {};
  // A nullable field is a union with null: null makes it optional, the other member holds the limits.
  const members = property.anyOf ?? [property];
  const types = members.flatMap((m) => (typeof m.type === 'string' ? [m.type] : (m.type ?? [])));
  const value = members.find((m) => m.type !== 'null') ?? property;
  const limits: SchemaLimits = {};
  if (schema?.required?.includes(name) && !types.includes('null')) limits.required = true;
  if (value.maxLength !== undefined) limits.max = value.maxLength;
  if (value.minLength !== undefined && value.minLength > 1) limits.min = value.minLength;
  if (value.pattern && value.pattern !== NOT_BLANK) limits.pattern = value.pattern;
  return limits;
}

/**
 * The field with the schema's limits where it sets none of its own. An update-only field is never
 * made required by the create body (a new password on edit is optional).
 */
export function withSchemaLimits<R extends AnyRow>(
  field: FieldSpec<R>,
  schema: ObjectSchemaLike | undefined,
): FieldSpec<R> {
  const limits = schemaLimits(schema, field.name);
  const text = TEXT_TYPES.has(field.type ?? 'text');
  const next: FieldSpec<R> = { ...field };
  if (next.required === undefined && limits.required && field.only !== 'update') next.required = true;
  if (text && next.max === undefined && limits.max !== undefined) next.max = limits.max;
  if (text && next.min === undefined && limits.min !== undefined) next.min = limits.min;
  if (text && !next.rules && limits.pattern) {
    next.rules = [{ pattern: new RegExp(limits.pattern, 'u'), message: `${field.label} no tiene un formato válido` }];
  }
  return next;
}
