import { eq } from 'drizzle-orm';
import { STAY_STATES } from '@trade/contracts/hospitality';
import type { Executor } from '../../db/client.js';
import { habitacion, reserva, reservaEstancia } from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';

export const RESERVED = 1;
export const LODGED = 2;
export const FINISHED = 3;

export const dayText = (iso: string) => iso.split('-').reverse().join('/');

/** A stay with its booking's branch and holder and its room, locked until the caller's transaction ends. */
export async function lockStay(id: number, ex: Executor) {
  const [stay] = await ex
    .select({
      reserva_estancia_id: reservaEstancia.reserva_estancia_id,
      idreserva: reservaEstancia.idreserva,
      idsucursal: reserva.idsucursal,
      titular: reserva.titular,
      idhabitacion: reservaEstancia.idhabitacion,
      idclasehabitacion: reservaEstancia.idclasehabitacion,
      numero: habitacion.numero,
      estado_habitacion: habitacion.estado,
      f1: reservaEstancia.fecha_ingreso,
      f2: reservaEstancia.fecha_salida,
      precio_noche: reservaEstancia.precio_noche,
      estado: reservaEstancia.estado,
      idventa: reservaEstancia.idventa,
    })
    .from(reservaEstancia)
    .innerJoin(reserva, eq(reserva.idreserva, reservaEstancia.idreserva))
    .innerJoin(habitacion, eq(habitacion.idhabitacion, reservaEstancia.idhabitacion))
    .where(eq(reservaEstancia.reserva_estancia_id, id))
    .for('update', { of: reservaEstancia });
  if (!stay) throw notFound('La estancia');
  return stay;
}
export type LockedStay = Awaited<ReturnType<typeof lockStay>>;

/** Refuses a stay whose state is not one of `states`, naming the state it is in ('La estancia está finalizada; ...'). */
export function requireState(stay: LockedStay, states: number[], refusal: string) {
  if (!states.includes(stay.estado))
    throw new BusinessError(`La estancia está ${STAY_STATES.label(stay.estado).toLowerCase()}; ${refusal}`);
}
