import { and, asc, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { searchWords } from '@trade/formats';
import type { ListParams, Owner } from '@trade/contracts/kit';
import type { Executor } from '../db/client.js';
import { BusinessError, type Page } from './envelope.js';
import { scopeOfCurrent } from './scope.js';

type Expression = PgColumn | SQL | SQL.Aliased;

/** The typed words a search filters by: at most 8 (more add nothing but statement size). */
/** A timestamptz column as Lima's wall time, the way every answer gives times ('YYYY-MM-DDTHH:MM:SS'). */
export const limaTime = (column: unknown) =>
  sql<string>`to_char(${column} at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS')`;

export const filterWords = (text: string | undefined): string[] => searchWords(text).slice(0, 8);

/**
 * The generic text filter on the server: every space-separated word must appear in at least one
 * of the columns, ignoring case and accents ("huaman jose" finds "HUAMÁN ROJAS, JOSÉ LUIS") on
 * PGlite and PostgreSQL alike. The column side goes through `texto_busqueda()` (migration 0006), an
 * IMMUTABLE function, so a large table can index it (a trigram index on `texto_busqueda(col)`).
 */
export function wordsFilter(text: string | undefined, columns: Expression[]): SQL | undefined {
  const words = filterWords(text);
  if (words.length === 0 || columns.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(
        ...wordForms(word).flatMap((form) =>
          columns.map((column) => sql`texto_busqueda(${column}::text) like ${likePattern(form)}`),
        ),
      ),
    ),
  );
}

const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The forms a typed word is looked for in. A document number finds its document written the way
 * SUNAT and the CPE screen write it ('F001-17') or the way lists show it ('F001-00000017'),
 * whichever a column holds; any other word is looked for as typed.
 */
export function wordForms(word: string): string[] {
  const number = /^([a-z0-9]{1,4})-0*(\d{1,8})$/.exec(word);
  if (!number) return [word];
  const [, serie, digits] = number as unknown as [string, string, string];
  return [...new Set([word, `${serie}-${digits.padStart(8, '0')}`, `${serie}-${digits}`])];
}

/**
 * The same filter over a stored search text: a column that already holds `texto_busqueda()` of
 * what it searches, kept by the database (`venta.busqueda`, `producto.busqueda`). A plain LIKE per
 * word, no function per row, and a trigram index on the column can answer it.
 */
export function storedWordsFilter(text: string | undefined, column: PgColumn): SQL | undefined {
  const words = filterWords(text);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...wordForms(word).map((form) => sql`${column} like ${likePattern(form)}`))));
}

/** A date column filtered by a range of Lima days (`desde`, `hasta`, both included). */
export interface DateColumn {
  column: AnyColumn | SQL;
  /** 'date' columns compare days; 'timestamp' columns (with time zone) are cut at Lima's midnight. */
  kind: 'date' | 'timestamp';
}

export function dateRange(
  range: DateColumn | undefined,
  { desde, hasta }: Pick<ListParams, 'desde' | 'hasta'>,
): SQL | undefined {
  if (!range || (!desde && !hasta)) return undefined;
  if (desde && hasta && desde > hasta)
    throw new BusinessError('La fecha Desde no puede ser posterior a la fecha Hasta');
  const { column, kind } = range;
  const from = (day: string) =>
    kind === 'date'
      ? sql`${column} >= ${day}::date`
      : sql`${column} >= (${day}::date)::timestamp at time zone 'America/Lima'`;
  const to = (day: string) =>
    kind === 'date'
      ? sql`${column} <= ${day}::date`
      : sql`${column} < ((${day}::date + 1)::timestamp at time zone 'America/Lima')`;
  return and(desde ? from(desde) : undefined, hasta ? to(hasta) : undefined);
}

/**
 * How an entity is listed: its columns (keyed by the contract's row fields), FROM and JOINs, the
 * columns the `q` words search, the default order, the optional date column and money totals.
 */
export interface ListSpec<Row> {
  columns: { [K in keyof Row]: Expression };
  /** FROM and JOINs: receives `ex.select(fields)` and adds `.from(...)` and the joins. */
  from: (select: ReturnType<Executor['select']>) => any;
  search: Expression[];
  /** The default order; it also breaks ties after a `sort` (end it with the id for stable pages). */
  orderBy: SQL[];
  dates?: DateColumn;
  /** Money columns summed over the whole filter: answered in `totales` with 2 decimals. */
  totals?: Partial<Record<keyof Row & string, Expression>>;
  /**
   * Whom the listed records belong to (the contract's owner, kit/scope.ts): a signed-in caller's
   * page, count and totals hold only the records in their data scope. Its table must be in the FROM
   * under its own name.
   */
  owner?: Owner;
}

/** The rows of a listing matching `where` (a record by id, a lookup), typed as the contract's row. */
export function selectRows<Row>(
  ex: Executor,
  spec: ListSpec<Row>,
  where?: SQL,
  orderBy: SQL[] = spec.orderBy,
): Promise<Row[]> {
  return spec
    .from(ex.select(spec.columns as Record<string, Expression>))
    .where(where)
    .orderBy(...orderBy);
}

const TOTAL = '__total';
const sumOf = (column: Expression, window: boolean) =>
  sql<string>`(coalesce(sum(${column})${sql.raw(window ? ' over ()' : '')}, 0))::numeric(18,2)::text`;

