import { and, eq, sql } from 'drizzle-orm';
import type { SerialDocument, SerialRelationRow, SerialRow } from '@trade/contracts/inventory';
import { queryRows, type Executor } from '../../db/client.js';
import { productoSerie, productoSerieRelacion } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';

/**
 * Serial rules, callable inside any area's transaction:
 * - a serial is in stock in at most one warehouse (`disponible`, `idalmacen`);
 * - serials enter with a document that enters units and leave with one that takes units out;
 * - in-stock serials of a product in a warehouse never outnumber its stock (`checkSerialLimit`).
 * The serial rows are locked (FOR UPDATE) so two documents never take the same serial.
 */
export interface SerialMove {
  producto_id: number;
  idalmacen: number;
  series: string[];
  tipo: SerialDocument;
  /** Absent: a registration of units already in stock (no document, no relation). */
  iddocumento?: number;
  iddetalle?: number | null;
  denominacion?: string;
}

const clean = (series: string[]) => {
  const texts = series.map((s) => s.trim());
  const seen = new Set<string>();
  for (const s of texts) {
    if (seen.has(s.toUpperCase())) throw new BusinessError(`La serie ${s} se repite`);
    seen.add(s.toUpperCase());
  }
  return texts;
};

async function locked(tx: Executor, producto_id: number, series: string[]) {
  if (!series.length) return [];
  return queryRows<{
    idserieproducto: number;
    serie: string;
    idalmacen: number | null;
    disponible: boolean;
    estado: number;
    almacen: string | null;
  }>(
    tx,
    sql`select ps.idserieproducto, ps.serie, ps.idalmacen, ps.disponible, ps.estado, a.nombre as almacen
          from producto_serie ps left join almacen a on a.idalmacen = ps.idalmacen
         where ps.producto_id = ${producto_id} and upper(ps.serie) in (${sql.join(
           series.map((s) => sql`${s.toUpperCase()}`),
           sql`, `,
         )})
         order by ps.idserieproducto for update of ps`,
  );
}

async function relate(tx: Executor, ids: number[], move: SerialMove) {
  if (!ids.length || move.iddocumento === undefined) return;
  await tx.insert(productoSerieRelacion).values(
    ids.map((id) => ({
      idserieproducto: id,
      tipo: move.tipo,
      iddocumento: move.iddocumento!,
      iddetalle: move.iddetalle ?? null,
      idalmacen: move.idalmacen,
    })),
  );
}

/** Serials entering a warehouse (new ones are created). Refuses one already in stock anywhere. */
export async function enterSerials(tx: Executor, move: SerialMove): Promise<number[]> {
  const series = clean(move.series);
  const existing = await locked(tx, move.producto_id, series);
  const ids: number[] = [];
  for (const text of series) {
    const found = existing.find((e) => e.serie.toUpperCase() === text.toUpperCase());
    if (found?.disponible)
      throw new BusinessError(
        `La serie ${found.serie}${move.denominacion ? ` de ${move.denominacion}` : ''} ya está en stock (${found.almacen})`,
      );
    if (found && found.estado !== 1) throw new BusinessError(`La serie ${found.serie} está desactivada`);
    if (found) {
      await tx
        .update(productoSerie)
        .set({ disponible: true, idalmacen: move.idalmacen })
        .where(eq(productoSerie.idserieproducto, found.idserieproducto));
      ids.push(found.idserieproducto);
    } else {
      const [created] = await tx
        .insert(productoSerie)
        .values({ producto_id: move.producto_id, serie: text, idalmacen: move.idalmacen, disponible: true })
        .returning({ id: productoSerie.idserieproducto });
      ids.push(created!.id);
    }
  }
  await relate(tx, ids, move);
  return ids;
}

/**
 * Serials leaving a warehouse (or, `keep`, only reserved by an order; or moved to `destino` by a
 * transfer). Each must be active and in stock in that warehouse.
 */
