import { and, asc, eq, sql } from 'drizzle-orm';
import {
  ROOM_OWNER,
  type BookingQuery,
  type GridRoomRow,
  type NightSummaryRow,
  type StayRow,
} from '@trade/contracts/hospitality';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { habitacion, tipoHabitacion, ubicacion } from '../../db/schema/index.js';
import { scopeOfCurrent } from '../../core/scope.js';
import { rangeOf, type bookingsRepository } from './bookings.repository.js';

const CANCELLED = 4;
const BLOCKED = 5;

/** What the booking grid draws: its rows (rooms with their stays, greservapth) and its foot (rresumen). */
export function gridRepository(db: Database, stays: ReturnType<typeof bookingsRepository>) {
  return {
    /** The rooms the user sees (of one branch if asked), by floor and number, each with the stays touching the range. */
    async rows(query: BookingQuery, ex: Executor = db): Promise<GridRoomRow[]> {
      const rooms = await ex
        .select({
          idhabitacion: habitacion.idhabitacion,
          numero: habitacion.numero,
          idsucursal: habitacion.idsucursal,
          idubicacion: habitacion.idubicacion,
          ubicacion: ubicacion.nombre,
          tipo: tipoHabitacion.nombre,
          capacidad: tipoHabitacion.capacidad,
          estado: habitacion.estado,
        })
        .from(habitacion)
        .innerJoin(ubicacion, eq(ubicacion.idubicacion, habitacion.idubicacion))
        .innerJoin(tipoHabitacion, eq(tipoHabitacion.idtipohabitacion, habitacion.idtipohabitacion))
        .where(
          and(
            query.idsucursal === undefined ? undefined : eq(habitacion.idsucursal, query.idsucursal),
            scopeOfCurrent(ROOM_OWNER),
          ),
        )
        .orderBy(asc(habitacion.idsucursal), asc(ubicacion.orden), asc(habitacion.numero));
      const byRoom = new Map<number, StayRow[]>();
      for (const stay of await stays.list(query, ex))
        byRoom.set(stay.idhabitacion, [...(byRoom.get(stay.idhabitacion) ?? []), stay]);
      return rooms.map((room) => ({ ...room, estancias: byRoom.get(room.idhabitacion) ?? [] }));
    },

    /**
     * Each night of the range: the rooms the user sees, how many are taken by a stay (reserved,
     * lodged or finished), blocked for maintenance, or free; the arrivals and departures of that day.
     */
    async summary(query: BookingQuery, ex: Executor = db): Promise<NightSummaryRow[]> {
      const { from, to } = rangeOf(query);
      const branch = query.idsucursal === undefined ? sql`true` : sql`h.idsucursal = ${query.idsucursal}`;
      const scope = scopeOfCurrent(ROOM_OWNER, 'h') ?? sql`true`;
      return queryRows<NightSummaryRow>(
        ex,
        sql`with rooms as (select h.idhabitacion from habitacion h where ${branch} and ${scope}),
                 stays as (select e.fecha_ingreso, e.fecha_salida, e.estado
                             from reserva_estancia e join rooms using (idhabitacion)
                            where e.estado <> ${CANCELLED} and e.fecha_ingreso <= ${to}::date and e.fecha_salida >= ${from}::date),
                 nights as (select d::date as fecha from generate_series(${from}::date, ${to}::date, interval '1 day') d),
                 counted as (
                   select n.fecha,
                          (select count(*) from rooms)::int as habitaciones,
                          count(*) filter (where s.estado <> ${BLOCKED} and s.fecha_ingreso <= n.fecha and s.fecha_salida > n.fecha)::int as ocupadas,
                          count(*) filter (where s.estado = ${BLOCKED} and s.fecha_ingreso <= n.fecha and s.fecha_salida > n.fecha)::int as bloqueadas,
                          count(*) filter (where s.estado <> ${BLOCKED} and s.fecha_ingreso = n.fecha)::int as llegadas,
                          count(*) filter (where s.estado <> ${BLOCKED} and s.fecha_salida = n.fecha)::int as salidas
                     from nights n left join stays s on s.fecha_ingreso <= n.fecha and s.fecha_salida >= n.fecha
                    group by n.fecha)
            select fecha::text as fecha, habitaciones, ocupadas, bloqueadas,
                   habitaciones - ocupadas - bloqueadas as libres, llegadas, salidas
              from counted order by fecha`,
      );
    },
  };
}
