import { desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { TRANSFER_OWNER } from '@trade/contracts/inventory';
import { alias } from 'drizzle-orm/pg-core';
import { type Decimal, dec, fixed, sum } from '@trade/money';
import type {
  DocumentLineRow,
  StockDocumentListQuery,
  TransferBody,
  TransferDetail,
  TransferRow,
} from '@trade/contracts/inventory';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, motivo, transferencia, transferenciaDetalle, usuario } from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { takeNextNumber } from '../../core/numbering.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';
import { checkDate } from '../../core/documents.js';
import { resolveLines, resolveSeries } from './document-lines.js';
import { lockStock, moveStock, reversalMoves } from './stock-ledger.js';
import { serialsOf, takeSerials } from './serials.service.js';
import { warehousesRepository } from './warehouses.repository.js';
import { productoSerie } from '../../db/schema/index.js';

/**
 * Transfers between warehouses (NT): for every line an output of the origin at its average cost
 * and an entry of the destination at that same cost, both in the ledger, in one transaction. The
 * stock rows of both warehouses are locked first, in one order, so opposite transfers never deadlock.
 */
const origen = alias(almacen, 'origen');
const destino = alias(almacen, 'destino');
const TRANSFER_REASON = '11';

const listing: ListSpec<TransferRow> = {
  owner: TRANSFER_OWNER,
  columns: {
    idtransferencia: transferencia.idtransferencia,
    idserie: transferencia.idserie,
    serie: transferencia.serie,
    numero: transferencia.numero,
    documento: sql<string>`${transferencia.serie} || '-' || lpad(${transferencia.numero}::text, 8, '0')`,
    fecha: sql<string>`${transferencia.fecha}::text`,
    idalmacen_origen: transferencia.idalmacen_origen,
    almacen_origen: origen.nombre,
    idalmacen_destino: transferencia.idalmacen_destino,
    almacen_destino: destino.nombre,
    observacion: transferencia.observacion,
    total: sql<string>`${transferencia.total}::text`,
    estado: transferencia.estado,
    usuario: usuario.usuario,
    creado: limaTime(transferencia.creado),
    anulado: sql<
      string | null
    >`case when ${transferencia.anulado} is null then null else ${limaTime(transferencia.anulado)} end`,
  },
  from: (select) =>
    select
      .from(transferencia)
      .innerJoin(origen, eq(origen.idalmacen, transferencia.idalmacen_origen))
      .innerJoin(destino, eq(destino.idalmacen, transferencia.idalmacen_destino))
      .innerJoin(usuario, eq(usuario.idusuario, transferencia.idusuario)),
  search: [
    sql`${transferencia.serie} || '-' || lpad(${transferencia.numero}::text, 8, '0')`,
    origen.nombre,
    destino.nombre,
    transferencia.observacion,
  ],
  orderBy: [desc(transferencia.fecha), desc(transferencia.idtransferencia)],
  dates: { column: transferencia.fecha, kind: 'date' },
  totals: { total: transferencia.total },
};

