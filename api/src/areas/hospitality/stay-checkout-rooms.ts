import { and, asc, eq, ne, inArray } from 'drizzle-orm';
import { dec } from '@trade/money';
import { STAY_STATES } from '@trade/contracts/hospitality';
import type { Executor } from '../../db/client.js';
import { reservaEstancia } from '../../db/schema/index.js';
import { BusinessError } from '../../core/envelope.js';
import type { SaleInput } from './doors.js';
import type { stayNotesRepository } from './stay-notes.repository.js';
import { LODGED, RESERVED, lockStay, requireState, type LockedStay } from './stay.js';

/**
 * The rooms of one check-out: the stay asked for and the other stays (rooms) of its booking given in
 * `estancias`, every one lodged. They are locked in id order, so two receptionists checking out the
 * same booking from different rooms wait for each other instead of deadlocking.
 */
export async function lockCheckoutRooms(stayId: number, others: number[], ex: Executor): Promise<LockedStay[]> {
  const ids = [...new Set([stayId, ...others])].sort((a, b) => a - b);
  const locked: LockedStay[] = [];
  for (const id of ids) locked.push(await lockStay(id, ex));
  const main = locked.find((s) => s.reserva_estancia_id === stayId)!;
  if (main.estado === RESERVED) throw new BusinessError('Haga el check-in antes del check-out');
  requireState(main, [LODGED], 'ya no admite check-out');
  for (const room of locked) {
    if (room.idreserva !== main.idreserva)
      throw new BusinessError(`La estancia N° ${room.reserva_estancia_id} no es de la reserva N° ${main.idreserva}`);
    if (room.estado !== LODGED)
      throw new BusinessError(
        `La habitación ${room.numero} está ${STAY_STATES.label(room.estado).toLowerCase()}; el check-out conjunto es de habitaciones hospedadas`,
      );
  }
  // The asked stay first (its room names the document), then the others by room number.
  return [
    main,
    ...locked.filter((s) => s !== main).sort((a, b) => a.numero.localeCompare(b.numero, 'es', { numeric: true })),
  ];
}

/** The other lodged stays of a stay's booking (the drawer offers them a joint check-out). */
export async function lodgedRoomsOf(stay: LockedStay, ex: Executor) {
  const rows = await ex
    .select({ id: reservaEstancia.reserva_estancia_id })
    .from(reservaEstancia)
    .where(
      and(
        eq(reservaEstancia.idreserva, stay.idreserva),
        eq(reservaEstancia.estado, LODGED),
        ne(reservaEstancia.reserva_estancia_id, stay.reserva_estancia_id),
      ),
    )
    .orderBy(asc(reservaEstancia.reserva_estancia_id));
  return rows.map((r) => r.id);
}

/**
 * The sale lines of the consumption notes charged to the rooms: one per pending order line, as the
 * order priced it, and which order line each sale line invoices (`item`: its place in the sale).
 */
export async function noteLines(
  rooms: LockedStay[],
  detalles: SaleInput['detalles'],
  notes: ReturnType<typeof stayNotesRepository>,
  ex: Executor,
) {
  const taken = await notes.forCheckout(
    rooms.map((r) => r.reserva_estancia_id),
    ex,
  );
  const links: { iddetalle: number; item: number; cantidad: string }[] = [];
  // What the order priced them at (its engine: a discount is before IGV), the amount the sale computes again.
  let importe = dec(0);
  for (const note of taken)
    for (const l of note.lineas) {
      detalles.push({
        producto_id: l.producto_id,
        unidad_medida_id: l.unidad_medida_id,
        cantidad: l.cantidad,
        precio_unitario: l.precio_unitario,
        descuento: l.descuento,
        tipo_afectacion: l.tipo_afectacion as NonNullable<SaleInput['detalles'][number]['tipo_afectacion']>,
        gratuito: l.gratuito,
        icbper: l.icbper,
        descripcion: l.descripcion,
      });
      links.push({ iddetalle: l.iddetalle, item: detalles.length, cantidad: l.cantidad });
      importe = importe.plus(dec(l.importe));
    }
  return { links, importe };
}

export const stayIds = (rooms: LockedStay[]) =>
  inArray(
    reservaEstancia.reserva_estancia_id,
    rooms.map((r) => r.reserva_estancia_id),
  );
