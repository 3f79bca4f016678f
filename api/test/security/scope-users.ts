import { sql } from 'drizzle-orm';
import { SCREENS } from '@trade/build/areas';
import type { GrantCode } from '@trade/contracts/kit';
import { queryRows } from '../../src/db/client.js';
import type { TestApp } from '../helpers/app.js';

/** The demo's administrator (who made the demo's records) and the two branches. */
export async function demoOwners(t: TestApp) {
  const [admin] = await queryRows<{ idusuario: number; idsucursal: number }>(
    t.db,
    sql`select idusuario, idsucursal from usuario where rol = 'admin' and idsucursal is not null order by idusuario limit 1`,
  );
  const [other] = await queryRows<{ idsucursal: number }>(
    t.db,
    sql`select idsucursal from sucursal where idsucursal <> ${admin!.idsucursal} order by idsucursal limit 1`,
  );
  return { admin: admin!.idusuario, branch: admin!.idsucursal, otherBranch: other!.idsucursal };
}

/** A menu for every screen (the migrations add only some), so a user can hold any call's menu. */
export async function menusForEveryScreen(t: TestApp): Promise<void> {
  const [group] = await queryRows<{ idmenu: number }>(
    t.db,
    sql`insert into menu (nombre, orden) values ('Pruebas de alcance', 901) returning idmenu`,
  );
  for (const [ruta, area] of Object.entries(SCREENS))
    await t.db.execute(
      sql`insert into menu (nombre, ruta, area, idpadre) values (${`Pantalla ${ruta}`}, ${ruta}, ${area}, ${group!.idmenu}) on conflict do nothing`,
    );
}

export interface ScopeUser {
  idusuario: number;
  usuario: string;
  rol: string;
  idsucursal: number;
  permisos: GrantCode[];
  /** A fresh session's token (a logout ends only itself). */
  token(): Promise<string>;
}

/**
 * A non-admin user of `idsucursal` with the given grants, holding `menus` (by route) or, by
 * default, every screen's menu (so only the data scope can refuse them: call menusForEveryScreen first).
 */
export async function scopeUser(
  t: TestApp,
  usuario: string,
  idsucursal: number,
  permisos: GrantCode[] = [],
  menus?: string[],
  rol = 'seller',
): Promise<ScopeUser> {
  const [user] = await queryRows<{ idusuario: number; usuario: string; rol: string }>(
    t.db,
    sql`insert into usuario (usuario, nombres, rol, idsucursal, password_hash, permisos)
        values (${usuario}, ${`Alcance ${usuario}`}, ${rol}, ${idsucursal}, 'x', ${`{${permisos.join(',')}}`}::text[])
        returning idusuario, usuario, rol`,
  );
  await t.db.execute(
    menus
      ? sql`insert into menu_usuario (idusuario, idmenu) select ${user!.idusuario}, idmenu from menu where ruta = any(${`{${menus.join(',')}}`}::text[]) on conflict do nothing`
      : sql`insert into menu_usuario (idusuario, idmenu) select ${user!.idusuario}, idmenu from menu where ruta is not null on conflict do nothing`,
  );
  return { ...user!, idsucursal, permisos, token: () => t.app.sessions.open(user!, '127.0.0.1') };
}
