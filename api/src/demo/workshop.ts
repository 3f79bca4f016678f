import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type Database } from '../db/client.js';
import type { SessionUser } from '../core/access.js';
import { accesorioVehiculo, estacion, marcaVehiculo, modeloVehiculo, persona } from '../db/schema/index.js';
import { seedHelper, seedIntake, seedLabour, seedTechnician } from './workshop-intake.js';

/** Brands with their models (the last model of Hyundai is retired: a deactivated one). */
const BRANDS: { nombre: string; modelos: string[] }[] = [
  { nombre: 'Toyota', modelos: ['Hilux', 'Yaris', 'Corolla'] },
  { nombre: 'Hyundai', modelos: ['Accent', 'Tucson', 'Elantra'] },
  { nombre: 'Kia', modelos: ['Rio', 'Sportage'] },
  { nombre: 'Nissan', modelos: ['Frontier', 'Sentra'] },
];
const ACCESSORIES = [
  'Llanta de repuesto',
  'Gata',
  'Llave de ruedas',
  'Triángulo de seguridad',
  'Extintor',
  'Radio',
  'Tapasol',
  'Antena',
];
const STATIONS = [
  { nombre: 'Bahía 1', descripcion: 'Mecánica general', estado: 1 },
  { nombre: 'Bahía 2', descripcion: 'Mecánica general', estado: 1 },
  { nombre: 'Elevador', descripcion: 'Elevador de dos columnas', estado: 1 },
  { nombre: 'Alineamiento', descripcion: 'Alineamiento y balanceo (en mantenimiento)', estado: 0 },
];
/** Vehicles and their owners' documents (the people seeded by the purchasing-credits demo). */
const VEHICLES = [
  {
    placa: 'ABC-123',
    modelo: 'Hilux',
    anio: 2019,
    color: 'Blanco',
    kilometraje: 84250,
    vin: '8AJFA22G6K4512345',
    duenos: ['46027897'],
  },
  {
    placa: 'F3K-452',
    modelo: 'Yaris',
    anio: 2021,
    color: 'Rojo',
    kilometraje: 32100,
    duenos: ['70214589', '46027897'],
  },
  {
    placa: 'BXR-908',
    modelo: 'Tucson',
    anio: 2017,
    color: 'Gris',
    kilometraje: 121400,
    vin: 'KMHJ381ABHU234567',
    duenos: ['20456789120'],
  },
  { placa: 'C7T-210', modelo: 'Rio', anio: 2015, color: 'Azul', kilometraje: 150020, duenos: ['001234567'] },
  { placa: 'D2M-771', modelo: 'Frontier', anio: 2012, color: 'Negro', kilometraje: 240800, duenos: [], retirado: true },
];

/**
 * Workshop demo data: brands, models, accessories and stations as setup rows (one of each
 * deactivated); vehicles with their owners and the customers' requirements (pending, one
 * annulled) written through the workshop's door.
 */
export async function seedWorkshop(app: FastifyInstance, tx: Database, admin: SessionUser): Promise<void> {
  const brands = await tx
    .insert(marcaVehiculo)
    .values(BRANDS.map((b) => ({ nombre: b.nombre })))
    .returning({ id: marcaVehiculo.idmarcavehiculo, nombre: marcaVehiculo.nombre });
  const models = await tx
    .insert(modeloVehiculo)
    .values(
      BRANDS.flatMap((b) =>
        b.modelos.map((nombre) => ({
          idmarcavehiculo: brands.find((row) => row.nombre === b.nombre)!.id,
          nombre,
          estado: nombre === 'Elantra' ? 0 : 1,
        })),
      ),
    )
    .returning({ id: modeloVehiculo.idmodelovehiculo, nombre: modeloVehiculo.nombre });
  await tx
    .insert(accesorioVehiculo)
    .values(ACCESSORIES.map((nombre) => ({ nombre, estado: nombre === 'Antena' ? 0 : 1 })));
  await tx.insert(estacion).values(STATIONS);

  const people = await tx
    .select({ id: persona.idpersona, documento: persona.numero_documento })
    .from(persona)
    .where(
      inArray(
        persona.numero_documento,
        VEHICLES.flatMap((v) => v.duenos),
      ),
    );
  const personOf = (documento: string) => people.find((p) => p.documento === documento)!.id;
  const { vehicles } = app.workshop;
  const vehicleIds = new Map<string, number>();
  for (const v of VEHICLES) {
    const [first, ...others] = v.duenos;
    const created = await vehicles.create(
      {
        placa: v.placa,
        idmodelovehiculo: models.find((m) => m.nombre === v.modelo)!.id,
        anio: v.anio,
        color: v.color,
        kilometraje: v.kilometraje,
        vin: 'vin' in v ? v.vin : null,
        idpersona: first ? personOf(first) : null,
      },
      tx,
    );
    for (const documento of others) await vehicles.owners.create(created.idvehiculo, personOf(documento), tx);
    if (v.retirado) await vehicles.setState(created.idvehiculo, 0, tx);
    vehicleIds.set(v.placa, created.idvehiculo);
  }

  // Requirements: who asks, for which vehicle, at which mileage (each above the vehicle's last).
  const { requirements } = app.workshop;
  const asked = async (placa: string, documento: string, descripcion: string, kilometraje: number | null) =>
    requirements.create(
      { idvehiculo: vehicleIds.get(placa)!, idpersona: personOf(documento), descripcion, kilometraje },
      tx,
      admin,
    );
  await asked('ABC-123', '46027897', 'Mantenimiento de 85,000 km: cambio de aceite y filtros', 85010);
  await asked('ABC-123', '46027897', 'Revisar ruido en la suspensión delantera al pasar baches', null);
  await asked('F3K-452', '70214589', 'Cambio de pastillas de freno delanteras', 32400);
  const engine = await asked('BXR-908', '20456789120', 'Diagnóstico: luz de check engine encendida', 121900);
  const annulled = await asked('C7T-210', '001234567', 'Pintura de parachoques posterior', 150100);
  const { idrequerimiento, idvehiculo, idpersona, descripcion, kilometraje } = annulled;
  await requirements.update(idrequerimiento, { idvehiculo, idpersona, descripcion, kilometraje, estado: 0 }, tx);
  const oil = await asked('F3K-452', '70214589', 'Cambio de aceite y filtro', 32500);
  await seedServiceOrders(app, tx, admin, {
    vehicleIds,
    personOf,
    taken: { engine: engine.idrequerimiento, oil: oil.idrequerimiento },
  });
}

