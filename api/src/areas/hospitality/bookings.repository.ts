import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import {
  BOOKING_OWNER,
  ROOM_OWNER,
  STAY_STATES,
  type BookingBody,
  type BookingQuery,
  type BookingUpdateBody,
  type MoveStayBody,
  type StayInput,
  type StayRow,
} from '@trade/contracts/hospitality';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import {
  claseHabitacion,
  habitacion,
  habitacionClase,
  reserva,
  reservaEstancia,
  ubicacion,
} from '../../db/schema/index.js';
import { pgErrorCode } from '../../core/db-errors.js';
import { BusinessError, blankToNull, notFound } from '../../core/envelope.js';
import { canSee, scopeOfCurrent, type Viewer } from '../../core/scope.js';
import type { SessionUser } from '../../core/access.js';

/** SQLSTATE of an exclusion constraint refusal (two stays on one room and night). */
const EXCLUSION_VIOLATION = '23P01';
const CANCELLED = 4;
const BLOCKED = 5;
/** The longest range the grid asks for at once (62 days are shown). */
const MAX_RANGE_DAYS = 120;

const dayText = (iso: string) => iso.split('-').reverse().join('/');
const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** The days a grid query covers: by default today and the next 30, at most MAX_RANGE_DAYS. */
export function rangeOf({ desde, hasta }: BookingQuery) {
  const from = desde ?? todayLima();
  const to = hasta ?? addDays(from, 30);
  if (to < from) throw new BusinessError('La fecha final debe ser igual o posterior a la inicial');
  if (daysBetween(from, to) > MAX_RANGE_DAYS)
    throw new BusinessError(`El rango no puede pasar de ${MAX_RANGE_DAYS} días`);
  return { from, to };
}

const columns = {
  reserva_estancia_id: reservaEstancia.reserva_estancia_id,
  idreserva: reservaEstancia.idreserva,
  idsucursal: reserva.idsucursal,
  titular: reserva.titular,
  telefono: reserva.telefono,
  observacion: reserva.observacion,
  idhabitacion: reservaEstancia.idhabitacion,
  numero: habitacion.numero,
  idubicacion: habitacion.idubicacion,
  ubicacion: ubicacion.nombre,
  idclasehabitacion: reservaEstancia.idclasehabitacion,
  clase: claseHabitacion.nombre,
  f1: reservaEstancia.fecha_ingreso,
  f2: reservaEstancia.fecha_salida,
  noches: sql<number>`(${reservaEstancia.fecha_salida} - ${reservaEstancia.fecha_ingreso})`.mapWith(Number),
  precio_noche: reservaEstancia.precio_noche,
  estado: reservaEstancia.estado,
};

