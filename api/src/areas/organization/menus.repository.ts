import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { SCREENS } from '@trade/build/areas';
import type { MenuBody, MenuGroupRow, MenuRow } from '@trade/contracts/organization';
import type { Database, Executor } from '../../db/client.js';
import { menu, menuUsuario, usuario } from '../../db/schema/index.js';
import { isAdmin, type SessionUser } from '../../core/access.js';
import { refusingDuplicate } from '../../core/db-errors.js';
import { BusinessError, notFound } from '../../core/envelope.js';

const NOT_FOUND = 'El menú';
const screenArea = (ruta: string) => (SCREENS as Record<string, string>)[ruta];

/** Menus and their assignment to users. */
export function menusRepository(db: Database) {
  const byOrder = [asc(menu.orden), asc(menu.nombre), asc(menu.idmenu)];
  const parent = alias(menu, 'padre');

  async function get(idmenu: number, ex: Executor = db): Promise<MenuRow> {
    const [row] = await ex.select().from(menu).where(eq(menu.idmenu, idmenu));
    if (!row) throw notFound(NOT_FOUND);
    return row;
  }

  /** A screen's menu names a known screen (SCREENS) under a main menu; its area is the screen's. */
  async function normalise(ex: Executor, input: MenuBody, idmenu?: number) {
    const base = { nombre: input.nombre.trim(), icono: input.icono?.trim() || null, orden: input.orden ?? 0 };
    if (input.idpadre == null) {
      // A main menu only groups screens: a route sent with it is a mistake, never silently dropped.
      if (input.ruta?.trim())
        throw new BusinessError('Un menú principal no abre una pantalla; para la ruta indique su menú padre');
      return { ...base, ruta: null, area: null, idpadre: null };
    }
    if (idmenu !== undefined && input.idpadre === idmenu)
      throw new BusinessError('Un menú no puede ser su propio padre');
    const [owner] = await ex.select().from(menu).where(eq(menu.idmenu, input.idpadre));
    if (!owner) throw new BusinessError('El menú padre no existe');
    if (owner.idpadre !== null) throw new BusinessError('El menú padre debe ser un menú principal');
    const ruta = input.ruta?.trim();
    if (!ruta) throw new BusinessError('Un submenú necesita la ruta de la pantalla');
    const area = screenArea(ruta);
    if (!area)
      throw new BusinessError(
        `La ruta ${ruta} no corresponde a ninguna pantalla del sistema; elija una de las pantallas disponibles`,
      );
    if (input.area && input.area !== area)
      throw new BusinessError(`La pantalla ${ruta} pertenece al área ${area}, no a ${input.area}`);
    return { ...base, ruta, area, idpadre: input.idpadre };
  }
  const duplicateRoute = (ruta: string | null) => `Ya existe un menú para la pantalla ${ruta}`;

  /** A parent stands for all its children; a child for itself. */
  async function screens(ex: Executor, idmenu: number): Promise<{ idmenu: number; ruta: string | null }[]> {
    const target = await get(idmenu, ex);
    if (target.idpadre !== null) return [target];
    const children = await ex
      .select({ idmenu: menu.idmenu, ruta: menu.ruta })
      .from(menu)
      .where(eq(menu.idpadre, idmenu));
    if (children.length === 0) throw new BusinessError('El menú principal no tiene submenús para asignar');
    return children;
  }

  /**
   * Which screen a menu opens is a grant to everyone holding it: a non-admin may only point a menu
   * at, or away from, screens they hold themselves (else re-pointing a menu they hold at
   * /access_control would give it to them).
   */
  function checkRoutes(actor: SessionUser | undefined, routes: (string | null)[]) {
    if (!actor || isAdmin(actor)) return;
    const foreign = routes.filter((ruta): ruta is string => ruta !== null && !actor.menus.includes(ruta));
    if (foreign.length)
      throw new BusinessError(
        `Solo puede usar en un menú pantallas que usted tiene asignadas (${[...new Set(foreign)].join(', ')})`,
      );
  }

  /**
   * A non-admin changes or deletes only menus he holds: a screen's menu he has, or a main menu
   * whose screens are all his (deleting a menu takes it from every user holding it).
   */
  async function checkHeld(ex: Executor, target: MenuRow, actor: SessionUser | undefined) {
    if (!actor || isAdmin(actor)) return;
    const routes =
      target.idpadre === null
        ? (await ex.select({ ruta: menu.ruta }).from(menu).where(eq(menu.idpadre, target.idmenu))).map((m) => m.ruta)
        : [target.ruta];
    const foreign = routes.filter((ruta) => !ruta || !actor.menus.includes(ruta));
    if (foreign.length)
      throw new BusinessError(
        `Solo puede modificar menús que usted tiene asignados (${foreign.map((r) => r ?? target.nombre).join(', ')})`,
      );
  }

  /** Nobody changes their own menus; a non-admin only grants menus they hold themselves. */
  async function checkAssignment(ex: Executor, idusuario: number, actor: SessionUser) {
    if (idusuario === actor.idusuario)
      throw new BusinessError('No puede cambiar sus propios menús; pídaselo a otro usuario con Control de accesos');
    const [row] = await ex.select({ id: usuario.idusuario }).from(usuario).where(eq(usuario.idusuario, idusuario));
    if (!row) throw notFound('El usuario');
  }

  return {
    get,
    /** Every menu: main menus by their order, each followed by its screens by theirs. */
    list: (ex: Executor = db): Promise<MenuRow[]> =>
      ex
        .select({
          idmenu: menu.idmenu,
          nombre: menu.nombre,
          ruta: menu.ruta,
          area: menu.area,
          icono: menu.icono,
          orden: menu.orden,
          idpadre: menu.idpadre,
        })
        .from(menu)
        .leftJoin(parent, eq(parent.idmenu, menu.idpadre))
        .orderBy(
          sql`coalesce(${parent.orden}, ${menu.orden})`,
          sql`coalesce(${parent.nombre}, ${menu.nombre})`,
          sql`coalesce(${menu.idpadre}, ${menu.idmenu})`,
          sql`${menu.idpadre} nulls first`,
          ...byOrder,
        ),
    parents: (ex: Executor = db): Promise<MenuRow[]> =>
      ex
        .select()
        .from(menu)
        .where(isNull(menu.idpadre))
        .orderBy(...byOrder),

    async create(input: MenuBody, ex: Executor = db, actor?: SessionUser): Promise<MenuRow> {
      const values = await normalise(ex, input);
      checkRoutes(actor, [values.ruta]);
      const [row] = await refusingDuplicate(duplicateRoute(values.ruta), () =>
        ex.insert(menu).values(values).returning(),
      );
      return row!;
    },
    async update(idmenu: number, input: MenuBody, ex: Executor = db, actor?: SessionUser): Promise<MenuRow> {
      const current = await get(idmenu, ex);
      await checkHeld(ex, current, actor);
      if (current.ruta !== null && input.idpadre == null)
        throw new BusinessError(
          `El menú de la pantalla ${current.ruta} no puede convertirse en menú principal; indique su menú padre`,
        );
      const values = await normalise(ex, input, idmenu);
      if (values.ruta !== current.ruta) checkRoutes(actor, [current.ruta, values.ruta]);
      if (values.idpadre !== null) {
        const [child] = await ex.select({ id: menu.idmenu }).from(menu).where(eq(menu.idpadre, idmenu)).limit(1);
        if (child) throw new BusinessError('El menú tiene submenús; no puede convertirse en submenú');
      }
      const [row] = await refusingDuplicate(duplicateRoute(values.ruta), () =>
        ex.update(menu).set(values).where(eq(menu.idmenu, idmenu)).returning(),
      );
      return row!;
    },
    /** A screen of the product keeps its menu (deleting it would take the screen from everyone); an empty main menu may go. */
    async remove(idmenu: number, ex: Executor = db, actor?: SessionUser): Promise<void> {
      const current = await get(idmenu, ex);
      if (current.ruta !== null && screenArea(current.ruta))
        throw new BusinessError(
          `El menú «${current.nombre}» abre una pantalla del sistema (${current.ruta}) y no se puede eliminar; quítelo a los usuarios en Control de accesos`,
        );
      await checkHeld(ex, current, actor);
      const [child] = await ex.select({ id: menu.idmenu }).from(menu).where(eq(menu.idpadre, idmenu)).limit(1);
      if (child) throw new BusinessError('El menú tiene submenús; elimínelos primero');
      await ex.delete(menu).where(eq(menu.idmenu, idmenu));
    },

    /** Main menus with the screens assigned to the user, in menu order. */
    async ofUser(idusuario: number, ex: Executor = db): Promise<MenuGroupRow[]> {
      const rows = await ex
        .select({ child: menu })
        .from(menuUsuario)
        .innerJoin(menu, eq(menu.idmenu, menuUsuario.idmenu))
        .where(eq(menuUsuario.idusuario, idusuario))
        .orderBy(...byOrder);
      const parentIds = [...new Set(rows.map((r) => r.child.idpadre).filter((id): id is number => id !== null))];
      if (parentIds.length === 0) return [];
      const parents = await ex
        .select()
        .from(menu)
        .where(inArray(menu.idmenu, parentIds))
        .orderBy(...byOrder);
      return parents.map((p) => ({ ...p, hijos: rows.map((r) => r.child).filter((c) => c.idpadre === p.idmenu) }));
    },
    async userHasRoute(idusuario: number, ruta: string, ex: Executor = db): Promise<boolean> {
      const [row] = await ex
        .select({ id: menu.idmenu })
        .from(menuUsuario)
        .innerJoin(menu, eq(menu.idmenu, menuUsuario.idmenu))
        .where(and(eq(menuUsuario.idusuario, idusuario), eq(menu.ruta, ruta)))
        .limit(1);
      return Boolean(row);
    },
    async assign(idusuario: number, idmenu: number, actor: SessionUser, ex: Executor = db): Promise<void> {
      await checkAssignment(ex, idusuario, actor);
      const granted = await screens(ex, idmenu);
      if (!isAdmin(actor)) {
        const foreign = granted.filter((s) => !s.ruta || !actor.menus.includes(s.ruta));
        if (foreign.length)
          throw new BusinessError(
            `Solo puede asignar menús que usted tiene asignados (${foreign.map((s) => s.ruta).join(', ')})`,
          );
      }
      await ex
        .insert(menuUsuario)
        .values(granted.map((s) => ({ idusuario, idmenu: s.idmenu })))
        .onConflictDoNothing();
    },
    async unassign(idusuario: number, idmenu: number, actor: SessionUser, ex: Executor = db): Promise<void> {
      await checkAssignment(ex, idusuario, actor);
      const ids = (await screens(ex, idmenu)).map((s) => s.idmenu);
      await ex.delete(menuUsuario).where(and(eq(menuUsuario.idusuario, idusuario), inArray(menuUsuario.idmenu, ids)));
    },
  };
}
export type MenusRepository = ReturnType<typeof menusRepository>;
