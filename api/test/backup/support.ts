import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, pgliteDirIn, queryRows, type Database } from '../../src/db/client.js';

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** Every sale with what it wrote: lines, ledger rows, cash movements, its CPE (name, XML and CDR digests). */
export const salesFootprint = (db: Database) =>
  queryRows<{
    idventa: number;
    numero: number;
    total: string;
    lineas: number;
    kardex: number;
    caja: number;
    cpe: string | null;
    entrada: string | null;
    xml: string | null;
    cdr: string | null;
  }>(
    db,
    sql`select v.idventa, v.numero, v.total::text as total,
          (select count(*)::int from venta_detalle d where d.idventa = v.idventa) as lineas,
          (select count(*)::int from kardex k where k.documento_tipo = 'VENTA' and k.iddocumento = v.idventa) as kardex,
          (select count(*)::int from caja_movimiento m where m.origen_tipo = 'venta' and m.origen_id = v.idventa) as caja,
          c.nombre as cpe, md5(c.entrada::text) as entrada, md5(c.xml) as xml, md5(c.cdr_zip) as cdr
        from venta v left join cpe_documento c on c.id = v.cpe_documento_id order by v.idventa`,
  );

/** Sums that must survive a trip between databases. */
export const totals = (db: Database) =>
  queryRows<Record<string, string>>(
    db,
    sql`select (select coalesce(sum(total), 0)::text from venta) as ventas,
               (select coalesce(sum(cantidad_salida - cantidad_entrada), 0)::text from kardex) as kardex,
               (select coalesce(sum(monto), 0)::text from caja_movimiento) as caja,
               (select coalesce(sum(cantidad), 0)::text from stock) as stock,
               (select coalesce(sum(total), 0)::text from cpe_documento) as cpe,
               (select coalesce(sum(correlativo), 0)::text from serie) as correlativos,
               (select coalesce(sum(length(xml)), 0)::text from cpe_documento) as xml,
               (select coalesce(sum(length(cdr_zip)), 0)::text from cpe_documento) as cdr`,
  ).then((rows) => rows[0]!);

/** Opens a restored embedded database (or a server database) for reading; close it after. */
export async function openRestored(target: { dataDir?: string; url?: string }) {
  const handle = target.url
    ? await openDatabase({ databaseUrl: target.url, poolSize: 2 })
    : await openDatabase({ pgliteDir: pgliteDirIn(target.dataDir!) });
  return handle;
}

/** An empty database of its own on DATABASE_URL's server; answers its URL and its drop. */
export async function emptyServerDatabase(prefix = 'trade_respaldo') {
  const serverUrl = process.env.DATABASE_URL!;
  const name = `${prefix}_${Math.random().toString(16).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
