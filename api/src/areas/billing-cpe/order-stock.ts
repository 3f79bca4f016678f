import { sql } from 'drizzle-orm';
import { dec, limited, type Decimal } from '@trade/money';
import { NO_STOCK_INFO } from '@trade/contracts/billing-cpe';
import { queryRows, type Executor } from '../../db/client.js';
import { BusinessError } from '../../core/envelope.js';
import type { ReservedUnits, StockDoor } from './doors.js';

/**
 * An order's stock reservation. It is NOT a ledger movement: the order's stocked lines hold
 * `reservado` base units in the order's warehouse while the order is open or partly delivered, and
 * the kardex shows their sum as "comprometido". A reservation never exceeds the stock less what the
 * other orders already hold: the stock rows are locked (FOR UPDATE, fixed order, the same lock the
 * ledger takes) before the sum is read, so two orders reserving the last units at once are
 * serialized and the second one is refused with the no-stock list.
 */

export interface Reservation {
  iddetalle: number;
  producto_id: number;
  denominacion: string;
  abreviatura: string;
  /** Base units to hold. */
  cantidad: Decimal;
}

/** Base units held by open and partly delivered orders, by product, in a warehouse. */
export async function committedUnits(
  ex: Executor,
  idalmacen: number,
  productIds: number[],
): Promise<Map<number, Decimal>> {
  const held = await heldUnits(
    ex,
    productIds.map((producto_id) => ({ producto_id, idalmacen })),
    [],
  );
  return new Map([...held].map(([k, units]) => [Number(k.split(':')[0]), units]));
}

/** An order line a sale invoices, in the order line's unit. */
export interface InvoicedLine {
  iddetalle: number;
  cantidad: string;
}

/**
 * Base units open orders hold, keyed `producto_id:idalmacen`. The lines a sale invoices count with
 * what they will still hold after it (their pending units), so the sale may take what it invoices.
 */
async function heldUnits(
  ex: Executor,
  pairs: { producto_id: number; idalmacen: number }[],
  invoiced: InvoicedLine[],
): Promise<Map<string, Decimal>> {
  if (!pairs.length) return new Map();
  const wanted = sql.join(
    pairs.map((p) => sql`(${p.producto_id}::int, ${p.idalmacen}::int)`),
    sql`, `,
  );
  const billed = invoiced.length
    ? sql.join(
        invoiced.map((l) => sql`(${l.iddetalle}::int, ${l.cantidad}::numeric)`),
        sql`, `,
      )
    : sql`(0, 0::numeric)`;
  const rows = await queryRows<{ producto_id: number; idalmacen: number; reservado: string }>(
    ex,
    sql`select d.producto_id, p.idalmacen,
               sum(case when i.iddetalle is null then d.reservado
                        else greatest(0, (d.cantidad - d.facturada - i.cantidad) * d.factor) end)::text as reservado
          from pedido_detalle d join pedido p on p.idpedido = d.idpedido
          left join (select iddetalle, sum(cantidad) as cantidad from (values ${billed}) as v (iddetalle, cantidad) group by iddetalle) i on i.iddetalle = d.iddetalle
         where p.estado in (1, 2) and d.reservado > 0 and (d.producto_id, p.idalmacen) in (${wanted})
         group by d.producto_id, p.idalmacen`,
  );
  return new Map(rows.map((r) => [`${r.producto_id}:${r.idalmacen}`, dec(r.reservado)]));
}

/** What a sale's stock output must leave in the warehouse: every order's reservation but what the sale invoices. */
export const reservedForSale =
  (invoiced: InvoicedLine[]): ReservedUnits =>
  (tx, pairs) =>
    heldUnits(tx, pairs, invoiced);

/** The reservation writes, on inventory's stock ledger door (its row locks and serial rules). */
export function orderStock(stock: StockDoor) {
  /**
   * Holds these lines' units in the warehouse (every short product at once: info no_stock, items joined
   * by '|'). What the lines held before is left out of the sum; every other line — of other orders or
   * of this one — counts.
   */
  async function reserve(tx: Executor, idalmacen: number, lines: Reservation[]): Promise<void> {
    const wanted = lines.filter((l) => l.cantidad.gt(0));
    if (!wanted.length) return;
    const states = await stock.lock(
      tx,
      wanted.map((l) => ({ producto_id: l.producto_id, idalmacen })),
    );
    await tx.execute(
      sql`update pedido_detalle set reservado = 0 where iddetalle in (${sql.join(
        wanted.map((l) => sql`${l.iddetalle}`),
        sql`, `,
      )})`,
    );
    const ids = [...new Set(wanted.map((l) => l.producto_id))];
    const held = await committedUnits(tx, idalmacen, ids);
    const asked = new Map<number, Decimal>();
    for (const l of wanted) asked.set(l.producto_id, (asked.get(l.producto_id) ?? dec(0)).plus(l.cantidad));
    const short: string[] = [];
    for (const id of ids) {
      const stock = states.get(`${id}:${idalmacen}`)?.cantidad ?? dec(0);
      const free = stock.minus(held.get(id) ?? dec(0));
      const line = wanted.find((l) => l.producto_id === id)!;
      if (asked.get(id)!.gt(free))
        short.push(
          `${line.denominacion}: disponible ${limited(free.gt(0) ? free : dec(0), 4, 0)} ${line.abreviatura}, solicitado ${limited(asked.get(id)!, 4, 0)} ${line.abreviatura}`,
        );
    }
    if (short.length) throw new BusinessError(short.join('|'), 400, { info: NO_STOCK_INFO });
    for (const l of wanted)
      await tx.execute(
        sql`update pedido_detalle set reservado = ${l.cantidad.toFixed(4)} where iddetalle = ${l.iddetalle}`,
      );
  }

  /** Serials reserved for an order line: they stay in stock (relation tipo 'pedido', line = iddetalle). */
  async function reserveSerials(
    tx: Executor,
    idpedido: number,
    idalmacen: number,
    line: { iddetalle: number; producto_id: number; descripcion: string; series: string[] },
  ) {
    if (!line.series.length) return;
    await stock.takeSerials(
      tx,
      {
        producto_id: line.producto_id,
        idalmacen,
        series: line.series,
        tipo: 'pedido',
        iddocumento: idpedido,
        iddetalle: line.iddetalle,
        denominacion: line.descripcion,
      },
      { keep: true },
    );
  }

  /** Releases what an order (or one of its lines) holds: units and serial reservations. */
  async function release(tx: Executor, idpedido: number, iddetalle?: number): Promise<void> {
    await tx.execute(
      sql`update pedido_detalle set reservado = 0 where idpedido = ${idpedido} ${iddetalle ? sql`and iddetalle = ${iddetalle}` : sql``}`,
    );
    if (iddetalle)
      await tx.execute(
        sql`delete from producto_serie_relacion where tipo = 'pedido' and iddocumento = ${idpedido} and iddetalle = ${iddetalle}`,
      );
    else await stock.reverseSerials(tx, 'pedido', idpedido, { forget: true });
  }

  return { reserve, reserveSerials, release };
}
