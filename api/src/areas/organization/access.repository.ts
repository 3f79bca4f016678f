import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  GRANTS,
  GRANT_NAMES,
  ROLE_PROFILES,
  type AuditListQuery,
  type AuditRow,
  type GrantCode,
  type GrantRow,
  type ProfileAnswer,
  type Role,
} from '@trade/contracts/organization';
import { queryRows, type Database, type Executor } from '../../db/client.js';
import { auditoria, menu, menuUsuario, usuario } from '../../db/schema/index.js';
import { isAdmin, type SessionUser } from '../../core/access.js';
import { BusinessError, notFound } from '../../core/envelope.js';
import { pagedList, type ListSpec } from '../../core/lists.js';

const auditListing: ListSpec<AuditRow> = {
  columns: {
    idauditoria: auditoria.idauditoria,
    fecha: sql<string>`to_char(${auditoria.fecha} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    idusuario: auditoria.idusuario,
    usuario: auditoria.usuario,
    nombres: auditoria.nombres,
    ip: auditoria.ip,
    accion: auditoria.accion,
    llamada: auditoria.llamada,
    entidad: auditoria.entidad,
    idregistro: auditoria.idregistro,
    motivo: auditoria.motivo,
    detalle: auditoria.detalle,
  },
  from: (select) => select.from(auditoria),
  search: [auditoria.accion, auditoria.usuario, auditoria.nombres, auditoria.motivo, auditoria.detalle],
  orderBy: [desc(auditoria.fecha), desc(auditoria.idauditoria)],
  dates: { column: auditoria.fecha, kind: 'timestamp' },
};

/**
 * Control de accesos beyond menus: the users' data-scope grants, the roles' default profiles and
 * the audit trail's reading (core/audit.ts writes it).
 */
export function accessRepository(db: Database) {
  /** The user changed (not oneself, an existing user): answers their role and grants. */
  async function target(ex: Executor, idusuario: number, actor: SessionUser) {
    if (idusuario === actor.idusuario)
      throw new BusinessError('No puede cambiar sus propios accesos; pídaselo a otro usuario con Control de accesos');
    const [row] = await ex
      .select({ rol: usuario.rol, permisos: usuario.permisos })
      .from(usuario)
      .where(eq(usuario.idusuario, idusuario));
    if (!row) throw notFound('El usuario');
    return row;
  }

  /** A non-admin only grants what he holds himself. */
  function checkHeld(actor: SessionUser, permisos: readonly GrantCode[]) {
    const foreign = isAdmin(actor) ? [] : permisos.filter((p) => !actor.permisos?.includes(p));
    if (foreign.length)
      throw new BusinessError(
        `Solo puede conceder permisos que usted tiene (${foreign.map((p) => GRANT_NAMES[p]).join(', ')})`,
      );
  }

  async function grants(idusuario: number, ex: Executor = db): Promise<GrantRow[]> {
    const [row] = await ex.select({ permisos: usuario.permisos }).from(usuario).where(eq(usuario.idusuario, idusuario));
    if (!row) throw notFound('El usuario');
    return GRANTS.map((permiso) => ({
      permiso,
      nombre: GRANT_NAMES[permiso],
      asignado: row.permisos.includes(permiso),
    }));
  }

  /** Sets the user's grants (kept in GRANTS order, each once). */
  const setGrants = (ex: Executor, idusuario: number, permisos: GrantCode[]) =>
    ex
      .update(usuario)
      .set({ permisos: GRANTS.filter((p) => permisos.includes(p)) })
      .where(eq(usuario.idusuario, idusuario));

  return {
    grants,

    async grant(idusuario: number, permiso: GrantCode, actor: SessionUser, tx: Executor): Promise<GrantRow[]> {
      const user = await target(tx, idusuario, actor);
      checkHeld(actor, [permiso]);
      await setGrants(tx, idusuario, [...user.permisos, permiso]);
      return grants(idusuario, tx);
    },

    async revoke(idusuario: number, permiso: GrantCode, actor: SessionUser, tx: Executor): Promise<GrantRow[]> {
      const user = await target(tx, idusuario, actor);
      await setGrants(
        tx,
        idusuario,
        user.permisos.filter((p) => p !== permiso),
      );
      return grants(idusuario, tx);
    },

    /**
     * The role's default screens and grants, in one step: the profile's menus that exist are
     * assigned (a non-admin gives only those he holds) and its grants added (only those he holds).
     */
    async applyProfile(idusuario: number, actor: SessionUser, tx: Executor): Promise<ProfileAnswer> {
      const user = await target(tx, idusuario, actor);
      const profile = ROLE_PROFILES[user.rol as Role];
      if (!profile) throw new BusinessError(`El rol ${user.rol} no tiene un perfil por defecto`);
      checkHeld(actor, profile.permisos);
      const routes = isAdmin(actor) ? profile.menus : profile.menus.filter((ruta) => actor.menus.includes(ruta));
      const menus = routes.length
        ? await tx
            .select({ idmenu: menu.idmenu, ruta: menu.ruta })
            .from(menu)
            .where(inArray(menu.ruta, [...routes]))
        : [];
      if (menus.length)
        await tx
          .insert(menuUsuario)
          .values(menus.map((m) => ({ idusuario, idmenu: m.idmenu })))
          .onConflictDoNothing();
      const permisos = GRANTS.filter((p) => user.permisos.includes(p) || profile.permisos.includes(p));
      await setGrants(tx, idusuario, permisos);
      return { menus: menus.map((m) => m.ruta!).sort(), permisos };
    },

    auditList: ({ idusuario, entidad, ...query }: AuditListQuery, ex: Executor = db) =>
      pagedList(ex, auditListing, query, [
        idusuario === undefined ? undefined : eq(auditoria.idusuario, idusuario),
        entidad === undefined ? undefined : eq(auditoria.entidad, entidad),
      ] as (SQL | undefined)[]),

    auditEntities: (ex: Executor = db) =>
      queryRows<{ entidad: string }>(
        ex,
        sql`select distinct ${auditoria.entidad} as entidad from ${auditoria} order by 1`,
      ),
  };
}
export type AccessRepository = ReturnType<typeof accessRepository>;