/**
 * Service orders in every state, written through the workshop's repository (parts leave the
 * demo warehouse through the stock ledger): registered (takes the check-engine requirement), in
 * progress, finished (attends the oil change), annulled (its parts back).
 */
async function seedServiceOrders(
  app: FastifyInstance,
  tx: Database,
  admin: SessionUser,
  demo: {
    vehicleIds: Map<string, number>;
    personOf: (documento: string) => number;
    taken: { engine: number; oil: number };
  },
) {
  const labours = await seedLabour(app, tx);
  const [part] = await queryRows<{ producto_id: number; unidad_medida_id: number; idalmacen: number }>(
    tx,
    sql`select p.producto_id, p.unidad_medida_id, s.idalmacen from producto p join stock s on s.producto_id = p.producto_id
         where not p.servicio and p.control_stock and not p.control_serie and p.estado = 1 and s.cantidad >= 10
         order by s.idalmacen, p.producto_id limit 1`,
  );
  if (!part) return;
  // The technician (user 'tecnico') works the open orders; a helper without a user joins one of them.
  const tech = await seedTechnician(tx, part.idalmacen);
  const helper = await seedHelper(tx);
  const bays = await queryRows<{ idestacion: number }>(
    tx,
    sql`select idestacion from estacion where estado = 1 order by idestacion`,
  );
  const { serviceOrders, attention, orderBilling } = app.workshop;
  let bay = 0;
  const order = (
    placa: string,
    documento: string,
    falla: string,
    requerimientos: number[],
    parts: string,
    labourCode: string,
    technicians: { idempleado?: number; ayudantes?: number[] } = {},
    idorden_garantia: number | null = null,
  ) =>
    serviceOrders.create(
      {
        idorden_garantia,
        ...technicians,
        idvehiculo: demo.vehicleIds.get(placa)!,
        idpersona: demo.personOf(documento),
        idalmacen: part.idalmacen,
        // The orders take turns on the bays in service.
        idestacion: bays[bay++ % bays.length]?.idestacion ?? null,
        falla,
        requerimientos,
        items: [
          { ...labours.get(labourCode)!, cantidad: '1', precio_unitario: labourCode === 'TLL-0002' ? '120' : '90' },
          {
            producto_id: part.producto_id,
            unidad_medida_id: part.unidad_medida_id,
            cantidad: parts,
            precio_unitario: '35',
          },
        ],
      },
      tx,
      admin,
    );
  const waiting = await order(
    'BXR-908',
    '20456789120',
    'Luz de check engine encendida',
    [demo.taken.engine],
    '1',
    'TLL-0003',
    {
      idempleado: tech,
    },
  );
  // Its intake: fuel, mileage, observations, accessories and a photo (the sheet the customer signed).
  await seedIntake(app, tx, admin, waiting.idordenservicio, 121950);
  // The customer approved its quote through the signed link.
  const link = await orderBilling.approvalLink(waiting.idordenservicio, tx);
  await orderBilling.answer(link.token, 1, '181.65.20.14', tx);
  const working = await order('ABC-123', '46027897', 'Vibración del timón a más de 80 km/h', [], '2', 'TLL-0002', {
    idempleado: tech,
    ayudantes: [helper],
  });
  // Worked, paused with a note, resumed: a stretch open now.
  await attention.work(working.idordenservicio, 1, null, tx, admin);
  await attention.work(working.idordenservicio, 2, 'Esperando balanceo de llantas', tx, admin);
  await attention.work(working.idordenservicio, 1, null, tx, admin);
  const done = await order('F3K-452', '70214589', 'Cambio de aceite y filtro', [demo.taken.oil], '1', 'TLL-0001', {
    idempleado: tech,
  });
  await attention.work(done.idordenservicio, 1, null, tx, admin);
  await attention.work(done.idordenservicio, 3, 'Aceite y filtro cambiados', tx, admin);
  // A warranty order of the finished one (never invoiced), still registered.
  await order(
    'F3K-452',
    '70214589',
    'Garantía: goteo de aceite tras el cambio',
    [],
    '1',
    'TLL-0001',
    {},
    done.idordenservicio,
  );
  const dropped = await order('F3K-452', '70214589', 'Revisión de frenos (el cliente desistió)', [], '1', 'TLL-0003');
  await serviceOrders.setState(dropped.idordenservicio, 0, tx);
}
