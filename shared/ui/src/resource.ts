import type { AnyRow, Resource } from './types.js';
import { withSchemaLimits } from './schemaRules.js';

/**
 * Declares a resource screen as data (see docs/crud-kit.md). Typed by the row so columns,
 * fields and callbacks see the row's fields. With `schema` (the contract's create body) the form
 * fields take their limits from it.
 */
export function defineResource<R extends AnyRow = AnyRow>(resource: Resource<R>): Resource<R> {
  if (!resource.schema || !resource.form) return resource;
  return {
    ...resource,
    form: { ...resource.form, fields: resource.form.fields.map((field) => withSchemaLimits(field, resource.schema)) },
  };
}

/** Options for the usual state filter (1 activo, 0 inactivo). */
export const ESTADO_OPTIONS = [
  { value: 1, label: 'Activos' },
  { value: 0, label: 'Inactivos' },
] as const;
