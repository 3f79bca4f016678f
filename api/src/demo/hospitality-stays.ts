import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import { todayLima } from '@trade/formats';
import type { Database } from '../db/client.js';
import type { SessionUser } from '../core/access.js';
import { type Tx, demoLookups } from './lookups.js';

const inDays = (from: string, days: number) => {
  const d = new Date(`${from}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The foreign guest's flights (arrival and departure, on his stay's dates) and a restaurant order
 * whose consumption note is charged to today's lodged stay: the drawer shows 'Vuelos' and 'Notas de
 * consumo' living, and that stay's check-out invoices the note. Through the areas' doors.
 */
export async function seedStayFlightsAndNotes(
  app: FastifyInstance,
  tx: Database,
  stays: { foreign: number; lodged: number },
  admin: SessionUser,
): Promise<void> {
  const { flights, notes, guests, bookings, catalogues } = app.hospitality;
  const airlines = await catalogues.airlines(tx);
  const airline = (code: string) => airlines.find((a) => a.codigo_iata === code)!.idaerolinea;
  const stay = await bookings.get(stays.foreign, tx);
  const travellers = (await guests.list(stays.foreign, tx)).map((g) => g.reserva_estancia_huesped_id);
  const flight = (
    idaerolinea: number,
    numero_vuelo: string,
    tipo: 'L' | 'S',
    fecha: string,
    hora: string,
    ciudad: string,
  ) =>
    flights.save(
      {
        reserva_estancia_id: stays.foreign,
        idaerolinea,
        numero_vuelo,
        tipo,
        fecha,
        hora,
        ciudad,
        huespedes: travellers,
      },
      tx,
      admin,
    );
  await flight(airline('AA'), 'AA918', 'L', inDays(stay.f1, -1), '23:05', 'Miami');
  await flight(airline('LA'), 'LA2476', 'S', stay.f2, '10:40', 'Cusco');

  // The restaurant's order with a consumption note of room 101's guest (a drink of the minibar's stock, CS in the warehouse).
  const { personId, product } = await demoLookups(tx as unknown as Tx);
  const lodged = await bookings.get(stays.lodged, tx);
  const drink = product('ABA-0007');
  const [store] = await queryRows<{ idalmacen: number }>(
    tx,
    sql`select idalmacen from almacen where idsucursal = ${lodged.idsucursal} and estado = 1 order by predeterminado desc, idalmacen limit 1`,
  );
  const idalmacen = store!.idalmacen;
  const actor = { ...admin, rol: 'admin' };
  const order = await app.billing.orders.save(
    {
      pedido: {
        idpersona: personId('20456789120'),
        idmoneda: 1,
        idalmacen,
        fecha: todayLima(),
        observaciones: 'Restaurante: almuerzo de huéspedes',
      },
      detalles: [{ ...drink, cantidad: '1', precio_unitario: '6.50' }],
    },
    tx,
    actor,
  );
  await app.inventory.extras.addConsumptionProduct(
    { producto_id: drink.producto_id, idalmacen, categoria: 'CS', precio: '6.50' },
    tx,
  );
  const withNote = await app.billing.orders.addLine(
    {
      idpedido: order.idpedido,
      nota_consumo: true,
      referencia: 'Habitación 101',
      pedido_nota_consumo_maestro_id: null,
      detalle: { ...drink, cantidad: '2' },
    },
    tx,
    actor,
  );
  await notes.charge(
    {
      reserva_estancia_id: stays.lodged,
      pedido_nota_consumo_maestro_id: withNote.notas_consumo[0]!.pedido_nota_consumo_maestro_id,
    },
    tx,
    admin,
  );
}
