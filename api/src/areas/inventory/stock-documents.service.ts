import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { type Decimal, dec, fixed, sum } from '@trade/money';
import type {
  DocumentLineRow,
  EntryBody,
  EntryDetail,
  EntryRow,
  OutputBody,
  OutputDetail,
  OutputRow,
  StockDocumentListQuery,
} from '@trade/contracts/inventory';
import { ENTRY_OWNER, OUTPUT_OWNER } from '@trade/contracts/inventory';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { almacen, entrada, entradaDetalle, motivo, salida, salidaDetalle, usuario } from '../../db/schema/index.js';
import { limaTime, pagedList, selectRows, type ListSpec } from '../../core/lists.js';
import { takeNextNumber } from '../../core/numbering.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import type { SessionUser } from '../../core/access.js';
import { checkDate } from '../../core/documents.js';
import { resolveLines, resolveMotive, resolveSeries, type ResolvedLine } from './document-lines.js';
import { moveStock, reversalMoves, type StockMove } from './stock-ledger.js';
import { enterSerials, reverseSerials, serialsOf, takeSerials } from './serials.service.js';
import { warehousesRepository } from './warehouses.repository.js';

/**
 * Entries (nota de ingreso, NI) and outputs (nota de salida, NS): one service, two directions.
 * Saving numbers the document, writes it and its lines, moves the ledger and the serials — in the
 * route's transaction. Annulling and updating reverse the ledger with new rows; nothing is deleted
 * from the ledger.
 */
type Kind = 'entrada' | 'salida';

function tables(kind: Kind) {
  return kind === 'entrada'
    ? {
        header: entrada,
        lines: entradaDetalle,
        id: entrada.identrada,
        lineParent: entradaDetalle.identrada,
        idKey: 'identrada' as const,
        tipo: 'NI' as const,
        motiveKind: 1 as const,
        name: 'La entrada',
      }
    : {
        header: salida,
        lines: salidaDetalle,
        id: salida.idsalida,
        lineParent: salidaDetalle.idsalida,
        idKey: 'idsalida' as const,
        tipo: 'NS' as const,
        motiveKind: 2 as const,
        name: 'La salida',
      };
}

