import type { AnyRow, Resource } from './types.js';

/**
 * Declares a resource screen as data (see docs/crud-kit.md). Typed by the row so columns,
 * fields and callbacks see the row's fields.
 */
export function defineResource<R extends AnyRow = AnyRow>(resource: Resource<R>): Resource<R> {
  return resource;
}

/** Options for the usual state filter (1 activo, 0 inactivo). */
export const ESTADO_OPTIONS = [
  { value: 1, label: 'Activos' },
  { value: 0, label: 'Inactivos' },
] as const;
