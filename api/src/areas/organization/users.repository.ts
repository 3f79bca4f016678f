import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sucursal, usuario } from '../../db/schema/index.js';
import { wordsFilter } from '../../db/filters.js';

export interface UserListQuery {
  page: number;
  pageSize: number;
  q?: string;
  estado?: number;
}

/** Users of the business. */
export function usersRepository(db: Database) {
  const columns = {
    idusuario: usuario.idusuario,
    usuario: usuario.usuario,
    nombres: usuario.nombres,
    rol: usuario.rol,
    estado: usuario.estado,
    idsucursal: usuario.idsucursal,
    sucursal: sucursal.nombre,
  };
  return {
    async list({ page, pageSize, q, estado }: UserListQuery) {
      const conditions: (SQL | undefined)[] = [wordsFilter(q, [usuario.usuario, usuario.nombres, usuario.rol]), estado === undefined ? undefined : eq(usuario.estado, estado)];
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db.select(columns).from(usuario).leftJoin(sucursal, eq(sucursal.idsucursal, usuario.idsucursal)).where(where).orderBy(asc(usuario.nombres)).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(usuario).where(where),
      ]);
      return { rows, total: count?.n ?? 0 };
    },
  };
}
