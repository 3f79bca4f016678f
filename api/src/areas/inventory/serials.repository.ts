import { eq, sql } from 'drizzle-orm';
import type {
  SerialDocument,
  SerialRelationBody,
  SerialRelationRow,
  SerialRow,
  SerialsBody,
} from '@trade/contracts/inventory';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { producto, productoSerie, productoSerieRelacion } from '../../db/schema/index.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { lockStock } from './stock-ledger.js';
import {
  checkSerialLimit,
  enterSerials,
  relationColumns,
  relationFrom,
  serialColumns,
  serialFrom,
  takeSerials,
} from './serials.service.js';
import { warehousesRepository } from './warehouses.repository.js';

/** The serial calls of /products and of the documents of other areas (compra, venta, pedido). */
export function serialsRepository(db: Database) {
  const warehouses = warehousesRepository(db);

  async function get(id: number, ex: Executor = db): Promise<SerialRow> {
    const [row] = await queryRows<SerialRow>(
      ex,
      sql`select ${serialColumns} from ${serialFrom} where ps.idserieproducto = ${id}`,
    );
    if (!row) throw notFound('La serie del producto');
    return row;
  }
  async function serialProduct(ex: Executor, producto_id: number) {
    const [row] = await ex
      .select({ control_serie: producto.control_serie, denominacion: producto.denominacion, estado: producto.estado })
      .from(producto)
      .where(eq(producto.producto_id, producto_id));
    if (!row) throw notFound('El producto');
    if (!row.control_serie) throw new BusinessError(`${row.denominacion} no lleva control de series`);
    return row;
  }
  const relations = (where: ReturnType<typeof sql>, ex: Executor) =>
    queryRows<SerialRelationRow>(
      ex,
      sql`select ${relationColumns} from ${relationFrom} where ${where} order by r.idrelacion`,
    );

  /** The document of a relation must exist (entries and outputs are ours) and hold the product. */
  async function checkDocument(
    ex: Executor,
    tipo: SerialDocument,
    iddocumento: number,
    producto_id: number,
    series: number,
  ) {
    if (tipo !== 'entrada' && tipo !== 'salida') return;
    const [doc] = await queryRows<{ estado: number; idalmacen: number; unidades: string | null; relacionadas: number }>(
      ex,
      tipo === 'entrada'
        ? sql`select e.estado, e.idalmacen, (select sum(cantidad_base) from entrada_detalle d where d.identrada = e.identrada and d.producto_id = ${producto_id})::text as unidades,
                     (select count(*)::int from producto_serie_relacion r join producto_serie ps on ps.idserieproducto = r.idserieproducto where r.tipo = 'entrada' and r.iddocumento = e.identrada and ps.producto_id = ${producto_id}) as relacionadas
                from entrada e where e.identrada = ${iddocumento}`
        : sql`select s.estado, s.idalmacen, (select sum(cantidad_base) from salida_detalle d where d.idsalida = s.idsalida and d.producto_id = ${producto_id})::text as unidades,
                     (select count(*)::int from producto_serie_relacion r join producto_serie ps on ps.idserieproducto = r.idserieproducto where r.tipo = 'salida' and r.iddocumento = s.idsalida and ps.producto_id = ${producto_id}) as relacionadas
                from salida s where s.idsalida = ${iddocumento}`,
    );
    const name = tipo === 'entrada' ? 'La entrada' : 'La salida';
    if (!doc) throw notFound(name);
    if (doc.estado !== 1) throw new BusinessError(`${name} está anulada`);
    if (!doc.unidades) throw new BusinessError(`${name} no tiene ese producto`);
    if (doc.relacionadas + series > Number(doc.unidades))
      throw new BusinessError(
        `${name} tiene ${Number(doc.unidades)} unidades del producto; no se le pueden relacionar más series`,
      );
    return doc.idalmacen;
  }

  return {
    get,
    async register(input: SerialsBody, tx: Executor): Promise<SerialRow[]> {
      const product = await serialProduct(tx, input.producto_id);
      await warehouses.active(input.idalmacen, tx);
      await lockStock(tx, [{ producto_id: input.producto_id, idalmacen: input.idalmacen }]);
      // A registration is not a document: it records no relation.
      const ids = await enterSerials(tx, {
        producto_id: input.producto_id,
        idalmacen: input.idalmacen,
        series: input.series,
        tipo: 'entrada',
        denominacion: product.denominacion,
      });
      await checkSerialLimit(tx, input.producto_id, input.idalmacen);
      return queryRows<SerialRow>(
        tx,
        sql`select ${serialColumns} from ${serialFrom} where ps.idserieproducto in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) order by ps.serie`,
      );
    },
    async rename(id: number, serie: string, tx: Executor) {
      await get(id, tx);
      await refusingDuplicate('El producto ya tiene esa serie', () =>
        tx.update(productoSerie).set({ serie: serie.trim() }).where(eq(productoSerie.idserieproducto, id)),
      );
      return get(id, tx);
    },
    async setState(id: number, estado: number, tx: Executor) {
      await get(id, tx);
      await tx.update(productoSerie).set({ estado }).where(eq(productoSerie.idserieproducto, id));
      return get(id, tx);
    },
    async takeOut(id: number, tx: Executor) {
      const row = await get(id, tx);
      if (!row.disponible) throw new BusinessError(`La serie ${row.serie} no está en stock`);
      await tx
        .update(productoSerie)
        .set({ disponible: false, idalmacen: null })
        .where(eq(productoSerie.idserieproducto, id));
      return get(id, tx);
    },
    async remove(id: number, tx: Executor) {
      const row = await get(id, tx);
      const [used] = await queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from producto_serie_relacion where idserieproducto = ${id}`,
      );
      if (Number(used!.n) > 0 || row.disponible)
        throw new BusinessError('La serie tiene movimientos o está en stock; desactívela en su lugar');
      await tx.delete(productoSerie).where(eq(productoSerie.idserieproducto, id));
    },

    /** compra/entrada put serials in stock, venta/salida take them out, pedido only reserves. */
    async relate(tipo: SerialDocument, input: SerialRelationBody, tx: Executor): Promise<SerialRelationRow[]> {
      const product = await serialProduct(tx, input.producto_id);
      const idalmacen =
        (await checkDocument(tx, tipo, input.iddocumento, input.producto_id, input.series.length)) ?? input.idalmacen;
      if (idalmacen !== input.idalmacen) throw new BusinessError('El almacén no es el del documento');
      await warehouses.get(input.idalmacen, tx);
      await lockStock(tx, [{ producto_id: input.producto_id, idalmacen: input.idalmacen }]);
      const move = {
        producto_id: input.producto_id,
        idalmacen: input.idalmacen,
        series: input.series,
        tipo,
        iddocumento: input.iddocumento,
        denominacion: product.denominacion,
      };
      const ids =
        tipo === 'compra' || tipo === 'entrada'
          ? await enterSerials(tx, move)
          : await takeSerials(tx, move, { keep: tipo === 'pedido' });
      if (tipo === 'compra' || tipo === 'entrada') await checkSerialLimit(tx, input.producto_id, input.idalmacen);
      return relations(
        sql`r.tipo = ${tipo} and r.iddocumento = ${input.iddocumento} and r.idserieproducto in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )})`,
        tx,
      );
    },

    /** Undoes one relation and its effect on the serial's stock. */
    async unrelate(idrelacion: number, tx: Executor) {
      const [rel] = await queryRows<{
        tipo: SerialDocument;
        idserieproducto: number;
        idalmacen: number | null;
        serie: string;
        disponible: boolean;
        actual: number | null;
        producto_id: number;
        iddetalle: number | null;
      }>(
        tx,
        sql`select r.tipo, r.iddetalle, r.idserieproducto, r.idalmacen, ps.serie, ps.disponible, ps.idalmacen as actual, ps.producto_id
              from producto_serie_relacion r join producto_serie ps on ps.idserieproducto = r.idserieproducto where r.idrelacion = ${idrelacion} for update of ps`,
      );
      if (!rel) throw notFound('La relación de la serie');
      if (rel.tipo === 'transferencia')
        throw new BusinessError('Las series de una transferencia se corrigen anulando la transferencia');
      // Serials saved with a document's line must match its units: the document is updated or annulled instead.
      if (rel.iddetalle !== null)
        throw new BusinessError(
          `Las series de ${rel.tipo === 'entrada' ? 'la entrada' : 'la salida'} se corrigen actualizando o anulando el documento`,
        );
      if (rel.tipo === 'compra' || rel.tipo === 'entrada') {
        if (!rel.disponible || rel.actual !== rel.idalmacen)
          throw new BusinessError(`La serie ${rel.serie} ya salió del almacén; no se puede quitar la relación`);
        await tx
          .update(productoSerie)
          .set({ disponible: false, idalmacen: null })
          .where(eq(productoSerie.idserieproducto, rel.idserieproducto));
      } else if (rel.tipo === 'venta' || rel.tipo === 'salida') {
        if (rel.disponible)
          throw new BusinessError(`La serie ${rel.serie} ya está en stock; no se puede quitar la relación`);
        await lockStock(tx, [{ producto_id: rel.producto_id, idalmacen: rel.idalmacen! }]);
        await tx
          .update(productoSerie)
          .set({ disponible: true, idalmacen: rel.idalmacen })
          .where(eq(productoSerie.idserieproducto, rel.idserieproducto));
        await checkSerialLimit(tx, rel.producto_id, rel.idalmacen!);
      }
      await tx.delete(productoSerieRelacion).where(eq(productoSerieRelacion.idrelacion, idrelacion));
    },

    async ofProduct(
      producto_id: number,
      filters: { idalmacen?: number; disponible?: number; q?: string },
      ex: Executor = db,
    ): Promise<SerialRow[]> {
      const [found] = await ex
        .select({ id: producto.producto_id })
        .from(producto)
        .where(eq(producto.producto_id, producto_id));
      if (!found) throw notFound('El producto');
      const conditions = [sql`ps.producto_id = ${producto_id}`];
      if (filters.idalmacen) conditions.push(sql`ps.idalmacen = ${filters.idalmacen}`);
      if (filters.disponible !== undefined) conditions.push(sql`ps.disponible = ${filters.disponible === 1}`);
      if (filters.q?.trim())
        conditions.push(
          sql`upper(ps.serie) like ${`%${filters.q
            .trim()
            .toUpperCase()
            .replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
        );
      return queryRows<SerialRow>(
        ex,
        sql`select ${serialColumns} from ${serialFrom} where ${sql.join(conditions, sql` and `)} order by ps.serie limit 1000`,
      );
    },
    async relatedOfProduct(producto_id: number, tipo: SerialDocument, iddocumento: number, ex: Executor = db) {
      const series = await relations(
        sql`ps.producto_id = ${producto_id} and r.tipo = ${tipo} and r.iddocumento = ${iddocumento}`,
        ex,
      );
      const [active] = await queryRows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from producto_serie where producto_id = ${producto_id} and disponible and estado = 1`,
      );
      return { series, series_activas: Number(active!.n) };
    },
    related: (tipo: SerialDocument, iddocumento: number, ex: Executor = db) =>
      relations(sql`r.tipo = ${tipo} and r.iddocumento = ${iddocumento}`, ex),
  };
}
