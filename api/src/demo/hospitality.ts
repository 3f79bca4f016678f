import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { Database } from '../db/client.js';
import { todayLima } from '@trade/formats';
import type { SessionUser } from '../core/access.js';
import { seedStayHistory } from './hospitality-history.js';
import { seedStayFlightsAndNotes } from './hospitality-stays.js';
import { seedTouristPackages } from './hospitality-packages.js';

type Catalogue = { nombre: string } & Record<string, unknown>;
/** The id of a seeded catalogue entry by its name (migration 0037). */
const idOf = <R extends Catalogue>(rows: R[], key: keyof R, nombre: string) => {
  const row = rows.find((r) => r.nombre === nombre);
  if (!row) throw new Error(`Demo: falta ${nombre} en el catálogo`);
  return row[key] as number;
};

/** [numero, floor, type, state, beds, classes with nightly and weekend rate, services]. */
type DemoRoom = [string, string, string, 1 | 2 | 3, [string, number][], [string, string, string | null][], string[]];
const BASIC = ['Wi-Fi', 'Televisión por cable', 'Agua caliente', 'Baño privado'];
const PRINCIPAL_ROOMS: DemoRoom[] = [
  ['101', 'Primer piso', 'Simple', 1, [['Plaza y media', 1]], [['Estándar', '80.00', null]], BASIC],
  ['102', 'Primer piso', 'Simple', 2, [['Plaza y media', 1]], [['Estándar', '80.00', null]], BASIC],
  ['103', 'Primer piso', 'Doble', 1, [['Una plaza', 2]], [['Estándar', '120.00', '140.00']], BASIC],
  ['104', 'Primer piso', 'Matrimonial', 3, [['Dos plazas', 1]], [['Estándar', '130.00', '150.00']], BASIC],
  [
    '201',
    'Segundo piso',
    'Matrimonial',
    1,
    [['Queen', 1]],
    [
      ['Estándar', '150.00', '170.00'],
      ['Superior', '190.00', '220.00'],
    ],
    [...BASIC, 'Frigobar'],
  ],
  ['202', 'Segundo piso', 'Doble', 2, [['Plaza y media', 2]], [['Estándar', '140.00', null]], [...BASIC, 'Frigobar']],
  [
    '203',
    'Segundo piso',
    'Triple',
    1,
    [
      ['Plaza y media', 1],
      ['Una plaza', 2],
    ],
    [['Estándar', '180.00', '200.00']],
    BASIC,
  ],
  [
    '204',
    'Segundo piso',
    'Familiar',
    1,
    [
      ['Dos plazas', 1],
      ['Camarote', 1],
    ],
    [['Estándar', '220.00', '250.00']],
    [...BASIC, 'Desayuno incluido'],
  ],
  [
    '301',
    'Tercer piso',
    'Suite',
    1,
    [['King', 1]],
    [
      ['Superior', '280.00', '320.00'],
      ['Ejecutiva', '350.00', '390.00'],
    ],
    [...BASIC, 'Aire acondicionado', 'Frigobar', 'Caja fuerte', 'Vista a la calle'],
  ],
  [
    '302',
    'Tercer piso',
    'Suite',
    3,
    [['King', 1]],
    [['Superior', '280.00', '320.00']],
    [...BASIC, 'Aire acondicionado', 'Frigobar', 'Caja fuerte'],
  ],
  ['303', 'Tercer piso', 'Matrimonial', 2, [['Queen', 1]], [['Superior', '190.00', '220.00']], [...BASIC, 'Frigobar']],
  [
    '304',
    'Tercer piso',
    'Doble',
    1,
    [['Dos plazas', 2]],
    [['Superior', '210.00', '240.00']],
    [...BASIC, 'Frigobar', 'Vista a la calle'],
  ],
];
const AREQUIPA_ROOMS: DemoRoom[] = [
  ['A1', 'Primer piso', 'Simple', 1, [['Una plaza', 1]], [['Estándar', '70.00', null]], BASIC],
  [
    'A2',
    'Primer piso',
    'Matrimonial',
    2,
    [['Dos plazas', 1]],
    [['Estándar', '120.00', '135.00']],
    [...BASIC, 'Calefacción'],
  ],
  ['A3', 'Segundo piso', 'Doble', 3, [['Plaza y media', 2]], [['Estándar', '125.00', null]], [...BASIC, 'Calefacción']],
];

