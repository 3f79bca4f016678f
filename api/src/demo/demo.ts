import { eq, inArray, sql } from 'drizzle-orm';
import { todayLima } from '@trade/formats';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import {
  banco,
  comprobante,
  cuentaBancaria,
  empleado,
  empresa,
  empresaConfig,
  menu,
  menuUsuario,
  serie,
  sucursal,
  tipoCambio,
  usuario,
  usuarioSerie,
} from '../db/schema/index.js';
import { hashPassword } from '../core/passwords.js';
import { seedInventory } from './inventory.js';
import { seedPurchases, seedPurchasingCredits } from './purchasing-credits.js';
import { seedFinance } from './finance-loans.js';
import { seedHospitality } from './hospitality.js';
import { seedSales } from './billing-cpe.js';
import { seedGuides } from './billing-cpe-guides.js';
import { seedProformas } from './billing-cpe-proformas.js';
import { seedOrders } from './billing-cpe-orders.js';
import { seedWorkshop } from './workshop.js';
import { seedCounter } from './billing-cpe-counter.js';
import { seedPriceControl } from './billing-cpe-prices.js';
import { seedComplaints } from './complaints.js';
import { seedTransport } from './transport.js';
import { seedingApp } from './app.js';

/** Demo sign-ins; also written in the README. */
export const DEMO_USERS = [
  { usuario: 'admin', password: 'Trade2026', nombres: 'Administrador Demo', rol: 'admin' as const },
  { usuario: 'vendedor', password: 'Vendedor2026', nombres: 'Vendedora Demo', rol: 'seller' as const },
];

/** Demo parcels, one in each stage (guide number, guide code). */
export { DEMO_PARCELS } from './transport.js';

/**
 * Demo series per branch (voucher type code, series, next correlative); the first branch's go to both
 * users. Every document a branch offers has its series: credit and debit notes of its facturas (F…)
 * and of its boletas (B…), issue 24.
 */
export const DEMO_SERIES = {
  principal: [
    ['01', 'F001', 1],
    ['03', 'B001', 1],
    ['07', 'FC01', 1],
    ['07', 'BC01', 1],
    ['08', 'FD01', 1],
    ['08', 'BD01', 1],
    ['09', 'T001', 1],
    ['31', 'V001', 1],
    ['NV', 'NV01', 1],
    ['PR', 'PR01', 1],
    ['PD', 'PD01', 1],
  ],
  arequipa: [
    ['01', 'F002', 1],
    ['03', 'B002', 1],
    ['07', 'FC02', 1],
    ['07', 'BC02', 1],
    ['08', 'FD02', 1],
    ['08', 'BD02', 1],
    ['09', 'T002', 1],
    ['31', 'V002', 1],
    ['NV', 'NV02', 1],
  ],
} as const;

/**
 * The demo company (SUNAT's test RUC 20000000001), its branches, two users, parcels in each stage,
 * document series, employees, bank accounts, today's exchange rate and the SUNAT settings (bundled
 * simulator, SUNAT's public test SOL user and the bundled demo certificate); then each area's demo
 * documents, written through the areas' published doors on an app of its own (seedingApp), in ONE
 * transaction. Runs once: an installation that already has a company is left alone.
 */
export async function seedDemo(db: Database): Promise<boolean> {
  const [any] = await db.select({ id: empresa.idempresa }).from(empresa).limit(1);
  if (any) return false;
  const app = await seedingApp(db);
  try {
    return await seedCompany(app, db);
  } finally {
    await app.close();
  }
}

