import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.js';
import type { TestApp } from '../helpers/app.js';

/** A non-admin user of the main branch holding exactly these menus, and a session token. */
export async function userWith(
  t: TestApp,
  usuario: string,
  menus: string[],
): Promise<{ token: string; idusuario: number; idsucursal: number }> {
  const [branch] = await queryRows<{ idsucursal: number }>(
    t.db,
    sql`select min(idsucursal) as idsucursal from sucursal`,
  );
  const [user] = await queryRows<{ idusuario: number; usuario: string; rol: string }>(
    t.db,
    sql`insert into usuario (usuario, nombres, rol, password_hash, idsucursal) values (${usuario}, ${`Cajero ${usuario}`}, 'atm', 'x', ${branch!.idsucursal}) returning idusuario, usuario, rol`,
  );
  for (const ruta of menus)
    await t.db.execute(
      sql`insert into menu_usuario (idusuario, idmenu) select ${user!.idusuario}, idmenu from menu where ruta = ${ruta}`,
    );
  const token = await t.app.sessions.open(user!, '127.0.0.1');
  return { token, idusuario: user!.idusuario, idsucursal: branch!.idsucursal };
}

/** Payment form ids of the reference data, by name. */
export async function paymentForms(t: TestApp) {
  const rows = await queryRows<{ idformapago: number; nombre: string }>(
    t.db,
    sql`select idformapago, nombre from forma_pago`,
  );
  const id = (nombre: string) => rows.find((r) => r.nombre === nombre)!.idformapago;
  return {
    efectivo: id('Efectivo'),
    debito: id('Tarjeta de débito'),
    yape: id('Yape'),
    credito30: id('Crédito a 30 días'),
  };
}
