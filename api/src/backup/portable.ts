import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BackupError } from './errors.js';
import { pgliteConnection, publicTables, quoteIdent, type SqlConnection } from './sql.js';

/*
 * The portable path between the two databases: the data of every table in PostgreSQL's COPY text
 * format (exact for every type, the same on PGlite's PostgreSQL 17 and a PostgreSQL 15 server), loaded
 * into a schema built by this version's own migrations. pg_dump's custom format cannot be loaded into
 * PGlite and PGlite's data folder cannot be loaded into a server, so a restore across databases reads
 * the backup's dump with its own tool (pg_restore, or PGlite opened in memory) and writes rows.
 */

/** One table's rows as COPY text, in chunks of whole lines. `target` is `<table> (<columns>)` as COPY names it. */
export interface TableData {
  table: string;
  target: string;
  chunks: AsyncIterable<Buffer>;
}
export interface SequenceValue {
  name: string;
  value: string;
  called: boolean;
}
export interface DataSource {
  /** Each table in turn; a table's chunks are read whole before the next table is asked for. */
  tables(): AsyncGenerator<TableData>;
  /** The sequences' positions (after the tables). */
  sequences(): Promise<SequenceValue[]>;
  close(): Promise<void>;
}

const CHUNK = 8 * 1024 * 1024;

/** Splits COPY text at line ends (a row is one line: COPY escapes newlines inside values). */
function* chunksOfLines(text: Buffer, size = CHUNK): Generator<Buffer> {
  for (let start = 0; start < text.length; ) {
    let end = Math.min(start + size, text.length);
    if (end < text.length) end = text.indexOf(10, end - 1) + 1 || text.length;
    yield text.subarray(start, end);
    start = end;
  }
}

/** The columns COPY can write (generated columns are computed again). */
async function copyColumns(c: SqlConnection, table: string): Promise<string[]> {
  const rows = await c.query<{ name: string }>(
    `select attname as name from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = '' order by attnum`,
    [quoteIdent(table)],
  );
  return rows.map((r) => r.name);
}

async function sequencesOf(c: SqlConnection): Promise<SequenceValue[]> {
  const names = await c.query<{ name: string }>(
    `select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace order by 1`,
  );
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const [row] = await c.query<{ value: string; called: boolean }>(
      `select last_value::text as value, is_called as called from ${quoteIdent(name)}`,
    );
    values.push({ name, value: row!.value, called: row!.called });
  }
  return values;
}

/** A PGlite backup (its data folder's tar) opened in memory and read table by table. */
export async function pgliteDumpSource(tarFile: string): Promise<DataSource> {
  const client = new PGlite({ loadDataDir: new Blob([await readFile(tarFile)]), extensions: { pg_trgm, btree_gist } });
  await client.waitReady;
  const c = pgliteConnection(client);
  return {
    async *tables() {
      for (const table of await publicTables(c)) {
        const columns = (await copyColumns(c, table)).map(quoteIdent).join(', ');
        const target = `${quoteIdent(table)} (${columns})`;
        const result = await client.query(`copy ${target} to '/dev/blob'`);
        const text = result.blob ? Buffer.from(await result.blob.arrayBuffer()) : Buffer.alloc(0);
        yield { table, target, chunks: Readable.from(chunksOfLines(text)) };
      }
    },
    sequences: () => sequencesOf(c),
    close: () => client.close(),
  };
}

const TOC_WANTED = /^\d+; \d+ \d+ (TABLE DATA|SEQUENCE SET) public /;
const COPY_HEADER = /^COPY public\.("(?:[^"]|"")+"|\S+) (\(.*\)) FROM stdin;$/;
const SETVAL = /^SELECT pg_catalog\.setval\('public\.((?:[^']|'')+)', (\d+), (true|false)\);$/;
const unquote = (name: string) => (name.startsWith('"') ? name.slice(1, -1).replace(/""/g, '"') : name);

function capture(command: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk) => (err = (err + chunk).slice(-2000)));
    child.on('error', (error) => fail(new BackupError(`No se pudo ejecutar ${command}: ${error.message}`)));
    child.on('close', (code) =>
      code === 0
        ? done(Buffer.concat(out).toString('utf8'))
        : fail(new BackupError(`${command} terminó con error: ${err.trim()}`)),
    );
  });
}

/**
 * A pg_dump backup read by pg_restore: only the data of the public schema's tables and the
 * sequences' positions (`--use-list`), as the plain script pg_restore writes (COPY blocks and
 * setval lines), read line by line.
 */