export function transfersService(db: Database) {
  const warehouses = warehousesRepository(db);

  async function get(id: number, ex: Executor = db): Promise<TransferDetail> {
    const [row] = await selectRows(ex, listing, eq(transferencia.idtransferencia, id));
    if (!row) throw notFound('La transferencia');
    const lines = await queryRows<Omit<DocumentLineRow, 'series'>>(
      ex,
      sql`select d.iddetalle, d.producto_id, p.codigo_producto, p.denominacion, d.unidad_medida_id, um.abreviatura, d.factor::text as factor, d.cantidad::text as cantidad,
                 d.cantidad_base::text as cantidad_base, d.costo_unitario::text as costo_unitario, d.importe::text as importe, null as precio_unitario, null as lote
            from transferencia_detalle d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.idtransferencia = ${id} order by d.iddetalle`,
    );
    const serials = await serialsOf(ex, 'transferencia', id);
    return { ...row, items: lines.map((l) => ({ ...l, series: serials.get(l.iddetalle) ?? [] })) };
  }

  async function reason(tx: Executor) {
    const [row] = await tx
      .select({ idmotivo: motivo.idmotivo })
      .from(motivo)
      .where(eq(motivo.codigo_sunat, TRANSFER_REASON))
      .limit(1);
    return row?.idmotivo ?? null;
  }

  return {
    get,
    list: (idalmacen: number, { estado, idmotivo: _ignored, ...query }: StockDocumentListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        idalmacen
          ? or(eq(transferencia.idalmacen_origen, idalmacen), eq(transferencia.idalmacen_destino, idalmacen))
          : undefined,
        estado === undefined ? undefined : eq(transferencia.estado, estado),
      ] as (SQL | undefined)[]),

    async create(input: TransferBody, tx: Executor, actor: SessionUser): Promise<TransferDetail> {
      checkDate(input.fecha);
      if (input.idalmacen_origen === input.idalmacen_destino)
        throw new BusinessError('El almacén de destino debe ser distinto del de origen');
      const from = await warehouses.active(input.idalmacen_origen, tx);
      await warehouses.active(input.idalmacen_destino, tx);
      const idserie = await resolveSeries(tx, 'NT', input.idserie, from.idsucursal);
      const resolved = await resolveLines(tx, input.items);
      const taken = await takeNextNumber(tx, idserie);
      const [created] = await tx
        .insert(transferencia)
        .values({
          idalmacen_origen: input.idalmacen_origen,
          idalmacen_destino: input.idalmacen_destino,
          idserie,
          serie: taken.serie,
          numero: taken.numero,
          fecha: input.fecha,
          observacion: blankToNull(input.observacion),
          idusuario: actor.idusuario,
        })
        .returning({ id: transferencia.idtransferencia });
      const id = created!.id;
      const document = {
        documento_tipo: 'NT',
        iddocumento: id,
        serie: taken.serie,
        numero: taken.numero,
        fecha: input.fecha,
        tipo_operacion: TRANSFER_REASON,
        idmotivo: await reason(tx),
      };
      await lockStock(
        tx,
        resolved.flatMap((l) => [
          { producto_id: l.producto_id, idalmacen: input.idalmacen_origen },
          { producto_id: l.producto_id, idalmacen: input.idalmacen_destino },
        ]),
      );
      const out = await moveStock(
        tx,
        document,
        resolved.map((l) => ({
          producto_id: l.producto_id,
          idalmacen: input.idalmacen_origen,
          cantidad: l.cantidad_base,
          direccion: 'salida' as const,
        })),
      );
      const used = new Set<number>();
      const costOf = (producto_id: number) => {
        const i = out.findIndex((r, n) => r.producto_id === producto_id && !used.has(n));
        if (i < 0) return undefined;
        used.add(i);
        return out[i]!;
      };
      const importes: Decimal[] = [];
      const entering = [];
      for (const line of resolved) {
        const moved = costOf(line.producto_id);
        const importe = moved?.costo_total ?? '0.00';
        importes.push(dec(importe));
        const [row] = await tx
          .insert(transferenciaDetalle)
          .values({
            idtransferencia: id,
            producto_id: line.producto_id,
            unidad_medida_id: line.unidad_medida_id,
            factor: line.factor,
            cantidad: line.cantidad,
            cantidad_base: line.cantidad_base,
            costo_unitario: moved ? fixed(dec(moved.costo_unitario).times(dec(line.factor)), 6) : '0',
            importe,
          })
          .returning({ id: transferenciaDetalle.iddetalle });
        // The destination receives the value that left the origin (per base unit).
        if (moved)
          entering.push({
            producto_id: line.producto_id,
            idalmacen: input.idalmacen_destino,
            cantidad: line.cantidad_base,
            direccion: 'entrada' as const,
            costo_unitario: dec(moved.costo_total).div(dec(line.cantidad_base)),
          });
        if (line.series.length) {
          await takeSerials(
            tx,
            {
              producto_id: line.producto_id,
              idalmacen: input.idalmacen_origen,
              series: line.series,
              tipo: 'transferencia',
              iddocumento: id,
              iddetalle: row!.id,
              denominacion: line.denominacion,
            },
            { destino: input.idalmacen_destino },
          );
        }
      }
      await moveStock(tx, document, entering);
      await tx
        .update(transferencia)
        .set({ total: fixed(sum(importes), 2) })
        .where(eq(transferencia.idtransferencia, id));
      return get(id, tx);
    },

    /** Reverses both sides (the destination must still hold the units and serials). */
    async annul(id: number, tx: Executor, actor: SessionUser): Promise<TransferDetail> {
      const [open] = await queryRows<{
        estado: number;
        serie: string;
        numero: number;
        idalmacen_origen: number;
        idalmacen_destino: number;
      }>(
        tx,
        sql`select estado, serie, numero, idalmacen_origen, idalmacen_destino from transferencia where idtransferencia = ${id} for update`,
      );
      if (!open) throw notFound('La transferencia');
      if (open.estado !== 1) throw new BusinessError('La transferencia está anulada');
      const moves = await reversalMoves(tx, 'NT', id);
      await lockStock(tx, moves);
      const serials = await queryRows<{
        idserieproducto: number;
        serie: string;
        disponible: boolean;
        idalmacen: number | null;
      }>(
        tx,
        sql`select ps.idserieproducto, ps.serie, ps.disponible, ps.idalmacen from producto_serie_relacion r join producto_serie ps on ps.idserieproducto = r.idserieproducto
             where r.tipo = 'transferencia' and r.iddocumento = ${id} for update of ps`,
      );
      for (const s of serials) {
        if (!s.disponible || s.idalmacen !== open.idalmacen_destino)
          throw new BusinessError(
            `La serie ${s.serie} ya no está en el almacén de destino; no se puede anular la transferencia`,
          );
        await tx
          .update(productoSerie)
          .set({ idalmacen: open.idalmacen_origen })
          .where(eq(productoSerie.idserieproducto, s.idserieproducto));
      }
      const [today] = await queryRows<{ d: string }>(
        tx,
        sql`select (now() at time zone 'America/Lima')::date::text as d`,
      );
      // Destination out first (its stock check), then origin back in.
      const ordered = [
        ...moves.filter((m) => m.direccion === 'salida'),
        ...moves.filter((m) => m.direccion === 'entrada'),
      ];
      await moveStock(
        tx,
        {
          documento_tipo: 'NT',
          iddocumento: id,
          serie: open.serie,
          numero: open.numero,
          fecha: today!.d,
          tipo_operacion: TRANSFER_REASON,
          idmotivo: await reason(tx),
          anulacion: true,
        },
        ordered,
      );
      await tx
        .update(transferencia)
        .set({ estado: 0, anulado: sql`now()`, idusuario_anula: actor.idusuario })
        .where(eq(transferencia.idtransferencia, id));
      return get(id, tx);
    },
  };
}
