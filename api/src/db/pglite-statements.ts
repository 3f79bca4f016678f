import { protocol, types, type PGlite } from '@electric-sql/pglite';

/** Most SELECT texts prepared by name in the embedded database (as on PostgreSQL, db/client.ts). */
const MAX_NAMED_STATEMENTS = 2_000;
const SELECT = /^\s*select\b/i;

/**
 * A text search (`like '%word%'` on a trigram index) is left unnamed on both databases: after five
 * runs a named statement may get a generic plan, chosen without the pattern, and a plan fit for a
 * rare word (the index) or a common one (a scan) is wrong for the other.
 */
export const plannedPerCall = (text: string) => /\blike\b/i.test(text);

type Message = { name: string; fields?: unknown[]; dataTypeIDs?: number[]; text?: string };
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string, type: number) => unknown>; blob?: unknown; paramTypes?: unknown };

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) (out.set(part, at), (at += part.length));
  return out;
};

/**
 * PGlite's `query()` parses and plans every statement again and talks to the embedded server in
 * six protocol round trips (parse, describe, bind, describe, execute, sync): about 1.6 ms of CPU
 * for a list's query against 0.3 ms for a statement prepared once and run in one round trip
 * (Bind/Describe/Execute/Sync). A top-level SELECT (outside a transaction: Drizzle sends those
 * through the transaction object, not here) is prepared once by name and then only bound and
 * executed; its rows are parsed as `query()` parses them. Writes keep `query()`: the session
 * cache's notifications (core/sessions.ts) come with them. Other options fall back to `query()`.
 */
export function prepareRepeatedSelects(client: PGlite): void {
  const query = client.query.bind(client);
  const statements = new Map<string, { name: string; paramTypes: number[] }>();
  const serialize = protocol.serialize;

  async function prepared(text: string) {
    let statement = statements.get(text);
    if (!statement && statements.size < MAX_NAMED_STATEMENTS) {
      const name = `trade_${statements.size}`;
      const { messages } = await client.execProtocol(concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]));
      const description = (messages as Message[]).find((message) => message.name === 'parameterDescription');
      statements.set(text, (statement = { name, paramTypes: description?.dataTypeIDs ?? [] }));
    }
    return statement;
  }

  async function run(text: string, params: unknown[], options: QueryOptions) {
    const statement = await prepared(text);
    if (!statement) return undefined;
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i]!];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await client.execProtocol(
      concat([serialize.bind({ statement: statement.name, values: values as string[] }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
    );
    let fields: { name: string; dataTypeID: number }[] = [];
    let parse: ((cell: string | null) => unknown)[] = [];
    const rows: unknown[] = [];
    for (const message of messages as Message[]) {
      if (message.name === 'rowDescription') {
        fields = (message.fields as { name: string; dataTypeID: number }[]).map(({ name, dataTypeID }) => ({ name, dataTypeID }));
        // One parser per column, as query() picks it (the call's parsers, then the client's, then
        // PGlite's defaults). Not a merged copy of the client's ~300 parsers per query: that copy
        // (a sparse numeric-keyed object) cost ~0.6 ms, a third of a list call's CPU.
        parse = fields.map(({ dataTypeID }) => {
          const parser = options.parsers?.[dataTypeID] ?? (client.parsers as QueryOptions['parsers'])?.[dataTypeID];
          return parser ? (cell) => (cell === null ? null : parser(cell, dataTypeID)) : (cell) => types.parseType(cell, dataTypeID);
        });
      } else if (message.name === 'dataRow') {
        const cells = (message.fields as (string | null)[]).map((cell, i) => parse[i]!(cell));
        rows.push(options.rowMode === 'array' ? cells : Object.fromEntries(cells.map((cell, i) => [fields[i]!.name, cell])));
      }
    }
    return { rows, fields, affectedRows: 0 };
  }

  (client as { query: unknown }).query = async (text: string, params: unknown[] = [], options: QueryOptions = {}) => {
    if (!SELECT.test(text) || plannedPerCall(text) || options.blob || options.paramTypes) return query(text, params, options as never);
    await client.waitReady;
    const answer = await client._runExclusiveTransaction(() => client._runExclusiveQuery(() => run(text, params, options)));
    return answer ?? query(text, params, options as never);
  };
}
