import type { FastifySchemaValidationError } from 'fastify/types/schema.js';

type SchemaWithTitles = { title?: string; properties?: Record<string, { title?: string }> };
type AjvError = FastifySchemaValidationError & { parentSchema?: SchemaWithTitles };

/** The field's Spanish label (the schema's `title`), else its name. */
function fieldName(error: AjvError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  if (missing) return error.parentSchema?.properties?.[missing]?.title ?? missing;
  return error.parentSchema?.title ?? error.instancePath.split('/').filter(Boolean).pop() ?? '';
}

function describe(error: AjvError): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'es obligatorio';
    case 'minLength':
      return Number(p.limit) === 1 ? 'es obligatorio' : `debe tener al menos ${p.limit} caracteres`;
    case 'maxLength':
      return `debe tener como máximo ${p.limit} caracteres`;
    case 'minimum':
      return `debe ser mayor o igual a ${p.limit}`;
    case 'exclusiveMinimum':
      return `debe ser mayor que ${p.limit}`;
    case 'maximum':
      return `debe ser menor o igual a ${p.limit}`;
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? 'debe ser un número' : `debe ser de tipo ${p.type}`;
    case 'pattern':
      return 'no tiene un formato válido';
    case 'format':
      return p.format === 'date'
        ? 'debe ser una fecha válida (AAAA-MM-DD)'
        : p.format === 'email'
          ? 'debe ser un correo válido'
          : 'no tiene un formato válido';
    case 'enum':
    case 'const':
    case 'anyOf':
      return 'tiene un valor no permitido';
    case 'minItems':
      return `debe tener al menos ${p.limit} elemento(s)`;
    case 'maxItems':
      return `debe tener como máximo ${p.limit} elementos`;
    case 'additionalProperties':
      return `no admite el campo ${p.additionalProperty}`;
    default:
      return 'no es válido';
  }
}

/** One field's problem, in `detalles` of a 400: `campo` is the field's path ('nombres', 'lineas/0/cantidad'). */
export interface FieldError {
  campo: string;
  mensaje: string;
}

/** The field's path in the request, for `detalles`. */
function fieldPath(error: AjvError): string {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const extra =
    error.keyword === 'additionalProperties'
      ? (error.params as { additionalProperty?: string }).additionalProperty
      : undefined;
  return [
    ...error.instancePath.split('/').filter(Boolean),
    ...(missing ? [missing] : []),
    ...(extra ? [extra] : []),
  ].join('/');
}

/**
 * The errors worth telling. A union (nullable field, list of allowed values) fails every branch:
 * report the specific problem (pattern, length...) when there is one, else the union itself,
 * which has the label.
 */
function relevantErrors(errors: FastifySchemaValidationError[]): AjvError[] {
  const isNullBranch = (e: AjvError) => e.keyword === 'type' && (e.params as { type?: string }).type === 'null';
  const isBranchMismatch = (e: AjvError) => e.keyword === 'const' || e.keyword === 'enum' || isNullBranch(e);
  const all = errors as AjvError[];
  return all.filter((e) => {
    const samePath = all.filter((o) => o.instancePath === e.instancePath);
    const specific = samePath.filter((o) => o.keyword !== 'anyOf' && !isBranchMismatch(o));
    if (specific.length) return specific.includes(e);
    const unions = samePath.filter((o) => o.keyword === 'anyOf');
    if (unions.length) return e === (unions.find((u) => u.parentSchema?.title) ?? unions[0]);
    return !isNullBranch(e);
  });
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The field errors of a refused request (the `detalles` of its 400), at most 20. */
export function validationDetails(errors: FastifySchemaValidationError[]): FieldError[] {
  const seen = new Set<string>();
  const details: FieldError[] = [];
  for (const error of relevantErrors(errors)) {
    const detail = { campo: fieldPath(error), mensaje: capitalised(`${fieldName(error)} ${describe(error)}`.trim()) };
    const key = `${detail.campo}\u0000${detail.mensaje}`;
    if (!seen.has(key)) details.push(detail);
    seen.add(key);
  }
  return details.slice(0, 20);
}

/** Turns schema errors into one Spanish sentence: "Datos no válidos: nombre es obligatorio; ...". */
export function spanishValidationMessage(errors: FastifySchemaValidationError[]): string {
  const parts = [...new Set(relevantErrors(errors).map((e) => `${fieldName(e)} ${describe(e)}`.trim()))];
  return `Datos no válidos: ${parts.slice(0, 5).join('; ')}`;
}
