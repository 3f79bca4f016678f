import { describe, expect, test } from '@jest/globals';
import { allEndpoints, type Endpoint } from '@trade/contracts';

/**
 * Issue 10, defect 3, kept fixed at the contract level: every input field of every endpoint has
 * limits, so bad input is refused by the schema (400) before it reaches a query. A contract that
 * adds an unbounded field fails here, naming it; the kit's builders (Id, Int, Text, IsoDate, Money,
 * ListQuery...) always give bounds.
 */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  maxLength?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
}

const types = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** The problems of one schema and everything under it, as 'path: problem'. */
function problems(schema: Schema, path: string): string[] {
  const found: string[] = [];
  if (schema.enum || schema.const !== undefined) return found;
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) found.push(...problems(branch, path));
  const kinds = types(schema);
  if (kinds.includes('integer') || kinds.includes('number')) {
    if (schema.minimum === undefined && schema.exclusiveMinimum === undefined) found.push(`${path}: número sin mínimo`);
    if (schema.maximum === undefined && schema.exclusiveMaximum === undefined) found.push(`${path}: número sin máximo`);
  }
  if (kinds.includes('string') && schema.maxLength === undefined && schema.format !== 'binary')
    found.push(`${path}: texto sin longitud máxima`);
  if (kinds.includes('array')) {
    if (schema.maxItems === undefined) found.push(`${path}: lista sin máximo de elementos`);
    if (schema.items) found.push(...problems(schema.items, `${path}[]`));
  }
  if (kinds.includes('object')) {
    if (schema.additionalProperties && schema.additionalProperties !== true)
      found.push(...problems(schema.additionalProperties, `${path}.*`));
    for (const [key, value] of Object.entries(schema.properties ?? {}))
      found.push(...problems(value, `${path}.${key}`));
  }
  return found;
}

const ENDPOINTS = allEndpoints();
const name = (e: Endpoint) => `${e.method} ${e.path}`;

describe.each(ENDPOINTS.map((e) => [name(e), e] as const))('%s', (_label, e) => {
  test('every input field has bounds (integers, numbers, texts, lists)', () => {
    const found = (['params', 'querystring', 'body'] as const).flatMap((place) =>
      e[place] ? problems(e[place] as Schema, place) : [],
    );
    expect(found).toEqual([]);
  });
});

test('the check itself finds unbounded fields', () => {
  expect(
    problems(
      {
        type: 'object',
        properties: {
          n: { type: 'integer' },
          s: { type: 'string' },
          l: { type: 'array', items: { type: 'number', minimum: 0 } },
        },
      },
      'body',
    ),
  ).toEqual([
    'body.n: número sin mínimo',
    'body.n: número sin máximo',
    'body.s: texto sin longitud máxima',
    'body.l: lista sin máximo de elementos',
    'body.l[]: número sin máximo',
  ]);
});