/** Bookings and their stays; two stays in force never share a night of a room (exclusion constraint, migration 0037). */
export function bookingsRepository(db: Database) {
  const select = (ex: Executor) =>
    ex
      .select(columns)
      .from(reservaEstancia)
      .innerJoin(reserva, eq(reserva.idreserva, reservaEstancia.idreserva))
      .innerJoin(habitacion, eq(habitacion.idhabitacion, reservaEstancia.idhabitacion))
      .innerJoin(ubicacion, eq(ubicacion.idubicacion, habitacion.idubicacion))
      .leftJoin(claseHabitacion, eq(claseHabitacion.idclasehabitacion, reservaEstancia.idclasehabitacion));

  async function get(id: number, ex: Executor = db): Promise<StayRow> {
    const [row] = await select(ex).where(eq(reservaEstancia.reserva_estancia_id, id));
    if (!row) throw notFound('La estancia');
    return row;
  }

  /** A booking's stays by room (missing: no such booking). */
  async function ofBooking(idreserva: number, ex: Executor) {
    const stays = await select(ex).where(eq(reservaEstancia.idreserva, idreserva)).orderBy(asc(habitacion.numero));
    if (stays.length === 0) throw notFound('La reserva');
    return stays;
  }

  /** The room, in the booking's branch and the user's scope, with the rate of the chosen (or its cheapest) class. */
  async function roomAndRate(
    idsucursal: number,
    input: Pick<StayInput, 'idhabitacion' | 'idclasehabitacion'>,
    blocked: boolean,
    ex: Executor,
    viewer: Viewer,
  ) {
    const [room] = await ex
      .select({ numero: habitacion.numero, idsucursal: habitacion.idsucursal })
      .from(habitacion)
      .where(eq(habitacion.idhabitacion, input.idhabitacion));
    if (!room || !(await canSee(ex, viewer, ROOM_OWNER, input.idhabitacion))) throw notFound('La habitación');
    if (room.idsucursal !== idsucursal) throw new BusinessError(`La habitación ${room.numero} es de otra sucursal`);
    if (blocked) return { numero: room.numero, idclasehabitacion: null, precio_noche: null };
    const [rate] = await ex
      .select({ idclasehabitacion: habitacionClase.idclasehabitacion, precio_noche: habitacionClase.precio_noche })
      .from(habitacionClase)
      .where(
        and(
          eq(habitacionClase.idhabitacion, input.idhabitacion),
          input.idclasehabitacion ? eq(habitacionClase.idclasehabitacion, input.idclasehabitacion) : undefined,
        ),
      )
      .orderBy(asc(habitacionClase.precio_noche))
      .limit(1);
    if (!rate)
      throw new BusinessError(
        input.idclasehabitacion
          ? `La habitación ${room.numero} no se ofrece en esa clase`
          : `La habitación ${room.numero} no tiene tarifa; agregue una clase con su tarifa en Habitaciones`,
      );
    return { numero: room.numero, ...rate };
  }

  function checkDates(f1: string, f2: string) {
    if (f2 <= f1) throw new BusinessError('La fecha de salida debe ser posterior a la fecha de ingreso');
    if (f1 < todayLima()) throw new BusinessError('La fecha de ingreso no puede ser anterior a hoy');
    if (daysBetween(f1, f2) > 365) throw new BusinessError('Una estancia no puede pasar de 365 noches');
  }

  /**
   * Writes a stay under a savepoint: when the exclusion constraint refuses it (another stay in
   * force on that room and a night of the range, maybe committed a moment ago by a concurrent
   * save), the refusal names that stay.
   */
  async function refusingOverlap<T>(
    ex: Executor,
    stay: { idhabitacion: number; numero: string; f1: string; f2: string; except?: number },
    write: (sp: Executor) => Promise<T>,
  ): Promise<T> {
    try {
      return await ex.transaction((savepoint) => write(savepoint));
    } catch (error) {
      if (pgErrorCode(error) !== EXCLUSION_VIOLATION) throw error;
      const [other] = await queryRows<{ idreserva: number; titular: string; f1: string; f2: string; estado: number }>(
        ex,
        sql`select r.idreserva, r.titular, e.fecha_ingreso::text f1, e.fecha_salida::text f2, e.estado
              from reserva_estancia e join reserva r on r.idreserva = e.idreserva
             where e.idhabitacion = ${stay.idhabitacion} and e.estado <> ${CANCELLED}
               and e.fecha_ingreso < ${stay.f2} and e.fecha_salida > ${stay.f1}
               ${stay.except ? sql`and e.reserva_estancia_id <> ${stay.except}` : sql``}
             order by e.fecha_ingreso limit 1`,
      );
      const who = other
        ? other.estado === BLOCKED
          ? ` (${STAY_STATES.label(BLOCKED).toLowerCase()})`
          : ` por la reserva N° ${other.idreserva} de ${other.titular}`
        : '';
      const when = other ? ` del ${dayText(other.f1)} al ${dayText(other.f2)}` : ' en esas fechas';
      throw new BusinessError(`La habitación ${stay.numero} ya está tomada${when}${who}`);
    }
  }

  return {
    get,
    /** Stays touching [desde, hasta] of the branches the user sees, by room and arrival. */
    async list(query: BookingQuery, ex: Executor = db) {
      const { from, to } = rangeOf(query);
      const { idsucursal } = query;
      return select(ex)
        .where(
          and(
            lt(reservaEstancia.fecha_ingreso, addDays(to, 1)),
            gt(reservaEstancia.fecha_salida, from),
            idsucursal === undefined ? undefined : eq(reserva.idsucursal, idsucursal),
            scopeOfCurrent(BOOKING_OWNER),
          ),
        )
        .orderBy(asc(habitacion.numero), asc(reservaEstancia.fecha_ingreso));
    },

    /** A booking with its stays, in the caller's transaction; answers its stays. */
    async create(input: BookingBody, ex: Executor, actor: SessionUser): Promise<StayRow[]> {
      const blocked = input.bloqueo === true;
      const stays = [];
      for (const s of input.estancias) {
        checkDates(s.f1, s.f2);
        stays.push({ ...s, ...(await roomAndRate(input.idsucursal, s, blocked, ex, actor)) });
      }
      const [booking] = await ex
        .insert(reserva)
        .values({
          idsucursal: input.idsucursal,
          titular: input.titular.trim(),
          telefono: blankToNull(input.telefono),
          observacion: blankToNull(input.observacion),
          idusuario: actor.idusuario,
        })
        .returning({ id: reserva.idreserva });
      if (!(await canSee(ex, actor, BOOKING_OWNER, booking!.id)))
        throw new BusinessError('Solo puede registrar reservas de su sucursal');
      for (const s of stays)
        await refusingOverlap(ex, s, (sp) =>
          sp.insert(reservaEstancia).values({
            idreserva: booking!.id,
            idhabitacion: s.idhabitacion,
            idclasehabitacion: s.idclasehabitacion,
            fecha_ingreso: s.f1,
            fecha_salida: s.f2,
            precio_noche: s.precio_noche,
            estado: blocked ? BLOCKED : 1,
          }),
        );
      return select(ex).where(eq(reservaEstancia.idreserva, booking!.id)).orderBy(asc(habitacion.numero));
    },

    /** Moves a stay (pfreserva): other dates, another room of its branch, or both; its class rate follows the room. */
    async move(input: MoveStayBody, ex: Executor, actor: SessionUser): Promise<StayRow> {
      const before = await get(input.reserva_estancia_id, ex);
      if (before.estado === 3 || before.estado === CANCELLED)
        throw new BusinessError(
          `La estancia está ${STAY_STATES.label(before.estado).toLowerCase()}; no se puede mover`,
        );
      if (input.f2 <= input.f1) throw new BusinessError('La fecha de salida debe ser posterior a la fecha de ingreso');
      if (before.estado === 2 && input.f1 !== before.f1)
        throw new BusinessError('El huésped ya ingresó: solo puede cambiar la fecha de salida o la habitación');
      if (before.estado !== 2) checkDates(input.f1, input.f2);
      const blocked = before.estado === BLOCKED;
      const sameRoom = input.h === before.idhabitacion;
      const room = await roomAndRate(
        before.idsucursal,
        { idhabitacion: input.h, idclasehabitacion: sameRoom ? before.idclasehabitacion : null },
        blocked,
        ex,
        actor,
      );
      await refusingOverlap(
        ex,
        { idhabitacion: input.h, numero: room.numero, f1: input.f1, f2: input.f2, except: before.reserva_estancia_id },
        (sp) =>
          sp
            .update(reservaEstancia)
            .set({
              idhabitacion: input.h,
              fecha_ingreso: input.f1,
              fecha_salida: input.f2,
              ...(sameRoom ? {} : { idclasehabitacion: room.idclasehabitacion, precio_noche: room.precio_noche }),
            })
            .where(eq(reservaEstancia.reserva_estancia_id, before.reserva_estancia_id)),
      );
      return get(before.reserva_estancia_id, ex);
    },

    /** Changes a booking's holder, phone and note (ureservapth) while a stay of it is still to come or in force. */
    async update(input: BookingUpdateBody, ex: Executor): Promise<StayRow[]> {
      const stays = await ofBooking(input.idreserva, ex);
      if (!stays.some((s) => s.estado === 1 || s.estado === 2 || s.estado === BLOCKED))
        throw new BusinessError(`La reserva N° ${input.idreserva} está finalizada o anulada; no se puede modificar`);
      await ex
        .update(reserva)
        .set({
          titular: input.titular.trim(),
          telefono: blankToNull(input.telefono),
          observacion: blankToNull(input.observacion),
        })
        .where(eq(reserva.idreserva, input.idreserva));
      return ofBooking(input.idreserva, ex);
    },

    /** Cancels a whole booking (pelhreserva): all its stays, none of them lodged or finished. */
    async cancelBooking(idreserva: number, ex: Executor) {
      const stays = await ofBooking(idreserva, ex);
      const lodged = stays.find((s) => s.estado === 2 || s.estado === 3);
      if (lodged)
        throw new BusinessError(
          `La estancia de la habitación ${lodged.numero} está ${STAY_STATES.label(lodged.estado).toLowerCase()}; la reserva no se puede anular`,
        );
      if (!stays.some((s) => s.estado !== CANCELLED))
        throw new BusinessError(`La reserva N° ${idreserva} ya está anulada`);
      await ex
        .update(reservaEstancia)
        .set({ estado: CANCELLED })
        .where(and(eq(reservaEstancia.idreserva, idreserva), ne(reservaEstancia.estado, CANCELLED)));
    },

    /** Cancels a reserved stay or a block (dreserva): the row stays, its nights are free again. */
    async cancel(id: number, ex: Executor = db) {
      const stay = await get(id, ex);
      if (stay.estado !== 1 && stay.estado !== BLOCKED)
        throw new BusinessError(`La estancia está ${STAY_STATES.label(stay.estado).toLowerCase()}; no se puede anular`);
      await ex
        .update(reservaEstancia)
        .set({ estado: CANCELLED })
        .where(and(eq(reservaEstancia.reserva_estancia_id, id), ne(reservaEstancia.estado, CANCELLED)));
      return stay;
    },
  };
}