export function stockDocumentsService(db: Database, kind: Kind) {
  const t = tables(kind);
  const h = t.header as typeof entrada;
  const warehouses = warehousesRepository(db);
  const listing: ListSpec<EntryRow & OutputRow> = {
    owner: kind === 'entrada' ? ENTRY_OWNER : OUTPUT_OWNER,
    columns: {
      [t.idKey]: t.id,
      idalmacen: h.idalmacen,
      almacen: almacen.nombre,
      idsucursal: almacen.idsucursal,
      idserie: h.idserie,
      serie: h.serie,
      numero: h.numero,
      documento: sql<string>`${h.serie} || '-' || lpad(${h.numero}::text, 8, '0')`,
      fecha: sql<string>`${h.fecha}::text`,
      idmotivo: h.idmotivo,
      motivo: motivo.nombre,
      tercero_documento: h.tercero_documento,
      tercero_nombre: h.tercero_nombre,
      documento_referencia: h.documento_referencia,
      observacion: h.observacion,
      total: sql<string>`${h.total}::text`,
      estado: h.estado,
      usuario: usuario.usuario,
      creado: limaTime(h.creado),
      anulado: sql<string | null>`case when ${h.anulado} is null then null else ${limaTime(h.anulado)} end`,
    } as never,
    from: (select) =>
      select
        .from(t.header)
        .innerJoin(almacen, eq(almacen.idalmacen, h.idalmacen))
        .innerJoin(motivo, eq(motivo.idmotivo, h.idmotivo))
        .innerJoin(usuario, eq(usuario.idusuario, h.idusuario)),
    search: [
      h.serie,
      sql`${h.serie} || '-' || lpad(${h.numero}::text, 8, '0')`,
      h.tercero_nombre,
      h.tercero_documento,
      h.documento_referencia,
    ],
    orderBy: [desc(h.fecha), desc(t.id)],
    dates: { column: h.fecha, kind: 'date' },
    totals: { total: h.total },
  };

  async function lines(id: number, ex: Executor): Promise<DocumentLineRow[]> {
    const rows = await queryRows<Omit<DocumentLineRow, 'series'>>(
      ex,
      sql`select d.iddetalle, d.producto_id, p.codigo_producto, p.denominacion, d.unidad_medida_id, um.abreviatura, d.factor::text as factor, d.cantidad::text as cantidad,
                 d.cantidad_base::text as cantidad_base, d.costo_unitario::text as costo_unitario, d.importe::text as importe,
                 ${kind === 'salida' ? sql`d.precio_unitario::text` : sql`null`} as precio_unitario, ${kind === 'entrada' ? sql`d.lote` : sql`null`} as lote
            from ${t.lines} d join producto p on p.producto_id = d.producto_id join unidad_medida um on um.unidad_medida_id = d.unidad_medida_id
           where d.${sql.raw(t.idKey)} = ${id} order by d.iddetalle`,
    );
    const serials = await serialsOf(ex, kind, id);
    return rows.map((r) => ({ ...r, series: serials.get(r.iddetalle) ?? [] }));
  }

  async function get(id: number, ex: Executor = db): Promise<EntryDetail & OutputDetail> {
    const [row] = await selectRows(ex, listing, eq(t.id, id));
    if (!row) throw notFound(t.name);
    return { ...row, items: await lines(id, ex) } as never;
  }

  /** Lines written, ledger moved, serials moved; answers the document's total. */
  async function apply(
    tx: Executor,
    id: number,
    header: {
      serie: string;
      numero: number;
      fecha: string;
      idalmacen: number;
      idmotivo: number;
      tipo_operacion: string;
    },
    resolved: ResolvedLine[],
  ) {
    const l = t.lines as typeof entradaDetalle;
    const inserted: number[] = [];
    const moves: StockMove[] = resolved.map((line) => ({
      producto_id: line.producto_id,
      idalmacen: header.idalmacen,
      cantidad: line.cantidad_base,
      direccion: kind,
      ...(kind === 'entrada' ? { costo_unitario: dec(line.costo_unitario!).div(dec(line.factor)) } : {}),
    }));
    const ledger = await moveStock(
      tx,
      {
        documento_tipo: t.tipo,
        iddocumento: id,
        serie: header.serie,
        numero: header.numero,
        fecha: header.fecha,
        tipo_operacion: header.tipo_operacion,
        idmotivo: header.idmotivo,
      },
      moves,
    );
    const importes: Decimal[] = [];
    for (const line of resolved) {
      const moved = ledger.find(
        (r, i) => r.producto_id === line.producto_id && !inserted.includes(i) && (inserted.push(i), true),
      );
      let costo: string;
      let importe: string;
      if (kind === 'entrada') {
        costo = fixed(dec(line.costo_unitario!), 6);
        importe = fixed(dec(line.cantidad).times(dec(line.costo_unitario!)), 2);
      } else {
        // Valued at the average cost the ledger took (per unit of the line's unit).
        costo = moved ? fixed(dec(moved.costo_unitario).times(dec(line.factor)), 6) : '0';
        importe = moved ? moved.costo_total : '0.00';
      }
      importes.push(dec(importe));
      const [row] = await tx
        .insert(t.lines)
        .values({
          [t.idKey]: id,
          producto_id: line.producto_id,
          unidad_medida_id: line.unidad_medida_id,
          factor: line.factor,
          cantidad: line.cantidad,
          cantidad_base: line.cantidad_base,
          costo_unitario: costo,
          importe,
          ...(kind === 'entrada'
            ? { lote: blankToNull(line.lote) }
            : { precio_unitario: blankToNull(line.precio_unitario) ? fixed(dec(line.precio_unitario!), 2) : null }),
        } as never)
        .returning({ id: l.iddetalle });
      if (line.series.length) {
        const move = {
          producto_id: line.producto_id,
          idalmacen: header.idalmacen,
          series: line.series,
          tipo: kind,
          iddocumento: id,
          iddetalle: row!.id,
          denominacion: line.denominacion,
        };
        if (kind === 'entrada') await enterSerials(tx, move);
        else await takeSerials(tx, move);
      }
    }
    return fixed(sum(importes), 2);
  }

  async function lockOpen(tx: Executor, id: number) {
    const [row] = await queryRows<{ estado: number; idalmacen: number; serie: string; numero: number }>(
      tx,
      sql`select estado, idalmacen, serie, numero from ${t.header} where ${t.id} = ${id} for update`,
    );
    if (!row) throw notFound(t.name);
    if (row.estado !== 1) throw new BusinessError(`${t.name} está anulada`);
    return row;
  }

  /** The old lines undone: reversal ledger rows (at the costs they moved at) and serials back. */
  async function reverse(
    tx: Executor,
    id: number,
    header: { serie: string; numero: number; idalmacen: number },
    forgetSerials: boolean,
  ) {
    const moves = await reversalMoves(tx, t.tipo, id);
    const [m] = await queryRows<{ idmotivo: number; codigo_sunat: string }>(
      tx,
      sql`select m.idmotivo, m.codigo_sunat from ${t.header} d join motivo m on m.idmotivo = d.idmotivo where d.${sql.raw(t.idKey)} = ${id}`,
    );
    await reverseSerials(tx, kind, id, { forget: forgetSerials });
    await moveStock(
      tx,
      {
        documento_tipo: t.tipo,
        iddocumento: id,
        serie: header.serie,
        numero: header.numero,
        fecha: (
          await queryRows<{ d: string }>(tx, sql`select (now() at time zone 'America/Lima')::date::text as d`)
        )[0]!.d,
        tipo_operacion: m!.codigo_sunat,
        idmotivo: m!.idmotivo,
        anulacion: true,
      },
      moves,
    );
  }

  return {
    get,
    list: (idalmacen: number, { estado, idmotivo, ...query }: StockDocumentListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        idalmacen ? eq(h.idalmacen, idalmacen) : undefined,
        estado === undefined ? undefined : eq(h.estado, estado),
        idmotivo === undefined ? undefined : eq(h.idmotivo, idmotivo),
      ] as (SQL | undefined)[]),

    async create(input: EntryBody | OutputBody, tx: Executor, actor: SessionUser) {
      checkDate(input.fecha);
      const store = await warehouses.active(input.idalmacen, tx);
      const reason = await resolveMotive(tx, input.idmotivo, t.motiveKind);
      const idserie = await resolveSeries(tx, t.tipo, input.idserie, store.idsucursal);
      const resolved = await resolveLines(tx, input.items as never);
      const taken = await takeNextNumber(tx, idserie);
      const [created] = await tx
        .insert(t.header)
        .values({
          idalmacen: input.idalmacen,
          idmotivo: input.idmotivo,
          tercero_documento: blankToNull(input.tercero_documento),
          tercero_nombre: blankToNull(input.tercero_nombre),
          documento_referencia: blankToNull(input.documento_referencia),
          observacion: blankToNull(input.observacion),
          idserie,
          serie: taken.serie,
          numero: taken.numero,
          fecha: input.fecha,
          idusuario: actor.idusuario,
        })
        .returning({ id: t.id });
      const id = created!.id;
      const total = await apply(
        tx,
        id,
        {
          serie: taken.serie,
          numero: taken.numero,
          fecha: input.fecha,
          idalmacen: input.idalmacen,
          idmotivo: input.idmotivo,
          tipo_operacion: reason.codigo_sunat,
        },
        resolved,
      );
      await tx.update(t.header).set({ total }).where(eq(t.id, id));
      return get(id, tx);
    },

    /** Same number and series; the old lines are reversed in the ledger and the new ones applied. */
    async update(
      id: number,
      input: Omit<EntryBody | OutputBody, 'idserie'> & { idserie?: number | null },
      tx: Executor,
    ) {
      const open = await lockOpen(tx, id);
      checkDate(input.fecha);
      const store = await warehouses.active(input.idalmacen, tx);
      const [current] = await queryRows<{ idsucursal: number }>(
        tx,
        sql`select a.idsucursal from almacen a where a.idalmacen = ${open.idalmacen}`,
      );
      if (store.idsucursal !== current!.idsucursal)
        throw new BusinessError('El almacén debe ser de la misma sucursal que la serie del documento');
      const reason = await resolveMotive(tx, input.idmotivo, t.motiveKind);
      const resolved = await resolveLines(tx, input.items as never);
      await reverse(tx, id, open, true);
      await tx.delete(t.lines).where(eq(t.lineParent, id));
      await tx
        .update(t.header)
        .set({
          idalmacen: input.idalmacen,
          idmotivo: input.idmotivo,
          fecha: input.fecha,
          tercero_documento: blankToNull(input.tercero_documento),
          tercero_nombre: blankToNull(input.tercero_nombre),
          documento_referencia: blankToNull(input.documento_referencia),
          observacion: blankToNull(input.observacion),
        })
        .where(eq(t.id, id));
      const total = await apply(
        tx,
        id,
        {
          serie: open.serie,
          numero: open.numero,
          fecha: input.fecha,
          idalmacen: input.idalmacen,
          idmotivo: input.idmotivo,
          tipo_operacion: reason.codigo_sunat,
        },
        resolved,
      );
      await tx.update(t.header).set({ total }).where(eq(t.id, id));
      return get(id, tx);
    },

    async annul(id: number, tx: Executor, actor: SessionUser) {
      const open = await lockOpen(tx, id);
      await reverse(tx, id, open, false);
      await tx
        .update(t.header)
        .set({ estado: 0, anulado: sql`now()`, idusuario_anula: actor.idusuario })
        .where(eq(t.id, id));
      return get(id, tx);
    },
  };
}
