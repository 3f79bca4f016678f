import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { loginFallido, sucursal, usuario } from '../../db/schema/index.js';

export interface PublicUser {
  idusuario: number;
  usuario: string;
  nombres: string;
  rol: string;
  idsucursal: number | null;
  sucursal: string | null;
}

/** Users as the login needs them. */
export function sessionRepository(db: Database) {
  const publicColumns = {
    idusuario: usuario.idusuario,
    usuario: usuario.usuario,
    nombres: usuario.nombres,
    rol: usuario.rol,
    idsucursal: usuario.idsucursal,
    sucursal: sucursal.nombre,
  };
  return {
    async findForLogin(username: string) {
      const [row] = await db
        .select({ ...publicColumns, estado: usuario.estado, password_hash: usuario.password_hash })
        .from(usuario)
        .leftJoin(sucursal, eq(sucursal.idsucursal, usuario.idsucursal))
        .where(sql`lower(${usuario.usuario}) = lower(${username})`);
      return row;
    },
    async publicUser(idusuario: number): Promise<PublicUser | undefined> {
      const [row] = await db
        .select(publicColumns)
        .from(usuario)
        .leftJoin(sucursal, eq(sucursal.idsucursal, usuario.idsucursal))
        .where(eq(usuario.idusuario, idusuario));
      return row;
    },
    /** Kept for the record (who tried which account from where); the throttling is core/throttle.ts. */
    async recordFailure(username: string, ip: string, ex: Executor = db): Promise<void> {
      await ex.insert(loginFallido).values({ usuario: username.toLowerCase().slice(0, 60), ip });
    },
  };
}
