import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { PackageBody } from '@trade/contracts/hospitality';
import { queryRows, type Database } from '../db/client.js';

/** The services a package includes besides the room (created through the inventory's door, like any product). */
const SERVICES: [code: string, name: string, price: string][] = [
  ['SRV-TRASLADO', 'TRASLADO AEROPUERTO - HOTEL - AEROPUERTO', '60.00'],
  ['SRV-TOUR-VS', 'TOUR VALLE SAGRADO DE LOS INCAS (DÍA COMPLETO)', '180.00'],
  ['SRV-TOUR-CIU', 'CITY TOUR CUSCO Y RUINAS ALEDAÑAS', '90.00'],
];

/** Two packages in force and one past season (deactivated), so the screen and the check-out have something to sell. */
export async function seedTouristPackages(app: FastifyInstance, tx: Database) {
  const { catalogues, packages } = app.hospitality;
  const [unit] = await queryRows<{ id: number }>(
    tx,
    sql`select unidad_medida_id as id from unidad_medida where codigo_sunat = 'ZZ' order by unidad_medida_id limit 1`,
  );
  const service: Record<string, number> = {};
  for (const [codigo_producto, denominacion, precioventa] of SERVICES) {
    const row = await app.inventory.products.create(
      { denominacion, codigo_producto, unidad_medida_id: unit!.id, servicio: true, control_stock: false, precioventa },
      tx,
    );
    service[codigo_producto] = row.producto_id;
  }
  const types = await catalogues.types(tx);
  const classes = await catalogues.classes(tx);
  const type = (nombre: string) => types.find((t) => t.nombre === nombre)!.idtipohabitacion;
  const klass = (nombre: string) => classes.find((c) => c.nombre === nombre)!.idclasehabitacion;
  const product = (code: string, cantidad: string) => ({
    idtipohabitacion: null,
    idclasehabitacion: null,
    noches: null,
    producto_id: service[code]!,
    cantidad,
  });
  const year = new Date().getUTCFullYear();
  const list: (PackageBody & { inactive?: boolean })[] = [
    {
      nombre: 'Cusco clásico 3D/2N',
      descripcion: 'Dos noches en habitación doble, traslados, city tour y Valle Sagrado.',
      noches: 2,
      precio: '690.00',
      vigencia_desde: `${year}-01-01`,
      vigencia_hasta: `${year + 1}-12-31`,
      itinerario: [
        {
          dia: 1,
          titulo: 'Llegada y city tour',
          descripcion: 'Recojo en el aeropuerto; por la tarde, Catedral, Qorikancha y Sacsayhuamán.',
        },
        { dia: 2, titulo: 'Valle Sagrado', descripcion: 'Pisac, almuerzo en Urubamba y Ollantaytambo.' },
        { dia: 3, titulo: 'Salida', descripcion: 'Desayuno y traslado al aeropuerto.' },
      ],
      incluye: [
        {
          idtipohabitacion: type('Doble'),
          idclasehabitacion: klass('Estándar'),
          noches: 2,
          producto_id: null,
          cantidad: null,
        },
        product('SRV-TRASLADO', '1'),
        product('SRV-TOUR-CIU', '1'),
        product('SRV-TOUR-VS', '1'),
      ],
    },
    {
      nombre: 'Escapada romántica 2D/1N',
      descripcion: 'Una noche en matrimonial superior con traslado.',
      noches: 1,
      precio: '320.00',
      vigencia_desde: null,
      vigencia_hasta: null,
      itinerario: [
        { dia: 1, titulo: 'Llegada', descripcion: 'Traslado al hotel y cena de bienvenida.' },
        { dia: 2, titulo: 'Salida', descripcion: null },
      ],
      incluye: [
        {
          idtipohabitacion: type('Matrimonial'),
          idclasehabitacion: klass('Superior'),
          noches: 1,
          producto_id: null,
          cantidad: null,
        },
        product('SRV-TRASLADO', '1'),
      ],
    },
    {
      nombre: 'Temporada Inti Raymi 4D/3N',
      descripcion: 'Paquete de la fiesta del sol del año pasado.',
      noches: 3,
      precio: '1150.00',
      vigencia_desde: `${year - 1}-06-01`,
      vigencia_hasta: `${year - 1}-06-30`,
      itinerario: [{ dia: 1, titulo: 'Llegada', descripcion: null }],
      incluye: [
        { idtipohabitacion: type('Doble'), idclasehabitacion: null, noches: 3, producto_id: null, cantidad: null },
      ],
      inactive: true,
    },
  ];
  for (const { inactive, ...body } of list) {
    const row = await packages.create(body, tx);
    if (inactive) await packages.setState(row.idpaquete, 0, tx);
  }
  // The foreign guest of the demo bookings carries what an export of lodging (0202) asks of him.
  await tx.execute(
    sql`update reserva_estancia_huesped set pais_emision = 'US', pais_residencia = 'US', fecha_ingreso_pais = current_date
         where tipo_documento = '7' and numero_documento = '548712369'`,
  );
}
