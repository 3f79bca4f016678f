import { sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import { queryRows, type Database } from '../db/client.js';

/** [room, titular, arrival and departure in days from today, guests: [document type, number, names, nationality, profession, origin]]. */
type PastStay = [string, string, number, number, ['1' | '4' | '7', string, string, string, string | null, string][]];

const PRINCIPAL: PastStay[] = [
  ['101', 'Carmen Vílchez', -27, -24, [['1', '40871254', 'Carmen Vílchez Ramos', 'PE', 'Abogado', 'Chiclayo']]],
  ['103', 'Thomas Müller', -26, -21, [['7', 'C4F8K2L19', 'Thomas Müller', 'DE', 'Ingeniero', 'Múnich']]],
  [
    '201',
    'Familia Quispe Huamán',
    -20,
    -17,
    [
      ['1', '41526378', 'Jorge Quispe Huamán', 'PE', 'Comerciante', 'Cusco'],
      ['1', '42638741', 'Marleny Huamán Sota', 'PE', 'Docente', 'Cusco'],
    ],
  ],
  ['104', 'Julia Fernández', -15, -13, [['4', '001845269', 'Julia Fernández Gil', 'ES', 'Médico', 'Madrid']]],
  ['202', 'Kenji Tanaka', -12, -8, [['7', 'TK5528190', 'Kenji Tanaka', 'JP', null, 'Osaka']]],
  ['303', 'Sofía Herrera', -6, -2, [['1', '44125896', 'Sofía Herrera Luna', 'PE', 'Contador', 'Lima']]],
  ['102', 'Pedro Castillo', -4, -1, [['1', '40215873', 'Pedro Castillo Ñique', 'PE', 'Agricultor', 'Huaraz']]],
];
const AREQUIPA: PastStay[] = [
  ['A1', 'Lucía Paredes', -9, -6, [['1', '43698521', 'Lucía Paredes Zúñiga', 'PE', 'Enfermero', 'Tacna']]],
  ['A2', 'John Smith', -5, -2, [['7', '562189473', 'John Smith', 'US', 'Ingeniero', 'Boston']]],
];
/** A past block for maintenance: it takes nights out of the rooms available. */
const PAST_BLOCK = { numero: '304', from: -10, to: -7 };

const day = (days: number) => {
  const d = new Date(`${todayLima()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The last four weeks of the hotel, so the reports (/report_hospitality) show occupancy, ADR, RevPAR
 * and a guest register on a fresh demo: finished stays with their guests, checked in at 14:00 and
 * out at 11:00 Lima time, and a past maintenance block. A booking cannot be made for past days
 * through the area's calls, so these rows are written as they stand after their check-outs; they
 * carry no sale (stays before the system), so the reports count them at their rates.
 */
export async function seedStayHistory(
  tx: Database,
  branches: { principal: number; arequipa: number },
  idusuario: number,
): Promise<void> {
  const write = async (idsucursal: number, stays: PastStay[]) => {
    for (const [numero, titular, from, to, guests] of stays) {
      const [stay] = await queryRows<{ reserva_estancia_id: number }>(
        tx,
        sql`with room as (
              select h.idhabitacion, c.idclasehabitacion, c.precio_noche from habitacion h
                join habitacion_clase c on c.idhabitacion = h.idhabitacion
               where h.idsucursal = ${idsucursal} and h.numero = ${numero}
               order by c.precio_noche limit 1),
            booking as (
              insert into reserva (idsucursal, titular, telefono, idusuario, fecha_registro)
              values (${idsucursal}, ${titular}, '987654321', ${idusuario}, ${`${day(from - 7)} 10:00-05`}::timestamptz)
              returning idreserva)
            insert into reserva_estancia (idreserva, idhabitacion, idclasehabitacion, fecha_ingreso, fecha_salida,
                                          precio_noche, estado, fecha_checkin, fecha_checkout)
            select booking.idreserva, room.idhabitacion, room.idclasehabitacion, ${day(from)}::date, ${day(to)}::date,
                   room.precio_noche, 3, ${`${day(from)} 14:00-05`}::timestamptz, ${`${day(to)} 11:00-05`}::timestamptz
              from booking, room
            returning reserva_estancia_id`,
      );
      for (const [i, [tipo, documento, nombres, nacionalidad, profesion, procedencia]] of guests.entries())
        await tx.execute(
          sql`insert into reserva_estancia_huesped (reserva_estancia_id, tipo_documento, numero_documento, nombres,
                                                    nacionalidad, idprofesion, procedencia, principal)
              values (${stay!.reserva_estancia_id}, ${tipo}, ${documento}, ${nombres}, ${nacionalidad},
                      (select idprofesion from profesion where nombre = ${profesion}), ${procedencia}, ${i === 0})`,
        );
    }
  };
  await write(branches.principal, PRINCIPAL);
  await write(branches.arequipa, AREQUIPA);
  await tx.execute(
    sql`with booking as (
          insert into reserva (idsucursal, titular, idusuario) values (${branches.principal}, 'Cambio de alfombra', ${idusuario})
          returning idreserva)
        insert into reserva_estancia (idreserva, idhabitacion, fecha_ingreso, fecha_salida, estado)
        select booking.idreserva, h.idhabitacion, ${day(PAST_BLOCK.from)}::date, ${day(PAST_BLOCK.to)}::date, 5
          from booking, habitacion h where h.idsucursal = ${branches.principal} and h.numero = ${PAST_BLOCK.numero}`,
  );
}
