import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { STAY_STATES, type GuestBody, type GuestRow } from '@trade/contracts/hospitality';
import type { Database, Executor } from '../../db/client.js';
import {
  habitacion,
  profesion,
  reservaEstancia,
  reservaEstanciaHuesped,
  tipoHabitacion,
} from '../../db/schema/index.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';

const guest = reservaEstanciaHuesped;
/** Guests are registered on a reserved or a lodged stay. */
const TAKES_GUESTS = [1, 2];

/** The guests of a stay: the main guest and companions, at most the room type's capacity. */
export function guestsRepository(db: Database) {
  const list = (stayId: number, ex: Executor = db): Promise<GuestRow[]> =>
    ex
      .select({
        reserva_estancia_huesped_id: guest.reserva_estancia_huesped_id,
        reserva_estancia_id: guest.reserva_estancia_id,
        tipo_documento: guest.tipo_documento,
        numero_documento: guest.numero_documento,
        nombres: guest.nombres,
        nacionalidad: guest.nacionalidad,
        idprofesion: guest.idprofesion,
        profesion: profesion.nombre,
        procedencia: guest.procedencia,
        principal: guest.principal,
        pais_emision: guest.pais_emision,
        pais_residencia: guest.pais_residencia,
        fecha_ingreso_pais: guest.fecha_ingreso_pais,
      })
      .from(guest)
      .leftJoin(profesion, eq(profesion.idprofesion, guest.idprofesion))
      .where(eq(guest.reserva_estancia_id, stayId))
      .orderBy(desc(guest.principal), asc(guest.reserva_estancia_huesped_id));

  /** The stay, locked (two receptionists adding the last place at once: one of them is refused). */
  async function stayOf(stayId: number, ex: Executor) {
    const [stay] = await ex
      .select({
        estado: reservaEstancia.estado,
        numero: habitacion.numero,
        tipo: tipoHabitacion.nombre,
        capacidad: tipoHabitacion.capacidad,
      })
      .from(reservaEstancia)
      .innerJoin(habitacion, eq(habitacion.idhabitacion, reservaEstancia.idhabitacion))
      .innerJoin(tipoHabitacion, eq(tipoHabitacion.idtipohabitacion, habitacion.idtipohabitacion))
      .where(eq(reservaEstancia.reserva_estancia_id, stayId))
      .for('update', { of: reservaEstancia });
    if (!stay) throw notFound('La estancia');
    if (!TAKES_GUESTS.includes(stay.estado))
      throw new BusinessError(`La estancia está ${STAY_STATES.label(stay.estado).toLowerCase()}; no admite huéspedes`);
    return stay;
  }

  return {
    list,

    /** Registers a guest (rhuespedr); the same document again updates the guest. A new main guest makes the former one a companion. */
    async save(input: GuestBody, ex: Executor): Promise<GuestRow[]> {
      const stay = await stayOf(input.reserva_estancia_id, ex);
      const sameDocument = and(
        eq(guest.reserva_estancia_id, input.reserva_estancia_id),
        eq(guest.tipo_documento, input.tipo_documento),
        eq(guest.numero_documento, input.numero_documento),
      );
      const [existing] = await ex.select({ id: guest.reserva_estancia_huesped_id }).from(guest).where(sameDocument);
      if (!existing) {
        const [count] = await ex
          .select({ n: sql<number>`count(*)::int` })
          .from(guest)
          .where(eq(guest.reserva_estancia_id, input.reserva_estancia_id));
        if (count!.n >= stay.capacidad)
          throw new BusinessError(
            `La habitación ${stay.numero} (${stay.tipo}) admite ${stay.capacidad} huésped${stay.capacidad === 1 ? '' : 'es'}`,
          );
      }
      if (input.idprofesion) {
        const [trade] = await ex
          .select({ estado: profesion.estado })
          .from(profesion)
          .where(eq(profesion.idprofesion, input.idprofesion));
        if (!trade) throw notFound('La profesión');
        if (trade.estado !== 1) throw new BusinessError('La profesión está desactivada');
      }
      if (input.principal)
        await ex
          .update(guest)
          .set({ principal: false })
          .where(and(eq(guest.reserva_estancia_id, input.reserva_estancia_id), eq(guest.principal, true)));
      const values = {
        nombres: input.nombres.trim(),
        nacionalidad: input.nacionalidad,
        idprofesion: input.idprofesion,
        procedencia: blankToNull(input.procedencia),
        principal: input.principal,
        pais_emision: blankToNull(input.pais_emision)?.toUpperCase() ?? null,
        pais_residencia: blankToNull(input.pais_residencia)?.toUpperCase() ?? null,
        fecha_ingreso_pais: input.fecha_ingreso_pais ?? null,
      };
      if (existing) await ex.update(guest).set(values).where(eq(guest.reserva_estancia_huesped_id, existing.id));
      else
        await ex.insert(guest).values({
          ...values,
          reserva_estancia_id: input.reserva_estancia_id,
          tipo_documento: input.tipo_documento,
          numero_documento: input.numero_documento,
        });
      return list(input.reserva_estancia_id, ex);
    },

    /** Removes a guest from the stay (dhuespedr). */
    async remove(id: number, ex: Executor) {
      const [row] = await ex
        .select({ stayId: guest.reserva_estancia_id })
        .from(guest)
        .where(eq(guest.reserva_estancia_huesped_id, id));
      if (!row) throw notFound('El huésped');
      await stayOf(row.stayId, ex);
      await ex.delete(guest).where(eq(guest.reserva_estancia_huesped_id, id));
    },
  };
}