/** [branch, titular, rooms, arrival and departure in days from today, block for maintenance, cancelled]. */
type DemoBooking = ['principal' | 'arequipa', string, string[], number, number, boolean?, boolean?];
const BOOKINGS: DemoBooking[] = [
  ['principal', 'Ana Lucía Prado', ['101'], 0, 2],
  ['principal', 'Familia Gutiérrez Ramos', ['203', '204'], 1, 4],
  ['principal', 'Mark Johnson', ['301'], 2, 6],
  ['principal', 'Cambio de grifería', ['302'], 0, 3, true],
  ['principal', 'Jorge Salinas', ['201'], 5, 7, false, true],
  ['arequipa', 'Rosa Mamani Quispe', ['A1'], 1, 3],
];

/** Guests of a booking's first stay: [titular, main guest, document type, number, names, nationality, profession, origin]. */
const GUESTS: [string, boolean, '1' | '4' | '7', string, string, string, string, string][] = [
  ['Ana Lucía Prado', true, '1', '41237856', 'Ana Lucía Prado Torres', 'PE', 'Docente', 'Trujillo'],
  ['Familia Gutiérrez Ramos', true, '1', '40125698', 'Luis Gutiérrez Salas', 'PE', 'Comerciante', 'Piura'],
  ['Familia Gutiérrez Ramos', false, '1', '42589631', 'Carmen Ramos Díaz', 'PE', 'Enfermero', 'Piura'],
  ['Mark Johnson', true, '7', '548712369', 'Mark Johnson', 'US', 'Ingeniero', 'Denver'],
  ['Rosa Mamani Quispe', true, '1', '43658712', 'Rosa Mamani Quispe', 'PE', 'Artesano', 'Puno'],
];

