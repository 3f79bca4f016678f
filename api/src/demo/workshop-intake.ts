import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { PHOTO_FIT } from '@trade/contracts/workshop';
import { queryRows, type Database } from '../db/client.js';
import type { SessionUser } from '../core/access.js';
import { hashPassword } from '../core/passwords.js';
import { prepareImage } from '../core/images.js';
import { empleado, usuario } from '../db/schema/index.js';

/** The demo's technician: a user holding only the technician's view, without grants (he sees his orders only). */
export const DEMO_TECHNICIAN = { usuario: 'tecnico', password: 'Tecnico2026', nombres: 'Técnico Demo' } as const;

/** The workshop's labour: service products (no stock), priced with IGV, in the unit ZZ. */
const LABOUR = [
  { codigo_producto: 'TLL-0001', denominacion: 'MANO DE OBRA - CAMBIO DE ACEITE', precioventa: '45.00' },
  { codigo_producto: 'TLL-0002', denominacion: 'ALINEAMIENTO Y BALANCEO', precioventa: '120.00' },
  { codigo_producto: 'TLL-0003', denominacion: 'MANO DE OBRA - DIAGNÓSTICO ELECTRÓNICO', precioventa: '90.00' },
];

/** Creates the labour products through the inventory's products repository; answers their ids by code. */
export async function seedLabour(app: FastifyInstance, tx: Database) {
  const [zz] = await queryRows<{ id: number }>(
    tx,
    sql`select unidad_medida_id as id from unidad_medida where codigo_sunat = 'ZZ' order by unidad_medida_id limit 1`,
  );
  const [unit] = zz
    ? [zz]
    : await queryRows<{ id: number }>(tx, sql`select min(unidad_medida_id) as id from unidad_medida`);
  const ids = new Map<string, { producto_id: number; unidad_medida_id: number }>();
  for (const labour of LABOUR) {
    const created = await app.inventory.products.create(
      { ...labour, unidad_medida_id: unit!.id, servicio: true, control_stock: false, tipo_afectacion: '10' },
      tx,
    );
    ids.set(labour.codigo_producto, { producto_id: created.producto_id, unidad_medida_id: unit!.id });
  }
  return ids;
}

/** The technician user and his employee, in the branch of the orders' warehouse. */
export async function seedTechnician(tx: Database, idalmacen: number) {
  const [branch] = await queryRows<{ idsucursal: number }>(
    tx,
    sql`select idsucursal from almacen where idalmacen = ${idalmacen}`,
  );
  const [user] = await tx
    .insert(usuario)
    .values({
      usuario: DEMO_TECHNICIAN.usuario,
      nombres: DEMO_TECHNICIAN.nombres,
      rol: 'tech',
      idsucursal: branch!.idsucursal,
      password_hash: await hashPassword(DEMO_TECHNICIAN.password),
    })
    .returning({ idusuario: usuario.idusuario });
  await tx.execute(
    sql`insert into menu_usuario (idusuario, idmenu) select ${user!.idusuario}, idmenu from menu
         where ruta = '/attention_service_orders' on conflict do nothing`,
  );
  const [tech] = await tx
    .insert(empleado)
    .values({
      idtipodocumento: 1,
      numero_documento: '47125896',
      nombres: 'JORGE LUIS',
      apellidos: 'RAMOS PAREDES',
      cargo: 'Técnico',
      telefono: '981234567',
      idsucursal: branch!.idsucursal,
      idusuario: user!.idusuario,
    })
    .returning({ idempleado: empleado.idempleado });
  return tech!.idempleado;
}

/** A helper technician without a user (he does not sign in): assigned next to the demo technician. */
export async function seedHelper(tx: Database) {
  const [row] = await tx
    .insert(empleado)
    .values({
      idtipodocumento: 1,
      numero_documento: '46981357',
      nombres: 'LUIS ALBERTO',
      apellidos: 'CCAMA HUAMÁN',
      cargo: 'Ayudante de taller',
    })
    .returning({ idempleado: empleado.idempleado });
  return row!.idempleado;
}

/** The intake inventory of an order: fuel, mileage, observations, three accessories and one photo drawn here. */
export async function seedIntake(
  app: FastifyInstance,
  tx: Database,
  admin: SessionUser,
  idordenservicio: number,
  km: number,
) {
  const { intake } = app.workshop;
  await intake.saveObservation(
    { idordenservicio, combustible: 3, kilometraje: km, observaciones: 'Rayón leve en el parachoques delantero' },
    tx,
    admin,
  );
  const accessories = await queryRows<{ idaccesorio: number }>(
    tx,
    sql`select idaccesorio from accesorio_vehiculo where estado = 1 order by idaccesorio limit 3`,
  );
  for (const [n, a] of accessories.entries())
    await intake.addAccessory(
      {
        idordenservicio,
        idaccesorio: a.idaccesorio,
        estado: n === 2 ? 2 : 1,
        observacion: n === 2 ? 'Desgastado' : null,
      },
      tx,
    );
  // A small picture made at seed time (a grey car body on a blue sky), through the same checks as an upload.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="#9cc3e6"/><rect y="330" width="640" height="150" fill="#6b6b6b"/>
    <rect x="120" y="220" width="400" height="110" rx="30" fill="#3a5f8a"/><rect x="200" y="160" width="230" height="80" rx="25" fill="#3a5f8a"/>
    <circle cx="210" cy="335" r="42" fill="#222"/><circle cx="430" cy="335" r="42" fill="#222"/></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
  const image = await prepareImage(jpeg, {
    prefix: 'Error al guardar foto en el inventario',
    maxBytes: 8 * 1024 * 1024,
    accept: ['image/jpeg'],
    fit: PHOTO_FIT,
    output: 'image/jpeg',
  });
  await intake.savePhoto(
    idordenservicio,
    { image, descripcion: 'Vista lateral al ingreso', idtiempo: null },
    tx,
    admin,
  );
}
