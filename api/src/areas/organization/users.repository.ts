import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ROLES,
  ROLE_NAMES,
  type Role,
  type UserBody,
  type UserListQuery,
  type UserRow,
  type UserUpdateBody,
} from '@trade/contracts/organization';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { sucursal, usuario } from '../../db/schema/index.js';
import { isAdmin, type SessionUser } from '../../core/access.js';
import { pagedList, selectRows, setEstado, type ListSpec } from '../../core/lists.js';
import { refusingDuplicate, refusingReferenced } from '../../core/db-errors.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { hashPassword, passwordProblem } from '../../core/passwords.js';
import { closeSessionsOf } from '../../core/sessions.js';

export const roleList = () => ROLES.map((rol) => ({ rol, nombre: ROLE_NAMES[rol] }));

const NOT_FOUND = 'El usuario';
const DUPLICATE = 'Ya existe un usuario con ese nombre de usuario';
const HAS_HISTORY = 'El usuario tiene historial (documentos u operaciones registradas); desactívelo en su lugar';
const LAST_ADMIN = 'Debe quedar al menos un administrador activo';
const ONLY_ADMINS = 'Solo un administrador puede crear o modificar administradores';
const WIDER_USER = 'Solo puede modificar usuarios cuyos menús usted también tiene asignados';

