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
const NOTIFIES = /\bnotify\b/i;

type Message = { name: string; fields?: unknown[]; dataTypeIDs?: number[]; text?: string };
type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, type: number) => unknown>;
  blob?: unknown;
  paramTypes?: unknown;
};

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let at = 0;
  for (const part of parts) out.set(part, at), (at += part.length);
  return out;
};

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const ERROR = 0x45; // 'E'
const NOTIFICATION = 0x41; // 'A'

/**
 * The fields and text cells of a prepared SELECT's answer, read from the protocol bytes. PGlite's
 * own reader (execProtocol) builds a message object per message and decodes every name and cell
 * through a TextDecoder: ~20 % of a list call. An error answer is read by PGlite's parser and
 * thrown as execProtocol throws it. A notification cannot come in this answer: a top-level SELECT
 * of the app writes nothing (the triggers that notify run on writes; texts naming notify keep query()).
 */
function readAnswer(bytes: Uint8Array): { fields: { name: string; dataTypeID: number }[]; rows: (string | null)[][] } {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  const fields: { name: string; dataTypeID: number }[] = [];
  const rows: (string | null)[][] = [];
  for (let at = 0; at + 5 <= buf.length; ) {
    const code = buf[at]!;
    const end = at + 1 + buf.readInt32BE(at + 1);
    let p = at + 5;
    if (code === ROW_DESCRIPTION) {
      for (let n = buf.readInt16BE(p), i = ((p += 2), 0); i < n; i++) {
        const zero = buf.indexOf(0, p);
        fields.push({ name: buf.toString('utf8', p, zero), dataTypeID: buf.readInt32BE(zero + 7) });
        p = zero + 19;
      }
    } else if (code === DATA_ROW) {
      const row: (string | null)[] = [];
      for (let n = buf.readInt16BE(p), i = ((p += 2), 0); i < n; i++) {
        const size = buf.readInt32BE(p);
        p += 4;
        if (size < 0) row.push(null);
        else row.push(buf.toString('utf8', p, (p += size)));
      }
      rows.push(row);
    } else if (code === ERROR || code === NOTIFICATION) {
      let error: unknown = new Error('Respuesta inesperada de la base de datos embebida');
      new protocol.Parser().parse(bytes, (message) => void (message instanceof Error && (error = message)));
      throw error;
    }
    at = end;
  }
  return { fields, rows };
}

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
      const { messages } = await client.execProtocol(
        concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      );
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
    const chunks: Uint8Array[] = [];
    // Raw answer bytes (copied: PGlite hands a view of its memory), read by readAnswer below.
    await client.execProtocolRawStream(
      concat([
        serialize.bind({ statement: statement.name, values: values as string[] }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { onRawData: (bytes: Uint8Array) => void chunks.push(bytes.slice()) },
    );
    const { fields, rows: raw } = readAnswer(concat(chunks));
    const parse = fields.map(({ dataTypeID }) => {
      // One parser per column, as query() picks it (the call's parsers, then the client's, then
      // PGlite's defaults). Not a merged copy of the client's ~300 parsers per query: that copy
      // (a sparse numeric-keyed object) cost ~0.3 ms, a fifth of a list call's CPU.
      const parser = options.parsers?.[dataTypeID] ?? (client.parsers as QueryOptions['parsers'])?.[dataTypeID];
      return parser
        ? (cell: string | null) => (cell === null ? null : parser(cell, dataTypeID))
        : (cell: string | null) => types.parseType(cell, dataTypeID);
    });
    const rows = raw.map((row) => {
      const cells = row.map((cell, i) => parse[i]!(cell));
      return options.rowMode === 'array' ? cells : Object.fromEntries(cells.map((cell, i) => [fields[i]!.name, cell]));
    });
    return { rows, fields, affectedRows: 0 };
  }

  (client as { query: unknown }).query = async (text: string, params: unknown[] = [], options: QueryOptions = {}) => {
    if (!SELECT.test(text) || plannedPerCall(text) || NOTIFIES.test(text) || options.blob || options.paramTypes)
      return query(text, params, options as never);
    await client.waitReady;
    const answer = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => run(text, params, options)),
    );
    return answer ?? query(text, params, options as never);
  };
}
