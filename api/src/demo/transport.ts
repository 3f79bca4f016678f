import { eq, inArray, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import type { FastifyInstance } from 'fastify';
import { encomienda, persona } from '../db/schema/index.js';
import type { ParcelBody } from '@trade/contracts/transport';
import type { Tx } from './lookups.js';

/** Catálogo 06 id of the seed's DNI. */
const DNI = 1;

/**
 * The four parcels the docs and the tracking tests name, one in each stage, from Lima to Arequipa.
 * Real parcels get random guides; these keep their published number and code.
 */
export const DEMO_PARCELS = [
  { numero_guia: '0000101', codigo_guia: 'A1B2', estado: 0 },
  { numero_guia: '0000102', codigo_guia: 'C3D4', estado: 1 },
  { numero_guia: '0000103', codigo_guia: 'E5F6', estado: 2 },
  { numero_guia: '0000104', codigo_guia: 'G7H8', estado: 3 },
];
const CONSIGNEES = [
  { numero_documento: '45781236', nombres: 'ROSA QUISPE MAMANI' },
  { numero_documento: '70214589', nombres: 'JORGE HUAMÁN TORRES' },
  { numero_documento: '41236987', nombres: 'LUCÍA PAREDES ÑAHUI' },
  { numero_documento: '10293847', nombres: 'CARLOS MENDOZA RÍOS' },
];

/** A Lima day `offset` days from today, at `time`. */
function at(offset: number, time: string): string {
  const date = new Date(`${todayLima()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return `${date.toISOString().slice(0, 10)}T${time}`;
}

/**
 * A living transport area through its doors: four drivers (one licence about to expire, one
 * expired), two departure shifts (one scheduled with a parcel assigned, one that left), two exits on
 * the road, and parcels in every stage (the four documented guides among them),
 * dated back over the last days.
 */
export async function seedTransport(
  app: FastifyInstance,
  tx: Tx,
  branches: { principal: number; arequipa: number },
  actor: { idusuario: number; idsucursal: number },
): Promise<void> {
  const { drivers, shifts, exits, parcels } = app.transport;
  const admin = { ...actor, rol: 'admin' };
  const driver = async (documento: string, nombres: string, apellidos: string, licencia: string, vence: number) =>
    (
      await drivers.create(
        {
          tipo_documento: '1',
          numero_documento: documento,
          nombres,
          apellidos,
          licencia,
          categoria: 'A-IIIb',
          licencia_vence: at(vence, '00:00').slice(0, 10),
          telefono: '987654321',
        },
        tx,
      )
    ).idtransportista;
  const ramos = await driver('40887766', 'Julio César', 'Ramos Quispe', 'Q40887766', 400);
  const soto = await driver('42558899', 'Marco Antonio', 'Soto Huamán', 'Q42558899', 20);
  await driver('43669900', 'Pedro', 'Lazo Condori', 'Q43669900', 700);
  await driver('41003344', 'Hugo', 'Ccori Mamani', 'Q41003344', -15);

  await tx
    .insert(persona)
    .values(CONSIGNEES.map((c) => ({ ...c, idtipodocumento: DNI, ubica_persona: 1 })))
    .onConflictDoNothing();
  const people = await tx
    .select({ id: persona.idpersona, doc: persona.numero_documento })
    .from(persona)
    .where(inArray(persona.numero_documento, ['20100047218', ...CONSIGNEES.map((c) => c.numero_documento)]));
  const personId = (doc: string) => people.find((p) => p.doc === doc)!.id;

  const route = { idsucursal_origen: branches.principal, idsucursal_destino: branches.arequipa };
  const shiftBody = (day: number, placa: string, idtransportista: number, importe: string) => ({
    ...route,
    placa,
    idtransportista,
    turno_programado: at(day, '22:00'),
    salida: at(day, '20:30'),
    motivo: 'Bus completo antes de su turno',
    importe,
  });
  const left = await shifts.create(shiftBody(-3, 'BXR845', ramos, '50.00'), tx, admin);
  const scheduled = await shifts.create(shiftBody(1, 'C4T921', soto, '30.00'), tx, admin);

  const parcel = async (i: number, descripcion: string, precio: string, extra: Partial<ParcelBody> = {}) =>
    parcels.create(
      {
        idremitente: personId('20100047218'),
        idconsignado: personId(CONSIGNEES[i % CONSIGNEES.length]!.numero_documento),
        ...route,
        ...extra,
        piezas: 1 + (i % 3),
        peso: `${4 + i * 2}.50`,
        valor_declarado: '300.00',
        precio,
        paga: 'remitente',
        descripcion,
      },
      tx,
      admin,
    );
  // The first ids leave the origin (the generated walks call deletes with id 1: it must stay refused).
  const more = [
    await parcel(4, 'Sobre con documentos', '12.00'),
    // It travels with the shipper's own electronic guide, which its carrier's guide names.
    await parcel(5, 'Televisor 43 pulgadas embalado', '65.00', {
      guia_remitente: 'T001-2045',
      guia_remitente_ruc: '20100047218',
    }),
    await parcel(6, 'Saco de café de 20 kg', '35.00'),
  ];
  const documented = [
    await parcel(0, 'Caja de repuestos', '25.00', { idadelantoturno: scheduled.idadelantoturno }),
    await parcel(1, 'Caja de repuestos', '30.00', { idadelantoturno: left.idadelantoturno }),
    await parcel(2, 'Caja de repuestos', '18.50', { idadelantoturno: left.idadelantoturno }),
    await parcel(3, 'Caja de repuestos', '42.00', { idadelantoturno: left.idadelantoturno }),
  ];
  for (const [i, p] of documented.entries())
    await tx
      .update(encomienda)
      .set({
        numero_guia: DEMO_PARCELS[i]!.numero_guia,
        codigo_guia: DEMO_PARCELS[i]!.codigo_guia,
        codigo: `EN01-${DEMO_PARCELS[i]!.numero_guia}`,
      })
      .where(eq(encomienda.id_encomienda, p.id_encomienda));

  // The shift that left: its exit carries its three parcels; two arrived, one was delivered.
  await exits.create(
    {
      ...route,
      placa: 'BXR845',
      idtransportista: ramos,
      fecha_salida: at(-3, '20:30'),
      idadelantoturno: left.idadelantoturno,
      observacion: 'Salida adelantada',
      encomiendas: [more[0]!.id_encomienda],
    },
    tx,
    admin,
  );
  for (const p of [documented[2]!, documented[3]!, more[0]!])
    await parcels.stage({ id_encomienda: p.id_encomienda, estado: 2 }, null, tx, admin);
  await parcels.stage(
    {
      id_encomienda: documented[3]!.id_encomienda,
      estado: 3,
      receptor_documento: '10293847',
      receptor_nombre: 'CARLOS MENDOZA RÍOS',
    },
    null,
    tx,
    admin,
  );
  // A second exit, today, still on the road with one parcel, covered by its carrier's guide (31).
  const onTheRoad = await exits.create(
    {
      ...route,
      placa: 'C4T921',
      tuc: '15M21028853E',
      idtransportista: soto,
      fecha_salida: at(0, '08:00'),
      encomiendas: [more[1]!.id_encomienda],
    },
    tx,
    admin,
  );
  await app.transport.carrierGuides.issue(onTheRoad.idsalidavehiculos, tx, admin, { enviar: false });

  // The history is dated back: registered four days ago, one stage a day.
  const ids = [...documented, ...more].map((p) => p.id_encomienda);
  await tx.execute(sql`
    update encomienda set
      fecharegistro = now() - interval '4 days',
      fechatransporte = case when estado >= 1 then now() - interval '3 days' end,
      fecharecepcion = case when estado >= 2 then now() - interval '2 days' end,
      fechaentrega = case when estado >= 3 then now() - interval '1 day' end
    where id_encomienda in (${sql.join(ids, sql`, `)})`);
}
