import { eq, inArray } from 'drizzle-orm';
import type { ChargeableNoteRow, StayNoteBody, StayNoteRow } from '@trade/contracts/hospitality';
import type { Database, Executor } from '../../db/client.js';
import { reservaEstancia, reservaEstanciaNota } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import type { NotesDoor } from './doors.js';
import { branchWarehouse } from './stay-charges.repository.js';
import { LODGED, lockStay, requireState } from './stay.js';

const link = reservaEstanciaNota;
const asRow = (n: Awaited<ReturnType<NotesDoor['byIds']>>[number]): ChargeableNoteRow => ({
  pedido_nota_consumo_maestro_id: n.pedido_nota_consumo_maestro_id,
  idpedido: n.idpedido,
  pedido: n.pedido,
  referencia: n.referencia,
  fecha: n.fecha,
  detalle: n.detalle,
  importe: n.importe,
});

/**
 * Consumption notes of orders (the restaurant's, the bar's: billing's orders) charged to a lodged
 * stay. The link is ours; the note, its lines and their invoicing are billing's, reached through its
 * door (`app.billing.orders.notes`). The check-out's sale invoices their pending lines.
 */
export function stayNotesRepository(db: Database, notes: NotesDoor) {
  async function list(stayId: number, ex: Executor = db): Promise<StayNoteRow[]> {
    const links = await ex
      .select({
        reserva_estancia_nota_id: link.reserva_estancia_nota_id,
        reserva_estancia_id: link.reserva_estancia_id,
        pedido_nota_consumo_maestro_id: link.pedido_nota_consumo_maestro_id,
        idventa: reservaEstancia.idventa,
      })
      .from(link)
      .innerJoin(reservaEstancia, eq(reservaEstancia.reserva_estancia_id, link.reserva_estancia_id))
      .where(eq(link.reserva_estancia_id, stayId))
      .orderBy(link.reserva_estancia_nota_id);
    const read = await notes.byIds(
      links.map((l) => l.pedido_nota_consumo_maestro_id),
      ex,
    );
    return links.map((l) => {
      const note = read.find((n) => n.pedido_nota_consumo_maestro_id === l.pedido_nota_consumo_maestro_id)!;
      return { ...asRow(note), ...l };
    });
  }

  /** Notes charged to any stay (a note is charged once). */
  async function charged(ex: Executor) {
    const rows = await ex.select({ id: link.pedido_nota_consumo_maestro_id }).from(link);
    return rows.map((r) => r.id);
  }

  return {
    list,

    /** The stay's branch's open notes not charged to a stay yet, with what they still have to invoice. */
    async open(stayId: number): Promise<ChargeableNoteRow[]> {
      const stay = await lockStay(stayId, db);
      return (await notes.open(stay.idsucursal, await charged(db), db)).map(asRow);
    },

    /** rnotaestancia: a note of the stay's branch, with something left to invoice, from the warehouse its sale takes. */
    async charge(input: StayNoteBody, ex: Executor, actor: { idusuario: number }): Promise<StayNoteRow[]> {
      const stay = await lockStay(input.reserva_estancia_id, ex);
      requireState(stay, [LODGED], 'solo una estancia hospedada admite notas de consumo');
      const [note] = await notes.byIds([input.pedido_nota_consumo_maestro_id], ex);
      if (!note) throw notFound('La nota de consumo');
      if (note.idsucursal !== stay.idsucursal) throw new BusinessError('La nota de consumo es de otra sucursal');
      if (note.estado_pedido === 0) throw new BusinessError(`El pedido ${note.pedido} está anulado`);
      if (!note.lineas.length)
        throw new BusinessError(`La nota de consumo del pedido ${note.pedido} ya está facturada`);
      // The check-out's sale takes the stock from the branch's warehouse, where the order must have reserved it.
      if (note.idalmacen !== (await branchWarehouse(ex, stay.idsucursal)))
        throw new BusinessError(
          `La nota de consumo del pedido ${note.pedido} es de otro almacén que el de la sucursal; factúrela desde Pedidos`,
        );
      const [taken] = await ex
        .select({ stayId: link.reserva_estancia_id })
        .from(link)
        .where(eq(link.pedido_nota_consumo_maestro_id, note.pedido_nota_consumo_maestro_id));
      if (taken)
        throw new BusinessError(
          taken.stayId === stay.reserva_estancia_id
            ? 'La nota de consumo ya está cargada a esta estancia'
            : `La nota de consumo ya está cargada a la estancia N° ${taken.stayId}`,
        );
      await ex.insert(link).values({
        reserva_estancia_id: stay.reserva_estancia_id,
        pedido_nota_consumo_maestro_id: note.pedido_nota_consumo_maestro_id,
        idusuario: actor.idusuario,
      });
      return list(stay.reserva_estancia_id, ex);
    },

    /** dnotaestancia: the note goes back to its order, uninvoiced, while the stay is lodged. */
    async remove(id: number, ex: Executor) {
      const [row] = await ex
        .select({ stayId: link.reserva_estancia_id })
        .from(link)
        .where(eq(link.reserva_estancia_nota_id, id));
      if (!row) throw notFound('La nota de consumo de la estancia');
      const stay = await lockStay(row.stayId, ex);
      if (stay.idventa)
        throw new BusinessError('La nota de consumo ya se facturó con el check-out; no se puede quitar');
      requireState(stay, [LODGED], 'sus notas de consumo ya no se cambian');
      await ex.delete(link).where(eq(link.reserva_estancia_nota_id, id));
    },

    /** The notes charged to these stays, for their check-out (billing locks their orders and releases their reservation). */
    async forCheckout(stayIds: number[], tx: Executor) {
      const rows = await tx
        .select({ note: link.pedido_nota_consumo_maestro_id })
        .from(link)
        .where(inArray(link.reserva_estancia_id, stayIds))
        .orderBy(link.reserva_estancia_nota_id);
      return notes.take(
        rows.map((r) => r.note),
        tx,
      );
    },
  };
}
