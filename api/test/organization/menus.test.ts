import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, queryRows } from '../../src/db/client.js';
import { applyMigrations, migrationsFolder } from '../../src/db/migrate.js';
import { SELLER, createTestApp, type TestApp } from '../helpers/app.js';
import { caller } from './support.js';

let t: TestApp;
let api: ReturnType<typeof caller>;
beforeAll(async () => {
  t = await createTestApp();
  api = caller(t);
});
afterAll(() => t.close());

const SCREENS = [
  '/menu_control',
  '/access_control',
  '/users',
  '/series',
  '/vouchers',
  '/establishments',
  '/employees',
  '/company_settings',
  '/audit_trail',
];

describe('organization menus', () => {
  test('every organization screen has its menu under Administración, and the admin has them all', async () => {
    const admin = await t.login();
    const all = (await api.get(admin, '/menu')).body.detalles;
    const parent = all.find((m: any) => m.nombre === 'Administración' && m.idpadre === null);
    const children = all.filter((m: any) => m.idpadre === parent.idmenu);
    expect(children.map((m: any) => [m.ruta, m.area])).toEqual(SCREENS.map((ruta) => [ruta, 'organization']));
    expect(children.map((m: any) => m.icono)).toEqual([
      'menu',
      'safety',
      'user',
      'book',
      'file-text',
      'shop',
      'team',
      'bank',
      'solution',
    ]);
    const me = (await api.get(admin, '/usuario?rol=admin')).body.detalles[0];
    const mine = (await api.get(admin, `/gmenususuario/${me.idusuario}`)).body.detalles;
    expect(mine.find((g: any) => g.nombre === 'Administración').hijos.map((m: any) => m.ruta)).toEqual(SCREENS);
    for (const ruta of SCREENS) expect((await api.get(admin, `/autenticado${ruta}`)).body.acceso).toBe(true);
  });

  test('the migration gives the new menus to admins that already existed (and keeps the demo company issuing)', async () => {
    // An installation stopped before this data migration: migrate up to 0003 only.
    const folder = mkdtempSync(join(tmpdir(), 'trade-migrations-'));
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
    journal.entries = journal.entries.filter((e: { tag: string }) => e.tag <= '0003');
    writeFileSync(journalFile, JSON.stringify(journal));
    const handle = await openDatabase({});
    try {
      await migrate(handle.db as never, { migrationsFolder: folder });
      await handle.db.execute(
        sql`insert into empresa (ruc, razon_social, direccion, ubigeo) values ('20000000001', 'DEMO', 'AV. X', '150122')`,
      );
      await handle.db.execute(
        sql`insert into usuario (usuario, nombres, password_hash, rol) values ('viejo', 'Admin anterior', 'x', 'admin'), ('otro', 'Vendedor', 'x', 'seller')`,
      );
      await applyMigrations(handle);
      const rows = await queryRows<{ usuario: string; ruta: string }>(
        handle.db,
        // Other areas' migrations give their own menus too; this checks organization's.
        sql`select u.usuario, m.ruta from menu_usuario mu join usuario u using (idusuario) join menu m using (idmenu) where m.area = 'organization' order by m.orden`,
      );
      expect(rows.filter((r) => r.usuario === 'viejo').map((r) => r.ruta)).toEqual(SCREENS.slice(2));
      expect(rows.filter((r) => r.usuario === 'otro')).toEqual([]);
      const [config] = await queryRows<{ destino: string; credenciales_demo: boolean }>(
        handle.db,
        sql`select destino, credenciales_demo from empresa_config`,
      );
      expect(config).toEqual({ destino: 'simulador', credenciales_demo: true });
    } finally {
      await handle.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('a user without menus reaches no organization call; one menu of the area opens the area on the server', async () => {
    const seller = await t.login(SELLER.usuario, SELLER.password);
    expect((await api.get(seller, '/autenticado/users')).body.acceso).toBe(false);
    expect((await api.get(seller, '/empleado')).res.statusCode).toBe(403);
    const admin = await t.login();
    const [sellerRow] = await queryRows<{ idusuario: number }>(
      t.db,
      sql`select idusuario from usuario where usuario = 'vendedor'`,
    );
    const employees = (await api.get(admin, '/menu')).body.detalles.find((m: any) => m.ruta === '/employees');
    await api.post(admin, '/rmenuusuario', { idusuario: sellerRow!.idusuario, idmenu: employees.idmenu });
    expect((await api.get(seller, '/autenticado/employees')).body.acceso).toBe(true);
    expect((await api.get(seller, '/empleado')).body.status).toBe(200);
    await api.post(admin, '/emenuusuario', { idusuario: sellerRow!.idusuario, idmenu: employees.idmenu });
    expect((await api.get(seller, '/empleado')).res.statusCode).toBe(403);
  });
});