const listing: ListSpec<UserRow> = {
  columns: {
    idusuario: usuario.idusuario,
    usuario: usuario.usuario,
    nombres: usuario.nombres,
    rol: usuario.rol,
    rolNombre: sql<string>`case ${usuario.rol} ${sql.join(
      ROLES.map((rol) => sql`when ${rol} then ${ROLE_NAMES[rol]}`),
      sql` `,
    )} else ${usuario.rol} end`,
    estado: usuario.estado,
    idsucursal: usuario.idsucursal,
    sucursal: sucursal.nombre,
    creado: sql<string>`to_char(${usuario.creado} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  },
  from: (select) => select.from(usuario).leftJoin(sucursal, eq(sucursal.idsucursal, usuario.idsucursal)),
  search: [usuario.usuario, usuario.nombres, usuario.rol],
  orderBy: [asc(usuario.nombres), asc(usuario.idusuario)],
};

/** Users of the business. Password hashes never leave this file. */
export function usersRepository(db: Database) {
  async function get(idusuario: number, ex: Executor = db): Promise<UserRow> {
    const [row] = await selectRows(ex, listing, eq(usuario.idusuario, idusuario));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  async function checkBranch(ex: Executor, idsucursal: number | null | undefined) {
    if (idsucursal == null) return;
    const [row] = await ex
      .select({ estado: sucursal.estado })
      .from(sucursal)
      .where(eq(sucursal.idsucursal, idsucursal));
    if (!row) throw notFound('La sucursal');
    if (row.estado !== 1) throw new BusinessError('La sucursal está desactivada');
  }

  function checkPassword(password: string) {
    const problem = passwordProblem(password);
    if (problem) throw new BusinessError(problem);
  }

  /** Refuses when the change would leave no active admin (the target stops being one). */
  async function keepAnAdmin(ex: Executor, idusuario: number) {
    const [row] = await ex
      .select({ n: sql<number>`count(*)::int` })
      .from(usuario)
      .where(and(eq(usuario.rol, 'admin'), eq(usuario.estado, 1), ne(usuario.idusuario, idusuario)));
    if ((row?.n ?? 0) === 0) throw new BusinessError(LAST_ADMIN);
  }

  /**
   * A non-admin manages only users who reach nothing more than they do: resetting the password of
   * a user holding Control de accesos and signing in as them would widen one's own access.
   */
  async function checkWithinReach(ex: Executor, idusuario: number, actor: SessionUser) {
    if (isAdmin(actor) || idusuario === actor.idusuario) return;
    const routes = await queryRows<{ ruta: string }>(
      ex,
      sql`select distinct m.ruta from menu_usuario mu join menu m on m.idmenu = mu.idmenu where mu.idusuario = ${idusuario} and m.ruta is not null`,
    );
    if (routes.some(({ ruta }) => !actor.menus.includes(ruta))) throw new BusinessError(WIDER_USER);
  }

  return {
    get,
    list: ({ estado, rol, idsucursal, ...query }: UserListQuery, ex: Executor = db) =>
      pagedList(ex, listing, query, [
        estado === undefined ? undefined : eq(usuario.estado, estado),
        rol === undefined ? undefined : eq(usuario.rol, rol as Role),
        idsucursal === undefined ? undefined : eq(usuario.idsucursal, idsucursal),
      ] as (SQL | undefined)[]),

    async create(input: UserBody, ex: Executor, actor: SessionUser) {
      if (input.rol === 'admin' && !isAdmin(actor)) throw new BusinessError(ONLY_ADMINS);
      checkPassword(input.password);
      await checkBranch(ex, input.idsucursal);
      const password_hash = await hashPassword(input.password);
      const [row] = await refusingDuplicate(DUPLICATE, () =>
        ex
          .insert(usuario)
          .values({
            usuario: input.usuario.trim(),
            nombres: input.nombres.trim(),
            rol: input.rol,
            idsucursal: input.idsucursal ?? null,
            password_hash,
          })
          .returning({ idusuario: usuario.idusuario }),
      );
      return get(row!.idusuario, ex);
    },

    /** A new password or a new role ends the user's sessions at once (they sign in again). */
    async update(idusuario: number, input: UserUpdateBody, ex: Executor, actor: SessionUser) {
      const current = await get(idusuario, ex);
      if ((current.rol === 'admin' || input.rol === 'admin') && !isAdmin(actor)) throw new BusinessError(ONLY_ADMINS);
      if (current.rol === 'admin' && input.rol !== 'admin') {
        if (idusuario === actor.idusuario)
          throw new BusinessError('No puede quitarse a sí mismo el rol de administrador');
        if (current.estado === 1) await keepAnAdmin(ex, idusuario);
      }
      if (idusuario === actor.idusuario && input.rol !== current.rol)
        throw new BusinessError('No puede cambiar su propio rol');
      await checkWithinReach(ex, idusuario, actor);
      await checkBranch(ex, input.idsucursal);
      const password = input.password ?? '';
      if (password !== '') checkPassword(password);
      const changes = {
        usuario: input.usuario.trim(),
        nombres: input.nombres.trim(),
        rol: input.rol,
        idsucursal: input.idsucursal ?? null,
        ...(password !== '' ? { password_hash: await hashPassword(password) } : {}),
      };
      await refusingDuplicate(DUPLICATE, () => ex.update(usuario).set(changes).where(eq(usuario.idusuario, idusuario)));
      if (password !== '' || input.rol !== current.rol) await closeSessionsOf(ex, idusuario);
      return get(idusuario, ex);
    },

    /** Disabling ends the user's sessions at once. */
    async setState(idusuario: number, estado: number, ex: Executor, actor: SessionUser) {
      const current = await get(idusuario, ex);
      if (current.rol === 'admin' && !isAdmin(actor)) throw new BusinessError(ONLY_ADMINS);
      await checkWithinReach(ex, idusuario, actor);
      if (estado !== 1) {
        if (idusuario === actor.idusuario) throw new BusinessError('No puede desactivar su propio usuario');
        if (current.rol === 'admin' && current.estado === 1) await keepAnAdmin(ex, idusuario);
      }
      await setEstado(ex, usuario, usuario.idusuario, idusuario, estado);
      if (estado !== 1) await closeSessionsOf(ex, idusuario);
      return get(idusuario, ex);
    },

    /** Menus, series and sessions go with the user; a user other records refer to is kept (deactivate instead). */
    async remove(idusuario: number, ex: Executor, actor: SessionUser) {
      const current = await get(idusuario, ex);
      if (current.rol === 'admin' && !isAdmin(actor)) throw new BusinessError(ONLY_ADMINS);
      if (idusuario === actor.idusuario) throw new BusinessError('No puede eliminar su propio usuario');
      await checkWithinReach(ex, idusuario, actor);
      if (current.rol === 'admin' && current.estado === 1) await keepAnAdmin(ex, idusuario);
      await refusingReferenced(HAS_HISTORY, () => ex.delete(usuario).where(eq(usuario.idusuario, idusuario)));
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