type Built = { sql: string; params: unknown[] };
interface Internals {
  dialect: {
    sqlToQuery(query: SQL): Built;
    casing: unknown;
    escapeName: unknown;
    escapeParam: unknown;
    escapeString: unknown;
    prepareTyping: unknown;
  };
  session: {
    prepareQuery(query: Built, fields: unknown, name: undefined, arrayMode: boolean): { execute(): Promise<unknown[]> };
  };
}
/** The fields as Drizzle's session maps an array row back to an object (flat: one path per key). */
type Fields = { path: string[]; field: Expression }[];
const heads = new WeakMap<object, { head: Built; fields: Fields; orders: Map<string, string> }>();

/**
 * `select <columns, count and sums> from <from and joins>` of a list, built by Drizzle once per
 * spec: the columns, joins and window functions are the same on every call, and building them was
 * the largest part of a list call's own work (profiled with autocannon, docs/architecture.md).
 */
function headOf(ex: Executor, spec: ListSpec<unknown>, totals: [string, Expression][]) {
  let cached = heads.get(spec);
  if (!cached) {
    const fields = {
      ...(spec.columns as Record<string, Expression>),
      [TOTAL]: sql<number>`(count(*) over ())::int`,
      ...Object.fromEntries(totals.map(([key, column]) => [`__sum_${key}`, sumOf(column, true)])),
    };
    const head = (spec.from(ex.select(fields as never)) as { toSQL(): Built }).toSQL();
    cached = {
      head: { sql: head.sql, params: [...head.params] },
      fields: Object.entries(fields).map(([key, field]) => ({ path: [key], field })),
      orders: new Map(),
    };
    heads.set(spec, cached);
  }
  return cached;
}

/** SQL text and parameters of `part`, its parameters numbered after `after` others. */
function build(ex: Executor, part: SQL, after: number): Built {
  const { dialect } = ex as unknown as Internals;
  return part.toQuery({
    casing: dialect.casing,
    escapeName: dialect.escapeName,
    escapeParam: dialect.escapeParam,
    escapeString: dialect.escapeString,
    prepareTyping: dialect.prepareTyping,
    paramStartIndex: { value: after },
  } as never) as Built;
}

/** The head plus this call's tail (numbered after the head's parameters), run and mapped as Drizzle would. */
function run(ex: Executor, head: Built, tail: Built, fields: Fields): Promise<unknown[]> {
  const { session } = ex as unknown as Internals;
  return session
    .prepareQuery({ sql: head.sql + tail.sql, params: [...head.params, ...tail.params] }, fields, undefined, true)
    .execute();
}

/**
 * ONE paged list for every entity: the `q` words, the date range, the entity's own conditions, the
 * caller's data scope (`spec.owner`),
 * `sort`/`order` (a contract-whitelisted field; ties broken by the default order), paging, and the
 * total count and money totals of the whole filter — all in one query (window functions). Only a
 * page past the end (no rows to carry the count) costs a second, aggregate-only query.
 */
export async function pagedList<Row>(
  ex: Executor,
  spec: ListSpec<Row>,
  query: ListParams,
  conditions: (SQL | undefined)[] = [],
): Promise<Page<Row>> {
  const where = and(
    wordsFilter(query.q, spec.search),
    dateRange(spec.dates, query),
    ...conditions,
    spec.owner ? scopeOfCurrent(spec.owner) : undefined,
  );
  const sortColumn = query.sort ? (spec.columns as Record<string, Expression>)[query.sort] : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  const order = [...(sortColumn ? [direction(sortColumn as SQL)] : []), ...spec.orderBy];
  const totals = Object.entries(spec.totals ?? {}) as [string, Expression][];

  const { head, fields, orders } = headOf(ex, spec, totals);
  const limit = query.pageSize;
  const offset = (query.page - 1) * query.pageSize;
  let tail: Built;
  // The plain first pages (no filter) have the same text every call: built by Drizzle once per sort.
  const orderKey = where ? undefined : `${query.sort ?? ''} ${query.order ?? ''}`;
  const plain = orderKey === undefined ? undefined : orders.get(orderKey);
  if (plain !== undefined) tail = { sql: plain, params: [limit, offset] };
  else {
    tail = build(
      ex,
      sql`${where ? sql` where ${where}` : sql``} order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`,
      head.params.length,
    );
    // Cached only when the order has no parameters of its own: then the text is the same for any page.
    if (orderKey !== undefined && tail.params.length === 2) orders.set(orderKey, tail.sql);
  }
  const found = (await run(ex, head, tail, fields)) as Record<string, unknown>[];

  let summary: Record<string, unknown> | undefined = found[0];
  if (!summary && query.page > 1) {
    const aggregate = {
      [TOTAL]: sql<number>`count(*)::int`,
      ...Object.fromEntries(totals.map(([key, column]) => [`__sum_${key}`, sumOf(column, false)])),
    };
    [summary] = (await spec.from(ex.select(aggregate as never)).where(where)) as Record<string, unknown>[];
  }
  const rows = found.map((row) => {
    const clean: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) if (!key.startsWith('__')) clean[key] = value;
    return clean as Row;
  });
  const page: Page<Row> = { rows, total: Number(summary?.[TOTAL] ?? 0) };
  if (totals.length)
    page.totales = Object.fromEntries(totals.map(([key]) => [key, String(summary?.[`__sum_${key}`] ?? '0.00')]));
  return page;
}

/**
 * The state switch of every entity (1 active, 0 inactive): answers whether the row existed. The
 * repository then reads the row back (or throws its not-found message).
 */
export async function setEstado(
  ex: Executor,
  table: PgTable,
  idColumn: PgColumn,
  id: number,
  estado: number,
): Promise<boolean> {
  const updated = await ex
    .update(table)
    .set({ estado } as never)
    .where(eq(idColumn, id))
    .returning({ id: idColumn });
  return updated.length > 0;
}