export async function pgDumpSource(dumpFile: string, workDir: string, binDir?: string): Promise<DataSource> {
  const tool = binDir ? join(binDir, 'pg_restore') : 'pg_restore';
  const toc = await capture(tool, ['--list', dumpFile]);
  const list = join(workDir, 'datos.list');
  await writeFile(
    list,
    `${toc
      .split('\n')
      .filter((line) => TOC_WANTED.test(line))
      .join('\n')}\n`,
  );
  const child = spawn(tool, ['--data-only', `--use-list=${list}`, '--file=-', dumpFile], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)));
  const exited = new Promise<number | null>((done) => child.on('close', done));
  const lines = createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })[Symbol.asyncIterator]();
  const sequences: SequenceValue[] = [];

  async function* rows(): AsyncGenerator<Buffer> {
    let parts: string[] = [];
    let size = 0;
    for (;;) {
      const { value: line, done } = await lines.next();
      if (done) throw new BackupError('La copia de la base de datos del respaldo está incompleta.');
      if (line === '\\.') break;
      parts.push(line, '\n');
      size += line.length + 1;
      if (size >= 1024 * 1024) {
        yield Buffer.from(parts.join(''));
        parts = [];
        size = 0;
      }
    }
    if (parts.length) yield Buffer.from(parts.join(''));
  }

  return {
    async *tables() {
      for (;;) {
        const { value: line, done } = await lines.next();
        if (done) break;
        const copy = COPY_HEADER.exec(line);
        if (copy) {
          const table = unquote(copy[1]!);
          yield { table, target: `${quoteIdent(table)} ${copy[2]}`, chunks: rows() };
          continue;
        }
        const setval = SETVAL.exec(line);
        if (setval)
          sequences.push({ name: setval[1]!.replace(/''/g, "'"), value: setval[2]!, called: setval[3] === 'true' });
      }
      if ((await exited) !== 0)
        throw new BackupError(`pg_restore no pudo leer la copia de la base de datos: ${stderr.trim()}`);
    },
    sequences: async () => sequences,
    close: async () => {
      if (child.exitCode === null) child.kill();
    },
  };
}

/** Where rows are written: COPY ... FROM STDIN on a server, COPY ... FROM '/dev/blob' on PGlite. */
export interface LoadTarget {
  sql: SqlConnection;
  copyIn(data: TableData): Promise<void>;
}

export function pgTarget(client: pg.ClientBase, sql: SqlConnection): LoadTarget {
  return {
    sql,
    copyIn: (data) => pipeline(Readable.from(data.chunks), client.query(copyFrom(`copy ${data.target} from stdin`))),
  };
}

export function pgliteTarget(client: PGlite): LoadTarget {
  return {
    sql: pgliteConnection(client),
    async copyIn(data) {
      // Fewer, larger COPY statements: each one hands PGlite a whole blob.
      let parts: Buffer[] = [];
      let size = 0;
      const flush = async () => {
        if (size === 0) return;
        await client.query(`copy ${data.target} from '/dev/blob'`, [], {
          blob: new Blob(parts as Uint8Array<ArrayBuffer>[]),
        });
        parts = [];
        size = 0;
      };
      for await (const chunk of data.chunks) {
        parts.push(chunk);
        size += chunk.length;
        if (size >= 4 * CHUNK) await flush();
      }
      await flush();
    },
  };
}

/**
 * Replaces every table's rows with the source's, inside the caller's transaction: foreign keys are
 * dropped and added again after the load (any table order; adding them checks every reference), the
 * tables' own triggers are off meanwhile (the audit trail's append-only guard; a dashboard summary kept by triggers is loaded as it was,
 * not added to twice), and the sequences continue where the backup's did.
 */
export async function loadData(target: LoadTarget, source: DataSource): Promise<void> {
  const c = target.sql;
  const tables = await publicTables(c);
  const foreignKeys = await c.query<{ owner: string; name: string; definition: string }>(
    `select conrelid::regclass::text as owner, conname as name, pg_get_constraintdef(oid) as definition
       from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by conrelid, conname`,
  );
  for (const fk of foreignKeys) await c.exec(`alter table ${fk.owner} drop constraint ${quoteIdent(fk.name)}`);
  // Triggers off before the truncate too: the audit trail refuses to be emptied (migration 0028).
  for (const table of tables) await c.exec(`alter table ${quoteIdent(table)} disable trigger user`);
  if (tables.length) await c.exec(`truncate ${tables.map(quoteIdent).join(', ')}`);
  for await (const data of source.tables()) {
    if (!tables.includes(data.table))
      throw new BackupError(`La tabla ${data.table} del respaldo no existe en la base de datos de destino.`);
    await target.copyIn(data);
  }
  for (const s of await source.sequences())
    await c.query(`select setval($1::regclass, $2::bigint, $3)`, [quoteIdent(s.name), s.value, s.called]);
  for (const table of tables) await c.exec(`alter table ${quoteIdent(table)} enable trigger user`);
  for (const fk of foreignKeys)
    await c.exec(`alter table ${fk.owner} add constraint ${quoteIdent(fk.name)} ${fk.definition}`);
}
