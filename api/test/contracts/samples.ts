import type { Endpoint } from '@trade/contracts';

/** A JSON schema as the contracts build it (TypeBox objects are plain JSON schemas). */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  title?: string;
  items?: Schema;
  minItems?: number;
}

/** Candidate texts for a pattern: the first that fits the field's pattern and lengths is used. */
const CANDIDATES = [
  'Texto de prueba',
  '/api/pdfencomienda/1',
  'abc123',
  'F001',
  '1234',
  '123456',
  '12345678',
  '20000000001',
  'x@trade.pe',
  '/sales',
  'https://e.pe',
  'ABCD',
  // A workshop approval link's shape (id.expiry.nonce.signature), signed by no one.
  `1.1.${'0'.repeat(32)}.${'A'.repeat(43)}`,
  // An unguessable code (the complaint copy's, 24 URL-safe characters).
  'AbCdEfGhIjKlMnOpQrStUvWx',
  'A',
  '12.5',
  '2024-01-15T10:30',
  // A time of day 'HH:MM' (a flight's).
  '14:35',
];

const firstType = (schema: Schema) =>
  Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;

/** A valid value for a schema (the base every fuzzed request mutates one field of). */
export function sample(schema: Schema): unknown {
  if (schema.enum) return schema.enum.find((v) => v !== null);
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf) return sample(schema.anyOf.find((s) => s.type !== 'null')!);
  switch (firstType(schema)) {
    case 'integer':
    case 'number':
      return Math.max(
        1,
        schema.minimum ?? 1,
        schema.exclusiveMinimum === undefined ? -Infinity : schema.exclusiveMinimum + 1,
      );
    case 'boolean':
      return true;
    case 'array':
      // As many valid items as the array needs (a document's lines: at least one).
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(schema.items ?? {}));
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((key) => [key, sample(schema.properties![key]!)]));
    case 'string': {
      if (schema.format === 'date') return '2024-01-15';
      const fits = (text: string) =>
        text.length >= (schema.minLength ?? 0) &&
        text.length <= (schema.maxLength ?? Infinity) &&
        (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
      const found = CANDIDATES.find(fits) ?? CANDIDATES.map((c) => c.slice(0, schema.maxLength)).find(fits);
      if (found === undefined) throw new Error(`no sample for pattern ${schema.pattern} (${schema.title})`);
      return found;
    }
    default:
      return 'x';
  }
}

export type Place = 'params' | 'querystring' | 'body';

/** Every scalar field of an endpoint's request: where it goes, its name and schema. */
export function fieldsOf(endpoint: Endpoint): { place: Place; name: string; schema: Schema }[] {
  const found: { place: Place; name: string; schema: Schema }[] = [];
  for (const place of ['params', 'querystring', 'body'] as const) {
    const schema = endpoint[place] as Schema | undefined;
    for (const [name, field] of Object.entries(schema?.properties ?? {})) found.push({ place, name, schema: field });
  }
  return found;
}

/** A request for an endpoint: path parameters filled in, the query string and the body. */
export function request(endpoint: Endpoint, values: Partial<Record<Place, Record<string, unknown>>> = {}) {
  const params = {
    ...(sample((endpoint.params as Schema | undefined) ?? { type: 'object' }) as object),
    ...values.params,
  } as Record<string, unknown>;
  let url = `/api${endpoint.path}`.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name] ?? '1')),
  );
  url = url.replace('*', encodeURIComponent(String(params['*'] ?? 'sales')));
  const query = {
    ...(endpoint.querystring ? (sample(endpoint.querystring as Schema) as object) : {}),
    ...values.querystring,
  } as Record<string, unknown>;
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const body = endpoint.body ? { ...(sample(endpoint.body as Schema) as object), ...values.body } : undefined;
  return { method: endpoint.method, url: search ? `${url}?${search}` : url, ...(body ? { payload: body } : {}) };
}

const isInteger = (schema: Schema) => firstType(schema) === 'integer';
const isText = (schema: Schema) => firstType(schema) === 'string' && !schema.enum;

/** Values every field must refuse with a 400: out-of-range numbers, a NUL in text, impossible dates. */
export function badValues(schema: Schema): unknown[] {
  if (isInteger(schema)) return [1e300, 'Infinity', 'NaN', -2147483649, 2147483648];
  if (schema.format === 'date') return ['2026-13-45', '2023-02-29', '2024-1-5'];
  if (isText(schema)) return ['a\u0000b'];
  return [];
}
