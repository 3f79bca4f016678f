import { sql } from 'drizzle-orm';
import { type Decimal, ZERO, dec, fixed, sum } from '@trade/money';
import type {
  Balance,
  KardexQuery,
  KardexReport,
  KardexRow,
  LastCost,
  MotiveRow,
  StockSeriesRow,
} from '@trade/contracts/inventory';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { reservedUnits } from './reservations.js';

const balance = (cantidad: Decimal, costo_unitario: Decimal, costo_total: Decimal): Balance => ({
  cantidad: fixed(cantidad, 4),
  costo_unitario: fixed(costo_unitario, 6),
  costo_total: fixed(costo_total, 2),
});
const EMPTY = balance(ZERO, ZERO, ZERO);

/** The kardex report, reasons, the stock documents' series and the last cost lookups. */
export function kardexRepository(db: Database) {
  return {
    async report({ producto_id, idalmacen, desde, hasta }: KardexQuery, ex: Executor = db): Promise<KardexReport> {
      if (desde > hasta) throw new BusinessError('La fecha Desde no puede ser posterior a la fecha Hasta');
      const [product] = await queryRows<KardexReport['producto']>(
        ex,
        sql`select p.producto_id, p.codigo_producto, p.denominacion, um.abreviatura, um.codigo_sunat as unidad_sunat, te.codigo_sunat as tipo_existencia
              from producto p join unidad_medida um on um.unidad_medida_id = p.unidad_medida_id left join tipo_existencia te on te.idtipoexistencia = p.idtipoexistencia
             where p.producto_id = ${producto_id}`,
      );
      if (!product) throw notFound('El producto');
      const [store] = await queryRows<KardexReport['almacen']>(
        ex,
        sql`select a.idalmacen, a.nombre, s.nombre as sucursal, s.codigo_sunat as codigo_establecimiento from almacen a join sucursal s on s.idsucursal = a.idsucursal where a.idalmacen = ${idalmacen}`,
      );
      if (!store) throw notFound('El almacén');
      // Movements in the order they were saved — idkardex, taken while the stock row is locked, so it is
      // exactly the order of the running balance (a save timestamp is the transaction's start and can
      // disagree under concurrency) — not by document date: a backdated document shows where it was
      // posted, and each row's balance follows the row before it.
      const rows = await queryRows<{
        idkardex: number;
        fecha: string;
        documento_tipo: string;
        iddocumento: number;
        tipo_documento_sunat: string;
        serie: string;
        numero: string;
        tipo_operacion: string;
        motivo: string | null;
        anulacion: boolean;
        cantidad_entrada: string;
        cantidad_salida: string;
        costo_unitario: string;
        costo_total: string;
        saldo_cantidad: string;
        costo_promedio: string;
        saldo_valor: string;
      }>(
        ex,
        sql`select k.idkardex::int as idkardex, k.fecha::text as fecha, k.documento_tipo, k.iddocumento, k.tipo_documento_sunat, k.serie, k.numero, k.tipo_operacion, m.nombre as motivo, k.anulacion,
                   k.cantidad_entrada::text, k.cantidad_salida::text, k.costo_unitario::text, k.costo_total::text, k.saldo_cantidad::text, k.costo_promedio::text, k.saldo_valor::text
              from kardex k left join motivo m on m.idmotivo = k.idmotivo
             where k.producto_id = ${producto_id} and k.idalmacen = ${idalmacen} and k.fecha between ${desde}::date and ${hasta}::date
             order by k.idkardex limit 20000`,
      );
      // The opening balance is the ledger's balance just before the first movement listed; with none,
      // the last one posted with a date before the range.
      const first = rows[0]?.idkardex;
      const [opening] = await queryRows<{ saldo_cantidad: string; costo_promedio: string; saldo_valor: string }>(
        ex,
        first !== undefined
          ? sql`select saldo_cantidad::text, costo_promedio::text, saldo_valor::text from kardex
                 where producto_id = ${producto_id} and idalmacen = ${idalmacen} and idkardex < ${first} order by idkardex desc limit 1`
          : sql`select saldo_cantidad::text, costo_promedio::text, saldo_valor::text from kardex
                 where producto_id = ${producto_id} and idalmacen = ${idalmacen} and fecha < ${desde}::date order by idkardex desc limit 1`,
      );
      const movimientos: KardexRow[] = rows.map((r) => {
        const isIn = dec(r.cantidad_entrada).gt(0);
        const moved = balance(
          dec(isIn ? r.cantidad_entrada : r.cantidad_salida),
          dec(r.costo_unitario),
          dec(r.costo_total),
        );
        return {
          idkardex: Number(r.idkardex),
          fecha: r.fecha,
          documento_tipo: r.documento_tipo,
          iddocumento: r.iddocumento,
          tipo_documento_sunat: r.tipo_documento_sunat,
          serie: r.serie,
          numero: r.numero,
          tipo_operacion: r.tipo_operacion,
          motivo: r.motivo,
          anulacion: r.anulacion,
          entrada: isIn ? moved : EMPTY,
          salida: isIn ? EMPTY : moved,
          saldo: balance(dec(r.saldo_cantidad), dec(r.costo_promedio), dec(r.saldo_valor)),
        };
      });
      const saldo_inicial = opening
        ? balance(dec(opening.saldo_cantidad), dec(opening.costo_promedio), dec(opening.saldo_valor))
        : EMPTY;
      const totalOf = (pick: (m: KardexRow) => Balance): Balance => {
        const cantidad = sum(movimientos.map((m) => dec(pick(m).cantidad)));
        const total = sum(movimientos.map((m) => dec(pick(m).costo_total)));
        return balance(cantidad, cantidad.gt(0) ? total.div(cantidad) : ZERO, total);
      };
      // Orders reserve stock without a ledger movement: their open reservations are shown apart.
      const [held] = await queryRows<{ stock: string; comprometido: string }>(
        ex,
        sql`select coalesce((select cantidad from stock where producto_id = ${producto_id} and idalmacen = ${idalmacen}), 0)::numeric(14,4)::text as stock,
                   ${reservedUnits(producto_id, idalmacen)}::numeric(14,4)::text as comprometido`,
      );
      return {
        stock_actual: held!.stock,
        comprometido: held!.comprometido,
        disponible: fixed(dec(held!.stock).minus(dec(held!.comprometido)), 4),
        producto: product,
        almacen: store,
        desde,
        hasta,
        metodo_valuacion: '1',
        saldo_inicial,
        movimientos,
        total_entradas: totalOf((m) => m.entrada),
        total_salidas: totalOf((m) => m.salida),
        saldo_final: movimientos.length ? movimientos[movimientos.length - 1]!.saldo : saldo_inicial,
      };
    },

    motives: (tipo: number, ex: Executor = db) =>
      queryRows<MotiveRow>(
        ex,
        sql`select idmotivo, tipo, codigo_sunat, nombre from motivo where estado = 1 ${tipo ? sql`and tipo = ${tipo}` : sql``} order by tipo, idmotivo`,
      ),

    stockSeries: (tipo: string, idsucursal: number | undefined, ex: Executor = db) =>
      queryRows<StockSeriesRow>(
        ex,
        sql`select s.idserie, s.serie, s.idsucursal, su.nombre as sucursal, s.correlativo from serie s join comprobante c on c.idcomprobante = s.idcomprobante join sucursal su on su.idsucursal = s.idsucursal
             where c.codigo = ${tipo} and s.estado = 1 ${idsucursal ? sql`and s.idsucursal = ${idsucursal}` : sql``} order by su.nombre, s.serie`,
      ),

    async lastCost(producto_id: number, idalmacen: number, ex: Executor = db): Promise<LastCost> {
      const [found] = await queryRows<{ id: number }>(
        ex,
        sql`select producto_id as id from producto where producto_id = ${producto_id}`,
      );
      if (!found) throw notFound('El producto');
      if (idalmacen) {
        const [store] = await queryRows<{ id: number }>(
          ex,
          sql`select idalmacen as id from almacen where idalmacen = ${idalmacen}`,
        );
        if (!store) throw notFound('El almacén');
      }
      const where = idalmacen ? sql`and k.idalmacen = ${idalmacen}` : sql``;
      const [last] = await queryRows<{ costo: string; fecha: string; documento: string }>(
        ex,
        sql`select k.costo_unitario::text as costo, k.fecha::text as fecha, k.serie || '-' || k.numero as documento from kardex k
             where k.producto_id = ${producto_id} and k.cantidad_entrada > 0 and not k.anulacion and k.documento_tipo <> 'NT' ${where} order by k.idkardex desc limit 1`,
      );
      const [avg] = await queryRows<{ costo: string | null }>(
        ex,
        sql`select (case when sum(cantidad) > 0 then sum(valor) / sum(cantidad) else max(costo_promedio) end)::numeric(16,6)::text as costo
              from stock where producto_id = ${producto_id} ${idalmacen ? sql`and idalmacen = ${idalmacen}` : sql``}`,
      );
      return {
        producto_id,
        idalmacen: idalmacen || null,
        ultimo_costo: last?.costo ?? null,
        fecha: last?.fecha ?? null,
        documento: last?.documento ?? null,
        costo_promedio: avg?.costo ?? '0.000000',
      };
    },
  };
}
