import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FlightBody, FlightRow } from '@trade/contracts/hospitality';
import type { Database, Executor } from '../../db/client.js';
import {
  aerolinea,
  reservaEstanciaHuesped,
  reservaEstanciaVuelo,
  reservaEstanciaVueloHuesped,
} from '../../db/schema/index.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { LODGED, RESERVED, dayText, lockStay, requireState } from './stay.js';

const flight = reservaEstanciaVuelo;
const onFlight = reservaEstanciaVueloHuesped;
/**
 * An IATA flight designator: the airline's two-character code (letters, or a letter and a digit) or
 * its three-letter ICAO code, then 1 to 4 digits and an optional suffix letter ('LA2047', 'H2 5012').
 */
const FLIGHT_NUMBER = /^([A-Z][A-Z0-9]|[0-9][A-Z]|[A-Z]{3}) ?([0-9]{1,4})[A-Z]?$/;

function addDays(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The flights of a stay's guests (gvuelos, rvuelor, dvuelor), written with the stay locked. */
export function flightsRepository(db: Database) {
  async function list(stayId: number, ex: Executor = db): Promise<FlightRow[]> {
    const rows = await ex
      .select({
        reserva_estancia_vuelo_id: flight.reserva_estancia_vuelo_id,
        reserva_estancia_id: flight.reserva_estancia_id,
        idaerolinea: flight.idaerolinea,
        aerolinea: aerolinea.nombre,
        numero_vuelo: flight.numero_vuelo,
        tipo: flight.tipo,
        fecha: flight.fecha,
        hora: flight.hora,
        ciudad: flight.ciudad,
        huespedes: sql<
          number[]
        >`coalesce(array_agg(${onFlight.reserva_estancia_huesped_id} order by ${onFlight.reserva_estancia_huesped_id}) filter (where ${onFlight.reserva_estancia_huesped_id} is not null), '{}')`,
        pasajeros: sql<string>`coalesce(string_agg(${reservaEstanciaHuesped.nombres}, ', ' order by ${onFlight.reserva_estancia_huesped_id}), '')`,
      })
      .from(flight)
      .innerJoin(aerolinea, eq(aerolinea.idaerolinea, flight.idaerolinea))
      .leftJoin(onFlight, eq(onFlight.reserva_estancia_vuelo_id, flight.reserva_estancia_vuelo_id))
      .leftJoin(
        reservaEstanciaHuesped,
        eq(reservaEstanciaHuesped.reserva_estancia_huesped_id, onFlight.reserva_estancia_huesped_id),
      )
      .where(eq(flight.reserva_estancia_id, stayId))
      .groupBy(flight.reserva_estancia_vuelo_id, aerolinea.nombre)
      .orderBy(asc(flight.fecha), asc(flight.hora), asc(flight.reserva_estancia_vuelo_id));
    return rows.map((r) => ({ ...r, huespedes: r.huespedes.map(Number) }));
  }

  /** The designator, normalized ('la 2047' → 'LA2047'), of the chosen airline when it has an IATA code. */
  function flightNumber(typed: string, airline: { nombre: string; codigo_iata: string | null }) {
    const numero = typed.toUpperCase().replace(/\s+/g, ' ').trim();
    const match = FLIGHT_NUMBER.exec(numero);
    if (!match)
      throw new BusinessError(
        'El número de vuelo debe ser el código de la aerolínea y de 1 a 4 cifras, por ejemplo LA2047',
      );
    if (airline.codigo_iata && match[1] !== airline.codigo_iata)
      throw new BusinessError(`El vuelo ${numero} no es de ${airline.nombre} (código ${airline.codigo_iata})`);
    return numero.replace(' ', '');
  }

  return {
    list,

    /** rvuelor: a flight of a reserved or lodged stay, on dates that fit the stay, of some of its guests. */
    async save(input: FlightBody, ex: Executor, actor: { idusuario: number }): Promise<FlightRow[]> {
      const stay = await lockStay(input.reserva_estancia_id, ex);
      requireState(stay, [RESERVED, LODGED], 'no admite vuelos');
      const [airline] = await ex
        .select({ nombre: aerolinea.nombre, codigo_iata: aerolinea.codigo_iata, estado: aerolinea.estado })
        .from(aerolinea)
        .where(eq(aerolinea.idaerolinea, input.idaerolinea));
      if (!airline) throw notFound('La aerolínea');
      if (airline.estado !== 1) throw new BusinessError('La aerolínea está desactivada');
      const numero_vuelo = flightNumber(input.numero_vuelo, airline);
      // An arrival lands from the day before the stay (a night flight) to its departure day; a
      // departure leaves from the arrival day to the day after the departure.
      const [from, to] = input.tipo === 'L' ? [addDays(stay.f1, -1), stay.f2] : [stay.f1, addDays(stay.f2, 1)];
      if (input.fecha < from || input.fecha > to)
        throw new BusinessError(
          `La fecha del vuelo de ${input.tipo === 'L' ? 'llegada' : 'salida'} debe estar entre el ${dayText(from)} y el ${dayText(to)} (estancia del ${dayText(stay.f1)} al ${dayText(stay.f2)})`,
        );
      const ids = [...new Set(input.huespedes)];
      const guests = await ex
        .select({ id: reservaEstanciaHuesped.reserva_estancia_huesped_id })
        .from(reservaEstanciaHuesped)
        .where(
          and(
            eq(reservaEstanciaHuesped.reserva_estancia_id, stay.reserva_estancia_id),
            inArray(reservaEstanciaHuesped.reserva_estancia_huesped_id, ids),
          ),
        );
      if (guests.length !== ids.length) throw new BusinessError('Elija huéspedes registrados en esta estancia');
      const [created] = await ex
        .insert(flight)
        .values({
          reserva_estancia_id: stay.reserva_estancia_id,
          idaerolinea: input.idaerolinea,
          numero_vuelo,
          tipo: input.tipo,
          fecha: input.fecha,
          hora: input.hora,
          ciudad: input.ciudad.trim(),
          idusuario: actor.idusuario,
        })
        .returning({ id: flight.reserva_estancia_vuelo_id });
      await ex.insert(onFlight).values(
        ids.map((reserva_estancia_huesped_id) => ({
          reserva_estancia_vuelo_id: created!.id,
          reserva_estancia_huesped_id,
        })),
      );
      return list(stay.reserva_estancia_id, ex);
    },

    /** dvuelor: removes a flight (with its guests' links) while the stay is reserved or lodged. */
    async remove(id: number, ex: Executor) {
      const [row] = await ex
        .select({ stayId: flight.reserva_estancia_id })
        .from(flight)
        .where(eq(flight.reserva_estancia_vuelo_id, id));
      if (!row) throw notFound('El vuelo');
      requireState(await lockStay(row.stayId, ex), [RESERVED, LODGED], 'sus vuelos ya no se cambian');
      await ex.delete(flight).where(eq(flight.reserva_estancia_vuelo_id, id));
    },
  };
}
