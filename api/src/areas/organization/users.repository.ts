import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ROLES, sucursal, usuario, type Role } from '../../db/schema/index.js';
import { wordsFilter } from '../../db/filters.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { hashPassword, passwordProblem } from '../../core/passwords.js';
import { refusingDuplicate, refusingReferenced, notFoundFeminine } from './common.js';

export const ROLE_NAMES: Record<Role, string> = {
  admin: 'Administrador',
  atm: 'Cajero',
  seller: 'Vendedor',
  tech: 'Técnico',
  claimer: 'Reclamos',
  'admin-complaints': 'Administrador de reclamos',
};
export const roleList = () => ROLES.map((rol) => ({ rol, nombre: ROLE_NAMES[rol] }));

export interface UserListQuery {
  page: number;
  pageSize: number;
  q?: string;
  estado?: number;
  rol?: string;
  idsucursal?: number;
}

export interface UserInput {
  usuario: string;
  nombres: string;
  rol: Role;
  idsucursal?: number | null;
  password?: string | null;
}

const DUPLICATE = 'Ya existe un usuario con ese nombre de usuario';
const HAS_HISTORY = 'El usuario tiene historial (documentos u operaciones registradas); desactívelo en su lugar';
const LAST_ADMIN = 'Debe quedar al menos un administrador activo';
const ONLY_ADMINS = 'Solo un administrador puede crear o modificar administradores';

/** Who acts: their id and whether they are an admin (a non-admin with the area cannot touch admins). */
export interface Actor {
  idusuario: number;
  admin: boolean;
}

/** Users of the business. Password hashes never leave this file. */
export function usersRepository(db: Database) {
  const columns = {
    idusuario: usuario.idusuario,
    usuario: usuario.usuario,
    nombres: usuario.nombres,
    rol: usuario.rol,
    estado: usuario.estado,
    idsucursal: usuario.idsucursal,
    sucursal: sucursal.nombre,
    creado: usuario.creado,
  };
  const withRoleName = <T extends { rol: string; creado: Date | string }>(row: T) => ({
    ...row,
    rolNombre: ROLE_NAMES[row.rol as Role] ?? row.rol,
    creado: new Date(row.creado).toISOString(),
  });

  async function get(idusuario: number) {
    const [row] = await db.select(columns).from(usuario).leftJoin(sucursal, eq(sucursal.idsucursal, usuario.idsucursal)).where(eq(usuario.idusuario, idusuario));
    if (!row) throw notFound('El usuario');
    return withRoleName(row);
  }

  async function checkBranch(idsucursal: number | null | undefined) {
    if (idsucursal == null) return;
    const [row] = await db.select({ estado: sucursal.estado }).from(sucursal).where(eq(sucursal.idsucursal, idsucursal));
    if (!row) throw notFoundFeminine('La sucursal');
    if (row.estado !== 1) throw new BusinessError('La sucursal está desactivada');
  }

  function checkPassword(password: string) {
    const problem = passwordProblem(password);
    if (problem) throw new BusinessError(problem);
  }

  /** Refuses when the change would leave no active admin (the target stops being one). */
  async function keepAnAdmin(idusuario: number) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(usuario)
      .where(and(eq(usuario.rol, 'admin'), eq(usuario.estado, 1), ne(usuario.idusuario, idusuario)));
    if ((row?.n ?? 0) === 0) throw new BusinessError(LAST_ADMIN);
  }

  return {
    get,
    async list({ page, pageSize, q, estado, rol, idsucursal }: UserListQuery) {
      const conditions: (SQL | undefined)[] = [
        wordsFilter(q, [usuario.usuario, usuario.nombres, usuario.rol]),
        estado === undefined ? undefined : eq(usuario.estado, estado),
        rol === undefined ? undefined : eq(usuario.rol, rol as Role),
        idsucursal === undefined ? undefined : eq(usuario.idsucursal, idsucursal),
      ];
      const where = and(...conditions);
      const [rows, [count]] = await Promise.all([
        db
          .select(columns)
          .from(usuario)
          .leftJoin(sucursal, eq(sucursal.idsucursal, usuario.idsucursal))
          .where(where)
          .orderBy(asc(usuario.nombres), asc(usuario.idusuario))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(usuario).where(where),
      ]);
      return { rows: rows.map(withRoleName), total: count?.n ?? 0 };
    },

    async create(input: UserInput, actor: Actor) {
      if (input.rol === 'admin' && !actor.admin) throw new BusinessError(ONLY_ADMINS);
      checkPassword(input.password ?? '');
      await checkBranch(input.idsucursal);
      const password_hash = await hashPassword(input.password!);
      const [row] = await refusingDuplicate(DUPLICATE, () =>
        db
          .insert(usuario)
          .values({ usuario: input.usuario.trim(), nombres: input.nombres.trim(), rol: input.rol, idsucursal: input.idsucursal ?? null, password_hash })
          .returning({ idusuario: usuario.idusuario }),
      );
      return get(row!.idusuario);
    },

    async update(idusuario: number, input: UserInput, actor: Actor) {
      const current = await get(idusuario);
      if ((current.rol === 'admin' || input.rol === 'admin') && !actor.admin) throw new BusinessError(ONLY_ADMINS);
      if (current.rol === 'admin' && input.rol !== 'admin') {
        if (idusuario === actor.idusuario) throw new BusinessError('No puede quitarse a sí mismo el rol de administrador');
        if (current.estado === 1) await keepAnAdmin(idusuario);
      }
      await checkBranch(input.idsucursal);
      const password = input.password ?? '';
      if (password !== '') checkPassword(password);
      const changes = {
        usuario: input.usuario.trim(),
        nombres: input.nombres.trim(),
        rol: input.rol,
        idsucursal: input.idsucursal ?? null,
        ...(password !== '' ? { password_hash: await hashPassword(password) } : {}),
      };
      await refusingDuplicate(DUPLICATE, () => db.update(usuario).set(changes).where(eq(usuario.idusuario, idusuario)));
      return get(idusuario);
    },

    async setState(idusuario: number, estado: number, actor: Actor) {
      const current = await get(idusuario);
      if (current.rol === 'admin' && !actor.admin) throw new BusinessError(ONLY_ADMINS);
      if (estado !== 1) {
        if (idusuario === actor.idusuario) throw new BusinessError('No puede desactivar su propio usuario');
        if (current.rol === 'admin' && current.estado === 1) await keepAnAdmin(idusuario);
      }
      await db.update(usuario).set({ estado }).where(eq(usuario.idusuario, idusuario));
      return get(idusuario);
    },

    /** Menus and series go with the user; a user other records refer to is kept (deactivate instead). */
    async remove(idusuario: number, actor: Actor) {
      const current = await get(idusuario);
      if (current.rol === 'admin' && !actor.admin) throw new BusinessError(ONLY_ADMINS);
      if (idusuario === actor.idusuario) throw new BusinessError('No puede eliminar su propio usuario');
      if (current.rol === 'admin' && current.estado === 1) await keepAnAdmin(idusuario);
      await refusingReferenced(HAS_HISTORY, () => db.delete(usuario).where(eq(usuario.idusuario, idusuario)));
    },
  };
}