async function seedCompany(app: FastifyInstance, db: Database): Promise<boolean> {
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
        registro_mtc: '1532204CNG',
      })
      .returning();
    const [principal, arequipa] = await tx
      .insert(sucursal)
      .values([
        {
          idempresa: company!.idempresa,
          nombre: 'Lima - Miraflores',
          direccion: 'AV. LARCO 1150, MIRAFLORES',
          ubigeo: '150122',
          codigo_sunat: '0000',
        },
        {
          idempresa: company!.idempresa,
          nombre: 'Arequipa - Cercado',
          direccion: 'CALLE MERCADERES 212, AREQUIPA',
          ubigeo: '040101',
          codigo_sunat: '0001',
        },
      ])
      .returning();

    const userIds: number[] = [];
    for (const demoUser of DEMO_USERS) {
      const [created] = await tx
        .insert(usuario)
        .values({
          usuario: demoUser.usuario,
          nombres: demoUser.nombres,
          rol: demoUser.rol,
          idsucursal: principal!.idsucursal,
          password_hash: await hashPassword(demoUser.password),
        })
        .returning();
      userIds.push(created!.idusuario);
      if (demoUser.rol === 'admin') await giveAllMenus(tx as unknown as Database, created!.idusuario);
    }

    // SUNAT settings: the bundled simulator with public test credentials and the demo certificate.
    await tx.insert(empresaConfig).values({
      idempresa: company!.idempresa,
      destino: 'simulador',
      sol_usuario: 'MODDATOS',
      gre_client_id: 'demo-client-id',
      credenciales_demo: true,
    });

    const types = await tx.select({ id: comprobante.idcomprobante, codigo: comprobante.codigo }).from(comprobante);
    const typeId = (codigo: string) => types.find((t) => t.codigo === codigo)!.id;
    const series = await tx
      .insert(serie)
      .values([
        ...DEMO_SERIES.principal.map(([codigo, text, correlativo]) => ({
          idcomprobante: typeId(codigo),
          idsucursal: principal!.idsucursal,
          serie: text,
          correlativo,
        })),
        ...DEMO_SERIES.arequipa.map(([codigo, text, correlativo]) => ({
          idcomprobante: typeId(codigo),
          idsucursal: arequipa!.idsucursal,
          serie: text,
          correlativo,
        })),
      ])
      .returning({ idserie: serie.idserie, serie: serie.serie });
    const principalSeries = series.filter((s) => DEMO_SERIES.principal.some(([, text]) => text === s.serie));
    for (const idusuario of userIds)
      await tx.insert(usuarioSerie).values(principalSeries.map((s) => ({ idusuario, idserie: s.idserie })));

    const sellerId = userIds[DEMO_USERS.findIndex((u) => u.rol === 'seller')] ?? null;
    await tx.insert(empleado).values([
      {
        idtipodocumento: 1,
        numero_documento: '45781230',
        nombres: 'MARÍA ELENA',
        apellidos: 'TORRES QUISPE',
        cargo: 'Vendedora',
        telefono: '987654321',
        fecha_ingreso: '2023-03-01',
        sueldo: '1800.00',
        idsucursal: principal!.idsucursal,
        idusuario: sellerId,
      },
      {
        idtipodocumento: 1,
        numero_documento: '70214580',
        nombres: 'JOSÉ LUIS',
        apellidos: 'HUAMÁN ROJAS',
        cargo: 'Cajero',
        telefono: '912345678',
        fecha_ingreso: '2022-08-15',
        sueldo: '1600.00',
        idsucursal: principal!.idsucursal,
      },
      {
        idtipodocumento: 1,
        numero_documento: '41236980',
        nombres: 'CARMEN',
        apellidos: 'PAREDES LAZO',
        cargo: 'Administradora',
        telefono: '956789123',
        fecha_ingreso: '2021-01-04',
        sueldo: '3200.00',
        idsucursal: arequipa!.idsucursal,
      },
    ]);

    const banks = await tx
      .select({ id: banco.idbanco, abreviatura: banco.abreviatura })
      .from(banco)
      .where(inArray(banco.abreviatura, ['BCP', 'BBVA', 'Banco de la Nación']));
    const bankId = (abreviatura: string) => banks.find((b) => b.abreviatura === abreviatura)!.id;
    await tx.insert(cuentaBancaria).values([
      {
        idbanco: bankId('BCP'),
        idmoneda: 1,
        tipo: 'Corriente',
        numero: '191-2345678-0-12',
        cci: '00219100234567801256',
        titular: 'EMPRESA DEMO TRADE S.A.C.',
      },
      {
        idbanco: bankId('BBVA'),
        idmoneda: 2,
        tipo: 'Corriente',
        numero: '0011-0172-0100045678',
        cci: '01117200010004567819',
        titular: 'EMPRESA DEMO TRADE S.A.C.',
      },
      {
        idbanco: bankId('Banco de la Nación'),
        idmoneda: 1,
        tipo: 'Detracciones',
        numero: '00-098-765432',
        cci: null,
        titular: 'EMPRESA DEMO TRADE S.A.C.',
      },
    ]);

    await tx
      .insert(tipoCambio)
      .values({ fecha: todayLima(), compra: '3.7350', venta: '3.7450', fuente: 'manual' })
      .onConflictDoNothing();

    await seedPurchasingCredits(app, tx, {
      idempresa: company!.idempresa,
      idusuario: userIds[0]!,
      idsucursal: principal!.idsucursal,
    });

    const admin = DEMO_USERS.findIndex((u) => u.rol === 'admin');
    /** The demo administrator as a session, for the seeds that work through an area's door. */
    const adminSession = {
      idusuario: userIds[admin]!,
      usuario: DEMO_USERS[admin]!.usuario,
      nombres: DEMO_USERS[admin]!.nombres,
      rol: 'admin' as const,
      idsucursal: principal!.idsucursal,
      menus: [],
    };
    await seedFinance(
      app,
      tx as unknown as Database,
      { principal: principal!.idsucursal, arequipa: arequipa!.idsucursal },
      adminSession,
      todayLima(),
    );

    await seedInventory(
      app,
      tx as unknown as Database,
      { principal: principal!.idsucursal, arequipa: arequipa!.idsucursal },
      adminSession,
    );
    await seedHospitality(
      app,
      tx as unknown as Database,
      { principal: principal!.idsucursal, arequipa: arequipa!.idsucursal },
      adminSession,
    );
    await seedPurchases(app, tx, { idusuario: userIds[admin]!, idsucursal: principal!.idsucursal });
    await seedSales(app, tx, { idusuario: userIds[admin]!, idsucursal: principal!.idsucursal });
    await seedGuides(app, tx as unknown as Database, adminSession);
    await seedProformas(app, tx, { idusuario: userIds[admin]!, idsucursal: principal!.idsucursal });
    await seedOrders(app, tx, { idusuario: userIds[admin]!, idsucursal: principal!.idsucursal });
    await seedWorkshop(app, tx as unknown as Database, adminSession);
    await seedCounter(app, tx, { admin: userIds[admin]!, seller: sellerId, idsucursal: principal!.idsucursal });
    await seedPriceControl(app, tx);
    await seedComplaints(
      app,
      tx as unknown as Database,
      { principal: principal!.idsucursal, arequipa: arequipa!.idsucursal },
      adminSession,
      sellerId,
    );
    await seedTransport(
      app,
      tx,
      { principal: principal!.idsucursal, arequipa: arequipa!.idsucursal },
      { idusuario: userIds[admin]!, idsucursal: principal!.idsucursal },
    );
    return true;
  });
}

export async function giveAllMenus(db: Database, idusuario: number): Promise<void> {
  const screens = await db.select({ idmenu: menu.idmenu }).from(menu).where(sql`${menu.idpadre} is not null`);
  if (screens.length)
    await db
      .insert(menuUsuario)
      .values(screens.map((s) => ({ idusuario, idmenu: s.idmenu })))
      .onConflictDoNothing();
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
