import { and, asc, eq, sql } from 'drizzle-orm';
import { dec, fixed, sum } from '@trade/money';
import { todayLima } from '@trade/formats';
import type { ServiceLineBody, ServiceLineRow } from '@trade/contracts/workshop';
import { queryRows, type Executor } from '../../db/client.js';
import { ordenServicio, ordenServicioDetalle, producto, unidadMedida } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { lineColumns } from './service-orders.listing.js';
import type { StockDoor } from './doors.js';

export const LINE_ANNULLED = 0;

export interface ResolvedServiceLine {
  producto_id: number;
  unidad_medida_id: number;
  servicio: boolean;
  cantidad: string;
  cantidad_base: string;
  precio_unitario: string;
  importe: string;
}

/**
 * A service order's lines and their stock: labour is a service product, a part a good that leaves
 * the order's warehouse through the inventory's stock ledger (document 'OS' numbered by the line)
 * and comes back at the cost it left at. Always inside the order's transaction, its row locked.
 */
export function orderLines(stock: StockDoor) {
  async function lines(id: number, ex: Executor, group?: 1 | 2): Promise<ServiceLineRow[]> {
    return ex
      .select(lineColumns)
      .from(ordenServicioDetalle)
      .innerJoin(producto, eq(producto.producto_id, ordenServicioDetalle.producto_id))
      .innerJoin(unidadMedida, eq(unidadMedida.unidad_medida_id, ordenServicioDetalle.unidad_medida_id))
      .where(
        and(
          eq(ordenServicioDetalle.idordenservicio, id),
          group === undefined ? undefined : eq(ordenServicioDetalle.servicio, group === 1),
        ),
      )
      .orderBy(asc(ordenServicioDetalle.iddetalle));
  }

  /** Products and units of the lines: labour is a service product, a part a good (no serial-controlled ones). */
  async function resolve(items: ServiceLineBody[], ex: Executor): Promise<ResolvedServiceLine[]> {
    if (!items.length) return [];
    const ids = [...new Set(items.map((i) => i.producto_id))];
    const units = await queryRows<{
      producto_id: number;
      denominacion: string;
      estado: number;
      servicio: boolean;
      control_serie: boolean;
      unidad_medida_id: number;
      factor: string;
    }>(
      ex,
      sql`select p.producto_id, p.denominacion, p.estado, p.servicio, p.control_serie, pu.unidad_medida_id, pu.factor::text as factor
            from producto p join producto_unidad pu on pu.producto_id = p.producto_id and pu.estado = 1
           where p.producto_id in (${sql.join(
             ids.map((i) => sql`${i}`),
             sql`, `,
           )})`,
    );
    return items.map((item, n) => {
      const lineNo = `Línea ${n + 1}`;
      const product = units.find((u) => u.producto_id === item.producto_id);
      if (!product) throw new BusinessError(`${lineNo}: el producto no existe o fue eliminado`);
      if (product.estado !== 1) throw new BusinessError(`${lineNo}: ${product.denominacion} está desactivado`);
      if (product.control_serie)
        throw new BusinessError(`${lineNo}: ${product.denominacion} se controla por series; entréguelo con una salida`);
      const unit = units.find(
        (u) => u.producto_id === item.producto_id && u.unidad_medida_id === item.unidad_medida_id,
      );
      if (!unit) throw new BusinessError(`${lineNo}: ${product.denominacion} no tiene esa unidad de medida`);
      const quantity = dec(item.cantidad);
      if (quantity.lte(0)) throw new BusinessError(`${lineNo}: la cantidad debe ser mayor que cero`);
      return {
        producto_id: product.producto_id,
        unidad_medida_id: unit.unidad_medida_id,
        servicio: product.servicio,
        cantidad: fixed(quantity, 4),
        cantidad_base: fixed(quantity.times(dec(unit.factor)), 4),
        precio_unitario: fixed(dec(item.precio_unitario), 4),
        importe: fixed(quantity.times(dec(item.precio_unitario)), 2),
      };
    });
  }

  const ledgerDocument = (iddetalle: number, numero: number, anulacion = false) => ({
    documento_tipo: 'OS',
    iddocumento: iddetalle,
    serie: 'OS',
    numero,
    fecha: todayLima(),
    tipo_operacion: '99',
    tipo_documento_sunat: '00',
    anulacion,
  });

  /** A part leaves the order's warehouse (services and goods without stock control move nothing). */
  async function takePart(
    line: { iddetalle: number; producto_id: number; cantidad_base: string },
    order: { numero: number; idalmacen: number },
    ex: Executor,
  ) {
    await stock.move(ex, ledgerDocument(line.iddetalle, order.numero), [
      { producto_id: line.producto_id, idalmacen: order.idalmacen, cantidad: line.cantidad_base, direccion: 'salida' },
    ]);
  }
  /** What a line took comes back, at the cost it left at (new ledger rows; nothing is deleted). */
  async function returnPart(iddetalle: number, numero: number, ex: Executor) {
    const moves = await stock.reversalMoves(ex, 'OS', iddetalle);
    if (moves.length) await stock.move(ex, ledgerDocument(iddetalle, numero, true), moves);
  }

  async function insertLines(
    id: number,
    order: { numero: number; idalmacen: number },
    resolved: ResolvedServiceLine[],
    ex: Executor,
  ) {
    for (const line of resolved) {
      const [row] = await ex
        .insert(ordenServicioDetalle)
        .values({ ...line, idordenservicio: id })
        .returning({ iddetalle: ordenServicioDetalle.iddetalle });
      if (!line.servicio) await takePart({ ...line, iddetalle: row!.iddetalle }, order, ex);
    }
  }

  /** The order's total: its lines not annulled. */
  async function retotal(id: number, ex: Executor) {
    const rows = await ex
      .select({ importe: ordenServicioDetalle.importe })
      .from(ordenServicioDetalle)
      .where(
        and(eq(ordenServicioDetalle.idordenservicio, id), sql`${ordenServicioDetalle.estado} <> ${LINE_ANNULLED}`),
      );
    await ex
      .update(ordenServicio)
      .set({ total: fixed(sum(rows.map((r) => dec(r.importe))), 2) })
      .where(eq(ordenServicio.idordenservicio, id));
  }

  /** Every live part of the order comes back to stock. */
  async function returnAllParts(id: number, numero: number, ex: Executor) {
    const parts = await ex
      .select({ iddetalle: ordenServicioDetalle.iddetalle })
      .from(ordenServicioDetalle)
      .where(
        and(
          eq(ordenServicioDetalle.idordenservicio, id),
          eq(ordenServicioDetalle.servicio, false),
          sql`${ordenServicioDetalle.estado} <> ${LINE_ANNULLED}`,
        ),
      );
    for (const p of parts) await returnPart(p.iddetalle, numero, ex);
  }

  async function lineOf(iddetalle: number, ex: Executor) {
    const [line] = await ex
      .select({
        iddetalle: ordenServicioDetalle.iddetalle,
        idordenservicio: ordenServicioDetalle.idordenservicio,
        producto_id: ordenServicioDetalle.producto_id,
        servicio: ordenServicioDetalle.servicio,
        cantidad_base: sql<string>`${ordenServicioDetalle.cantidad_base}::text`,
        estado: ordenServicioDetalle.estado,
      })
      .from(ordenServicioDetalle)
      .where(eq(ordenServicioDetalle.iddetalle, iddetalle));
    if (!line) throw notFound('La línea de la orden');
    return line;
  }

  return { lines, lineOf, resolve, takePart, returnPart, insertLines, retotal, returnAllParts };
}
