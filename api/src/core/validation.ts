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
      return p.format === 'date' ? 'debe ser una fecha válida (AAAA-MM-DD)' : p.format === 'email' ? 'debe ser un correo válido' : 'no tiene un formato válido';
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

/** Turns schema errors into one Spanish sentence: "Datos no válidos: nombre es obligatorio; ...". */
export function spanishValidationMessage(errors: FastifySchemaValidationError[]): string {
  // A union (nullable field, list of allowed values) fails every branch: report the specific
  // problem (pattern, length...) when there is one, else the union itself, which has the label.
  const isNullBranch = (e: AjvError) => e.keyword === 'type' && (e.params as { type?: string }).type === 'null';
  const isBranchMismatch = (e: AjvError) => e.keyword === 'const' || e.keyword === 'enum' || isNullBranch(e);
  const all = errors as AjvError[];
  const relevant = all.filter((e) => {
    const samePath = all.filter((o) => o.instancePath === e.instancePath);
    const specific = samePath.filter((o) => o.keyword !== 'anyOf' && !isBranchMismatch(o));
    if (specific.length) return specific.includes(e);
    const unions = samePath.filter((o) => o.keyword === 'anyOf');
    if (unions.length) return e === (unions.find((u) => u.parentSchema?.title) ?? unions[0]);
    return !isNullBranch(e);
  });
  const parts = [...new Set(relevant.map((e) => `${fieldName(e)} ${describe(e)}`.trim()))];
  return `Datos no válidos: ${parts.slice(0, 5).join('; ')}`;
}
