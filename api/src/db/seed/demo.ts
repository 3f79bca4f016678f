import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.js';
import { empresa, encomienda, menu, menuUsuario, sucursal, usuario } from '../schema/index.js';
import { hashPassword } from '../../core/passwords.js';

/** Demo sign-ins; also written in the README. */
export const DEMO_USERS = [
  { usuario: 'admin', password: 'Trade2026', nombres: 'Administrador Demo', rol: 'admin' as const },
  { usuario: 'vendedor', password: 'Vendedor2026', nombres: 'Vendedora Demo', rol: 'seller' as const },
];

/** Demo parcels, one in each stage (guide number, guide code). */
export const DEMO_PARCELS = [
  { numero_guia: '0000101', codigo_guia: 'A1B2', estado: 0 },
  { numero_guia: '0000102', codigo_guia: 'C3D4', estado: 1 },
  { numero_guia: '0000103', codigo_guia: 'E5F6', estado: 2 },
  { numero_guia: '0000104', codigo_guia: 'G7H8', estado: 3 },
];

/**
 * The demo company (SUNAT's test RUC 20000000001), its branches, two users and parcels in each
 * stage. Runs once: an installation that already has a company is left alone.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: empresa.idempresa }).from(empresa).limit(1);
    if (existing) return false;

    const [company] = await tx
      .insert(empresa)
      .values({
        ruc: '20000000001',
        razon_social: 'EMPRESA DEMO TRADE S.A.C.',
        nombre_comercial: 'TRADE DEMO',
        direccion: 'AV. LARCO 1150, MIRAFLORES',
        ubigeo: '150122',
        telefono: '01 4445555',
        email: 'ventas@trade-demo.pe',
      })
      .returning();
    const [principal, arequipa] = await tx
      .insert(sucursal)
      .values([
        { idempresa: company!.idempresa, nombre: 'Lima - Miraflores', direccion: 'AV. LARCO 1150, MIRAFLORES', ubigeo: '150122', codigo_sunat: '0000' },
        { idempresa: company!.idempresa, nombre: 'Arequipa - Cercado', direccion: 'CALLE MERCADERES 212, AREQUIPA', ubigeo: '040101', codigo_sunat: '0001' },
      ])
      .returning();

    for (const demoUser of DEMO_USERS) {
      const [created] = await tx
        .insert(usuario)
        .values({ usuario: demoUser.usuario, nombres: demoUser.nombres, rol: demoUser.rol, idsucursal: principal!.idsucursal, password_hash: await hashPassword(demoUser.password) })
        .returning();
      if (demoUser.rol === 'admin') await giveAllMenus(tx as unknown as Database, created!.idusuario);
    }

    const day = (offset: number) => sql`now() - make_interval(days => ${offset})`;
    await tx.insert(encomienda).values(
      DEMO_PARCELS.map((parcel, i) => ({
        ...parcel,
        codigo: `EN01-${parcel.numero_guia}`,
        remitente_documento: '20100047218',
        remitente_nombre: 'DISTRIBUIDORA ANDINA S.A.C.',
        consignado_documento: ['45781236', '70214589', '41236987', '10293847'][i]!,
        consignado_nombre: ['ROSA QUISPE MAMANI', 'JORGE HUAMÁN TORRES', 'LUCÍA PAREDES ÑAHUI', 'CARLOS MENDOZA RÍOS'][i]!,
        idsucursal_origen: principal!.idsucursal,
        idsucursal_destino: arequipa!.idsucursal,
        descripcion: 'Caja de repuestos',
        fecharegistro: day(4),
        fechatransporte: parcel.estado >= 1 ? day(3) : null,
        fecharecepcion: parcel.estado >= 2 ? day(2) : null,
        fechaentrega: parcel.estado >= 3 ? day(1) : null,
      })) as never,
    );
    return true;
  });
}

export async function giveAllMenus(db: Database, idusuario: number): Promise<void> {
  const screens = await db.select({ idmenu: menu.idmenu }).from(menu).where(sql`${menu.idpadre} is not null`);
  if (screens.length) await db.insert(menuUsuario).values(screens.map((s) => ({ idusuario, idmenu: s.idmenu }))).onConflictDoNothing();
}

/** Production start: creates the first admin from settings when there is no user at all. */
export async function ensureAdmin(db: Database, username: string, password: string): Promise<boolean> {
  const [any] = await db.select({ id: usuario.idusuario }).from(usuario).limit(1);
  if (any) return false;
  const [created] = await db
    .insert(usuario)
    .values({ usuario: username, nombres: 'Administrador', rol: 'admin', password_hash: await hashPassword(password) })
    .returning();
  await giveAllMenus(db, created!.idusuario);
  return true;
}

export async function userExists(db: Database, username: string): Promise<boolean> {
  const [row] = await db.select({ id: usuario.idusuario }).from(usuario).where(eq(usuario.usuario, username));
  return Boolean(row);
}