const inDays = (days: number) => {
  const d = new Date(`${todayLima()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * Hospitality demo data: rooms of both branches on three floors, in every state (available,
 * occupied, cleaning or maintenance), with their beds, classes with rates and services; bookings
 * of the coming days (reserved, a block for maintenance, a cancelled stay) with their guests, today's
 * arrival checked in with a minibar drink charged to the room. Written through the area's door.
 */
export async function seedHospitality(
  app: FastifyInstance,
  tx: Database,
  branches: { principal: number; arequipa: number },
  admin: SessionUser,
): Promise<void> {
  const { catalogues, rooms, bookings, guests, charges, checkout } = app.hospitality;
  const lodged: number[] = [];
  /** Each booking's first stay by its holder. */
  const firstStay = new Map<string, number>();
  const roomIds = new Map<string, number>();
  // One after another: the seed's transaction is one connection, and node-postgres deprecates a
  // query sent while another is still running on it.
  const locations = await catalogues.locations(tx);
  const types = await catalogues.types(tx);
  const classes = await catalogues.classes(tx);
  const beds = await catalogues.beds(tx);
  const services = await catalogues.services(tx);
  const professions = await catalogues.professions(tx);
  const place = async (idsucursal: number, list: DemoRoom[]) => {
    for (const [numero, floor, type, estado, roomBeds, roomClasses, roomServices] of list) {
      const room = await rooms.create(
        {
          idsucursal,
          numero,
          idubicacion: idOf(locations, 'idubicacion', floor),
          idtipohabitacion: idOf(types, 'idtipohabitacion', type),
          descripcion: null,
          estado,
        },
        tx,
        admin,
      );
      const { idhabitacion } = room;
      roomIds.set(`${idsucursal}:${numero}`, idhabitacion);
      for (const [bed, cantidad] of roomBeds)
        await rooms.addBed({ idhabitacion, idcama: idOf(beds, 'idcama', bed), cantidad }, tx);
      for (const [name, precio_noche, precio_fin_semana] of roomClasses)
        await rooms.addClass(
          {
            idhabitacion,
            idclasehabitacion: idOf(classes, 'idclasehabitacion', name),
            precio_noche,
            precio_fin_semana,
          },
          tx,
        );
      for (const name of roomServices)
        await rooms.addService({ idhabitacion, idservicio: idOf(services, 'idservicio', name) }, tx);
    }
  };
  await place(branches.principal, PRINCIPAL_ROOMS);
  await place(branches.arequipa, AREQUIPA_ROOMS);

  await seedMinibarStock(app, tx, branches.principal, admin);
  for (const [branch, titular, numbers, from, to, bloqueo, cancelled] of BOOKINGS) {
    const idsucursal = branches[branch];
    const stays = await bookings.create(
      {
        idsucursal,
        titular,
        telefono: bloqueo ? null : '987654321',
        observacion: null,
        bloqueo,
        estancias: numbers.map((numero) => ({
          idhabitacion: roomIds.get(`${idsucursal}:${numero}`)!,
          idclasehabitacion: null,
          f1: inDays(from),
          f2: inDays(to),
        })),
      },
      tx,
      admin,
    );
    firstStay.set(titular, stays[0]!.reserva_estancia_id);
    if (cancelled) for (const stay of stays) await bookings.cancel(stay.reserva_estancia_id, tx);
    if (!bloqueo && !cancelled && from === 0) lodged.push(stays[0]!.reserva_estancia_id);
    for (const [
      ,
      principal,
      tipo_documento,
      numero_documento,
      nombres,
      nacionalidad,
      trade,
      procedencia,
    ] of GUESTS.filter(([holder]) => holder === titular))
      await guests.save(
        {
          reserva_estancia_id: stays[0]!.reserva_estancia_id,
          tipo_documento,
          numero_documento,
          nombres,
          nacionalidad,
          idprofesion: idOf(professions, 'idprofesion', trade),
          procedencia,
          principal,
        },
        tx,
      );
  }
  // Today's arrivals are lodged, with a drink of the minibar on the room.
  const [drink] = await queryRows<{ producto_id: number }>(
    tx,
    sql`select producto_id from producto where codigo_producto = 'ABA-0007'`,
  );
  await seedTouristPackages(app, tx);
  for (const id of lodged) {
    await checkout.checkIn(id, tx);
    if (drink)
      await charges.charge(
        { reserva_estancia_id: id, producto_id: drink.producto_id, cantidad: '1', precio_unitario: null },
        tx,
        admin,
      );
  }
  // The last weeks' finished stays: what the reports show on a fresh demo.
  await seedStayHistory(tx, branches, admin.idusuario);
  await seedStayFlightsAndNotes(app, tx, { foreign: firstStay.get('Mark Johnson')!, lodged: lodged[0]! }, admin);
}

/** The minibar's drinks in the principal branch's default warehouse (an entry through the inventory's door): what rooms are charged. */
async function seedMinibarStock(app: FastifyInstance, tx: Database, idsucursal: number, admin: SessionUser) {
  const [store] = await queryRows<{ idalmacen: number }>(
    tx,
    sql`select idalmacen from almacen where idsucursal = ${idsucursal} and estado = 1 order by predeterminado desc, idalmacen limit 1`,
  );
  const [reason] = await queryRows<{ idmotivo: number }>(
    tx,
    sql`select idmotivo from motivo where tipo = 1 and codigo_sunat = '02' limit 1`,
  );
  const drinks = await queryRows<{ producto_id: number; unidad_medida_id: number; codigo_producto: string }>(
    tx,
    sql`select producto_id, unidad_medida_id, codigo_producto from producto where codigo_producto in ('ABA-0007', 'ABA-0008') order by codigo_producto`,
  );
  const quantity: Record<string, [string, string]> = { 'ABA-0007': ['24', '5.05'], 'ABA-0008': ['36', '0.92'] };
  await app.inventory.entries.create(
    {
      fecha: todayLima(),
      idalmacen: store!.idalmacen,
      idmotivo: reason!.idmotivo,
      tercero_documento: '20100047218',
      tercero_nombre: 'DISTRIBUIDORA ANDINA S.A.C.',
      documento_referencia: 'Factura F001-00004790',
      observacion: 'Bebidas para los frigobares del hotel',
      items: drinks.map((d) => ({
        producto_id: d.producto_id,
        unidad_medida_id: d.unidad_medida_id,
        cantidad: quantity[d.codigo_producto]![0],
        costo_unitario: quantity[d.codigo_producto]![1],
      })),
    },
    tx,
    admin,
  );
}