export async function takeSerials(
  tx: Executor,
  move: SerialMove,
  options: { keep?: boolean; destino?: number } = {},
): Promise<number[]> {
  const series = clean(move.series);
  const existing = await locked(tx, move.producto_id, series);
  const ids: number[] = [];
  for (const text of series) {
    const found = existing.find((e) => e.serie.toUpperCase() === text.toUpperCase());
    if (!found || !found.disponible || found.idalmacen !== move.idalmacen)
      throw new BusinessError(
        `La serie ${text}${move.denominacion ? ` de ${move.denominacion}` : ''} no está en stock en el almacén`,
      );
    if (found.estado !== 1) throw new BusinessError(`La serie ${found.serie} está desactivada`);
    ids.push(found.idserieproducto);
  }
  if (!options.keep && ids.length) {
    await tx
      .update(productoSerie)
      .set(options.destino ? { idalmacen: options.destino } : { disponible: false, idalmacen: null })
      .where(
        sql`${productoSerie.idserieproducto} in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
      );
  }
  await relate(tx, ids, move);
  return ids;
}

/** In-stock serials never outnumber the stock (after a serial registration or a relation). */
export async function checkSerialLimit(tx: Executor, producto_id: number, idalmacen: number) {
  const [row] = await queryRows<{ series: number; stock: string; denominacion: string }>(
    tx,
    sql`select (select count(*)::int from producto_serie where producto_id = ${producto_id} and idalmacen = ${idalmacen} and disponible) as series,
               coalesce((select cantidad from stock where producto_id = ${producto_id} and idalmacen = ${idalmacen}), 0)::text as stock,
               (select denominacion from producto where producto_id = ${producto_id}) as denominacion`,
  );
  if (row!.series > Number(row!.stock)) {
    throw new BusinessError(
      `${row!.denominacion} tiene ${Number(row!.stock)} unidades en el almacén; no puede tener ${row!.series} series en stock`,
    );
  }
}

/** The serials a document moved, by line (the document's view and print). */
export async function serialsOf(
  tx: Executor,
  tipo: SerialDocument,
  iddocumento: number,
): Promise<Map<number, string[]>> {
  const rows = await queryRows<{ iddetalle: number | null; serie: string }>(
    tx,
    sql`select r.iddetalle, ps.serie from producto_serie_relacion r join producto_serie ps on ps.idserieproducto = r.idserieproducto
         where r.tipo = ${tipo} and r.iddocumento = ${iddocumento} order by r.idrelacion`,
  );
  const byLine = new Map<number, string[]>();
  for (const r of rows) if (r.iddetalle != null) byLine.set(r.iddetalle, [...(byLine.get(r.iddetalle) ?? []), r.serie]);
  return byLine;
}

/** Undoes a document's serial effects before its annulment or update (entries take them out, outputs put them back). */
export async function reverseSerials(
  tx: Executor,
  tipo: SerialDocument,
  iddocumento: number,
  options: { forget: boolean },
) {
  const rows = await queryRows<{
    idserieproducto: number;
    serie: string;
    idalmacen: number;
    disponible: boolean;
    actual: number | null;
    denominacion: string;
  }>(
    tx,
    sql`select r.idserieproducto, ps.serie, r.idalmacen, ps.disponible, ps.idalmacen as actual, p.denominacion
          from producto_serie_relacion r join producto_serie ps on ps.idserieproducto = r.idserieproducto join producto p on p.producto_id = ps.producto_id
         where r.tipo = ${tipo} and r.iddocumento = ${iddocumento} order by r.idserieproducto for update of ps`,
  );
  const entering = tipo === 'entrada' || tipo === 'compra';
  for (const r of rows) {
    if (entering) {
      if (!r.disponible || r.actual !== r.idalmacen)
        throw new BusinessError(
          `La serie ${r.serie} de ${r.denominacion} ya no está en el almacén; no se puede revertir`,
        );
      await tx
        .update(productoSerie)
        .set({ disponible: false, idalmacen: null })
        .where(eq(productoSerie.idserieproducto, r.idserieproducto));
    } else if (tipo === 'salida' || tipo === 'venta') {
      if (r.disponible)
        throw new BusinessError(
          `La serie ${r.serie} de ${r.denominacion} volvió a entrar al stock; no se puede revertir`,
        );
      await tx
        .update(productoSerie)
        .set({ disponible: true, idalmacen: r.idalmacen })
        .where(eq(productoSerie.idserieproducto, r.idserieproducto));
    }
  }
  if (options.forget)
    await tx
      .delete(productoSerieRelacion)
      .where(and(eq(productoSerieRelacion.tipo, tipo), eq(productoSerieRelacion.iddocumento, iddocumento)));
}

export const serialColumns = sql`ps.idserieproducto, ps.producto_id, p.denominacion, ps.serie, ps.idalmacen, a.nombre as almacen, ps.disponible, ps.estado,
  to_char(ps.creado at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') as creado`;
export const serialFrom = sql`producto_serie ps join producto p on p.producto_id = ps.producto_id left join almacen a on a.idalmacen = ps.idalmacen`;
export const relationColumns = sql`r.idrelacion, r.idserieproducto, ps.producto_id, p.denominacion, ps.serie, r.tipo, r.iddocumento, ps.disponible,
  to_char(r.creado at time zone 'America/Lima', 'YYYY-MM-DD"T"HH24:MI:SS') as creado`;
export const relationFrom = sql`producto_serie_relacion r join producto_serie ps on ps.idserieproducto = r.idserieproducto join producto p on p.producto_id = ps.producto_id`;
export type { SerialRow, SerialRelationRow };
